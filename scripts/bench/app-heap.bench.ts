/**
 * Bench `app-100k`: the real app (the web build of vite.config.ts, built from the current source) in
 * Chromium looks up a file of 100,000 addresses against the local index server (100,000 generated
 * accounts, no rate limit, BoCs off — the app's self-hosted policy: up to 1000 addresses and 8 KB a
 * request, 4 in flight), loaded as a user would: "Load from file…", then "Look up". In the same run:
 *
 * - `app-100k-vs-cli` — click on Look up → every row in the table and the progress bar gone, against
 *   `cli accounts --file F --no-boc --ndjson` on the same file and server (spawn → exit): both run the
 *   same lookup job, the app's in its job worker. The ratio of the medians of three alternated rounds
 *   (app-100k/timing-rounds.ts: one sample of each swings by 20 % here). No target: issue 35 restated
 *   its old one (≤ 1.1) because here it compares Chromium's network stack with Node's (their bare
 *   loops differ 2–3×). The web app is judged by `app-100k-vs-worker-fetch-loop`, the desktop path by
 *   `desktop-100k-vs-cli` (desktop-path.bench.ts).
 * - `app-100k-vs-cli-contended` — the same, with one core kept busy by a second process the bench
 *   starts for the purpose (a support agent's busy laptop). No target, for the same reason (was ≤ 1.3).
 * - `cli-100k-vs-fetch-loop` — the CLI's run above without its start-up (the same command on a list of
 *   the file's first address, timed apart: Node, tsx, the modules `accounts` loads and the first
 *   `fetch`'s HTTP client, which the bench's own loop has loaded) against the same batches fetched 4 at
 *   a time and `JSON.parse`d in Node, nothing else. Target ≤ 1.3.
 * - `app-100k-vs-fetch-loop` — the same lookup against the floor: the same batches fetched 4 at a time
 *   and `JSON.parse`d, nothing else, in the same page. Aim ≤ 2.
 * - `app-100k-vs-worker-fetch-loop` — the same lookup against the floor of the runtime it runs in: that
 *   loop in a dedicated worker of the app's page (the app's lookup runs in its job worker), a sample
 *   just before each app lookup in the same page; the ratio of the medians of the rounds. Target ≤ 1.15
 *   (`…-contended`, with the busy core: ≤ 1.3). Chromium's own floor is 2–3× Node's here, so the app
 *   is judged against this one, not against the CLI's.
 * - `app-100k-vs-client-floor` — the same lookup against what every lookup must do: the app's own
 *   indexer binding, index client (URL building, the bounded body reader, the schema check, the answer
 *   check) and bulk scheduler with its pacing, in a dedicated worker of the app's page, the list held,
 *   each answer dropped after its check (app-100k/client-floor-worker.ts) — a sample in each page, in
 *   turn with the bare loop; the ratio of the medians of the rounds. What it prices is what the app
 *   adds on top: rows, retention, posting, the page, the log. Target ≤ 1.15 (`…-contended`: ≤ 1.3).
 * - `client-floor-vs-worker-fetch-loop` — that floor against the bare loop: what the client and the
 *   scheduler themselves cost above `fetch` + `JSON.parse`. No target.
 * - `app-100k-cpu-above-client-floor-job-worker`, `…-page-main`, `…-v8-gc-pool` — the CPU seconds per
 *   100,000 accounts the app's lookup (click → table complete) spends above the client floor on its
 *   job worker, the page's main thread and the renderer's thread pool (V8's concurrent GC), the
 *   medians of the rounds (app-100k/cpu-above-floor.ts). Baseline: the floor's own on that thread. No
 *   target yet.
 * - `app-100k-longest-task` — the page's longest main-thread task from the click on Look up until the
 *   lookup's entry is in the log (it shows in the Log screen's list): the whole span, the log's save
 *   included. Target ≤ 100 ms (`…-contended`, with the busy core: ≤ 200 ms). Baseline: the longest task
 *   of the in-page fetch loop.
 * - `app-100k-export-longest-task` — after that lookup, the page's longest task while its 100,000 rows
 *   are exported as CSV, then as JSON (each to the bar's "Exported" line). Target ≤ 1,000 ms: the export
 *   is written a slice of rows at a time. Baseline: the longest task of the in-page fetch loop.
 * - `app-100k-screen-switch` — after that lookup, the slowest of Accounts → Log → Address book →
 *   Accounts → Chain status → Accounts, each from the tab click to the next paint. Target ≤ 100 ms.
 *   Baseline: the slowest of the same switches in the idle app.
 * - `app-100k-heap-peak` — the renderer's JS heap, sampled every 500 ms without GC from the click until
 *   the log entry is written (the detail splits it: until the table is complete, then while the log is
 *   written). Target ≤ 200 MB. Baseline: the idle app after GC.
 * - `app-heap-100k` — the heap after GC with the 100,000 results on screen. Target ≤ 150 MB.
 * - `app-heap-1m-projected` — that heap projected to cli-stream's million (the app takes at most
 *   500,000 accounts): the idle heap plus ten times what the 100,000 rows added. Printed, no target.
 * - `app-heap-per-account` — that heap per account: what the 100,000 rows and their request added to
 *   the idle app, divided by 100,000. Target ≤ 600 bytes. Baseline: what the loaded file's addresses
 *   alone added.
 * - `app-zod-passes-per-reply` — how many times zod checks each indexer reply on its way to the table
 *   (at most 1; a validator generated from the zod schemas that stands in for zod is not a zod pass),
 *   counted in a second build with a counter around the account-state schema (app-100k/zod-pass-counter.ts),
 *   over a 2,000-address lookup. Target 1.
 *
 * The app-vs-CLI lines also print the CPU seconds each of the three runs cost, by process and thread
 * (app-100k/cpu-accounting.ts, Linux): on two cores shared with the index server, the wall-clock
 * ratios follow those totals.
 *
 * The lookup is checked, not assumed: the server must have answered each address exactly once, the
 * table must hold every row, no "incomplete" banner may show, and the page may not throw. Needs
 * Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium; `npm run bench` installs one where none is).
 * Takes a few minutes on two cores. Run directly (`npx tsx scripts/bench/app-heap.bench.ts`) it prints
 * its results as JSON lines.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../e2e/support/chromium';
import {
  answered,
  checkLookup,
  exportRows,
  loadFile,
  lookUp,
  openApp,
  switchAll,
} from './app-100k/app-session';
import { timeCliAccounts } from './app-100k/cli-run';
import { cpuSecondsBetween, cpuSnapshot, type CpuSnapshot } from './app-100k/cpu-accounting';
import { startCpuBurner } from './app-100k/cpu-burner';
import { addRounds, summarised, type TimingSamples } from './app-100k/timing-rounds';
import { addFetchLoopWorker, fetchLoop, fetchLoopInPage, lookupUrls } from './app-100k/fetch-loop';
import { addClientFloorWorker } from './app-100k/client-floor';
import { CLIENT_FLOOR, floorLines, floorMedians, WORKER_LOOP } from './app-100k/floor-lines';
import { floorsInPage } from './app-100k/floors-in-page';
import {
  heapAfterGc,
  heapUsed,
  longTasksBetween,
  peakBetween,
  sampleHeap,
  type LongTask,
} from './app-100k/page-probes';
import { zodPassCounter, zodPasses } from './app-100k/zod-pass-counter';
import { MAX_LOOKUP_ACCOUNTS } from '../../shared/bridge/api/jobs-api';
import { result, type BenchResult } from './harness';
import { servePage, type PageServer } from './renderer-page/page-server';
import { buildWebApp, friendlyAddressFile } from './app-100k/web-app-build';

const ACCOUNTS = 100_000;
/** The list of cli-stream-1m, which the app's heap is projected to. */
const MILLION = 1_000_000;
/** Accounts of the zod-counting lookup (the count per reply does not depend on the size). */
const COUNTED_ACCOUNTS = 2_000;

const ROOT = resolve(import.meta.dirname, '..', '..');
const MB = 1024 * 1024;
const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const longestOf = (tasks: readonly LongTask[]) => tasks.reduce((m, task) => Math.max(m, task.duration), 0);
const slowestOf = (list: readonly { ms: number }[]) => Math.max(...list.map((s) => s.ms));

/** What the bench looks up: the server, the accounts in raw form, the file a user would have. */
interface Setup {
  server: RunningIndexServer;
  raws: string[];
  fileText: string;
  file: string;
  urls: string[];
}

/** The CLI on the same file and server, and the bare loop in Node. */
async function measureOutsideTheApp(setup: Setup, urls: readonly string[]) {
  const { server } = setup;
  server.clearRequests();
  const cli = await timeCliAccounts(ROOT, setup.file, server);
  const reached = new Set(answered(server).addresses).size;
  if (reached !== ACCOUNTS)
    throw new Error(`app-100k: the CLI's lookup reached ${reached} addresses, not ${ACCOUNTS}.`);
  const nodeLoop = await fetchLoop(urls);
  if (nodeLoop.accounts !== ACCOUNTS)
    throw new Error(`app-100k: the fetch loop saw ${nodeLoop.accounts} accounts.`);
  return { cli, nodeLoop };
}

/** The app: idle figures, the in-page loop, then the 100,000-address lookup and what follows it. */
async function measureApp(browser: Browser, appUrl: string, setup: Setup) {
  const { server, raws, fileText, urls } = setup;
  const { context, page, cdp, errors } = await openApp(browser, appUrl, server.url);
  await page.waitForTimeout(1_000);
  const idleHeap = await heapAfterGc(cdp);
  const idleSwitches = await switchAll(page);
  const loopCpu = cpuSnapshot();
  const pageLoop = await fetchLoopInPage(page, urls);
  const pageLoopCpu = cpuSecondsBetween(loopCpu, cpuSnapshot());
  if (pageLoop.accounts !== ACCOUNTS)
    throw new Error(`app-100k: the in-page fetch loop saw ${pageLoop.accounts} accounts.`);
  // The worker's loop, then the client floor (the rounds after this one alternate the turn).
  const floors = await floorsInPage(page, server.url, setup, true);

  const t = performance.now();
  const loaded = await loadFile(page, fileText, ACCOUNTS);
  const fileSeconds = (performance.now() - t) / 1000;
  const fileTasks = (await longTasksBetween(page, loaded.changeAt, loaded.countedAt)).filter(
    (task) => task.startTime >= loaded.changeAt,
  );
  const heapWithInput = await heapAfterGc(cdp);

  server.clearRequests();
  const heap = await sampleHeap(page, cdp, 500);
  const lookupCpu = cpuSnapshot();
  let tableCpu: CpuSnapshot | null = null;
  const spans = await lookUp(page, ACCOUNTS, () => (tableCpu = cpuSnapshot())).finally(() => heap.stop());
  const appCpu = cpuSecondsBetween(lookupCpu, tableCpu);
  const samples = await heap.stop();
  const checked = await checkLookup(page, server, raws, errors);
  const tasks = await longTasksBetween(page, spans.clickAt, spans.loggedAt);
  // Tasks that began before the table was complete; long-task times are coarse, and the log's task
  // begins right after the table's, so a few milliseconds of margin keep it out.
  const lookupTasks = await longTasksBetween(page, spans.clickAt, spans.doneAt - 5);

  const heapBeforeGc = await heapUsed(cdp);
  await page.waitForTimeout(2_000);
  const heapAfter = await heapAfterGc(cdp);
  const switches = await switchAll(page);
  const exports = [await exportRows(page, 'csv'), await exportRows(page, 'json')];
  const elementsByScreen = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('section[role="tabpanel"]')].map((panel) => [
        panel.id.replace(/^panel-/, ''),
        panel.querySelectorAll('*').length,
      ]),
    ),
  );
  if (errors.length > 0) throw new Error(`app-100k: the page threw: ${errors[0]}`);
  await context.close();
  return {
    idleHeap,
    idleSwitches,
    pageLoop,
    floors,
    cpuSeconds: { pageLoop: pageLoopCpu, app: appCpu },
    fileSeconds,
    fileTasks,
    heapWithInput,
    spans,
    samples,
    checked,
    tasks,
    lookupTasks,
    heapBeforeGc,
    heapAfter,
    switches,
    exports,
    elementsByScreen,
  };
}

/** Zod passes per reply: a smaller lookup in the counting build. */
async function countZodPasses(browser: Browser, countingUrl: string, setup: Setup): Promise<number> {
  const { server, raws, fileText } = setup;
  const counted = await openApp(browser, countingUrl, server.url);
  const idlePasses = await zodPasses(counted.page);
  await loadFile(counted.page, fileText.split('\n').slice(0, COUNTED_ACCOUNTS).join('\n'), COUNTED_ACCOUNTS);
  server.clearRequests();
  await lookUp(counted.page, COUNTED_ACCOUNTS);
  await checkLookup(counted.page, server, raws.slice(0, COUNTED_ACCOUNTS), counted.errors);
  const passes = (await zodPasses(counted.page)) - idlePasses;
  await counted.context.close();
  return passes;
}

type Outside = Awaited<ReturnType<typeof measureOutsideTheApp>>;

/** Rounds of the app-vs-CLI pair: the first (with every other figure) and this many more. */
const TIMING_ROUNDS = 3;
const MEDIANS = `median app lookup / median CLI run over ${TIMING_ROUNDS} alternated rounds (the first with every other figure; each app lookup in a fresh page)`;
const WORKER_MEDIANS = `median app lookup / median worker loop over ${TIMING_ROUNDS} rounds (in each fresh page of the app, the worker's loop, then the app's lookup)`;

type Inside = Awaited<ReturnType<typeof measureApp>>;

/** The first round's pair of wall times. */
function firstRound(outside: Outside, app: Inside): TimingSamples {
  return {
    cliMs: [outside.cli.ms],
    appMs: [app.spans.doneAt - app.spans.clickAt],
    workerLoopMs: [app.floors.loopMs],
    floorMs: [app.floors.floorMs],
    appCpu: [{ ...app.cpuSeconds.app }],
    floorCpu: [app.floors.floorCpu],
  };
}

/**
 * CPU seconds by who spent them (cpu-accounting.ts) for the three runs of one lookup: the CLI, the
 * bare loop in the page, the app (click → table complete); each with the index server's share
 * (`bench`). On two cores the wall-clock ratios follow these totals.
 */
function cpuLines(outside: Outside, app: Inside) {
  return {
    measured: 'utime + stime from /proc (Linux), the index server included as "bench"',
    cli: outside.cli.cpuSeconds,
    pageLoop: app.cpuSeconds.pageLoop,
    app: app.cpuSeconds.app,
  };
}

/** The result lines of the contended run (one core kept busy). */
function contendedLines(
  outside: Outside,
  app: Inside,
  timings: TimingSamples,
  quiet: { appMs: number; cliMs: number; workerLoopMs: number },
): BenchResult[] {
  const medians = summarised(timings);
  const detail = {
    contended: 'one core kept busy by a second process (scripts/bench/app-100k/cpu-burner.ts)',
    appLookupSeconds: round1(medians.appMs / 1000),
    cliSeconds: round1(medians.cliMs / 1000),
    quietAppLookupSeconds: round1(quiet.appMs / 1000),
    quietCliSeconds: round1(quiet.cliMs / 1000),
  };
  return [
    result('app-100k-vs-cli-contended', { ours: medians.appMs, baseline: medians.cliMs }, Infinity, {
      ...detail,
      ...medians.detail,
      measured: MEDIANS,
      cpuSeconds: cpuLines(outside, app),
      baseline_is: 'cli accounts --file F --no-boc --ndjson, spawn to exit, with the same core busy',
    }),
    result(
      'app-100k-vs-worker-fetch-loop-contended',
      { ours: medians.appMs, baseline: medians.workerLoopMs },
      1.3,
      {
        ...detail,
        ...medians.workerDetail,
        workerLoopSeconds: round1(medians.workerLoopMs / 1000),
        quietWorkerLoopSeconds: round1(quiet.workerLoopMs / 1000),
        measured: WORKER_MEDIANS,
        baseline_is: `${WORKER_LOOP}, with the same core busy`,
      },
    ),
    result('app-100k-vs-client-floor-contended', { ours: medians.appMs, baseline: medians.floorMs }, 1.3, {
      ...detail,
      ...medians.floorDetail,
      clientFloorSeconds: round1(medians.floorMs / 1000),
      measured: floorMedians(TIMING_ROUNDS),
      baseline_is: `${CLIENT_FLOOR}, with the same core busy`,
    }),
    {
      ...result(
        'app-100k-longest-task-contended',
        { ours: longestOf(app.tasks), baseline: Math.max(1, app.pageLoop.longestTaskMs) },
        // Issue 35: ≤ 100 ms with one core busy (an earlier issue's 200 ms had stayed here).
        100,
        { ...detail, span: 'click on Look up → the entry in the Log screen' },
      ),
      target_on: 'ours',
    },
  ];
}

/**
 * `app-heap-per-account`: what each account adds to the renderer's heap after GC with the 100,000
 * results on screen (the idle app's heap apart), against what its address alone adds once the file is
 * loaded (the request the rows are placed in). Target: 600 bytes an account.
 */
function perAccountLine(app: Inside): BenchResult {
  return {
    ...result(
      'app-heap-per-account',
      {
        ours: (app.heapAfter - app.idleHeap) / ACCOUNTS,
        baseline: (app.heapWithInput - app.idleHeap) / ACCOUNTS,
      },
      600,
      {
        measured: 'the heap after GC with the 100,000 results on screen, minus the idle app’s, per account',
        baseline_is:
          'the heap after GC with the file of 100,000 addresses loaded, minus the idle app’s, per account',
        heapAfterMB: round1(app.heapAfter / MB),
        idleHeapMB: round1(app.idleHeap / MB),
      },
      'bytes',
    ),
    target_on: 'ours',
  };
}

/** The result lines. */
function resultLines(
  outside: Outside,
  app: Inside,
  timings: TimingSamples,
  passes: number,
  extra: { buildSeconds: number; benchSeconds: number; fileMB: number },
): BenchResult[] {
  const { cli, nodeLoop } = outside;
  const { spans, pageLoop, samples, tasks, switches, idleSwitches } = app;
  const appMs = spans.doneAt - spans.clickAt;
  const figures = {
    accounts: ACCOUNTS,
    requests: app.checked.requests,
    refusedRequests: app.checked.refused,
    appLookupSeconds: round1(appMs / 1000),
    clickToLogWrittenSeconds: round1((spans.loggedAt - spans.clickAt) / 1000),
    cliSeconds: round1(cli.ms / 1000),
    cliStartupSeconds: round1(cli.startupMs / 1000),
    fetchLoopPageSeconds: round1(pageLoop.ms / 1000),
    fetchLoopNodeSeconds: round1(nodeLoop.ms / 1000),
    fetchLoopWorkerSeconds: round1(app.floors.loopMs / 1000),
    clientFloorSeconds: round1(app.floors.floorMs / 1000),
  };
  const budget = (line: BenchResult): BenchResult => ({ ...line, target_on: 'ours' });
  const medians = summarised(timings);
  return [
    result('app-100k-vs-cli', { ours: medians.appMs, baseline: medians.cliMs }, Infinity, {
      ...figures,
      ...medians.detail,
      measured: MEDIANS,
      baseline_is: 'cli accounts --file F --no-boc --ndjson, spawn to exit (start-up included)',
      ratio_vs_cli_without_startup: round3(medians.appMs / (medians.cliMs - cli.startupMs)),
      cpuSeconds: cpuLines(outside, app),
    }),
    result('cli-100k-vs-fetch-loop', { ours: cli.ms - cli.startupMs, baseline: nodeLoop.ms }, 1.3, {
      ...figures,
      ours_is:
        'cli accounts --file F --no-boc --ndjson, spawn to exit, minus the same command on the first address of F (spawn to exit)',
      baseline_is: 'the same batches fetched 4 at a time and JSON.parse-d in Node, nothing else',
    }),
    result('app-100k-vs-fetch-loop', { ours: appMs, baseline: pageLoop.ms }, 2, {
      ...figures,
      baseline_is: 'the same batches fetched 4 at a time and JSON.parse-d in the same page',
      ratio_vs_node_loop: round3(appMs / nodeLoop.ms),
    }),
    result('app-100k-vs-worker-fetch-loop', { ours: medians.appMs, baseline: medians.workerLoopMs }, 1.15, {
      ...figures,
      ...medians.workerDetail,
      measured: WORKER_MEDIANS,
      baseline_is: WORKER_LOOP,
      worker_loop_vs_page_loop: round3(medians.workerLoopMs / pageLoop.ms),
      worker_loop_vs_node_loop: round3(medians.workerLoopMs / nodeLoop.ms),
    }),
    ...floorLines(timings, ACCOUNTS),
    budget(
      result(
        'app-100k-longest-task',
        { ours: longestOf(tasks), baseline: Math.max(1, pageLoop.longestTaskMs) },
        // Issue 35: ≤ 50 ms quiet (an earlier issue's 100 ms had stayed here).
        50,
        {
          span: 'click on Look up → the entry in the Log screen',
          baseline_is: 'the longest task of the in-page fetch loop',
          longTasks: tasks.length,
          longTasksTotalMs: round1(tasks.reduce((a, task) => a + task.duration, 0)),
          longestTaskBeforeTableCompleteMs: round1(longestOf(app.lookupTasks)),
          longestTasksMs: [...tasks]
            .sort((a, b) => b.duration - a.duration)
            .slice(0, 5)
            .map((task) => ({
              atSeconds: round1((task.startTime - spans.clickAt) / 1000),
              ms: round1(task.duration),
            })),
          tableCompleteAtSeconds: figures.appLookupSeconds,
          logWrittenAtSeconds: figures.clickToLogWrittenSeconds,
        },
      ),
    ),
    budget(
      result(
        'app-100k-file-load-longest-task',
        { ours: longestOf(app.fileTasks), baseline: Math.max(1, pageLoop.longestTaskMs) },
        100,
        {
          span: "the file input's change event → the counts of its 100,000 addresses shown",
          baseline_is: 'the longest task of the in-page fetch loop',
          note: "Playwright's own task that puts the file into the page is left out: it ends after the change event",
          longTasks: app.fileTasks.length,
          fileSeconds: round1(app.fileSeconds),
        },
      ),
    ),
    budget(
      result(
        'app-100k-screen-switch',
        { ours: slowestOf(switches), baseline: slowestOf(idleSwitches) },
        // Issue 35: a screen switch ≤ 50 ms.
        50,
        {
          measured: 'tab click → next paint, after the lookup (baseline: the same switches in the idle app)',
          switches: switches.map((s) => ({
            to: s.screen,
            ms: round1(s.ms),
            longestTaskInNextSecondMs: round1(s.longestTaskAfterMs),
          })),
          idleSwitches: idleSwitches.map((s) => ({ to: s.screen, ms: round1(s.ms) })),
          elementsByScreen: app.elementsByScreen,
        },
      ),
    ),
    budget(
      result(
        'app-100k-export-longest-task',
        {
          ours: Math.max(...app.exports.map((e) => e.longestTaskMs)),
          baseline: Math.max(1, pageLoop.longestTaskMs),
        },
        1_000,
        {
          measured:
            'the longest page task from a click on CSV, then on JSON, to the bar saying the rows were exported',
          baseline_is: 'the longest task of the in-page fetch loop',
          exports: app.exports.map((e) => ({
            format: e.format,
            seconds: round1(e.ms / 1000),
            longestTaskMs: round1(e.longestTaskMs),
            fileMB: round1(e.bytes / MB),
          })),
          note: 'written a slice of rows at a time and saved in those parts (renderer/results/export-text.ts); a collection of the large heap is one task',
        },
      ),
    ),
    result(
      'app-100k-heap-peak',
      { ours: peakBetween(samples, -Infinity, Infinity) / MB, baseline: app.idleHeap / MB },
      200,
      {
        sampled: 'every 500 ms without GC, click → log entry written',
        baseline_is: 'the idle app after GC',
        peakUntilTableCompleteMB: round1(peakBetween(samples, spans.clickAt, spans.doneAt) / MB),
        peakWhileLogWrittenMB: round1(peakBetween(samples, spans.doneAt, spans.loggedAt + 500) / MB),
        samples: samples.length,
      },
      'MB',
    ),
    result(
      'app-heap-100k',
      { ours: app.heapAfter / MB, baseline: app.idleHeap / MB },
      150,
      {
        baseline_is: 'the idle app (loaded, chain status shown), same page, after GC',
        fileMB: extra.fileMB,
        fileSeconds: round1(app.fileSeconds),
        heapWithInputMB: round1(app.heapWithInput / MB),
        heapBeforeGcMB: round1(app.heapBeforeGc / MB),
        buildSeconds: round1(extra.buildSeconds),
        benchSeconds: round1(extra.benchSeconds),
      },
      'MB',
    ),
    result(
      'app-heap-1m-projected',
      {
        ours: (app.idleHeap + (MILLION / ACCOUNTS) * (app.heapAfter - app.idleHeap)) / MB,
        baseline: app.idleHeap / MB,
      },
      Infinity,
      {
        projected: `not measured: the app takes at most ${MAX_LOOKUP_ACCOUNTS.toLocaleString('en-US')} accounts in one lookup, so the million of cli-stream-1m-peak-rss cannot be looked up in it`,
        from: 'app-heap-100k: the idle heap plus ten times what 100,000 rows added (rows are independent objects, so the growth is linear)',
        perAccountBytes: Math.round((app.heapAfter - app.idleHeap) / ACCOUNTS),
      },
      'MB',
    ),
    perAccountLine(app),
    result(
      'app-zod-passes-per-reply',
      { ours: passes / COUNTED_ACCOUNTS, baseline: 1 },
      1,
      {
        accounts: COUNTED_ACCOUNTS,
        accountSchemaPasses: passes,
        baseline_is: 'one check where the reply enters (the in-page bridge on the web)',
        note: 'zod runs on a reply only where no faster check stands in for it (a validator built from the zod schemas counts as no zod pass)',
      },
      'passes',
    ),
  ];
}

/** Runs the bench and returns its result lines. */
export async function run(): Promise<BenchResult[]> {
  const startedAt = performance.now();
  const work = await mkdtemp(join(tmpdir(), 'app-100k-bench-'));
  let server: RunningIndexServer | undefined;
  const pageServers: PageServer[] = [];
  let browser: Browser | undefined;
  try {
    const t = performance.now();
    const appDir = join(work, 'app');
    const countingDir = join(work, 'app-zod-counting');
    await buildWebApp(ROOT, appDir);
    await addFetchLoopWorker(appDir);
    await addClientFloorWorker(ROOT, appDir);
    await buildWebApp(ROOT, countingDir, { plugins: [zodPassCounter()] });
    const buildSeconds = (performance.now() - t) / 1000;

    server = await startIndexServer({ port: 0, dataset: { generated: ACCOUNTS } });
    const app = await servePage(appDir, {});
    const counting = await servePage(countingDir, {});
    pageServers.push(app, counting);
    // The server's raw form (`wc:UPPERHEX`), as the app sends it.
    const raws = server.data.list.slice(0, ACCOUNTS).map((a) => a.raw);
    if (raws.length !== ACCOUNTS)
      throw new Error(`app-100k: the index server generated ${raws.length} accounts, not ${ACCOUNTS}.`);
    // User-friendly forms (EQ…), as wallets and explorers show them: the file a user would have.
    const fileText = friendlyAddressFile(raws);
    const file = join(work, 'addresses.txt');
    await writeFile(file, fileText);
    const urls = lookupUrls(server.url, raws);
    const setup: Setup = { server, raws, fileText, file, urls };

    const outside = await measureOutsideTheApp(setup, urls);
    browser = await chromium.launch({
      ...(chromiumExecutablePath() ? { executablePath: chromiumExecutablePath() } : {}),
      args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
    });
    const inside = await measureApp(browser, app.url, setup);
    const timings = await addRounds(
      firstRound(outside, inside),
      TIMING_ROUNDS - 1,
      browser,
      app.url,
      ROOT,
      setup,
    );
    const passes = await countZodPasses(browser, counting.url, setup);
    // Again with one core kept busy by a second process.
    const burner = startCpuBurner();
    let contended: BenchResult[];
    try {
      const busyOutside = await measureOutsideTheApp(setup, urls);
      const busyInside = await measureApp(browser, app.url, setup);
      const busyTimings = await addRounds(
        firstRound(busyOutside, busyInside),
        TIMING_ROUNDS - 1,
        browser,
        app.url,
        ROOT,
        setup,
      );
      const quiet = summarised(timings);
      contended = contendedLines(busyOutside, busyInside, busyTimings, quiet);
    } finally {
      await burner.stop();
    }
    return [
      ...resultLines(outside, inside, timings, passes, {
        buildSeconds,
        benchSeconds: (performance.now() - startedAt) / 1000,
        fileMB: round1(Buffer.byteLength(fileText) / MB),
      }),
      ...contended,
    ];
  } finally {
    await browser?.close();
    for (const s of pageServers) await s.close();
    await server?.close();
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
