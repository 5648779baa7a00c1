/**
 * Screenshots of the account detail's contract section for the README, 1366×768, light theme, the web
 * build against the local index server (fixed seed, recorded testnet blocks, pinned clock, so a run
 * leaves the files unchanged unless the UI changed): a wallet (version, seqno, key), a locked USD₮
 * jetton wallet (owner, scaled balance, lock status) and the USD₮ master (supply, admin, content).
 * Each PNG is decoded again and must not be blank.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { sampleAccount, startIndexServer, type RunningIndexServer, type SampleLabel } from '../local-index-server';
import { pngStats } from './support/png-colours';
import { lookUp, openWebApp, resultRow } from './support/web-app';

const OUT_DIR = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const VIEWPORT = { width: 1366, height: 768 };
/** A fixed port keeps the header the same from run to run (another than screenshots.spec.ts's). */
const SCREENSHOT_PORT = 18918;
/** `gen_utime` of the last block of the recorded testnet masterchainInfo the server serves. */
const LAST_BLOCK_TIME = 1721068768;

test.use({ viewport: VIEWPORT, colorScheme: 'light' });

let server: RunningIndexServer;
test.beforeAll(async () => {
  const options = { masterchain: 'testnet-fixture' } as const;
  server = await startIndexServer({ port: SCREENSHOT_PORT, ...options }).catch(() => startIndexServer({ port: 0, ...options }));
  await mkdir(OUT_DIR, { recursive: true });
});
test.afterAll(async () => {
  await server?.close();
});

/** Writes `docs/screenshots/<name>.png` of the dialog scrolled to its contract section. */
async function shoot(page: Page, name: string): Promise<void> {
  const path = `${OUT_DIR}${name}.png`;
  await page.mouse.move(0, 0);
  // The contract section at the top of the dialog's scroll area, just below its sticky header.
  await page.getByTestId('detail-contract').evaluate((el) => {
    const dialog = el.closest('dialog')!;
    const header = dialog.querySelector('.dialog-header')?.getBoundingClientRect().height ?? 0;
    dialog.scrollTop += el.getBoundingClientRect().top - dialog.getBoundingClientRect().top - header - 8;
  });
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  const stats = await pngStats(page.context(), await readFile(path));
  expect(stats, `${name}.png size`).toMatchObject(VIEWPORT);
  expect(stats.distinctColours, `${name}.png looks blank`).toBeGreaterThan(5);
}

const SHOTS: [SampleLabel, string, string][] = [
  ['wallet-v4r2', 'insight-wallet', 'insight-seqno'],
  ['usdt-wallet-locked', 'insight-jetton-wallet', 'insight-balance'],
  ['usdt-master', 'insight-jetton-master', 'insight-total-supply'],
];

test('screenshots of the contract section: a wallet, a jetton wallet and a jetton master', async ({ page }) => {
  await page.clock.setFixedTime(new Date((LAST_BLOCK_TIME + 6) * 1000));
  await openWebApp(page, server.url);
  await lookUp(page, SHOTS.map(([label]) => sampleAccount(label).friendly).join('\n'), SHOTS.length);
  const dialog = page.getByTestId('account-detail');
  for (const [label, name, field] of SHOTS) {
    await resultRow(page, sampleAccount(label).raw).click();
    await expect(dialog.getByTestId(field)).toBeVisible();
    await shoot(page, name);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
