/**
 * The scheduler over a streamed list (the CLI's million-line files): batches are planned a batch at a
 * time, as the scheduler has room, within the same count and URL limits; `holdNew` holds new batches
 * back while a consumer waits on an earlier one, and retries still go; an idle hold never deadlocks.
 * Against a transport in this process (no sockets): the scheduler's own behaviour.
 */
import { describe, expect, it } from 'vitest';
import type { CheckedLookup } from '../api/account-states';
import { AppError } from '../errors';
import { streamBatches } from './batch-planner';
import { runBulkLookup } from './bulk-lookup';

const raw = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
const raws = (n: number) => Array.from({ length: n }, (_, i) => raw(i));
/** An answer in which every asked account is unknown (enough for the scheduler's bookkeeping). */
const unknownAll = (asked: string[]): CheckedLookup => ({
  accounts: [],
  address_book: new Map(),
  metadata: new Map(),
  not_found: asked,
});
const urlLength = (batch: readonly string[]) => 40 + batch.reduce((n, r) => n + 9 + r.length, 0);

/** An iterator that counts how far it was read. */
function counted(list: readonly string[]) {
  let read = 0;
  return {
    read: () => read,
    stream: {
      next: () =>
        read < list.length ? { done: false, value: list[read++]! } : { done: true, value: undefined },
    } as Iterator<string>,
  };
}

describe('a streamed list', () => {
  it('is planned within the count and URL limits, each batch as the scheduler has room', async () => {
    const list = raws(2_500);
    const source = counted(list);
    const sent: string[][] = [];
    let maxReadAhead = 0;
    const outcome = await runBulkLookup({
      raws: { stream: source.stream, expected: list.length },
      urlLength,
      limits: { maxAddressesPerRequest: 100, maxUrlLength: 40 + 75 * 30 },
      concurrency: 2,
      transport: async (batch) => {
        sent.push(batch);
        const answered = sent.reduce((n, b) => n + b.length, 0);
        maxReadAhead = Math.max(maxReadAhead, source.read() - answered);
        await new Promise((resolve) => setTimeout(resolve, 1));
        return unknownAll(batch);
      },
    });
    expect(outcome.progress).toMatchObject({
      totalAccounts: 2_500,
      doneAccounts: 2_500,
      requestsDone: sent.length,
    });
    expect(sent.flat()).toEqual(list);
    expect(Math.max(...sent.map((b) => b.length))).toBe(30);
    for (const batch of sent) expect(urlLength(batch)).toBeLessThanOrEqual(40 + 75 * 30);
    // Never read far ahead of what it sends: a batch or two, not the list.
    expect(maxReadAhead).toBeLessThanOrEqual(3 * 30);
  });

  it('stops planning while held, lets a retry through, and goes on when let go', async () => {
    const list = raws(50);
    let held = true;
    let attempts = 0;
    const sent: string[][] = [];
    const outcome = await runBulkLookup({
      raws: { stream: list[Symbol.iterator](), expected: list.length },
      urlLength,
      limits: { maxAddressesPerRequest: 10 },
      concurrency: 4,
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
      holdNew: () => held,
      transport: async (batch) => {
        sent.push(batch);
        if (batch[0] === list[0] && (attempts += 1) === 1)
          throw new AppError({ kind: 'http', status: 502, message: 'bad gateway' });
        // The consumer lets go once the head batch has its answer.
        if (batch[0] === list[0]) held = false;
        return unknownAll(batch);
      },
    });
    expect(outcome.failed).toEqual([]);
    expect(outcome.progress.doneAccounts).toBe(50);
    // Held: only the first batch went out, twice (its retry was not held), before anything else.
    expect(sent.slice(0, 2).map((b) => b[0])).toEqual([list[0], list[0]]);
    expect(sent.slice(2).flat()).toEqual(list.slice(10));
  });

  it('never waits forever on a hold when nothing runs', async () => {
    const list = raws(30);
    const sent: string[][] = [];
    const outcome = await runBulkLookup({
      raws: { stream: list[Symbol.iterator](), expected: list.length },
      urlLength,
      limits: { maxAddressesPerRequest: 10 },
      holdNew: () => true,
      transport: async (batch) => (sent.push(batch), unknownAll(batch)),
    });
    expect(outcome.progress.doneAccounts).toBe(30);
    expect(sent).toHaveLength(3);
  });

  it('stops with an invalid-input error at a malformed address, naming it', async () => {
    const list = [...raws(5), 'EQ-not-raw', ...raws(5)];
    await expect(
      runBulkLookup({
        raws: { stream: list[Symbol.iterator](), expected: list.length },
        urlLength,
        limits: { maxAddressesPerRequest: 3 },
        concurrency: 1,
        transport: async (batch) => unknownAll(batch),
      }),
    ).rejects.toMatchObject({
      info: { kind: 'invalid-input', message: expect.stringContaining('EQ-not-raw') },
    });
  });

  it('gives back an address that does not fit the URL limit to the next batch', () => {
    const list = raws(10);
    const stream = streamBatches(
      list[Symbol.iterator](),
      { maxAddressesPerRequest: 100, maxUrlLength: 40 + 75 * 4 },
      urlLength,
    );
    const batches: string[][] = [];
    for (let batch = stream.next(); batch; batch = stream.next()) batches.push(batch);
    expect(batches.map((b) => b.length)).toEqual([4, 4, 2]);
    expect(batches.flat()).toEqual(list);
    expect(stream.planned).toBe(10);
  });
});
