/**
 * Customers' messages a support agent answers from the Accounts screen at 1366×768 in the web build on
 * the sample index, each where the walk of issue 35's small items tripped: "which of my wallets are
 * frozen" (the frozen wallet's page and answer say what unfreezes it).
 */
import { expect, test } from '@playwright/test';
import { sampleAccount, type RunningIndexServer, type SampleLabel } from '../local-index-server';
import { accountsScreen, lookUp, openWebApp, resultRow, useIndexServer } from './support/web-app';

test.use({ viewport: { width: 1366, height: 768 }, permissions: ['clipboard-read', 'clipboard-write'] });

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

test('“which of my wallets are frozen”: the status filter finds the one, numbered as the customer numbered it; its answer says what unfreezes it', async ({
  page,
}) => {
  const wallets: SampleLabel[] = [
    'wallet-v3r2',
    'wallet-v4r2',
    'wallet-v5r1',
    'wallet-highload-v3',
    'uninit',
    'frozen',
    'wallet-v5-beta',
    'extra-currencies',
  ];
  const message = [
    'Hello, we run these wallets for our shop. Which of them are frozen, and what do we do?',
    ...wallets.map((label, i) => `${i + 1}. ${sampleAccount(label).friendly}`),
  ].join('\n');
  await openWebApp(page, server.url);
  await lookUp(page, message, wallets.length);
  const screen = accountsScreen(page);
  await screen.getByTestId('status-filter').selectOption('frozen');
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-row-count', '1');
  const frozen = resultRow(page, sampleAccount('frozen').raw);
  // The row's number is the customer's: input order.
  await expect(frozen.locator('[data-col="index"]')).toHaveText('6');

  await frozen.click();
  const dialog = page.getByTestId('account-detail');
  await dialog.getByTestId('copy-answer-button').click();
  await expect(dialog.getByTestId('answer-text')).toBeVisible();
  const answer = await page.evaluate(() => navigator.clipboard.readText());
  expect(answer).toContain('Status: frozen — ');
  expect(answer).toContain(
    'A message that brings TON for the storage debt together with that old state (the code and data whose hash it kept) unfreezes it.',
  );
  await expect(dialog).toContainText('unfreezes it');
});
