/**
 * Runs every benchmark and prints one JSON line each. `--only NAME` runs the benchmarks whose name
 * contains NAME. A ratio above its target is reported (`"meets_target": false`), not hidden.
 */
import { meetsTarget, type BenchResult } from './harness';

type Bench = { name: string; run: () => BenchResult[] | Promise<BenchResult[]> };

const benches: Bench[] = [
  { name: 'decode', run: async () => (await import('./decode-account-states.bench')).run() },
  { name: 'address', run: async () => (await import('./address-parse.bench')).run() },
  { name: 'renderer', run: async () => (await import('./renderer-table.bench')).run() },
  { name: 'bundle', run: async () => (await import('./bundle-size.bench')).run() },
  { name: 'bulk-10k-rate-limited', run: async () => (await import('./bulk-lookup.bench')).run() },
  { name: 'app-100k', run: async () => (await import('./app-heap.bench')).run() },
  { name: 'cli-stream-1m', run: async () => (await import('./cli-stream.bench')).run() },
  { name: 'tvm-get-methods', run: async () => (await import('./tvm-get-methods.bench')).run() },
  { name: 'tvm-tokens-10k', run: async () => (await import('./tvm-tokens.bench')).run() },
  { name: 'long-text', run: async () => (await import('./long-text.bench')).run() },
  { name: 'log-open-100k', run: async () => (await import('./log-open.bench')).run() },
  { name: 'labels-100k', run: async () => (await import('./labels-page.bench')).run() },
  { name: 'lookup-summary-100k', run: async () => (await import('./lookup-summary.bench')).run() },
];

const only =
  process.argv.indexOf('--only') >= 0 ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
let failed = false;
for (const bench of benches) {
  if (only && !bench.name.includes(only)) continue;
  try {
    for (const result of await bench.run()) {
      console.log(JSON.stringify({ ...result, meets_target: meetsTarget(result) }));
    }
  } catch (error) {
    failed = true;
    console.log(
      JSON.stringify({ name: bench.name, error: error instanceof Error ? error.message : String(error) }),
    );
  }
}
process.exitCode = failed ? 1 : 0;
