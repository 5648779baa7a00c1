/**
 * What reaches a terminal: text from outside made inert (JSON still the same JSON), and retries said
 * with their wait — on a terminal above the progress line, which counts the wait down.
 */
import { describe, expect, it } from 'vitest';
import type { BulkProgress, RetryEvent } from '../shared/bulk/bulk-lookup';
import type { CliIo } from './io';
import { progressLine, retryText } from './progress-line';
import { inert, inertJson, inertKeepingLines } from './terminal-text';

const HOSTILE = 'ok\u001b]52;c;ZWNobw==\u0007\u001b[2J\u009b31m\u202eevil\r\n\t';

describe('inert text', () => {
  it('shows every control character as a visible escape, on one line', () => {
    expect(inert(HOSTILE)).toBe('ok\\x1b]52;c;ZWNobw==\\x07\\x1b[2J\\x9b31m\\u202eevil\\x0d\\x0a\\x09');
    expect(inertKeepingLines(HOSTILE)).toBe('ok\\x1b]52;c;ZWNobw==\\x07\\x1b[2J\\x9b31m\\u202eevil\r\n\t');
    expect(inert('plain text, ünïcödé 中文 💵')).toBe('plain text, ünïcödé 中文 💵');
  });

  it('keeps JSON the same JSON, with nothing a terminal acts on', () => {
    const json = inertJson(JSON.stringify({ status: HOSTILE }));
    // eslint-disable-next-line no-control-regex -- control characters are what is looked for
    expect(json).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
    expect(JSON.parse(json)).toEqual({ status: HOSTILE });
  });
});

const progress: BulkProgress = {
  totalAccounts: 2,
  doneAccounts: 0,
  failedAccounts: 0,
  requestsSent: 1,
  requestsDone: 0,
  requestsPlanned: 1,
  retries: 0,
  ratePerSecond: 1,
  etaMs: null,
  startedAt: 0,
};
const wait: RetryEvent = {
  type: 'retrying',
  addresses: 2,
  attempt: 2,
  maxAttempts: 5,
  delayMs: 60_000,
  resumesAt: 61_000,
  reason: 'rate-limited',
  cause: 'The indexer at h is rate limiting requests; it asks to wait 999999 s.\u001b[2J',
  retryAfterSeconds: 999_999,
  capped: true,
  pausesAll: true,
  error: { kind: 'rate-limited', message: 'x' },
  progress,
};

describe('retries said', () => {
  it('the wait, the attempt, the cause, the cap and how to stop', () => {
    expect(retryText(wait, 1_000)).toBe(
      'waiting 60 s: the indexer said 429 Too Many Requests (Retry-After 999999, capped at 60 s) — attempt 2 of 5 next, for 2 addresses. The indexer at h is rate limiting requests; it asks to wait 999999 s.\u001b[2J Every request waits. Ctrl-C stops the lookup.',
    );
  });

  it('on a terminal: a line of its own, inert, then the progress line counting the wait down', () => {
    let written = '';
    const io = { stderr: { isTTY: true, write: (s: string) => ((written += s), true) } } as unknown as CliIo;
    let now = 1_000;
    const line = progressLine(
      io,
      () => 0,
      () => now,
    );
    line.retrying(wait);
    expect(written).toContain(
      'retry: waiting 60 s: the indexer said 429 Too Many Requests (Retry-After 999999, capped at 60 s)',
    );
    expect(written).toContain('\\x1b[2J');
    expect(written).not.toContain('\u001b[2J');
    expect(written).toMatch(
      /0 of 2 accounts .* · waiting 60 s: the indexer said 429 Too Many Requests \(Retry-After 999999, capped at 60 s\) — attempt 2 of 5 next · Ctrl-C stops$/,
    );
    now = 31_000;
    line.update(progress, true);
    expect(written).toMatch(/· waiting 30 s: the indexer said 429 .* · Ctrl-C stops$/);
    line.clear();
  });

  it('not on a terminal: one plain line per retry', () => {
    let written = '';
    const io = { stderr: { write: (s: string) => ((written += s), true) } } as unknown as CliIo;
    progressLine(
      io,
      () => 0,
      () => 1_000,
    ).retrying({
      ...wait,
      reason: 'incomplete',
      delayMs: 0,
      cause: 'The answer held 100 of the 105 accounts asked for.',
    });
    expect(written).toBe(
      'retry: asking again for 2 addresses: The answer held 100 of the 105 accounts asked for.\n',
    );
  });
});
