/**
 * Web apps built from one or more checkouts, each with the bench's fetch-loop worker and its client
 * floor's worker (client-floor.ts, built from the same checkout) beside it, served
 * and looked up in turn in one Chromium against one index server (app-100k-ab.ts, app-100k-inflight.ts):
 * on a shared two-core machine only samples taken in turn, the first side alternating, compare.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startIndexServer, type RunningIndexServer } from '../../../local-index-server';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../../e2e/support/chromium';
import { servePage } from '../renderer-page/page-server';
import { addClientFloorWorker } from './client-floor';
import { addFetchLoopWorker, lookupUrls } from './fetch-loop';
import { buildWebApp, friendlyAddressFile } from './web-app-build';

/** The command-line options both scripts take (`parseArgs`). */
export const IN_TURN_OPTIONS = {
  base: { type: 'string' },
  rounds: { type: 'string', default: '3' },
  accounts: { type: 'string', default: '100000' },
} as const;

/** The accounts looked up: raw forms, the file a user would load, the loop's URLs. */
export interface LookupData {
  raws: string[];
  fileText: string;
  urls: string[];
}

/** What {@link withAppsInTurn} hands its caller. */
export interface AppsInTurn {
  server: RunningIndexServer;
  browser: Browser;
  /** Each checkout's app, by the name it was given, in the order given. */
  apps: { name: string; url: string }[];
  data: LookupData;
}

/** Builds and serves the app of each `[name, checkout]`, runs `use`, and closes everything after. */
export async function withAppsInTurn(
  checkouts: [string, string][],
  accounts: number,
  use: (run: AppsInTurn) => Promise<void>,
): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'app-100k-in-turn-'));
  const server = await startIndexServer({ port: 0, dataset: { generated: accounts } });
  const browser = await chromium.launch({
    ...(chromiumExecutablePath() ? { executablePath: chromiumExecutablePath() } : {}),
    args: [...CHROMIUM_ARGS],
  });
  const pages: Awaited<ReturnType<typeof servePage>>[] = [];
  try {
    const apps = [];
    for (const [name, root] of checkouts) {
      await buildWebApp(root, join(work, name));
      await addFetchLoopWorker(join(work, name));
      await addClientFloorWorker(root, join(work, name));
      pages.push(await servePage(join(work, name), {}));
      apps.push({ name, url: pages.at(-1)!.url });
    }
    const raws = server.data.list.slice(0, accounts).map((a) => a.raw);
    const data = { raws, fileText: friendlyAddressFile(raws), urls: lookupUrls(server.url, raws) };
    await use({ server, browser, apps, data });
  } finally {
    await browser.close();
    for (const page of pages) await page.close();
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

/** `rounds` rounds of `sample` over `sides`, the first side alternating (neither always runs on a warmer machine). */
export async function inTurn<S>(
  sides: S[],
  rounds: number,
  sample: (side: S) => Promise<void>,
): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) await sample(side);
  }
}
