/**
 * Diagnostic (not a bench line): the tokens bench's run with a timeline of what happened when — the
 * threads' start, each derivation session, each request as the server saw it, each balance session.
 * Prints one JSON line with the events (ms since the run's start) and a summary.
 */
import { USDT_MASTER_RAW } from '../../local-index-server/sample-data';
import { tokensBenchServer } from './tvm-tokens.bench';
import { createIndexClient } from '../../shared/client/index-client';
import { DEFAULT_BULK_LIMITS } from '../../shared/bulk/bulk-lookup';
import { tokensOfWallets } from '../../shared/contracts/tokens';
import { jobIndexer } from '../../shared/jobs/job-indexer';
import { tokensLookups } from '../../shared/jobs/tokens-job';
import { createThreadTvmRunner } from '../../node-host/tvm-threads';
import type { TvmRunner } from '../../shared/tvm/runner';

const { server, owners } = await tokensBenchServer();
const client = createIndexClient({ baseUrl: server.url });
const base = createThreadTvmRunner();
await fetch(`${server.url}/__control/reset`, { method: 'POST' });
await new Promise((r) => setTimeout(r, 1_100));
type Ev = [string, number, number, number];
const events: Ev[] = [];
let t0 = 0;
const now = () => performance.now() - t0;
const runner: TvmRunner = {
  ...base,
  prepare: async (o) => {
    const s = now();
    await base.prepare!(o);
    events.push(['ready', s, now(), 0]);
  },
  runGetMethods: async (request, options) => {
    const s = now();
    const r = await base.runGetMethods(request, options);
    events.push([request.calls[0]!.method as string, s, now(), request.calls.length]);
    return r;
  },
};
const indexer = jobIndexer({ profileId: 'b', name: 'b', baseUrl: server.url }, client, {
  limits: { ...DEFAULT_BULK_LIMITS, maxUrlLength: 8192 },
  rate: { requestsPerSecond: 10 },
  concurrency: 4,
});
const lookups = tokensLookups(indexer, undefined);
const transport: typeof lookups.transport = async (raws, signal) => {
  const s = now();
  const r = await lookups.transport(raws, signal);
  events.push(['request', s, now(), raws.length]);
  return r;
};
const wall0 = Date.now();
t0 = performance.now();
const cpu0 = process.cpuUsage();
const outcome = await tokensOfWallets({
  owners,
  masters: [USDT_MASTER_RAW],
  runner,
  unixTime: 1_721_068_768,
  ...lookups,
  transport,
  onProgress: () => undefined,
});
const total = now();
const cpu = process.cpuUsage(cpu0);
base.dispose?.();
await server.close();
const answered = server.requests.filter((r) => r.status === 200);
const arrivals = answered.map((r) => r.time - wall0);
const floor = (answered.length / 10) * 1000;
const round = (n: number) => Math.round(n);
const kind = (k: string) => events.filter((e) => e[0] === k);
const derive = kind('get_wallet_address');
const data = kind('get_wallet_data').concat(kind('get_status'));
const reqs = kind('request');
console.log(
  JSON.stringify({
    total: round(total),
    floor,
    ratio: +(total / floor).toFixed(3),
    cpu_ms: round((cpu.user + cpu.system) / 1000),
    rows: outcome.rows.length,
    ready: kind('ready').map((e) => [round(e[1]), round(e[2])]),
    server_arrivals_first5: arrivals.slice(0, 5).map(round),
    server_arrivals_last3: arrivals.slice(-3).map(round),
    derive_first: derive.slice(0, 6).map((e) => [round(e[1]), round(e[2])]),
    derive_last: derive.slice(-2).map((e) => [round(e[1]), round(e[2])]),
    derive_sessions: derive.length,
    derive_busy_ms: round(derive.reduce((a, e) => a + e[2] - e[1], 0)),
    requests_first5: reqs.slice(0, 5).map((e) => [round(e[1]), round(e[2]), e[3]]),
    requests_last3: reqs.slice(-3).map((e) => [round(e[1]), round(e[2]), e[3]]),
    data_sessions: data.map((e) => [round(e[1]), round(e[2]), e[3]]),
    gaps_over_150: arrivals
      .slice(1)
      .flatMap((a, i) => (a - arrivals[i]! > 150 ? [[round(arrivals[i]!), round(a - arrivals[i]!)]] : [])),
  }),
);
