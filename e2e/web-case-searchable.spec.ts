/**
 * Issue 34, item 4 — the case searchable as written, driven as a support agent at 1366×768 in the web
 * build against the local index server: the customer's message (a ticket number and a name in it, one
 * address mistyped) is pasted, the typo corrected with "Did you mean" (focus stays in the box), looked
 * up; the Log finds the lookup by the ticket number and the name inside the message and by the typo the
 * correction replaced, its card shows the message's first line and the correction; Open puts the
 * message back with the correction noted, and each account's Input is at its real line and column; each
 * account's page says whether the correction is its own.
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleAccount, type RunningIndexServer } from '../local-index-server';
import {
  accountsScreen,
  enterAddresses,
  openWebApp,
  resultRow,
  showScreen,
  useIndexServer,
} from './support/web-app';
import { mistype } from './support/typos';

test.use({ viewport: { width: 1366, height: 768 } });

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

const customer = sampleAccount('wallet-v4r2');
const friend = sampleAccount('wallet-v5r1');
const oldWallet = sampleAccount('wallet-v3r2');
const typo = mistype(oldWallet.friendly);

const MESSAGE = [
  'Hello, this is Maria Lopez (ticket #48213).',
  `I sent 10 USDT from ${customer.friendly} to ${friend.friendly} and it never arrived;`,
  `my old wallet is ${typo}.`,
].join('\n');
/** The message as looked up: the typo replaced by the address it was one edit from. */
const CORRECTED = MESSAGE.replace(typo, oldWallet.friendly);

/** Pastes the message, applies the one "Did you mean", looks it up and waits for the three rows. */
async function pasteCorrectAndLookUp(page: Page): Promise<void> {
  await openWebApp(page, server.url);
  await showScreen(page, 'Accounts');
  const screen = accountsScreen(page);
  await enterAddresses(page, MESSAGE, { valid: 2, invalid: 1 });
  await screen.getByTestId('invalid-entry').getByTestId('correction').click();
  const box = screen.getByLabel('Addresses', { exact: true });
  await expect(box).toHaveValue(CORRECTED);
  // Focus stays in the box, on the corrected address — not dropped to the page with the pressed button.
  await expect(box).toBeFocused();
  expect(
    await box.evaluate((area: HTMLTextAreaElement) =>
      area.value.slice(area.selectionStart, area.selectionEnd),
    ),
  ).toBe(oldWallet.friendly);
  // What the customer wrote stays in view beside what it became.
  const corrected = screen.getByTestId('corrected-entry');
  await expect(corrected).toHaveAttribute('data-line', '3');
  await expect(corrected.getByTestId('corrected-typed')).toHaveText(typo);
  await expect(corrected.getByTestId('corrected-to')).toHaveText(oldWallet.friendly);
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', '3');
  await expect(screen.getByTestId('lookup-progress')).toHaveCount(0, { timeout: 30_000 });
}

test('the Log finds the lookup by the ticket number and the name inside the message, and by the typo a correction replaced', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await pasteCorrectAndLookUp(page);
  await showScreen(page, 'Log');
  const log = page.getByTestId('log');
  const entries = log.getByTestId('log-entry');
  await expect(entries).toHaveCount(1);
  // The card shows the message's first line and the correction with what the customer wrote.
  await expect(entries.first().getByTestId('log-message')).toHaveText(
    'Message: Hello, this is Maria Lopez (ticket #48213).',
  );
  await expect(entries.first().getByTestId('log-corrected')).toContainText(`the customer wrote “${typo}”`);

  const search = log.getByTestId('log-search');
  const count = log.getByTestId('log-search-count');
  for (const query of ['48213', '#48213', 'Maria', 'maria lopez']) {
    await search.fill(query);
    await expect(count, query).toHaveText('1 of 1 lookups match');
    await expect(entries.first().getByTestId('log-match'), query).toContainText('message, line 1');
  }
  await search.fill(typo);
  await expect(count).toHaveText('1 of 1 lookups match');
  await expect(entries.first().getByTestId('log-match')).toContainText(
    'address as the customer wrote it, before the correction (line 3, column 18)',
  );
  await search.fill('Pedro');
  await expect(count).toHaveText('0 of 1 lookups match');
});

test('Open puts the message back with its correction noted, and each account’s Input is where it stands in it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await pasteCorrectAndLookUp(page);
  // Another lookup replaces it on screen.
  await enterAddresses(page, sampleAccount('jetton-master').friendly, { valid: 1 });
  await accountsScreen(page).getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(accountsScreen(page).getByTestId('results-table')).toHaveAttribute('data-total-rows', '1');

  await showScreen(page, 'Log');
  const log = page.getByTestId('log');
  await log.getByTestId('log-search').fill('48213');
  await expect(log.getByTestId('log-search-count')).toHaveText('1 of 2 lookups match');
  await log.getByTestId('log-entry').first().getByTestId('log-open').click();
  const screen = accountsScreen(page);
  await expect(screen.getByTestId('results-summary')).toContainText('from the lookup log');
  await screen.getByTestId('paste-box-folded').click();
  await expect(screen.getByLabel('Addresses', { exact: true })).toHaveValue(CORRECTED);
  await expect(screen.getByTestId('corrected-entry').getByTestId('corrected-typed')).toHaveText(typo);

  // The friend's address is on line 2 after “I sent 10 USDT from <customer> to ” — not “line 2, column 1”.
  const column = 'I sent 10 USDT from '.length + customer.friendly.length + ' to '.length + 1;
  await resultRow(page, friend.raw).click();
  await expect(page.getByTestId('account-detail').getByTestId('detail-input')).toHaveText(
    `${friend.friendly} (line 2, column ${column})`,
  );
  // The case's typo is on every account's page, said to be another account's on the friend's page and
  // its own on the old wallet's: an agent on the friend's page must not take it for the friend's.
  const typos = page.getByTestId('account-detail').getByTestId('case-typos');
  await expect(typos).toContainText(`the customer wrote “${typo}”`);
  await expect(typos).toContainText('before the lookup (not this account)');
  await page.keyboard.press('Escape');
  await resultRow(page, oldWallet.raw).click();
  await expect(page.getByTestId('account-detail').getByTestId('detail-input')).toHaveText(
    // The token as the customer wrote it, the sentence's full stop included.
    `${oldWallet.friendly}. (line 3, column 18)`,
  );
  await expect(typos).toContainText('before the lookup (this account)');
});
