/**
 * Look-alike addresses across a whole list (address poisoning), in the web build against the local
 * index server: a list holding a poisoned pair, and the look-alike of an address the user labelled.
 * The job marks them once as rows land; the table's badge, the "Look-alike address (N)" filter, the
 * account page's line (and "Copy the answer") and the CSV's look_alike_of column all read that one mark.
 */
import { expect, test } from '@playwright/test';
import { sampleAccount, type RunningIndexServer } from '../local-index-server';
import { poisoned } from '../test-support/look-alike-address';
import {
  accountsScreen,
  cell,
  exportedCsv,
  literal,
  lookUp,
  openWebApp,
  resultRow,
  setRowLabel,
  showScreen,
  useIndexServer,
} from './support/web-app';

/** Alice's wallet (the user labels it) and a customer's, each with a copy ground out to look like it. */
const [v4, v3] = [sampleAccount('wallet-v4r2'), sampleAccount('wallet-v3r2')];

let server: RunningIndexServer;
useIndexServer((started) => (server = started));
// "Copy the answer" is read back from the clipboard.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a poisoned pair and the look-alike of a labelled address: badge, filter count, page line, exported column', async ({
  page,
}) => {
  const [copyOfV3, copyOfAlice] = [poisoned(v3.raw), poisoned(v4.raw)];
  await openWebApp(page, server.url);
  // The user's own address, labelled "Alice".
  await lookUp(page, v4.friendly, 1);
  const labelCell = await setRowLabel(page, v4.raw, 'Alice');
  await expect(labelCell.getByTestId('mine-label')).toContainText('Alice');

  // A list with a poisoned pair (v3 and its copy) and a copy of Alice's address (not Alice's own).
  await lookUp(page, [v3.friendly, copyOfAlice, copyOfV3].join('\n'), 3);
  const screen = accountsScreen(page);
  for (const raw of [v3.raw, copyOfAlice, copyOfV3])
    await expect(cell(resultRow(page, raw), 'address').getByTestId('address-look-alike')).toHaveText(
      '⚠ look-alike',
    );
  await expect(screen.getByTestId('address-look-alike')).toHaveCount(3);

  // The quick filter, beside the token one, counts them and shows only them.
  const filter = screen
    .getByTestId('quick-filters')
    .locator('label', { has: page.getByTestId('address-look-alike-filter') });
  await expect(filter).toHaveText('address (3)');
  await screen.getByTestId('address-look-alike-filter').check();
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-row-count', '3');
  await screen.getByTestId('address-look-alike-filter').uncheck();

  // The page of Alice's copy says which address it looks like, and where.
  await resultRow(page, copyOfAlice).click();
  const note = page.getByTestId('account-detail').getByTestId('address-look-alike-note');
  await expect(note).toHaveText(
    new RegExp(
      `^⚠ This address begins and ends like your label ‘Alice’ \\(${literal(v4.friendly.slice(0, 4))}…`,
    ),
  );
  // "Copy the answer" carries the same line.
  await page.getByTestId('account-detail').getByTestId('copy-answer-button').click();
  await expect(page.getByTestId('account-detail').getByTestId('answer-text')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain((await note.textContent())!);
  await page.getByTestId('account-detail').getByRole('button', { name: 'Close' }).click();
  await resultRow(page, copyOfV3).click();
  await expect(page.getByTestId('account-detail').getByTestId('address-look-alike-note')).toContainText(
    'begins and ends like row 1 of this list',
  );
  await page.getByTestId('account-detail').getByRole('button', { name: 'Close' }).click();

  // The export's look_alike_of column names the address each looks like.
  const records = await exportedCsv(page);
  expect(records.map((r) => [r['raw'], r['look_alike_of']])).toEqual([
    [v3.raw, copyOfV3],
    [copyOfAlice, v4.raw],
    [copyOfV3, v3.raw],
  ]);

  // Reopened from the log after a reload (the log keeps answers, not marks): found again, the label too.
  await page.reload();
  await showScreen(page, 'Log');
  await page.getByTestId('log').getByTestId('log-entry').first().getByTestId('log-open').click();
  await expect(screen.getByTestId('results-summary')).toContainText('from the lookup log');
  await expect(filter).toHaveText('address (3)');
  await resultRow(page, copyOfAlice).click();
  await expect(note).toContainText('begins and ends like your label ‘Alice’');
});
