import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashAt, packHashes } from './hash-bytes';

/** 32 bytes as Base64 in one of the four forms a server may write them in. */
function written(bytes: Uint8Array, urlSafe: boolean, padded: boolean): string {
  let text = Buffer.from(bytes).toString(urlSafe ? 'base64url' : 'base64');
  text = text.replace(/=+$/, '');
  return padded ? `${text}=` : text;
}

const hashBytes = fc.uint8Array({ minLength: 32, maxLength: 32 });
const writtenHash = fc
  .tuple(hashBytes, fc.boolean(), fc.boolean())
  .map(([bytes, urlSafe, padded]) => written(bytes, urlSafe, padded));

describe('hashes held as bytes (issue 35: three 56-byte texts an account)', () => {
  it('gives back every hash exactly as written, in either alphabet, padded or not, and null as null', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(writtenHash, { nil: null }), { minLength: 1, maxLength: 3 }),
        (hashes) => {
          const packed = packHashes(hashes);
          expect(packed).not.toBeNull();
          hashes.forEach((hash, k) => expect(hashAt(packed!, k, hashes.length)).toBe(hash));
        },
      ),
    );
  });

  it('holds one byte a character: 33 characters a hash, every code below 256', () => {
    const hash = written(new Uint8Array(32).fill(0xff), false, true);
    const packed = packHashes([hash, hash, null])!;
    expect(packed).toHaveLength(99);
    expect([...packed].every((c) => c.charCodeAt(0) < 256)).toBe(true);
  });

  it('refuses a text that would not come back exactly: stray low bits, mixed alphabets, wrong length, not Base64', () => {
    const canonical = written(new Uint8Array(32).fill(7), false, true);
    expect(canonical.at(-2)).toBe('c');
    // The last character's two low bits are not part of the 32 bytes: 'd' decodes to the same bytes as 'c'.
    const strayBits = `${canonical.slice(0, 42)}d=`;
    expect(Buffer.from(strayBits, 'base64')).toEqual(Buffer.from(canonical, 'base64'));
    const withPlus = written(new Uint8Array(32).fill(0xfb), false, true);
    expect(withPlus).toContain('+');
    const mixed = `${withPlus.slice(0, 10)}_${withPlus.slice(11)}`;
    for (const text of [
      strayBits,
      mixed,
      canonical.slice(0, 42),
      `${canonical}=`,
      `${canonical.slice(0, 40)}!!!=`,
      '',
    ]) {
      expect(packHashes([text])).toBeNull();
      expect(packHashes([canonical, text])).toBeNull();
    }
    expect(packHashes([canonical])).not.toBeNull();
  });

  it('packs exactly the texts that come back as written: any 43 or 44 characters of either alphabet', () => {
    // The reference round trip: decode, write back in the text's own alphabet and padding, compare.
    const comesBack = (text: string) => {
      if (/[-_]/.test(text) && /[+/]/.test(text)) return false;
      const urlSafe = /[-_]/.test(text);
      const body = text.length === 44 ? text.slice(0, 43) : text;
      if (text.length === 44 && !text.endsWith('=')) return false;
      const bytes = Buffer.from(body, urlSafe ? 'base64url' : 'base64');
      return bytes.length === 32 && written(bytes, urlSafe, text.length === 44) === text;
    };
    const chars = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_='];
    const text = fc
      .tuple(
        fc.array(fc.constantFrom(...chars), { minLength: 43, maxLength: 43 }),
        fc.constantFrom('', '=', 'A'),
      )
      .map(([body, end]) => body.join('') + end);
    fc.assert(
      fc.property(text, (t) => {
        const packed = packHashes([t]);
        expect(packed !== null, t).toBe(comesBack(t));
        if (packed) expect(hashAt(packed, 0, 1)).toBe(t);
      }),
      { numRuns: 5_000 },
    );
  });
});
