/**
 * The storage core's state (shared/storage/storage-core.ts) and what it does to its one database on
 * behalf of every store: the open at first use, with the engine's findings and the commit marks checked
 * and a copy of a damaged store kept; every write, refused once a failed write made later ones unsafe;
 * the notices kept; and the commit marks written outside the database after each acknowledged batch.
 */
import { z } from 'zod';
import { AppError } from '../errors';
import { createSerialLock, type SerialLock } from './serial-lock';
import {
  boundedText,
  MAX_STORE_NOTICES,
  STORE_NOTICE_MESSAGE_MAX,
  storeNoticeSchema,
  type StoreFinding,
} from './store-notice';
import {
  rangeOf,
  sublevelPrefix,
  writeBatch,
  type StoreBatchOperation,
  type StoreBatchOptions,
} from './store-database';
import { storeFailureCause, storeHaltedError, storeOpenError, storeWriteError } from './store-failure';
import type { StorageCoreOptions, StorageEngine } from './storage-core';

/** The core's own keys live under this prefix. */
const CORE = sublevelPrefix('core');
export const NOTICE = `${CORE}notice:`;
export const COMMIT = `${CORE}commit:`;
/** Records a store could not read, kept as found ({@link CoreStoreDatabase.setAside}). */
export const ASIDE = `${CORE}aside:`;

/** The marks as read back (a damaged marks file reads as none). */
const storeMarksSchema = z.record(
  z.string(),
  z.object({ commits: z.number().int().nonnegative(), at: z.iso.datetime() }),
);

const DEFAULT_NAMES: Record<string, string> = {
  log: 'the lookup log',
  labels: 'the store of your labels and favourites',
  watch: 'the watch list',
  libraries: 'the store of your contract libraries',
  paces: 'the store of the paces learned from indexers',
};

/** What the core knows while the app runs. */
export interface Core {
  engine: StorageEngine;
  now: () => Date;
  random: () => number;
  /** What a store is called in a sentence. */
  describe: (name: string) => string;
  /** Commits per store as the database has them (read at open, counted up by each batch). */
  commits: Map<string, number>;
  marksLock: SerialLock;
  noticeLock: SerialLock;
  /** The first write that failed on its way to disk, when the engine is unsafe after one: no write follows. */
  halted: AppError | null;
  /** What the engine found, until it is kept (the engine opens and checks once, even if keeping fails). */
  found: Promise<StoreFinding[]> | undefined;
  /** The open, once it is under way or done. */
  ready: Promise<void> | undefined;
  /** Stores' first-use checks, run before the notices are read. */
  openers: (() => Promise<unknown>)[];
}

/** The state of a core over `engine`, not opened yet. */
export function createCore(engine: StorageEngine, options: StorageCoreOptions): Core {
  return {
    engine,
    now: options.now ?? (() => new Date()),
    random: options.random ?? Math.random,
    describe: options.describe ?? ((name: string) => DEFAULT_NAMES[name] ?? `the ${name} store`),
    commits: new Map(),
    marksLock: createSerialLock(),
    noticeLock: createSerialLock(),
    halted: null,
    found: undefined,
    ready: undefined,
    openers: [],
  };
}

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How the core's own writes (the notices) are named in messages. */
export const coreTitle = (core: Core) => `The app's store ${core.engine.where}`;

/**
 * Every write of the core (a store's batch, a notice), refused once halted; a failure in words, which
 * halts the database where a later write could be lost ({@link StorageEngine.unsafeAfterFailedWrite}).
 * `title` names the store: "The watch list in /…".
 */
export async function write(
  core: Core,
  operations: StoreBatchOperation[],
  batchOptions: StoreBatchOptions | undefined,
  title: string,
): Promise<void> {
  const { engine } = core;
  if (core.halted) throw storeHaltedError(title, core.halted);
  try {
    await writeBatch(engine.db, operations, batchOptions);
  } catch (error) {
    const cause = storeFailureCause(error);
    const halts = engine.unsafeAfterFailedWrite === true && (cause === 'full' || cause === 'io');
    const failure = storeWriteError(error, title, engine.where, halts);
    if (halts) core.halted = failure;
    throw failure;
  }
}

function noticeId(core: Core): string {
  const suffix = Array.from(
    { length: 6 },
    () => '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(core.random() * 36)],
  ).join('');
  return `${String(core.now().getTime()).padStart(13, '0')}-${suffix}`;
}

/** Writes findings as notices (bounded: the oldest go past {@link MAX_STORE_NOTICES}). */
export async function keep(core: Core, findings: readonly StoreFinding[]): Promise<void> {
  if (findings.length === 0) return;
  await core.noticeLock.run(async () => {
    const at = core.now().toISOString();
    const fresh = findings.map((finding) =>
      storeNoticeSchema.parse({
        ...finding,
        message: boundedText(finding.message, STORE_NOTICE_MESSAGE_MAX),
        id: noticeId(core),
        at,
      }),
    );
    const kept = await core.engine.db.keys(rangeOf(NOTICE)).all();
    const excess = kept.length + fresh.length - MAX_STORE_NOTICES;
    await write(
      core,
      [
        ...fresh.map((n) => ({ type: 'put' as const, key: NOTICE + n.id, value: JSON.stringify(n) })),
        ...kept.slice(0, Math.max(0, excess)).map((key) => ({ type: 'del' as const, key })),
      ],
      { sync: true },
      coreTitle(core),
    );
  });
}

/** Compares the commits the database has with those acknowledged before; a store behind lost writes. */
async function checkMarks(core: Core): Promise<StoreFinding[]> {
  const { commits, engine } = core;
  for (const [key, value] of await engine.db.iterator(rangeOf(COMMIT)).all()) {
    const count = Number(value);
    if (Number.isSafeInteger(count) && count >= 0) commits.set(key.slice(COMMIT.length), count);
  }
  const marks = storeMarksSchema.safeParse(await engine.marks?.read().catch(() => null));
  const findings: StoreFinding[] = [];
  // Unreadable marks are no marks: a later loss may go untold, but nothing is invented.
  for (const [store, mark] of Object.entries(marks.success ? marks.data : {})) {
    const lost = mark.commits - (commits.get(store) ?? 0);
    if (lost <= 0) continue;
    const when = `${mark.at.slice(0, 10)} ${mark.at.slice(11, 16)} UTC`;
    const title = capital(core.describe(store));
    findings.push({
      stores: [store],
      message:
        (commits.get(store) ?? 0) === 0
          ? `${title} ${engine.where} is empty, although ${mark.commits} change${mark.commits === 1 ? ' had' : 's had'} been saved to it (the last ${when}): the storage was cleared or replaced — a browser does this when it finds its files damaged. What was in it could not be recovered here; files you exported (lookups, labels CSV) are not affected.`
          : `${title} ${engine.where} lost ${lost === 1 ? 'its last change' : `its last ${lost} changes`} (the last was saved ${when}): the storage kept fewer changes than it had confirmed. What is still there is kept; those changes could not be read back.`,
    });
  }
  return findings;
}

/** Writes every store's commit count outside the database. */
export async function writeMarks(core: Core): Promise<void> {
  const { marks } = core.engine;
  if (!marks) return;
  const at = core.now().toISOString();
  const counts = Object.fromEntries([...core.commits].map(([name, count]) => [name, { commits: count, at }]));
  // Never fatal: a missing mark only means a later loss might go untold.
  await core.marksLock.run(() => marks.write(counts)).catch(() => undefined);
}

/** Opens the engine and checks the marks; a copy of the damaged store is kept when anything is found. */
async function openAndCheck(core: Core): Promise<StoreFinding[]> {
  const { engine } = core;
  const { findings, asFound } = await engine.open().catch((error: unknown) => {
    throw error instanceof AppError
      ? error
      : storeOpenError(error, `The app's store ${engine.where}`, engine.where);
  });
  const all = [...findings, ...(await checkMarks(core))];
  if (!asFound) return all;
  if (all.length === 0) {
    await asFound.discard().catch(() => undefined);
    return all;
  }
  const kept = await asFound.keep();
  const told = ` A copy of the damaged store, as it was found, is kept in ${kept}.`;
  return all.map((finding) => ({ ...finding, message: finding.message + told, keptCopy: kept }));
}

async function openOnce(core: Core): Promise<void> {
  core.found ??= openAndCheck(core);
  const found = core.found;
  try {
    await keep(core, await found);
  } catch (error) {
    // The engine stays open and its findings are kept for the next try; a failed open is tried again.
    if (!(await found.then(() => true).catch(() => false))) core.found = undefined;
    throw error;
  }
  core.found = Promise.resolve([]);
  // From here on the marks follow this database (a fresh one after a move aside starts from zero).
  await writeMarks(core);
}

/** Opens the core once; a failed open is tried again by the next call. */
export function opened(core: Core): Promise<void> {
  core.ready ??= openOnce(core).catch((error: unknown) => {
    core.ready = undefined; // a later call tries again (e.g. the other copy of the app has quit)
    throw error;
  });
  return core.ready;
}
