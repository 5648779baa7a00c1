/**
 * `npm run walks` (issue 33 item 6): three actions on the local index server through the desktop path
 * without Electron (desktop-path.ts) — look up 1,000 addresses, open an account's page, run a
 * get-method — and, per action, what crossed each boundary (IPC between the window and main, main and
 * its emulator threads, main and the indexer: messages and bytes both ways, and the distinct shapes of
 * the answer — crossings.ts says why that is a proxy), the product files each thread ran (V8 coverage,
 * thread-coverage.ts), and issue 33's done-criteria on them (walk-criteria.ts).
 *
 * Prints one JSON line per action and a summary table; `--markdown [FILE]` also writes the tables to
 * FILE (default docs/walks.md), which docs/architecture.md takes its walks from. Exits 1 when a
 * criterion is missed (the tables are written all the same). Takes about a minute.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startCoverage } from './thread-coverage';
import { productFiles } from './coverage-files';
import { spawnIndexServer, type IndexServerProcess } from './index-server-process';
import { networkCrossings, shapeNotingFetch } from './network-tap';
import type { Crossing } from './crossings';
import type { DesktopPath } from './desktop-path';
import { getMethodCriteria, lookupCriteria, type CriterionCheck } from './walk-criteria';
import { figuresOf, jsonLine, markdownOf, textOf, type WalkResult } from './walk-report';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** Addresses the lookup walk looks up. */
const ACCOUNTS = 1_000;
/** The account whose page is opened and whose get-method runs (a sample of the server, with tokens). */
const PAGE_SAMPLE = 'wallet-v5r1';
const GET_METHOD = 'seqno';

/** One walk: what it does, and which criteria apply. */
interface Walk {
  id: string;
  title: string;
  what: string;
  run: () => Promise<unknown>;
  criteria?: (crossings: readonly Crossing[]) => CriterionCheck[];
}

/** Where the walks run. */
interface Bench {
  path: DesktopPath;
  server: IndexServerProcess;
  /** The answers' shapes the network tap noted. */
  shapes: string[];
}

/** Runs one walk between two coverage takes, with the server's log and the taps cut to it. */
async function measure(bench: Bench, walk: Walk): Promise<WalkResult> {
  const { path, server, shapes } = bench;
  await server.reset();
  shapes.length = 0;
  const mark = path.crossings.mark();
  await path.takeCoverage();
  const outcome = await walk.run();
  const taken = await path.takeCoverage();
  const crossings = [...path.crossings.since(mark), ...networkCrossings(await server.requests(), shapes)];
  const files = {
    main: productFiles(taken.main, ROOT),
    window: productFiles(taken.renderer, ROOT),
    emulator: productFiles(taken.emulator, ROOT),
  };
  const all = [...new Set([...files.window, ...files.main, ...files.emulator])].sort();
  return {
    id: walk.id,
    title: walk.title,
    what: walk.what,
    figures: figuresOf(crossings),
    files: { ...files, all },
    criteria: walk.criteria?.(crossings) ?? [],
    outcome,
  };
}

/** The three walks over `path`: the lookup's addresses are the server's first 1,000 accounts. */
async function walks(path: DesktopPath): Promise<Walk[]> {
  const { buildIndexData } = await import('../../local-index-server');
  const { Address } = await import('@ton/core');
  const data = buildIndexData({ dataset: { generated: ACCOUNTS } });
  const text = data.list
    .slice(0, ACCOUNTS)
    .map((a) => Address.parse(a.raw).toString({ urlSafe: true, bounceable: true }))
    .join('\n');
  const page = data.sample(PAGE_SAMPLE).raw;
  return [
    {
      id: 'lookup-1000',
      title: 'Look up 1,000 addresses',
      what:
        "1,000 addresses (the server's samples and generated accounts, as EQ… forms) pasted and looked up " +
        "with the paste box's default for 1,000 (code and data included), from Look up to the lookup's log entry.",
      run: () => path.call({ action: 'lookup', arg: { text, includeBoc: true, waitForLog: true } }),
      criteria: lookupCriteria,
    },
    {
      id: 'account-page',
      title: 'Open an account page',
      what:
        `The page of the sample ${PAGE_SAMPLE} (a row of that lookup) opened, until all it asks at once has ` +
        "answered: its inspect and its same-key wallets' rows; its tokens run over the well-known jettons " +
        "and the lookup's, then its jetton wallets' rows and their inspect.",
      run: () => path.call({ action: 'detail', arg: page }),
    },
    {
      id: 'get-method',
      title: 'Run a get-method',
      what: `\`${GET_METHOD}\` run on that wallet from its page's form (no arguments, default limits).`,
      run: () => path.call({ action: 'getMethod', arg: { raw: page, method: GET_METHOD } }),
      criteria: getMethodCriteria,
    },
  ];
}

/** The commit measured (with `+` when the tree has changes) and today's date. */
function made(): { date: string; commit: string } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  return {
    date: new Date().toISOString().slice(0, 10),
    commit: `${git('rev-parse', '--short', 'HEAD')}${dirty ? '+' : ''}`,
  };
}

/** The file `--markdown [FILE]` names (default docs/walks.md), or null without the flag. */
function markdownFile(args: readonly string[]): string | null {
  const at = args.indexOf('--markdown');
  if (at < 0) return null;
  const named = args[at + 1];
  return resolve(ROOT, named && !named.startsWith('--') ? named : 'docs/walks.md');
}

async function main(): Promise<void> {
  const markdown = markdownFile(process.argv.slice(2));
  // Coverage first, so this thread's counts cover the product code from its first line.
  await startCoverage();
  const server = await spawnIndexServer(ROOT, ['--generated', String(ACCOUNTS)]);
  const shapes: string[] = [];
  const { openDesktopPath } = await import('./desktop-path');
  const path = await openDesktopPath({
    indexerUrl: server.url,
    tap: true,
    coverage: true,
    fetch: shapeNotingFetch(shapes),
  });
  const results: WalkResult[] = [];
  try {
    for (const walk of await walks(path)) {
      const result = await measure({ path, server, shapes }, walk);
      console.log(jsonLine(result));
      results.push(result);
    }
  } finally {
    await path.close();
    await server.close();
  }
  console.log(textOf(results));
  if (markdown) {
    // Written as Prettier writes it, so the generated file passes `npm run lint` as it is.
    const prettier = await import('prettier');
    const options = { ...(await prettier.resolveConfig(markdown)), filepath: markdown };
    await writeFile(markdown, await prettier.format(markdownOf(results, made()), options));
    console.log(`Wrote ${markdown}`);
  }
  if (results.some((r) => r.criteria.some((c) => !c.met))) process.exitCode = 1;
}

await main();
