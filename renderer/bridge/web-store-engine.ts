/**
 * The web build's stores' database — IndexedDB through browser-level, in the log's Worker — opened for
 * the storage core (shared/storage/storage-core.ts). The browser owns IndexedDB's files: when it finds
 * them damaged it clears the page's storage without telling the page. What the app can do here:
 *
 * - read it again: an open or a full read that fails is tried once more on a fresh connection (another
 *   tab upgrading the database, a transient browser error), and a database that still cannot be opened
 *   is named with the browser's reason instead of "a problem in the app";
 * - tell what was lost: the commit counts are also kept in the page's private file system (OPFS, which the
 *   browser keeps apart from IndexedDB), so a store the browser emptied or cut back is found and told.
 */
import { BrowserLevel } from 'browser-level';
import { AppError } from '../../shared/errors';
import type { CommitMarks, StorageEngine, StoreMark } from '../../shared/storage/storage-core';

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

/** Creates the engine over the IndexedDB database `name`. */
export function createWebStoreEngine(name: string, marks = privateFileMarks()): StorageEngine {
  const db = new BrowserLevel<string, string>(name, { keyEncoding: 'utf8', valueEncoding: 'utf8' });

  async function attempt(step: () => Promise<void>): Promise<string | null> {
    try {
      await step();
      return null;
    } catch (error) {
      return reasonOf(error);
    }
  }
  const readAll = async () => void (await db.keys().all());
  const reopen = async () => {
    await db.close().catch(() => undefined);
    await db.open();
  };

  return {
    db,
    where: "in this browser's storage",
    ...(marks ? { marks } : {}),
    async open() {
      // Read again once, on a fresh connection, before giving up.
      const failed = (await attempt(() => db.open())) && (await attempt(reopen));
      const unreadable =
        failed ?? ((await attempt(readAll)) && (await attempt(async () => (await reopen(), readAll()))));
      if (failed || unreadable) {
        throw new AppError({
          kind: 'storage',
          message: `The browser could not ${failed ? 'open' : 'read'} this page's storage (the lookup log, labels and watch list), even on a second try. Nothing was changed. Close the app's other tabs and reload; if it stays so, the browser's data for this site may be damaged.`,
          detail: failed ?? unreadable ?? '',
        });
      }
      return { findings: [] };
    },
  };
}
