/**
 * A failure of the database under the stores, in the user's words: which store, where, what happened
 * (another copy of the app holds it, the disk or the browser's storage is full, an I/O error), what was
 * not saved and that what was saved before is kept. The engine's own words go in `detail`. LevelDB
 * (classic-level) and IndexedDB (browser-level) name the same faults differently; this is the one place
 * that reads both.
 */
import { AppError } from '../errors';

/** What a database failure was. */
export type StoreFailureCause = 'locked' | 'full' | 'io' | 'other';

/** The error's code and words: abstract-level wraps the engine's own error in `cause`. */
export function storeFailureReason(error: unknown): { code: string; message: string } {
  const own = error as {
    code?: string;
    name?: string;
    message?: string;
    cause?: { code?: string; name?: string; message?: string };
  };
  const inner = own.cause ?? own;
  return {
    code: inner.code ?? inner.name ?? own.code ?? '',
    message: inner.message ?? own.message ?? String(error),
  };
}

/** Which kind of failure `error` is. */
export function storeFailureCause(error: unknown): StoreFailureCause {
  const { code, message } = storeFailureReason(error);
  if (code === 'LEVEL_LOCKED') return 'locked';
  // LevelDB: "IO error: …/000003.log: No space left on device"; IndexedDB: QuotaExceededError.
  if (/ENOSPC|No space left on device|QuotaExceeded|quota/i.test(`${code} ${message}`)) return 'full';
  if (code === 'LEVEL_IO_ERROR' || /^IO error/i.test(message)) return 'io';
  return 'other';
}

/** The engine's words for "Details". */
export const failureDetail = (error: unknown) => {
  const { code, message } = storeFailureReason(error);
  return `${code} ${message}`.trim();
};

const storageError = (message: string, error: unknown) =>
  new AppError({ kind: 'storage', message, detail: failureDetail(error) });

/** Where the data is full: the disk, or the browser's storage for this site. */
const fullPlace = (where: string) =>
  /browser/.test(where) ? "this browser's storage for the app is full" : 'the disk is full';

/**
 * The error of a store (`title`: "The labels store in /…/lookup-log") that could not be opened: held by
 * another copy of the app, a full disk (opening writes), or anything else. Nothing was changed either way.
 */
export function storeOpenError(error: unknown, title: string, where: string): AppError {
  switch (storeFailureCause(error)) {
    case 'locked':
      return storageError(`${title} is in use by another copy of the app; close it and try again.`, error);
    case 'full':
      return storageError(
        `${title} could not be opened: ${fullPlace(where)} (opening it writes a little). Nothing was changed; free some space and try again.`,
        error,
      );
    default:
      return storageError(`${title} could not be opened.`, error);
  }
}

/**
 * The error of a change a store could not write. `halts`: the database refuses every later write until
 * the app restarts (see storage-core.ts), which the sentence then says.
 */
export function storeWriteError(error: unknown, title: string, where: string, halts: boolean): AppError {
  const cause = storeFailureCause(error);
  const what =
    cause === 'full'
      ? fullPlace(where)
      : cause === 'io'
        ? 'the disk reported an error while writing'
        : 'the storage refused it';
  const next = halts
    ? ' Until the app is restarted nothing more is saved, so that what is saved stays whole (a change written after a failed one could be lost at the next start); free some space, then restart the app.'
    : cause === 'full'
      ? ' Free some space, then try again.'
      : '';
  return storageError(
    `${title} could not save this change: ${what}. The change was not saved; everything saved before is kept.${next}`,
    error,
  );
}

/** The error of a change refused because an earlier write failed and the database is halted until restart. */
export function storeHaltedError(title: string, first: AppError): AppError {
  return new AppError({
    kind: 'storage',
    message: `${title} did not save this change: an earlier change could not be written (${first.info.detail ?? 'a write failed'}), and until the app is restarted nothing more is saved, so that what is saved stays whole. Free some space, then restart the app.`,
    ...(first.info.detail ? { detail: first.info.detail } : {}),
  });
}
