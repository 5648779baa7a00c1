/**
 * Contract insight in the web build (in-page bridge, the emulator in its Worker) against the local
 * index server's real contract code: a support agent pastes an address and sees the wallet's version,
 * seqno and key; a USD₮ jetton wallet's owner (one click looks it up) and balance scaled by the
 * master's decimals, locked or not; the master's supply; runs any get-method with a typed argument and
 * reads an address out of its stack; disassembles the code and opens the data's cell tree. axe scans
 * the contract section in light and dark.
 */
import { expect, test, type Page } from '@playwright/test';
import { addressForms } from '../shared/address/address-codec';
import { sampleAccount, type RunningIndexServer, type SampleLabel } from '../local-index-server';
import { blockingViolations, formatViolations, runAxe } from './support/axe';
import { allowEmulatorStart, expectInsightReady } from './support/insight';
import { lookUp, openWebApp, resultRow, useIndexServer } from './support/web-app';

const S = (label: SampleLabel) => sampleAccount(label);

allowEmulatorStart();

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

/** Looks `labels` up and opens the detail of the first; returns the dialog once its contract section shows details. */
async function openInsight(page: Page, labels: SampleLabel[]) {
  await openWebApp(page, server.url);
  await lookUp(page, labels.map((l) => S(l).friendly).join('\n'), labels.length);
  await resultRow(page, S(labels[0]!).raw).click();
  const dialog = page.getByTestId('account-detail');
  await expectInsightReady(dialog);
  return dialog;
}

test('a wallet: version named by its code hash, seqno, public key and wallet id from its own get-methods', async ({
  page,
}) => {
  const dialog = await openInsight(page, ['wallet-v4r2']);
  await expect(dialog.getByTestId('insight-kind')).toHaveText('wallet v4r2');
  await expect(dialog.getByTestId('insight-kind-source')).toContainText('code hash');
  await expect(dialog.getByTestId('insight-seqno')).toHaveText(/^\d+$/);
  await expect(dialog.getByTestId('insight-public-key')).toContainText(/[0-9a-f]{64}/);
  await expect(dialog.getByTestId('insight-wallet-id')).toHaveText(/^\d+$/);
  await expect(dialog.getByTestId('insight-methods').locator('tr[data-method="seqno"]')).toContainText(
    '0 (success)',
  );
});

test('wallet v5 beta (library-cell code): seqno 12 and its one extension', async ({ page }) => {
  const dialog = await openInsight(page, ['wallet-v5-beta']);
  await expect(dialog.getByTestId('insight-seqno')).toHaveText('12');
  await expect(dialog.getByTestId('insight-extensions').locator('[data-address]')).toHaveAttribute(
    'data-address',
    S('wallet-v4r2').raw.toUpperCase(),
  );
});

test('a locked USD₮ jetton wallet: owner in friendly form, balance scaled by the master’s decimals, lock status; one click opens the owner on top', async ({
  page,
}) => {
  const dialog = await openInsight(page, ['usdt-wallet-locked']);
  await expect(dialog.getByTestId('insight-kind')).toContainText('jetton wallet');
  await expect(dialog.getByTestId('insight-balance')).toContainText('1.5 USD₮');
  await expect(dialog.getByTestId('insight-balance')).toContainText('1500000 base units');
  await expect(dialog.getByTestId('insight-lock-status')).toContainText('outgoing transfers locked');
  const owner = dialog.getByTestId('insight-owner');
  // A wallet's friendly form is the non-bounceable one (mainnet or testnet, as the profile's chain says).
  const forms = addressForms(S('wallet-v4r2').raw);
  await expect(owner.locator('[data-address]')).toHaveText(
    new RegExp(`^(${forms.nonBounceable}|${forms.testnetNonBounceable})$`),
  );
  await owner.getByRole('button', { name: /Open the owner/ }).click();
  await expect(dialog.getByTestId('detail-title')).toHaveText(
    new RegExp(`^(${forms.nonBounceable}|${forms.testnetNonBounceable})$`),
  );
  // The lookup underneath is the same: the owner was not looked up as a new lookup.
  await expect(resultRow(page, S('wallet-v4r2').raw)).toHaveCount(0);
  await dialog.getByTestId('account-back').click();
  await expect(dialog.getByTestId('insight-lock-status')).toContainText('outgoing transfers locked');
});

test('the USD₮ master: total supply scaled, admin, mintable, off-chain content URL', async ({ page }) => {
  const dialog = await openInsight(page, ['usdt-master']);
  await expect(dialog.getByTestId('insight-kind')).toContainText('jetton master');
  await expect(dialog.getByTestId('insight-total-supply')).toContainText('1000000000');
  await expect(dialog.getByTestId('insight-mintable')).toHaveText(
    'yes (the master says its supply can still grow)',
  );
  await expect(dialog.getByTestId('insight-admin').locator('[data-address]')).toHaveAttribute(
    'data-address',
    S('wallet-v4r2').raw.toUpperCase(),
  );
  await expect(dialog.getByTestId('insight-content')).toContainText('https://tether.to/usdt-ton.json');
});

test('any get-method: get_wallet_address with an address argument answers the owner’s jetton wallet as an address', async ({
  page,
}) => {
  const dialog = await openInsight(page, ['usdt-master']);
  const form = dialog.getByTestId('get-method-form');
  await form.getByLabel('Method (name or id)').fill('get_wallet_address');
  await form.getByRole('button', { name: 'Add argument' }).click();
  await form.getByLabel('Type of argument 1').selectOption('addr');
  await form.getByLabel('Value of argument 1').fill(S('wallet-v5r1').friendly);
  await form.getByRole('button', { name: 'Run get-method' }).click();
  const result = form.getByTestId('get-method-result');
  await expect(result.getByTestId('get-method-exit')).toContainText('exit code 0 (success)');
  await expect(result.getByTestId('get-method-exit')).toContainText(/gas used \d+/);
  await expect(result.locator('[data-address]')).toHaveAttribute(
    'data-address',
    S('usdt-wallet').raw.toUpperCase(),
  );

  // A bad argument is refused in the form, with what and where.
  await form.getByLabel('Value of argument 1').fill('not an address');
  await form.getByRole('button', { name: 'Run get-method' }).click();
  await expect(form.getByRole('alert')).toContainText('Argument 1');
});

test('code disassembled with its method table, data as a cell tree with hashes', async ({ page }) => {
  const dialog = await openInsight(page, ['wallet-v4r2']);
  await dialog.getByRole('button', { name: 'Disassemble the code' }).click();
  await expect(dialog.getByTestId('method-table')).toContainText('get_public_key');
  await dialog.getByRole('button', { name: 'Show the data as a cell tree' }).click();
  const tree = dialog.getByTestId('cell-tree');
  await expect(tree.getByRole('treeitem').first()).toHaveAttribute('data-cell-hash', /^[0-9a-f]{64}$/);
});

test.describe('accessibility', () => {
  // axe is injected as a script, which the page's own CSP forbids; every other test runs under it.
  test.use({ bypassCSP: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe: the contract section has no serious or critical violation (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      const dialog = await openInsight(page, ['usdt-wallet-locked']);
      await dialog.getByRole('button', { name: 'Add argument' }).click();
      const { violations } = await runAxe(page);
      const blocking = blockingViolations(violations);
      expect(blocking, formatViolations('contract section', blocking)).toEqual([]);
    });
  }
});

test('the indexer’s metadata disagreeing with the contract is shown loudly, as an alert', async ({
  page,
}) => {
  // The indexer says the jetton wallet holds something else than its own code does (stale metadata).
  await page.route('**/api/v3/accountStates**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      metadata?: Record<string, { token_info?: { type?: string; extra?: Record<string, unknown> }[] }>;
    };
    for (const entry of Object.values(body.metadata ?? {}))
      for (const token of entry.token_info ?? [])
        if (token.type === 'jetton_wallets' && token.extra) token.extra.balance = '999';
    await route.fulfill({ response, json: body });
  });
  const dialog = await openInsight(page, ['usdt-wallet-locked']);
  const alert = dialog.getByTestId('insight-mismatches');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText('The contract and the indexer disagree');
  await expect(alert).toContainText("balance: the contract says 1500000, the indexer's metadata says 999");
  // The page may still be asking (the owner's and master's lookups): a callback cut short by the page's
  // close is no failure of the app.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
