/**
 * Issue 16's shared pieces as a support agent meets them, in the web build at 1366×768 on the sample
 * index: one spelling of an account on every screen, amounts and addresses copied whole, typo
 * corrections, the look-alike mark, the same-key wallets, and the desk's small frictions.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { notIndexedAddresses, sampleAccount, type RunningIndexServer } from '../local-index-server';
import { addressForms } from '../shared/address/address-codec';
import {
  accountsScreen,
  accountStatesRequests,
  cell,
  enterAddresses,
  lookUp,
  openWebApp,
  resultRow,
  settingsScreen,
  showColumns,
  showScreen,
  unfoldPasteBox,
  URL_PROFILE_ID,
  useIndexServer,
} from './support/web-app';
import { ambiguousTypo, mistype } from './support/typos';

test.use({ viewport: { width: 1366, height: 768 } });

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

const v3 = sampleAccount('wallet-v3r2');
const v4 = sampleAccount('wallet-v4r2');
const jettonWallet = sampleAccount('jetton-wallet-1');
const realUsdtWallet = sampleAccount('usdt-wallet');
const huge = sampleAccount('huge-balance');
const uninit = sampleAccount('uninit');
const unknown = notIndexedAddresses()[0]!;

/** What a selection of the whole element copies (the same serialisation a copy uses). */
function selectionOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  });
}

const lookUpButton = (page: Page) =>
  accountsScreen(page).getByRole('button', { name: 'Look up', exact: true });

test('a mistyped address is offered its checksum-verified correction, and stays in view after the lookup', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await showScreen(page, 'Accounts');
  const typo = mistype(v3.friendly);
  await enterAddresses(page, `I sent 10 USDT from ${v4.friendly}, my old wallet is ${typo}.`, {
    valid: 1,
    invalid: 1,
  });
  const screen = accountsScreen(page);
  const entry = screen.getByTestId('invalid-entry');
  await expect(entry.getByTestId('correction')).toHaveText([v3.friendly]);
  // The problem and the offer read as two sentences, not "… mistyped or lost Did you mean".
  await expect(entry).toContainText('a character was mistyped or lost. Did you mean: ');

  // Looked up without it: the invalid entry is still listed under the folded box, with its correction.
  await lookUpButton(page).click();
  await screen.getByTestId('lookup-valid-only').click();
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', '1');
  await expect(screen.getByTestId('paste-box-folded')).toBeVisible();
  const kept = screen.getByTestId('invalid-entries');
  await expect(kept).toContainText('checksum does not match');
  await expect(kept.getByTestId('correction')).toHaveText([v3.friendly]);

  await screen.getByTestId('correction').click();
  await expect(screen.getByTestId('address-summary')).toHaveAttribute('data-valid', '2');
  await expect(screen.getByTestId('address-summary')).toHaveAttribute('data-invalid', '0');
  await lookUpButton(page).click();
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', '2');
  await expect(cell(resultRow(page, v3.raw), 'address')).toHaveText(v3.friendly);
});

test('a typo two valid addresses are one edit from: said so, each marked found or not in the index (one request), the found one first', async ({
  page,
}) => {
  // The first such typo of wallet-v4r2's address: its other correction comes first in the codec's
  // order (a look-alike swap), and no account is there.
  const { typo, corrections } = ambiguousTypo(v4.friendly);
  const other = corrections.find((c) => c !== v4.friendly)!;
  expect(corrections.indexOf(v4.friendly)).toBeGreaterThan(0);
  await openWebApp(page, server.url);
  await showScreen(page, 'Accounts');
  const asked = server.requests.length;
  await enterAddresses(page, `Please check my wallet ${typo}, thanks`, { valid: 0, invalid: 1 });
  const entry = accountsScreen(page).getByTestId('invalid-entry');
  await expect(entry.getByTestId('corrections-ambiguous')).toContainText(
    `${corrections.length} valid addresses are one edit away — check with the customer`,
  );
  // Before: both offered alike, the one nobody uses first.
  await expect(entry.getByTestId('correction')).toHaveText([v4.friendly, other]);
  await expect(entry.getByTestId('correction').first()).toHaveAttribute('data-found', 'true');
  await expect(entry.getByTestId('correction').nth(1)).toHaveAttribute('data-found', 'false');
  await expect(entry.getByTestId('correction-found')).toHaveText([
    '(found in the index)',
    '(not in the index)',
  ]);
  expect(accountStatesRequests(server.requests.slice(asked))).toHaveLength(1);
});

test('one account is written one way: table, filter, detail, log, watch and address book', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openWebApp(page, server.url);
  const v4Bounceable = addressForms(v4.raw).bounceable;
  await lookUp(page, [v4.friendly, jettonWallet.raw, uninit.raw, unknown].join('\n'), 4);
  const screen = accountsScreen(page);

  // The form the user gave: UQ… as UQ…, raw as raw (README: "the form you pasted"); a row that was
  // not found shows the address asked for, never "—".
  await expect(cell(resultRow(page, v4.raw), 'address')).toHaveText(v4.friendly);
  await expect(cell(resultRow(page, jettonWallet.raw), 'address')).toHaveText(
    addressForms(jettonWallet.raw).raw,
  );
  await expect(cell(resultRow(page, unknown), 'address')).toHaveText(addressForms(unknown).raw);
  // An uninit account says what it is.
  await expect(cell(resultRow(page, uninit.raw), 'kind')).toHaveText('not deployed');

  // The EQ form of the listed UQ wallet finds its row.
  await screen.getByTestId('text-filter').fill(v4Bounceable);
  await expect(screen.getByTestId('shown-count')).toHaveText('Showing 1 of 4');
  await expect(resultRow(page, v4.raw)).toBeVisible();
  await screen.getByTestId('text-filter').fill('');

  // The jetton wallet's owner (read by its own code) is written as the owner's row writes it.
  await showColumns(page, ['contract-jetton-owner']);
  await expect(cell(resultRow(page, jettonWallet.raw), 'contract-jetton-owner')).toHaveText(v4.friendly, {
    timeout: 120_000,
  });

  // The detail's title, then Watch from it: the Watch screen writes it the same way, checked at once.
  await resultRow(page, v4.raw).click();
  const dialog = page.getByTestId('account-detail');
  await expect(dialog.getByTestId('detail-title')).toHaveText(v4.friendly);
  await dialog.getByTestId('detail-watch').click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await showScreen(page, 'Watch');
  const watched = page.locator(`[data-testid="watch-row"][data-raw="${v4.raw}"]`);
  await expect(watched.locator('.mono').first()).toHaveText(v4.friendly);
  // Checked when added, not an interval later.
  await expect(watched.getByTestId('watch-state-status')).toHaveText('active');

  // The log lists the lookup's first accounts as they were typed.
  await showScreen(page, 'Log');
  await expect(page.getByTestId('log-entry').first().getByTestId('log-address').first()).toHaveText(
    v4.friendly,
  );

  // The address book: one address column, the same form, and the whole table fits 1366 px.
  await showScreen(page, 'Address book');
  const book = page.getByTestId('address-book');
  const row = book.locator(`[data-testid="address-book-row"][data-raw="${v4.raw}"]`);
  await expect(row.getByTestId('address-book-address')).toHaveText(v4.friendly);
  const region = book.locator('.address-book-scroll');
  const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  // Its rows open the account.
  await row.click();
  await expect(book.getByTestId('account-detail').getByTestId('detail-title')).toHaveText(v4.friendly);
});

test('copying a balance or an address from the table gives it whole; only a fraction is ever cut', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await lookUp(page, [huge.friendly, v4.friendly].join('\n'), 2);
  const balance = cell(resultRow(page, huge.raw), 'balance');
  const address = cell(resultRow(page, v4.raw), 'address');

  expect(await selectionOf(balance)).toBe('5,000,000,000.123456789 TON');
  expect(await selectionOf(address)).toBe(v4.friendly);
  // A screen reader reads each as one value, unbroken.
  await expect(balance).toHaveAccessibleName('5,000,000,000.123456789 TON');
  await expect(address).toHaveAccessibleName(v4.friendly);

  // The whole part shows in full: its last digit lies inside the cell's visible box.
  const fits = await balance.evaluate((element) => {
    const text = element.querySelector('span')!.firstChild as Text;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, '5,000,000,000'.length);
    const box = element.getBoundingClientRect();
    return range.getBoundingClientRect().right <= box.right - 4;
  });
  expect(fits).toBe(true);
});

test('a look-alike token is marked on its row and in its detail; a wallet lists the wallets of its key', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openWebApp(page, server.url);
  await lookUp(page, [jettonWallet.raw, realUsdtWallet.raw, v4.friendly].join('\n'), 3);
  await expect(cell(resultRow(page, jettonWallet.raw), 'token').getByTestId('look-alike')).toBeVisible();
  await expect(cell(resultRow(page, realUsdtWallet.raw), 'token').getByTestId('look-alike')).toHaveCount(0);

  await resultRow(page, jettonWallet.raw).click();
  const dialog = page.getByTestId('account-detail');
  await expect(dialog.getByTestId('look-alike')).toContainText(
    /calls itself USD₮, but its jetton master is not/,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  await resultRow(page, v4.raw).click();
  const sameKey = dialog.getByTestId('same-key');
  // The emulator's first start is slow on a busy machine: the deadline is the contract section's.
  await expect(sameKey).toBeVisible({ timeout: 120_000 });
  const wallets = sameKey.getByTestId('same-key-wallet');
  await expect(wallets).toHaveCount(3);
  const own = sameKey.locator(`[data-raw="${v4.raw}"]`);
  await expect(own).toHaveAttribute('data-version', 'wallet_v4r2');
  await expect(own).toContainText('this wallet');
  await expect(own.getByTestId('same-key-state')).toContainText('active');
  await expect(sameKey.locator('[data-version="wallet_v5r1"]').getByTestId('same-key-state')).toHaveText(
    'not in the index — never used',
  );
  // A wallet to follow is written as its neighbour is (monospace) and coloured as a link: the contract
  // section's stylesheet, loaded with the detail, once restyled every link button in the app.
  const style = (element: Element) => {
    const computed = getComputedStyle(element);
    return { font: `${computed.fontFamily} ${computed.fontSize}`, color: computed.color };
  };
  const follow = await sameKey.locator('[data-version="wallet_v5r1"] [data-follow]').evaluate(style);
  const ownAddress = await own.locator('td .mono').first().evaluate(style);
  expect(follow.font).toBe(ownAddress.font);
  expect(follow.color, 'a link, not body text').not.toBe(ownAddress.color);
});

test('a token spelt in Lisu letters, and one misspelling Tether, are marked as USD₮ look-alikes on their rows', async ({
  page,
}) => {
  // Before the confusables skeleton neither was marked: ꓴꓢꓓꓔ folded to nothing, Thether held no Tether.
  const master = sampleAccount('jetton-master');
  const rows = server.data.tokens.get(master.raw)!;
  const kept = rows.map((row) => ({ ...row }));
  try {
    for (const row of rows) Object.assign(row, { symbol: 'ꓴꓢꓓꓔ', name: 'Sample token' });
    await openWebApp(page, server.url);
    await lookUp(page, master.raw, 1);
    const token = cell(resultRow(page, master.raw), 'token');
    await expect(token).toContainText('ꓴꓢꓓꓔ');
    await expect(token.getByTestId('look-alike')).toBeVisible();
    for (const row of rows) Object.assign(row, { symbol: 'SMPL', name: 'Thether' });
    await lookUp(page, master.raw, 1);
    await expect(token).toContainText('SMPL');
    await expect(token.getByTestId('look-alike')).toBeVisible();
  } finally {
    rows.forEach((row, i) => Object.assign(row, kept[i]));
  }
});

test('after a lookup focus is on its summary, and a skip link leads from the paste box to the first row', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await showScreen(page, 'Accounts');
  await enterAddresses(page, [v4.friendly, huge.friendly].join('\n'));
  await accountsScreen(page).getByLabel('Addresses', { exact: true }).press('Control+Enter');
  const summary = accountsScreen(page).getByTestId('results-summary');
  await expect(summary).toBeFocused();

  await unfoldPasteBox(page);
  await expect(accountsScreen(page).getByLabel('Addresses', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  const skip = accountsScreen(page).getByTestId('skip-to-results');
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(accountsScreen(page).locator('[data-row-position="0"]')).toBeFocused();
});

test('a sort is a visible choice that can be reset, and a new lookup starts in input order', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await lookUp(page, [v4.friendly, huge.friendly, v3.friendly].join('\n'), 3);
  const screen = accountsScreen(page);
  const order = () => screen.getByTestId('result-row').evaluateAll((rows) => rows.map((r) => r.dataset.raw));
  await screen.getByTestId('sort-balance').focus();
  // A balance sorts largest first on the first press (walk finding 10).
  await page.keyboard.press('Enter');
  await expect(screen.getByTestId('sort-choice')).toContainText('Sorted by Balance, descending');
  expect((await order())[0]).toBe(huge.raw);
  await screen.getByTestId('sort-reset').click();
  await expect(screen.getByTestId('sort-choice')).toHaveCount(0);
  expect(await order()).toEqual([v4.raw, huge.raw, v3.raw]);

  await screen.getByTestId('sort-balance').click();
  await expect(screen.getByTestId('sort-choice')).toBeVisible();
  await lookUp(page, [v3.friendly, v4.friendly].join('\n'), 2);
  await expect(screen.getByTestId('sort-choice')).toHaveCount(0);
  expect(await order()).toEqual([v3.raw, v4.raw]);
});

test('a profile chosen in Settings is not overridden by ?indexer= on reload', async ({ page }) => {
  await openWebApp(page, server.url);
  await showScreen(page, 'Settings');
  const settings = settingsScreen(page);
  await expect(settings.getByTestId(`profile-${URL_PROFILE_ID}`)).toHaveAttribute('data-active', 'true');
  // A click, then the state: the radio shows the active profile once the setting is saved, which on a
  // busy machine can come after check()'s own immediate look at the radio.
  await settings.getByTestId('profile-toncenter-testnet').getByRole('radio').click();
  await expect(settings.getByTestId('profile-toncenter-testnet')).toHaveAttribute('data-active', 'true');

  await openWebApp(page, server.url);
  await showScreen(page, 'Settings');
  await expect(settingsScreen(page).getByTestId('profile-toncenter-testnet')).toHaveAttribute(
    'data-active',
    'true',
  );
});
