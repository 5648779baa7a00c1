/**
 * The analyst's own columns (shared/address/input-columns.ts) joined to an export: each account's row is
 * written once per input line that named it, with that line's cells — an account named on two lines of
 * the file is two rows, each with its own customer id — under the file's header names (prefixed
 * `input.` when a name is one of the export's own). The cells are written as the user's text, through
 * the same formula guard as every other cell (export-formats.ts). Nothing here runs without such columns.
 */
import type { InputLines } from '../address/input-columns';
import type { ExtraExportColumn } from './export-formats';

/** Items, each repeated once per input line of its account, with that line's cells. */
export interface InputJoin<T> {
  readonly items: readonly T[];
  /** Per item, its input line's cells; undefined when no line of the file named its account. */
  readonly cells: readonly (readonly string[] | undefined)[];
}

/**
 * `items` (export rows, in their order) each once per input line that named its account (`linesOf`:
 * the cells of each, from the file's InputColumns or as kept behind the bridge), the repeats right
 * after the first: an account no line named is written once, without cells.
 */
export function joinInputLines<T>(
  items: readonly T[],
  linesOf: (item: T, index: number) => InputLines,
): InputJoin<T> {
  const joined: T[] = [];
  const cells: (readonly string[] | undefined)[] = [];
  for (const [index, item] of items.entries()) {
    const lines = linesOf(item, index);
    if (lines.length === 0) {
      joined.push(item);
      cells.push(undefined);
    }
    for (const line of lines) {
      joined.push(item);
      cells.push(line);
    }
  }
  return { items: joined, cells };
}

/** The input columns as CSV/TSV columns appended after the others (an absent cell is empty). */
export function inputExtraColumns(
  names: readonly string[],
  cells: readonly (readonly string[] | undefined)[],
): ExtraExportColumn[] {
  return names.map((header, i) => ({ header, values: cells.map((line) => line?.[i]) }));
}

/** One record's input columns as the JSON document writes them (`input_columns`): name → text. */
export function inputColumnsObject(
  names: readonly string[],
  line: readonly string[] | undefined,
): Record<string, string> | undefined {
  if (line === undefined) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, line[i] ?? '']));
}
