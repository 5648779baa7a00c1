/**
 * Where the CPU goes while the app-100k bench measures: seconds of CPU by who spent them — the bench's
 * own process (the local index server, which answers in it), the CLI it spawned, and each Chromium
 * process and thread (the page's main thread, the job worker, the network service, the browser). On
 * two cores shared with the server the wall-clock ratios follow these sums, so the bench prints them
 * beside the ratios. Only the Chromium this process launched is counted, not another session's on the
 * same machine. Linux only (it reads /proc); elsewhere every figure is null.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * CPU milliseconds by thread (`pid:tid`, so a process that ends or starts between two snapshots counts
 * only what it spent between them), each with its owner: `"bench"`, `"cli"` or
 * `"<chromium process type>/<thread name>"`.
 */
export type CpuSnapshot = Map<string, { owner: string; ms: number }>;

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux Node supports). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a /proc stat line, in ms, and the name in its parentheses. */
function statTimes(stat: string): { name: string; ms: number } {
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  // Fields 14 and 15 of proc(5) (utime, stime) are 11 and 12 after the name; 16 and 17 are the
  // children's (cutime, cstime): processes this one waited for.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { name: stat.slice(stat.indexOf('(') + 1, close), ms: (ticks * 1000) / TICKS_PER_SECOND };
}

/** The bench's children that ended (the CLI runs), in ms: cutime + cstime of the bench's own stat. */
function childrenMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
}

/** The parent's pid of /proc's process `pid` (field 4 of proc(5), after the name); null once it ended. */
function parentOf(pid: string): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether `pid` descends from this process: the browser the bench launched, its zygotes and their
 * renderers do; another session's Chromium on the same machine does not (on a machine four sessions
 * share, counting every Chromium counted their pages and workers as this bench's).
 */
function isOurs(pid: string, parents: Map<string, string | null>): boolean {
  const self = String(process.pid);
  for (let at: string | null = pid; at !== null && at !== '0' && at !== '1';) {
    if (at === self) return true;
    if (!parents.has(at)) parents.set(at, parentOf(at));
    at = parents.get(at)!;
  }
  return false;
}

/** The Chromium processes this process launched (the browser and its children), by their `--type` (the browser has none). */
function chromiumProcesses(): { pid: string; type: string }[] {
  const found: { pid: string; type: string }[] = [];
  const parents = new Map<string, string | null>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // it ended meanwhile
    }
    if (!/chrom/i.test(cmdline.split('\0')[0] ?? '') || !isOurs(pid, parents)) continue;
    found.push({ pid, type: /--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser' });
  }
  return found;
}

/** Takes a snapshot; null where /proc cannot be read. */
export function cpuSnapshot(): CpuSnapshot | null {
  if (!existsSync('/proc/self/stat')) return null;
  const snapshot: CpuSnapshot = new Map([
    ['self', { owner: 'bench', ms: statTimes(readFileSync('/proc/self/stat', 'utf8')).ms }],
    ['children', { owner: 'cli', ms: childrenMs() }],
  ]);
  for (const { pid, type } of chromiumProcesses()) {
    let threads: string[];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of threads) {
      try {
        const { name, ms } = statTimes(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'));
        // The renderer's main thread is named after the program; call it what it is.
        const thread = type === 'renderer' && tid === pid ? 'main' : name;
        snapshot.set(`${pid}:${tid}`, { owner: `${type}/${thread}`, ms });
      } catch {
        // the thread ended meanwhile
      }
    }
  }
  return snapshot;
}

/**
 * CPU seconds spent between two snapshots, by owner, largest first, owners under 50 ms left out (with
 * the total of all); null when either snapshot is missing.
 */
export function cpuSecondsBetween(
  before: CpuSnapshot | null,
  after: CpuSnapshot | null,
): Record<string, number> | null {
  if (!before || !after) return null;
  const byOwner = new Map<string, number>();
  for (const [thread, { owner, ms }] of after) {
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms - (before.get(thread)?.ms ?? 0));
  }
  const spent = [...byOwner].filter(([, ms]) => ms > 0);
  const total = spent.reduce((sum, [, ms]) => sum + ms, 0);
  const shown = spent.filter(([, ms]) => ms >= 50).sort((a, b) => b[1] - a[1]);
  return Object.fromEntries([
    ['total', round2(total / 1000)],
    ...shown.map(([owner, ms]) => [owner, round2(ms / 1000)]),
  ]);
}

const round2 = (n: number) => Math.round(n * 100) / 100;
