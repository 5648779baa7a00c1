import { describe, expect, it } from 'vitest';
import type { BulkProgress } from '../bulk/bulk-lookup';
import { bulkProgressText, learnedPaceText } from './progress-text';

const progress = (patch: Partial<BulkProgress> = {}): BulkProgress => ({
  totalAccounts: 10_000,
  doneAccounts: 4_000,
  failedAccounts: 0,
  requestsSent: 4,
  requestsDone: 4,
  requestsPlanned: 10,
  retries: 0,
  ratePerSecond: 9.84,
  etaMs: 61_000,
  startedAt: 0,
  ...patch,
});

describe('the progress of a bulk lookup in words (the app and the CLI alike)', () => {
  it('accounts, requests, rate (with the limit when there is one) and the time left', () => {
    expect(bulkProgressText(progress(), { limit: 10 })).toBe(
      '4,000 of 10,000 accounts · 4 of 10 requests · 9.8 requests/s (limit 10/s) · about 1 min 1 s left',
    );
    expect(bulkProgressText(progress({ etaMs: null }))).toBe(
      '4,000 of 10,000 accounts · 4 of 10 requests · 9.8 requests/s',
    );
  });

  it('failures and retries when there are any; "almost done" in the last second; accounts left out on request', () => {
    expect(bulkProgressText(progress({ failedAccounts: 1_000, retries: 1, etaMs: 400 }))).toBe(
      '4,000 of 10,000 accounts · 4 of 10 requests · 9.8 requests/s · 1,000 failed · 1 retry · almost done',
    );
    expect(bulkProgressText(progress({ retries: 2, etaMs: null }), { accounts: false })).toBe(
      '4 of 10 requests · 9.8 requests/s · 2 retries',
    );
  });

  it("the pace learned from the indexer's 429s, where no rate is configured", () => {
    expect(bulkProgressText(progress({ learnedRate: 7.92, retries: 4, etaMs: null }))).toBe(
      "4,000 of 10,000 accounts · 4 of 10 requests · 9.8 requests/s · pacing at 7.9 requests/s, learned from the indexer's 429s · 4 retries",
    );
    expect(learnedPaceText(12.4)).toBe("pacing at 12 requests/s, learned from the indexer's 429s");
    expect(learnedPaceText(0.8)).toBe("pacing at 0.8 requests/s, learned from the indexer's 429s");
    expect(learnedPaceText(9)).toBe("pacing at 9 requests/s, learned from the indexer's 429s");
  });
});
