/**
 * Server text cut at its bound says so, fits the bound with its note, never splits a character, and
 * cutting twice changes nothing (the log re-reads stored answers through the same schemas); exact
 * values past their bound are refused, never cut.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountStateSchema } from './account-states';
import { CUT_NOTE_PREFIX } from './free-form';
import { STATUS_MAX_CHARS, cutServerText } from './server-strings';

/** Half of a surrogate pair without its other half: a character split in two. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('cutServerText', () => {
  it('keeps text within the bound as it is', () => {
    expect(cutServerText('active', STATUS_MAX_CHARS)).toBe('active');
    expect(cutServerText('x'.repeat(128), 128)).toBe('x'.repeat(128));
  });

  it('cuts a longer text to its start and a note of how much was cut, the two within the bound', () => {
    const cut = cutServerText(`active${'x'.repeat(10_000_000)}`, 128);
    expect(cut.length).toBeLessThanOrEqual(128);
    expect(cut).toMatch(/^activex+\[cut by the explorer: 9,999,9\d\d more characters\]$/);
    const kept = cut.indexOf(CUT_NOTE_PREFIX);
    expect(kept + Number(/([\d,]+) more/.exec(cut)![1]!.replace(/,/g, ''))).toBe(10_000_006);
  });

  it('never splits a surrogate pair, and cutting again changes nothing', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.integer({ min: 60, max: 300 }),
        (text, max) => {
          const cut = cutServerText(text, max);
          expect(cut.length).toBeLessThanOrEqual(max);
          expect(LONE_SURROGATE.test(cut)).toBe(LONE_SURROGATE.test(text));
          expect(cutServerText(cut, max)).toBe(cut);
        },
      ),
    );
  });
});

describe('bounds in the schemas', () => {
  const account = {
    address: `0:${'AB'.repeat(32)}`,
    account_state_hash: 'A'.repeat(43) + '=',
    balance: '1',
    extra_currencies: null,
    status: 'active',
    last_transaction_hash: null,
    last_transaction_lt: null,
  };

  it('a status past its bound is cut; parsing the cut account again gives the same account', () => {
    const parsed = accountStateSchema.parse({ ...account, status: 'y'.repeat(1_000_000) });
    expect(parsed.status!.length).toBeLessThanOrEqual(STATUS_MAX_CHARS);
    expect(accountStateSchema.parse(parsed)).toEqual(parsed);
  });

  it('an extra-currency id that is no uint32 is refused', () => {
    expect(accountStateSchema.safeParse({ ...account, extra_currencies: { '239': '5' } }).success).toBe(true);
    expect(
      accountStateSchema.safeParse({ ...account, extra_currencies: { ['9'.repeat(1000)]: '5' } }).success,
    ).toBe(false);
  });
});
