/**
 * Bench `row-page-cost-100k`: what a 100,000-address lookup's rows cost the page, batch by batch — the
 * structured clone of each `job-rows` event as it crosses now (shared/jobs/row-columns.ts: columns), and
 * placing them straight from the columns (renderer/model/row-builder.ts `RowBuilder.place`) — against the structured clone of the same rows as
 * row objects, which is what crossed before the columns (the packed rows of shared/jobs/packed-records.ts
 * `packBatch`). Both in the same run, in the same round, as CPU time (`process.cpuUsage`, GC threads
 * included), which moves far less than wall time when other processes share the cores; wall times are in
 * the detail.
 *
 * Why a new name and target. Until the columns, the line was `row-placement-100k`: placing alone against
 * the clone of what crosses, target 0.25× — placing may add at most a quarter to the clone the page
 * cannot avoid. Once the batch crossed as columns, "placing" came to include the read-back, and the clone
 * it was measured against became the columns' (cheaper): the ratio rose (0.46× → 1.69×) while clone plus
 * placing fell, so it no longer said what it was written for. This line counts the page's whole cost of
 * a batch, the clone included, so the baseline stays what it was (rows as objects) and a cheaper crossing
 * counts as the gain it is. The same budget as 0.25× of placing over the clone of rows as objects is
 * 1.25× here (the clone itself, plus a quarter): that is the target, the old one restated, not relaxed.
 *
 * The detail also gives what the readers of every row cost after placing, on the placed rows (CPU ms):
 * the results summary (shared/jobs/lookup-summary.ts), the balance and lt sorts and the table's search
 * texts (renderer/model/result-rows.ts). A record built when first read makes placing cheaper only if
 * these do not build it instead (shared/jobs/account-field.ts): the work must go, not move.
 *
 * The rows are made as the app's job makes them: 100 batches of 1,000 addresses asked of the local index
 * server over HTTP with the app's client (sample and generated accounts — wallets of three versions,
 * jetton wallets with their master's token metadata, uninit, frozen, nonexist — and addresses it does
 * not know, which come back not found), every tenth account given a `.ton` domain in its address-book
 * entry; each answer turned into rows by shared/jobs/lookup-answer.ts as the lookup job does, and the
 * event structured-cloned whole, as `port.postMessage` sends it. Each round clones every batch as rows
 * (the baseline), then as columns, reads the clones back and places them in a fresh builder (ours).
 *
 * Run directly (`npx tsx scripts/bench/row-placement.bench.ts`) it prints one JSON line.
 */
import { pathToFileURL } from 'node:url';
import { startIndexServer } from '../../local-index-server';
import { createIndexClient } from '../../shared/client/index-client';
import { LookupAnswer, type AnswerStep } from '../../shared/jobs/lookup-answer';
import { packBatch } from '../../shared/jobs/packed-records';
import { batchAsColumns } from '../../shared/jobs/row-columns';
import type { RequestedAccount } from '../../renderer/model/lookup-outcome';
import { RowBuilder } from '../../renderer/model/row-builder';
import { rowSearchText, visibleRows } from '../../renderer/model/result-rows';
import { summarizeLookup } from '../../shared/jobs/lookup-summary';
import { effectiveRequestPolicy } from '../../shared/bulk/request-policy';
import { median, result, type BenchResult } from './harness';

const ACCOUNTS = 100_000;
const BATCH = 1_000;
/** One address in this many is one the index does not hold (a not-found row). */
const UNKNOWN_EVERY = 33;
/** One account in this many has a `.ton` domain in the address book. */
const DOMAIN_EVERY = 10;

/** An address no account of the generated index has (its hash is outside the generator's). */
const unknownRaw = (i: number) => `0:${(0xbad00000 + i).toString(16).toUpperCase().padStart(64, 'F')}`;

/** The requested accounts, in input order: the index's accounts with unknown ones among them. */
function requestedAccounts(known: readonly string[]): RequestedAccount[] {
  const accounts: RequestedAccount[] = [];
  let next = 0;
  for (let i = 0; i < ACCOUNTS; i++) {
    const raw = i % UNKNOWN_EVERY === 0 ? unknownRaw(i) : known[next++]!;
    accounts.push({ raw, input: raw, line: i + 1, column: 1, repeats: 0 });
  }
  return accounts;
}

/** Every batch's `job-rows` event (its rows, address book and metadata), as the lookup job emits them. */
export async function jobEvents(): Promise<{ accounts: RequestedAccount[]; events: AnswerStep[] }> {
  const server = await startIndexServer({ port: 0, dataset: { generated: ACCOUNTS } });
  try {
    const records = server.data.list;
    records.forEach((record, i) => {
      if (i % DOMAIN_EVERY === 0 && !record.domain) record.domain = `holder-${i}.ton`;
    });
    const accounts = requestedAccounts(records.map((record) => record.raw));
    const client = createIndexClient({ baseUrl: server.url });
    const answer = LookupAnswer.of({ mode: 'record' }, accounts);
    const events: AnswerStep[] = [];
    for (let start = 0; start < accounts.length; start += BATCH) {
      const raws = accounts.slice(start, start + BATCH).map((account) => account.raw);
      const lookup = await client.accountStatesRequest(raws, { includeBoc: false });
      events.push(answer.add(raws, lookup));
    }
    return { accounts, events };
  } finally {
    await server.close();
  }
}

/** The process's CPU time so far (ms): what a phase costs, whatever else the machine runs meanwhile. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** CPU ms `work` takes, and its result. */
function cpuOf<T>(work: () => T): [number, T] {
  const cpu = cpuMs();
  const value = work();
  return [cpuMs() - cpu, value];
}

/**
 * One round: the batches packed and made columns as the job owner does (ms); the packed rows cloned as
 * row objects (the baseline: what crossed before the columns); then the page's cost of the batches as
 * they cross now — the columns cloned, read back and placed in a fresh builder (ours); then the readers
 * of every row over the placed rows. CPU ms, and wall ms for the clones and placing.
 */
function round(accounts: readonly RequestedAccount[], events: readonly AnswerStep[]) {
  const builder = new RowBuilder({ key: 'bench', accounts, includeBoc: false, profileId: 'local' });
  // What crossed before the columns: the batches packed (`packBatch`) as row objects.
  const packed = events.map((event) => packBatch(event));
  let start = performance.now();
  // What crosses now: records packed straight into the columns, as the job owner sends them (a row's
  // raw only where it is not the one asked at its position).
  const askedRaw = (index: number) => accounts[index]?.raw;
  const sent = events.map((event) => batchAsColumns(event, askedRaw));
  const pack = performance.now() - start;
  start = performance.now();
  const [baselineCpu] = cpuOf(() => packed.forEach((event) => structuredClone(event)));
  const cloneRows = performance.now() - start;
  start = performance.now();
  const [cloneCpu, clones] = cpuOf(() => sent.map((event) => structuredClone(event)));
  const clone = performance.now() - start;
  start = performance.now();
  const [placeCpu] = cpuOf(() => {
    for (const { columns } of clones) builder.place(columns, askedRaw);
  });
  const place = performance.now() - start;
  return { pack, cloneRows, clone, place, baselineCpu, cloneCpu, placeCpu, builder, ...readers(builder) };
}

/** CPU ms of the readers of every row, over `builder`'s placed rows (each reads a field of every record). */
function readers(builder: RowBuilder) {
  const baseUrl = 'http://127.0.0.1';
  builder.bound = {
    indexer: { profileId: 'local', name: 'Local indexer', baseUrl },
    policy: effectiveRequestPolicy({ baseUrl, hasApiKey: false }),
    lastBlock: null,
  };
  const rows = builder.outcome('running', 0).rows;
  const [summaryCpu] = cpuOf(() => summarizeLookup(rows));
  const [balanceSortCpu] = cpuOf(() => visibleRows(rows, { key: 'balance', direction: 'desc' }, 'all', ''));
  const [searchCpu] = cpuOf(() => rows.forEach((row) => rowSearchText(row)));
  return { summaryCpu, balanceSortCpu, searchCpu };
}

/** `ms` to a tenth. */
const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** The median of `key` over the rounds, to a tenth. */
const medianOf = <K extends string>(rounds: readonly Record<K, unknown>[], key: K) =>
  round1(median(rounds.map((r) => r[key] as number)));

/** Runs the bench. */
export async function run(): Promise<BenchResult[]> {
  const { accounts, events } = await jobEvents();
  for (let i = 0; i < 2; i++) round(accounts, events);
  const rounds: ReturnType<typeof round>[] = [];
  for (let i = 0; i < 9; i++) rounds.push(round(accounts, events));
  const last = rounds.at(-1)!.builder;
  const counts = Object.fromEntries(last.outcome('complete', 0).statusCounts);
  if (counts.pending) throw new Error(`${counts.pending} rows were left pending`);
  const pageCpu = median(rounds.map((r) => r.cloneCpu + r.placeCpu));
  return [
    result(
      'row-page-cost-100k',
      { ours: pageCpu, baseline: median(rounds.map((r) => r.baselineCpu)) },
      1.25,
      {
        measure: 'CPU ms: clone of the columns + placing them, against the clone of the rows as objects',
        rows: accounts.length,
        batches: events.length,
        cloneCpuMs: medianOf(rounds, 'cloneCpu'),
        placeCpuMs: medianOf(rounds, 'placeCpu'),
        placeToCloneRowsCpu: Math.round(median(rounds.map((r) => r.placeCpu / r.baselineCpu)) * 1000) / 1000,
        packMs: medianOf(rounds, 'pack'),
        cloneRowsMs: medianOf(rounds, 'cloneRows'),
        cloneMs: medianOf(rounds, 'clone'),
        placeMs: medianOf(rounds, 'place'),
        summaryCpuMs: medianOf(rounds, 'summaryCpu'),
        balanceSortCpuMs: medianOf(rounds, 'balanceSortCpu'),
        searchTextsCpuMs: medianOf(rounds, 'searchCpu'),
        statusCounts: counts,
      },
    ),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
