import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiJson, jsonBytes, jsonPieces } from './json-bytes';

const encoder = new TextEncoder();
const noPause = () => Promise.resolve();

/** JSON-like values, with what JSON.stringify treats apart: undefined members, holes, toJSON, lone surrogates. */
const jsonish = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.string({ unit: 'binary' }),
    fc.constant(undefined),
    fc.date({ noInvalidDate: true }),
  ),
  node: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 200 }),
  object: fc.dictionary(fc.string({ unit: 'binary' }), tie('node'), { maxKeys: 150 }),
}));

describe('the JSON of a log entry made a slice at a time', () => {
  it('is what JSON.stringify gives, in ASCII only, and reads back as the same JSON', async () => {
    await fc.assert(
      fc.asyncProperty(jsonish.node, async (value) => {
        const whole = JSON.stringify(value);
        if (whole === undefined) return;
        expect([...jsonPieces(value)].join('')).toBe(whole);
        const bytes = await jsonBytes(value, noPause);
        expect(bytes).toEqual(encoder.encode(asciiJson(whole)));
        expect(bytes.every((byte) => byte < 0x80)).toBe(true);
        expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual(JSON.parse(whole));
      }),
      { numRuns: 300 },
    );
  });

  it('writes every unit beyond ASCII as its escape, a lone surrogate and a pair split over two', () => {
    const text = JSON.stringify({ symbol: 'USD₮', gem: '💎', lone: '\ud800', plain: 'a"\\' });
    expect(asciiJson(text)).toBe(
      String.raw`{"symbol":"USD\u20ae","gem":"\ud83d\udc8e","lone":"\ud800","plain":"a\"\\"}`,
    );
    expect(JSON.parse(asciiJson(text))).toEqual(JSON.parse(text));
  });

  it('splits arrays and objects of any length, on and around its group size, the same way', async () => {
    const member = fc.oneof(jsonish.leaf, fc.array(jsonish.leaf, { maxLength: 3 }));
    const sized = fc.integer({ min: 0, max: 300 }).chain((n) =>
      fc.oneof(
        fc.array(member, { minLength: n, maxLength: n }),
        fc
          .uniqueArray(fc.tuple(fc.string({ unit: 'binary' }), member), {
            minLength: n,
            maxLength: n,
            selector: ([key]) => key,
          })
          .map((entries) => Object.fromEntries(entries)),
      ),
    );
    await fc.assert(
      fc.asyncProperty(sized, async (value) => {
        const record = { head: 1, big: value, tail: [value] };
        expect(await jsonBytes(record, noPause)).toEqual(encoder.encode(asciiJson(JSON.stringify(record))));
      }),
      { numRuns: 150 },
    );
  });

  it('pauses between slices of a large entry, and the bytes are still whole', async () => {
    const accounts = Array.from({ length: 40_000 }, (_, i) => ({
      address: `0:${i.toString(16).padStart(64, '0').toUpperCase()}`,
      balance: String(10n ** 18n + BigInt(i)),
      status: 'active',
      note: i % 7 === 0 ? 'жетон 💎' : undefined,
    }));
    const entry = {
      id: '1',
      result: {
        accounts,
        address_book: Object.fromEntries(accounts.map((a) => [a.address, { user_friendly: a.balance }])),
      },
    };
    let pauses = 0;
    const bytes = await jsonBytes(entry, async () => void pauses++);
    expect(new TextDecoder().decode(bytes)).toBe(asciiJson(JSON.stringify(entry)));
    // ~10 MB of JSON in 256 K-character chunks, with a pause at most every 20 ms of work.
    expect(pauses).toBeGreaterThan(0);
  });
});
