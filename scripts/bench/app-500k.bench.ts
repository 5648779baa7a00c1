/**
 * Bench `app-500k`: the largest lookup the app takes (MAX_LOOKUP_ACCOUNTS, 500,000 accounts), run in the
 * real web app in Chromium as a user runs it: a file of 500,000 addresses in their usual EQ… form
 * (24.5 MB) through "Load from file…", then "Look up", against the local index server (500,000 generated
 * accounts, no rate limit, BoCs off). Issue 35: "500,000 accounts fit" with a peak of at most 350 MB.
 *
 * - `app-500k-heap-peak` — the renderer's JS heap, sampled every 500 ms without GC from the click until
 *   the lookup's entry is in the log. Target ≤ 350 MB. Baseline: the idle app after GC.
 * - `app-500k-heap-after-gc` — the heap after GC with the 500,000 results on screen. No target; the
 *   detail gives it per account next to what the file's addresses alone take.
 *
 * The span ends when the lookup's entry is in the log, or when the log refuses it (a lookup larger than
 * the log's budget); the detail says which (`log`).
 *
 * The lookup is checked whole (every row, each address asked once, no page error) with the app-100k
 * bench's own checks (app-100k/app-session.ts). Takes a few minutes on two cores. Run directly
 * (`npx tsx scripts/bench/app-500k.bench.ts`) it prints its results as JSON lines.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../e2e/support/chromium';
import { MAX_LOOKUP_ACCOUNTS } from '../../shared/bridge/api/jobs-api';
import { checkLookup, loadFile, lookUp, openApp } from './app-100k/app-session';
import { heapAfterGc, longTasksBetween, peakBetween, sampleHeap } from './app-100k/page-probes';
import { buildWebApp, friendlyAddressFile } from './app-100k/web-app-build';
import { result, type BenchResult } from './harness';
import { servePage, type PageServer } from './renderer-page/page-server';

const ROOT = resolve(import.meta.dirname, '..', '..');
const ACCOUNTS = MAX_LOOKUP_ACCOUNTS;
const MB = 1024 * 1024;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The lookup in one fresh page: idle heap, file, lookup with the heap sampled, heap after GC. */
async function measure(browser: Browser, appUrl: string, server: RunningIndexServer, raws: string[]) {
  const fileText = friendlyAddressFile(raws);
  const { context, page, cdp, errors } = await openApp(browser, appUrl, server.url);
  try {
    const idleHeap = await heapAfterGc(cdp);
    const loadStarted = performance.now();
    await loadFile(page, fileText, ACCOUNTS);
    const fileSeconds = (performance.now() - loadStarted) / 1000;
    const heapWithInput = await heapAfterGc(cdp);
    server.clearRequests();
    const heap = await sampleHeap(page, cdp, 500);
    const spans = await lookUp(page, ACCOUNTS, undefined, true).finally(() => heap.stop());
    const samples = await heap.stop();
    const checked = await checkLookup(page, server, raws, errors);
    const tasks = await longTasksBetween(page, spans.clickAt, spans.loggedAt);
    const heapAfter = await heapAfterGc(cdp);
    return {
      idleHeap,
      heapWithInput,
      heapAfter,
      samples,
      spans,
      checked,
      fileSeconds,
      fileMB: Buffer.byteLength(fileText) / MB,
      longestTaskMs: tasks.reduce((m, task) => Math.max(m, task.duration), 0),
    };
  } finally {
    await context.close();
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** The result lines. */
function resultLines(m: Measured): BenchResult[] {
  const { spans } = m;
  const figures = {
    accounts: ACCOUNTS,
    requests: m.checked.requests,
    fileMB: round1(m.fileMB),
    fileSeconds: round1(m.fileSeconds),
    lookupSeconds: round1((spans.doneAt - spans.clickAt) / 1000),
    clickToLoggedOrRefusedSeconds: round1((spans.loggedAt - spans.clickAt) / 1000),
    log: spans.logRefusal ?? 'logged',
    longestTaskMs: round1(m.longestTaskMs),
  };
  return [
    {
      ...result(
        'app-500k-heap-peak',
        { ours: peakBetween(m.samples, -Infinity, Infinity) / MB, baseline: m.idleHeap / MB },
        350,
        {
          ...figures,
          sampled:
            'every 500 ms without GC, click on Look up → the entry in the Log screen (or the log’s refusal)',
          baseline_is: 'the idle app after GC',
          peakUntilTableCompleteMB: round1(peakBetween(m.samples, spans.clickAt, spans.doneAt) / MB),
          samples: m.samples.length,
        },
        'MB',
      ),
      target_on: 'ours',
    },
    result(
      'app-500k-heap-after-gc',
      { ours: m.heapAfter / MB, baseline: m.idleHeap / MB },
      Infinity,
      {
        ...figures,
        baseline_is: 'the idle app after GC',
        perAccountBytes: Math.round((m.heapAfter - m.idleHeap) / ACCOUNTS),
        inputPerAccountBytes: Math.round((m.heapWithInput - m.idleHeap) / ACCOUNTS),
      },
      'MB',
    ),
  ];
}

/** Runs the bench and returns its result lines. */
export async function run(): Promise<BenchResult[]> {
  const work = await mkdtemp(join(tmpdir(), 'app-500k-bench-'));
  let server: RunningIndexServer | undefined;
  let page: PageServer | undefined;
  let browser: Browser | undefined;
  try {
    const appDir = join(work, 'app');
    await buildWebApp(ROOT, appDir);
    server = await startIndexServer({ port: 0, dataset: { generated: ACCOUNTS } });
    page = await servePage(appDir, {});
    const raws = server.data.list.slice(0, ACCOUNTS).map((a) => a.raw);
    if (raws.length !== ACCOUNTS)
      throw new Error(`app-500k: the index server generated ${raws.length} accounts, not ${ACCOUNTS}.`);
    browser = await chromium.launch({
      ...(chromiumExecutablePath() ? { executablePath: chromiumExecutablePath() } : {}),
      args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
    });
    return resultLines(await measure(browser, page.url, server, raws));
  } finally {
    await browser?.close();
    await page?.close();
    await server?.close();
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
