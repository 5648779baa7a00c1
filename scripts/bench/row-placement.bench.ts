/**
 * Bench: placing a 100,000-address lookup's rows on the page (renderer/model/row-builder.ts
 * `RowBuilder.place`: each row swapped into its position, its shared values interned) against what the
 * page cannot avoid for the same rows: the structured clone that carries each batch's `job-rows` event
 * from the job worker (or over IPC). Target: placing costs at most a quarter of that clone (at f42528d,
 * before kinds were interned without JSON text, it cost 0.28-0.52 of it; after, 0.14-0.22; at d11f5a2,
 * with compact records checked and packed on the page, 0.78-0.81).
 *
 * Since the job owner packs each batch before it crosses (shared/jobs/packed-records.ts `packBatch`: the
 * records' hashes as bytes, balances and lts as numbers, entries' forms as flags), the event cloned is
 * the packed one — what is sent now, and smaller than before — and placing builds the compact records
 * from its parts. Since the batch crosses as columns (shared/jobs/row-columns.ts: one array per field,
 * no inputs), the event cloned is the columns one, and "placing" includes reading the columns back into
 * rows and parts (`rowsOfColumns`): the page's work, over a cheaper clone — so this ratio rose while
 * clone plus placing fell. The detail gives, per round's medians, the clone of the same events unpacked
 * (the baseline before packing moved), of the packed rows as objects (before columns), and the packing's
 * and columns' own time, which the job worker (or Electron main) spends now instead of the page; and
 * the CPU time of placing and of cloning (`process.cpuUsage`, GC threads included) with its ratio, which
 * moves far less than the wall times' when other processes share the cores.
 *
 * The rows are made as the app's job makes them: 100 batches of 1,000 addresses asked of the local index
 * server over HTTP with the app's client (sample and generated accounts — wallets of three versions,
 * jetton wallets with their master's token metadata, uninit, frozen, nonexist — and addresses it does
 * not know, which come back not found), every tenth account given a `.ton` domain in its address-book
 * entry; each answer turned into rows by shared/jobs/lookup-answer.ts as the lookup job does, and the
 * event structured-cloned whole, as `port.postMessage` sends it. Each round clones every batch (timed:
 * the baseline), then places the clones in a fresh builder (timed: ours).
 *
 * Run directly (`npx tsx scripts/bench/row-placement.bench.ts`) it prints one JSON line.
 */
import { pathToFileURL } from 'node:url';
import { startIndexServer } from '../../local-index-server';
import { createIndexClient } from '../../shared/client/index-client';
import { LookupAnswer, type AnswerStep } from '../../shared/jobs/lookup-answer';
import { packBatch } from '../../shared/jobs/packed-records';
import { batchAsColumns, rowsOfColumns } from '../../shared/jobs/row-columns';
import type { RequestedAccount } from '../../renderer/model/lookup-outcome';
import { RowBuilder } from '../../renderer/model/row-builder';
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

/**
 * One round: the batches made columns as the job owner sends them, records packed on the way (ms), the
 * unpacked ones cloned (ms), the packed ones as rows cloned (ms: what crossed before they went as
 * columns), the columns cloned (ms: what crosses now), then those clones read back and placed in a
 * fresh builder (ms and CPU ms).
 */
function round(accounts: readonly RequestedAccount[], events: readonly AnswerStep[]) {
  const builder = new RowBuilder({ key: 'bench', accounts, includeBoc: false, profileId: 'local' });
  const packed = events.map((event) => packBatch(event));
  let start = performance.now();
  const sent = events.map((event) => batchAsColumns(event));
  const pack = performance.now() - start;
  start = performance.now();
  for (const event of events) structuredClone(event);
  const cloneUnpacked = performance.now() - start;
  start = performance.now();
  for (const event of packed) structuredClone(event);
  const cloneRows = performance.now() - start;
  let cpu = cpuMs();
  start = performance.now();
  const clones = sent.map((event) => structuredClone(event));
  const clone = performance.now() - start;
  const cloneCpu = cpuMs() - cpu;
  cpu = cpuMs();
  start = performance.now();
  const inputOf = (index: number) => accounts[index]!.input;
  for (const { columns } of clones) {
    const { rows, packed, addressBook, metadata } = rowsOfColumns(columns, inputOf);
    builder.place(rows, addressBook, metadata, packed);
  }
  const place = performance.now() - start;
  const placeCpu = cpuMs() - cpu;
  return { pack, cloneUnpacked, cloneRows, clone, place, cloneCpu, placeCpu, builder };
}

/** `ms` to a tenth. */
const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** Runs the bench. */
export async function run(): Promise<BenchResult[]> {
  const { accounts, events } = await jobEvents();
  for (let i = 0; i < 2; i++) round(accounts, events);
  const clone: number[] = [];
  const place: number[] = [];
  const pack: number[] = [];
  const cloneUnpacked: number[] = [];
  const cloneRows: number[] = [];
  const cloneCpu: number[] = [];
  const placeCpu: number[] = [];
  let last: RowBuilder | null = null;
  for (let i = 0; i < 9; i++) {
    const times = round(accounts, events);
    clone.push(times.clone);
    place.push(times.place);
    pack.push(times.pack);
    cloneUnpacked.push(times.cloneUnpacked);
    cloneRows.push(times.cloneRows);
    cloneCpu.push(times.cloneCpu);
    placeCpu.push(times.placeCpu);
    last = times.builder;
  }
  const baseUrl = 'http://127.0.0.1';
  last!.bound = {
    indexer: { profileId: 'local', name: 'Local indexer', baseUrl },
    policy: effectiveRequestPolicy({ baseUrl, hasApiKey: false }),
    lastBlock: null,
  };
  const counts = Object.fromEntries(last!.outcome('complete', 0).statusCounts);
  if (counts.pending) throw new Error(`${counts.pending} rows were left pending`);
  return [
    result('row-placement-100k', { ours: median(place), baseline: median(clone) }, 0.25, {
      rows: accounts.length,
      batches: events.length,
      packMs: round1(median(pack)),
      cloneUnpackedMs: round1(median(cloneUnpacked)),
      cloneRowsMs: round1(median(cloneRows)),
      placeCpuMs: round1(median(placeCpu)),
      cloneCpuMs: round1(median(cloneCpu)),
      cpuRatio: Math.round((median(placeCpu) / median(cloneCpu)) * 1000) / 1000,
      statusCounts: counts,
    }),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
