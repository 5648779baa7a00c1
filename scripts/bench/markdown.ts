/**
 * docs/benchmarks.md from the bench's JSON lines: one table row a figure — the figure, its baseline,
 * the ratio, the target, met or missed, and the date, commit and machine load of the run that measured
 * it — so the state of every target reads at a glance. The lines themselves are kept in
 * docs/benchmarks.jsonl; a run of some benchmarks (`--only NAME`) is merged into them
 * ({@link mergeBenchLines}) rather than replacing the whole table. Pure functions; scripts/bench/run.ts
 * reads and writes the files.
 */
import { z } from 'zod';
import { meetsTarget } from './harness';

/** A saved line: a result of scripts/bench/run.ts with the facts of its run, or a benchmark's error. */
const benchLineSchema = z.looseObject({
  name: z.string(),
  /** The benchmark (run.ts's name) that printed the line; lines saved before it was printed have none. */
  bench: z.string().optional(),
  ours: z.number().optional(),
  baseline: z.number().optional(),
  ratio: z.number().nullable().optional(),
  /** null: no target (JSON has no Infinity). */
  target: z.number().nullable().optional(),
  target_on: z.enum(['ratio', 'ours']).optional(),
  unit: z.string().optional(),
  detail: z.record(z.string(), z.unknown()).optional(),
  error: z.string().optional(),
  date: z.string().optional(),
  commit: z.string().optional(),
  machine: z.string().optional(),
  /** /proc/loadavg's 1, 5 and 15 minute averages before and after the benchmark ran. */
  load_before: z.array(z.number()).nullable().optional(),
  load_after: z.array(z.number()).nullable().optional(),
});

/** One saved line. */
export type BenchLine = z.infer<typeof benchLineSchema>;

/** The bench lines of a text of JSON lines; anything else in it (npm's own lines, a blank) is skipped. */
export function readBenchLines(text: string): BenchLine[] {
  const lines: BenchLine[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trimStart().startsWith('{')) continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      continue;
    }
    const parsed = benchLineSchema.safeParse(value);
    if (parsed.success) lines.push(parsed.data);
  }
  return lines;
}

/** The benchmark a line belongs to. */
const benchOf = (line: BenchLine) => line.bench ?? line.name;

/**
 * `saved` with the benchmarks of `fresh` replaced: every line of a benchmark that ran again gives way to
 * what it printed now (an error included), in the place its first line had; the other benchmarks keep
 * their lines, each with the date, commit and load of its own run. New benchmarks go last.
 */
export function mergeBenchLines(saved: readonly BenchLine[], fresh: readonly BenchLine[]): BenchLine[] {
  const ran = new Set(fresh.map(benchOf));
  const linesOf = (bench: string) => fresh.filter((line) => benchOf(line) === bench);
  const merged: BenchLine[] = [];
  const placed = new Set<string>();
  for (const line of saved) {
    const bench = benchOf(line);
    if (!ran.has(bench)) merged.push(line);
    else if (!placed.has(bench)) {
      placed.add(bench);
      merged.push(...linesOf(bench));
    }
  }
  for (const bench of ran) if (!placed.has(bench)) merged.push(...linesOf(bench));
  return merged;
}

/** A number as the table writes it: thousands grouped, 2 decimals under 10, 1 under 100, none above. */
export function formatNumber(value: number): string {
  const digits = Math.abs(value) < 10 ? 2 : Math.abs(value) < 100 ? 1 : 0;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A ratio: `2.37×`. */
export function formatRatio(ratio: number | null | undefined): string {
  return ratio === null || ratio === undefined || !Number.isFinite(ratio) ? '—' : `${formatNumber(ratio)}×`;
}

/** A figure with its unit: `221 ms`, `1.23 MB`; a plain ratio unit is written as a ratio. */
function formatFigure(value: number | undefined, unit: string | undefined): string {
  if (value === undefined) return '—';
  return unit === 'ratio' ? formatRatio(value) : `${formatNumber(value)}${unit ? ` ${unit}` : ''}`;
}

/** Whether the line has a target (a figure kept for comparison has none: null saved, Infinity printed). */
const hasTarget = (line: BenchLine): line is BenchLine & { target: number } =>
  typeof line.target === 'number' && Number.isFinite(line.target);

/** What the target bounds, as run.ts judges it (harness.ts `meetsTarget`). */
const targetOn = (line: BenchLine) =>
  line.target_on ?? (line.unit === 'ms' || line.unit === 'ratio' ? 'ratio' : 'ours');

/** The target as it was set (`≤ 3×`, `≤ 1.15×`, `≤ 250 ms`), or — for a figure kept for comparison. */
function formatTarget(line: BenchLine): string {
  if (!hasTarget(line)) return '—';
  const set = line.target.toLocaleString('en-US', { maximumFractionDigits: 3 });
  if (targetOn(line) === 'ratio' || line.unit === 'ratio' || !line.unit) return `≤ ${set}×`;
  return `≤ ${set} ${line.unit}`;
}

/** met, missed, no target, or the benchmark's error. */
function verdict(line: BenchLine): 'met' | 'missed' | 'no target' | 'error' {
  if (line.error !== undefined) return 'error';
  if (!hasTarget(line)) return 'no target';
  const { name, ours = NaN, baseline = NaN, ratio, target, unit = '' } = line;
  const met = meetsTarget({
    name,
    ours,
    baseline,
    ratio: ratio ?? NaN,
    target,
    unit,
    ...(line.target_on ? { target_on: line.target_on } : {}),
  });
  return met ? 'met' : 'missed';
}

/** A table cell: no pipe or line break of a value breaks the table. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The 1-minute load before → after. */
function formatLoad(line: BenchLine): string {
  const at = (load: number[] | null | undefined) => (load?.[0] === undefined ? '?' : load[0].toFixed(2));
  return line.load_before || line.load_after ? `${at(line.load_before)} → ${at(line.load_after)}` : '—';
}

/** One row of the table. */
function row(line: BenchLine): string {
  const result = verdict(line);
  const shown =
    result === 'missed' ? '**missed**' : result === 'error' ? `**error**: ${line.error ?? ''}` : result;
  const cells = line.error
    ? [line.name, '—', '—', '—', '—', shown]
    : [
        line.name,
        formatFigure(line.ours, line.unit),
        formatFigure(line.baseline, line.unit),
        formatRatio(line.ratio),
        formatTarget(line),
        shown,
      ];
  const date = line.date ? line.date.slice(0, 16).replace('T', ' ') : '—';
  return `| ${[...cells, date, line.commit ?? '—', formatLoad(line)].map(cell).join(' | ')} |`;
}

/** How the file says it is made. */
const GENERATED = [
  '<!-- Generated by scripts/bench/markdown.ts from docs/benchmarks.jsonl: do not edit by hand. -->',
  '',
  'Generated from `docs/benchmarks.jsonl`. To regenerate, `npm run bench -- --markdown` runs every',
  'benchmark (`--only NAME` those whose name contains NAME) and merges what they print into that file;',
  '`npm run bench -- --markdown-from FILE` merges the lines of a saved run without running anything',
  '(`npm run --silent bench -- --only cli-startup > run.jsonl`, then `--markdown-from run.jsonl`). A',
  'benchmark that ran replaces all its lines; every other keeps its own, with the date, commit and',
  'machine load of the run that measured it.',
  '',
  "Each figure is the median of ours against a baseline measured in the same run (the baseline's meaning",
  'is listed below the table), or the worst of several runs where that meaning says so (a target to hold',
  'in five runs out of five). The target bounds the ratio (`≤ 3×`) or the figure itself (`≤ 250 ms`);',
  '— is a figure kept for comparison, with no target. Load: the 1-minute load average (/proc/loadavg)',
  'before → after the benchmark, on the machine named below; on a busy machine the figures in',
  'milliseconds grow with it, the ratios much less.',
];

/** docs/benchmarks.md for `lines`. */
export function benchMarkdown(lines: readonly BenchLine[]): string {
  const verdicts = lines.map(verdict);
  const judged = verdicts.filter((v) => v === 'met' || v === 'missed').length;
  const missed = lines.filter((_, i) => verdicts[i] === 'missed' || verdicts[i] === 'error');
  const machines = [...new Set(lines.map((line) => line.machine).filter(Boolean))];
  // What each baseline is, once for the figures that share it.
  const baselineOf = new Map<string, string[]>();
  for (const line of lines)
    if (typeof line.detail?.baseline_is === 'string')
      baselineOf.set(line.detail.baseline_is, [
        ...(baselineOf.get(line.detail.baseline_is) ?? []),
        line.name,
      ]);
  const baselines = [...baselineOf].map(([what, names]) => `- ${names.join(', ')}: ${cell(what)}`);
  return [
    '# Benchmarks',
    '',
    ...GENERATED,
    '',
    `**${verdicts.filter((v) => v === 'met').length} of ${judged} targets met.**` +
      (missed.length ? ` Missed or failed: ${missed.map((line) => line.name).join(', ')}.` : ''),
    '',
    '| Benchmark | Figure | Baseline | Ratio | Target | Result | Date (UTC) | Commit | Load |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lines.map(row),
    '',
    `Machine: ${machines.length ? machines.join('; ') : 'not recorded'}.`,
    ...(baselines.length ? ['', '## Baselines', '', ...baselines] : []),
    '',
  ].join('\n');
}
