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
import { nextTurn } from '../../shared/next-turn';

/** Records with the shown columns' values under `shown` (the JSON document's), when there are any. */
function withShown(records: ExportRecord[], extra: readonly ExtraExportColumn[]): ExportRecord[] {
  if (extra.length === 0) return records;
  return records.map((record, i) => ({
    ...record,
    shown: Object.fromEntries(extra.map((column) => [column.header, column.values[i] ?? null])),
  }));
}

/** Rows written between two turns of the event loop. */
const SLICE_ROWS = 2_000;

/** The export module (CSV writer included), loaded at the first export rather than with the first screen. */
const exportModule = async () => ({
  ...(await import('../../shared/export/export-record')),
  ...(await import('../../shared/export/export-formats')),
});

/** What an export is made of: the rows in their shown order, and the shown columns the record lacks. */
export interface ExportSource {
  outcome: LookupOutcome;
  network: IndexerNetwork;
  rows: readonly ResultRow[];
  extraColumns: readonly ColumnSpec[];
  /** What derived columns' values depend on (their settled state: a value not settled is "not computed"). */
  derivedContext: DerivedContext;
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

/**
 * The file's text in `format`, in parts to be written one after another (never joined here: joining
 * 100,000 rows' JSON took one ~0.5 s task, and a larger document can outgrow what one string may
 * hold), and how many records it holds.
 */
export async function exportText(
  format: 'csv' | 'json' | 'tsv',
  source: ExportSource,
): Promise<{ parts: string[]; count: number }> {
  const { exportRecordOf, jsonDocumentParts, toCsv, toTsv } = await exportModule();
  const { outcome, network, rows, extraColumns } = source;
  const parts: string[] = [];
  const records: ExportRecord[] = [];
  for (let start = 0; start === 0 || start < rows.length; start += SLICE_ROWS) {
    const slice = rows.slice(start, start + SLICE_ROWS);
    const sliceRecords = slice.map((row) => exportRecordOf(row, network, outcome.lookAlikes?.get(row.raw)));
    // The shown columns the fixed record lacks, each value as exact as the column's text.
    const extra = extraColumns.map((c) => ({
      header: c.label,
      values: slice.map((row) => shownValue(c, row, source.derivedContext)),
    }));
    const header = start === 0;
    if (format === 'csv') parts.push(toCsv(sliceRecords, { extra, header }));
    else if (format === 'tsv') parts.push(toTsv(sliceRecords, extra, { header }));
    else records.push(...withShown(sliceRecords, extra));
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
  return { parts, count: rows.length };
}
