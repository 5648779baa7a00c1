/**
 * Private labels and favourites in the web build (issue 11, item 4): a label set from a results row
 * shows in the table, the detail title, the address book and the Favourites screen, marked as the
 * user's own; it survives a reload (the log's IndexedDB, in its worker); the filter finds rows by
 * label; a favourite starts a lookup in one click; a label with a direction override is refused with
 * the reason.
 */
import { expect, test } from '@playwright/test';
import { sampleAccount, type RunningIndexServer } from '../local-index-server';
import {
  accountsScreen,
  cell,
  lookUp,
  openWebApp,
  resultRow,
  showScreen,
  useIndexServer,
} from './support/web-app';

let server: RunningIndexServer;
useIndexServer((started) => (server = started));
test.use({ viewport: { width: 1366, height: 768 } });

const v4 = sampleAccount('wallet-v4r2');
const v3 = sampleAccount('wallet-v3r2');

test('a label set on a row shows on every screen, marked as mine, and survives a reload; a favourite looks up in one click', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await lookUp(page, [v4.friendly, v3.friendly].join('\n'), 2);

  // Set it from the row's Label cell.
  const labelCell = cell(resultRow(page, v4.raw), 'label');
  await labelCell.getByTestId('label-edit').click();
  await labelCell.getByTestId('label-input').fill('Customer #4411');
  await labelCell.getByTestId('label-input').press('Enter');
  await expect(labelCell.getByTestId('mine-label')).toHaveText(/your label\s*Your label: Customer #4411/);

  // The filter finds the row by its label.
  await accountsScreen(page).getByTestId('text-filter').fill('#4411');
  await expect(accountsScreen(page).getByTestId('result-row')).toHaveCount(1);
  await accountsScreen(page).getByTestId('text-filter').fill('');

  // The detail: under the title, and starred from there.
  await resultRow(page, v4.raw).click();
  const dialog = page.getByTestId('account-detail');
  await expect(dialog.getByTestId('detail-label').getByTestId('mine-label')).toContainText('Customer #4411');
  await dialog.getByTestId('favourite-toggle').click();
  await expect(dialog.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The address book.
  await showScreen(page, 'Address book');
  await expect(
    page.getByTestId('address-book').locator(`tr[data-raw="${v4.raw}"]`).getByTestId('mine-label'),
  ).toContainText('Customer #4411');

  // After a reload: the Favourites screen lists it; one click looks it up.
  await page.reload();
  await expect(page.getByTestId('app')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  const screen = page.getByTestId('favourites');
  await expect(screen.getByTestId('favourite')).toHaveCount(1);
  await expect(screen.getByTestId('favourite').getByTestId('mine-label')).toContainText('Customer #4411');
  await expect(screen.getByTestId('label-row')).toHaveCount(1);
  await screen.getByTestId('favourites-lookup').click();
  await expect(accountsScreen(page).getByTestId('results-table')).toHaveAttribute('data-total-rows', '1');
  await expect(cell(resultRow(page, v4.raw), 'label').getByTestId('mine-label')).toContainText(
    'Customer #4411',
  );
});

test('a label with a hidden direction change is refused with the reason, and nothing is kept', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await lookUp(page, v4.friendly, 1);
  await resultRow(page, v4.raw).click();
  const dialog = page.getByTestId('account-detail');
  await dialog.getByTestId('detail-label-edit').click();
  await dialog.getByTestId('label-input').fill('evil\u202Etxt.exe');
  await dialog.getByTestId('label-save').click();
  await expect(dialog.getByTestId('label-error')).toContainText('U+202E');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByTestId('mine-label')).toHaveCount(0);
});
