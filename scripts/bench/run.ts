/**
 * Runs every benchmark and prints one JSON line each, with the facts of the run (date, commit, machine)
 * and the machine's load before and after its benchmark. A ratio above its target is reported
 * (`"meets_target": false`), not hidden.
 *
 * - `--only NAME`: only the benchmarks whose name contains NAME.
 * - `--markdown`: also merge the lines into docs/benchmarks.jsonl and write docs/benchmarks.md from it
 *   (scripts/bench/markdown.ts: a benchmark that ran replaces its own lines; the others keep theirs).
 * - `--markdown-from FILE`: run nothing; merge the JSON lines saved in FILE the same way.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { meetsTarget, type BenchResult } from './harness';
import { benchMarkdown, mergeBenchLines, readBenchLines, type BenchLine } from './markdown';
import { loadAverage, runFacts } from './run-facts';

type Bench = { name: string; run: () => BenchResult[] | Promise<BenchResult[]> };

const benches: Bench[] = [
  { name: 'decode', run: async () => (await import('./decode-account-states.bench')).run() },
  { name: 'address', run: async () => (await import('./address-parse.bench')).run() },
  { name: 'renderer', run: async () => (await import('./renderer-table.bench')).run() },
  {
    name: 'results-table-first-render-100k',
    run: async () => (await import('./table-first-render.bench')).run(),
  },
  { name: 'bundle', run: async () => (await import('./bundle-size.bench')).run() },
  { name: 'bulk-10k-rate-limited', run: async () => (await import('./bulk-lookup.bench')).run() },
  { name: 'app-100k', run: async () => (await import('./app-heap.bench')).run() },
  { name: 'app-500k', run: async () => (await import('./app-500k.bench')).run() },
  { name: 'desktop-100k', run: async () => (await import('./desktop-path.bench')).run() },
  { name: 'cli-stream-1m', run: async () => (await import('./cli-stream.bench')).run() },
  { name: 'cli-startup', run: async () => (await import('./cli-startup.bench')).run() },
  { name: 'tvm-get-methods', run: async () => (await import('./tvm-get-methods.bench')).run() },
  { name: 'tvm-tokens-10k', run: async () => (await import('./tvm-tokens.bench')).run() },
  { name: 'long-text', run: async () => (await import('./long-text.bench')).run() },
  { name: 'list-file-csv-100k', run: async () => (await import('./list-file.bench')).run() },
  { name: 'log-open-100k', run: async () => (await import('./log-open.bench')).run() },
  { name: 'log-write', run: async () => (await import('./log-write.bench')).run() },
  { name: 'labels-100k', run: async () => (await import('./labels-page.bench')).run() },
  { name: 'lookup-start-100k-labels', run: async () => (await import('./lookup-start.bench')).run() },
  { name: 'lookup-summary-100k', run: async () => (await import('./lookup-summary.bench')).run() },
  { name: 'lookup-compare-100k', run: async () => (await import('./lookup-compare.bench')).run() },
  { name: 'lookup-rerun-100k', run: async () => (await import('./lookup-rerun.bench')).run() },
  { name: 'row-page-cost-100k', run: async () => (await import('./row-placement.bench')).run() },
];

const ROOT = resolve(import.meta.dirname, '..', '..');
const SAVED = join(ROOT, 'docs', 'benchmarks.jsonl');
const MARKDOWN = join(ROOT, 'docs', 'benchmarks.md');

/** Runs the benchmarks `only` names (all without it), printing each line; returns them and whether all ran. */
async function runBenches(only: string | undefined): Promise<{ lines: BenchLine[]; failed: boolean }> {
  const facts = runFacts(ROOT);
  const lines: BenchLine[] = [];
  let failed = false;
  for (const bench of benches) {
    if (only && !bench.name.includes(only)) continue;
    const load_before = loadAverage();
    let printed: BenchLine[];
    try {
      const results = await bench.run();
      printed = results.map((result) => ({
        ...result,
        meets_target: meetsTarget(result),
        bench: bench.name,
      }));
    } catch (error) {
      failed = true;
      printed = [
        {
          name: bench.name,
          bench: bench.name,
          error: error instanceof Error ? error.message : String(error),
        },
      ];
    }
    const load_after = loadAverage();
    for (const line of printed) {
      const full = { ...line, ...facts, load_before, load_after };
      console.log(JSON.stringify(full));
      lines.push(full);
    }
  }
  return { lines, failed };
}

/** Merges `fresh` into docs/benchmarks.jsonl and writes docs/benchmarks.md from the result. */
function writeMarkdown(fresh: readonly BenchLine[]): void {
  const saved = existsSync(SAVED) ? readBenchLines(readFileSync(SAVED, 'utf8')) : [];
  const merged = mergeBenchLines(saved, fresh);
  writeFileSync(SAVED, merged.map((line) => `${JSON.stringify(line)}\n`).join(''));
  writeFileSync(MARKDOWN, benchMarkdown(merged));
  console.error(`Wrote ${MARKDOWN} (${merged.length} lines, ${fresh.length} new).`);
}

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    markdown: { type: 'boolean', default: false },
    'markdown-from': { type: 'string' },
  },
});
if (values['markdown-from'] !== undefined) {
  // Relative to where `npm run bench` was typed (npm runs this script from the project's root).
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), values['markdown-from']);
  const fresh = readBenchLines(readFileSync(file, 'utf8'));
  if (fresh.length === 0)
    throw new Error(`${values['markdown-from']} holds no bench line (JSON with a "name").`);
  writeMarkdown(fresh);
} else {
  const { lines, failed } = await runBenches(values.only);
  if (values.markdown) writeMarkdown(lines);
  process.exitCode = failed ? 1 : 0;
}
