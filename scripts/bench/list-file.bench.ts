/**
 * Bench: an analyst's list file of 100,000 rows × 5 columns (`address,customer_id,note,amount,date`)
 * loaded through "Load from file…" in the web app (production build, real job worker), against the
 * same 100,000 addresses as a plain .txt list in the same run. The CSV is read behind the bridge
 * (`readListFile`: papaparse, the address column, the kept columns, the note); the page only puts the
 * addresses in the box, which parses them a slice at a time, as it does the .txt's.
 *
 * - `list-file-csv-100k-longest-task`: the page's longest main-thread task from the file input's
 *   `change` to the box counting every address (median of the rounds; 50 when no task was over 50 ms,
 *   as the Long Tasks API reports none shorter), against the .txt's. Target ≤ 1.25: the CSV's columns
 *   cost the page no longer task than the list alone; the detail gives both in ms (the budget:
 *   ≤ 50 ms quiet) and the time to the count. Read on the page (db2692a), the CSV's reading was one
 *   task of ~0.4–1 s.
 *
 * `LIST_FILE_BENCH_BASE=<checkout>` also builds that checkout's web app and loads the same CSV into it,
 * alternating with ours, and writes its figures in the detail (`base`): the A/B of a change.
 * Needs Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium). Run directly
 * (`npx tsx scripts/bench/list-file.bench.ts`) it prints each result as one JSON line.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../e2e/support/chromium';
import { median, type BenchResult } from './harness';
import { loadFile, openApp } from './app-100k/app-session';
import { longTasksBetween } from './app-100k/page-probes';
import { buildWebApp, friendlyAddressFile } from './app-100k/web-app-build';
import { servePage, type PageServer } from './renderer-page/page-server';

const ROOT = resolve(import.meta.dirname, '..', '..');
const ROWS = Number(process.env.LIST_FILE_BENCH_ROWS ?? 100_000);
const ROUNDS = 3;
const TARGET_RATIO = 1.25;
/** What the Long Tasks API calls long: a task it does not report took at most this. */
const LONG_TASK_MS = 50;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** One load: the longest task of the page from `change` to the count, and that span. */
interface LoadSample {
  longestTaskMs: number;
  countedMs: number;
}

/** `ROWS` distinct basechain addresses in raw form. */
function rawAddresses(): string[] {
  return Array.from({ length: ROWS }, (_, i) => `0:${(i + 1).toString(16).toUpperCase().padStart(64, '0')}`);
}

/** The analyst's file: the addresses with four columns of their own (one quoted, with a comma). */
function csvFile(friendly: readonly string[]): string {
  const lines = friendly.map(
    (address, i) =>
      `${address},c-${100_000 + i},"note ${i}, from the ticket",${(i * 1.25).toFixed(2)},2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
  );
  return ['address,customer_id,note,amount,date', ...lines].join('\r\n') + '\r\n';
}

/**
 * Loads `text` as file `name` on the Accounts screen (app-session.ts) and waits for the box to count
 * `ROWS` valid addresses. Playwright puts the file into the page in a task of its own that ends after
 * `change`, so the app's tasks are those that begin after it. The Long Tasks API reports tasks over
 * 50 ms only: a load without one counts as 50.
 */
async function loadOnce(page: Page, name: string, text: string): Promise<LoadSample> {
  const { changeAt, countedAt } = await loadFile(page, text, ROWS, name);
  const tasks = (await longTasksBetween(page, changeAt, countedAt)).filter((t) => t.startTime >= changeAt);
  return {
    longestTaskMs: tasks.reduce((m, t) => Math.max(m, t.duration), LONG_TASK_MS),
    countedMs: countedAt - changeAt,
  };
}

/** One load of `name` in a fresh page of the app at `appUrl`. */
async function freshLoad(
  browser: Browser,
  appUrl: string,
  server: RunningIndexServer,
  name: string,
  text: string,
): Promise<LoadSample> {
  const session = await openApp(browser, appUrl, server.url);
  try {
    const sample = await loadOnce(session.page, name, text);
    if (session.errors.length > 0) throw new Error(`list-file: the page failed: ${session.errors[0]}`);
    return sample;
  } finally {
    await session.context.close();
  }
}

/** Medians of the samples. */
function summary(samples: readonly LoadSample[]) {
  return {
    longestTaskMs: round1(median(samples.map((s) => s.longestTaskMs))),
    countedMs: Math.round(median(samples.map((s) => s.countedMs))),
  };
}

/** Runs the bench and returns its line. */
export async function run(): Promise<BenchResult[]> {
  const work = await mkdtemp(join(tmpdir(), 'list-file-bench-'));
  const base = process.env.LIST_FILE_BENCH_BASE;
  const pages: PageServer[] = [];
  let server: RunningIndexServer | undefined;
  let browser: Browser | undefined;
  try {
    await buildWebApp(ROOT, join(work, 'app'));
    if (base) await buildWebApp(resolve(base), join(work, 'base'));
    server = await startIndexServer({ port: 0, dataset: { generated: 10 } });
    const app = await servePage(join(work, 'app'), {});
    pages.push(app);
    const baseApp = base ? await servePage(join(work, 'base'), {}) : null;
    if (baseApp) pages.push(baseApp);
    const friendly = friendlyAddressFile(rawAddresses()).split('\n');
    const csv = csvFile(friendly);
    const txt = friendly.join('\n');
    browser = await chromium.launch({
      ...(chromiumExecutablePath() ? { executablePath: chromiumExecutablePath() } : {}),
      args: [...CHROMIUM_ARGS],
    });
    const samples: Record<'csv' | 'txt' | 'baseCsv', LoadSample[]> = { csv: [], txt: [], baseCsv: [] };
    for (let i = 0; i < ROUNDS; i++) {
      samples.csv.push(await freshLoad(browser, app.url, server, 'customers.csv', csv));
      samples.txt.push(await freshLoad(browser, app.url, server, 'addresses.txt', txt));
      if (baseApp) samples.baseCsv.push(await freshLoad(browser, baseApp.url, server, 'customers.csv', csv));
    }
    const ours = summary(samples.csv);
    const plain = summary(samples.txt);
    const ratio = Math.round((ours.longestTaskMs / plain.longestTaskMs) * 1000) / 1000;
    return [
      {
        name: 'list-file-csv-100k-longest-task',
        ours: ours.longestTaskMs,
        baseline: plain.longestTaskMs,
        ratio,
        target: TARGET_RATIO,
        unit: 'ms',
        detail: {
          baseline_is: 'the same addresses as a .txt list (the box parses them alike), same run',
          rows: ROWS,
          columns: 5,
          fileMB: round1(Buffer.byteLength(csv) / 1024 / 1024),
          rounds: ROUNDS,
          csv: ours,
          txt: plain,
          ...(base ? { base: { checkout: base, csv: summary(samples.baseCsv) } } : {}),
          measured:
            "longest task of the page from the input's change to the box counting every address (50: none over 50 ms)",
        },
      },
    ];
  } finally {
    await browser?.close();
    for (const page of pages) await page.close();
    await server?.close();
    await rm(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
