/**
 * Contract insight through the desktop app's production path (shell harness: the real preload API and
 * IPC registry, main's handlers with the emulator in a worker thread as node-host/tvm-threads.ts
 * runs it) in real Chromium: a wallet's seqno and key and a USD₮ jetton wallet's scaled balance reach
 * the page over IPC, computed in main — the page's own CSP never needs to compile WebAssembly.
 */
import {
  sampleAccount,
  startIndexServer,
  type RunningIndexServer,
  type SampleLabel,
} from '../local-index-server';
import { allowEmulatorStart, expectInsightReady } from './support/insight';
import { expect, openScreen, openShellApp, test } from './shell-harness/shell-app';

allowEmulatorStart();

let server: RunningIndexServer;
test.beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
});
test.afterAll(async () => {
  await server.close();
});

const S = (label: SampleLabel) => sampleAccount(label);

test('the detail shows a wallet’s and a USD₮ jetton wallet’s details computed in main', async ({
  page,
  userDataDir,
}) => {
  const harness = await openShellApp(page, { userDataDir, indexerUrl: server.url });
  const accounts = await openScreen(page, 'Accounts');
  await accounts
    .getByLabel('Addresses')
    .fill([S('wallet-v4r2').friendly, S('usdt-wallet').friendly].join('\n'));
  await accounts.getByTestId('lookup-button').click();
  const dialog = page.getByTestId('account-detail');

  await accounts.locator(`[data-testid="result-row"][data-raw="${S('wallet-v4r2').raw}"]`).click();
  await expectInsightReady(dialog);
  await expect(dialog.getByTestId('insight-kind')).toHaveText('wallet v4r2');
  await expect(dialog.getByTestId('insight-public-key')).toContainText(/[0-9a-f]{64}/);
  await page.keyboard.press('Escape');

  await accounts.locator(`[data-testid="result-row"][data-raw="${S('usdt-wallet').raw}"]`).click();
  await expect(dialog.getByTestId('insight-balance')).toContainText('25 USD₮');
  // Inspected in main, by address: the window sent addresses, and no code or data came back.
  const inspects = harness.allBridgeReplies.filter((r) => r.method === 'inspect');
  expect(inspects.length).toBeGreaterThan(0);
  expect(JSON.stringify(inspects)).not.toMatch(/code_boc|data_boc/);
});
