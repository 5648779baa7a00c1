/**
 * Issue 16's "Done when", tried as a support agent would, in the web build at 1366×768 on the sample
 * index: the customer's message is pasted and answered from the customer's own wallet page — the USD₮
 * balance and its lock, the look-alike token marked, the same-key wallets listed — accounts followed
 * from the page open on top of it and Back (or Esc) returns to the same results, every screen writes the
 * account the same way, copies are whole, and the new page parts are axe-clean in light and dark.
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleAccount, type RunningIndexServer } from '../local-index-server';
import { addressForms } from '../shared/address/address-codec';
import { blockingViolations, formatViolations, runAxe } from './support/axe';
import { shootPng } from './support/screenshots';
import {
  accountsScreen,
  cell,
  enterAddresses,
  openWebApp,
  resultRow,
  showColumns,
  showScreen,
  useIndexServer,
  lookUpValidOnly,
} from './support/web-app';
import { mistype } from './support/typos';

test.use({ viewport: { width: 1366, height: 768 }, bypassCSP: true });

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

/** The customer: a v4r2 wallet whose USD₮ jetton wallet is locked, holding a look-alike "USD₮" too. */
const customer = sampleAccount('wallet-v4r2');
const friend = sampleAccount('wallet-v5r1');
const oldWallet = sampleAccount('wallet-v3r2');
/** The customer's wallet of the look-alike jetton ("Tether USD (sample)", symbol USD₮, another master). */
const lookAlikeWallet = sampleAccount('jetton-wallet-1');
const lookAlikeMaster = sampleAccount('jetton-master');
const lockedUsdtWallet = sampleAccount('usdt-wallet-locked');
const USDT_MASTER_RAW = sampleAccount('usdt-master').raw;

const MESSAGE = [
  `Hi! I sent 10 USDT from ${customer.friendly} to my friend's ${friend.friendly}, he doesn't see it;`,
  `my old wallet is ${mistype(oldWallet.friendly)}. My app shows the USDT at ${lookAlikeWallet.friendly}.`,
  'Ticket #4411',
].join('\n');

const dialogOf = (page: Page) => page.getByTestId('account-detail');

/** Pastes the message, looks up its valid addresses, and waits for the three rows. */
async function pasteTheCase(page: Page): Promise<void> {
  await lookUpValidOnly(page, server.url, MESSAGE, { valid: 3, invalid: 1 });
}

/** The customer's page, opened from its row, with its tokens read. */
async function openCustomerPage(page: Page) {
  await resultRow(page, customer.raw).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByTestId('detail-title')).toHaveText(customer.friendly);
  const tokens = dialog.getByTestId('account-tokens');
  await expect(tokens.getByTestId('account-token')).toHaveCount(2, { timeout: 60_000 });
  return { dialog, tokens };
}

test('the customer’s own wallet page answers the case: USD₮ balance and its lock, the look-alike marked, the same-key wallets', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await pasteTheCase(page);
  const { dialog, tokens } = await openCustomerPage(page);

  // The real USD₮ (the preset master), derived by the master and read by the wallet's own code: the
  // balance, and the lock its own get_status gives.
  const usdt = tokens.locator(`[data-testid="account-token"][data-master="${USDT_MASTER_RAW}"]`);
  await expect(usdt.getByTestId('account-token-balance')).toHaveText(/^1\.5 USD₮/);
  await expect(usdt.getByTestId('account-token-lock').getByTestId('lock-words')).toHaveText(
    'outgoing transfers locked (status 1)',
    { timeout: 60_000 },
  );
  await expect(usdt.getByTestId('look-alike')).toHaveCount(0);
  await expect(usdt.getByTestId('account-token-wallet')).toHaveText(
    addressForms(lockedUsdtWallet.raw).bounceable,
  );

  // The token that calls itself USD₮ under another master is marked, with the real master named.
  const fake = tokens.locator(`[data-testid="account-token"][data-master="${lookAlikeMaster.raw}"]`);
  await expect(fake.getByTestId('account-token-balance')).toHaveText(/^4\.1001 USD₮/);
  await expect(fake.getByTestId('look-alike')).toHaveAttribute('title', /Look-alike: it calls itself USD₮/);
  await expect(fake.getByTestId('account-token-lock')).toHaveText('no lock in this jetton', {
    timeout: 60_000,
  });

  // Copying a balance gives it whole.
  await usdt.getByRole('button', { name: 'Copy the USD₮ balance' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1.5 USD₮');

  // The same-key wallets: v3r2, v4r2 (this one), v5r1 of the customer's key, each looked up.
  const sameKey = dialog.getByTestId('same-key');
  await expect(sameKey.getByTestId('same-key-wallet')).toHaveCount(3, { timeout: 60_000 });
  await expect(sameKey.locator(`[data-raw="${customer.raw}"]`)).toContainText('this wallet');
  await expect(sameKey.getByTestId('same-key-state').first()).not.toHaveText('…');

  // What the two API operations cannot tell is said beside the explorer links.
  await expect(dialog.getByTestId('beyond-the-index')).toContainText('transaction history');

  // The README's picture of the answered case (`npm run screenshots`; an ignored folder otherwise).
  await shootPng(page, 'account-page-case', { width: 1366, height: 768 }, () =>
    tokens.evaluate((section) => section.scrollIntoView({ block: 'center' })),
  );
});

test('a page opened while its row is pending fills in when the indexer answers: balance, contract, tokens', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openWebApp(page, server.url);
  await showScreen(page, 'Accounts');
  await enterAddresses(page, MESSAGE, { valid: 3, invalid: 1 });
  server.accountAnswers.hold();
  const screen = accountsScreen(page);
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
  await screen.getByTestId('lookup-valid-only').click();
  await expect(cell(resultRow(page, customer.raw), 'status')).toHaveText('pending');
  await resultRow(page, customer.raw).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByTestId('record-missing')).toHaveText(
    'The indexer has not answered for this address yet, so there are no fields to show.',
  );
  await expect(dialog.getByTestId('insight-none')).toContainText('has not answered for this address yet');

  // The answer lands while the page is open: the same page (not a fresh one) shows it, and the tokens
  // are derived from every master the case names (the look-alike's master came with the answer).
  server.accountAnswers.release();
  await expect(dialog.getByTestId('record-fields')).toBeVisible();
  await expect(dialog.getByTestId('detail-balance')).toContainText('TON');
  await expect(dialog.getByTestId('account-tokens').getByTestId('account-token')).toHaveCount(2, {
    timeout: 60_000,
  });
  await expect(dialog.getByTestId('detail-title')).toHaveText(customer.friendly);
});

test('the results table shows each wallet’s well-known tokens and their locks, and the look-alike, on request', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await pasteTheCase(page);
  await showColumns(page, ['wallet-token-usd', 'look-alike']);
  // Derived as the wallet's page derives them: the customer's USD₮ is locked, the friend's is not.
  const usdt = (account: typeof customer) => cell(resultRow(page, account.raw), 'wallet-token-usd');
  await expect(usdt(customer).getByTestId('wallet-token')).toContainText('1.5 USD₮', { timeout: 60_000 });
  await expect(usdt(customer).getByTestId('wallet-token-lock')).toHaveAttribute(
    'title',
    /^outgoing transfers locked \(status 1\)\. .*incoming transfers still arrive.*set by the jetton's admin/,
    { timeout: 60_000 },
  );
  await expect(usdt(friend).getByTestId('wallet-token')).toHaveText('25 USD₮');
  await expect(usdt(friend).getByTestId('wallet-token-lock')).toHaveCount(0);
  // A jetton wallet holds no jetton wallets: its cell is empty; its Look-alike cell names the real master.
  await expect(usdt(lookAlikeWallet)).toHaveText('');
  await expect(cell(resultRow(page, lookAlikeWallet.raw), 'look-alike')).toContainText('look-alike');
  await expect(cell(resultRow(page, customer.raw), 'look-alike')).toHaveText('');
  // The derived cells (token, lock mark, look-alike mark) are axe-clean.
  const blocking = blockingViolations((await runAxe(page)).violations);
  expect(blocking, formatViolations('results with token columns', blocking)).toEqual([]);

  // The filter reads the exact text, lock included.
  await accountsScreen(page).getByTestId('text-filter').fill('transfers locked');
  await expect(accountsScreen(page).getByTestId('result-row')).toHaveCount(1);
});

test('following accounts from a page opens them on top; Back and Esc return to each, then to the same results', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await pasteTheCase(page);
  const screen = accountsScreen(page);
  const { dialog, tokens } = await openCustomerPage(page);
  const title = dialog.getByTestId('detail-title');

  // The locked USD₮ wallet, from the customer's tokens: its own page, on top.
  const usdt = tokens.locator(`[data-testid="account-token"][data-master="${USDT_MASTER_RAW}"]`);
  await usdt.getByTestId('account-token-wallet').getByRole('button').click();
  await expect(dialog).toHaveAttribute('data-depth', '1');
  await expect(title).toHaveText(addressForms(lockedUsdtWallet.raw).bounceable);
  await expect(dialog.getByTestId('insight-lock-status')).toContainText('outgoing transfers locked', {
    timeout: 60_000,
  });
  // Its owner, one more page up: written as the lookup wrote it.
  await dialog
    .getByTestId('insight-owner')
    .getByRole('button', { name: /^Open the owner/ })
    .click();
  await expect(dialog).toHaveAttribute('data-depth', '2');
  await expect(title).toHaveText(customer.friendly);
  await expect(dialog.getByTestId('account-trail')).toContainText(
    addressForms(lockedUsdtWallet.raw).bounceable,
  );

  // Back, then Esc: the jetton wallet, then the customer's own page.
  await dialog.getByTestId('account-back').click();
  await expect(dialog).toHaveAttribute('data-depth', '1');
  await expect(title).toHaveText(addressForms(lockedUsdtWallet.raw).bounceable);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveAttribute('data-depth', '0');
  await expect(title).toHaveText(customer.friendly);
  await expect(dialog.getByTestId('account-back')).toHaveCount(0);

  // A same-key wallet opens on top too.
  const sibling = dialog.getByTestId('same-key').locator('[data-version="wallet_v5r1"] button[data-follow]');
  await sibling.click();
  await expect(dialog).toHaveAttribute('data-depth', '1');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveAttribute('data-depth', '0');

  // The last Esc closes the page: the same results, the same lookup, the invalid entry still in view.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', '3');
  for (const account of [customer, friend, lookAlikeWallet])
    await expect(cell(resultRow(page, account.raw), 'address')).toHaveText(account.friendly);
  await expect(screen.getByTestId('invalid-entries')).toContainText('checksum does not match');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the account page's tokens, trail and notes are axe-clean (${colorScheme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    await pasteTheCase(page);
    const { dialog, tokens } = await openCustomerPage(page);
    await expect(tokens.getByTestId('account-token-lock').first()).not.toHaveText('reading…', {
      timeout: 60_000,
    });
    await tokens.getByTestId('account-token-wallet').first().getByRole('button').click();
    await expect(dialog.getByTestId('account-trail')).toBeVisible();
    await dialog.getByTestId('account-back').click();
    await expect(dialog).toHaveAttribute('data-depth', '0');
    await tokens.getByTestId('account-token-wallet').first().getByRole('button').click();
    const { violations } = await runAxe(page);
    const blocking = blockingViolations(violations);
    expect(blocking, formatViolations(`account page (${colorScheme})`, blocking)).toEqual([]);
    await dialog.getByTestId('account-back').click();
    const again = blockingViolations((await runAxe(page)).violations);
    expect(again, formatViolations(`customer's page (${colorScheme})`, again)).toEqual([]);
  });
}

test('Favourites: one favourite opens as its page over the screen; "Look up all" starts a new lookup and keeps the previous one a click away', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await pasteTheCase(page);
  const screen = accountsScreen(page);
  await resultRow(page, friend.raw).click();
  await dialogOf(page).getByTestId('favourite-toggle').click();
  await page.keyboard.press('Escape');
  await expect(dialogOf(page)).toBeHidden();

  await showScreen(page, 'Favourites');
  const favourites = page.getByTestId('favourites');
  await favourites.getByTestId('favourite').getByRole('button', { name: /^Open/ }).click();
  const opened = favourites.getByTestId('account-detail');
  await expect(opened.getByTestId('detail-title')).toHaveText(friend.friendly);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();

  await expect(favourites.getByText('Starts a new lookup on the Accounts screen')).toBeVisible();
  await favourites.getByTestId('favourites-lookup').click();
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', '1');
  const note = screen.getByTestId('previous-lookup');
  await expect(note).toContainText('your previous lookup of 3 accounts is kept');
  await note.getByTestId('previous-lookup-back').click();
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', '3');
  await expect(note).toBeHidden();
  // The pasted message is back in the box as it was, with its mistyped address.
  const folded = screen.getByTestId('paste-box-folded');
  if (await folded.isVisible()) await folded.click();
  await expect(screen.getByLabel('Addresses', { exact: true })).toHaveValue(MESSAGE);
});

test('the case record: the log entry found by the ticket or by the address the customer mistyped restores the message and offers the correction; a re-run keeps the ticket', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await pasteTheCase(page);
  // The token as the paste has it: the sentence's full stop stays with the address.
  const typed = `${mistype(oldWallet.friendly)}.`;
  await showScreen(page, 'Log');
  const log = page.getByTestId('log');
  const entries = log.getByTestId('log-entry');
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  // The invalid address is kept with its line and column.
  await expect(entry.getByTestId('log-invalid')).toContainText(`${typed} (line 2, column 18)`);
  await entry.getByTestId('log-edit-notes').click();
  await entry.getByTestId('log-note-input').fill('Ticket T-4411');
  await entry.getByTestId('log-notes-save').click();
  await expect(entry.getByTestId('log-note')).toContainText('Ticket T-4411');

  // Found by the ticket (and says so), by the correct form of the mistyped wallet, by what was typed.
  const search = log.getByTestId('log-search');
  await search.fill('T-4411');
  await expect(entries).toHaveCount(1);
  await expect(entry.getByTestId('log-match')).toHaveText('Matches by note');
  await search.fill(addressForms(oldWallet.raw).bounceable);
  await expect(entries).toHaveCount(1);
  await expect(entry.getByTestId('log-match')).toContainText(
    `address, mistyped as “${typed}” (line 2, column 18)`,
  );
  await search.fill(mistype(oldWallet.friendly));
  await expect(entry.getByTestId('log-match')).toContainText('invalid address as typed (line 2, column 18)');

  // Open: the whole message is back, and the mistyped address is offered its correction.
  await entry.getByTestId('log-open').click();
  const accounts = accountsScreen(page);
  // Open reads the entry, then shows the Accounts screen; until then the screen is hidden and still
  // holds the same three rows, and the paste box is folded or not as the entry's inputs say.
  await expect(accounts).toBeVisible();
  await expect(accounts.getByTestId('results-summary')).toContainText('from the lookup log');
  await expect(accounts.getByTestId('results-table')).toHaveAttribute('data-total-rows', '3');
  const folded = accounts.getByTestId('paste-box-folded');
  if (await folded.isVisible()) await folded.click();
  await expect(accounts.getByLabel('Addresses', { exact: true })).toHaveValue(MESSAGE);
  await expect(accounts.getByTestId('invalid-entry').getByTestId('correction')).toHaveText([
    oldWallet.friendly,
  ]);

  // A re-run is its own entry, linked to the first, with the ticket kept.
  await showScreen(page, 'Log');
  await search.fill('');
  await entries.first().getByTestId('log-rerun').click();
  await expect(accounts.getByTestId('results-table')).toHaveAttribute('data-total-rows', '3');
  await showScreen(page, 'Log');
  await expect(entries).toHaveCount(2);
  await expect(entries.first().getByTestId('log-rerun-of')).toContainText('Re-run of the lookup of');
  await expect(entries.first().getByTestId('log-note')).toContainText('Ticket T-4411');
});
