/**
 * The facts of a bench run that each of its lines carries, so that a line kept in docs/benchmarks.jsonl
 * says when, on which commit and on how busy a machine it was measured (scripts/bench/markdown.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';

/** When, what and where. */
export interface RunFacts {
  /** ISO 8601, UTC. */
  date: string;
  /** The short commit, `+dirty` when tracked files differ from it. */
  commit: string;
  /** Cores, memory and Node's version. */
  machine: string;
}

/** The facts of a run started now in the repository at `root`. */
export function runFacts(root: string): RunFacts {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return undefined;
    }
  };
  const commit = git('rev-parse', '--short', 'HEAD') ?? 'unknown';
  const dirty = (git('status', '--porcelain', '--untracked-files=no') ?? '') !== '';
  const gib = Math.round(totalmem() / 2 ** 30);
  return {
    date: new Date().toISOString(),
    commit: dirty ? `${commit}+dirty` : commit,
    machine: `${availableParallelism()} cores, ${gib} GiB, Node ${process.version}`,
  };
}

/** The 1, 5 and 15 minute load averages from /proc/loadavg; null where there is none (not Linux). */
export function loadAverage(): number[] | null {
  try {
    return readFileSync('/proc/loadavg', 'utf8').trim().split(/\s+/).slice(0, 3).map(Number);
  } catch {
    return null;
  }
}
