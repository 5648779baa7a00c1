/**
 * The scheduler's retries as they are said (the `retrying` event: wait, cause, attempt, cap), which
 * failures are retried (a 422 the client marked as the server's database failure), and answers cut at
 * a row cap asked again — with a transport stub and a fake clock, so a 60-second wait takes no time.
 */
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../test-support/fake-clock';
import type { CheckedLookup, AccountState } from '../api/account-states';
import { AppError, type AppErrorInfo } from '../errors';
import { runBulkLookup, type BulkEvent, type RetryEvent } from './bulk-lookup';
import { collectLookup } from '../jobs/collect-lookup';

const raw = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
const account = (address: string) => ({ address }) as AccountState;
const answer = (accounts: string[], notFound: string[] = [], unanswered?: string[]): CheckedLookup => ({
  accounts: accounts.map(account),
  address_book: new Map(),
  metadata: new Map(),
  not_found: notFound,
  ...(unanswered ? { unanswered } : {}),
});

/** Lets the scheduler run up to its next wait. */
const settle = async () => {
  for (let i = 0; i < 50; i++) await Promise.resolve();
};

describe('retry events', () => {
  it('a Retry-After of 999999 s: the wait (capped at 60 s), its cause and the attempt are said, and cancelling ends the wait', async () => {
    const clock = createFakeClock(1_000);
    const events: BulkEvent[] = [];
    const controller = new AbortController();
    const rateLimited: AppErrorInfo = {
      kind: 'rate-limited',
      status: 429,
      retryAfterSeconds: 999_999,
      message: 'The indexer at h is rate limiting requests; it asks to wait 999999 s.',
    };
    const run = runBulkLookup({
      raws: [raw(1), raw(2)],
      transport: () => Promise.reject(new AppError(rateLimited)),
      urlLength: (raws) => 40 + raws.length * 80,
      clock,
      random: () => 0.5,
      signal: controller.signal,
      onProgress: (event) => events.push(event),
    });
    await settle();
    const retry = events.find((e): e is RetryEvent => e.type === 'retrying')!;
    expect(retry).toMatchObject({
      addresses: 2,
      attempt: 2,
      maxAttempts: 5,
      delayMs: 60_000,
      resumesAt: 61_000,
      reason: 'rate-limited',
      cause: rateLimited.message,
      retryAfterSeconds: 999_999,
      capped: true,
      pausesAll: true,
      error: rateLimited,
    });
    controller.abort();
    const outcome = await run;
    expect(outcome.cancelled).toBe(true);
    expect(outcome.pending).toEqual([raw(1), raw(2)]);
    expect(clock.now()).toBe(1_000); // stopped without waiting
  });

  it("a 422 the client marked retryable (the server's database failed) is retried like a 5xx; another 422 fails at once", async () => {
    const clock = createFakeClock();
    let calls = 0;
    const dbError: AppErrorInfo = {
      kind: 'http',
      status: 422,
      retryable: true,
      message:
        'The indexer at h failed while answering: its database reported an error (HTTP 422: timeout: context deadline exceeded).',
    };
    const events: BulkEvent[] = [];
    const run = collectLookup({
      raws: [raw(1)],
      transport: (raws) =>
        ++calls === 1 ? Promise.reject(new AppError(dbError)) : Promise.resolve(answer(raws)),
      urlLength: () => 100,
      clock,
      random: () => 0,
      onProgress: (event) => events.push(event),
    });
    await settle();
    await clock.advance(1_000);
    const outcome = await run;
    expect(outcome.failed).toEqual([]);
    expect(outcome.result.accounts.map((a) => a.address)).toEqual([raw(1)]);
    expect(events.find((e) => e.type === 'retrying')).toMatchObject({
      reason: 'server-error',
      attempt: 2,
      capped: false,
      pausesAll: false,
    });

    const refused: AppErrorInfo = {
      kind: 'http',
      status: 422,
      message:
        'The indexer at h answered HTTP 422: failed to decode: schema: error converting value for index 0 of "address".',
    };
    const final = await runBulkLookup({
      raws: [raw(1)],
      transport: () => Promise.reject(new AppError(refused)),
      urlLength: () => 100,
      clock,
    });
    expect(final.failed).toEqual([{ addresses: [raw(1)], error: refused }]);
  });
});

describe('answers cut at a row cap', () => {
  it('the accounts an answer left unanswered are asked again, never reported "not found"', async () => {
    const asked: string[][] = [];
    const events: BulkEvent[] = [];
    const raws = [1, 2, 3, 4, 5].map(raw);
    const outcome = await collectLookup({
      raws,
      transport: async (batch) => {
        asked.push(batch);
        // The first answer is cut after 3 rows (of 5); the second answers the rest, one unknown.
        return asked.length === 1
          ? answer(batch.slice(0, 3), [], batch.slice(3))
          : answer([batch[0]!], [batch[1]!]);
      },
      urlLength: () => 100,
      onProgress: (event) => events.push(event),
    });
    expect(asked).toEqual([raws, raws.slice(3)]);
    expect(outcome.result.accounts.map((a) => a.address)).toEqual(raws.slice(0, 4));
    expect(outcome.result.not_found).toEqual([raws[4]]);
    expect(outcome.progress).toMatchObject({
      doneAccounts: 5,
      requestsDone: 2,
      requestsPlanned: 2,
      retries: 0,
    });
    const again = events.find((e): e is RetryEvent => e.type === 'retrying')!;
    expect(again).toMatchObject({ reason: 'incomplete', addresses: 2, delayMs: 0 });
    expect(again.cause).toMatch(
      /The answer held 3 of the 5 accounts asked for .* the other 2 are asked for again rather than called "not found"/,
    );
    // The batch-done event for the cut answer calls none of them "not found": the cut-off ones are listed as unanswered.
    const first = events.find((e) => e.type === 'batch-done');
    expect(first?.type === 'batch-done' && first.result.not_found).toEqual([]);
    expect(first?.type === 'batch-done' && first.result.unanswered).toEqual(raws.slice(3));
  });
});
