/**
 * The desktop stores' database — LevelDB through classic-level — opened checked, for the storage core
 * (shared/storage/storage-core.ts). LevelDB left alone drops what it cannot read without a word: a missing
 * CURRENT file makes it start an empty database (and delete the old data files), garbage in its
 * write-ahead log drops every record after it, and a cut or damaged data file fails every later read. So:
 *
 * 1. Before opening, the files of the store are hard-linked into a sibling folder (a copy where links are
 *    refused, or where the open may rewrite the file: see `mayBeRewritten`): a snapshot of the store as
 *    found, which costs almost no space and which LevelDB's own clean-up cannot touch.
 * 2. Damage is looked for: data files without a CURRENT file; an open that fails with LevelDB's
 *    corruption or I/O errors; the "dropping … bytes" lines LevelDB's info log (LOG) writes when it
 *    skips part of its write-ahead log; and a read of every key, which reads (and checks) every block.
 * 3. A damaged store is repaired with `ClassicLevel.repair` (LevelDB's RepairDB: it rebuilds the manifest
 *    from every file it can read); if it still cannot be read, it is moved aside and an empty one
 *    started. Either way the snapshot is kept as `<store>.damaged-<time>`, and the finding says what
 *    could not be read, what was done and where the copy is. A clean open drops the snapshot.
 *
 * The storage core's commit marks live in a small file inside the store's folder (written by rename, so
 * a snapshot keeps its own); LevelDB ignores files it did not write. What is read and kept of the
 * store's files is electron/level-files.ts.
 */
import { rename, rm } from 'node:fs/promises';
import { ClassicLevel } from 'classic-level';
import { AppError } from '../shared/errors';
import type { EngineOpened, StorageEngine } from '../shared/storage/storage-core';
import { storeFailureCause, storeFailureReason } from '../shared/storage/store-failure';
import { boundedText, STORE_NOTICE_DETAIL_MAX } from '../shared/storage/store-notice';
import {
  commitMarksIn,
  damagedPath,
  entries,
  isLevelFile,
  lossLines,
  plainReason,
  takeSnapshot,
} from './level-files';

/** The database this module opens: classic-level with string keys and values. */
export type Level = ClassicLevel<string, string>;

/** Options of {@link createCheckedLevelEngine}. */
export interface CheckedLevelOptions {
  /**
   * The database object (the crash tests' writer passes one that announces its batches), created in the
   * same tick as the engine, before abstract-level's own deferred open.
   */
  level?: Level;
  /** The clock of the damaged copy's name. */
  now?: () => Date;
  /** What the store holds, for messages: "the lookup log, your labels and the watch list". */
  holds?: string;
}

/** The error's code and message (abstract-level wraps LevelDB's in `cause`). */
const reasonOf = storeFailureReason;

/**
 * Whether an open (or repair) failed for a reason that is no damage: another copy of the app holds the
 * store, or the disk is full (opening writes a new log and manifest). Such a store is never repaired or
 * moved aside — on a full disk that would take the data out of the store for good — but left as it is,
 * and the failure told in words (shared/storage/store-failure.ts).
 */
const isNoDamage = (error: unknown) => ['locked', 'full'].includes(storeFailureCause(error));

/** What the steps of the checked open share. */
interface Checked {
  location: string;
  db: Level;
  /** The close of abstract-level's own deferred open: the checks wait for it. */
  held: Promise<void>;
  now: () => Date;
  /** What the store holds, for messages. */
  holds: string;
  snapshotPath: string;
}

/** What the checks found wrong with the store, and whether it needs LevelDB's repair. */
interface Damage {
  problems: string[];
  detail: string[];
  needsRepair: boolean;
}

/** Creates the engine for the store at `location`. */
export function createCheckedLevelEngine(location: string, options: CheckedLevelOptions = {}): StorageEngine {
  const db: Level =
    options.level ??
    new ClassicLevel<string, string>(location, { keyEncoding: 'utf8', valueEncoding: 'utf8' });
  // abstract-level opens a new database by itself a microtask after construction, creating an empty one
  // where CURRENT is missing (and deleting the old data files): closed at once, it waits for the checks.
  const held = db.close();
  const checked: Checked = {
    location,
    db,
    held,
    now: options.now ?? (() => new Date()),
    holds: options.holds ?? 'the lookup log, your labels and favourites and the watch list',
    snapshotPath: `${location}.opening`,
  };
  return {
    db,
    open: () => open(checked),
    marks: commitMarksIn(location),
    where: `in ${location}`,
    // A write cut short by a full disk leaves LevelDB's write-ahead log so that later writes are lost.
    unsafeAfterFailedWrite: true,
  };
}

/** Reads every key (so every block) once; answers why it could not, or null. */
async function readAll(db: Level): Promise<string | null> {
  const iterator = db.iterator({ values: false });
  try {
    for (;;) {
      const batch = await iterator.nextv(1_000);
      if (batch.length === 0) return null;
    }
  } catch (error) {
    return reasonOf(error).message;
  } finally {
    await iterator.close().catch(() => undefined);
  }
}

/** Opens the database; answers why it could not (null when open). A store in use elsewhere throws. */
async function tryOpen(db: Level, createIfMissing: boolean): Promise<string | null> {
  try {
    await db.open({ createIfMissing });
    return null;
  } catch (error) {
    if (isNoDamage(error)) throw error;
    await db.close().catch(() => undefined);
    return reasonOf(error).message;
  }
}

/** Repairs the closed store and opens it; answers LevelDB's loss lines, or null when it is still unreadable. */
async function repair({ db, location }: Checked): Promise<{ lines: string[] } | { failed: string }> {
  try {
    await ClassicLevel.repair(location);
  } catch (error) {
    if (isNoDamage(error)) throw error;
    return { failed: reasonOf(error).message };
  }
  const lines = await lossLines(location);
  const failed = (await tryOpen(db, false)) ?? (await readAll(db));
  if (failed) {
    await db.close().catch(() => undefined);
    return { failed };
  }
  return { lines };
}

/** Snapshots, opens and checks the store, repairing or replacing a damaged one; answers what it found. */
async function open(checked: Checked): Promise<EngineOpened> {
  const { location } = checked;
  await checked.held;
  const files = await entries(location);
  const hasData = files?.some(isLevelFile) ?? false;
  const snapshot = hasData ? await takeSnapshot(location, checked.snapshotPath, files!) : null;
  const asFound = snapshot
    ? {
        keep: async () => {
          const kept = await damagedPath(location, checked.now());
          await rename(snapshot, kept);
          return kept;
        },
        discard: () => rm(snapshot, { recursive: true, force: true }),
      }
    : undefined;
  const { problems, detail, needsRepair } = await findDamage(checked, files, hasData, asFound);
  if (problems.length === 0) return { findings: [], ...(asFound ? { asFound } : {}) };
  const done = needsRepair
    ? await repairOrReplace(checked, snapshot, detail)
    : 'Everything else was read and is kept.';
  return {
    findings: [
      {
        stores: ['*'],
        message: `The app's store of ${checked.holds} in ${location} was damaged: ${problems.join('; ')}. ${done}`,
        ...(detail.length > 0 ? { detail: boundedText(detail.join('\n'), STORE_NOTICE_DETAIL_MAX) } : {}),
      },
    ],
    ...(asFound ? { asFound } : {}),
  };
}

/**
 * Looks for damage: data files without a CURRENT file, an open that fails, LevelDB's info log saying it
 * skipped part of its write-ahead log, a key that cannot be read. The store is left open when it is
 * sound. A store in use elsewhere, or a full disk, throws (the snapshot dropped).
 */
async function findDamage(
  { db, location }: Checked,
  files: string[] | null,
  hasData: boolean,
  asFound: EngineOpened['asFound'],
): Promise<Damage> {
  const damage: Damage = { problems: [], detail: [], needsRepair: false };
  if (hasData && !files!.includes('CURRENT')) {
    damage.problems.push('its CURRENT file (which names the list of its data files) is missing');
    damage.needsRepair = true;
    return damage;
  }
  let failure: string | null;
  try {
    failure = await tryOpen(db, !hasData);
  } catch (error) {
    await asFound?.discard().catch(() => undefined);
    throw error; // in use by another copy of the app, or a full disk: told in words by the core
  }
  if (failure === null) {
    const dropped = await lossLines(location);
    if (dropped.length > 0) {
      damage.problems.push(droppedWords(dropped));
      damage.detail.push(...dropped);
    }
    failure = await readAll(db);
    if (failure !== null) await db.close();
  }
  if (failure !== null) {
    damage.problems.push(plainReason(failure, location));
    damage.detail.push(failure.split(`${location}/`).join(''));
    damage.needsRepair = true;
  }
  return damage;
}

/** What LevelDB's "dropping … bytes" lines mean for the user. */
function droppedWords(dropped: readonly string[]): string {
  const bytes = dropped.reduce((sum, line) => sum + Number(/dropping (\d+) bytes/.exec(line)?.[1] ?? 0), 0);
  const file = /(\d{6}\.log)/.exec(dropped[0]!)?.[1] ?? 'its write-ahead log';
  return `${bytes > 0 ? `${bytes.toLocaleString('en-US')} bytes of` : 'part of'} its write-ahead log (${file}) could not be read and were skipped, so changes saved last before the app closed may be missing`;
}

/**
 * Repairs the damaged store, or — when repair cannot make it readable — starts an empty one in its
 * place; answers what was done, in words (LevelDB's lines go to `detail`).
 */
async function repairOrReplace(checked: Checked, snapshot: string | null, detail: string[]): Promise<string> {
  const { location } = checked;
  const repaired = await repair(checked);
  if ('lines' in repaired) {
    detail.push(...repaired.lines);
    return 'The app repaired the store (LevelDB’s repair): everything that could still be read is kept; what was in the damaged parts is gone.';
  }
  detail.push(`repair: ${repaired.failed}`);
  // Unrecoverable: an empty store in its place. The damaged one stays as found: in the snapshot
  // (kept by the core), or moved aside whole when no snapshot could be taken.
  const aside = snapshot ? null : await damagedPath(location, checked.now());
  if (aside) await rename(location, aside);
  else await rm(location, { recursive: true, force: true });
  const fresh = await tryOpen(checked.db, true);
  if (fresh !== null)
    throw new AppError({
      kind: 'storage',
      message: `The store in ${location} is damaged and a new one could not be started there.`,
      detail: fresh,
    });
  return `Repair could not make it readable, so it was moved aside and an empty store was started${aside ? `; the damaged store is in ${aside}` : ''}.`;
}
