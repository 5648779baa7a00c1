/**
 * Customers' messages a support agent answers from the Accounts screen at 1366×768 in the web build on
 * the sample index, each where the walk of issue 35's small items tripped: "which of my wallets are
 * frozen" (the frozen wallet's page and answer say what unfreezes it); "is this address a scam look-alike
 * of mine" (the Look-alike quick filter, which judges tokens, no longer reads as "no look-alike address").
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

/** Begins and ends as wallet-v4r2's address (UQAs3VVP1L…7QN5vp), as a poisoning scam's address does; not indexed. */
const POISONED = 'UQAs3VVP1LkAYu1-fn5-fn5-fn5-fn5-fn5-fn5-fg7QN5vp';

test('“is this address a scam look-alike of mine”: the Look-alike filter says it judges tokens, and the two addresses differ on screen', async ({
  page,
}) => {
  const mine = sampleAccount('wallet-v4r2');
  await openWebApp(page, server.url);
  await lookUp(
    page,
    `My wallet is ${mine.friendly}. I got 0.001 TON from ${POISONED} and sent 500 USDT back to it from my history. Is it a scam look-alike of my address?`,
    2,
  );
  const screen = accountsScreen(page);
  const filter = screen.getByTestId('look-alike-filter').locator('..');
  // Not "Look-alike (0)", which answered the customer's question with a no it never asked.
  await expect(filter).toHaveText('token (0)');
  await expect(filter).toHaveAttribute('title', /Addresses that look alike are the next switch/);
  // The next switch answers the question asked: the two begin and end alike.
  await expect(screen.getByTestId('address-look-alike-filter').locator('..')).toHaveText('address (2)');
  // The table shortens each address in the middle: the two still read apart.
  const shown = await screen.getByTestId('result-row').locator('[data-col="address"]').allInnerTexts();
  expect(shown).toHaveLength(2);
  expect(shown[0]).not.toBe(shown[1]);
});
