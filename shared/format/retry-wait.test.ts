import { describe, expect, it } from 'vitest';
import { retryWaitText, waitCause, type RetryWait } from './retry-wait';

const wait = (over: Partial<RetryWait>): RetryWait => ({
  resumesAt: 60_000,
  reason: 'rate-limited',
  capped: false,
  error: { kind: 'rate-limited', status: 429, message: 'rate limited' },
  attempt: 2,
  maxAttempts: 5,
  ...over,
});

describe('retryWaitText', () => {
  it('says the wait, the status the indexer sent and a capped Retry-After, counting down', () => {
    const capped = wait({ retryAfterSeconds: 999_999, capped: true });
    expect(retryWaitText(capped, 0)).toBe(
      'waiting 60 s: the indexer said 429 Too Many Requests (Retry-After 999999, capped at 60 s) — attempt 2 of 5 next',
    );
    expect(retryWaitText(capped, 18_500)).toMatch(/^waiting 42 s: /);
    expect(retryWaitText(capped, 61_000)).toMatch(/^waiting 0 s: /);
  });

  it('names server errors by status, and failures without one by what happened', () => {
    expect(
      waitCause(wait({ reason: 'server-error', error: { kind: 'http', status: 502, message: 'x' } })),
    ).toBe('the indexer said 502 Bad Gateway');
    expect(
      waitCause(wait({ reason: 'server-error', error: { kind: 'http', status: 422, message: 'x' } })),
    ).toBe('the indexer said 422 Unprocessable Entity');
    expect(waitCause(wait({ reason: 'timeout', error: { kind: 'timeout', message: 'x' } }))).toBe(
      'the indexer did not answer in time',
    );
    expect(waitCause(wait({ reason: 'network', error: { kind: 'network', message: 'x' } }))).toBe(
      'the indexer could not be reached',
    );
  });
});
