import { describe, expect, it } from 'vitest';
import { splitIntoBatches } from './batching';

describe('splitIntoBatches', () => {
  const cost = (a: string) => a.length + 9;

  it('never puts more than maxAddresses in a batch and keeps order', () => {
    const list = Array.from({ length: 2501 }, (_, i) => `a${i}`);
    const batches = splitIntoBatches(list, { maxAddresses: 1000, maxQueryLength: 1e9 }, cost);
    expect(batches.map((b) => b.length)).toEqual([1000, 1000, 501]);
    expect(batches.flat()).toEqual(list);
  });

  it('cuts by encoded length before the count limit', () => {
    const list = Array.from({ length: 10 }, () => 'x'.repeat(91)); // 100 characters each
    const batches = splitIntoBatches(list, { maxAddresses: 1000, maxQueryLength: 350 }, cost);
    expect(batches.map((b) => b.length)).toEqual([3, 3, 3, 1]);
  });

  it('gives an address longer than the limit a batch of its own rather than dropping it', () => {
    const batches = splitIntoBatches(['y'.repeat(500), 'z'], { maxAddresses: 10, maxQueryLength: 100 }, cost);
    expect(batches).toEqual([['y'.repeat(500)], ['z']]);
  });

  it('gives no batch for no address', () => {
    expect(splitIntoBatches([], { maxAddresses: 10, maxQueryLength: 100 }, cost)).toEqual([]);
  });
});
