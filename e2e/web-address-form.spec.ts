/**
 * Issue 34's "one address form, for real", in the web build on the sample index: an account pasted raw,
 * as UQ…, as EQ… (a wallet, whose role alone would say UQ…) and one the index does not know are each
 * written in the form pasted — in the table, the account page, Watch, Favourites and the Log (also after
 * a reload, when no lookup is in memory) — and "Look up all" (Favourites) and "Use the current lookup's
 * wallets" (Tokens) fill their boxes with those forms, never with raw `0:…` the user did not paste.
 */
import { expect, test, type Page } from '@playwright/test';
import { notIndexedAddresses, sampleAccount, type RunningIndexServer } from '../local-index-server';
import { addressForms } from '../shared/address/address-codec';
import {
  accountsScreen,
  cell,
  lookUp,
  openWebApp,
  resultRow,
  showScreen,
  unfoldPasteBox,
  useIndexServer,
} from './support/web-app';

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

const v3 = addressForms(sampleAccount('wallet-v3r2').raw);
const v4 = addressForms(sampleAccount('wallet-v4r2').raw);
const v5 = addressForms(sampleAccount('wallet-v5r1').raw);
const unknown = addressForms(notIndexedAddresses()[0]!);

/** Each account (raw) and the form it must be written in: the one pasted. */
const SHOWN = new Map([
  [v3.raw, v3.raw], // pasted raw, in lower case: raw, as the app writes raw
  [v4.raw, v4.nonBounceable], // pasted UQ…
  [v5.raw, v5.bounceable], // pasted EQ…, though a wallet's own form is UQ…
  [unknown.raw, unknown.raw], // not in the index, pasted raw
]);
/** What may own tokens: the wallets, and the account not in the index (it may get a jetton wallet). */
const OWNERS = [v3.raw, v4.raw, v5.raw, unknown.raw];

/** A customer's message: each address where a person would write it, punctuation and all. */
const MESSAGE =
  `Hello, my wallets are ${v3.raw.toLowerCase()} and ${v4.nonBounceable}; the old one was ` +
  `${v5.bounceable}. My friend's: ${unknown.raw}.`;

/** The address as the visible element writes it. */
const written = (page: Page, container: string, raw: string) =>
  page.locator(`${container}[data-raw="${raw}"] [data-address="${raw}"]`);

/** Opens each account's page from its row: checks its title and the form marked shown; watches and stars it. */
async function checkPagesAndKeep(page: Page): Promise<void> {
  const dialog = page.getByTestId('account-detail');
  for (const [raw, shown] of SHOWN) {
    await resultRow(page, raw).click();
    await expect(dialog.getByTestId('detail-title')).toHaveText(shown);
    const marked = dialog.locator('[data-testid="address-forms"] tr[data-recommended]');
    await expect(marked).toHaveCount(1);
    await expect(marked.locator('td')).toContainText(shown);
    await dialog.getByTestId('detail-watch').click();
    await expect(dialog.getByTestId('detail-watch')).toHaveText('Watching');
    await dialog.getByTestId('favourite-toggle').click();
    await expect(dialog.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The log entry `nth` (newest first) lists the accounts in the forms pasted, in input order. */
async function expectLogged(page: Page, nth: number): Promise<void> {
  await showScreen(page, 'Log');
  const entry = page.getByTestId('log-entry').nth(nth);
  await expect(entry.getByTestId('log-address')).toHaveText([...SHOWN.values()]);
}

test('an account pasted raw, UQ…, EQ… or not found is written as pasted on every screen, and boxes are filled so', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openWebApp(page, server.url);
  await lookUp(page, MESSAGE, SHOWN.size);

  // The table, the not-found row included (never "—", never another form).
  for (const [raw, shown] of SHOWN) await expect(cell(resultRow(page, raw), 'address')).toHaveText(shown);
  await expect(cell(resultRow(page, unknown.raw), 'status')).toHaveText('not found');
  await checkPagesAndKeep(page);

  // Watch and Favourites write them the same way.
  await showScreen(page, 'Watch');
  for (const [raw, shown] of SHOWN)
    await expect(written(page, '[data-testid="watch-row"]', raw)).toHaveText(shown);
  await showScreen(page, 'Favourites');
  for (const [raw, shown] of SHOWN)
    await expect(written(page, '[data-testid="favourite"]', raw)).toHaveText(shown);
  await expectLogged(page, 0);

  // Tokens takes the lookup's possible owners as the table writes them.
  await page.getByRole('tab', { name: 'Tokens', exact: true }).click();
  const tokens = page.getByTestId('tokens');
  await tokens.getByRole('button', { name: "Use the current lookup's wallets" }).click();
  await expect(tokens.getByLabel('Owners (wallet addresses, or a message that names them)')).toHaveValue(
    OWNERS.map((raw) => SHOWN.get(raw)).join('\n'),
  );

  // "Look up all" asks for the favourites in those forms: the paste box and the new table keep them.
  await showScreen(page, 'Favourites');
  await page.getByTestId('favourites-lookup').click();
  const screen = accountsScreen(page);
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', String(SHOWN.size));
  await expect(screen.getByTestId('lookup-progress')).toHaveCount(0, { timeout: 30_000 });
  for (const [raw, shown] of SHOWN) await expect(cell(resultRow(page, raw), 'address')).toHaveText(shown);
  await unfoldPasteBox(page);
  const box = (await screen.getByLabel('Addresses', { exact: true }).inputValue()).split('\n');
  expect(box.sort()).toEqual([...SHOWN.values()].sort());

  // After a reload no lookup is in memory: the log still writes each account as it was pasted.
  await page.reload();
  await expect(page.getByTestId('app')).toHaveAttribute('data-ready', 'true');
  await expectLogged(page, 1);
});
