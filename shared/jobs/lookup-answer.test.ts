/**
 * The one answer of a lookup: batches zipped with what was asked by raw address (never by position in
 * the answer), each account's row made once with its facts; `record` keeps everything for the log's
 * draft and the result in input order; `stream` hands rows on in input order, holding only what waits.
 */
import { describe, expect, it } from 'vitest';
import type { AccountLookup, AccountState } from '../api/account-states';
import { LookAlikeIndex } from '../address/look-alike-address';
import { poisoned } from '../../test-support/look-alike-address';
import { checkedLookup } from '../../test-support/checked-lookup';
import { LookupAnswer } from './lookup-answer';
import type { LookupRow } from './lookup-row';

const raw = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
const unknown = (raws: string[]): AccountLookup => ({
  accounts: [],
  address_book: {},
  metadata: {},
  not_found: raws,
});
const state = (i: number, extra: Partial<AccountState> = {}): AccountState => ({
  address: raw(i),
  account_state_hash: 'AAAA',
  balance: `${i}000000000`,
  extra_currencies: null,
  status: 'active',
  last_transaction_hash: null,
  last_transaction_lt: null,
  code_boc: 'te6cckEBAQEAAgAAAEysuc0=',
  ...extra,
});
const asked = (n: number) => Array.from({ length: n }, (_, i) => ({ raw: raw(i), input: `in-${i}` }));
const brief = (rows: readonly LookupRow[]) => rows.map((r) => [r.input, r.status]);

describe('a lookup answer in record mode', () => {
  it('zips a batch by raw address, whatever order the batch was asked in, and keeps input order', () => {
    const answer = LookupAnswer.of({ mode: 'record' }, asked(4));
    const step = answer.add(
      [raw(3), raw(1), raw(2)],
      checkedLookup({
        accounts: [state(3), state(1)],
        address_book: { [raw(3)]: { user_friendly: 'EQ3', domain: 'three.ton' } },
        metadata: {},
        not_found: [raw(2)],
      }),
    );
    expect(
      step.rows.map((r) => [r.index, r.status, r.account?.balance ?? null, r.book?.domain ?? null]),
    ).toEqual([
      [3, 'active', '3000000000', 'three.ton'],
      [1, 'active', '1000000000', null],
      [2, 'not found', null, null],
    ]);
    const result = answer.result();
    expect(result.accounts.map((a) => a.address)).toEqual([raw(1), raw(3)]);
    expect(result.not_found).toEqual([raw(2)]);
    expect(answer.answered()).toBe(3);
  });

  it('gives no row to accounts a row cap cut off, and fails only accounts that have no answer', () => {
    const answer = LookupAnswer.of({ mode: 'record' }, asked(3));
    const cut = answer.add([raw(0), raw(1)], checkedLookup({ ...unknown([raw(0)]), unanswered: [raw(1)] }));
    expect(brief(cut.rows)).toEqual([['in-0', 'not found']]);
    const failed = answer.fail([raw(0), raw(1), raw(2)], {
      kind: 'http',
      status: 502,
      message: 'bad gateway',
    });
    expect(brief(failed)).toEqual([
      ['in-1', 'failed'],
      ['in-2', 'failed'],
    ]);
    expect(failed[0]!.failure?.message).toBe('bad gateway');
    expect(answer.failedRaws()).toEqual([raw(1), raw(2)]);
  });

  it('gives an account it did not ask a row after the others, and lists it in no result', () => {
    const answer = LookupAnswer.of({ mode: 'record' }, asked(2));
    const step = answer.add([raw(1), raw(9)], checkedLookup({ ...unknown([raw(9)]), accounts: [state(1)] }));
    expect(step.rows.map((r) => [r.index, r.input, r.status])).toEqual([
      [1, 'in-1', 'active'],
      [2, raw(9), 'not found'],
    ]);
    expect(answer.answered()).toBe(2);
    expect(answer.result()).toMatchObject({ accounts: [{ address: raw(1) }], not_found: [] });
    expect(brief(answer.rows())).toEqual([
      ['in-0', 'pending'],
      ['in-1', 'active'],
    ]);
    expect(answer.fail([raw(0), raw(9)], { kind: 'network', message: 'reset' }).map((r) => r.raw)).toEqual([
      raw(0),
    ]);
  });

  it('drafts the log entry in input order, without BoCs, counting every account once', () => {
    const answer = LookupAnswer.of({ mode: 'record' }, asked(3));
    answer.add([raw(2), raw(0)], checkedLookup({ ...unknown([raw(0)]), accounts: [state(2)] }));
    answer.fail([raw(1)], { kind: 'network', message: 'reset' });
    const draft = answer.draft({
      indexer: { profileId: 'p', name: 'P', baseUrl: 'http://x' },
      lastBlock: null,
      includeBoc: true,
      cancelled: false,
    });
    expect(draft.inputs.map((i) => i.input)).toEqual(['in-0', 'in-1', 'in-2']);
    expect(draft.counts).toEqual({ requested: 3, found: 1, notFound: 1, failed: 1 });
    expect(draft.failed).toEqual([raw(1)]);
    expect(draft.result.accounts[0]).not.toHaveProperty('code_boc');
  });

  it('starts a retry from the logged lookup: a failed account answered now is no longer failed', () => {
    const first = LookupAnswer.of({ mode: 'record' }, asked(2));
    first.add([raw(0)], checkedLookup({ ...unknown([]), accounts: [state(0)] }));
    first.fail([raw(1)], { kind: 'network', message: 'reset' });
    const entry = first.draft({
      indexer: { profileId: 'p', name: 'P', baseUrl: 'http://x' },
      lastBlock: null,
      includeBoc: false,
      cancelled: false,
    });
    const retry = new LookupAnswer({ mode: 'record' }, entry);
    const step = retry.add([raw(1)], checkedLookup({ ...unknown([]), accounts: [state(1)] }));
    expect(step.rows.map((r) => r.index)).toEqual([1]);
    expect(retry.failedRaws()).toEqual([]);
    expect(brief(retry.rows())).toEqual([
      ['in-0', 'active'],
      ['in-1', 'active'],
    ]);
  });

  it('reopens a logged lookup a slice at a time, to the same rows, draft and names as at once', async () => {
    const first = LookupAnswer.of({ mode: 'record' }, asked(7));
    const book = (i: number) => ({ user_friendly: `UF${i}`, domain: null });
    first.add(
      [raw(0), raw(2), raw(4), raw(6)],
      checkedLookup({
        accounts: [state(0), state(4)],
        address_book: { [raw(0)]: book(0), [raw(4)]: book(4) },
        metadata: { [raw(4)]: { is_indexed: false, token_info: [] } },
        not_found: [raw(2), raw(6)],
      }),
    );
    first.fail([raw(1), raw(3), raw(5)], { kind: 'network', message: 'reset' });
    const head = {
      indexer: { profileId: 'p', name: 'P', baseUrl: 'http://x' },
      lastBlock: null,
      includeBoc: false,
      cancelled: false,
    };
    const entry = first.draft(head);
    const atOnce = new LookupAnswer({ mode: 'record' }, entry);
    let turns = 0;
    const sliced = await LookupAnswer.restored({ mode: 'record' }, entry, async () => void turns++, 3);
    // 7 inputs, 2 accounts, 2 book entries, 1 metadata entry: a stop after every 3rd of these 12.
    expect(turns).toBe(4);
    expect(sliced.rows()).toEqual(atOnce.rows());
    expect(sliced.draft(head)).toEqual(atOnce.draft(head));
    expect(sliced.names()).toEqual(atOnce.names());
    expect(sliced.failedRaws()).toEqual([raw(1), raw(3), raw(5)]);
  });

  it("names a jetton wallet's token from its master's metadata in another batch", () => {
    const answer = LookupAnswer.of({ mode: 'record' }, asked(2));
    const master = {
      is_indexed: true,
      token_info: [{ type: 'jetton_masters', valid: true, symbol: 'USD₮', extra: { decimals: '6' } }],
    };
    answer.add(
      [raw(1)],
      checkedLookup({ ...unknown([]), accounts: [state(1)], metadata: { [raw(1)]: master } }),
    );
    const wallet = {
      is_indexed: true,
      token_info: [{ type: 'jetton_wallets', valid: true, extra: { jetton: raw(1), balance: '1500000' } }],
    };
    const step = answer.add(
      [raw(0)],
      checkedLookup({
        ...unknown([]),
        accounts: [state(0)],
        metadata: { [raw(0)]: wallet },
      }),
    );
    expect(step.rows[0]!.token).toMatchObject({ symbol: 'USD₮', jettonBalance: '1.5' });
  });

  it('keeps a key such as __proto__ from an answer as a plain key', () => {
    const answer = LookupAnswer.of({ mode: 'record' }, asked(1));
    const book = JSON.parse(`{"__proto__": {"user_friendly": "EQx"}}`) as AccountLookup['address_book'];
    answer.add([raw(0)], checkedLookup({ ...unknown([raw(0)]), address_book: book }));
    expect([...answer.result().address_book.keys()]).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['user_friendly']).toBeUndefined();
  });
});

describe('a lookup answer in stream mode', () => {
  it('hands rows on in input order, as soon as nothing before is missing, and holds no more than that', () => {
    const answer = LookupAnswer.of({ mode: 'stream' }, asked(6));
    expect(answer.add([raw(2), raw(3)], checkedLookup(unknown([raw(2), raw(3)]))).rows).toEqual([]);
    expect(answer.backlog()).toBe(6);
    const run = answer.fail([raw(0), raw(1)], { kind: 'http', status: 502, message: 'bad gateway' });
    expect(brief(run)).toEqual([
      ['in-0', 'failed'],
      ['in-1', 'failed'],
      ['in-2', 'not found'],
      ['in-3', 'not found'],
    ]);
    expect(answer.backlog()).toBe(2);
    answer.ask(raw(6), 'in-6');
    const rest: LookupRow[][] = [];
    answer.end((rows) => void rest.push(rows));
    expect(brief(rest.flat())).toEqual([
      ['in-4', 'pending'],
      ['in-5', 'pending'],
      ['in-6', 'pending'],
    ]);
    expect(answer.backlog()).toBe(0);
  });

  it('names each row by its own position and input after the accounts handed on leave the front', () => {
    const answer = LookupAnswer.of({ mode: 'stream' }, asked(10_000));
    const handed: LookupRow[] = [];
    for (let from = 0; from < 10_000; from += 1_000) {
      const raws = asked(10_000)
        .slice(from, from + 1_000)
        .map((a) => a.raw);
      handed.push(...answer.add(raws, checkedLookup(unknown(raws))).rows);
      answer.ask(raw(10_000 + from), `late-${from}`);
    }
    expect(handed.map((r) => [r.index, r.input])).toEqual(asked(10_000).map((a, i) => [i, a.input]));
    const rest: LookupRow[][] = [];
    answer.end((rows) => void rest.push(rows));
    expect(rest.flat().map((r) => [r.index, r.input])).toEqual(
      Array.from({ length: 10 }, (_, k) => [10_000 + k, `late-${k * 1_000}`]),
    );
  });

  it('leaves accounts an answer cut at a row cap waiting for the batch that asks them again', () => {
    const answer = LookupAnswer.of({ mode: 'stream' }, asked(2));
    const first = answer.add([raw(0), raw(1)], checkedLookup({ ...unknown([raw(0)]), unanswered: [raw(1)] }));
    expect(first.rows.map((r) => r.input)).toEqual(['in-0']);
    expect(answer.add([raw(1)], checkedLookup(unknown([raw(1)]))).rows.map((r) => r.input)).toEqual(['in-1']);
  });
});

describe('a lookup answer’s look-alikes (address poisoning), found as rows are made', () => {
  const victim = raw(0xabcdef);
  const fake = poisoned(victim);
  const list = [victim, raw(1), fake, raw(2)].map((r, i) => ({ raw: r, input: `in-${i}` }));

  it('sends nothing with a batch that has none, and both of a pair with the batch of the second', () => {
    const answer = LookupAnswer.of({ mode: 'record', lookAlikes: new LookAlikeIndex(false) }, list);
    const first = answer.add([victim, raw(1)], checkedLookup(unknown([victim, raw(1)])));
    expect(first).not.toHaveProperty('lookAlikes');
    const second = answer.add([fake, raw(2)], checkedLookup(unknown([fake, raw(2)])));
    expect(second.lookAlikes?.map((m) => [m.raw, m.of.row])).toEqual([
      [fake, 0],
      [victim, 2],
    ]);
    expect([...answer.lookAlikes().keys()]).toEqual([fake, victim]);
  });

  it('marks a failed batch’s account too, and one that looks like the user’s label', () => {
    const own = [{ raw: victim, kept: 'label' as const, label: 'Alice' }];
    const answer = LookupAnswer.of({ mode: 'stream', lookAlikes: new LookAlikeIndex(false, own) }, list);
    answer.fail([fake], { kind: 'network', message: 'reset' });
    expect(answer.takeLookAlikes().lookAlikes).toEqual([
      { raw: fake, of: expect.objectContaining({ raw: victim, label: 'Alice' }) },
    ]);
    expect(answer.takeLookAlikes()).toEqual({});
  });

  it('restores a logged lookup’s marks without sending them again', () => {
    const first = LookupAnswer.of({ mode: 'record' }, list);
    first.add([victim, raw(1), fake], checkedLookup(unknown([victim, raw(1), fake])));
    first.fail([raw(2)], { kind: 'network', message: 'reset' });
    const entry = { inputs: list, result: first.result(), failed: first.failedRaws() };
    const again = new LookupAnswer({ mode: 'record', lookAlikes: new LookAlikeIndex(false) }, entry);
    expect(again.lookAlikes().get(fake)?.raw).toBe(victim);
    expect(again.add([raw(2)], checkedLookup(unknown([raw(2)])))).not.toHaveProperty('lookAlikes');
  });
});
