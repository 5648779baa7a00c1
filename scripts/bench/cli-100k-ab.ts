/**
 * The app-100k bench's `cli-100k-vs-fetch-loop` alone, in rounds, and as an A/B of two checkouts (not a
 * bench: it prints no result line): against one local index server (100,000 generated accounts, BoCs
 * off, no rate limit), each round takes the bare Node fetch loop, then `cli accounts --file F --no-boc
 * --ndjson` of this checkout — and, with `--base DIR`, of that checkout too, the two in turns that swap
 * who goes first — each as the bench times it (app-100k/cli-run.ts: spawn to exit, minus the same command
 * on the file's first address). On a shared two-core machine one sample swings by 20 %, so the medians
 * are read, with every sample, the CPU seconds each CLI run cost (the CLI's and the server's) and the
 * load average beside them.
 *
 *   npx tsx scripts/bench/cli-100k-ab.ts [--base /tmp/base] [--rounds 5] [--accounts N]
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startIndexServer } from '../../local-index-server';
import { cpuSecondsBetween, cpuSnapshot } from './app-100k/cpu-accounting';
import { cliAccountsArgs, timeCli } from './app-100k/cli-run';
import { fetchLoop, lookupUrls } from './app-100k/fetch-loop';
import { friendlyAddressFile } from './app-100k/web-app-build';
import { median } from './harness';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** One checkout's samples: the lookup without start-up, in wall ms and in the CLI's CPU ms. */
interface Side {
  name: string;
  root: string;
  lookupMs: number[];
  startupMs: number[];
  /** The CLI's CPU on the file minus its CPU on the first address (utime + stime, /proc). */
  lookupCpuMs: number[];
  /** The bench process's CPU while the CLI ran on the file: the index server answering it. */
  serverCpuMs: number[];
}

/** CPU ms of `owner` between two snapshots (0 where /proc cannot be read). */
const cpuMs = (
  before: ReturnType<typeof cpuSnapshot>,
  after: ReturnType<typeof cpuSnapshot>,
  owner: string,
) => (cpuSecondsBetween(before, after)?.[owner] ?? 0) * 1000;

/** `cli accounts` as app-100k/cli-run.ts times it, with the CPU each run cost. */
async function cliSample(
  side: Side,
  file: string,
  first: string,
  server: { url: string; clearRequests(): void },
) {
  const args = (list: string) => cliAccountsArgs(list, server.url);
  const s0 = cpuSnapshot();
  const startupMs = await timeCli(side.root, args(first));
  const s1 = cpuSnapshot();
  server.clearRequests();
  const ms = await timeCli(side.root, args(file));
  const s2 = cpuSnapshot();
  side.lookupMs.push(ms - startupMs);
  side.startupMs.push(startupMs);
  side.lookupCpuMs.push(cpuMs(s1, s2, 'cli') - cpuMs(s0, s1, 'cli'));
  side.serverCpuMs.push(cpuMs(s1, s2, 'bench'));
}

const round = (n: number) => Math.round(n);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Prints one side's medians and its ratio to the loop's median. */
function report(side: Side, loopMs: number[], loopCpuMs: number[]): void {
  const lookup = median(side.lookupMs);
  const cpu = median(side.lookupCpuMs);
  const list = (values: number[]) => `[${values.map(round).join(', ')}]`;
  console.log(
    `${side.name}: lookup ${round(lookup)} ms ${list(side.lookupMs)}, start-up ${round(median(side.startupMs))} ms, ` +
      `vs loop ${(lookup / median(loopMs)).toFixed(3)}×; lookup CPU ${round(cpu)} ms ${list(side.lookupCpuMs)}, ` +
      `vs the loop's CPU (est.) ${(cpu / median(loopCpuMs)).toFixed(3)}×; server CPU ${list(side.serverCpuMs)}`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      rounds: { type: 'string', default: '5' },
      accounts: { type: 'string', default: '100000' },
    },
  });
  const accounts = Number(values.accounts);
  const side = (name: string, root: string): Side => ({
    name,
    root,
    lookupMs: [],
    startupMs: [],
    lookupCpuMs: [],
    serverCpuMs: [],
  });
  const sides = [side('this', ROOT), ...(values.base ? [side('base', resolve(values.base))] : [])];
  const server = await startIndexServer({ port: 0, dataset: { generated: accounts } });
  const work = await mkdtemp(join(tmpdir(), 'cli-100k-ab-'));
  try {
    const raws = server.data.list.slice(0, accounts).map((a) => a.raw);
    const file = join(work, 'addresses.txt');
    const text = friendlyAddressFile(raws);
    await writeFile(file, text);
    const first = join(work, 'first.txt');
    await writeFile(first, `${text.slice(0, text.indexOf('\n'))}\n`);
    const urls = lookupUrls(server.url, raws);
    const loopMs: number[] = [];
    const loopBenchCpuMs: number[] = [];
    // Untimed: the first fetch loads Node's HTTP client, and the server's first answers warm it up.
    await fetchLoop(urls);
    console.log(`load before: ${load()}`);
    for (let r = 0; r < Number(values.rounds); r++) {
      const l0 = cpuSnapshot();
      const loop = await fetchLoop(urls);
      loopBenchCpuMs.push(cpuMs(l0, cpuSnapshot(), 'bench'));
      if (loop.accounts !== accounts) throw new Error(`the loop saw ${loop.accounts} accounts`);
      loopMs.push(loop.ms);
      const order = r % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) await cliSample(side, file, first, server);
      console.log(
        `round ${r + 1}: loop ${round(loop.ms)} ms; ${order.map((s) => `${s.name} ${round(s.lookupMs.at(-1)!)} ms`).join('; ')}; load ${load()}`,
      );
    }
    // The loop's own CPU: the bench process's while it ran, less the server's share (what it spent
    // answering the same requests from a CLI).
    const serverMs = median(sides.flatMap((s) => s.serverCpuMs));
    const loopCpuMs = loopBenchCpuMs.map((ms) => ms - serverMs);
    console.log(
      `loop: ${round(median(loopMs))} ms [${loopMs.map(round).join(', ')}]; CPU (est.) ${round(median(loopCpuMs))} ms [${loopCpuMs.map(round).join(', ')}]`,
    );
    for (const side of sides) report(side, loopMs, loopCpuMs);
    console.log(`load after: ${load()}`);
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
