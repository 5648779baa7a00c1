/**
 * Bench: "Re-run and compare" and `cli compare` of 100,000 accounts (shared/lookup-log/lookup-compare.ts
 * compareLookups: every compared field of every account, then and now, with exact differences) against
 * the table's change marks of the same two lookups (lookup-diff.ts diffLookups, one pass over each).
 * Target: at most 4× that pass. The comparison once searched the whole list for each account: 27 s for
 * 20,000 accounts on the page's main thread, about ten minutes for 100,000.
 *
 * Run directly (`npx tsx scripts/bench/lookup-compare.bench.ts`) it prints one JSON line.
 */
import { pathToFileURL } from 'node:url';
import type { CheckedLookup, MetadataEntry } from '../../shared/api/account-states';
import { compareLookups, type AccountComparison } from '../../shared/lookup-log/lookup-compare';
import { comparisonToCsvSteps } from '../../shared/lookup-log/compare-csv';
import { comparisonJsonSteps } from '../../shared/lookup-log/compare-output';
import { diffLookups } from '../../shared/lookup-log/lookup-diff';
import { compare, median, result, type BenchResult } from './harness';
import { summaryRows } from './lookup-summary.bench';

const ACCOUNTS = 100_000;

/** The jetton master of the summary bench's jetton wallets, with its symbol and decimals. */
const MASTER = `0:${(0xfffffff).toString(16).toUpperCase().padStart(64, '0')}`;

/** The rows of the summary bench as a lookup's answer; `moved` shifts every 7th balance by 1 nanoton. */
function lookupOf(moved: boolean): CheckedLookup {
  const rows = summaryRows(ACCOUNTS);
  const metadata = new Map<string, MetadataEntry>([
    [
      MASTER,
      {
        is_indexed: true,
        token_info: [{ type: 'jetton_masters', symbol: 'USD₮', extra: { decimals: '6' } }],
      },
    ],
  ]);
  const accounts = rows.flatMap((row, i) => {
    if (row.meta) metadata.set(row.raw, row.meta);
    if (!row.account) return [];
    const { balance: was } = row.account;
    const balance = moved && i % 7 === 0 && was !== null ? String(BigInt(was) + 1n) : was;
    return [{ ...row.account, balance }];
  });
  const not_found = rows.filter((row) => !row.account).map((row) => row.raw);
  return { accounts, address_book: new Map(), metadata, not_found };
}

/** Runs the bench. */
export function run(): BenchResult[] {
  const before = lookupOf(false);
  const after = lookupOf(true);
  const asked = summaryRows(ACCOUNTS).map((row) => ({ raw: row.raw, input: row.raw }));
  const times = compare(
    () => compareLookups(before, after, asked),
    () => diffLookups(before, after),
    { rounds: 5, warmup: 1 },
  );
  const compared = compareLookups(before, after, asked);
  const changed = compared.filter((a) => a.changed).length;
  const jettonBalances = compared.filter((a) => a.fields.jetton_balance.now !== null).length;
  return [
    result('lookup-compare-100k', times, 4, { accounts: asked.length, changed, jettonBalances }),
    saveSteps(compared),
  ];
}

/** The longest step of `steps` run to its end, and the whole run, in ms. */
function stepTimes(steps: Generator<void, string[], void>): { longest: number; whole: number } {
  let longest = 0;
  const started = performance.now();
  for (;;) {
    const t = performance.now();
    const step = steps.next();
    longest = Math.max(longest, performance.now() - t);
    if (step.done) return { longest, whole: performance.now() - started };
  }
}

/**
 * "Save comparison as CSV / JSON" of the 100,000 accounts: the longest step the page runs (target: none
 * over 50 ms) against the whole file written in one task, as a click once did (the baseline).
 */
function saveSteps(compared: AccountComparison[]): BenchResult {
  const addressOf = (c: { raw: string }) => c.raw;
  const rounds = Array.from({ length: 3 }, () => ({
    csv: stepTimes(comparisonToCsvSteps(compared, addressOf)),
    json: stepTimes(comparisonJsonSteps(compared, addressOf)),
  }));
  const longest = median(rounds.map((r) => Math.max(r.csv.longest, r.json.longest)));
  const whole = median(rounds.map((r) => Math.max(r.csv.whole, r.json.whole)));
  return {
    ...result('lookup-compare-save-100k-longest-step', { ours: longest, baseline: whole }, 50),
    target_on: 'ours',
    detail: {
      measured:
        'in Node: the longest step of writing the CSV and the JSON a slice at a time, in the parts saveFile takes (median of 3)',
      baseline_is: 'the longer of the two files written whole, one task (what a click cost before)',
      csv: rounds.map((r) => Math.round(r.csv.longest)),
      json: rounds.map((r) => Math.round(r.json.longest)),
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of run()) console.log(JSON.stringify(line));
}
