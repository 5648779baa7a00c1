/**
 * A randomized crash harness: runs a real writer process (tsx) and SIGKILLs it at random points spread
 * over the whole of one write, many times. A fixed delay after "writing" tends to land in the same phase
 * every time (building the JSON, say) and misses the moments that matter; here the span of the kills is
 * cut into as many equal slices as there are kills, and each kill lands at a random moment of its own
 * slice (stratified sampling), scaled by how long the same phase of the writer's previous write took in
 * that very process (so a busy machine stretches the kills with the writes), so every part of the write
 * — preparing, writing, flushing, renaming, evicting — gets kills.
 *
 * The writer protocol is lines on stdout: `writing …` when a write starts, `committing` when it starts
 * putting bytes on disk (after preparing them), `done …` when it is durable (anything else is passed
 * through to the caller). Kills are spread over the whole write (from `writing`) and, as many again,
 * over its commit (from `committing`), the short stretch where a torn write would show. The seed is
 * printed by the callers, so a failing run can be repeated with `TON_INDEX_CRASH_SEED`.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '..');

/** The seed of this run: `TON_INDEX_CRASH_SEED`, else a fresh one. */
export function crashSeed(): number {
  const fromEnv = Number(process.env.TON_INDEX_CRASH_SEED);
  return Number.isInteger(fromEnv) ? fromEnv : Math.floor(Math.random() * 2 ** 31);
}

/** `count` offsets in [0, spanMs): one at a random point of each of `count` equal slices, in random order. */
export function stratifiedOffsets(count: number, spanMs: number, random: () => number): number[] {
  const offsets = Array.from({ length: count }, (_, i) => ((i + random()) / count) * spanMs);
  for (let i = offsets.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [offsets[i], offsets[j]] = [offsets[j]!, offsets[i]!];
  }
  return offsets;
}

/** A writer to run: a tsx script with its arguments and extra environment. */
export interface WriterSpec {
  /** Path from the project root, e.g. `test-support/store-writer.ts`. */
  script: string;
  args: string[];
  env?: Record<string, string>;
}

/** Where a kill is timed from: the start of a write, or the start of its commit. */
export type KillPhase = 'writing' | 'committing';

/**
 * When to kill: in the `during`-th write (1-based, after at least one finished write), `fraction` of the
 * way through the phase, as long as that phase took in the write before (× 1.1, to reach its end).
 */
export interface KillPlan {
  during: number;
  phase: KillPhase;
  fraction: number;
}

/** What a run of the writer printed before it ended. */
export interface WriterRun {
  /** Every line it printed, in order. */
  lines: string[];
  /** How the process ended: `SIGKILL` when the harness killed it. */
  signal: NodeJS.Signals | null;
  /** ms from each phase's start to its write's `done` line, for the writes that finished. */
  durations: Record<KillPhase, number[]>;
  /** When killed: how long after the phase's start the kill was asked for. */
  killedAfterMs?: number;
}

/**
 * Runs the writer. With `kill`, SIGKILLs it at that point; without, stops it (SIGKILL too) once it has
 * printed `stopAfter` `done` lines.
 */
export function runWriter(
  spec: WriterSpec,
  plan: { kill: KillPlan } | { stopAfter: number },
): Promise<WriterRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', spec.script, ...spec.args], {
      cwd: projectRoot,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    const durations: WriterRun['durations'] = { writing: [], committing: [] };
    const startedAt: Record<KillPhase, number> = { writing: 0, committing: 0 };
    let writes = 0;
    let armed = false;
    let buffered = '';
    let stderr = '';
    let killedAfterMs: number | undefined;
    const arm = (phase: KillPhase) => {
      if (!('kill' in plan) || !armed || plan.kill.phase !== phase) return;
      armed = false;
      killedAfterMs = plan.kill.fraction * (durations[phase].at(-1) ?? 0) * 1.1;
      setTimeout(() => child.kill('SIGKILL'), killedAfterMs);
    };
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      buffered += d.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        const now = performance.now();
        if (line.startsWith('writing')) {
          startedAt.writing = now;
          startedAt.committing = 0;
          writes += 1;
          armed = 'kill' in plan && writes === plan.kill.during;
          arm('writing');
        } else if (line.startsWith('committing')) {
          // The last commit of a write counts (a first write may commit its schema key first).
          startedAt.committing = now;
          arm('committing');
        } else if (line.startsWith('done')) {
          durations.writing.push(now - startedAt.writing);
          if (startedAt.committing) durations.committing.push(now - startedAt.committing);
          if ('stopAfter' in plan && durations.writing.length === plan.stopAfter) child.kill('SIGKILL');
        }
      }
    });
    child.on('error', fail);
    child.on('close', (code, signal) => {
      if (signal !== 'SIGKILL')
        fail(new Error(`the writer ended on its own (code ${code}): ${stderr.slice(0, 2000)}`));
      else done({ lines, signal, durations, ...(killedAfterMs === undefined ? {} : { killedAfterMs }) });
    });
  });
}

/** The median of some durations. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Kills the writer `kills` times at stratified random points: some over the whole write, the others
 * (`commitShare`) over its commit, each time in a write after at least two finished ones (so the process is warm and its last
 * write says how long this one will take), and calls `check` after each kill with what the writer had
 * printed. Answers the median length of each phase over the runs, for the record.
 */
export async function crashAtRandomPoints(options: {
  writer: (round: number) => WriterSpec;
  kills: number;
  random: () => number;
  /** Which write (1-based) a kill lands in; by default the 3rd or 4th. */
  during?: (random: () => number) => number;
  /** The share of the kills timed over the commit rather than the whole write; half by default. */
  commitShare?: number;
  check: (run: WriterRun, round: number, kill: KillPlan) => Promise<void>;
}): Promise<Record<KillPhase, number>> {
  const overCommit = Math.round(options.kills * (options.commitShare ?? 0.5));
  const plans = [
    ...stratifiedOffsets(options.kills - overCommit, 1, options.random).map((fraction) => ({
      phase: 'writing' as const,
      fraction,
    })),
    ...stratifiedOffsets(overCommit, 1, options.random).map((fraction) => ({
      phase: 'committing' as const,
      fraction,
    })),
  ];
  const seen: Record<KillPhase, number[]> = { writing: [], committing: [] };
  for (const [round, plan] of plans.entries()) {
    const kill = {
      ...plan,
      during: options.during ? options.during(options.random) : 3 + Math.floor(options.random() * 2),
    };
    const run = await runWriter(options.writer(round), { kill });
    seen.writing.push(...run.durations.writing.slice(1));
    seen.committing.push(...run.durations.committing.slice(1));
    await options.check(run, round, kill);
  }
  return { writing: median(seen.writing), committing: median(seen.committing) };
}
