/**
 * A lookup's kept answers, held compactly (kept-values.ts): equal lists, code hashes and empty extra
 * currencies are held once — and what the log's draft, the result (the CLI's document, exports) and the
 * log's stored body read is exactly what the answers said, for every kind of account and entry.
 */
import { describe, expect, it } from 'vitest';
import { lookupDocument, type AccountLookup } from '../api/account-states';
import { checkedLookup } from '../../test-support/checked-lookup';
import { compactBodyPieces, expandedBody } from '../lookup-log/compact-body';
import {
  LOOKUP_LOG_SCHEMA_VERSION,
  type KeptLookupEntry,
  type LookupLogEntry,
} from '../lookup-log/log-entry';
import { LookupAnswer } from './lookup-answer';

const raw = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
const WALLET_METHODS = [0, 76407, 78748, 81467, 85143, 107653, 524287];
const CODE = 'hNr6RJ+Ypph3ibojI1gHK8D3bcRSQAKl0JGLmnXS1Zk=';

/** A deployed account as the indexer writes it (its BoCs too: the draft leaves them out). */
const deployed = (i: number, balance = `${i}000000000`) => ({
  address: raw(i),
  account_state_hash: `state${i}`,
  balance,
  extra_currencies: {},
  status: 'active',
  last_transaction_hash: `tx${i}`,
  last_transaction_lt: `${50_000_000_000_000 + i}`,
  data_hash: `data${i}`,
  code_hash: CODE,
  code_boc: 'te6cckEBAQEAAgAAAEysuc0=',
  contract_methods: [...WALLET_METHODS],
  interfaces: ['wallet_v4r2'],
});

/**
 * Three batches' answers as the indexer's JSON texts: accounts usual and odd (a balance past 2^64,
 * extra currencies, a field no schema names, no interfaces), not found, cut off by a row cap (asked
 * again in the next batch), address book entries usual, odd (an extra field, no domain) and of an
 * account not asked, metadata of a jetton wallet and its master — each batch parsed afresh, as it comes.
 */
const BATCHES: [string[], AccountLookup][] = [
  [
    [raw(0), raw(1), raw(2), raw(3)],
    {
      accounts: [
        deployed(0),
        { ...deployed(1, '340282366920938463463374607431768211455'), extra_currencies: { '239': '1' } },
        { ...deployed(3), interfaces: null, contract_methods: null, rare: { nested: [1, 'two'] } },
      ],
      address_book: {
        [raw(0)]: { user_friendly: 'UQ-zero', domain: null, interfaces: ['wallet_v4r2'] },
        [raw(1)]: { user_friendly: 'EQ-one', domain: 'one.ton', interfaces: ['wallet_v4r2'], odd: true },
        [raw(3)]: { user_friendly: 'typed-3' },
        [raw(99)]: { user_friendly: 'EQ-elsewhere', domain: null, interfaces: [] },
      },
      metadata: {
        [raw(0)]: {
          is_indexed: true,
          token_info: [{ type: 'jetton_wallets', valid: true, extra: { jetton: raw(1), balance: '7' } }],
        },
      },
      not_found: [raw(2)],
    } as AccountLookup,
  ],
  [
    [raw(4), raw(5)],
    {
      accounts: [deployed(4)],
      address_book: { [raw(4)]: { user_friendly: 'typed-4', domain: null, interfaces: ['wallet_v4r2'] } },
      metadata: {
        [raw(1)]: {
          is_indexed: true,
          token_info: [{ type: 'jetton_masters', valid: true, symbol: 'T', extra: { decimals: '0' } }],
        },
      },
      not_found: [],
      unanswered: [raw(5)],
    },
  ],
  [[raw(5)], { accounts: [deployed(5)], address_book: {}, metadata: {}, not_found: [] }],
];

/** What was asked, in input order: account 3 typed twice (kept once), account 6 never answered. */
const ASKED = [0, 1, 2, 3, 3, 4, 5, 6].map((i) => ({ raw: raw(i), input: `typed-${i}` }));
const HEAD = {
  indexer: { profileId: 'p', name: 'P', baseUrl: 'http://x' },
  lastBlock: null,
  includeBoc: false,
  cancelled: false,
};

/** Each batch's answer parsed afresh from the indexer's text. */
const parsedBatches = () =>
  BATCHES.map(([raws, answer]) => [raws, JSON.parse(JSON.stringify(answer)) as AccountLookup] as const);

/** The lookup of {@link ASKED} after every batch came, each parsed afresh. */
function answered(): LookupAnswer {
  const answer = LookupAnswer.of({ mode: 'record' }, ASKED);
  for (const [raws, batch] of parsedBatches()) answer.add(raws, checkedLookup(batch));
  return answer;
}

/** What the answers said, composed by hand from another parse of them: the found in input order, without BoCs. */
function said(): AccountLookup {
  const batches = parsedBatches().map(([, batch]) => batch);
  const accounts = batches.flatMap((batch) => batch.accounts);
  const inOrder = [0, 1, 3, 4, 5].map((i) => accounts.find((a) => a.address === raw(i))!);
  return {
    accounts: inOrder.map(({ code_boc: _code, ...rest }) => rest),
    address_book: Object.assign({}, ...batches.map((batch) => batch.address_book)),
    metadata: Object.assign({}, ...batches.map((batch) => batch.metadata)),
    not_found: [raw(2)],
  };
}

describe('a lookup’s answers kept compactly', () => {
  it('drafts, results and logs exactly what the answers said', () => {
    const answer = answered();
    const expected = said();
    const draft = answer.draft(HEAD);
    // Same values and the same key order: the CLI's JSON and the log write them as they are.
    expect(JSON.stringify(lookupDocument(answer.result()))).toBe(JSON.stringify(expected));
    expect(lookupDocument(answer.result())).toEqual(expected);
    expect([...draft.result.address_book.keys()]).toEqual(Object.keys(expected.address_book));
    expect(draft.counts).toEqual({ requested: 7, found: 5, notFound: 1, failed: 0 });
    const entry: KeptLookupEntry = {
      schemaVersion: LOOKUP_LOG_SCHEMA_VERSION,
      id: '0000000000001-abcdef',
      createdAt: '2026-01-01T00:00:00.000Z',
      ...draft,
    };
    const body = [...compactBodyPieces(entry)].join('');
    expect((expandedBody(JSON.parse(body)) as LookupLogEntry).result).toEqual(expected);
  });

  it('gives each row the very values its answer said', () => {
    const answer = answered();
    const expected = said();
    const rows = answer.rows();
    expect(rows.map((row) => row.account && JSON.stringify(row.account))).toEqual(
      [0, 1, null, 3, 4, 5, null].map((i) =>
        i === null ? null : JSON.stringify(expected.accounts.find((a) => a.address === raw(i))),
      ),
    );
    expect(rows.map((row) => row.book)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((i) => expected.address_book[raw(i)] ?? null),
    );
  });

  it('holds equal lists, code hashes and empty extra currencies once for the whole lookup', () => {
    const [zero, one, three, four, five] = answered().result().accounts;
    expect(four!.contract_methods).toBe(zero!.contract_methods);
    expect(five!.contract_methods).toBe(zero!.contract_methods);
    expect(five!.interfaces).toBe(zero!.interfaces);
    expect(four!.extra_currencies).toBe(zero!.extra_currencies);
    expect(one!.extra_currencies).not.toBe(zero!.extra_currencies);
    expect(three!.interfaces).toBeNull();
    const book = answered().names().addressBook;
    expect(book.get(raw(4))!.interfaces).toBe(book.get(raw(0))!.interfaces);
  });
});
