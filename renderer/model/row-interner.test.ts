import { Address } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identifyContract, type Identification } from '../../shared/contracts/identify';
import { CONTRACT_KINDS, kindSourceSchema } from '../../shared/contracts/kinds';
import type { AccountState } from '../../shared/api/account-states';
import { RowInterner } from './row-interner';

/** Two values are one held value only when they have the same fields, in the same order, with equal values. */
const sameShape = (a: object, b: object) =>
  JSON.stringify(Object.keys(a)) === JSON.stringify(Object.keys(b)) &&
  Object.keys(a).every((key) => a[key as keyof typeof a] === b[key as keyof typeof b]);

describe("one lookup's contract identifications", () => {
  /** Wallet v4r2's code hash (known-codes.ts): named by the code table, with where the code comes from. */
  const byCode = () =>
    identifyContract({ codeHash: 'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0' });

  it('holds an identification once: a copy that came through a structured clone is the first one', () => {
    const shared = new RowInterner();
    const first = shared.kind(byCode());
    expect(shared.kind(structuredClone(byCode()))).toBe(first);
    expect(shared.kind(identifyContract({ interfaces: ['wallet_v4r2'] }))).not.toBe(first);
  });

  it('never merges two that differ in one field, in which fields they have, or in their order', () => {
    const shared = new RowInterner();
    const base = byCode();
    expect(base.kind_source).toBe('code_hash');
    const held = shared.kind(base);
    const others: Identification[] = [
      { ...base, code_source: `${base.code_source} (fork)` },
      { ...base, kind: 'wallet_v3r2' as Identification['kind'] },
      { ...base, kind_source: 'interfaces' },
      { ...base, interface: 'wallet_v4r2' },
      // A field present but undefined is a different set of fields (JSON text would drop it).
      { ...base, code_source: undefined },
      { kind: base.kind, name: base.name, kind_source: base.kind_source, code_source: base.code_source },
    ];
    for (const other of others) {
      expect(shared.kind(other)).toBe(other);
      expect(shared.kind(structuredClone(other))).toBe(other);
    }
    expect(shared.kind(structuredClone(base))).toBe(held);
    // Named by methods: three fields; the same with a fourth field left undefined is not the same value.
    const byMethods = identifyContract({ methods: new Set(['seqno', 'get_public_key']) });
    const withUndefined = { ...byMethods, interface: undefined };
    expect(shared.kind(byMethods)).toBe(byMethods);
    expect(shared.kind(structuredClone(withUndefined))).not.toBe(byMethods);
  });

  it('gives back an equal identification, never another: whatever pairs of them come, in any order', () => {
    const text = fc.constantFrom('', 'a', 'b', 'Wallet v4r2', 'wallet_v4r2', '\u0000', '"');
    const identification = fc.record(
      {
        kind: fc.constantFrom(...CONTRACT_KINDS.slice(0, 4)),
        kind_source: fc.constantFrom(...kindSourceSchema.options),
        name: text,
        code_source: text,
        interface: text,
      },
      { requiredKeys: ['kind', 'kind_source', 'name'] },
    );
    fc.assert(
      fc.property(fc.array(identification, { maxLength: 12 }), (kinds) => {
        const shared = new RowInterner();
        const held = kinds.map((kind) => shared.kind(structuredClone(kind))!);
        kinds.forEach((kind, i) => {
          expect(sameShape(held[i]!, kind)).toBe(true);
          const first = kinds.findIndex((other) => sameShape(other, kind));
          expect(held[i]).toBe(held[first]);
        });
      }),
    );
  });
});

describe("one lookup's lists of names and method ids", () => {
  it('holds a list once, and never merges lists whose items differ in kind, number or text', () => {
    const shared = new RowInterner();
    const held = shared.list(['wallet_v4r2']);
    expect(shared.list(structuredClone(['wallet_v4r2']))).toBe(held);
    const others = [[1], ['1'], ['wallet_v4r2', 'x'], ['wallet_v4r2\u0000x'], ['wallet_v3r2']];
    for (const other of others) expect(shared.list(other)).toBe(other);
    expect(shared.list([1])).toBe(others[0]);
    expect(shared.list([])).toBe(shared.list([]));
  });

  it('keeps a bounded number of lists that start alike, and gives every other back as it is', () => {
    const shared = new RowInterner();
    const lists = Array.from({ length: 40 }, (_, i) => ['jetton_wallet', `variant-${i}`]);
    for (const list of lists) expect(shared.list(list)).toBe(list);
    // The first ones are held; a late one is given back unchanged (equal, never another list).
    expect(shared.list([...lists[0]!])).toBe(lists[0]);
    const late = [...lists[39]!];
    expect(shared.list(late)).toEqual(lists[39]);
  });
});

describe("one lookup's metadata entries (issue 35: 15,000 jetton wallets each sent their master's address)", () => {
  const MASTER = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
  /** A jetton wallet's entry as the indexer sends it, with a description of its own besides. */
  const walletEntry = (owner: string) => ({
    is_indexed: true,
    token_info: [
      { valid: true, type: 'jetton_wallets', extra: { balance: '5', jetton: MASTER, owner } },
      { type: 'nft_items', name: 'x', extra: { collection_address: MASTER, jetton: 7, index: '1' } },
      { valid: false },
    ],
  });

  it('swaps texts in place: the very entry comes back, equal to what was sent, its fields in their order', () => {
    const shared = new RowInterner();
    for (const owner of ['0:01', '0:02']) {
      const entry = structuredClone(walletEntry(owner));
      expect(shared.meta(entry)).toBe(entry);
      expect(JSON.stringify(entry)).toBe(JSON.stringify(walletEntry(owner)));
      // A key only inherited is not made the entry's own.
      expect(Object.hasOwn(entry.token_info[2]!, 'type')).toBe(false);
    }
  });

  it('leaves an entry whose description has a non-text or absent extra as it was', () => {
    const shared = new RowInterner();
    const odd = { is_indexed: false, token_info: [{ type: 'jetton_wallets', extra: { jetton: null } }, {}] };
    const copy = structuredClone(odd);
    expect(shared.meta(copy)).toBe(copy);
    expect(copy).toStrictEqual(odd);
  });
});

describe("one lookup's account records (issue 35: ~40 B an account in a second array)", () => {
  const FIELDS = [
    'address',
    'account_state_hash',
    'balance',
    'extra_currencies',
    'status',
    'frozen_hash',
    'last_transaction_hash',
    'last_transaction_lt',
    'data_hash',
    'code_hash',
    'data_boc',
    'code_boc',
    'contract_methods',
    'interfaces',
    'future_field',
  ];
  const RAW = '0:' + 'AB'.repeat(32);
  /** A record with `fields` (in that order) as a structured clone gives it: a value, null or undefined each. */
  const recordOf = (fields: readonly string[], values: readonly (string | null | undefined)[]) =>
    structuredClone(
      Object.fromEntries(fields.map((field, i) => [field, field === 'address' ? RAW : values[i]])),
    ) as unknown as AccountState;

  /** The schema's fields that are never absent (accountStateSchema): `fields` with them added, in order. */
  const REQUIRED = [
    'address',
    'account_state_hash',
    'balance',
    'extra_currencies',
    'status',
    'last_transaction_hash',
    'last_transaction_lt',
  ];
  const withRequired = (fields: string[]) => FIELDS.filter((f) => REQUIRED.includes(f) || fields.includes(f));

  it('gives back a record with the same fields, in the same order, with the same values; absent stays absent', () => {
    const value = fc.constantFrom<string | null | undefined>('x', 'active', null, undefined);
    fc.assert(
      fc.property(
        fc.subarray(FIELDS).map(withRequired),
        fc.array(value, { minLength: 15, maxLength: 15 }),
        (fields, values) => {
          const shared = new RowInterner();
          const record = recordOf(fields, values);
          const expected = recordOf(fields, values);
          const got = shared.account(record, RAW);
          expect(Object.keys(got)).toEqual(Object.keys(expected));
          for (const field of FIELDS) expect(field in got).toBe(field in expected);
          for (const field of fields)
            expect(got[field as keyof AccountState]).toEqual(expected[field as keyof AccountState]);
        },
      ),
    );
  });

  it("makes a record with a deployed or an undeployed account's usual fields again as one literal; any other stays itself", () => {
    const shared = new RowInterner();
    const usual = FIELDS.filter((f) => !['frozen_hash', 'data_boc', 'code_boc', 'future_field'].includes(f));
    const noCode = usual.filter((f) => f !== 'data_hash' && f !== 'code_hash');
    for (const fields of [usual, noCode]) {
      const record = recordOf(
        fields,
        fields.map(() => null),
      );
      expect(shared.account(record, RAW)).not.toBe(record);
    }
    for (const fields of [
      [...usual, 'future_field'],
      [...noCode.slice(0, 5), 'frozen_hash', ...noCode.slice(5)],
    ]) {
      const record = recordOf(
        fields,
        fields.map(() => null),
      );
      expect(shared.account(record, RAW)).toBe(record);
    }
  });
});

describe("one lookup's records held compactly (issue 35: hashes as bytes, an entry's form as two flags)", () => {
  const RAW = '-1:' + 'FB'.repeat(32);
  const hashOf = (fill: number, urlSafe = false) =>
    Buffer.from(new Uint8Array(32).fill(fill)).toString(urlSafe ? 'base64url' : 'base64');
  /** A deployed account's record as the indexer sends it, as a structured clone gives it. */
  const deployed = (over: Partial<Record<keyof AccountState, unknown>> = {}) =>
    structuredClone({
      address: RAW,
      account_state_hash: hashOf(0xfb),
      balance: '1000000000000000000001',
      extra_currencies: {},
      status: 'active',
      last_transaction_hash: hashOf(0xfe, true),
      last_transaction_lt: '47000000000001',
      data_hash: hashOf(1),
      code_hash: hashOf(2),
      contract_methods: [1, 2],
      interfaces: ['wallet_v4r2'],
      ...over,
    }) as AccountState;

  /** What every reader of a record sees: its JSON text, its spread copy's, its structured clone's. */
  const seen = (record: object) => [
    JSON.stringify(record),
    JSON.stringify({ ...record }),
    JSON.stringify(structuredClone(record)),
    Object.keys(record).join(),
  ];

  it("reads back the server's every hash, as sent, through JSON, a spread and a structured clone", () => {
    const noCode = deployed({ status: 'uninit', last_transaction_hash: null });
    delete (noCode as { data_hash?: unknown }).data_hash;
    delete (noCode as { code_hash?: unknown }).code_hash;
    for (const sent of [deployed(), deployed({ account_state_hash: hashOf(9).slice(0, 43) }), noCode]) {
      const got = new RowInterner().account(structuredClone(sent), RAW);
      // Compact: the hashes are not the record's own texts (no own data property holds them).
      expect(Object.getOwnPropertyDescriptor(got, 'account_state_hash')?.get).toBeTypeOf('function');
      expect(seen(got)).toEqual(seen(sent));
      expect(got.account_state_hash).toBe(sent.account_state_hash);
      expect(got.last_transaction_hash).toBe(sent.last_transaction_hash);
    }
  });

  it('keeps as sent a record whose hash would not come back exactly from its bytes', () => {
    const canonical = hashOf(7);
    // Same bytes, another text: the last character's stray low bits (the schema lets it through).
    const strayBits = `${canonical.slice(0, 42)}d=`;
    expect(canonical.slice(42)).toBe('c=');
    for (const field of ['account_state_hash', 'last_transaction_hash', 'data_hash'] as const) {
      const sent = deployed({ [field]: strayBits });
      const got = new RowInterner().account(structuredClone(sent), RAW);
      expect(got[field]).toBe(strayBits);
      expect(seen(got)).toEqual(seen(sent));
    }
  });

  it('reads back every balance and lt as sent: a number where that is exact, the text where it is not', () => {
    const texts = [
      '0',
      '7',
      '1073741823',
      '47000000000001',
      '999999999999999',
      // Past 2^53, a leading zero, a sign, an exponent, a space: only the text says these exactly.
      '9007199254740993',
      '1000000000000000000001',
      '007',
      '-1',
      '1e3',
      ' 5',
      '',
      null,
    ];
    for (const balance of texts)
      for (const lt of [balance, '47000000000001']) {
        const sent = deployed({ balance, last_transaction_lt: lt });
        const got = new RowInterner().account(structuredClone(sent), RAW);
        expect(Object.getOwnPropertyDescriptor(got, 'balance')?.get).toBeTypeOf('function');
        expect([got.balance, got.last_transaction_lt]).toEqual([balance, lt]);
        expect(seen(got)).toEqual(seen(sent));
      }
  });

  it("writes an address book entry's form again exactly, and keeps any other form as sent", () => {
    const shared = new RowInterner();
    const forms = [true, false].flatMap((bounceable) =>
      [true, false].map((testOnly) =>
        Address.parseRaw(RAW).toString({ urlSafe: true, bounceable, testOnly }),
      ),
    );
    const standard = Address.parseRaw(RAW).toString({ urlSafe: false, bounceable: true });
    expect(standard).toMatch(/[+/]/);
    for (const user_friendly of [...forms, standard, 'addr_none']) {
      const sent = { user_friendly, domain: 'a.ton', interfaces: ['wallet_v4r2'] };
      const got = shared.book(structuredClone(sent), RAW);
      expect(got.user_friendly).toBe(user_friendly);
      expect(seen(got)).toEqual(seen(sent));
      const compact = Object.getOwnPropertyDescriptor(got, 'user_friendly')?.get !== undefined;
      expect(compact).toBe(forms.includes(user_friendly));
    }
    // A form of another account is not this one's: kept as sent.
    const other = Address.parseRaw('0:' + '3C'.repeat(32)).toString({ urlSafe: true, bounceable: true });
    expect(shared.book({ user_friendly: other, domain: null, interfaces: null }, RAW).user_friendly).toBe(
      other,
    );
  });
});
