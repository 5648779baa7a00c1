/**
 * A bench worker beside the app (a script written or built into the app's directory: the web build's
 * CSP takes workers from 'self' only, no blob:), started fresh in the app's page, sent one message once
 * it says "ready", and ended after its one answer — or kept running (a CPU snapshot or a profiler reads
 * it after the run) until the page's next bench worker or {@link endKeptWorker}.
 */
import type { Page } from '@playwright/test';

/** The worker's script: its file in the app's directory, its name, whether it is an ES module. */
export interface BenchWorkerScript {
  file: string;
  name: string;
  module: boolean;
}

/** Starts `script` in `page`, sends it `message` once it is ready, and resolves with its answer. */
export function runPageWorker<T>(
  page: Page,
  script: BenchWorkerScript,
  message: unknown,
  keep = false,
): Promise<T> {
  return page.evaluate(
    async ({ script, message, keep }) => {
      const kept = window as unknown as { benchLoopWorker?: Worker };
      kept.benchLoopWorker?.terminate();
      kept.benchLoopWorker = undefined;
      const worker = new Worker(new URL(script.file, document.baseURI), {
        name: script.name,
        type: script.module ? 'module' : 'classic',
      });
      try {
        return await new Promise<T>((resolve, reject) => {
          worker.onerror = (event) => reject(new Error(`the ${script.name} worker failed: ${event.message}`));
          worker.onmessage = (event: MessageEvent) => {
            if (event.data === 'ready') worker.postMessage(message);
            else resolve(event.data as T);
          };
        });
      } finally {
        if (keep) kept.benchLoopWorker = worker;
        else worker.terminate();
      }
    },
    { script, message, keep },
  );
}

/** Ends the worker {@link runPageWorker} kept running in `page`, if any. */
export async function endKeptWorker(page: Page): Promise<void> {
  await page.evaluate(() => {
    const kept = window as unknown as { benchLoopWorker?: Worker };
    kept.benchLoopWorker?.terminate();
    kept.benchLoopWorker = undefined;
  });
}
