/**
 * Bench: 10,000 addresses against the local index server limited to 10 requests/second with 30 ms of
 * latency and toncenter's 8 KB URL limit, looked up with the bulk scheduler (shared/bulk) over the
 * index client's one-request `accountStatesRequest`, as the CLI does.
 *
 * - `bulk-10k-rate-limited`: wall time against the floor the rate limit allows — R requests at 10/s
 *   need R/10 s (the last request's answer counted as one interval). Target ratio ≤ 1.15.
 * - `bulk-10k-vs-sequential`: the same batches sent one request at a time, each after the previous
 *   answer, in the same run, by a client that does not pace and waits out each 429's Retry-After (how
 *   the client before this work behaved). Target ≤ 1.0. The detail also gives a one-at-a-time client
 *   paced by the same token bucket: with 30 ms answers and 100 ms between requests it keeps up, so
 *   concurrency only pays off where an answer takes longer than 1/rate.
 */
import { pathToFileURL } from 'node:url';
import { startIndexServer, type RunningIndexServer, askedAccounts } from '../../local-index-server';
import { planBatches } from '../../shared/bulk/batch-planner';
import { DEFAULT_BULK_LIMITS, runBulkLookup } from '../../shared/bulk/bulk-lookup';
import { createTokenBucket } from '../../shared/bulk/token-bucket';
import { accountStatesUrlLength, createIndexClient } from '../../shared/client/index-client';
import { AppError } from '../../shared/errors';
import { result, type BenchResult } from './harness';

const ADDRESSES = 10_000;
const RATE = 10;
const LATENCY_MS = 30;
const MAX_URL_LENGTH = 8192;

/** Clears the server's log and rate window, then lets a full second pass so no run inherits a window. */
async function fresh(server: RunningIndexServer): Promise<void> {
  await fetch(`${server.url}/__control/reset`, { method: 'POST' });
  await new Promise((resolve) => setTimeout(resolve, 1_100));
}

/** Throws unless the server answered each address exactly once. */
function checkExactlyOnce(server: RunningIndexServer, what: string): void {
  const asked = server.requests.filter((r) => r.status === 200).flatMap(askedAccounts);
  if (asked.length !== ADDRESSES || new Set(asked).size !== ADDRESSES) {
    throw new Error(
      `${what}: ${asked.length} answered addresses (${new Set(asked).size} distinct), expected ${ADDRESSES} once each`,
    );
  }
}

const count429 = (server: RunningIndexServer) => server.requests.filter((r) => r.status === 429).length;

/** Runs the bench and returns its result lines. */
export async function run(): Promise<BenchResult[]> {
  const server = await startIndexServer({
    port: 0,
    dataset: { generated: ADDRESSES },
    rateLimit: { perSecond: RATE },
    latencyMs: LATENCY_MS,
    maxUrlLength: MAX_URL_LENGTH,
  });
  try {
    const raws = server.data.list.slice(0, ADDRESSES).map((a) => a.raw);
    const client = createIndexClient({ baseUrl: server.url });
    const urlLength = (batch: readonly string[]) => accountStatesUrlLength(server.url, batch, false);
    const send = (batch: string[]) => client.accountStatesRequest(batch, { includeBoc: false });

    // Ours: the scheduler with the rate it is told (as a profile or --rate would).
    await fresh(server);
    let t = performance.now();
    let arrived = 0;
    const outcome = await runBulkLookup({
      raws,
      transport: (batch, signal) => client.accountStatesRequest(batch, { includeBoc: false, signal }),
      urlLength,
      limits: { maxUrlLength: MAX_URL_LENGTH },
      rate: { requestsPerSecond: RATE },
      concurrency: 4,
      onProgress: (event) => {
        if (event.type === 'batch-done') arrived += event.result.accounts.length;
      },
    });
    const ours = performance.now() - t;
    if (outcome.failed.length > 0 || arrived !== ADDRESSES) throw new Error('bulk lookup incomplete');
    checkExactlyOnce(server, 'bulk');
    const requests = outcome.progress.requestsPlanned;
    const oursSent = server.requests.length;
    const ours429 = count429(server);

    const batches = planBatches(raws, { ...DEFAULT_BULK_LIMITS, maxUrlLength: MAX_URL_LENGTH }, urlLength);
    if (batches.length !== requests) throw new Error(`batch plans differ: ${batches.length} vs ${requests}`);

    // One at a time, paced by the same bucket.
    await fresh(server);
    t = performance.now();
    const bucket = createTokenBucket({ requestsPerSecond: RATE });
    for (const batch of batches) {
      await bucket.take();
      await send(batch);
    }
    const sequentialPaced = performance.now() - t;
    checkExactlyOnce(server, 'sequential, paced');

    // One at a time, not paced: a 429 is waited out for as long as its Retry-After says, then resent.
    await fresh(server);
    t = performance.now();
    for (const batch of batches) {
      for (;;) {
        try {
          await send(batch);
          break;
        } catch (error) {
          if (!(error instanceof AppError) || error.kind !== 'rate-limited') throw error;
          await new Promise((resolve) => setTimeout(resolve, (error.info.retryAfterSeconds ?? 1) * 1000));
        }
      }
    }
    const sequentialUnpaced = performance.now() - t;
    checkExactlyOnce(server, 'sequential, unpaced');
    const unpaced429 = count429(server);

    const floor = (requests / RATE) * 1000;
    const common = {
      addresses: ADDRESSES,
      requests,
      rate_per_second: RATE,
      latency_ms: LATENCY_MS,
      max_url_length: MAX_URL_LENGTH,
    };
    return [
      result('bulk-10k-rate-limited', { ours, baseline: floor }, 1.15, {
        ...common,
        baseline_is: `floor: ${requests} requests / ${RATE} per second`,
        requests_sent: oursSent,
        answered_429: ours429,
      }),
      result('bulk-10k-vs-sequential', { ours, baseline: sequentialUnpaced }, 1.0, {
        ...common,
        baseline_is: 'one request at a time over the same batches, waiting out each 429 as Retry-After says',
        sequential_unpaced_429: unpaced429,
        // The honest second figure: a one-at-a-time client that knows the rate keeps up at this latency.
        sequential_paced_ms: Math.round(sequentialPaced),
        ratio_vs_sequential_paced: Math.round((ours / sequentialPaced) * 1000) / 1000,
      }),
    ];
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
