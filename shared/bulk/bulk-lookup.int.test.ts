/**
 * The bulk scheduler against the real local index server over real HTTP, through the index client's
 * one-request `accountStatesRequest`: every address back exactly once within the server's limits,
 * answers streamed batch by batch (gathered whole only by `collectLookup`), failures retried or
 * reported (never lost), 414 splits, Retry-After obeyed, and a consistent partial result on cancel.
 */
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startIndexServer,
  type IndexServerOptions,
  type RecordedRequest,
  type RunningIndexServer,
  askedAccounts,
} from '../../local-index-server';
import type { CheckedLookup } from '../api/account-states';
import { accountStatesUrlLength, createIndexClient } from '../client/index-client';
import { AppError } from '../errors';
import { runBulkLookup, type BulkEvent, type BulkLookupOptions } from './bulk-lookup';
import { collectLookup, type CollectedLookup } from '../jobs/collect-lookup';

/** Valid raw addresses no index holds (hash = the index number). */
const unknownRaws = (n: number) =>
  Array.from({ length: n }, (_, i) => `0:${(0xabc000 + i).toString(16).toUpperCase().padStart(64, '0')}`);

const bounceable = (raw: string) => Address.parseRaw(raw).toString({ urlSafe: true, bounceable: true });

/** Options wiring the scheduler to `server` through the index client, as the CLI does. */
function over(
  server: RunningIndexServer,
  raws: readonly string[],
  extra: Partial<BulkLookupOptions<CheckedLookup>> = {},
): BulkLookupOptions<CheckedLookup> {
  const client = createIndexClient({ baseUrl: server.url, timeoutMs: 10_000 });
  return {
    raws,
    transport: (raws, signal) => client.accountStatesRequest(raws, { includeBoc: false, signal }),
    urlLength: (raws) => accountStatesUrlLength(server.url, raws, false),
    retry: { baseDelayMs: 20, maxDelayMs: 200 },
    ...extra,
  };
}

/** Every address the server answered with 200, flattened. */
const answeredAddresses = (requests: readonly RecordedRequest[]) =>
  requests.filter((r) => r.status === 200).flatMap(askedAccounts);

/** The URL the client sent, as long as `accountStatesUrlLength` counts it. */
const urlOf = (server: RunningIndexServer, r: RecordedRequest) => `${server.url}${r.path}?${r.rawQuery}`;

/** Most requests that arrived within any one-second window. */
function maxPerSecond(requests: readonly RecordedRequest[]): number {
  const times = requests.map((r) => r.time).sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= 1000) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

/** Checks the outcome accounts for every requested raw address exactly once. */
function expectAccountedFor(outcome: CollectedLookup, raws: readonly string[]): void {
  const parts = [
    ...outcome.result.accounts.map((a) => a.address),
    ...outcome.result.not_found,
    ...outcome.failed.flatMap((f) => f.addresses),
    ...outcome.pending,
  ];
  expect(parts.length).toBe(raws.length);
  expect(new Set(parts)).toEqual(new Set(raws));
}

async function withServer<T>(
  options: IndexServerOptions,
  work: (server: RunningIndexServer) => Promise<T>,
): Promise<T> {
  const server = await startIndexServer({ port: 0, ...options });
  try {
    return await work(server);
  } finally {
    await server.close();
  }
}

describe('runBulkLookup against the local index server', () => {
  let big: RunningIndexServer;
  beforeAll(async () => {
    big = await startIndexServer({ port: 0, dataset: { generated: 100_000 } });
  });
  afterAll(() => big.close());

  it('100,000 addresses (plus repeats and unknown ones) come back exactly once, streamed batch by batch', async () => {
    big.clearRequests();
    const known = big.data.list.slice(0, 99_900).map((a) => a.raw);
    const unknown = unknownRaws(100);
    const repeats = known.slice(0, 500);
    const events: BulkEvent[] = [];
    const outcome = await collectLookup(
      over(big, [...known, ...unknown, ...repeats], { concurrency: 6, onProgress: (e) => events.push(e) }),
    );
    expect(outcome.cancelled).toBe(false);
    expect(outcome.failed).toEqual([]);
    expect(outcome.result.accounts.map((a) => a.address)).toEqual(known);
    expect(outcome.result.not_found).toEqual(unknown);
    // The server was asked for each account exactly once, never past the count or URL limits.
    const asked = answeredAddresses(big.requests);
    expect(asked.length).toBe(100_000);
    expect(new Set(asked).size).toBe(100_000);
    for (const r of big.requests) {
      expect(r.query.address!.length).toBeLessThanOrEqual(1000);
      expect(urlOf(big, r).length).toBeLessThanOrEqual(8192);
    }
    // Results streamed batch by batch, each with the raw addresses it answers, and add up to the whole.
    const done = events.filter((e) => e.type === 'batch-done');
    expect(done.length).toBe(big.requests.length);
    expect(done.reduce((n, e) => n + e.result.accounts.length + e.result.not_found.length, 0)).toBe(100_000);
    expect(done.flatMap((e) => e.raws)).toHaveLength(100_000);
    for (const e of done) expect(e.result.accounts.length + e.result.not_found.length).toBe(e.raws.length);
    expect(outcome.progress).toMatchObject({
      totalAccounts: 100_000,
      doneAccounts: 100_000,
      failedAccounts: 0,
      etaMs: 0,
    });
    expect(outcome.progress.requestsDone).toBe(outcome.progress.requestsPlanned);
    // Address book and metadata of every batch are merged.
    expect(outcome.result.address_book.size).toBeGreaterThanOrEqual(99_900);
  });

  it('a batch that keeps failing is reported with its addresses, the others arrive, and it succeeds alone once healed', async () => {
    big.clearRequests();
    const raws = big.data.list.slice(0, 5_000).map((a) => a.raw);
    const target = raws[2_345]!;
    big.setFaults({ mode: 'http500', addresses: [target] });
    try {
      const events: BulkEvent[] = [];
      const outcome = await collectLookup(
        over(big, raws, {
          limits: { maxAddressesPerRequest: 500, maxUrlLength: 100_000 },
          retry: { maxAttempts: 3, baseDelayMs: 10 },
          onProgress: (e) => events.push(e),
        }),
      );
      expect(outcome.failed).toHaveLength(1);
      const [failure] = outcome.failed;
      expect(failure!.addresses).toContain(target);
      expect(failure!.addresses).toHaveLength(500);
      expect(failure!.error).toMatchObject({ kind: 'http', status: 500 });
      expect(
        outcome.result.accounts.length + outcome.result.not_found.length + failure!.addresses.length,
      ).toBe(5_000);
      expectAccountedFor(outcome, raws);
      // Tried three times (maxAttempts), then given up; the retries were announced.
      expect(big.requests.filter((r) => askedAccounts(r).includes(target))).toHaveLength(3);
      expect(
        events.filter((e) => e.type === 'retrying').map((e) => e.type === 'retrying' && e.attempt),
      ).toEqual([2, 3]);
      expect(events.filter((e) => e.type === 'batch-failed')).toHaveLength(1);
      expect(outcome.progress.failedAccounts).toBe(500);

      big.setFaults({ mode: 'none' });
      const again = await collectLookup(over(big, failure!.addresses));
      expect(again.failed).toEqual([]);
      expect(again.result.accounts.map((a) => a.address)).toEqual(failure!.addresses);
    } finally {
      big.setFaults({ mode: 'none' });
    }
  });

  it('retries every failed request (every 3rd answers 502, a seeded fifth 429) until all arrive, each address answered once', async () => {
    big.clearRequests();
    const raws = big.data.list.slice(10_000, 14_000).map((a) => a.raw);
    big.setFaults({ mode: 'http502-html', every: 3 });
    try {
      const outcome = await collectLookup(over(big, raws, { limits: { maxAddressesPerRequest: 250 } }));
      expect(outcome.failed).toEqual([]);
      expect(outcome.result.accounts).toHaveLength(4_000);
      expect(big.requests.filter((r) => r.status === 502).length).toBeGreaterThan(3);
      expect(outcome.progress.retries).toBe(big.requests.filter((r) => r.status === 502).length);
      const asked = answeredAddresses(big.requests);
      expect(asked.length).toBe(4_000);
      expect(new Set(asked).size).toBe(4_000);

      big.clearRequests();
      big.setFaults({ mode: 'rate-limit-no-retry-after', fraction: 0.2, seed: 3 });
      const second = await collectLookup(over(big, raws, { limits: { maxAddressesPerRequest: 250 } }));
      expect(second.failed).toEqual([]);
      expect(second.result.accounts).toHaveLength(4_000);
      expect(big.requests.some((r) => r.status === 429)).toBe(true);
      expect(new Set(answeredAddresses(big.requests)).size).toBe(4_000);
      expect(answeredAddresses(big.requests)).toHaveLength(4_000);
    } finally {
      big.setFaults({ mode: 'none' });
    }
  });

  it('fails a batch at once on an error retrying cannot fix (401), keeping the other batches', async () => {
    big.clearRequests();
    const raws = big.data.list.slice(20_000, 21_000).map((a) => a.raw);
    big.setFaults({ mode: 'unauthorized', addresses: [raws[0]!] });
    try {
      const outcome = await collectLookup(over(big, raws, { limits: { maxAddressesPerRequest: 100 } }));
      expect(outcome.failed).toHaveLength(1);
      expect(outcome.failed[0]!.error.status).toBe(401);
      expect(big.requests.filter((r) => r.status === 401)).toHaveLength(1);
      expect(outcome.result.accounts).toHaveLength(900);
    } finally {
      big.setFaults({ mode: 'none' });
    }
  });

  it('rejects addresses not parsed to the raw form, and impossible limits, before sending anything', async () => {
    big.clearRequests();
    const good = big.data.list[0]!.raw;
    const error = await collectLookup(over(big, [good, 'EQnope'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('invalid-input');
    expect((error as AppError).info.entries?.[0]).toMatchObject({ input: 'EQnope', position: 2 });
    // A valid address in another form too: parsing is the caller's, done once, not the scheduler's.
    const friendly = await runBulkLookup(over(big, [good, bounceable(good)])).catch((e: unknown) => e);
    expect((friendly as AppError).info.entries?.map((e) => e.position)).toEqual([2]);
    await expect(
      runBulkLookup(over(big, [good], { limits: { maxAddressesPerRequest: 1025 } })),
    ).rejects.toThrow(/1024/);
    expect(big.requests).toHaveLength(0);
  });
});

describe('runBulkLookup within gateway limits', () => {
  it('10,000 addresses under a rate limit, a URL-length limit and latency: each once, never over the limits', async () => {
    await withServer(
      { dataset: { generated: 10_000 }, rateLimit: { perSecond: 40 }, maxUrlLength: 8192, latencyMs: 20 },
      async (server) => {
        const raws = server.data.list.slice(0, 10_000).map((a) => a.raw);
        const events: BulkEvent[] = [];
        const outcome = await collectLookup(
          over(server, raws, {
            rate: { requestsPerSecond: 40 },
            concurrency: 4,
            onProgress: (e) => events.push(e),
          }),
        );
        // Progress: the rate shown stays within the limit, and the time left follows from it.
        const done = events.filter((e) => e.type === 'batch-done');
        expect(done.length).toBe(outcome.progress.requestsPlanned);
        for (const e of done) {
          expect(e.progress.ratePerSecond).toBeLessThanOrEqual(40);
          const left = e.progress.requestsPlanned - e.progress.requestsDone;
          expect(e.progress.etaMs).toBeGreaterThanOrEqual(Math.floor((left / 40) * 1000));
        }
        expect(done.at(-1)!.progress.etaMs).toBe(0);
        expect(outcome.failed).toEqual([]);
        expect(outcome.result.accounts.map((a) => a.address)).toEqual(raws);
        const asked = answeredAddresses(server.requests);
        expect(asked.length).toBe(10_000);
        expect(new Set(asked).size).toBe(10_000);
        expect(server.requests.every((r) => r.status === 200)).toBe(true);
        expect(maxPerSecond(server.requests)).toBeLessThanOrEqual(40);
        for (const r of server.requests) expect(urlOf(server, r).length).toBeLessThanOrEqual(8192);
      },
    );
  });

  it('splits a batch the gateway refuses as too long (414) and learns the limit for the rest', async () => {
    await withServer({ dataset: { generated: 3_000 }, maxUrlLength: 3_000 }, async (server) => {
      // The generated accounts only: how often a split happens depends on the mix of address lengths,
      // and the sample accounts (masterchain ones among them) are not what this test is about.
      const raws = server.data.list
        .filter((a) => a.label === undefined)
        .slice(0, 3_000)
        .map((a) => a.raw);
      const events: BulkEvent[] = [];
      const outcome = await collectLookup(
        over(server, raws, { concurrency: 2, onProgress: (e) => events.push(e) }),
      );
      expect(outcome.failed).toEqual([]);
      expect(outcome.result.accounts.map((a) => a.address)).toEqual(raws);
      const refused = server.requests.filter((r) => r.status === 414);
      expect(refused.length).toBeGreaterThan(0);
      // Splits are not charged as attempts and, once learned, later batches are cut before sending.
      expect(refused.length).toBeLessThanOrEqual(6);
      expect(outcome.progress.retries).toBe(0);
      for (const r of server.requests.filter((q) => q.status === 200))
        expect(`${r.path}?${r.rawQuery}`.length).toBeLessThanOrEqual(3_000);
      expect(answeredAddresses(server.requests)).toHaveLength(3_000);
      expect(events.some((e) => e.type === 'retrying' && e.error.status === 414 && e.delayMs === 0)).toBe(
        true,
      );
    });
  });

  it('gives up on a single address the gateway refuses as too long, reporting it', async () => {
    await withServer({ dataset: { generated: 10 }, maxUrlLength: 50 }, async (server) => {
      const raws = server.data.list.slice(0, 4).map((a) => a.raw);
      const outcome = await collectLookup(over(server, raws));
      expect(outcome.failed.flatMap((f) => f.addresses).sort()).toEqual([...raws].sort());
      expect(outcome.failed.every((f) => f.addresses.length === 1 && f.error.status === 414)).toBe(true);
    });
  });

  it('waits as long as a 429 Retry-After asks before sending again', async () => {
    await withServer({ dataset: { generated: 1_000 }, rateLimit: { perSecond: 2 } }, async (server) => {
      const raws = server.data.list.slice(0, 1_000).map((a) => a.raw);
      // The client does not know the limit: it learns it from the 429s. Ten batches, four at a time:
      // some are always ready to go when a 429 lands. Times are the client's own: when it started each
      // request, when the first 429 came back to it (before the scheduler handles it) and when it said
      // it would wait (the event is emitted as it handles the 429). The wait is counted from the first,
      // and requests from the last: a loaded machine (a GC between the two) only makes the gaps longer.
      const started: number[] = [];
      let lastFailureAt = 0;
      let paused: { said: number; until: number; seconds: number | undefined } | undefined;
      const options = over(server, raws, { limits: { maxAddressesPerRequest: 100 }, concurrency: 4 });
      const outcome = await collectLookup({
        ...options,
        transport: (batch, signal) => {
          started.push(Date.now());
          return options.transport(batch, signal).catch((error: unknown) => {
            lastFailureAt = Date.now();
            throw error;
          });
        },
        onProgress: (e) => {
          if (paused || e.type !== 'retrying' || e.reason !== 'rate-limited') return;
          const seconds = e.retryAfterSeconds;
          paused = { said: Date.now(), until: lastFailureAt + (seconds ?? 0) * 1000, seconds };
        },
      });
      expect(outcome.failed).toEqual([]);
      expect(outcome.result.accounts).toHaveLength(1_000);
      expect(server.requests.some((r) => r.status === 429)).toBe(true);
      expect(paused?.seconds).toBe(1);
      // Nothing new was started within the second the server asked for (a few ms for the timer's rounding).
      const after = started.filter((t) => t > paused!.said);
      expect(after.length).toBeGreaterThan(0);
      for (const t of after) expect(t).toBeGreaterThanOrEqual(paused!.until - 5);
      expect(answeredAddresses(server.requests)).toHaveLength(1_000);
    });
  });

  it('cancel mid-way: stops starting requests, aborts those in flight, keeps what arrived, consistent and without duplicates', async () => {
    await withServer({ dataset: { generated: 5_000 }, latencyMs: 40 }, async (server) => {
      const raws = server.data.list.slice(0, 5_000).map((a) => a.raw);
      const controller = new AbortController();
      let doneEvents = 0;
      let startedAfterCancel = 0;
      let started = 0;
      const options = over(server, raws, {
        limits: { maxAddressesPerRequest: 100 },
        concurrency: 3,
        signal: controller.signal,
        onProgress: (e) => {
          if (e.type === 'batch-done' && ++doneEvents === 5) controller.abort();
        },
      });
      const transport = options.transport;
      const outcome = await collectLookup({
        ...options,
        transport: (batch, signal) => {
          if (controller.signal.aborted) startedAfterCancel++;
          started++;
          return transport(batch, signal);
        },
      });
      expect(outcome.cancelled).toBe(true);
      expect(startedAfterCancel).toBe(0);
      const arrived = outcome.result.accounts.map((a) => a.address);
      expect(arrived.length).toBeGreaterThanOrEqual(500);
      expect(arrived.length).toBeLessThan(5_000);
      expect(new Set(arrived).size).toBe(arrived.length);
      // Kept results are in input order; the rest is pending, nothing counted twice or lost.
      expect(arrived).toEqual(raws.filter((raw) => new Set(arrived).has(raw)));
      expectAccountedFor(outcome, raws);
      expect(outcome.pending.length).toBe(5_000 - arrived.length);
      // Requests already on their way when cancelled may still reach the server; nothing more does.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(server.requests.length).toBeLessThanOrEqual(started);
      expect(started).toBeLessThan(50);
    });
  });

  it('streams without gathering: the outcome holds no result, and a transport that breaks its contract fails its batch', async () => {
    await withServer({ dataset: { generated: 300 } }, async (server) => {
      const raws = server.data.list.slice(0, 300).map((a) => a.raw);
      const options = over(server, raws, {
        limits: { maxAddressesPerRequest: 100 },
        retry: { maxAttempts: 1 },
      });
      let calls = 0;
      const outcome = await runBulkLookup({
        ...options,
        // The second answer drops an account without listing it as not found.
        transport: async (batch, signal) => {
          const answer = await options.transport(batch, signal);
          return ++calls === 2 ? { ...answer, accounts: answer.accounts.slice(1) } : answer;
        },
      });
      expect(outcome).not.toHaveProperty('result');
      expect(outcome.failed).toHaveLength(1);
      expect(outcome.failed[0]!.error.kind).toBe('schema');
      expect(outcome.progress).toMatchObject({ doneAccounts: 200, failedAccounts: 100 });
    });
  });

  it('an abort before the start sends nothing and leaves everything pending', async () => {
    await withServer({ dataset: { generated: 100 } }, async (server) => {
      const raws = server.data.list.slice(0, 100).map((a) => a.raw);
      const outcome = await collectLookup(over(server, raws, { signal: AbortSignal.abort() }));
      expect(outcome).toMatchObject({ cancelled: true, failed: [] });
      expect(outcome.pending).toEqual(raws);
      expect(server.requests).toHaveLength(0);
    });
  });
});
