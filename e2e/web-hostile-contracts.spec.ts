/**
 * Hostile contracts in the web build (in-page bridge, the emulator in its Worker), against the local
 * index server's hostile contracts: an account whose get-methods leave 1,000 values shows its reason
 * on that account only, and the real wallet looked up beside it still shows its seqno (before: every
 * later get-method failed, "Aborted()"); a run past the time limit set in the get-method form stops
 * with the limit named, Cancel stops a run at once and the next run works (before: neither existed —
 * a long run could only be waited out); the Tokens screen shows no balance read from another owner's
 * wallet (before: "777 HST (active)" for every owner); code whose cells repeat is disassembled with each
 * cell once, by label, and says so (before: 52.8 million characters in the dialog).
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleAccount, type HostileContractLabel, type RunningIndexServer } from '../local-index-server';
import { allowEmulatorStart, EMULATOR_START_DEADLINE_MS, expectInsightReady } from './support/insight';
import { lookUp, openWebApp, resultRow, useIndexServer } from './support/web-app';

allowEmulatorStart();

let server: RunningIndexServer;
useIndexServer((started) => (server = started), { hostileContracts: true });

const h = (label: HostileContractLabel) => server.hostile.find((c) => c.label === label)!.raw;

/** Opens the detail of `raw` (already in the results) and waits for its contract section. */
async function openDetail(page: Page, raw: string) {
  await resultRow(page, raw).click();
  const dialog = page.getByTestId('account-detail');
  await expectInsightReady(dialog);
  return dialog;
}

test('a 1,000-value stack: the reason on that account only; the wallet beside it keeps its seqno', async ({
  page,
}) => {
  const wallet = sampleAccount('wallet-v4r2');
  await openWebApp(page, server.url);
  await lookUp(page, [h('stack-1000-values'), wallet.friendly].join('\n'), 2);

  const hostile = await openDetail(page, h('stack-1000-values'));
  await expect(hostile.getByTestId('insight-problems')).toContainText(h('stack-1000-values'));
  await expect(hostile.getByTestId('insight-problems')).not.toContainText(/Aborted|null function/);
  await page.keyboard.press('Escape');

  const good = await openDetail(page, wallet.raw);
  await expect(good.getByTestId('insight-seqno')).toHaveText('42');
});

test('the get-method form: a run past its time limit is stopped with the limit named; Cancel stops a run at once; the next run works', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await lookUp(page, h('gas-burner'), 1);
  const dialog = await openDetail(page, h('gas-burner'));
  const form = dialog.getByTestId('get-method-form');
  await form.getByLabel('Method (name or id)').fill('seqno');
  await form.getByLabel('Gas', { exact: true }).fill('100000000');
  await form.getByLabel('Seconds', { exact: true }).fill('1');
  // The emulator's memory grows with the instructions it runs: all of it, so time alone stops the loop.
  await form.getByLabel('Memory (MB)', { exact: true }).fill('2048');
  await form.getByRole('button', { name: 'Run get-method' }).click();
  await expect(form.getByTestId('get-method-result')).toContainText(
    `The run of seqno on ${h('gas-burner')} was stopped after 1 s, the time limit of one get-method.`,
    { timeout: EMULATOR_START_DEADLINE_MS },
  );

  await form.getByLabel('Seconds', { exact: true }).fill('300');
  await form.getByRole('button', { name: 'Run get-method' }).click();
  await form.getByTestId('get-method-cancel').click();
  await expect(form.getByRole('alert').filter({ hasText: 'cancelled' })).toHaveText('The run was cancelled.');

  // The default gas limit, and time enough that a loaded machine burns it before the clock stops it.
  await form.getByLabel('Gas', { exact: true }).fill('');
  await form.getByLabel('Seconds', { exact: true }).fill('300');
  await form.getByRole('button', { name: 'Run get-method' }).click();
  await expect(form.getByTestId('get-method-exit')).toContainText(
    'out of gas: it used up the limit of 1,000,000 gas a get-method is given',
    { timeout: EMULATOR_START_DEADLINE_MS },
  );
});

test("Tokens: a master that names another owner's wallet shows no balance for it", async ({ page }) => {
  const owners = [sampleAccount('wallet-v4r2'), sampleAccount('wallet-v5r1')];
  await openWebApp(page, server.url);
  await lookUp(page, owners.map((o) => o.friendly).join('\n'), 2);
  await page.getByRole('tab', { name: 'Tokens', exact: true }).click();
  const screen = page.getByTestId('tokens');
  await screen.getByRole('button', { name: "Use the current lookup's wallets" }).click();
  await screen.getByLabel('Jetton masters (one per line)').fill(h('jetton-master-foreign-wallet'));
  await screen.getByRole('button', { name: 'Get balances' }).click();
  await expect(screen.getByTestId('tokens-progress')).toHaveAttribute('data-state', 'complete', {
    timeout: EMULATOR_START_DEADLINE_MS,
  });
  for (const owner of owners) {
    const cell = screen.locator(
      `[data-testid="tokens-row"][data-owner="${owner.raw.toUpperCase()}"] [data-jetton="${h('jetton-master-foreign-wallet')}"]`,
    );
    await expect(cell).toHaveAttribute('data-status', 'wrong_wallet');
    await expect(cell).toHaveText("not this owner's wallet");
    await expect(cell).toHaveAttribute('title', /^the master points to a wallet of another (owner|jetton)/);
  }
});

test('code whose cells repeat: the disassembly lists each cell once, by label, and says so', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await lookUp(page, h('repeated-cells'), 1);
  const dialog = await openDetail(page, h('repeated-cells'));
  await dialog.getByRole('button', { name: 'Disassemble the code' }).click();
  const listing = dialog.getByTestId('disassembly');
  // Before: every one of the 262,143 paths written out, 52.8 million characters in the dialog.
  await expect(listing.getByTestId('disassembly-note')).toHaveText(
    /^This code's cells repeat: written out wherever they are referenced, the listing would hold 262,143 cells \(it has 18\)\. Each of the 17 cells referenced more than once is listed once/,
    { timeout: EMULATOR_START_DEADLINE_MS },
  );
  await listing.getByText(/^Whole listing/).click();
  const text = (await listing.locator('pre').textContent())!;
  expect(text.length).toBeLessThan(5_000);
  expect(text.match(/^cell \d+ \(hash [0-9A-F]{64}, referenced 2 times\):$/gm)).toHaveLength(17);
  expect(text).toContain('→ cell 17');
  expect((await dialog.textContent())!.length).toBeLessThan(20_000);
});

test("code the app cannot name claims a stranger's key: no same-key wallets, said why; a known wallet lists them", async ({
  page,
}) => {
  const stranger = sampleAccount('wallet-v4r2');
  await openWebApp(page, server.url);
  await lookUp(page, [h('key-claimer'), stranger.friendly].join('\n'), 2);

  const claimer = await openDetail(page, h('key-claimer'));
  await expect(claimer.getByTestId('insight-public-key')).not.toHaveText('—');
  await expect(claimer.getByTestId('same-key-unverified')).toContainText(
    'Key claimed by unidentified code — not verified',
  );
  // Before: wallet-v4r2 (the stranger's, active) was listed as this key's, with a Follow button.
  await expect(claimer.getByTestId('same-key')).toHaveCount(0);
  await expect(claimer.locator(`[data-follow="${stranger.raw}"]`)).toHaveCount(0);
  await page.keyboard.press('Escape');

  const wallet = await openDetail(page, stranger.raw);
  await expect(wallet.getByTestId('same-key-wallet')).toHaveCount(3);
  await expect(wallet.getByTestId('same-key-unverified')).toHaveCount(0);
});
