import { describe, expect, it } from 'vitest';
import { addressForms } from '../../shared/address/address-codec';
import { parseAddressList } from '../../shared/address/address-list';
import { requestedAccounts } from './requested-accounts';

const A = `0:${'A1'.repeat(32)}`;
const B = `0:${'B2'.repeat(32)}`;

describe('requestedAccounts', () => {
  it('one account per distinct address, in input order, each as first written, with its repeats', () => {
    const friendlyA = addressForms(A).bounceable;
    const text = `${friendlyA}\nnot-an-address\n${B}\n${A}\n  ${addressForms(A).nonBounceable}, ${B}`;
    const asked = requestedAccounts(parseAddressList(text));
    expect(
      asked.map(({ raw, input, line, column, repeats }) => ({ raw, input, line, column, repeats })),
    ).toEqual([
      { raw: A, input: friendlyA, line: 1, column: 1, repeats: 2 },
      { raw: B, input: B, line: 3, column: 1, repeats: 1 },
    ]);
  });

  it('nothing for a list with no valid address', () => {
    expect(requestedAccounts(parseAddressList('EQ-not-valid\n0:xyz'))).toEqual([]);
  });
});
