/**
 * What the app-100k investigation scripts (the profile, the trace) run in: the web app of this checkout
 * built for production but unminified (names read in a profile or trace), with the bench's bare fetch
 * loop worker and client floor worker (also unminified) beside it, served, against a local index server of `accounts` generated accounts, in one
 * Chromium — all of it closed when `run` ends, however it ends.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startIndexServer, type RunningIndexServer } from '../../../local-index-server';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../../../e2e/support/chromium';
import { servePage } from '../renderer-page/page-server';
import { addClientFloorWorker } from './client-floor';
import { addFetchLoopWorker } from './fetch-loop';
import { buildWebApp } from './web-app-build';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** What `run` is given: the browser, the app's URL and the index server. */
export interface UnminifiedApp {
  browser: Browser;
  appUrl: string;
  server: RunningIndexServer;
}

/** Builds, serves and launches (see the module's comment), runs `run`, then closes everything. */
export async function withUnminifiedApp<T>(
  name: string,
  accounts: number,
  run: (app: UnminifiedApp) => Promise<T>,
): Promise<T> {
  const work = await mkdtemp(join(tmpdir(), `${name}-`));
  const appDir = join(work, 'app');
  await buildWebApp(ROOT, appDir, { minify: false });
  await addFetchLoopWorker(appDir);
  await addClientFloorWorker(ROOT, appDir, false);
  const server = await startIndexServer({ port: 0, dataset: { generated: accounts } });
  const app = await servePage(appDir, {});
  const browser = await chromium.launch({
    ...(chromiumExecutablePath() ? { executablePath: chromiumExecutablePath() } : {}),
    args: [...CHROMIUM_ARGS],
  });
  try {
    return await run({ browser, appUrl: app.url, server });
  } finally {
    await browser.close();
    await app.close();
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}
