/**
 * The CLI against an indexer that limits requests but says nothing of its limit up front (the local
 * index server behind its gateway at 10 requests a second, over real HTTP), with no rate given: the
 * request budget learns a pace from the first 429s (shared/bulk/learned-pace.ts), says so on stderr, and
 * the rest of the lookup goes without a 429 — every row still there and exact.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedAccounts, startIndexServer, type RunningIndexServer } from '../local-index-server';
import { DEFAULT_CONCURRENCY } from '../shared/api/request-limits';
import { runCliInProcess } from '../test-support/cli-run';

const ADDRESSES = 2_000;
/** 50 requests, so the lookup outlasts the gateway's one-second window several times over. */
const BATCH = 40;

let server: RunningIndexServer;
let dir: string;
beforeAll(async () => {
  server = await startIndexServer({
    port: 0,
    dataset: { generated: ADDRESSES },
    rateLimit: { perSecond: 10 },
  });
  dir = await mkdtemp(join(tmpdir(), 'cli-learned-pace-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('cli accounts with no rate, against an indexer limited to 10 requests/s', () => {
  it('learns a pace from the first 429s, says it, meets no 429 after them, and every row is exact', async () => {
    const records = server.data.list.slice(-ADDRESSES);
    const file = join(dir, 'list.txt');
    await writeFile(file, `${records.map((r) => r.raw).join('\n')}\n`);
    server.clearRequests();
    const run = await runCliInProcess([
      'accounts',
      '--base-url',
      server.url,
      '--file',
      file,
      '--json',
      '--no-boc',
      '--batch-size',
      String(BATCH),
    ]);
    expect(run.code).toBe(0);

    // Only the requests already in flight when the first 429 came were refused: before this pace,
    // about four a second of the lookup (each such burst pausing every request for Retry-After).
    const refused = server.requests.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThanOrEqual(DEFAULT_CONCURRENCY);
    const answered = server.requests.filter((r) => r.status === 200);
    expect(answered).toHaveLength(ADDRESSES / BATCH);
    expect(stderrPace(run.stderr)).toBeGreaterThan(0);
    expect(stderrPace(run.stderr)).toBeLessThan(10);

    const asked = answered.flatMap(askedAccounts);
    expect(new Set(asked).size).toBe(ADDRESSES);
    const out = JSON.parse(run.stdout) as {
      accounts: { address: string; status: string; balance: string; last_transaction_lt: string | null }[];
      not_found: string[];
      failed: unknown[];
    };
    expect(out.failed).toEqual([]);
    expect(out.not_found).toEqual([]);
    expect(out.accounts.map((a) => [a.address, a.status, a.balance, a.last_transaction_lt])).toEqual(
      records.map((r) => [r.raw, r.status, r.balance, r.lastTransactionLt]),
    );
  });
});

/** The pace the 429 lines say was learned ("pacing at 7.2 requests/s, learned from the indexer's 429s"). */
function stderrPace(stderr: string): number {
  const said = /Then pacing at ([\d.]+) requests\/s, learned from the indexer's 429s\./.exec(stderr);
  return said ? Number(said[1]) : NaN;
}
