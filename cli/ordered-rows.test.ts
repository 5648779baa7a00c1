/**
 * The CLI's ordered rows: batches landing out of order still leave in input order, each run as soon as
 * nothing before it is missing; the backlog counts what is held; at the end the rest is written pending.
 */
import { describe, expect, it } from 'vitest';
import type { AccountLookup } from '../shared/api/account-states';
import { orderedRows, type AccountRow } from './ordered-rows';

const raw = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
const unknown = (raws: string[]): AccountLookup => ({
  accounts: [],
  address_book: {},
  metadata: {},
  not_found: raws,
});

describe('ordered rows', () => {
  it('write in input order, as soon as nothing before is missing, and hold no more than that', () => {
    const runs: AccountRow[][] = [];
    const rows = orderedRows((run) => void runs.push(run));
    for (let i = 0; i < 6; i++) rows.push({ raw: raw(i), input: `in-${i}` });
    rows.batch([raw(2), raw(3)], unknown([raw(2), raw(3)]), null);
    expect(runs).toEqual([]);
    expect(rows.backlog()).toBe(6);
    rows.batch([raw(0), raw(1)], null, { kind: 'http', status: 502, message: 'bad gateway' });
    expect(runs.map((run) => run.map((r) => [r.input, r.status]))).toEqual([
      [
        ['in-0', 'failed'],
        ['in-1', 'failed'],
        ['in-2', 'not_found'],
        ['in-3', 'not_found'],
      ],
    ]);
    expect(rows.backlog()).toBe(2);
    rows.end([{ raw: raw(6), input: 'in-6' }]);
    expect(
      runs
        .flat()
        .map((r) => [r.input, r.status])
        .slice(4),
    ).toEqual([
      ['in-4', 'pending'],
      ['in-5', 'pending'],
      ['in-6', 'pending'],
    ]);
  });

  it('leaves accounts an answer cut at a row cap waiting for the batch that asks them again', () => {
    const runs: AccountRow[][] = [];
    const rows = orderedRows((run) => void runs.push(run));
    rows.push({ raw: raw(0), input: 'a' });
    rows.push({ raw: raw(1), input: 'b' });
    rows.batch([raw(0), raw(1)], { ...unknown([raw(0)]), unanswered: [raw(1)] }, null);
    expect(runs.flat().map((r) => r.input)).toEqual(['a']);
    rows.batch([raw(1)], unknown([raw(1)]), null);
    expect(runs.flat().map((r) => r.input)).toEqual(['a', 'b']);
  });
});
