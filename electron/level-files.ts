/**
 * What the checked open of the desktop stores' database (electron/checked-level.ts) reads and keeps of
 * LevelDB's files: which files are LevelDB's, the snapshot of the store as found (hard links, copies
 * where the open may rewrite a file), a free name for a damaged copy, the lines of LevelDB's info log
 * that say it skipped something, a LevelDB error in plain words, and the storage core's commit marks
 * in a small file of the store's folder.
 */
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CommitMarks, StoreMark } from '../shared/storage/storage-core';

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

/** A file LevelDB writes (its presence means there is a store here). */
export const isLevelFile = (name: string) =>
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

/** A folder's entries, or null when there is no folder. */
export async function entries(folder: string): Promise<string[] | null> {
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

/** Links (or copies) every file of the store into the snapshot folder; null when that failed. */
export async function takeSnapshot(
  location: string,
  snapshotPath: string,
  files: readonly string[],
): Promise<string | null> {
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
export async function damagedPath(location: string, at: Date): Promise<string> {
  const base = `${location}.damaged-${stampOf(at)}`;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if ((await entries(candidate)) === null) return candidate;
  }
}

/** LevelDB's info log lines of the last open (or repair) that say it skipped something. */
export async function lossLines(location: string): Promise<string[]> {
  const text = await readFile(join(location, 'LOG'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => LOSS_LINE.test(line))
    .map((line) => line.replace(/^\S+ \S+ /, '').replace(`${location}/`, ''));
}

/** The commit marks of the store at `location`, in {@link COMMIT_MARKS_FILE}. */
export function commitMarksIn(location: string): CommitMarks {
  const marksFile = join(location, COMMIT_MARKS_FILE);
  return {
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
}
