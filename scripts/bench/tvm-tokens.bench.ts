/**
 * Bench: "tokens of these wallets" for 10,000 owners × 1 jetton (the real USD₮ minter code at the USD₮
 * address), against the local index server limited to 10 requests/s with 30 ms of latency and 8 KB
 * URLs, through the CLI's path (`tokensOfWallets` with the emulator in a worker thread of the process
 * and the client's one-request transport). 1,000 of the owners hold a USD₮ wallet (real library-cell code), so their
 * balances are read with the wallets' own `get_wallet_data`; the rest have none yet.
 *
 * - `tvm-tokens-10k-rate-limited`: wall time against the floor the rate limit allows for the requests the
 *   run made (the master's lookup and one request per batch of owners: R requests need R/10 s), with one
 *   core kept busy by a second process (app-100k/cpu-burner.ts, as app-100k's contended lines). Every
 *   emulation — the emulator's start, 10,000 derivations, 1,000 balances — must hide in the waits
 *   between requests on the core left free. Issue 35's target is ≤ 1.15 in five runs out of five, so the
 *   bench makes five runs and the figure is the worst of them (the highest ratio, with that run's own
 *   floor); the detail lists all five and the quiet run's ratio. Each run is ≈ 9 s on a quiet machine
 *   (a fresh rate window, then the run): the five add ≈ 45 s to the bench, ≈ 1½ minutes in all.
 * - `tvm-tokens-10k-rate-limited-quiet`: one run the same way with nothing else started (the line's
 *   figure before issue 35 asked for the busy one). Target ≤ 1.15.
 * - `tvm-tokens-10k-vs-lookup`: the quiet run's wall time against a plain bulk lookup (no emulation) of
 *   the same 10,000 jetton wallets with the same limits, measured in the same run — what the emulation
 *   adds on this machine, whatever else is running on it. Target ≤ 1.15. The rate-limited lines' detail
 *   gives the CPU time the process used (all threads) during each tokens run.
 * - `tvm-derive-cpu-cold` and `tvm-derive-cpu-warm`: CPU-ms (every thread) per derivation of 10,000
 *   USD₮ jetton wallets in sessions of the tokens run's size, by a new engine in a process of its own
 *   (tvm-derive-cpu.ts; its start, WebAssembly compile and tier-up included) and by the same engine
 *   again. Unlike the wall-time ratios these hardly depend on what else the machine runs. The
 *   baseline is the floor's share of one owner on one core: 10,000 owners need 72 requests, 7.2 s at
 *   10 requests/s, 0.72 ms an owner. The target is half of it, 0.36 ms: with one of two cores busy,
 *   the derivations must leave the other half of the free core to the requests, the thousand balances
 *   and the rows for the run to stay near its floor.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { addUsdtWallets, USDT_MASTER_RAW } from '../../local-index-server/sample-data';
import { createIndexClient } from '../../shared/client/index-client';
import { runBulkLookup } from '../../shared/bulk/bulk-lookup';
import { tokensOfWallets } from '../../shared/contracts/tokens';
import { DEFAULT_BULK_LIMITS } from '../../shared/bulk/bulk-lookup';
import { jobIndexer } from '../../shared/jobs/job-indexer';
import { tokensLookups } from '../../shared/jobs/tokens-job';
import { createThreadTvmRunner } from '../../node-host/tvm-threads';
import { result, type BenchResult } from './harness';
import { startCpuBurner } from './app-100k/cpu-burner';
import type { DeriveCpu } from './tvm-derive-cpu';

const OWNERS = 10_000;
const HOLDERS = 1_000;
const RATE = 10;
const LATENCY_MS = 30;
const MAX_URL_LENGTH = 8192;
/** Runs with one core busy: the target holds in five runs out of five, so the worst of five is the figure. */
const BUSY_RUNS = 5;

/** Clears the server's log and rate window, then lets a full second pass so no run inherits a window. */
async function fresh(server: RunningIndexServer): Promise<void> {
  await fetch(`${server.url}/__control/reset`, { method: 'POST' });
  await new Promise((resolve) => setTimeout(resolve, 1_100));
}

/** The floor's share of one owner on one core, in ms (see the file's comment): 7.2 s / 10,000. */
const FLOOR_MS_PER_OWNER = 0.72;

/** The CPU-per-derivation lines, measured in a process of their own (tvm-derive-cpu.ts). */
function deriveCpuLines(): BenchResult[] {
  const script = fileURLToPath(new URL('./tvm-derive-cpu.ts', import.meta.url));
  const output = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
  const run = JSON.parse(output.trim().split('\n').pop()!) as DeriveCpu;
  const detail = {
    derivations: run.derivations,
    session: run.session,
    measured: 'process CPU (all threads), get_wallet_address of the real USD₮ minter, in-thread engine',
    baseline_is: 'the rate-limit floor per owner on one core: 72 requests / 10 per s / 10,000 owners',
  };
  const line = (name: string, ms: number, what: string): BenchResult => ({
    ...result(name, { ours: ms / run.derivations, baseline: FLOOR_MS_PER_OWNER }, FLOOR_MS_PER_OWNER / 2, {
      ...detail,
      pass: what,
    }),
    target_on: 'ours',
  });
  return [
    line(
      'tvm-derive-cpu-cold',
      run.cold_ms,
      "a new engine's first 10,000: start, compile and tier-up included",
    ),
    line('tvm-derive-cpu-warm', run.warm_ms, 'the same 10,000 again on the same engine'),
  ];
}

/**
 * The bench's index server: 10,000 generated owners, the first 1,000 holding USD₮, at 10 requests a
 * second with 30 ms of latency (the timeline diagnostic, tvm-tokens-timeline.ts, runs on the same).
 */
export async function tokensBenchServer(): Promise<{ server: RunningIndexServer; owners: string[] }> {
  const server = await startIndexServer({
    port: 0,
    dataset: { generated: OWNERS },
    rateLimit: { perSecond: RATE },
    latencyMs: LATENCY_MS,
    maxUrlLength: MAX_URL_LENGTH,
  });
  const owners = server.data.list
    .filter((a) => !a.label)
    .slice(0, OWNERS)
    .map((a) => a.raw);
  addUsdtWallets(server.data, owners.slice(0, HOLDERS), (i) => BigInt(i + 1) * 1_000_000n);
  return { server, owners };
}

/** The indexer as the CLI's tokens command asks for it: one indexer, one budget for masters and owners. */
function benchLookups(server: RunningIndexServer) {
  const client = createIndexClient({ baseUrl: server.url });
  return tokensLookups(
    jobIndexer({ profileId: 'bench', name: 'bench', baseUrl: server.url }, client, {
      limits: { ...DEFAULT_BULK_LIMITS, maxUrlLength: MAX_URL_LENGTH },
      rate: { requestsPerSecond: RATE },
      concurrency: 4,
    }),
    undefined,
  );
}

/** One timed tokens run: its wall time, the floor of the requests it made, and its rows. */
interface TokensRun {
  ms: number;
  floorMs: number;
  answered: number;
  refused: number;
  cpuMs: number;
  rows: Awaited<ReturnType<typeof tokensOfWallets>>['rows'];
}

/** Checks a run's rows: every owner, the holders active with their own balances, the rest without a wallet. */
function checkRows(rows: TokensRun['rows'], owners: readonly string[]): void {
  const active = rows.filter((r) => r.status === 'active');
  const none = rows.filter((r) => r.status === 'no_wallet');
  if (rows.length !== OWNERS || active.length !== HOLDERS || none.length !== OWNERS - HOLDERS) {
    throw new Error(
      `tokens incomplete: ${active.length} active, ${none.length} without a wallet, of ${rows.length}`,
    );
  }
  if (active.some((r) => r.balance !== String(BigInt(owners.indexOf(r.owner) + 1) * 1_000_000n)))
    throw new Error('a balance is wrong');
}

/** The 10,000 owners' tokens from a fresh rate window, the emulator thread started inside the timed run. */
async function tokensRun(server: RunningIndexServer, owners: readonly string[]): Promise<TokensRun> {
  // The runner as the CLI's tokens command makes it (a worker thread); it starts inside the timed run.
  const runner = createThreadTvmRunner();
  await fresh(server);
  const cpuBefore = process.cpuUsage();
  const t = performance.now();
  const outcome = await tokensOfWallets({
    owners: [...owners],
    masters: [USDT_MASTER_RAW],
    runner,
    unixTime: 1_721_068_768,
    ...benchLookups(server),
  }).finally(() => runner.dispose?.());
  const ms = performance.now() - t;
  const cpu = process.cpuUsage(cpuBefore);
  checkRows(outcome.rows, owners);
  const answered = server.requests.filter((r) => r.status === 200).length;
  const refused = server.requests.filter((r) => r.status === 429).length;
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  return { ms, floorMs: (answered / RATE) * 1000, answered, refused, cpuMs, rows: outcome.rows };
}

/** Runs with one core kept busy by a second process (the app-100k bench's burner), the burner stopped after. */
async function busyRuns(server: RunningIndexServer, owners: readonly string[]): Promise<TokensRun[]> {
  const burner = startCpuBurner();
  try {
    const runs: TokensRun[] = [];
    for (let i = 0; i < BUSY_RUNS; i++) runs.push(await tokensRun(server, owners));
    return runs;
  } finally {
    await burner.stop();
  }
}

const ratioOf = (run: TokensRun) => run.ms / run.floorMs;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** What every rate-limited line says of its run. */
const RUN_FACTS = {
  owners: OWNERS,
  jettons: 1,
  holders: HOLDERS,
  rate_per_second: RATE,
  latency_ms: LATENCY_MS,
  max_url_length: MAX_URL_LENGTH,
};

/** `tvm-tokens-10k-rate-limited`: the busy run farthest from its floor, every busy run in the detail. */
function busyLine(runs: readonly TokensRun[], quiet: TokensRun): BenchResult {
  const worst = runs.reduce((a, b) => (ratioOf(b) > ratioOf(a) ? b : a));
  return result('tvm-tokens-10k-rate-limited', { ours: worst.ms, baseline: worst.floorMs }, 1.15, {
    ...RUN_FACTS,
    contended: 'one core kept busy by a second process (scripts/bench/app-100k/cpu-burner.ts)',
    measured: `the worst of ${BUSY_RUNS} runs with the core busy (the highest wall time / floor), each with its own floor`,
    runs: runs.map((run) => ({
      ms: Math.round(run.ms),
      floor_ms: Math.round(run.floorMs),
      ratio: round3(ratioOf(run)),
      answered_429: run.refused,
      process_cpu_ms: run.cpuMs,
    })),
    quiet_ratio: round3(ratioOf(quiet)),
    baseline_is: `floor of the worst of ${BUSY_RUNS} runs with one core busy: its requests / ${RATE} per second`,
  });
}

/** The quiet run's line and its comparison with a plain lookup of the same wallets. */
function quietLines(quiet: TokensRun, lookupOnly: number, lookupRequests: number): BenchResult[] {
  return [
    result('tvm-tokens-10k-rate-limited-quiet', { ours: quiet.ms, baseline: quiet.floorMs }, 1.15, {
      ...RUN_FACTS,
      requests: quiet.answered,
      answered_429: quiet.refused,
      baseline_is: `floor: ${quiet.answered} requests / ${RATE} per second`,
      process_cpu_ms: quiet.cpuMs,
    }),
    result('tvm-tokens-10k-vs-lookup', { ours: quiet.ms, baseline: lookupOnly }, 1.15, {
      baseline_is:
        'a plain bulk lookup of the same 10,000 jetton wallets (no emulation), same limits, same run',
      lookup_requests: lookupRequests,
    }),
  ];
}

/** Runs the bench and returns its result lines. */
export async function run(): Promise<BenchResult[]> {
  const { server, owners } = await tokensBenchServer();
  try {
    const quiet = await tokensRun(server, owners);
    // The same jetton wallets looked up plainly, with the same limits: the network part alone.
    const wallets = quiet.rows.map((r) => r.jetton_wallet!);
    await fresh(server);
    const t2 = performance.now();
    const plain = await runBulkLookup({ raws: wallets, ...benchLookups(server) });
    const lookupOnly = performance.now() - t2;
    if (plain.failed.length > 0) throw new Error('the plain lookup failed');
    const busy = await busyRuns(server, owners);
    return [
      ...deriveCpuLines(),
      busyLine(busy, quiet),
      ...quietLines(quiet, lookupOnly, plain.progress.requestsPlanned),
    ];
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
