/**
 * The client floor of the app-100k bench: what every lookup of the web app must do — the app's own
 * indexer binding, index client and bulk scheduler (client-floor-worker.ts says which stages run and
 * which are skipped) — in a dedicated worker of the app's page, over the same accounts and server.
 * `app-100k-vs-client-floor` divides the app's lookup by it: what the app adds on top (rows, retention,
 * posting, the page, the log). The worker is built from the checkout whose app it sits beside, with
 * that checkout's Vite config, so an A/B of two checkouts compares each app with its own client.
 */
import { join, relative, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { build, type Plugin } from 'vite';
import type { ClientFloorAnswer } from './client-floor-worker';
import { runPageWorker, type BenchWorkerScript } from './page-worker';

/** This checkout's root: the worker's entry imports its shared/ and renderer/ by relative paths. */
const HERE = resolve(import.meta.dirname, '..', '..', '..');
const ENTRY = resolve(import.meta.dirname, 'client-floor-worker.ts');

/** The built worker, beside the app's own files. */
const SCRIPT: BenchWorkerScript = {
  file: 'bench-client-floor-worker.js',
  name: 'bench-client-floor',
  module: true,
};

/**
 * Where a module the entry imports from this checkout's `shared/` or `renderer/` is taken from when the
 * worker is built for the checkout at `root`: the same path there (so the floor is that checkout's code).
 */
export function moduleOfCheckout(imported: string, root: string, here = HERE): string | null {
  const inHere = relative(here, imported);
  if (inHere.startsWith('..') || !/^(shared|renderer)[\\/]/.test(inHere)) return null;
  return join(root, inHere);
}

/** Resolves the entry's imports of this checkout's code to the same files in `root`. */
function fromCheckout(root: string): Plugin {
  return {
    name: 'bench-client-floor-checkout',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (resolve(root) === HERE || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const moved = resolved && moduleOfCheckout(resolved.id, root);
      return moved ? { ...resolved, id: moved } : null;
    },
  };
}

/**
 * Builds the floor's worker into `appDir` (the web app of the checkout at `root`, already built there),
 * with that checkout's Vite config — minified (unless `minify` is false: names read in a profile), its
 * aliases and plugins — as an ES module worker.
 */
export async function addClientFloorWorker(root: string, appDir: string, minify = true): Promise<void> {
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    mode: 'production',
    plugins: [fromCheckout(root)],
    build: {
      outDir: appDir,
      emptyOutDir: false,
      ...(minify ? {} : { minify: false }),
      copyPublicDir: false,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: { input: ENTRY, output: { entryFileNames: SCRIPT.file } },
    },
  });
}

/**
 * The floor in a fresh dedicated worker of `page` (the app built with {@link addClientFloorWorker}):
 * `raws` looked up against the index server at `baseUrl`; timed inside the worker from the list's
 * arrival to the last answer. `keep` leaves the worker running until the page's next bench worker or
 * endKeptWorker (page-worker.ts), so a CPU snapshot taken after it still counts its threads.
 */
export async function clientFloorInWorker(
  page: Page,
  baseUrl: string,
  raws: readonly string[],
  keep = false,
): Promise<ClientFloorAnswer> {
  const answer = await runPageWorker<ClientFloorAnswer>(page, SCRIPT, { baseUrl, raws: [...raws] }, keep);
  if (answer.failedBatches > 0 || answer.accounts !== raws.length)
    throw new Error(
      `client floor: ${answer.accounts} of ${raws.length} accounts answered, ${answer.failedBatches} batches failed`,
    );
  return answer;
}
