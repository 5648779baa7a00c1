/**
 * Case work in the lookup log (issue 11, item 3), in the web build against the local index server: an
 * entry shows its first accounts, takes a title and a note (a ticket number), is found by the note, by
 * an address in another form, and by a label; Open puts its inputs back in the paste box; Re-run and
 * compare shows previous → now inline, a jetton balance included; Keep pins it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { sampleAccount, type RunningIndexServer } from '../local-index-server';
import { blockingViolations, formatViolations, runAxe } from './support/axe';
import {
  accountsScreen,
  cell,
  lookUp,
  openWebApp,
  resultRow,
  showScreen,
  useIndexServer,
} from './support/web-app';

// axe is injected as a script, which the page's CSP would refuse.
test.use({ bypassCSP: true });

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

const v4 = sampleAccount('wallet-v4r2');
const jettonWallet = sampleAccount('jetton-wallet-1');
const v3 = sampleAccount('wallet-v3r2');

test('a log entry is noted, found by ticket, address or label, opened with its inputs, re-run with changes inline, and kept', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await lookUp(page, [v4.friendly, jettonWallet.friendly].join('\n'), 2);
  // A label on one of its accounts (the label shows in the log too).
  const labelCell = cell(resultRow(page, v4.raw), 'label');
  await labelCell.getByTestId('label-edit').click();
  await labelCell.getByTestId('label-input').fill('Alice main wallet');
  await labelCell.getByTestId('label-input').press('Enter');
  await expect(labelCell.getByTestId('mine-label')).toContainText('Alice main wallet');
  // A second, unrelated lookup.
  await lookUp(page, v3.friendly, 1);

  await showScreen(page, 'Log');
  const log = page.getByTestId('log');
  const entries = log.getByTestId('log-entry');
  await expect(entries).toHaveCount(2);
  const entry = entries.nth(1);
  await expect(entry.getByTestId('log-addresses').getByTestId('mine-label')).toContainText(
    'Alice main wallet',
  );

  await entry.getByTestId('log-edit-notes').click();
  await entry.getByTestId('log-title-input').fill('Refund request');
  await entry.getByTestId('log-note-input').fill('Ticket T-4411');
  await entry.getByTestId('log-notes-save').click();
  await expect(entry.getByTestId('log-note')).toContainText('Ticket T-4411');

  const search = log.getByTestId('log-search');
  for (const query of ['T-4411', jettonWallet.raw.toLowerCase(), jettonWallet.friendly, 'alice main']) {
    await search.fill(query);
    await expect(entries, query).toHaveCount(1);
    await expect(entries.first().getByTestId('log-case-title')).toHaveText('Refund request');
  }
  await search.fill(v3.friendly);
  await expect(entries).toHaveCount(1);
  await expect(entries.first().getByTestId('log-case-title')).toHaveCount(0);
  await search.fill('T-4411');

  // Open: the results as they were, and the inputs back in the paste box.
  await entries.first().getByTestId('log-open').click();
  const accounts = accountsScreen(page);
  await expect(accounts.getByTestId('results-summary')).toContainText('from the lookup log');
  await accounts.getByTestId('paste-box-folded').click();
  await expect(accounts.getByLabel('Addresses', { exact: true })).toHaveValue(
    [v4.friendly, jettonWallet.friendly].join('\n'),
  );

  // On chain the jetton balance and the TON balance change; the re-run shows previous → now inline.
  const jetton = server.data.jettonWallets.get(jettonWallet.raw)!;
  const jettonBefore = jetton.balance;
  jetton.balance = (BigInt(jetton.balance) + 100_000_000n).toString();
  const record = server.data.accounts.get(v4.raw)!;
  record.balance = (BigInt(record.balance) + 1_000_000_000n).toString();
  await showScreen(page, 'Log');
  await entries.first().getByTestId('log-rerun').click();
  await expect(accounts.getByTestId('changes-summary')).toHaveAttribute('data-changed', '2');
  await expect(cell(resultRow(page, v4.raw), 'balance').getByTestId('was-inline')).toContainText('was ');
  await expect(cell(resultRow(page, jettonWallet.raw), 'token').getByTestId('was-inline')).toContainText(
    'was ',
  );
  await expect(cell(resultRow(page, jettonWallet.raw), 'token').getByTestId('was-inline')).not.toContainText(
    jetton.balance,
  );
  expect(jettonBefore).not.toBe(jetton.balance);
  // The field-by-field comparison: each changed field with previous, now and the signed difference;
  // its CSV holds every field of every account, exact.
  const compare = accounts.getByTestId('compare-view');
  await compare.locator('summary').click();
  await expect(compare.locator('summary')).toContainText('2 of 2 changed');
  const tonChange = compare.locator(
    `[data-testid="compare-change"][data-raw="${v4.raw}"][data-field="balance"]`,
  );
  await expect(tonChange.getByTestId('compare-difference')).toHaveText('+1 TON');
  const jettonChange = compare.locator(
    `[data-testid="compare-change"][data-raw="${jettonWallet.raw}"][data-field="jetton_balance"]`,
  );
  await expect(jettonChange.getByTestId('compare-difference')).toHaveText('+100');
  const blocking = blockingViolations((await runAxe(page)).violations);
  expect(blocking, formatViolations('the comparison, open', blocking)).toEqual([]);
  const download = page.waitForEvent('download');
  await compare.getByRole('button', { name: 'Save comparison as CSV' }).click();
  const csv = (await readFile((await (await download).path())!, 'utf8')).trim().split('\r\n');
  expect(csv).toHaveLength(3);
  expect(csv[0]).toContain('balance_previous,balance_now,balance_difference');
  expect(csv.find((line) => line.includes(v4.raw))).toContain(`,${record.balance},"=""+1000000000"""`);

  // "Changed since last lookup" narrows to the changed rows.
  await accounts.getByTestId('changed-filter').check();
  await expect(accounts.getByTestId('result-row')).toHaveCount(2);

  // Keep (pin) the noted entry.
  await showScreen(page, 'Log');
  await search.fill('T-4411');
  await entries.first().getByTestId('log-pin').click();
  await expect(entries.first()).toHaveAttribute('data-pinned', 'true');
  await expect(log.getByTestId('log-fill')).toContainText('(1 kept)');
});
