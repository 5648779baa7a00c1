/**
 * The text of an export — CSV, JSON or tab-separated — made a slice of rows at a time with a turn of
 * the event loop between slices. Written at once, 100,000 rows held the page for 2.1 s (CSV) to 3.5 s
 * (JSON) after the forms were made fast; in slices, the page keeps painting and answering meanwhile.
 * The parts are shared/export's own writers on each slice, so the file is the one they write at once.
 */
import type { ExportRecord } from '../../shared/export/export-record';
import type { ExtraExportColumn } from '../../shared/export/export-formats';
import type { IndexerNetwork } from '../../shared/settings/network';
import type { LookupOutcome } from '../model/lookup-outcome';
import type { ColumnSpec } from '../model/column-spec';
import { NOT_COMPUTED, type DerivedContext } from '../model/derived-values';
import type { ResultRow } from '../model/result-rows';
import type { InputLines } from '../../shared/address/input-columns';
import { nextTurn } from '../../shared/next-turn';
import { inputColumnNames } from '../../shared/address/input-columns';

/** Records with the shown columns' values under `shown` (the JSON document's), when there are any. */
function withShown(records: ExportRecord[], extra: readonly ExtraExportColumn[]): ExportRecord[] {
  if (extra.length === 0) return records;
  return records.map((record, i) => ({
    ...record,
    shown: Object.fromEntries(extra.map((column) => [column.header, column.values[i] ?? null])),
  }));
}

/** Records with the input line's columns under `input_columns` (the JSON document's), when the list had any. */
function withInput(
  records: ExportRecord[],
  names: readonly string[],
  cells: readonly (readonly string[] | undefined)[] | null,
  module: ExportModule,
): ExportRecord[] {
  if (!cells) return records;
  return records.map((record, i) => {
    const columns = module.inputColumnsObject(names, cells[i]);
    return columns ? { ...record, input_columns: columns } : record;
  });
}

/** Rows written between two turns of the event loop. */
const SLICE_ROWS = 2_000;

/** The export module (CSV writer included), loaded at the first export rather than with the first screen. */
const exportModule = async () => ({
  ...(await import('../../shared/export/export-record')),
  ...(await import('../../shared/export/export-formats')),
  ...(await import('../../shared/export/input-columns-export')),
});

/** What an export is made of: the rows in their shown order, and the shown columns the record lacks. */
export interface ExportSource {
  outcome: LookupOutcome;
  network: IndexerNetwork;
  rows: readonly ResultRow[];
  extraColumns: readonly ColumnSpec[];
  /** What derived columns' values depend on (their settled state: a value not settled is "not computed"). */
  derivedContext: DerivedContext;
  /**
   * The list file's own columns, where they are kept (behind the bridge): their names, and the cells of
   * each line that named each of some accounts; absent when the lookup keeps none.
   */
  input?: InputLinesSource;
}

/** A lookup's list file columns as an export reads them, a slice of rows at a time. */
export interface InputLinesSource {
  readonly headers: readonly string[];
  /** Per raw address of `raws`, the cells of each line that named it (none: an empty list). */
  linesOf(raws: readonly string[]): Promise<readonly InputLines[]>;
}

/**
 * A shown column's value of a row, exact: its text; for a derived column whose value is not settled
 * (the export was not waited for), {@link NOT_COMPUTED} — never a blank that reads as "nothing".
 */
function shownValue(column: ColumnSpec, row: ResultRow, context: DerivedContext): string | undefined {
  const text = column.text?.(row);
  if (text !== undefined) return text;
  return column.derived && !column.derived.settled(row, context) ? NOT_COMPUTED : undefined;
}

/** The input file's columns of a slice: its rows once per input line, and the columns to append. */
interface SliceInput {
  rows: readonly ResultRow[];
  cells: readonly (readonly string[] | undefined)[] | null;
}

/** The export's writers and the input columns' join (loaded at the first export). */
type ExportModule = Awaited<ReturnType<typeof exportModule>>;

/** A slice's rows, each once per input line of its account when the list came with its own columns. */
async function sliceInput(
  module: ExportModule,
  slice: readonly ResultRow[],
  input: InputLinesSource | undefined,
): Promise<SliceInput> {
  if (!input) return { rows: slice, cells: null };
  const lines = await input.linesOf(slice.map((row) => row.raw));
  const joined = module.joinInputLines(slice, (_row, i) => lines[i] ?? []);
  return { rows: joined.items, cells: joined.cells };
}

/** The names of the input columns beside the export's own and the shown ones; empty without input columns. */
function inputNames(module: ExportModule, source: ExportSource): string[] {
  const { input } = source;
  if (!input) return [];
  return inputColumnNames(input.headers, [
    ...module.exportColumns(),
    ...source.extraColumns.map((c) => c.label),
  ]);
}

/**
 * The file's text in `format`, in parts to be written one after another (never joined here: joining
 * 100,000 rows' JSON took one ~0.5 s task, and a larger document can outgrow what one string may
 * hold), and how many records it holds. With the list's own input columns (a CSV's customer ids), each
 * row is written once per input line that named its account, those columns after the others.
 */
export async function exportText(
  format: 'csv' | 'json' | 'tsv',
  source: ExportSource,
): Promise<{ parts: string[]; count: number }> {
  const module = await exportModule();
  const { exportRecordOf, jsonDocumentParts, toCsv, toTsv } = module;
  const { outcome, network, rows, extraColumns } = source;
  const { input } = source;
  const names = inputNames(module, source);
  const parts: string[] = [];
  const records: ExportRecord[] = [];
  let count = 0;
  for (let start = 0; start === 0 || start < rows.length; start += SLICE_ROWS) {
    const slice = await sliceInput(module, rows.slice(start, start + SLICE_ROWS), input);
    const sliceRecords = slice.rows.map((row) =>
      exportRecordOf(row, network, outcome.lookAlikes?.get(row.raw)),
    );
    count += sliceRecords.length;
    // The shown columns the fixed record lacks, each value as exact as the column's text.
    const extra = extraColumns.map((c) => ({
      header: c.label,
      values: slice.rows.map((row) => shownValue(c, row, source.derivedContext)),
    }));
    const header = start === 0;
    const written = slice.cells ? [...extra, ...module.inputExtraColumns(names, slice.cells)] : extra;
    if (format === 'csv') parts.push(toCsv(sliceRecords, { extra: written, header }));
    else if (format === 'tsv') parts.push(toTsv(sliceRecords, written, { header }));
    else records.push(...withInput(withShown(sliceRecords, extra), names, slice.cells, module));
    await nextTurn();
  }
  if (format === 'json') {
    const { lastBlock, indexer } = outcome.bound;
    const document = jsonDocumentParts(records, {
      network,
      indexer: indexer.baseUrl,
      profile: indexer.name,
      lastBlock: lastBlock ? { seqno: lastBlock.seqno, gen_utime: lastBlock.gen_utime } : null,
    });
    for (const part of document) {
      parts.push(part);
      await nextTurn();
    }
  }
  return { parts, count };
}
