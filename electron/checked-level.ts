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
 * a snapshot keeps its own); LevelDB ignores files it did not write.
 */
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';
import { AppError } from '../shared/errors';
import type { CommitMarks, EngineOpened, StorageEngine, StoreMark } from '../shared/storage/storage-core';
import { storeFailureCause, storeFailureReason } from '../shared/storage/store-failure';
import { boundedText, STORE_NOTICE_DETAIL_MAX } from '../shared/storage/store-notice';

/** The database this module opens: classic-level with string keys and values. */
export type Level = ClassicLevel<string, string>;

/** The storage core's commit marks, inside the store's folder. */
export const COMMIT_MARKS_FILE = 'app-commit-marks.json';

/** The number in a LevelDB file name of the given pattern, or -1. */
function fileNumber(name: string, pattern: RegExp): number {
  const match = pattern.exec(name);
  return match ? Number(match[1]) : -1;
}

/**
 * Whether opening the store may write new bytes under this file's name, so that a hard link to it
 * would not keep it as found. LevelDB never changes a data file or log once written, but a data file
 * left by a compaction that was cut short (a close during it) is not in the manifest, and its number
 * is handed out again on the next open, which truncates and rewrites that very file. Such a file is
 * always numbered above every log (each log found raises the next number past it), so data files
 * above the newest log are copied, as are the small text and manifest files.
 */
function mayBeRewritten(name: string, newestLog: number): boolean {
  if (name.startsWith('LOG') || name.startsWith('MANIFEST-') || name === 'CURRENT') return true;
  return fileNumber(name, /^(\d+)\.(?:ldb|sst)$/) > newestLog;
}

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

/** A file LevelDB writes (its presence means there is a store here). */
const isLevelFile = (name: string) =>
  /^\d{6}\.(ldb|sst|log)$/.test(name) || /^MANIFEST-\d+$/.test(name) || name === 'CURRENT';

/** LevelDB's info log lines that say it skipped or lost something. */
const LOSS_LINE = /\(ignoring error\)|dropping \d+ bytes|Corruption|ignoring|Archiving|missing/i;

/** A LevelDB error in plain words, with the store's path taken out of it. */
export function plainReason(message: string, location: string): string {
  const text = message.split(`${location}/`).join('').split(location).join('the store');
  const file = /(\d{6}\.(?:ldb|sst|log)|MANIFEST-\d+|CURRENT)/.exec(text)?.[1];
  if (/missing files/i.test(text)) return `a data file${file ? ` (${file})` : ''} is missing`;
  if (/No such file/i.test(text) && file?.startsWith('MANIFEST'))
    return `its manifest (${file}, the list of its data files) is missing or named wrongly in CURRENT`;
  if (/meta-nextfile|descriptor|MANIFEST/i.test(text))
    return 'its manifest (the list of its data files) is damaged';
  if (/Invalid argument|too short|truncated|bad block|bad magic/i.test(text))
    return `a data file${file ? ` (${file})` : ''} is cut short or damaged`;
  if (/compressed block|checksum|corrupt/i.test(text))
    return `a data file${file ? ` (${file})` : ''} is damaged (${text.replace(/^Corruption: /, '')})`;
  return `LevelDB could not read it (${text})`;
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

/** A folder's entries, or null when there is no folder. */
async function entries(folder: string): Promise<string[] | null> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** `2026-11-25T23-14-36Z`: a time for a folder name on every platform. */
const stampOf = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/** Creates the engine for the store at `location`. */
export function createCheckedLevelEngine(location: string, options: CheckedLevelOptions = {}): StorageEngine {
  const db: Level =
    options.level ??
    new ClassicLevel<string, string>(location, { keyEncoding: 'utf8', valueEncoding: 'utf8' });
  // abstract-level opens a new database by itself a microtask after construction, creating an empty one
  // where CURRENT is missing (and deleting the old data files): closed at once, it waits for the checks.
  const held = db.close();
  const now = options.now ?? (() => new Date());
  const holds = options.holds ?? 'the lookup log, your labels and favourites and the watch list';
  const snapshotPath = `${location}.opening`;

  /** Links (or copies) every file of the store into the snapshot folder; null when that failed. */
  async function takeSnapshot(files: readonly string[]): Promise<string | null> {
    const newestLog = Math.max(-1, ...files.map((name) => fileNumber(name, /^(\d+)\.log$/)));
    try {
      await rm(snapshotPath, { recursive: true, force: true });
      await mkdir(snapshotPath, { recursive: true });
      for (const name of files) {
        if (name === 'LOCK') continue;
        const from = join(location, name);
        if (!(await stat(from)).isFile()) continue;
        const to = join(snapshotPath, name);
        if (mayBeRewritten(name, newestLog)) await copyFile(from, to);
        else await link(from, to).catch(() => copyFile(from, to));
      }
      return snapshotPath;
    } catch {
      await rm(snapshotPath, { recursive: true, force: true }).catch(() => undefined);
      return null;
    }
  }

  /** A free folder name beside the store for a damaged copy. */
  async function damagedPath(): Promise<string> {
    const base = `${location}.damaged-${stampOf(now())}`;
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if ((await entries(candidate)) === null) return candidate;
    }
  }

  /** LevelDB's info log lines of the last open (or repair) that say it skipped something. */
  async function lossLines(): Promise<string[]> {
    const text = await readFile(join(location, 'LOG'), 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter((line) => LOSS_LINE.test(line))
      .map((line) => line.replace(/^\S+ \S+ /, '').replace(`${location}/`, ''));
  }

  /** Reads every key (so every block) once; answers why it could not, or null. */
  async function readAll(): Promise<string | null> {
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
  async function tryOpen(createIfMissing: boolean): Promise<string | null> {
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
  async function repair(): Promise<{ lines: string[] } | { failed: string }> {
    try {
      await ClassicLevel.repair(location);
    } catch (error) {
      if (isNoDamage(error)) throw error;
      return { failed: reasonOf(error).message };
    }
    const lines = await lossLines();
    const failed = (await tryOpen(false)) ?? (await readAll());
    if (failed) {
      await db.close().catch(() => undefined);
      return { failed };
    }
    return { lines };
  }

  async function open(): Promise<EngineOpened> {
    await held;
    const files = await entries(location);
    const hasData = files?.some(isLevelFile) ?? false;
    const snapshot = hasData ? await takeSnapshot(files!) : null;
    const asFound = snapshot
      ? {
          keep: async () => {
            const kept = await damagedPath();
            await rename(snapshot, kept);
            return kept;
          },
          discard: () => rm(snapshot, { recursive: true, force: true }),
        }
      : undefined;
    const problems: string[] = [];
    const detail: string[] = [];
    let needsRepair = false;

    if (hasData && !files!.includes('CURRENT')) {
      problems.push('its CURRENT file (which names the list of its data files) is missing');
      needsRepair = true;
    } else {
      let failure: string | null;
      try {
        failure = await tryOpen(!hasData);
      } catch (error) {
        await asFound?.discard().catch(() => undefined);
        throw error; // in use by another copy of the app, or a full disk: told in words by the core
      }
      if (failure === null) {
        const dropped = await lossLines();
        if (dropped.length > 0) {
          const bytes = dropped.reduce(
            (sum, line) => sum + Number(/dropping (\d+) bytes/.exec(line)?.[1] ?? 0),
            0,
          );
          const file = /(\d{6}\.log)/.exec(dropped[0]!)?.[1] ?? 'its write-ahead log';
          problems.push(
            `${bytes > 0 ? `${bytes.toLocaleString('en-US')} bytes of` : 'part of'} its write-ahead log (${file}) could not be read and were skipped, so changes saved last before the app closed may be missing`,
          );
          detail.push(...dropped);
        }
        failure = await readAll();
        if (failure !== null) await db.close();
      }
      if (failure !== null) {
        problems.push(plainReason(failure, location));
        detail.push(failure.split(`${location}/`).join(''));
        needsRepair = true;
      }
    }
    if (problems.length === 0) return { findings: [], ...(asFound ? { asFound } : {}) };

    let done = 'Everything else was read and is kept.';
    if (needsRepair) {
      const repaired = await repair();
      if ('lines' in repaired) {
        detail.push(...repaired.lines);
        done =
          'The app repaired the store (LevelDB’s repair): everything that could still be read is kept; what was in the damaged parts is gone.';
      } else {
        detail.push(`repair: ${repaired.failed}`);
        // Unrecoverable: an empty store in its place. The damaged one stays as found: in the snapshot
        // (kept by the core), or moved aside whole when no snapshot could be taken.
        const aside = snapshot ? null : await damagedPath();
        if (aside) await rename(location, aside);
        else await rm(location, { recursive: true, force: true });
        const fresh = await tryOpen(true);
        if (fresh !== null)
          throw new AppError({
            kind: 'storage',
            message: `The store in ${location} is damaged and a new one could not be started there.`,
            detail: fresh,
          });
        done = `Repair could not make it readable, so it was moved aside and an empty store was started${aside ? `; the damaged store is in ${aside}` : ''}.`;
      }
    }
    return {
      findings: [
        {
          stores: ['*'],
          message: `The app's store of ${holds} in ${location} was damaged: ${problems.join('; ')}. ${done}`,
          ...(detail.length > 0 ? { detail: boundedText(detail.join('\n'), STORE_NOTICE_DETAIL_MAX) } : {}),
        },
      ],
      ...(asFound ? { asFound } : {}),
    };
  }

  const marksFile = join(location, COMMIT_MARKS_FILE);
  const marks: CommitMarks = {
    async read() {
      try {
        const parsed = JSON.parse(await readFile(marksFile, 'utf8')) as Record<string, StoreMark>;
        return typeof parsed === 'object' && parsed !== null ? parsed : null;
      } catch {
        return null;
      }
    },
    async write(value) {
      // By rename: a snapshot's hard link keeps the marks it was taken with.
      const temp = `${marksFile}.tmp`;
      await writeFile(temp, JSON.stringify(value));
      await rename(temp, marksFile);
    },
  };

  // A write cut short by a full disk leaves LevelDB's write-ahead log so that later writes are lost.
  return { db, open, marks, where: `in ${location}`, unsafeAfterFailedWrite: true };
}
