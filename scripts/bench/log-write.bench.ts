/**
 * Bench `log-write`: the lookup log's entry for 100,000 and 500,000 generated accounts (the local index
 * server's `{ generated: N }` dataset, as the web app logs them against it, BoCs off), written by the
 * real log over a real LevelDB (classic-level) in a temp folder: the bytes it takes in the store, how
 * long the write took, and the longest stretch the thread was held meanwhile (the job owner must keep
 * answering). `ours` is the 500,000 entry's size in MB (target: well inside the log's 256 MB);
 * `baseline` the same entry's JSON as it was stored before bodies were compressed. Run directly
 * (`npx tsx scripts/bench/log-write.bench.ts [N…]`) it prints one JSON line.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ClassicLevel } from 'classic-level';
import { buildIndexData } from '../../local-index-server';
import { accountJson, addressBookJson, metadataJson } from '../../local-index-server/account-states';
import { lookupLogDraftSchema, type LookupLogDraft } from '../../shared/lookup-log/log-entry';
import { createLookupLog, DEFAULT_LOOKUP_LOG_MAX_BYTES } from '../../shared/lookup-log/lookup-log';
import { jsonBytes } from '../../shared/storage/json-bytes';
import type { BenchResult } from './harness';

const MB = 1024 * 1024;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A checked draft of a lookup of the first `count` generated accounts, as the app would log it. */
export function generatedDraft(count: number): LookupLogDraft {
  const data = buildIndexData({ dataset: { generated: count } });
  const rows = data.list.slice(0, count);
  const addressBook = Object.fromEntries(rows.map((r) => [r.raw, addressBookJson(r, false)]));
  const result = {
    // Through JSON, as the answer arrives: `undefined` fields (Go's omitempty) are absent.
    accounts: rows.map((r) => JSON.parse(JSON.stringify(accountJson(r, false))) as unknown),
    address_book: JSON.parse(JSON.stringify(addressBook)) as unknown,
    metadata: metadataJson(
      data,
      rows.map((r) => r.raw),
    ),
    not_found: [],
  };
  return lookupLogDraftSchema.parse({
    profile: { id: 'local', name: 'Local index server', baseUrl: 'http://127.0.0.1:8081/api/v3' },
    lastBlock: { seqno: 1, gen_utime: '1764000000' },
    includeBoc: false,
    inputs: rows.map((r) => ({ raw: r.raw, input: addressBookJson(r, false).user_friendly })),
    counts: { requested: count, found: count, notFound: 0, failed: 0 },
    cancelled: false,
    failed: [],
    result,
  });
}

interface WriteRun {
  accounts: number;
  storedMB: number;
  jsonMB: number;
  writeSeconds: number;
  longestBlockMs: number;
}

/** Logs a lookup of `count` generated accounts into a fresh LevelDB; what it took. */
async function writeRun(count: number): Promise<WriteRun> {
  const generated = generatedDraft(count);
  // The address book and metadata as the lookup's maker keeps them while the answers come (LookupAnswer's Maps).
  const { address_book, metadata } = generated.result;
  const draft = {
    ...generated,
    result: {
      ...generated.result,
      address_book: new Map(Object.entries(address_book)),
      metadata: new Map(Object.entries(metadata)),
    },
  };
  const jsonMB = (await jsonBytes(generated)).length / MB;
  const dir = await mkdtemp(join(tmpdir(), 'log-write-bench-'));
  const db = new ClassicLevel<string, string>(join(dir, 'db'));
  try {
    const log = createLookupLog(db, { maxBytes: 4 * DEFAULT_LOOKUP_LOG_MAX_BYTES });
    await log.list();
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const start = performance.now();
    const summary = await log.addChecked(draft);
    const ms = performance.now() - start;
    delay.disable();
    return {
      accounts: count,
      storedMB: round1(summary.sizeBytes / MB),
      jsonMB: round1(jsonMB),
      writeSeconds: round1(ms / 1000),
      longestBlockMs: round1(delay.max / 1e6),
    };
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs the bench and returns its result line. */
export async function run(counts: number[] = [100_000, 500_000]): Promise<BenchResult[]> {
  const runs: WriteRun[] = [];
  for (const count of counts) runs.push(await writeRun(count));
  const largest = runs.at(-1)!;
  return [
    {
      name: 'log-write',
      ours: largest.storedMB,
      baseline: largest.jsonMB,
      ratio: Math.round((largest.storedMB / largest.jsonMB) * 1000) / 1000,
      target: DEFAULT_LOOKUP_LOG_MAX_BYTES / MB / 2,
      target_on: 'ours',
      unit: `MB stored for ${largest.accounts} accounts`,
      detail: { baseline_is: 'the entry as plain JSON, as stored before', runs },
    },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const counts = process.argv.slice(2).map(Number);
  for (const line of await run(counts.length > 0 ? counts : undefined)) console.log(JSON.stringify(line));
}
