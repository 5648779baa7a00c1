/**
 * Property: whatever JSON (or non-JSON) the indexer sends, decoding answers a value or a schema error
 * naming where — never a crash, never another kind of error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountStatesResponseSchema } from '../api/account-states';
import { masterchainInfoSchema } from '../api/block';
import { AppError } from '../errors';
import { decodeJson } from './decode';

function outcome(schema: Parameters<typeof decodeJson>[0], text: string): 'value' | 'schema-error' {
  try {
    decodeJson(schema, text, 'test');
    return 'value';
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const info = (error as AppError).info;
    expect(info.kind).toBe('schema');
    expect(info.path).toBeTruthy();
    expect(info.message).not.toMatch(/\n\s+at /);
    return 'schema-error';
  }
}

describe('decodeJson', () => {
  it('answers arbitrary JSON with a value or a schema error', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        outcome(accountStatesResponseSchema, text);
        outcome(masterchainInfoSchema, text);
      }),
      { numRuns: 500 },
    );
  });

  it('answers arbitrary text with a value or a schema error', () => {
    fc.assert(
      fc.property(fc.string(), (text) => void outcome(accountStatesResponseSchema, text)),
      { numRuns: 300 },
    );
  });

  it('answers envelopes with random account records with a value or a schema error', () => {
    const account = fc.dictionary(
      fc.constantFrom(
        'address',
        'balance',
        'status',
        'account_state_hash',
        'extra_currencies',
        'last_transaction_lt',
        'interfaces',
      ),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(
        fc.array(account, { maxLength: 4 }),
        fc.jsonValue(),
        fc.jsonValue(),
        (accounts, book, metadata) => {
          outcome(accountStatesResponseSchema, JSON.stringify({ accounts, address_book: book, metadata }));
        },
      ),
      { numRuns: 300 },
    );
  });
});
