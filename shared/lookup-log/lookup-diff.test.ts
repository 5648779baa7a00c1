/** What a re-run highlights: balance, status and last transaction changes, appeared and disappeared accounts. */
import { describe, expect, it } from 'vitest';
import type { CheckedLookup } from '../api/account-states';
import { checkedLookup } from '../../test-support/checked-lookup';
import { diffLookups } from './lookup-diff';
import { sampleLookup, sampleRaw } from '../../test-support/sample-log-drafts';

const clone = (lookup: CheckedLookup) => structuredClone(lookup);

describe('diffLookups', () => {
  it('reports nothing when nothing changed', () => {
    const before = checkedLookup(sampleLookup(30));
    expect(diffLookups(before, clone(before)).size).toBe(0);
  });

  it('reports balance, status and last transaction changes per raw address, old then new', () => {
    const before = checkedLookup(sampleLookup(6));
    const after = clone(before);
    after.accounts[0]!.balance = '5';
    after.accounts[1]!.status = 'frozen';
    after.accounts[2]!.last_transaction_lt = '99';
    after.accounts[2]!.balance = null;
    const diff = diffLookups(before, after);
    expect(Object.fromEntries(diff)).toEqual({
      [before.accounts[0]!.address]: { balance: [before.accounts[0]!.balance, '5'] },
      [before.accounts[1]!.address]: { status: ['active', 'frozen'] },
      [before.accounts[2]!.address]: {
        balance: [before.accounts[2]!.balance, null],
        lastTransaction: [before.accounts[2]!.last_transaction_lt, '99'],
      },
    });
  });

  it('reports accounts that appeared (not found before) and disappeared (not found now)', () => {
    const before = checkedLookup(sampleLookup(3)); // accounts 0 and 1, account 2 not found
    const after = clone(before);
    const gone = after.accounts.shift()!;
    after.not_found = [gone.address];
    after.accounts.push({ ...after.accounts[0]!, address: sampleRaw(2), balance: '7' });
    const diff = diffLookups(before, after);
    expect(diff.get(sampleRaw(0))).toMatchObject({
      disappeared: true,
      balance: [gone.balance, null],
      status: ['active', null],
    });
    expect(diff.get(sampleRaw(2))).toMatchObject({
      appeared: true,
      balance: [null, '7'],
      status: [null, 'active'],
    });
    expect(diff.has(sampleRaw(1))).toBe(false);
  });

  it('says nothing about an account one side has no answer for (its batch failed)', () => {
    const before = checkedLookup(sampleLookup(3));
    const after = clone(before);
    after.accounts.shift(); // neither returned nor "not found": failed in the re-run
    expect(diffLookups(before, after).size).toBe(0);
  });

  it('matches addresses whatever their hex case', () => {
    const before = checkedLookup(sampleLookup(2, { start: 0xabc0 }));
    const after = clone(before);
    after.accounts[0]!.address = after.accounts[0]!.address.toLowerCase();
    expect(after.accounts[0]!.address).not.toBe(before.accounts[0]!.address);
    expect(diffLookups(before, after).size).toBe(0);
  });
});
