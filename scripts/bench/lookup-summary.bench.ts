/**
 * Bench: the lookup summary (shared/jobs/lookup-summary.ts) of 100,000 rows — counts by status and kind,
 * the balance distribution, the largest holders, a jetton's wallets — against the least any exact
 * summary must do: read every balance as a BigInt and add it up. Target: at most 4× that bare loop.
 * `detail.sliceMs` is the longest of its 20 slices of 5,000 rows (what the results screen runs per turn).
 *
 * Run directly (`npx tsx scripts/bench/lookup-summary.bench.ts`) it prints one JSON line.
 */
import { pathToFileURL } from 'node:url';
import type { AccountState, MetadataMap } from '../../shared/api/account-states';
import { answeredLookupRow, type LookupRow } from '../../shared/jobs/lookup-row';
import { LookupSummaryBuilder, summarizeLookup } from '../../shared/jobs/lookup-summary';
import { compare, median, result, type BenchResult } from './harness';
import { seededRandom } from '../../test-support/seeded-random';

const ROWS = 100_000;
const SLICE = 5_000;

const raw = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
const MASTER = raw(0xfffffff);

/** 100,000 rows as a lookup makes them: wallets of three kinds, jetton wallets, uninit, nonexist, not found. */
export function summaryRows(count = ROWS): LookupRow[] {
  const random = seededRandom(0x5a11);
  const rows: LookupRow[] = [];
  for (let i = 0; i < count; i++) {
    const asked = { index: i, raw: raw(i), input: raw(i) };
    const pick = random();
    if (pick < 0.03) {
      rows.push(answeredLookupRow(asked, null, null, new Map()));
      continue;
    }
    // Balances spread over 1 nanoton … 10^7 TON, as real lists of wallets are.
    const balance = String(BigInt(Math.floor(10 ** (random() * 16))) * 1000n + BigInt(i % 1000));
    const jetton = pick > 0.85;
    const status = pick < 0.08 ? 'nonexist' : pick < 0.15 ? 'uninit' : 'active';
    const state: AccountState = {
      address: raw(i),
      account_state_hash: 'AAAA',
      balance,
      extra_currencies: null,
      status,
      last_transaction_hash: null,
      last_transaction_lt: null,
      interfaces: [jetton ? 'jetton_wallet' : ['wallet_v3r2', 'wallet_v4r2', 'wallet_v5r1'][i % 3]!],
    };
    const metadata: MetadataMap = new Map(
      jetton
        ? [
            [
              raw(i),
              {
                is_indexed: true,
                token_info: [
                  { type: 'jetton_wallets', extra: { balance: balance.slice(3), jetton: MASTER } },
                ],
              },
            ],
            [
              MASTER,
              {
                is_indexed: true,
                token_info: [{ type: 'jetton_masters', symbol: 'USD₮', extra: { decimals: '6' } }],
              },
            ],
          ]
        : [],
    );
    rows.push(answeredLookupRow(asked, state, null, metadata));
  }
  return rows;
}

/** The bare loop: every balance read as a BigInt and summed. */
function bareSum(rows: readonly LookupRow[]): bigint {
  let total = 0n;
  for (const row of rows) if (row.account?.balance) total += BigInt(row.account.balance);
  return total;
}

/** The longest slice when the summary is made {@link SLICE} rows at a time, in ms (median of 5 runs). */
function longestSlice(rows: readonly LookupRow[]): number {
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const builder = new LookupSummaryBuilder();
    let longest = 0;
    for (let at = 0; at < rows.length; at += SLICE) {
      const start = performance.now();
      builder.add(rows.slice(at, at + SLICE));
      longest = Math.max(longest, performance.now() - start);
    }
    const start = performance.now();
    builder.result();
    runs.push(Math.max(longest, performance.now() - start));
  }
  return median(runs);
}

/** Runs the bench. */
export function run(): BenchResult[] {
  const rows = summaryRows();
  const times = compare(
    () => summarizeLookup(rows),
    () => bareSum(rows),
    { rounds: 9, warmup: 2 },
  );
  const summary = summarizeLookup(rows);
  return [
    result('lookup-summary-100k', times, 4, {
      rows: rows.length,
      sliceRows: SLICE,
      sliceMs: Math.round(longestSlice(rows) * 100) / 100,
      balances: summary.balance.counted,
      buckets: summary.balance.buckets.length,
      jettonWallets: summary.tokens[0]?.counted ?? 0,
    }),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of run()) console.log(JSON.stringify(line));
}
