/**
 * The exported files: CSV (RFC 4180, CRLF, formula-safe), JSON (a versioned document with where and
 * when the data came from) and tab-separated text for pasting into a spreadsheet. All three are
 * written from {@link ExportRecord}s and share the column order of {@link exportColumns}.
 */
import Papa from 'papaparse';
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { decimalText } from '../api/primitives';
import { AppError } from '../errors';
import { exportColumns, exportNetworkSchema, exportRecordSchema, type ExportRecord } from './export-record';
import { neutraliseCell } from '../format/spreadsheet-safety';

/** The `format` of an exported JSON document. */
export const EXPORT_JSON_FORMAT = 'ton-index-explorer/accounts';
/** The `version` of the exported JSON document's shape. */
export const EXPORT_JSON_VERSION = 1;

/** The last indexed masterchain block when the lookup ran (how fresh the data is). */
export const exportLastBlockSchema = lazySchema(() =>
  z.object({
    seqno: z.number().int().nonnegative(),
    /** Block time, decimal Unix seconds as the indexer writes it. */
    gen_utime: decimalText,
  }),
);

/** Where and when the exported data came from; what {@link toJson} puts around the records. */
export const exportMetaSchema = lazySchema(() =>
  z.object({
    /** When the export was made (ISO 8601); now when omitted. */
    exportedAt: z.union([z.iso.datetime(), z.date()]).optional(),
    network: exportNetworkSchema,
    /** The indexer's base URL. Credentials, query and fragment are removed: an API key never lands in a file. */
    indexer: z.string().min(1),
    /** The network profile's name, when the lookup used one. */
    profile: z.string().optional(),
    lastBlock: exportLastBlockSchema.nullable().optional(),
  }),
);
export type ExportMeta = z.input<typeof exportMetaSchema>;

/** The exported JSON document, for reading one back (`exportDocumentSchema.parse(JSON.parse(text))`). */
export const exportDocumentSchema = lazySchema(() =>
  z.object({
    format: z.literal(EXPORT_JSON_FORMAT),
    version: z.literal(EXPORT_JSON_VERSION),
    exportedAt: z.iso.datetime(),
    network: exportNetworkSchema,
    indexer: z.string(),
    profile: z.string().optional(),
    /** Null when the last block was not known at lookup time. */
    lastBlock: exportLastBlockSchema.nullable(),
    /** How many records follow, so a truncated file is noticed. */
    count: z.number().int().nonnegative(),
    /**
     * Each record, with the values of the columns the table showed beyond the fixed ones under `shown`
     * (header → exact text, null when the column has no value for the account; "not computed" when the
     * export did not wait for a value derived on request).
     */
    records: z.array(
      exportRecordSchema.extend({
        shown: z.record(z.string(), z.string().nullable()).optional(),
        /**
         * The input file's own columns of the line this record stands for (its header → the cell's
         * text), when the list came from a file with other columns (input-columns-export.ts).
         */
        input_columns: z.record(z.string(), z.string()).optional(),
      }),
    ),
  }),
);
export type ExportDocument = z.infer<typeof exportDocumentSchema>;

/** A record as the JSON document holds it: with the shown columns' values, when there are any. */
export type ShownRecord = ExportDocument['records'][number];

/**
 * A column the table showed beyond the fixed export columns (the kind, the user's label, a decoded
 * contract field): its header and one exact value per record, in the records' order (undefined: empty).
 */
export interface ExtraExportColumn {
  readonly header: string;
  readonly values: readonly (string | undefined)[];
}

/** Options of {@link toCsv}. */
export interface CsvOptions {
  /** Columns appended after the fixed ones (shown columns, then the input file's), neutralised like every other cell. */
  readonly extra?: readonly ExtraExportColumn[];
  /**
   * Start with a UTF-8 byte-order mark, which Excel needs to read a CSV's non-ASCII text (`USD₮`) as
   * UTF-8 rather than the system code page. Default false (other tools keep the mark as text).
   */
  readonly bom?: boolean;
  /**
   * Default true. False: the records' rows only, for a later part of one file written in parts (the
   * app writes a long export a slice at a time); the parts joined are the file written at once.
   */
  readonly header?: boolean;
}

/**
 * A record's value as cell text, before neutralisation: null → empty, booleans → `true`/`false`,
 * numbers as written, arrays and objects as compact JSON (`["wallet_v4r2"]`, `{"100":"5000000"}`).
 */
export function cellText(value: ExportRecord[keyof ExportRecord]): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Rows of neutralised cell texts, header first (unless left out). `clean` adapts each raw text first (TSV's whitespace). */
function table(
  records: readonly ExportRecord[],
  clean: (text: string) => string,
  extra: readonly ExtraExportColumn[] = [],
  header = true,
): string[][] {
  const columns = exportColumns();
  const rows: string[][] = header
    ? [[...columns, ...extra.map((c) => c.header)].map((c) => neutraliseCell(clean(c)))]
    : [];
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    const cells = columns.map((column) => neutraliseCell(clean(cellText(record[column]))));
    for (const column of extra) cells.push(neutraliseCell(clean(column.values[i] ?? '')));
    rows.push(cells);
  }
  return rows;
}

/** The rows as text, CRLF after every line (the last one too); empty for no rows. */
function lines(rows: string[][], delimiter: string): string {
  if (rows.length === 0) return '';
  // A final line break ends the last record, as RFC 4180 allows and `wc -l` and most tools expect.
  return `${Papa.unparse(rows, { delimiter, newline: '\r\n', quotes: false, header: false })}\r\n`;
}

const asIs = (text: string): string => text;

/**
 * The records as CSV: a header row of {@link exportColumns}, one row per record, CRLF line endings,
 * fields quoted where RFC 4180 needs it (commas, quotes, line breaks, edge spaces). Every cell a
 * spreadsheet could take for a formula is neutralised (spreadsheet-safety.ts) without changing what the
 * spreadsheet shows for a hash or address: a masterchain raw address is written `="-1:…"`, free text
 * `'=…`. Read back with papaparse and `restoreCell` (test-support/export-read-back.ts).
 */
export function toCsv(records: readonly ExportRecord[], options: CsvOptions = {}): string {
  const header = options.header ?? true;
  return `${options.bom && header ? '\uFEFF' : ''}${lines(table(records, asIs, options.extra, header), ',')}`;
}

/** Tabs and line breaks inside a cell become single spaces: pasted text has one row per line. */
const flattenWhitespace = (text: string): string => text.replace(/\r\n|[\t\r\n\u2028\u2029]/g, ' ');

/**
 * The records as tab-separated text for the clipboard (a spreadsheet splits a paste on tabs and
 * lines): header row, CRLF line endings, tabs and line breaks inside cells replaced by spaces, the same
 * formula neutralisation as CSV, and a cell holding a double quote quoted (`"a ""b"""`), because a
 * spreadsheet reads a pasted cell that starts with a quote as a quoted field.
 */
export function toTsv(
  records: readonly ExportRecord[],
  extra: readonly ExtraExportColumn[] = [],
  options: { header?: boolean } = {},
): string {
  return lines(table(records, flattenWhitespace, extra, options.header ?? true), '\t');
}

/** The base URL without credentials, query or fragment (where an API key could hide). */
function publicBaseUrl(indexer: string): string {
  let url: URL;
  try {
    url = new URL(indexer);
  } catch {
    throw new AppError({
      kind: 'invalid-input',
      message: `Cannot export: the indexer address “${indexer}” is not a URL.`,
    });
  }
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/$/, '');
}

/** Records a part of {@link jsonDocumentParts} holds. */
const JSON_PART_RECORDS = 2_000;

/**
 * The records as a JSON document: `{ format, version: 1, exportedAt, network, indexer, profile?,
 * lastBlock, count, records }`, indented for a person reading it in a support case. Amounts stay exact
 * decimal text. The indexer is its base URL only: never a key, a password or a query string.
 */
export function toJson(records: readonly ShownRecord[], meta: ExportMeta): string {
  return [...jsonDocumentParts(records, meta)].join('');
}

/**
 * {@link toJson}'s text in parts of a few thousand records, for a caller that writes a long export
 * between frames: the parts joined are `JSON.stringify(document, null, 2)` and a line break.
 */
export function* jsonDocumentParts(records: readonly ShownRecord[], meta: ExportMeta): Generator<string> {
  const parsed = exportMetaSchema.safeParse(meta);
  if (!parsed.success) {
    throw new AppError({
      kind: 'invalid-input',
      message: 'Cannot export: the export details are incomplete.',
      detail: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    });
  }
  const { exportedAt, network, indexer, profile, lastBlock } = parsed.data;
  const head: Omit<ExportDocument, 'records'> & { records: [] } = {
    format: EXPORT_JSON_FORMAT,
    version: EXPORT_JSON_VERSION,
    exportedAt: (exportedAt instanceof Date
      ? exportedAt
      : exportedAt
        ? new Date(exportedAt)
        : new Date()
    ).toISOString(),
    network,
    indexer: publicBaseUrl(indexer),
    ...(profile !== undefined ? { profile } : {}),
    lastBlock: lastBlock ?? null,
    count: records.length,
    records: [],
  };
  const empty = JSON.stringify(head, null, 2);
  if (records.length === 0) {
    yield `${empty}\n`;
    return;
  }
  // `records` is the last key: the document without them ends `[]\n}`.
  yield `${empty.slice(0, -'[]\n}'.length)}[\n`;
  for (let start = 0; start < records.length; start += JSON_PART_RECORDS) {
    // A slice indented as its own array sits one level too high; no JSON string holds a raw line
    // break, so indenting every line is exact.
    const text = JSON.stringify(records.slice(start, start + JSON_PART_RECORDS), null, 2);
    yield `${start > 0 ? ',\n' : ''}  ${text.slice(2, -2).replace(/\n/g, '\n  ')}`;
  }
  yield '\n  ]\n}\n';
}
