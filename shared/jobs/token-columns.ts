/**
 * How a lookup batch's token summaries (shared/format/token-summary.ts, one per row the metadata says
 * something of) travel from the job owner to the window beside the rows' columns (row-columns.ts): as
 * columns too. As objects, a clone writes each summary's field names again and its texts in full — a
 * jetton wallet's summary is its type, its jetton's name, symbol and master, its balance and four flags,
 * all but the balance the same for every wallet of the jetton (3.45 MB and ~14,700 objects at 100,000
 * accounts). Here a summary with the usual fields crosses as its values: which fields it has and its four
 * flags as one number, its texts by number in the batch's table, its decimals and balance as they are;
 * the page makes it again with the same fields in the same order ({@link tokenAt}). Any other summary
 * (a field of another type, or one the list below does not name) crosses whole, as before.
 */
import type { TokenSummary } from '../format/token-summary';

/** A text the columns name by its number in the batch's table (null and undefined included). */
type Text = string | null | undefined;

/**
 * A summary's fields, in the order token-summary.ts writes them: a summary crosses as columns when its
 * fields are some of these in this order, `type` and the four flags among them. Bit `k` of a summary's
 * {@link TokenColumns.shape} says it has field `k`; bit `FIELDS.length + j` is the value of flag `j`.
 */
const FIELDS = [
  'type',
  'name',
  'symbol',
  'decimals',
  'jettonMaster',
  'jettonBalance',
  'nftCollection',
  'isScam',
  'isNsfw',
  'pending',
  'invalid',
] as const;
type Field = (typeof FIELDS)[number];

/** The fields held as text numbers (the others: decimals a number, the flags in the shape). */
const TEXT_FIELDS = ['type', 'name', 'symbol', 'jettonMaster', 'nftCollection'] as const;
/** Position of the first flag in {@link FIELDS}; the four flags follow. */
const FIRST_FLAG = FIELDS.indexOf('isScam');
/** The bits of the fields every summary crossing as columns has: its type and its four flags. */
const REQUIRED = 1 | (0b1111 << FIRST_FLAG);

/**
 * A batch's token summaries as columns: entry `k` of each is summary `k`'s (a row's `token` column names
 * it by `k`). A field the summary has not holds a placeholder (-1, 0 or '').
 */
export interface TokenColumns {
  /** Which fields the summary has (bit `k`: `FIELDS[k]`) and its four flags' values above them. */
  shape: number[];
  /** Text numbers of the batch's table; -1 where the summary has not the field. */
  type: number[];
  name: number[];
  symbol: number[];
  jettonMaster: number[];
  nftCollection: number[];
  decimals: number[];
  jettonBalance: string[];
}

/** Token columns with no summary yet (filled by push: a clone writes an array made at its length sparse). */
export const noTokenColumns = (): TokenColumns => ({
  shape: [],
  type: [],
  name: [],
  symbol: [],
  jettonMaster: [],
  nftCollection: [],
  decimals: [],
  jettonBalance: [],
});

/** Whether `value` is what field `field` of a summary crossing as columns holds. */
function fitsField(field: Field, value: unknown): boolean {
  if (field === 'decimals') return typeof value === 'number';
  const at = FIELDS.indexOf(field);
  return at >= FIRST_FLAG ? typeof value === 'boolean' : typeof value === 'string';
}

/**
 * Which of {@link FIELDS} `token` has, as bits, when its fields are some of them in that order (none
 * inherited, none other), each of its type, with the required ones; else -1 (it crosses whole).
 */
function fieldsOf(token: TokenSummary): number {
  const values = token as unknown as Record<string, unknown>;
  let mask = 0;
  let at = 0;
  for (const key in token) {
    while (at < FIELDS.length && FIELDS[at] !== key) at++;
    if (at === FIELDS.length || !Object.hasOwn(token, key) || !fitsField(FIELDS[at]!, values[key])) return -1;
    mask |= 1 << at++;
  }
  return (mask & REQUIRED) === REQUIRED ? mask : -1;
}

/**
 * Adds `token` to `columns`, its texts numbered by `text` (the batch's table), and returns its position
 * there; null when it crosses whole instead ({@link fieldsOf}).
 */
export function pushToken(
  columns: TokenColumns,
  token: TokenSummary,
  text: (value: Text) => number,
): number | null {
  const mask = fieldsOf(token);
  if (mask < 0) return null;
  let flags = 0;
  for (let j = 0; j < 4; j++) if (token[FIELDS[FIRST_FLAG + j] as 'isScam']) flags |= 1 << j;
  columns.shape.push(mask | (flags << FIELDS.length));
  for (const field of TEXT_FIELDS) {
    const value = token[field];
    columns[field].push(value === undefined ? -1 : text(value));
  }
  columns.decimals.push(token.decimals ?? 0);
  columns.jettonBalance.push(token.jettonBalance ?? '');
  return columns.shape.length - 1;
}

/** Summary `k` of `columns` as {@link pushToken} read it: the same fields, in the same order. */
export function tokenAt(columns: TokenColumns, k: number, texts: readonly Text[]): TokenSummary {
  const shape = columns.shape[k]!;
  const token: Record<string, unknown> = {};
  for (let at = 0; at < FIELDS.length; at++) {
    if (!(shape & (1 << at))) continue;
    const field = FIELDS[at]!;
    token[field] = fieldValue(columns, field, k, texts, shape);
  }
  return token as unknown as TokenSummary;
}

/** The value of field `field` of summary `k` (whose shape is `shape`). */
function fieldValue(
  columns: TokenColumns,
  field: Field,
  k: number,
  texts: readonly Text[],
  shape: number,
): unknown {
  switch (field) {
    case 'decimals':
      return columns.decimals[k];
    case 'jettonBalance':
      return columns.jettonBalance[k];
    case 'isScam':
    case 'isNsfw':
    case 'pending':
    case 'invalid':
      return (shape & (1 << (FIELDS.length + FIELDS.indexOf(field) - FIRST_FLAG))) !== 0;
    default:
      return texts[columns[field][k]!];
  }
}
