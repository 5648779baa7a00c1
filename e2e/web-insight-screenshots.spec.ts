/**
 * Screenshots of the account detail's contract section for the README, 1366×768, light theme, the web
 * build against the local index server (fixed seed, recorded testnet blocks, pinned clock, so a run
 * leaves the files unchanged unless the UI changed): a wallet (version, seqno, key), a locked USD₮
 * jetton wallet (owner, scaled balance, lock status) and the USD₮ master (supply, admin, content).
 * Each PNG is decoded again and must not be blank.
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleAccount, type RunningIndexServer, type SampleLabel } from '../local-index-server';
import { allowEmulatorStart, expectInsightReady } from './support/insight';
import { LAST_BLOCK_TIME, shootPng, useScreenshotServer } from './support/screenshots';
import { lookUp, openWebApp, resultRow } from './support/web-app';

allowEmulatorStart();

const VIEWPORT = { width: 1366, height: 768 };
/** A fixed port keeps the header the same from run to run (another than screenshots.spec.ts's). */
const SCREENSHOT_PORT = 18918;

test.use({ viewport: VIEWPORT, colorScheme: 'light' });

let server: RunningIndexServer;
useScreenshotServer(SCREENSHOT_PORT, (started) => (server = started));

/** Writes `<name>.png` (docs/screenshots/ under `npm run screenshots`) of the dialog scrolled to its contract section. */
function shoot(page: Page, name: string): Promise<void> {
  return shootPng(page, name, VIEWPORT, () =>
    // The contract section at the top of the dialog's scroll area, just below its sticky header.
    page.getByTestId('detail-contract').evaluate((el) => {
      const dialog = el.closest('dialog')!;
      const header = dialog.querySelector('.dialog-header')?.getBoundingClientRect().height ?? 0;
      dialog.scrollTop += el.getBoundingClientRect().top - dialog.getBoundingClientRect().top - header - 8;
    }),
  );
}

const SHOTS: [SampleLabel, string, string][] = [
  ['wallet-v4r2', 'insight-wallet', 'insight-seqno'],
  ['usdt-wallet-locked', 'insight-jetton-wallet', 'insight-balance'],
  ['usdt-master', 'insight-jetton-master', 'insight-total-supply'],
];

test('screenshots of the contract section: a wallet, a jetton wallet and a jetton master', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date((LAST_BLOCK_TIME + 6) * 1000));
  await openWebApp(page, server.url);
  await lookUp(page, SHOTS.map(([label]) => sampleAccount(label).friendly).join('\n'), SHOTS.length);
  const dialog = page.getByTestId('account-detail');
  for (const [label, name, field] of SHOTS) {
    await resultRow(page, sampleAccount(label).raw).click();
    await expectInsightReady(dialog);
    await expect(dialog.getByTestId(field)).toBeVisible();
    await shoot(page, name);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
