import { describe, expect, it } from 'vitest';
import { extractCsvAddresses } from '../address/address-csv';
import { createListFiles } from '../bridge/list-file-handlers';
import { compactBodyPieces, expandedBody } from '../lookup-log/compact-body';
import { entryParts } from '../lookup-log/entry-parts';
import { lookupLogEntrySchema, type LookupLogEntry } from '../lookup-log/log-entry';
import { entryInputColumns, loggedInputColumns } from './logged-input-columns';

const raw = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;

/**
 * A body exactly as the log stored it before it kept a list file's columns (layout 3, compact, made by
 * db2692a's compact-body.ts): a lookup of two accounts, one found, one not.
 */
const OLD_BODY =
  '{"compact":1,"inputs":["0:0000000000000000000000000000000000000000000000000000000000000001","0:0' +
  '000000000000000000000000000000000000000000000000000000000000002"],"failed":[],"accounts":[{"addr' +
  'ess":0,"account_state_hash":"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA00000000=","balance":"0","extra_' +
  'currencies":{},"status":"active","last_transaction_hash":"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA000' +
  '00001=","last_transaction_lt":"47000000000000","data_hash":"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA0' +
  '0000002=","code_hash":"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA00000007=","interfaces":["wallet_v4r2"' +
  ']}],"not_found":[1],"address_book":[],"metadata":[],"inputTexts":["one","two"],"schemaVersion":1' +
  ',"id":"1764000000000-abcdef","createdAt":"2025-11-24T16:00:00.000Z","profile":{"id":"p","name":"' +
  'P","baseUrl":"http://x"},"lastBlock":null,"includeBoc":false,"counts":{"requested":2,"found":1,"' +
  'notFound":1,"failed":0},"cancelled":false}';

/** The entry a stored body holds, read as the log reads it. */
const readBody = (text: string): LookupLogEntry => lookupLogEntrySchema.parse(expandedBody(JSON.parse(text)));

/** An entry of `inputs` (the old body's head and answer) with `extra` fields. */
const entryOf = (inputs: LookupLogEntry['inputs'], extra: Partial<LookupLogEntry> = {}): LookupLogEntry => ({
  ...readBody(OLD_BODY),
  inputs,
  ...extra,
});

describe("a list file's columns in the lookup log", () => {
  const csv = `address,customer_id,note\n${raw(1)},c-1,"a, ""quoted"""\n${raw(2)},c-2,\n${raw(1)},c-3,=SUM(A1)\nnot an address,c-4,x\n`;
  const columns = extractCsvAddresses(csv)!.inputColumns!;
  const inputs = [2, 1].map((i) => ({ raw: raw(i), input: raw(i) }));

  it('are kept with the entry, each file line once, and read back as the file wrote them', () => {
    const entry = entryOf(inputs, loggedInputColumns(columns, undefined, inputs));
    expect(entry.inputLines).toEqual({
      cells: [
        ['c-1', 'a, "quoted"'],
        ['c-2', ''],
        ['c-3', '=SUM(A1)'],
        ['c-4', 'x'],
      ],
      lineOf: [1, [0, 2]],
    });
    const read = readBody([...compactBodyPieces(entry)].join(''));
    expect(read).toEqual(entry);
    const kept = entryInputColumns(read)!;
    expect(kept.headers).toEqual(['customer_id', 'note']);
    for (const i of [1, 2]) expect(kept.linesOf(raw(i))).toEqual(columns.linesOf(raw(i)));
    // The page's parts carry the names, never the cells.
    const parts = entryParts(read);
    expect(parts[0]!.head).toMatchObject({ inputHeaders: ['customer_id', 'note'] });
    expect(JSON.stringify(parts)).not.toContain('c-3');
  });

  it("are a retry's too: its entry is the retried lookup again", () => {
    const retried = entryOf(inputs, loggedInputColumns(columns, undefined, inputs));
    const again = loggedInputColumns(undefined, retried, inputs);
    expect(again).toEqual({ inputHeaders: retried.inputHeaders, inputLines: retried.inputLines });
  });

  it('are left out of an entry whose schema could not read them back (a file of 1,001 columns)', () => {
    const wide = extractCsvAddresses(
      `address,${Array.from({ length: 1001 }, (_, i) => `c${i}`).join(',')}\n${raw(1)},${'x,'.repeat(1000)}x\n`,
    )!.inputColumns!;
    const kept = [{ raw: raw(1), input: raw(1) }];
    expect(loggedInputColumns(wide, undefined, kept)).toEqual({});
  });

  it('are absent from an entry stored before they were kept: it opens and has none to export', async () => {
    const old = readBody(OLD_BODY);
    expect(old.inputs.map((i) => i.input)).toEqual(['one', 'two']);
    expect(old.inputHeaders).toBeUndefined();
    expect(entryInputColumns(old)).toBeNull();
    const files = createListFiles({ get: async () => old });
    expect(await files.columnsOf({ log: old.id, raws: [raw(1)] })).toBeNull();
  });
});
