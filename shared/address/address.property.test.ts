/**
 * Properties over random input, with @ton/core (an independent implementation of TEP-2) writing the
 * forms that our codec must read back: nothing throws, every form round-trips, and a shuffled paste of
 * mixed forms yields exactly the distinct accounts.
 */
import { Address } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressForms,
  bounceableFormOfRaw,
  friendlyFormOfRaw,
  isFriendlyFormOfRaw,
  parseAddress,
} from './address-codec';
import { parseAddressList } from './address-list';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A random account: workchain 0 or -1 and a 32-byte hash. */
const account = fc.record({
  workchain: fc.constantFrom(0, -1),
  hash: fc.uint8Array({ minLength: 32, maxLength: 32 }),
});

/** Every spelling of one account, written by @ton/core: raw in both cases and the eight friendly forms. */
function spellings(workchain: number, hash: Uint8Array): string[] {
  const raw = `${workchain}:${hex(hash)}`;
  const address = Address.parseRaw(raw);
  const out = [raw, raw.toUpperCase()];
  for (const bounceable of [true, false]) {
    for (const testOnly of [false, true]) {
      for (const urlSafe of [true, false]) out.push(address.toString({ bounceable, testOnly, urlSafe }));
    }
  }
  return out;
}

/** Text with the characters pastes are made of: address alphabets, separators, quotes, links, Unicode. */
const pasteLike = fc.array(
  fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    fc.constantFrom(
      'EQ',
      'UQ',
      '0:',
      '-1:',
      '://',
      'ton://transfer/',
      'https://tonviewer.com/',
      '\r\n',
      '\n',
      ',',
      ';',
      '"',
      '«',
      '😀',
      '%',
      '%E0%A4%A',
    ),
    fc.string({
      unit: fc.constantFrom(...'ABCDEFabcdef0123456789-_+/=:'.split('')),
      minLength: 40,
      maxLength: 70,
    }),
  ),
  { maxLength: 30 },
);

describe('properties', () => {
  it('parseAddress and parseAddressList never throw, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          pasteLike.map((parts) => parts.join('')),
        ),
        (text) => {
          const single = parseAddress(text);
          expect(typeof single.ok).toBe('boolean');
          const list = parseAddressList(text);
          const { tokens, valid, duplicates, invalid } = list.summary;
          expect(tokens).toBe(valid + duplicates + invalid);
          for (const entry of list.invalid) expect(entry.message).toBeTruthy();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('every form of a random account, written by @ton/core, parses back to the same raw and forms', () => {
    fc.assert(
      fc.property(account, ({ workchain, hash }) => {
        const expectedRaw = `${workchain}:${hex(hash).toUpperCase()}`;
        const reference = Address.parseRaw(expectedRaw);
        const expectedForms = {
          raw: expectedRaw,
          bounceable: reference.toString({ bounceable: true, testOnly: false }),
          nonBounceable: reference.toString({ bounceable: false, testOnly: false }),
          testnetBounceable: reference.toString({ bounceable: true, testOnly: true }),
          testnetNonBounceable: reference.toString({ bounceable: false, testOnly: true }),
        };
        for (const form of spellings(workchain, hash)) {
          const result = parseAddress(form);
          if (!result.ok) throw new Error(`${form} rejected: ${result.message}`);
          expect(result.address.raw).toBe(expectedRaw);
          expect(result.address.workchain).toBe(workchain);
          expect(result.address.forms).toEqual(expectedForms);
        }
        expect(addressForms(expectedRaw)).toEqual(expectedForms);
      }),
      { numRuns: 300 },
    );
  });

  it('every friendly form written, and the one the client sends the indexer, is the form @ton/core writes', () => {
    fc.assert(
      fc.property(account, fc.boolean(), fc.boolean(), ({ workchain, hash }, bounceable, testOnly) => {
        const raw = `${workchain}:${hex(hash).toUpperCase()}`;
        const expected = Address.parseRaw(raw).toString({ urlSafe: true, bounceable, testOnly });
        expect(friendlyFormOfRaw(raw, bounceable, testOnly)).toBe(expected);
        if (bounceable && !testOnly) expect(bounceableFormOfRaw(raw)).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it('a text is the friendly form of an address with given flags exactly when it is the text @ton/core writes', () => {
    fc.assert(
      fc.property(
        account,
        fc.boolean(),
        fc.boolean(),
        fc.nat(47),
        ({ workchain, hash }, bounceable, testOnly, at) => {
          const raw = `${workchain}:${hex(hash).toUpperCase()}`;
          const text = Address.parseRaw(raw).toString({ urlSafe: true, bounceable, testOnly });
          expect(isFriendlyFormOfRaw(text, raw, bounceable, testOnly)).toBe(true);
          expect(isFriendlyFormOfRaw(text, raw, !bounceable, testOnly)).toBe(false);
          expect(isFriendlyFormOfRaw(text, raw, bounceable, !testOnly)).toBe(false);
          // Any one character changed, or one more, is another text.
          const changed = `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
          expect(isFriendlyFormOfRaw(changed, raw, bounceable, testOnly)).toBe(false);
          expect(isFriendlyFormOfRaw(`${text}=`, raw, bounceable, testOnly)).toBe(false);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('a friendly address with a character changed is accepted exactly when @ton/core accepts it, as the same account', () => {
    // The codec decodes friendly forms itself (for speed); @ton/core is the reference it must agree with.
    const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+/';
    const mutated = fc
      .tuple(account, fc.boolean(), fc.boolean(), fc.nat(47), fc.nat(base64.length - 1))
      .map(([{ workchain, hash }, bounceable, testOnly, at, pick]) => {
        const form = Address.parseRaw(`${workchain}:${hex(hash)}`).toString({ bounceable, testOnly });
        return form.slice(0, at) + base64[pick] + form.slice(at + 1);
      });
    fc.assert(
      fc.property(mutated, (text) => {
        let reference: string | null = null;
        try {
          const parsed = Address.parseFriendly(text).address;
          if (parsed.workChain === 0 || parsed.workChain === -1)
            reference = parsed.toRawString().toUpperCase();
        } catch {
          reference = null;
        }
        const ours = parseAddress(text);
        expect(ours.ok ? ours.address.raw.toUpperCase() : null).toBe(reference);
      }),
      { numRuns: 3000 },
    );
  });

  it('a shuffled paste of mixed forms yields one unique entry per distinct account', () => {
    const paste = fc
      .uniqueArray(account, { minLength: 1, maxLength: 12, selector: (a) => `${a.workchain}:${hex(a.hash)}` })
      .chain((accounts) =>
        fc.tuple(
          fc.constant(accounts.length),
          fc.shuffledSubarray(
            accounts.flatMap((a) =>
              spellings(a.workchain, a.hash).map((form, i) => ({ form, first: i === 0 })),
            ),
            { minLength: 1 },
          ),
          fc.array(fc.constantFrom('\n', '\r\n', ', ', ';', '\t', ' '), { minLength: 1 }),
        ),
      );
    fc.assert(
      fc.property(paste, ([, picked, separators]) => {
        const text = picked.map((p, i) => p.form + separators[i % separators.length]!).join('');
        const list = parseAddressList(text);
        const distinct = new Set(picked.map((p) => Address.parse(p.form).toRawString().toUpperCase()));
        expect(list.summary.invalid).toBe(0);
        expect(list.unique.length).toBe(distinct.size);
        expect(new Set(list.unique.map((a) => a.raw))).toEqual(distinct);
        expect(list.summary.duplicates).toBe(picked.length - distinct.size);
        for (const entry of list.duplicates) {
          expect(list.entries[entry.duplicateOf!]!.address!.raw).toBe(entry.address!.raw);
          expect(entry.duplicateOf!).toBeLessThan(entry.index);
        }
      }),
      { numRuns: 200 },
    );
  });
});
