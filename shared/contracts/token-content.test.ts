import { beginCell, Dictionary } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { describe, expect, it } from 'vitest';
import { contentDecimals, readTokenContent, snakeText } from './token-content';

/** TEP-64 on-chain content with snake values (and one chunked one when asked). */
function onchain(fields: Record<string, string>, chunked: string[] = []): ReturnType<typeof beginCell> {
  const dict = Dictionary.empty(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
  for (const [key, value] of Object.entries(fields)) {
    dict.set(sha256_sync(key), beginCell().storeUint(0, 8).storeStringTail(value).endCell());
  }
  for (const key of chunked) {
    const chunks = Dictionary.empty(Dictionary.Keys.Uint(32), Dictionary.Values.Cell());
    chunks.set(0, beginCell().storeStringTail('Chun').endCell());
    chunks.set(1, beginCell().storeStringTail('ked').endCell());
    dict.set(sha256_sync(key), beginCell().storeUint(1, 8).storeDict(chunks).endCell());
  }
  return beginCell().storeUint(0, 8).storeDict(dict);
}

describe('token content (TEP-64)', () => {
  it('reads on-chain fields, long snake text and chunked values; decimals as TEP-64 writes them', () => {
    const long = 'x'.repeat(300);
    const content = readTokenContent(
      onchain({ name: 'Tether USD', symbol: 'USD₮', decimals: '6', description: long }, ['image']).endCell(),
    );
    expect(content).toEqual({
      layout: 'onchain',
      fields: { name: 'Tether USD', symbol: 'USD₮', decimals: '6', description: long, image: 'Chunked' },
    });
    expect(contentDecimals(content)).toBe(6);
  });

  it('reads off-chain and semi-chain content', () => {
    expect(
      readTokenContent(
        beginCell().storeUint(1, 8).storeStringTail('https://tether.to/usdt-ton.json').endCell(),
      ),
    ).toEqual({ layout: 'offchain', url: 'https://tether.to/usdt-ton.json' });
    const semi = readTokenContent(onchain({ uri: 'https://a.b/c.json', decimals: '6' }).endCell());
    expect(semi).toEqual({ layout: 'semichain', url: 'https://a.b/c.json', fields: { decimals: '6' } });
    expect(contentDecimals(semi)).toBe(6);
  });

  it('never guesses: an unknown prefix, an empty cell, or decimals that are not 0…255 read as such', () => {
    expect(readTokenContent(beginCell().storeUint(7, 8).endCell())).toMatchObject({
      layout: 'unknown',
      reason: expect.stringMatching(/0x07/),
    });
    expect(readTokenContent(beginCell().endCell())).toMatchObject({ layout: 'unknown' });
    expect(contentDecimals(readTokenContent(onchain({ decimals: '300' }).endCell()))).toBeNull();
    expect(contentDecimals(readTokenContent(onchain({ decimals: 'six' }).endCell()))).toBeNull();
    expect(contentDecimals({ layout: 'offchain', url: 'x' })).toBeNull();
  });

  it('keeps hostile text inert and bounded: markup stays text, a 20,000-character field is cut and flagged', () => {
    const content = readTokenContent(
      onchain({ name: '<img src=x onerror=alert(1)>', description: 'y'.repeat(20_000) }).endCell(),
    );
    expect(content).toMatchObject({
      layout: 'onchain',
      truncated: true,
      fields: { name: '<img src=x onerror=alert(1)>' },
    });
    expect(content.layout === 'onchain' && content.fields.description!.length).toBe(4096);
  });

  it("reads a collection item's suffix as text, and binary as not text", () => {
    expect(snakeText(beginCell().storeStringTail('7.json').endCell())).toBe('7.json');
    expect(snakeText(beginCell().storeUint(1, 8).storeUint(2, 8).endCell())).toBeNull();
  });
});
