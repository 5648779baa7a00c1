/**
 * A list file's own columns as a lookup's log entry keeps them (shared/lookup-log/log-entry.ts
 * `inputHeaders`, `inputLines`): kept with the entry where the lookup ran, so a lookup reopened from the
 * log exports them as the lookup itself did. A retry's entry is the retried lookup again, its columns too.
 */
import { InputColumns } from '../address/input-columns';
import {
  MAX_INPUT_CELL,
  MAX_INPUT_COLUMNS,
  type LookupLogDraft,
  type LookupLogEntry,
} from '../lookup-log/log-entry';

/** The entry's fields of a list file's columns. */
export type LoggedInputColumns = Pick<LookupLogDraft, 'inputHeaders' | 'inputLines'>;

/** The columns a log entry keeps (null when it kept none: entries of other lookups, or logged before). */
export function entryInputColumns(
  entry: Pick<LookupLogEntry, 'inputHeaders' | 'inputLines' | 'inputs'>,
): InputColumns | null {
  if (!entry.inputHeaders || !entry.inputLines) return null;
  return InputColumns.fromStored(
    entry.inputHeaders,
    entry.inputLines,
    entry.inputs.map((input) => input.raw),
  );
}

/**
 * The entry's fields for `columns` (the file's, as the lookup started with them), else those of the
 * retried entry, for the accounts `inputs` (the draft's, in order); none when neither had columns.
 */
export function loggedInputColumns(
  columns: InputColumns | undefined,
  retried: LookupLogEntry | undefined,
  inputs: readonly { readonly raw: string }[],
): LoggedInputColumns {
  const kept = columns ?? (retried ? entryInputColumns(retried) : null);
  if (!kept) return {};
  const fields = {
    inputHeaders: [...kept.headers],
    inputLines: kept.stored(inputs.map((input) => input.raw)),
  };
  // What the log could not read back is not written (the entry would read as damaged): a file of more
  // columns, or longer cells, than the entry's schema takes keeps them only while the lookup is shown.
  return readable(fields.inputHeaders) && fields.inputLines.cells.every(readable) ? fields : {};
}

/** Whether the log's schema reads a line of `cells` back. */
const readable = (cells: readonly string[]): boolean =>
  cells.length <= MAX_INPUT_COLUMNS && cells.every((cell) => cell.length <= MAX_INPUT_CELL);
