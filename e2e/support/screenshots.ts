/**
 * What the screenshot specs share: a local index server on a fixed port serving the recorded testnet
 * blocks (so pictures are the same from run to run), and writing a PNG that is checked to decode to
 * the viewport's size with real content.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { pngStats } from './png-colours';

/**
 * Where the pictures go: an ignored folder (test-results/screenshots/), so `npm test` never rewrites a
 * tracked file; `npm run screenshots` sets SCREENSHOTS_DIR to docs/screenshots/ to refresh the README's.
 */
export const SCREENSHOT_DIR =
  `${process.env.SCREENSHOTS_DIR ?? fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url))}/`.replace(
    /\/+$/,
    '/',
  );
/** `gen_utime` of the last block of the recorded testnet masterchainInfo the server serves. */
export const LAST_BLOCK_TIME = 1721068768;

/** One server for the spec on `port` (any port if taken: the pictures then differ only in the header). */
export function useScreenshotServer(port: number, set: (server: RunningIndexServer) => void): void {
  let server: RunningIndexServer | undefined;
  test.beforeAll(async () => {
    const options = { masterchain: 'testnet-fixture' } as const;
    server = await startIndexServer({ port, ...options }).catch(() =>
      startIndexServer({ port: 0, ...options }),
    );
    set(server);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
  });
  test.afterAll(async () => {
    await server?.close();
  });
}

/** Writes `<SCREENSHOT_DIR>/<name>.png` (after `arrange`) and checks it: `viewport`-sized, not blank. */
export async function shootPng(
  page: Page,
  name: string,
  viewport: { width: number; height: number },
  arrange?: () => Promise<void>,
): Promise<void> {
  const path = `${SCREENSHOT_DIR}${name}.png`;
  // No hover highlight or focus ring left over from the last click: they make pictures differ by a pixel.
  await page.mouse.move(0, 0);
  await arrange?.();
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    // Let layout and paint settle (two frames) so the picture is the same on every run.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  const stats = await pngStats(page.context(), await readFile(path));
  expect(stats, `${name}.png size`).toMatchObject(viewport);
  expect(stats.distinctColours, `${name}.png looks blank`).toBeGreaterThan(5);
}
