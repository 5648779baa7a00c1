/**
 * A lookup batch as columns (row-columns.ts, metadata-columns.ts), as the job owner sends it to the
 * window: what the page reads back after the structured clone is the very rows and packed parts
 * (packed-records.ts `packBatch`), address book and metadata the job made, with the page's own inputs;
 * the batch leaves the inputs out and costs far fewer bytes and objects than its row objects and maps.
 */
import { serialize } from 'node:v8';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { AccountState, AddressBookEntry, MetadataEntry } from '../api/account-states';
import { BOOK, DEPLOYED, FROZEN, MASTER, METADATA, NO_CODE } from '../api/fixtures/batch-parts';
import { answeredLookupRow, failedLookupRow, type LookupRow } from './lookup-row';
import { NOT_PACKED, packBatch } from './packed-records';
import { batchAsColumns, columnsOfRows, rowsOfBatch, rowsOfColumns } from './row-columns';

const rawOf = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, 'B')}`;
/** What the user typed for account `i`: a text the answer holds nowhere. */
const typed = (i: number) => `typed #${i}`;

/** A jetton wallet's metadata entry as ton-index-go writes it (JSON.parse: a `__proto__` key is own). */
const walletMeta = (i: number, extra = ''): MetadataEntry =>
  JSON.parse(
    `{"is_indexed":true,"token_info":[{"valid":${i % 2 === 0},"type":"jetton_wallets","extra":{"balance":"${i}00","jetton":"${MASTER}","owner":"${rawOf(i % 4)}"${extra}}}]}`,
  ) as MetadataEntry;

/** Metadata entries of other shapes than the usual jetton wallet's: each crosses whole. */
const ODD_META: MetadataEntry[] = [
  JSON.parse(`{"token_info":[],"is_indexed":false}`) as MetadataEntry,
  JSON.parse(`{"is_indexed":true,"token_info":[]}`) as MetadataEntry,
  { ...walletMeta(1), note: 'x' } as MetadataEntry,
  walletMeta(2, ',"__proto__":"own key"'),
  walletMeta(3, ',"decimals":"6"'),
  JSON.parse(
    `{"is_indexed":true,"token_info":[{"valid":true,"type":"jetton_wallets","extra":{"balance":1}}]}`,
  ),
  { is_indexed: true, token_info: [walletMeta(4).token_info[0]!, walletMeta(5).token_info[0]!] },
];

/** A batch's metadata: the fixture's, a wallet's entry for one account in three, odd ones, `__proto__`. */
function metadataOf(n: number): Map<string, MetadataEntry> {
  const metadata = new Map(Object.entries(METADATA));
  for (let index = 0; index < n; index++) if (index % 3 === 1) metadata.set(rawOf(index), walletMeta(index));
  ODD_META.forEach((entry, k) => metadata.set(rawOf(5000 + k), entry));
  metadata.set('__proto__', walletMeta(7));
  return metadata;
}

/** One batch of `n` rows as the lookup job makes them: of every kind a row can be. */
function batch(n: number): {
  rows: LookupRow[];
  addressBook: Map<string, AddressBookEntry>;
  metadata: Map<string, MetadataEntry>;
} {
  const known = Object.keys(BOOK);
  const addressBook = new Map(Object.entries(BOOK));
  // Entries that are not the usual three fields in the usual order.
  addressBook.set(rawOf(1000), { domain: null, user_friendly: 'other order', interfaces: null });
  addressBook.set(rawOf(1001), { user_friendly: 'more', domain: null, interfaces: [], note: 'x' });
  // A hostile key: plain data in the map.
  addressBook.set('__proto__', { user_friendly: 'proto', domain: null, interfaces: null });
  const metadata = metadataOf(n);
  const rows = Array.from({ length: n }, (_, index) => {
    const raw = index < known.length ? known[index]! : rawOf(index);
    const asked = { index, raw, input: typed(index) };
    if (index % 7 === 5) return failedLookupRow(asked, { kind: 'network', message: 'down' });
    if (index % 7 === 6) return answeredLookupRow(asked, null, null, metadata);
    const methods = index % 3 === 0 ? [0, 85143, 81467] : null;
    const record: AccountState =
      index % 7 === 4
        ? { ...(index % 14 === 4 ? NO_CODE : FROZEN), address: raw }
        : { ...DEPLOYED, address: index % 7 === 3 ? rawOf(index + 1) : raw, contract_methods: methods };
    // A record with another field set (or order) crosses whole.
    const sent = index % 7 === 2 ? ({ ...record, future: 'x' } as AccountState) : record;
    if (!addressBook.has(raw))
      addressBook.set(raw, { user_friendly: `form-${index}`, domain: null, interfaces: ['wallet_v3r2'] });
    return answeredLookupRow(asked, sent, addressBook.get(raw)!, metadata);
  });
  // A row whose metadata entry is not its batch's (one held back from an earlier batch) crosses whole.
  rows[n - 1] = { ...rows[n - 1]!, meta: walletMeta(n + 1) };
  return { rows, addressBook, metadata };
}

/** How many distinct objects and arrays `value` holds (each counted once, as a clone writes it once). */
function objectsIn(value: unknown, seen = new Set<object>()): number {
  if (typeof value !== 'object' || value === null || seen.has(value)) return 0;
  seen.add(value);
  let count = 1;
  for (const item of Object.values(value)) count += objectsIn(item, seen);
  return count;
}

/** A value as a reader sees it: its JSON text (fields in their order; a Map's entries in theirs). */
const text = (value: unknown) => JSON.stringify(value instanceof Map ? [...value] : value);

/**
 * The raws the job was asked, by position, as the window sent them: each row's own, but at position 3
 * another address (that row's raw must cross) and none past the first `n - 2` (nor must theirs).
 */
function askedOf(sent: ReturnType<typeof batch>): string[] {
  const asked = sent.rows.slice(0, -2).map((row) => row.raw);
  asked[3] = rawOf(9999);
  return asked;
}

/** What crossed, read back on the page after the structured clone. */
function crossed(sent: ReturnType<typeof batch>) {
  const asked = askedOf(sent);
  const askedRaw = (index: number) => asked[index];
  const columns = structuredClone(columnsOfRows(sent.rows, sent.addressBook, sent.metadata, askedRaw));
  return { columns, asked, back: rowsOfColumns(columns, (index) => typed(index), askedRaw) };
}

describe('a lookup batch crossing as columns (issue 35)', () => {
  it('reads back, after a structured clone, the very rows and packed parts the job made, with the page’s inputs', () => {
    const sent = batch(60);
    const { back } = crossed(sent);
    const { rows, packed } = packBatch(sent);
    expect(back.rows.map(text)).toEqual(rows.map(text));
    expect(back.packed.accounts.map(text)).toEqual(packed.accounts.map(text));
    expect(back.packed.bookFlags).toEqual(packed.bookFlags);
    // Every kind of row is among them: packed, whole, failed, not found.
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['active', 'uninit', 'frozen', 'failed', 'not found']),
    );
    expect(rows.filter((row) => row.account !== null).length).toBeGreaterThan(0);
    expect(packed.accounts.filter(Boolean).length).toBeGreaterThan(0);
    // A frozen account's record packs too (its frozen hash among its hashes).
    const frozen = rows.flatMap((row, i) => (row.status === 'frozen' ? [packed.accounts[i]] : []));
    expect(frozen.length).toBeGreaterThan(0);
    expect(frozen.every(Boolean)).toBe(true);
  });

  it('reads back the same address book, keys in the same order, `__proto__` a plain key', () => {
    const sent = batch(60);
    const { columns, back } = crossed(sent);
    expect(text(back.addressBook)).toBe(text(sent.addressBook));
    expect(back.addressBook).toBeInstanceOf(Map);
    expect(back.addressBook.get('__proto__')?.user_friendly).toBe('proto');
    // A row's entry is the very entry of the map.
    expect(back.rows.every((row) => !row.book || row.book === back.addressBook.get(row.raw))).toBe(true);
    // An entry with other fields, or in another order, crosses whole.
    expect(columns.addressBook.whole?.filter(Boolean)).toHaveLength(2);
    // A key that is its row's address crosses as the row's number: the address is not sent twice.
    const textKeys = columns.addressBook.keys.filter((key) => typeof key === 'string');
    expect(textKeys).toEqual([rawOf(1000), rawOf(1001), '__proto__']);
  });

  it("sends an address book form only where the page would not write it again; any other as the server's text", () => {
    const sent = batch(60);
    // Rows with an entry of the usual fields whose form is another text: these get the forms below.
    const at = sent.rows.filter((row) => row.book && row.index >= 10).map((row) => row.index);
    const form = (k: number, urlSafe: boolean, bounceable: boolean, testOnly: boolean, i = at[k]!) =>
      Address.parseRaw(rawOf(i)).toString({ urlSafe, bounceable, testOnly });
    // The app's own forms of four flag pairs, and forms it would not write: a first character naming
    // other flags than its checksum's, a wrong last character, another address's, lower case.
    const ours = [0, 1, 2, 3].map((k) => form(k, true, k % 2 === 0, k > 1));
    const theirs = [
      'U' + form(4, true, true, false).slice(1),
      form(5, true, true, false).slice(0, 47) + '_',
      form(6, true, true, false, 99),
      form(7, true, false, false).toLowerCase(),
    ];
    [...ours, ...theirs].forEach((text, k) => {
      // Changed in place: the row and the map hold the one entry.
      (sent.addressBook.get(rawOf(at[k]!)) as { user_friendly: string }).user_friendly = text;
    });
    const { columns, back } = crossed(sent);
    expect(text(back.addressBook)).toBe(text(sent.addressBook));
    expect(back.rows.map((row) => text(row.book))).toEqual(sent.rows.map((row) => text(row.book)));
    const wire = serialize(columns).toString('latin1');
    expect(ours.filter((text) => wire.includes(text))).toEqual([]);
    expect(theirs.filter((text) => wire.includes(text))).toEqual(theirs);
    // Every entry whose form the page writes again crosses without it: the fixture's (a real server's
    // forms) and these four; no other.
    const { user_friendly: forms } = columns.addressBook;
    expect(forms.filter((text) => text === null)).toHaveLength(Object.keys(BOOK).length + ours.length);
    expect(columns.bookFlags.filter((flags, k) => flags !== NOT_PACKED && forms[k] !== null)).toEqual([]);
  });

  it('reads back the same metadata, entry for entry and field for field, `__proto__` a plain key', () => {
    const sent = batch(60);
    const { columns, back } = crossed(sent);
    expect(text(back.metadata)).toBe(text(sent.metadata));
    expect([...back.metadata.keys()]).toEqual([...sent.metadata.keys()]);
    expect(back.metadata).toBeInstanceOf(Map);
    expect(text(back.metadata.get('__proto__'))).toBe(text(walletMeta(7)));
    // Inside an entry too: an `extra` with a `__proto__` key crosses whole and keeps it as its own.
    const odd = back.metadata.get(rawOf(5003))!.token_info[0]!.extra!;
    expect(Object.hasOwn(odd, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
    // A row's entry is the very entry of the map (the page interns it once, in place, for both); one
    // held back from another batch is its own.
    const own = back.rows.filter((row) => row.meta && back.metadata.has(row.raw));
    expect(own.length).toBeGreaterThan(10);
    expect(own.every((row) => row.meta === back.metadata.get(row.raw))).toBe(true);
    expect(text(back.rows.at(-1)!.meta)).toBe(text(walletMeta(61)));
    // Each key its own entry (the page changes an entry in place).
    expect(new Set(back.metadata.values()).size).toBe(back.metadata.size);
    // A key crosses as text only when no row of the batch is that address with that entry.
    const ownRow = (key: string) =>
      sent.rows.some((row) => row.raw === key && row.meta === sent.metadata.get(key));
    const textKeys = columns.metadata.keys.filter((key) => typeof key === 'string');
    expect(textKeys).toEqual([...sent.metadata.keys()].filter((key) => !ownRow(key)));
    expect(textKeys.length).toBeLessThan(sent.metadata.size / 2);
    // Only the entries of other shapes cross whole: the fixture's master and the odd ones.
    expect(columns.metadata.whole?.filter(Boolean)).toHaveLength(1 + ODD_META.length);
  });

  it('sends a jetton wallet’s metadata entry as its values: no object of its own, its repeated texts once', () => {
    const few = batchAsColumns(batch(60)).columns;
    const many = batchAsColumns(batch(600)).columns;
    // 180 wallets' entries more: the map as objects would be 4 objects an entry (entry, token_info,
    // description, extra), 720 more; as columns no object more.
    expect(objectsIn(structuredClone(many.metadata))).toBe(objectsIn(structuredClone(few.metadata)));
    // The master's address and the type cross once a batch (in the table of texts), not once a wallet:
    // 540 wallets name the master no more often than 60 do (its own key, the odd entries).
    const masters = (metadata: unknown) => serialize(metadata).toString('latin1').split(MASTER).length;
    expect(masters(many.metadata)).toBe(masters(few.metadata));
    expect(serialize(many.metadata).length).toBeLessThan(serialize(metadataOf(600)).length / 2);
    expect(many.texts.filter((value) => value === MASTER || value === 'jetton_wallets')).toHaveLength(2);
  });

  it('reads back odd records exactly: huge balances and lts, extra currencies, held-back book entries', () => {
    const sent = batch(40);
    const odd: Partial<AccountState>[] = [
      { balance: '123456789012345678901234567890', last_transaction_lt: '9007199254740993' },
      { balance: '9007199254740993', extra_currencies: { '239': '1000000000000000000000' } },
      { balance: '0', last_transaction_lt: '0', extra_currencies: {} },
      { balance: '00012', last_transaction_lt: '1e3' },
    ];
    odd.forEach((fields, k) => {
      const row = sent.rows[7 * k]!;
      sent.rows[7 * k] = { ...row, account: { ...row.account!, ...fields } };
    });
    // A row whose address book entry is not its batch's (held back from an earlier batch) crosses whole.
    sent.rows[8] = { ...sent.rows[8]!, book: { user_friendly: 'held', domain: 'a.ton', interfaces: null } };
    const { back } = crossed(sent);
    const { rows, packed } = packBatch(sent);
    expect(back.rows.map(text)).toEqual(rows.map(text));
    expect(back.packed.accounts.map(text)).toEqual(packed.accounts.map(text));
    // Each odd record is among them as it was sent, packed or whole.
    const records = back.rows.map((row, i) => row.account ?? packed.accounts[i]);
    expect(records.filter(Boolean).length).toBeGreaterThan(20);
    expect(text(back.packed.accounts[7])).toContain('"balance":"9007199254740993"');
    expect(text(back.packed.accounts[7])).toContain('"239":"1000000000000000000000"');
    expect(text(back.packed.accounts[0])).toContain('"balance":"123456789012345678901234567890"');
    expect(back.rows[8]!.book).toEqual({ user_friendly: 'held', domain: 'a.ton', interfaces: null });
  });

  it('packs each record straight into the columns, copying no row', () => {
    const sent = batch(700);
    let copied = 0;
    // A spread copy of a row lists its keys: a proxy counts it.
    const rows = sent.rows.map(
      (row) =>
        new Proxy(row, {
          ownKeys: (target) => {
            copied++;
            return Reflect.ownKeys(target);
          },
        }),
    );
    const columns = columnsOfRows(rows, sent.addressBook, sent.metadata);
    expect(copied).toBe(0);
    expect(columns.packed!.at.length).toBeGreaterThan(300);
    // The rows the job keeps are as they were.
    expect(rows.map(text)).toEqual(sent.rows.map(text));
  });

  it('leaves the inputs out, and clones far fewer objects than the rows as objects', () => {
    const sent = batch(700);
    const packed = packBatch(sent);
    const asRows = structuredClone(packed);
    const columns = columnsOfRows(sent.rows, sent.addressBook, sent.metadata);
    expect(text(columns)).not.toContain('typed #');
    // A clone's cost goes with the objects it writes and makes. As rows: a row, its parts, their
    // currencies and lists, its metadata entry's four — about five a row. As columns, the row and its
    // parts are gone, equal lists cross once, a usual metadata entry as values; what is left is mostly
    // the address book's entries, which cross as before.
    const asObjects = objectsIn(asRows);
    expect(asObjects).toBeGreaterThan(4 * 700);
    expect(objectsIn(structuredClone(columns))).toBeLessThan(asObjects - 2.5 * 700);
  });

  it('writes every column as a dense array: a clone of a holey one writes an index beside each value', () => {
    const sent = batch(700);
    const columns = columnsOfRows(sent.rows, sent.addressBook, sent.metadata);
    // V8's serializer (a structured clone's, IPC's v8.serialize): a dense array is tagged 'A', a sparse one 'a'.
    const tag = (values: unknown[]) => String.fromCharCode(serialize(values)[2]!);
    const { index, raw, status, book, meta, kind, metadata, token, packed } = columns;
    const lists = [index, raw!, status, book, meta, kind, token!, ...Object.values(packed!)];
    lists.push(metadata.keys, metadata.balance, metadata.owner);
    expect(lists.map(tag)).toEqual(lists.map(() => 'A'));
    expect(tag(new Array<number>(3).fill(0))).toBe('a');
  });

  it('still writes every column dense once the code that makes them is optimised (hot)', () => {
    // V8's optimising compiler makes some arrays holey that the interpreter makes packed (`map`'s result):
    // the columns are made many times, as a lookup's thousand batches are, and the last is read.
    const sent = batch(40);
    let columns = columnsOfRows(sent.rows, sent.addressBook, sent.metadata);
    for (let round = 0; round < 3_000; round++)
      columns = columnsOfRows(sent.rows, sent.addressBook, sent.metadata);
    const tag = (values: unknown[]) => String.fromCharCode(serialize(values)[2]!);
    const { index, status, book, meta, kind, token, packed } = columns;
    const lists = [index, status, book, meta, kind, token!, ...Object.values(packed!)];
    expect(lists.map(tag)).toEqual(lists.map(() => 'A'));
  });

  it('sends a row’s raw address only when it is not the one asked at its position; the page’s row holds the asked string', () => {
    const sent = batch(60);
    const { columns, asked, back } = crossed(sent);
    // Row 3 was asked another address there, and the last two were not asked at all: theirs cross.
    const crossedRaws = columns.raw!.flatMap((raw, i) => (raw === null ? [] : [i]));
    expect(crossedRaws).toEqual([3, 58, 59]);
    expect(back.rows.map((row) => row.raw)).toEqual(sent.rows.map((row) => row.raw));
    // Every other row's raw is the very string the page asked with (one string on the page's heap).
    expect(back.rows.every((row, i) => crossedRaws.includes(i) || row.raw === asked[row.index])).toBe(true);
    const sameString = back.rows.filter((row) => Object.is(row.raw, asked[row.index]));
    expect(sameString.length).toBe(57);
  });

  it('crosses no raw column at all when every row’s is the one asked, masterchain and odd positions too', () => {
    const rows = [
      answeredLookupRow({ index: 0, raw: `-1:${'F'.repeat(64)}`, input: 'a' }, null, null, new Map()),
      answeredLookupRow({ index: 7, raw: `0:${'0'.repeat(64)}`, input: 'b' }, null, null, new Map()),
      failedLookupRow({ index: 2, raw: rawOf(2), input: 'c' }, { kind: 'network', message: 'down' }),
    ];
    const asked = [rows[0]!.raw, rawOf(1), rawOf(2), rawOf(3), rawOf(4), rawOf(5), rawOf(6), rows[1]!.raw];
    const columns = structuredClone(columnsOfRows(rows, new Map(), new Map(), (index) => asked[index]));
    expect(columns.raw).toBeNull();
    expect(serialize(columns).toString('latin1')).not.toContain('F'.repeat(64));
    const back = rowsOfColumns(
      columns,
      () => '',
      (index) => asked[index],
    );
    expect(back.rows.map(text)).toEqual(rows.map((row) => text({ ...row, input: '' })));
    // Read against a list that lacks a position the batch names, it refuses rather than guess.
    expect(() =>
      rowsOfColumns(
        columns,
        () => '',
        (index) => asked.slice(0, 7)[index],
      ),
    ).toThrow(/position 7/);
  });

  it('passes a batch the job emitted as rows through as it is', () => {
    const { rows } = batch(3);
    const addressBook = new Map(Object.entries(BOOK));
    const metadata = new Map(Object.entries(METADATA));
    expect(rowsOfBatch({ rows, addressBook, metadata }, () => 'never')).toEqual({
      rows,
      addressBook,
      metadata,
    });
  });
});
