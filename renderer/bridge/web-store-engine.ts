/**
 * The web build's stores' database — IndexedDB through browser-level, in the log's Worker — opened for
 * the storage core (shared/storage/storage-core.ts). The browser owns IndexedDB's files: when it finds
 * them damaged it clears the page's storage without telling the page. What the app can do here:
 *
 * - read it again: an open or a full read that fails is tried once more on a fresh connection (another
 *   tab upgrading the database, a transient browser error), and a database that still cannot be opened
 *   is named with the browser's reason instead of "a problem in the app";
 * - open a database something other than the app changed as it is found: at the version it was raised
 *   to, or with its table made again (empty, and said so) where it was deleted;
 * - tell what was lost: the commit counts are also kept in the page's private file system (OPFS, which the
 *   browser keeps apart from IndexedDB), so a store the browser emptied or cut back is found and told.
 */
import { BrowserLevel } from 'browser-level';
import { AppError } from '../../shared/errors';
import type { CommitMarks, StorageEngine, StoreMark } from '../../shared/storage/storage-core';
import type { StoreFinding } from '../../shared/storage/store-notice';
import type { BytesRead } from '../../shared/storage/store-database';

/** The commit marks' file in the page's private file system. */
export const COMMIT_MARKS_FILE = 'store-commit-marks.json';

/** The error's own words (browser-level wraps IndexedDB's in `cause`). */
function reasonOf(error: unknown): string {
  const own = error as { message?: string; cause?: { name?: string; message?: string } };
  const cause = own.cause;
  return cause ? `${cause.name ?? ''} ${cause.message ?? ''}`.trim() : (own.message ?? String(error));
}

/** The commit marks in the private file system, or undefined where the browser offers none. */
export function privateFileMarks(): CommitMarks | undefined {
  const storage = (globalThis as { navigator?: { storage?: { getDirectory?: () => Promise<unknown> } } })
    .navigator?.storage;
  if (typeof storage?.getDirectory !== 'function') return undefined;
  type FileHandle = {
    getFile(): Promise<{ text(): Promise<string> }>;
    createWritable(): Promise<{ write(data: string): Promise<void>; close(): Promise<void> }>;
  };
  type Directory = { getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandle> };
  const directory = () => storage.getDirectory!() as Promise<Directory>;
  return {
    async read() {
      try {
        const file = await (await (await directory()).getFileHandle(COMMIT_MARKS_FILE)).getFile();
        const parsed = JSON.parse(await file.text()) as Record<string, StoreMark> | null;
        return typeof parsed === 'object' ? parsed : null;
      } catch {
        return null; // no marks yet (a new store), or none kept here
      }
    },
    async write(marks) {
      const handle = await (await directory()).getFileHandle(COMMIT_MARKS_FILE, { create: true });
      const writable = await handle.createWritable();
      await writable.write(JSON.stringify(marks));
      await writable.close();
    },
  };
}

/** browser-level's prefix of the IndexedDB database's name (kept for level-js's databases). */
const DATABASE_PREFIX = 'level-js-';

/** What the database `name` holds as the browser has it: its version, and whether its table is there. */
function inspectDatabase(name: string): Promise<{ version: number; hasTable: boolean }> {
  return new Promise((resolve, reject) => {
    // No version asked: the database is opened as it is, never upgraded.
    const request = indexedDB.open(`${DATABASE_PREFIX}${name}`);
    request.onerror = () => reject(request.error ?? new Error('unknown error'));
    request.onsuccess = () => {
      const database = request.result;
      const found = { version: database.version, hasTable: database.objectStoreNames.contains(name) };
      database.close();
      resolve(found);
    };
  });
}

/** Creates the engine over the IndexedDB database `name`. */
export function createWebStoreEngine(name: string, marks = privateFileMarks()): StorageEngine {
  const open = (version = 1) =>
    new BrowserLevel<string, string>(name, { keyEncoding: 'utf8', valueEncoding: 'utf8', version });
  let level = open();
  // The core holds this object; `level` is replaced when the database is found at another version.
  const db: StorageEngine['db'] = {
    open: () => level.open(),
    close: () => level.close(),
    get: ((key: string, options?: BytesRead) =>
      options ? level.get(key, options) : level.get(key)) as StorageEngine['db']['get'],
    batch: (operations, options) => level.batch(operations as never, (options ?? {}) as never),
    iterator: (range) => level.iterator(range),
    keys: (range) => level.keys(range),
  };

  async function attempt(step: () => Promise<void>): Promise<string | null> {
    try {
      await step();
      return null;
    } catch (error) {
      return reasonOf(error);
    }
  }
  const readAll = async () => void (await level.keys().all());
  const reopen = async () => {
    await level.close().catch(() => undefined);
    await level.open();
  };

  /**
   * Something other than this app changed the database (another program, the browser's developer tools,
   * an extension): raised its version (this app's open then fails with a VersionError) or deleted its
   * table. It is opened at the version found; a missing table is made again, empty, and said so.
   */
  async function openAsFound(): Promise<StoreFinding[] | null> {
    const found = await inspectDatabase(name).catch(() => null);
    if (!found || (found.version === 1 && found.hasTable)) return null;
    await level.close().catch(() => undefined);
    level = open(found.hasTable ? found.version : found.version + 1);
    if (await attempt(() => level.open())) return null;
    if (found.hasTable) return [];
    return [
      {
        stores: ['*'],
        message: `The app's table in this browser's storage (the lookup log, labels and watch list) was missing: something other than the app had removed it. An empty one was started; what was in it could not be recovered here. Files you exported (lookups, labels CSV) are not affected.`,
      },
    ];
  }

  return {
    db,
    where: "in this browser's storage",
    ...(marks ? { marks } : {}),
    async open() {
      // Read again once, on a fresh connection, before giving up; a database changed by something other
      // than the app is opened as it was found.
      let failed = (await attempt(() => level.open())) && (await attempt(reopen));
      const asFound = failed ? await openAsFound() : [];
      if (asFound) failed = null;
      const unreadable =
        failed ?? ((await attempt(readAll)) && (await attempt(async () => (await reopen(), readAll()))));
      if (failed || unreadable) {
        throw new AppError({
          kind: 'storage',
          message: `The browser could not ${failed ? 'open' : 'read'} this page's storage (the lookup log, labels and watch list), even on a second try. Nothing was changed. Close the app's other tabs and reload; if it stays so, the browser's data for this site may be damaged.`,
          detail: failed ?? unreadable ?? '',
        });
      }
      return { findings: asFound ?? [] };
    },
  };
}
