/**
 * A loaded address file of thousands of lines in the web build: shown as a card (file name, line count,
 * size, first lines) with the live counts, not as text in the Addresses box; Look up sends it; "Edit as
 * text" puts the whole list in the box and "Clear" empties it. A short file still fills the box
 * (web-lookup.spec.ts, the CSV export test).
 */
import { expect, test } from '@playwright/test';
import { askedAccounts, type RunningIndexServer } from '../local-index-server';
import {
  accountStatesRequests,
  accountsScreen,
  openWebApp,
  showScreen,
  useIndexServer,
} from './support/web-app';

const COUNT = 5_000;
let server: RunningIndexServer;
useIndexServer((started) => (server = started), { dataset: { generated: COUNT } });

test('a file of 5,000 lines shows as a card, is read in steps (Look up waits), shows its counts and first lines, looks up, and opens as text on demand', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openWebApp(page, server.url);
  await showScreen(page, 'Accounts');
  const screen = accountsScreen(page);
  const raws = server.data.list.slice(0, COUNT).map((r) => r.raw);
  // One repeat and one invalid line (a raw address with a hex digit lost), so the counts are more than a line count.
  const lines = [...raws, raws[0]!.toLowerCase(), raws[1]!.slice(0, -1)];
  const text = lines.join('\n');
  // Every state of the summary the page commits while the file is read, with the Look up button's.
  await page.evaluate(() => {
    const seen: { text: string; disabled: boolean }[] = [];
    (window as unknown as { readingSeen: typeof seen }).readingSeen = seen;
    new MutationObserver(() => {
      const summary = document.querySelector('[data-testid="address-summary"]');
      const button = document.querySelector<HTMLButtonElement>('[data-testid="lookup-button"]');
      if (summary?.getAttribute('data-reading') === 'true')
        seen.push({ text: summary.textContent ?? '', disabled: button?.disabled ?? false });
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await screen
    .locator('input[type="file"]')
    .setInputFiles({ name: 'wallets.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });

  const card = screen.getByTestId('file-card');
  await expect(card).toBeVisible();
  await expect(card).toHaveAccessibleName('Addresses');
  await expect(screen.getByTestId('file-card-name')).toHaveText('wallets.txt');
  await expect(card).toContainText(`${(COUNT + 2).toLocaleString('en-US')} lines`);
  await expect(screen.getByTestId('file-card-preview')).toContainText(raws[0]!);
  await expect(screen.getByTestId('file-card-preview')).not.toContainText(raws[10]!);
  await expect(screen.getByTestId('addresses-input')).toHaveCount(0);
  const summary = screen.getByTestId('address-summary');
  await expect(summary).toHaveAttribute('data-valid', String(COUNT));
  await expect(summary).toHaveAttribute('data-duplicates', '1');
  await expect(summary).toHaveAttribute('data-invalid', '1');
  await expect(screen.getByTestId('invalid-entries')).toContainText(`line ${COUNT + 2}, column 1`);
  // A list this long is read a step at a time between turns of the page; meanwhile it says so. (A
  // Look up pressed meanwhile waits for the whole list and is then sent: use-queued-send.ts.)
  const seen = await page.evaluate(
    () => (window as unknown as { readingSeen: { text: string; disabled: boolean }[] }).readingSeen,
  );
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((state) => state.text.startsWith('Reading the list…'))).toBe(true);
  await expect(summary).toHaveAttribute('data-reading', 'false');

  // Invalid entries block as they do for a paste; the valid ones can be sent alone.
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
  await screen.getByTestId('lookup-valid-only').click();
  await expect(screen.getByTestId('lookup-progress')).toBeHidden({ timeout: 60_000 });
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', String(COUNT));
  const asked = accountStatesRequests(server.requests).flatMap(askedAccounts);
  expect(new Set(asked).size).toBe(COUNT);
  expect(asked).toHaveLength(COUNT);

  // After the lookup the card is folded to one line; unfolded and opened as text: the whole list is in
  // the box, the counts unchanged.
  await screen.getByTestId('paste-box-folded').click();
  await screen.getByTestId('file-card-edit').click();
  await expect(card).toHaveCount(0);
  await expect(screen.getByLabel('Addresses', { exact: true })).toHaveValue(text);
  await expect(summary).toHaveAttribute('data-valid', String(COUNT));

  // Loaded again and cleared: nothing left to look up.
  await screen
    .locator('input[type="file"]')
    .setInputFiles({ name: 'wallets.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await expect(card).toBeVisible();
  await screen.getByTestId('file-card-clear').click();
  await expect(screen.getByLabel('Addresses', { exact: true })).toHaveValue('');
  await expect(summary).toHaveAttribute('data-valid', '0');
  await expect(screen.getByRole('button', { name: 'Look up', exact: true })).toBeDisabled();
});
