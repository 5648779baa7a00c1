/**
 * A lookup batch's token summaries as columns (token-columns.ts, beside row-columns.ts): what the page
 * reads back after the structured clone is each row's summary exactly — the same fields in the same
 * order with the same values, whatever texts the indexer's metadata put in them — and a summary of the
 * usual fields costs no object of its own on the way.
 */
import { serialize } from 'node:v8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Metadata } from '../api/account-states';
import jettons from '../api/fixtures/F3a_address_book_metadata_jettons__ton-connect-kit.json';
import { tokenSummary, type TokenSummary } from '../format/token-summary';
import { answeredLookupRow, type LookupRow } from './lookup-row';
import { columnsOfRows, rowsOfColumns } from './row-columns';
import { mapOf } from '../../test-support/checked-lookup';

const rawOf = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, 'C')}`;

/** Rows of the accounts `0…n-1`, row `i` with `tokens[i]` as its token summary. */
function rowsWith(tokens: readonly (TokenSummary | null)[]): LookupRow[] {
  return tokens.map((token, index) => {
    const row = answeredLookupRow({ index, raw: rawOf(index), input: '' }, null, null, new Map());
    return { ...row, token };
  });
}

/** The rows' token summaries as the page reads them back after the structured clone, and the clone. */
function crossed(rows: readonly LookupRow[]) {
  const columns = structuredClone(columnsOfRows(rows, new Map(), new Map()));
  return { columns, tokens: rowsOfColumns(columns, () => '').rows.map((row) => row.token) };
}

/** A value as every reader sees it: its JSON text (fields in their order, `__proto__` as a key too). */
const text = (value: unknown) => JSON.stringify(value);

/** Texts the metadata may hold (the schema bounds their length, not what they say). */
const ODD_TEXTS = [
  '__proto__',
  'constructor',
  '',
  ' ',
  'toString',
  'a\u0000b',
  '💎 TON',
  '\u202eevil',
  'x'.repeat(300),
];
const oddText = fc.oneof(fc.constantFrom(...ODD_TEXTS), fc.string(), fc.string({ unit: 'grapheme' }));

/** A summary of some of the fields token-summary.ts writes, in its order, of any values of their types. */
const usualToken = fc
  .record(
    {
      type: oddText,
      name: oddText,
      symbol: oddText,
      decimals: fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(-0, 1e21, Number.NaN)),
      jettonMaster: oddText,
      jettonBalance: oddText,
      nftCollection: oddText,
      isScam: fc.boolean(),
      isNsfw: fc.boolean(),
      pending: fc.boolean(),
      invalid: fc.boolean(),
    },
    { requiredKeys: ['type', 'isScam', 'isNsfw', 'pending', 'invalid'] },
  )
  .map((token) => token as unknown as TokenSummary);

/** Summaries that are not of the usual fields in the usual order: each crosses whole. */
const ODD_TOKENS = [
  JSON.parse(
    '{"type":"x","__proto__":"own key","isScam":false,"isNsfw":false,"pending":false,"invalid":false}',
  ),
  { isScam: false, type: 'x', isNsfw: false, pending: false, invalid: false },
  { type: 'x', isScam: false, isNsfw: false, pending: false },
  { type: 'x', decimals: '6', isScam: false, isNsfw: false, pending: false, invalid: false },
  { type: 'x', isScam: 0, isNsfw: false, pending: false, invalid: false },
  { type: null, isScam: false, isNsfw: false, pending: false, invalid: false },
  { type: 'x', isScam: false, isNsfw: false, pending: false, invalid: false, future: 1 },
  { type: 'x', name: undefined, isScam: false, isNsfw: false, pending: false, invalid: false },
] as unknown as TokenSummary[];

describe("a lookup batch's token summaries crossing as columns (issue 35)", () => {
  it('reads back every summary of the usual fields exactly, whatever its texts, after a structured clone', () => {
    fc.assert(
      fc.property(fc.array(fc.option(usualToken), { maxLength: 30 }), (tokens) => {
        const back = crossed(rowsWith(tokens));
        expect(back.tokens.map(text)).toEqual(tokens.map(text));
        back.tokens.forEach((token, i) => {
          if (!token) return;
          expect(Object.keys(token)).toEqual(Object.keys(tokens[i]!));
          expect(Object.getPrototypeOf(token)).toBe(Object.prototype);
          // Values JSON does not tell apart: -0, NaN, a number's type.
          expect(Object.is(token.decimals, tokens[i]!.decimals)).toBe(true);
        });
        // None crossed whole.
        expect((back.columns.token ?? []).every((token) => typeof token !== 'object' || token === null)).toBe(
          true,
        );
      }),
    );
  });

  it('sends a summary of other fields, or another order, or other types whole, and reads it back as it was', () => {
    const tokens = [...ODD_TOKENS, null, ...ODD_TOKENS];
    const back = crossed(rowsWith(tokens));
    expect(back.tokens.map(text)).toEqual(tokens.map(text));
    back.tokens.forEach((token, i) => token && expect(Object.keys(token)).toEqual(Object.keys(tokens[i]!)));
    expect(Object.hasOwn(back.tokens[0]!, '__proto__')).toBe(true);
    expect(back.columns.token!.filter((token) => typeof token === 'object' && token !== null)).toHaveLength(
      2 * ODD_TOKENS.length,
    );
  });

  it("sends a jetton's wallets' summaries as their values: no object each, the jetton's texts once", () => {
    const metadata = mapOf(jettons.metadata as unknown as Metadata);
    // The fixture's jetton wallets' summaries (each names its master's name, symbol and address).
    const own = [...metadata.keys()]
      .map((raw) => tokenSummary(metadata, raw))
      .filter((token) => token?.type === 'jetton_wallets');
    expect(own.length).toBeGreaterThan(0);
    // Each row's own summary, as the job makes one a row (a clone writes a shared object once).
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...own[i % own.length]! }));
    const sized = (n: number) => columnsOfRows(rowsWith(many(n)), new Map(), new Map());
    const back = crossed(rowsWith(many(200)));
    expect(back.tokens.map(text)).toEqual(many(200).map(text));
    // A clone writes a field name and an object per summary as objects; as columns, 180 summaries more
    // add only their numbers and balances: far less than a tenth of what they cost as objects.
    const asObjects = serialize(many(200)).length - serialize(many(20)).length;
    const asColumns = serialize(sized(200).tokens).length - serialize(sized(20).tokens).length;
    expect(asColumns).toBeLessThan(asObjects / 4);
    const master = own[0]!.jettonMaster!;
    expect(serialize(sized(200)).toString('latin1').split(master)).toHaveLength(2);
  });
});
