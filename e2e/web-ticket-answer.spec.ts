/**
 * Issue 34, item 6 and the walk's findings 5 and 7 — the lock explained and the answer ready for the
 * ticket, driven as a support agent at 1366×768 in the web build against the local index server: the
 * customer's page says what the USD₮ lock means (who sets it, the statuses, that incoming transfers
 * still arrive, what the customer can do); "Copy the answer" puts a plain summary on the clipboard whose
 * every figure, address and link the page itself shows; a lookup reopened from the Log says which facts
 * are as logged and which are read now; "no jetton wallet yet" names each jetton once, the look-alike
 * marked, and says what "0" means.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  sampleAccount,
  type RunningIndexServer,
  type SampleAccount,
  type SampleLabel,
} from '../local-index-server';
import {
  accountsScreen,
  enterAddresses,
  openWebApp,
  resultRow,
  showScreen,
  useIndexServer,
  lookUpValidOnly,
  lookUp,
  literal,
} from './support/web-app';
import { allowEmulatorStart, expectInsightReady } from './support/insight';
import { mistype } from './support/typos';
import { poisoned } from '../test-support/look-alike-address';
import { friendlyFormOfRaw } from '../shared/address/address-codec';
import { jettonOrderDestination } from '../local-index-server/multisig-order-sample';
import { rawOf as rawOfAddress } from '../shared/tvm/stack';

allowEmulatorStart();
// Every test copies the answer and reads the clipboard back.
test.use({ viewport: { width: 1366, height: 768 }, permissions: ['clipboard-read', 'clipboard-write'] });

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

const customer = sampleAccount('wallet-v4r2');
const friend = sampleAccount('wallet-v5r1');
const oldWallet = sampleAccount('wallet-v3r2');
const lookAlikeWallet = sampleAccount('jetton-wallet-1');
const USDT_MASTER_RAW = sampleAccount('usdt-master').raw;
const typo = mistype(oldWallet.friendly);
/** The recipient section's own words for a jetton of which the address owns no jetton wallet (ticket-answer.ts). */
const RECIPIENT_NONE =
  'No jetton wallet — nothing was ever sent to this address as a recipient of these jettons';

const MESSAGE = [
  `Hi! I sent 10 USDT from ${customer.friendly} to my friend's ${friend.friendly}, he doesn't see it;`,
  `my old wallet is ${typo}. My app shows the USDT at ${lookAlikeWallet.friendly}.`,
  'Ticket #4411',
].join('\n');

/** Pastes the message and looks up its valid addresses (the typo left as the customer wrote it). */
async function lookUpTheCase(page: Page): Promise<void> {
  await lookUpValidOnly(page, server.url, MESSAGE, { valid: 3, invalid: 1 });
  await expect(accountsScreen(page).getByTestId('lookup-progress')).toHaveCount(0, { timeout: 30_000 });
}

/** The customer's page, opened from its row, with its tokens, their locks and its same-key wallets read. */
async function openCustomerPage(page: Page): Promise<Locator> {
  await resultRow(page, customer.raw).click();
  const dialog = page.getByTestId('account-detail');
  await expect(dialog.getByTestId('detail-title')).toHaveText(customer.friendly);
  const tokens = dialog.getByTestId('account-tokens');
  await expect(tokens.getByTestId('account-token')).toHaveCount(2, { timeout: 60_000 });
  await expect(tokens.getByTestId('lock-words').or(tokens.getByText('no lock in this jetton'))).toHaveCount(
    2,
    {
      timeout: 60_000,
    },
  );
  await expectInsightReady(dialog);
  const sameKey = dialog.getByTestId('same-key');
  await expect(sameKey.getByTestId('same-key-wallet')).toHaveCount(3, { timeout: 60_000 });
  await expect(sameKey.getByTestId('same-key-state').filter({ hasText: /^…$/ })).toHaveCount(0);
  return dialog;
}

/** The page's own text, without the answer shown under the button, and its explorer links. */
async function pageText(dialog: Locator): Promise<{ text: string; links: string[] }> {
  return dialog.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelector('[data-testid="answer-text"]')?.remove();
    const links = [...element.querySelectorAll<HTMLElement>('.explorer-links button')].map((b) => b.title);
    return { text: copy.textContent ?? '', links };
  });
}

/**
 * Pastes a customer's message naming `addresses` accounts (`message` of sample `label`'s friendly form),
 * looks it up and opens that account's page: the page and its Contract section, read.
 */
async function openFromMessage(
  page: Page,
  label: SampleLabel,
  message: (friendly: string) => string,
  addresses = 1,
): Promise<{ dialog: Locator; insight: Locator; account: SampleAccount }> {
  const account = sampleAccount(label);
  await openWebApp(page, server.url);
  await lookUp(page, message(account.friendly), addresses);
  await resultRow(page, account.raw).click();
  const dialog = page.getByTestId('account-detail');
  return { dialog, insight: await expectInsightReady(dialog), account };
}

/**
 * A jetton wallet's page (sample `label`), opened from a customer's message naming it (`message` of its
 * friendly form), with the owner as its Contract section writes it.
 */
async function openJettonWalletPage(
  page: Page,
  label: SampleLabel,
  message: (friendly: string) => string,
): Promise<{ dialog: Locator; insight: Locator; owner: string | undefined; account: SampleAccount }> {
  const { dialog, insight, account } = await openFromMessage(page, label, message);
  const owner = /[\w-]{48}/.exec((await insight.getByTestId('insight-owner').textContent()) ?? '')?.[0];
  return { dialog, insight, owner, account };
}

/** Presses "Copy the answer" on the page and reads what went to the clipboard. */
async function copyTheAnswer(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByTestId('copy-answer-button').click();
  await expect(dialog.getByTestId('answer-text')).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The answer was copied with every get-method read, and each of its figures and addresses is on the page. */
async function expectFinishedAnswerOnPage(dialog: Locator, answer: string): Promise<void> {
  expect(answer).not.toContain('still being read');
  await expectEveryFigureOnPage(dialog, answer);
}

/** Every figure and address of the answer (its explorer links aside) is on the page. */
async function expectEveryFigureOnPage(dialog: Locator, answer: string): Promise<void> {
  const { text } = await pageText(dialog);
  for (const line of answer.split('\n').filter((l) => !/https:\/\//.test(l)))
    for (const token of line.match(/\b[A-Za-z0-9_-]{48}\b|\d[\d,.]*/g) ?? [])
      expect(text, `${token} in “${line}”`).toContain(token.replace(/[.,]$/, ''));
}

test('the lock says what it means, and “Copy the answer” gives the ticket only what the page shows', async ({
  page,
}) => {
  await lookUpTheCase(page);
  const dialog = await openCustomerPage(page);

  // The lock's hint: who sets it, the statuses, that incoming transfers still arrive, what to do.
  const usdt = dialog.locator(`[data-testid="account-token"][data-master="${USDT_MASTER_RAW}"]`);
  const lock = usdt.getByTestId('account-token-lock');
  await expect(lock.getByTestId('lock-words')).toHaveText('outgoing transfers locked (status 1)');
  await lock.getByText('What this means').click();
  const hint = lock.getByTestId('lock-hint');
  await expect(hint).toContainText('incoming transfers still arrive');
  await expect(hint).toContainText("set by the jetton's admin");
  await expect(hint).toContainText(
    'Statuses: 0 unlocked, 1 outgoing transfers locked, 2 incoming transfers locked, 3 both',
  );
  await expect(hint).toContainText('the customer should contact the issuer');

  // "My app shows the USDT at EQ…": that address is this wallet's look-alike USD₮ jetton wallet.
  const at = (address: string) => {
    const line = MESSAGE.split('\n').findIndex((l) => l.includes(address));
    return `line ${line + 1}, column ${MESSAGE.split('\n')[line]!.indexOf(address) + 1}`;
  };
  const mentioned = [
    `${friend.friendly} (${at(friend.friendly)}): not named by this account (looked in: Jetton wallets, Same key)`,
    `${lookAlikeWallet.friendly} (${at(lookAlikeWallet.friendly)}): named by this account — Jetton wallet (USD₮, look-alike)`,
  ];
  await expect(dialog.getByTestId('message-addresses').locator('li')).toHaveText(mentioned);

  await dialog.getByTestId('copy-answer-button').click();
  const shown = dialog.getByTestId('answer-text');
  await expect(shown).toBeVisible();
  const answer = await page.evaluate(() => navigator.clipboard.readText());
  expect(answer).toBe(`${await shown.textContent()}`);

  // What a ticket needs, in plain words.
  expect(answer).toContain(`Account: ${customer.friendly} — wallet v4r2`);
  expect(answer).toContain('Balance: ');
  expect(answer).toContain('- USD₮: 1.5 USD₮ — outgoing transfers locked (status 1). ');
  expect(answer).toMatch(
    /- USD₮ \(⚠ Look-alike: it calls itself USD₮[^\n]*\): 4\.1001 USD₮ — no lock in this jetton/,
  );
  expect(answer).toMatch(/\n- wallet v3r2: [\w-]{48} — /);
  expect(answer).toContain(`- wallet v4r2: ${customer.friendly} (this wallet)`);
  expect(answer).toContain(`“${typo}.” is not a valid address`);
  expect(answer).toMatch(/when its last indexed block was #[\d,]+ of /);
  expect(answer).toContain(`- Tonviewer: https://tonviewer.com/${customer.friendly}`);
  expect(answer).toContain(
    ["The customer's message also names:", ...mentioned.map((m) => `- ${m}`)].join('\n'),
  );

  // No figure, address or link the page does not show.
  const { text, links } = await pageText(dialog);
  const lines = answer.split('\n');
  const explorers = lines.filter((l) => /^- [^:]+: https:\/\//.test(l));
  for (const line of explorers) expect(links, line).toContain(line.slice(line.indexOf('https://')));
  for (const line of lines.filter((l) => !explorers.includes(l))) {
    for (const figure of line.match(/\d[\d,.]*/g) ?? [])
      expect(text, `${figure} in “${line}”`).toContain(figure.replace(/[.,]$/, ''));
    for (const address of line.match(/\b[A-Za-z0-9_-]{48}\b/g) ?? [])
      expect(text, `${address} in “${line}”`).toContain(address);
  }
});

test('a jetton wallet’s own page: the answer says its owner, master, exact balance and that it is locked', async ({
  page,
}) => {
  // The customer names the stuck USD₮ jetton wallet itself, not their TON wallet; the owner as the
  // page writes it (its Owner field).
  const { dialog, insight, owner } = await openJettonWalletPage(
    page,
    'usdt-wallet-locked',
    (friendly) => `my USDT are stuck, I can't send them out of ${friendly}`,
  );
  await expect(insight.getByTestId('lock-words')).toHaveText('outgoing transfers locked (status 1)');

  const answer = await copyTheAnswer(page, dialog);
  expect(owner).toBeDefined();
  expect(answer).toContain(
    [
      'Jetton wallet:',
      `- Owner: ${owner}`,
      `- Jetton master: ${sampleAccount('usdt-master').friendly} — confirmed: the master derives this wallet for its owner`,
      '- Balance: 1.5 USD₮ (1500000 base units)',
      '- Lock status: outgoing transfers locked (status 1). ',
    ].join('\n'),
  );
  expect(answer).toContain('incoming transfers still arrive');
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('tokens sent to a jetton wallet’s address: the page says it is not a person’s wallet, who its owner is, and what was sent to it', async ({
  page,
}) => {
  // The customer gave the USD₮ jetton wallet's own address as the recipient.
  const {
    dialog,
    owner,
    account: recipient,
  } = await openJettonWalletPage(
    page,
    'usdt-wallet-locked',
    (friendly) => `I sent 50 USDT to ${friendly} yesterday and my friend says nothing arrived`,
  );
  expect(owner).toBeDefined();

  // Near the top: a jetton wallet, not a person's wallet; its owner is where tokens go.
  const note = dialog.getByTestId('jetton-wallet-owner-note');
  const ownerSentence = `This is a jetton wallet, not a person's wallet: tokens should be sent to its owner, ${owner}.`;
  await expect(note).toHaveText(ownerSentence);
  await expect(note).toBeInViewport();

  // What was sent to this address as a recipient: the USD₮ jetton wallet it owns, with the 50 USD₮ the
  // customer sent (the master's own get_wallet_address, owner = this jetton wallet); none of the others.
  const stuck = sampleAccount('usdt-wallet-of-jetton-wallet');
  const tokens = dialog.getByTestId('account-tokens');
  await expect(tokens.getByRole('heading')).toHaveText('Tokens sent to this address as a recipient');
  await expect(tokens.getByTestId('account-tokens-meaning')).toContainText(
    'land in jetton wallets this contract owns, which it cannot send on',
  );
  const usdt = tokens.locator(`[data-testid="account-token"][data-master="${USDT_MASTER_RAW}"]`);
  await expect(usdt.getByTestId('account-token-balance')).toContainText('50 USD₮', { timeout: 60_000 });
  await expect(usdt.getByTestId('account-token-wallet')).toHaveText(stuck.friendly);
  await expect(usdt.getByTestId('account-token-lock')).toContainText('unlocked (status 0)', {
    timeout: 60_000,
  });
  await expect(tokens.getByTestId('account-token')).toHaveCount(1);
  await expect(tokens.getByTestId('account-tokens-none')).toContainText(
    'No jetton wallet — nothing was ever sent to this address as a recipient of these jettons: ',
  );

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toContain(`Account: ${recipient.friendly} — jetton wallet\n${ownerSentence}\n`);
  expect(answer).toContain(
    [
      'Tokens sent to this address as a recipient:',
      "Tokens sent with this jetton wallet's address as the recipient land in jetton wallets this contract owns, which it cannot send on; its owner's wallet does not show them.",
      '- USD₮: 50 USD₮ — unlocked (status 0)',
      `  jetton wallet ${stuck.friendly}`,
      'No jetton wallet — nothing was ever sent to this address as a recipient of these jettons: ',
    ].join('\n'),
  );
  await expectEveryFigureOnPage(dialog, answer);

  // The owner opens on top of this page, as the page's other addresses do.
  await note.getByRole('button').click();
  await expect(dialog.getByTestId('detail-title')).toHaveText(owner!);
  await expect(dialog.getByTestId('account-trail')).toContainText('owner of');
});

test('a jetton wallet owned by a jetton wallet: its page and answer say so, and “no jetton wallet” once, naming the jettons', async ({
  page,
}) => {
  // Its owner is itself a jetton wallet (usdt-wallet-locked): the note does not send the agent there.
  const { dialog, owner } = await openJettonWalletPage(
    page,
    'usdt-wallet-of-jetton-wallet',
    (friendly) => `Where did my USDT go? ${friendly}`,
  );
  const ownerSentence = `This is a jetton wallet owned by another jetton wallet, ${owner}: tokens sent with that jetton wallet's address as the recipient land here, and neither contract can send them on.`;
  await expect(dialog.getByTestId('jetton-wallet-owner-note')).toHaveText(ownerSentence);
  const tokens = dialog.getByTestId('account-tokens');
  await expect(tokens.getByRole('heading')).toHaveText('Tokens sent to this address as a recipient');
  const none = tokens.getByTestId('account-tokens-none');
  await expect(none).toContainText(`${RECIPIENT_NONE}: `, { timeout: 60_000 });
  await expect(none.getByTestId('account-tokens-none-jetton').first()).toBeVisible();
  // One statement that this address has no jetton wallet: the line naming the jettons, not a generic one above it.
  await expect(tokens.getByTestId('account-token')).toHaveCount(0);
  await expect(tokens.locator('p').filter({ hasText: /no jetton wallet|has a jetton wallet/i })).toHaveCount(
    1,
  );

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toContain(
    [
      'Tokens sent to this address as a recipient:',
      "Tokens sent with this jetton wallet's address as the recipient land in jetton wallets this contract owns, which it cannot send on; its owner's wallet does not show them.",
      `${RECIPIENT_NONE}: `,
    ].join('\n'),
  );
  expect(answer.match(/no jetton wallet/gi)).toHaveLength(1);
  expect(answer).toContain(`— jetton wallet\n${ownerSentence}\n`);
  expect(answer).not.toContain("not a person's wallet");
  // Unlocked, and still no one can send the tokens on: the lock's words do not promise the owner can.
  expect(answer).toContain('\n- Lock status: unlocked (status 0). This wallet is not locked');
  expect(answer).not.toMatch(/owner can send/);
});

/** "1,060,606.166666667 TON" (a value as the page groups it) as nanotons. */
function nanotonsOf(shown: string): bigint {
  const [whole = '', fraction = ''] = shown
    .replace(/ TON.*$/, '')
    .replace(/,/g, '')
    .split('.');
  return BigInt(whole) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0'));
}

test('a vesting wallet’s own page: the answer says what is locked, the schedule and the next unlock', async ({
  page,
}) => {
  const { dialog, insight } = await openFromMessage(
    page,
    'vesting-wallet',
    (vesting) => `my vesting wallet ${vesting} won't let me withdraw`,
  );
  // The contract's own answers, grouped as the balance is and exact to the nanoton.
  await expect(insight.getByTestId('insight-vesting-total')).toHaveText('1,818,182 TON');
  const locked = (await insight.getByTestId('insight-vesting-locked').textContent()) ?? '';
  expect(locked).toMatch(/^[\d,]+\.?\d* TON$/);
  // How far off the next unlock is, once the indexed time is known: wait for it, then read the words.
  const nextField = insight.getByTestId('insight-vesting-next');
  await expect(nextField).toHaveText(/ at the indexed time\)$/);
  const next = (await nextField.textContent()) ?? '';
  // What the owner may take out now: the balance above the locked part, to the nanoton.
  const free = (await insight.getByTestId('insight-vesting-free').textContent()) ?? '';
  expect(nanotonsOf(free) + nanotonsOf(locked)).toBe(1_818_182_000_000_000n);

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toContain(
    ['Vesting:', '- Total: 1,818,182 TON', `- Locked now: ${locked}`, `- Free to send now: ${free}`].join(
      '\n',
    ),
  );
  expect(answer).toContain(`\n- Next unlock: ${next}\n`);
  expect(answer).toMatch(/\n- Unlock schedule: from .+ every 30 d until .+\n/);
  expect(answer).toMatch(/\n- Whitelist \(locked funds may go here\): [\w-]{48}\n/);
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('a Telegram username’s page: the answer says the name, its auction and who owns it now', async ({
  page,
}) => {
  const { dialog, insight } = await openFromMessage(
    page,
    'telegram-username',
    (username) => `I bought a Telegram username, the NFT is ${username}. Who owns it now?`,
  );
  await expect(insight.getByTestId('insight-telegram-name')).toHaveText('@yoganews');
  const owner = (await insight.getByTestId('insight-owner').locator('.mono').first().textContent()) ?? '';
  expect(owner).toMatch(/^[\w-]{48}$/);
  // How long ago is written once the indexed time is known: wait for it, then read the words.
  const auctionField = insight.getByTestId('insight-telegram-auction');
  await expect(auctionField).toHaveText(/^ended [A-Z][a-z]{2} .+ ago at the indexed time\)$/);
  const auction = (await auctionField.textContent()) ?? '';

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toContain(
    ['Telegram username:', '- Username: @yoganews', `- Auction: ${auction}`].join('\n'),
  );
  // No one bid in that auction: the owner keeps the name, and the page says so rather than "0 TON".
  expect(answer).toContain(
    '\n- Highest bid: none\n- Since it ended: no one bid: its owner keeps it (the item drops the ended auction at its next message)\n',
  );
  // An ended auction takes no bid: the page and the answer do not ask for one.
  expect(answer).not.toContain('Next bid');
  // Fragment's collection is not in the sample index: the item's claim is all there is, and the answer says so.
  expect(answer).toMatch(
    /\n- Collection: [\w-]{48} — not confirmed: Fragment’s collection of Telegram usernames was not at hand to ask \(not in the index, or not run\), so only the item says it is one of its\n/,
  );
  expect(answer).toContain(`\n- Owner: ${owner}\n`);
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('“I bought @durov from a seller in a chat, is it real?”: Telegram’s code in another collection is said to be no Telegram username, on the page and in the answer', async ({
  page,
}) => {
  const { dialog, insight, account } = await openFromMessage(
    page,
    'telegram-username-fake',
    (nft) =>
      `I bought the username @durov for 300 TON from a seller in a chat, the NFT is ${nft}. Is it real?`,
  );
  await expect(insight.getByTestId('insight-kind')).toHaveText(
    'Telegram username code, outside Fragment’s collections',
  );
  await expect(insight.getByTestId('insight-telegram-name')).toHaveText(
    'durov — not a Telegram username or number (its collection is not Fragment’s)',
  );
  await expect(insight.getByTestId('insight-problems')).toContainText(
    "This item runs Telegram's username and number code, but its collection",
  );
  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toContain(
    '\nTelegram username code, outside Fragment’s collections:\n- Token name: durov — not a Telegram username or number (its collection is not Fragment’s)\n',
  );
  expect(answer).toMatch(
    /\n- Collection: [\w-]{48} — not one of Fragment’s collections: Telegram does not know this item, whatever name it carries \(see the problems below\)\n/,
  );
  expect(answer).not.toContain('Username: @durov');
  await expectFinishedAnswerOnPage(dialog, answer);
  // The results table says it too, from the item's data, before any get-method runs.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const kindCell = resultRow(page, account.raw).locator('[data-kind]');
  await expect(kindCell).toHaveText('Telegram username code, outside Fragment’s collections');
  // Cut to the column's width the label begins as the real one's: the badge says it first.
  await expect(resultRow(page, account.raw).getByTestId('kind-look-alike')).toBeVisible();
  await expect(kindCell).toHaveAttribute('title', /its data names another collection .* no such name/);
  // Reopened from the Log, the rows are made again in the window: the same judgement.
  await showScreen(page, 'Log');
  await page.getByTestId('log').getByTestId('log-entry').first().getByTestId('log-open').click();
  await expect(accountsScreen(page).getByTestId('results-summary')).toContainText('from the lookup log');
  await expect(resultRow(page, account.raw).getByTestId('kind-look-alike')).toBeVisible();
  await expect(resultRow(page, account.raw).locator('[data-kind]')).toHaveText(
    'Telegram username code, outside Fragment’s collections',
  );
});

test('a Tonkeeper 2FA extension’s page: the answer says which wallet it guards and who must sign to send', async ({
  page,
}) => {
  const { dialog, insight } = await openFromMessage(
    page,
    'tonkeeper-2fa',
    (extension) =>
      `I turned on 2FA in Tonkeeper for my wallet ${extension} and now I cannot send anything. Who can approve my transfers?`,
  );
  const guarded =
    (await insight.getByTestId('insight-2fa-wallet').locator('.mono').first().textContent()) ?? '';
  expect(guarded).toMatch(/^[\w-]{48}$/);
  await expect(insight.getByTestId('insight-2fa-signers')).toContainText(
    "the owner's key (the seed) and Tonkeeper's, both",
  );
  await expect(insight.getByTestId('insight-2fa-recovery')).toContainText(
    "none (the owner's key alone can start one; it completes 14 days later)",
  );

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toContain(
    [
      `- Guards the wallet: ${guarded}`,
      "- Sending needs: the owner's key (the seed) and Tonkeeper's, both (the guarded wallet's own key signature is switched off while this extension is installed)",
      "- Owner's key (seed): d51d683d86a521ba0b5cfd568e39832a9952a38dd9040ab5848d6c7a8af898f1",
    ].join('\n'),
  );
  expect(answer).toContain(
    "\n- Recovery: none (the owner's key alone can start one; it completes 14 days later)\n",
  );
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('a subscription plugin’s page: the answer says who is paid, that the payment is due, and how it ends', async ({
  page,
}) => {
  const { dialog, insight } = await openFromMessage(
    page,
    'subscription-v1',
    (plugin) => `Every month 1 TON leaves my wallet to some subscription ${plugin}. How do I stop it?`,
  );
  // The code's periods count from its start: the next one began 2 periods after it, not a period after
  // the last payment (which came 19 s into its own).
  const next = insight.getByTestId('insight-subscription-next');
  await expect(next).toContainText('Apr 11, 2022, 10:38:44 AM UTC');
  await expect(next).toContainText('— due: anyone may send the payment request now');
  await expect(insight.getByTestId('insight-subscription-ends')).toContainText(
    "the wallet's owner removes the plugin from the wallet, or the beneficiary ends it",
  );

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toMatch(
    /\n- Next payment: Apr 11, 2022, 10:38:44 AM UTC \(.+ ago at the indexed time\) — due: anyone may send the payment request now\n/,
  );
  expect(answer).toContain(
    "\n- How it ends: the wallet's owner removes the plugin from the wallet, or the beneficiary ends it (it also ends itself at the first payment request after 2 the wallet did not pay)\n",
  );
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('an expired .ton domain’s page: the answer says it expired, who owns it and what anyone may do now', async ({
  page,
}) => {
  const { dialog, insight } = await openFromMessage(
    page,
    'dns-domain',
    (domain) => `Hi, is my domain ${domain} still mine? When does it expire and what do I need to do?`,
  );
  await expect(insight.getByTestId('insight-domain-expires')).toContainText(
    '— expired (not renewed in 366 days)',
  );
  await expect(insight.getByTestId('insight-domain-release')).toContainText(
    'anyone may release it by paying its minimum price, which starts a new week-long auction',
  );

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toContain(
    '\n- Since it expired: anyone may release it by paying its minimum price, which starts a new week-long auction (until someone does, its owner renews it by sending it TON or changing its records)\n- Auction: none\n',
  );
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('a single nominator pool’s page: the answer says who withdraws, how, and when a stake at the elector returns', async ({
  page,
}) => {
  const { dialog, insight } = await openFromMessage(
    page,
    'single-nominator',
    (pool) =>
      `Hi, I staked my TON in a single nominator pool ${pool} with a validator. I want to take my 10,000 TON back. Who can withdraw it and how long will it take?`,
  );
  await expect(insight.getByTestId('insight-pool-withdrawing')).toContainText(
    'only the owner: its wallet sends the pool a withdraw request (op 0x1000) with the amount',
  );
  await expect(insight.getByTestId('insight-pool-elector-stake')).toContainText(
    "it comes back here when the validator's wallet recovers it through the pool",
  );

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toMatch(
    /\n- Withdrawable by the owner: 1,509 TON \(the balance less 1 TON kept for storage\)\n/,
  );
  expect(answer).toContain(
    '\n- Withdrawing: only the owner: its wallet sends the pool a withdraw request (op 0x1000) with the amount, paid at once up to what is withdrawable (the owner pays the fees; the validator cannot withdraw)\n',
  );
  expect(answer).toMatch(
    /\n- A stake at the elector: not in this balance: .+ config 15; the owner can stop new stakes by changing the validator address\)\n/,
  );
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('a highload wallet v3’s page: the answer says when it last accepted a request and what a request must carry', async ({
  page,
}) => {
  const { dialog, insight } = await openFromMessage(
    page,
    'wallet-highload-v3',
    (wallet) =>
      `Hi, our exchange's hot wallet ${wallet} stopped sending withdrawals an hour ago. Is it out of funds or broken?`,
  );
  // Its data: last cleaned Feb 15, 2024, 2:22:19 AM UTC, timeout 1 h — nothing accepted after 3:22:19.
  await expect(insight.getByTestId('insight-highload-accepted')).toContainText(
    'none after Feb 15, 2024, 3:22:19 AM UTC',
  );
  // It counts no seqno: no "Seqno —" row that reads as a fault.
  await expect(insight.getByTestId('insight-seqno')).toHaveCount(0);

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toMatch(
    /\nhighload wallet v3:\n- Requests accepted: none after Feb 15, 2024, 3:22:19 AM UTC \(.+ ago at the indexed time\) — it has accepted no request since then \(the last one it noted came at Feb 15, 2024, 2:22:19 AM UTC\)\n/,
  );
  expect(answer).toContain(
    "\n- A request is accepted when: signed by its key, for wallet id 4269 and a timeout of 1 h, created within the 1 h before it arrives and not after the chain's time, with a query id it has not seen in the last 1 h to 2 h (a request that fails any of these is refused and costs the wallet nothing: check the sender's clock, wallet id, timeout and query ids)\n",
  );
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('a wallet holding extra currencies: the page and the answer list them, saying what they are counted in', async ({
  page,
}) => {
  const { dialog } = await openFromMessage(
    page,
    'extra-currencies',
    (wallet) =>
      `Hello, my wallet ${wallet} received some tokens in an airdrop but my wallet app only shows TON. What else is on it?`,
  );
  await expect(dialog.getByTestId('extra-currency-units')).toHaveText(
    "(in each currency's smallest units: the chain keeps no name or decimals for an extra currency)",
  );

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toMatch(
    /\nBalance: [\d,.]+ TON \(\d+ nanotons\)\nExtra currencies \(in each currency's smallest units: the chain keeps no name or decimals for an extra currency\):\n- currency #100: 5000000\n- currency #239: 1000000000000\n/,
  );
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('a validator controller’s page: the answer says the stake is due back, that the loan is repaid then, and when the validator may withdraw', async ({
  page,
}) => {
  const { dialog, insight } = await openFromMessage(
    page,
    'validator-controller',
    (controller) =>
      `Hi, my validator controller ${controller} borrowed from the liquid staking pool. When will the loan be returned and can I withdraw my own stake?`,
  );
  // Its data: 2 validator set changes counted, the second on Oct 6, 2023, held 32,768 s: long past.
  await expect(insight.getByTestId('insight-controller-stake-back')).toContainText(
    '— recoverable: the stake is due back',
  );
  await expect(insight.getByTestId('insight-controller-withdrawing')).toContainText(
    'not now: the controller is not at rest',
  );

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toContain(
    "\n- The stake comes back: now: the controller may recover it from the elector at any message asking it to, then repays the pool's loan of 452,406.32374544 TON at once (if its balance covers it and 2 TON more) (the validator's wallet asks for it; if it has not 10 minutes after it may, anyone may, and is paid 10 TON of the controller's for it) — recoverable: the stake is due back\n",
  );
  expect(answer).toContain(
    "\n- Withdrawing: only the validator's wallet, only while the controller is at rest with nothing borrowed, up to its balance less 2 TON kept for storage — not now: the controller is not at rest\n",
  );
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('coins sent to the bounceable form of a new wallet: the page and the answer say a bouncing transfer went back', async ({
  page,
}) => {
  const fresh = sampleAccount('uninit');
  const bounceable = friendlyFormOfRaw(fresh.raw, true, false);
  await openWebApp(page, server.url);
  await lookUp(
    page,
    `I sent 3 TON to my friend's new wallet ${bounceable}. He got nothing. Where is my money?`,
    1,
  );
  await resultRow(page, fresh.raw).click();
  const dialog = page.getByTestId('account-detail');
  const note = dialog.getByTestId('bounce-note');
  await expect(note).toHaveText(
    "Given in its bounceable form (EQ…): a transfer to that form is meant to be sent with bounce on, and an account with no contract sends such a transfer back to its sender, less fees — so, unless the sender's wallet turned bounce off, the coins went back to it.",
  );
  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toContain(
    `\nStatus: uninit — Not deployed — no contract runs here yet; coins sent to its non-bounceable form (UQ…) wait here until its owner deploys a wallet. ${await note.textContent()}\n`,
  );

  // Given as UQ…, the coins stay: nothing is said of a bounce.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await lookUp(page, `my friend's wallet is ${fresh.friendly}`, 1);
  await resultRow(page, fresh.raw).click();
  await expect(page.getByTestId('account-detail').getByTestId('detail-input')).toContainText(fresh.friendly);
  await expect(page.getByTestId('account-detail').getByTestId('bounce-note')).toHaveCount(0);
});

test('a nominator pool’s page: the answer says its state, every nominator’s stake, what is withdrawable, how and when, and why the customer is not listed', async ({
  page,
}) => {
  // The customer's wallet-v4r2 staked in the pool.
  const { dialog, insight } = await openFromMessage(
    page,
    'nominator-pool',
    (pool) => `I staked in the pool ${pool} from ${customer.friendly}, when can I withdraw?`,
    2,
  );
  const nominators = insight.getByTestId('insight-pool-nominators');
  await expect(nominators.locator('li')).toHaveCount(7);
  const first = (await nominators.locator('li').first().textContent()) ?? '';
  const [, address, stake] = /^([\w-]{48}) Copy Open: (.+ TON)$/.exec(first) ?? [];
  expect(address, first).toBeDefined();

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toContain(
    '\nnominator pool (TON Foundation):\n- State: validating: the stake is with the elector (state 2)\n',
  );
  expect(answer).toContain(`\n- Nominators: 7 of at most 40\n  - ${address}: ${stake}\n`);
  expect(answer.match(/\n {2}- [\w-]{48}: [\d,.]+ TON/g)).toHaveLength(7);
  expect(answer).toContain(
    '\n- Withdrawable: nominators: a withdrawal is queued until the stake returns from the elector; validator: nothing while validating\n',
  );
  // How a nominator withdraws, and when the stake comes back by the pool's own count (its data: one
  // validator set change since the stake, held 32,768 s).
  await expect(insight.getByTestId('insight-pool-stake-back')).toContainText(
    'after the validator set changes once more (the pool has counted 1 since the stake) and 9 h 6 min after the last of those',
  );
  expect(answer).toMatch(
    /\n- The stake comes back: after the validator set changes once more .+ and the nominators get their TON: the pool README's emergency withdrawal\)\n/,
  );
  expect(answer).toMatch(
    /\n- Withdrawing: the nominator's wallet sends the pool the text comment "w" with about 1 TON for fees .+ the request waits here as "withdrawal requested" and is paid once the stake is back from the elector; a nominator paid in full leaves the list \(a deposit is the text comment "d" from a basechain wallet with at least 1,000 TON \+ 1 TON fee; one the pool refuses bounces back\)\n/,
  );
  // The customer's wallet is not among them: the page and the answer say so, and what that means.
  const notNamed =
    /^not named by this account \(looked in: [^)]*Nominators[^)]*\) — not a nominator of this pool now: a nominator whose withdrawal was paid in full leaves the list, and a deposit the pool refused .+ bounced back$/;
  const customerLine = dialog.getByTestId('message-addresses').locator('li');
  await expect(customerLine).toHaveText(new RegExp(`^${customer.friendly} \\(line 1, column \\d+\\): `));
  expect((await customerLine.textContent())?.replace(/^.*?\): /, '')).toMatch(notNamed);
  expect(answer).toContain(`\nThe customer's message also names:\n- ${await customerLine.textContent()}\n`);
  await expectFinishedAnswerOnPage(dialog, answer);
});

/** The sample multisig's first signer, from its real data (an account the index does not hold). */
const MULTISIG_SIGNER = 'UQDrC4O9bOrq_m2Q6-u8KsCRRlE8U8uzI6WHZbvRrhAXQdJ2';

test('a multisig’s page: of the other addresses in the message, it says which is a signer and which is not', async ({
  page,
}) => {
  const colleague = sampleAccount('wallet-v5r1');
  const message = (multisig: string) =>
    [
      `Our team multisig is ${multisig}.`,
      `I am ${MULTISIG_SIGNER}; is my colleague ${colleague.friendly} a signer too?`,
    ].join('\n');
  const { dialog, insight, account } = await openFromMessage(page, 'multisig-v2', message, 3);
  const secondLine = message(account.friendly).split('\n')[1]!;
  const at = (address: string) => `line 2, column ${secondLine.indexOf(address) + 1}`;
  await expect(insight.getByTestId('insight-multisig-signers')).toContainText(MULTISIG_SIGNER);
  const mentioned = [
    `${MULTISIG_SIGNER} (${at(MULTISIG_SIGNER)}): named by this account — Signers`,
    `${colleague.friendly} (${at(colleague.friendly)}): not named by this account (looked in: Signers, Proposers)`,
  ];
  await expect(dialog.getByTestId('message-addresses').locator('li')).toHaveText(mentioned);
  // What a proposal takes, for "I proposed a transfer and nothing was sent".
  await expect(insight.getByTestId('insight-multisig-orders')).toContainText(
    'the wallet carries it out once 2 of the 4 signers have approved it, before the order expires',
  );
  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toContain(
    ["The customer's message also names:", ...mentioned.map((m) => `- ${m}`)].join('\n'),
  );
  expect(answer).toMatch(
    /\n- Orders: each proposal is an order, an account of its own; .+ \(an order not carried out lacks approvals or has expired: open it by its seqno below to see who has not approved\)\n/,
  );
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('“I proposed a transfer from our multisig and nothing was sent”: its order, found by seqno from the multisig’s page, says who has not approved', async ({
  page,
}) => {
  const order = sampleAccount('multisig-v2-order');
  const message = (multisig: string) =>
    `I proposed a transfer of 150 TON from our multisig ${multisig} yesterday (order 7) but nothing was sent — who has not approved yet?`;
  const { dialog, insight } = await openFromMessage(page, 'multisig-v2', message);
  // The sample multisig takes orders with any seqno: the agent types the one the customer gives.
  const find = insight.getByTestId('insight-multisig-find-order');
  await find.getByTestId('multisig-order-seqno').fill('7');
  await expect(find.getByTestId('multisig-order-address')).toHaveText(`at ${order.friendly}`);
  await find.getByTestId('multisig-open-order').click();
  await expect(dialog).toHaveAttribute('data-depth', '1');
  await expect(dialog.getByTestId('detail-title')).toHaveText(order.friendly);
  const orderInsight = await expectInsightReady(dialog);
  await expect(orderInsight.getByTestId('insight-kind')).toHaveText('multisig v2 order');
  await expect(orderInsight.getByTestId('insight-order-approvals')).toHaveText(
    '1 of the 2 needed — waiting: 1 more signer must approve before it expires',
  );
  const signers = orderInsight.getByTestId('insight-order-signers');
  await expect(signers).toContainText('not approved yet: signer 0, signer 2, signer 3');
  await expect(signers.locator('li')).toHaveCount(4);
  await expect(signers.locator('li').first()).toContainText('signer 0: not approved yet');
  await expect(orderInsight.getByTestId('insight-order-executed')).toHaveText('no');
  await expect(orderInsight.getByTestId('insight-order-actions')).toContainText('1 transfer');
  await expect(orderInsight.getByTestId('insight-order-actions')).toContainText('150 TON');

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toContain('\n- Multisig: ');
  expect(answer).toContain('\n- Order: seqno 7\n');
  expect(answer).toContain(
    '\n- Approvals: 1 of the 2 needed — waiting: 1 more signer must approve before it expires\n',
  );
  expect(answer).toMatch(
    /\n- Signers: not approved yet: signer 0, signer 2, signer 3\n {2}- [\w-]{48}: signer 0: not approved yet\n/,
  );
  expect(answer).toContain('\n- Executed: no\n');
  expect(answer).toMatch(/\n- Expires: Jan 1, 2100, 12:00:00 AM UTC \(in [\d a-z]+ at the indexed time\)\n/);
  expect(answer).toMatch(/\n- Actions: 1 transfer\n {2}- [\w-]{48}: 150 TON/);
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('“We proposed sending 5,000 USDT from our multisig, it was signed, nothing arrived”: the order’s page and answer say what it sends and to whom', async ({
  page,
}) => {
  const usdtWallet = sampleAccount('multisig-usdt-wallet');
  // The exchange's deposit address, as the customer pastes it (a wallet form); the index does not hold it.
  const exchange = friendlyFormOfRaw(rawOfAddress(jettonOrderDestination(1)), false, false);
  const message = (order: string) =>
    `We proposed sending 5,000 USDT from our multisig to the exchange ${exchange}, order ${order}; two signed and nothing arrived. What does this order actually do?`;
  const { dialog, insight } = await openFromMessage(page, 'multisig-v2-order-jetton', message, 2);
  await expect(insight.getByTestId('insight-order-approvals')).toHaveText(
    '2 of the 2 needed (threshold reached: the order was sent to the multisig)',
  );
  const sends = insight.getByTestId('insight-order-transfer-1');
  const wallet = friendlyFormOfRaw(usdtWallet.raw, true, false);
  const words = new RegExp(
    `^sends 5,000 USD₮ \\(5000000000 in its smallest units; 6 decimals from the indexer’s metadata of the master\\) of the jetton in wallet ${wallet}.* to ${exchange}.*, response to [\\w-]{48}.*, forward 0\\.000000001 TON, with the comment “deposit 7719 0042” \\(the order’s words, as its proposer wrote them\\) \\(the message carries 0\\.1 TON for the wallet’s fees\\)$`,
  );
  await expect(sends).toHaveText(words);
  // The exchange's address in the message is the one the order sends the jettons to: the page says so.
  const column = message(sampleAccount('multisig-v2-order-jetton').friendly).indexOf(exchange) + 1;
  const named = `${exchange} (line 1, column ${column}): named by this account — destination of its jetton transfer`;
  await expect(dialog.getByTestId('message-addresses').locator('li')).toHaveText([named]);

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toContain(
    '\n- Approvals: 2 of the 2 needed (threshold reached: the order was sent to the multisig)\n',
  );
  expect(answer).toContain(
    `\n- Transfer 1: sends 5,000 USD₮ (5000000000 in its smallest units; 6 decimals from the indexer’s metadata of the master) of the jetton in wallet ${wallet} to ${exchange}, response to `,
  );
  expect(answer).toContain(
    ', forward 0.000000001 TON, with the comment “deposit 7719 0042” (the order’s words, as its proposer wrote them) (the message carries 0.1 TON for the wallet’s fees)\n',
  );
  expect(answer).toContain(
    `\n- Actions: 1 transfer\n  - ${wallet}: 0.1 TON, carrying a jetton transfer (see Transfer 1)\n`,
  );
  expect(answer).toContain(`\nThe customer's message also names:\n- ${named}\n`);
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('an NFT owned by a sale contract: the item’s page and answer say it is listed, by whom, for how much, and how it leaves the sale', async ({
  page,
}) => {
  const message = (item: string) =>
    `I bought the NFT ${item} yesterday on Getgems but it does not show in my wallet ${customer.friendly}. Is it mine?`;
  const { dialog, insight, account } = await openFromMessage(page, 'nft-item-on-sale', message, 2);
  const owner = insight.getByTestId('insight-owner');
  await expect(owner.locator('.mono').first()).toHaveText(/^[\w-]{48}$/);
  await expect(owner.getByTestId('owner-is')).toHaveText(
    /^ — a sale contract: listed for sale by [\w-]{48}.* for 12\.5 TON \(marketplace [\w-]{48}.*\); a buyer who pays gets it, the seller gets it back by cancelling$/,
  );
  const column = message(account.friendly).indexOf(customer.friendly) + 1;
  const seller = `${customer.friendly} (line 1, column ${column}): named by this account — Seller (in its sale contract)`;
  await expect(dialog.getByTestId('message-addresses').locator('li')).toHaveText([seller]);

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toMatch(
    /\n- Owner: [\w-]{48} — a sale contract: listed for sale by [\w-]{48} for 12\.5 TON \(marketplace [\w-]{48}\); a buyer who pays gets it, the seller gets it back by cancelling\n/,
  );
  expect(answer).toContain(`\n- ${seller}`);
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('a sale contract’s own page: the answer says who sells which NFT, for how much, and how it leaves the sale', async ({
  page,
}) => {
  const { dialog, insight } = await openFromMessage(
    page,
    'nft-sale',
    (sale) => `My NFT went to ${sale} when I listed it. Where is it?`,
  );
  await expect(insight.getByTestId('insight-sale')).toHaveText(
    /^on sale by [\w-]{48}.* for 12\.5 TON; a buyer who sends the full price gets the NFT; the seller gets it back by cancelling$/,
  );
  await expect(insight.getByTestId('insight-sale-price')).toHaveText('12.5 TON');
  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toMatch(
    /\nNFT sale:\n- Sale: on sale by [\w-]{48} for 12\.5 TON; a buyer who sends the full price gets the NFT; the seller gets it back by cancelling\n- Seller: [\w-]{48}\n- Price: 12\.5 TON\n- NFT: [\w-]{48}\n- Marketplace: [\w-]{48}\n- Marketplace fee: 0\.5 TON\n- Royalty: 0\.25 TON\n- Royalty to: [\w-]{48}\n/,
  );
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('“I won the auction but the NFT is not in my wallet”: the item’s owner is the auction, whose bidding ended with the customer’s bid and which nobody has finished', async ({
  page,
}) => {
  const message = (item: string) =>
    `I won the auction of the NFT ${item} on Getgems with 12 TON from ${customer.friendly} but the NFT isn't in my wallet.`;
  const { dialog, insight, account } = await openFromMessage(page, 'nft-item-on-auction', message, 2);
  const finish =
    'not finished yet: the NFT goes to the last bidder once the auction is finished: the seller, the marketplace or that bidder sends it "finish", or anyone sends it an external message';
  const ownerIs = new RegExp(
    `^ — an auction contract: on auction by [\\w-]{48}.*: last bid 12 TON by [\\w-]{48}.*; bidding ended Jan 1, 2025, 12:00:00 AM UTC \\([\\d a-z]+ ago at the indexed time\\), ${finish}$`,
  );
  await expect(insight.getByTestId('insight-owner').getByTestId('owner-is')).toHaveText(ownerIs);
  const text = message(account.friendly);
  const bidder = `${customer.friendly} (line 1, column ${text.indexOf(customer.friendly) + 1}): named by this account — Last bidder (in its auction)`;
  await expect(dialog.getByTestId('message-addresses').locator('li')).toHaveText([bidder]);

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toMatch(
    new RegExp(
      `\\n- Owner: [\\w-]{48} — an auction contract: on auction by [\\w-]{48}: last bid 12 TON by ${customer.friendly}; bidding ended Jan 1, 2025, 12:00:00 AM UTC \\([\\d a-z]+ ago at the indexed time\\), ${finish}\\n`,
    ),
  );
  expect(answer).toContain(`\n- ${bidder}`);
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('an auction’s own page: the answer says the last bid and bidder, when bidding ends, and what happens to an outbid bid, the winner and a buy-now bid', async ({
  page,
}) => {
  const message = (auction: string) =>
    `I bid on the NFT auction ${auction} from ${customer.friendly}. If someone outbids me, where is my TON? When does it end?`;
  const { dialog, insight, account } = await openFromMessage(page, 'nft-auction', message, 2);
  const text = message(account.friendly);
  const bidder = `${customer.friendly} (line 1, column ${text.indexOf(customer.friendly) + 1}): named by this account — Last bidder`;
  await expect(dialog.getByTestId('message-addresses').locator('li')).toHaveText([bidder]);
  await expect(insight.getByTestId('insight-auction')).toHaveText(
    /^on auction by [\w-]{48}.*: last bid 12 TON by [\w-]{48}.*; bidding ended Jan 1, 2025, 12:00:00 AM UTC \([\d a-z]+ ago at the indexed time\), not finished yet: /,
  );
  await expect(insight.getByTestId('insight-auction-last-bid')).toHaveText('12 TON');
  await expect(insight.getByTestId('insight-auction-max-bid')).toHaveText('100 TON');
  await expect(insight.getByTestId('insight-auction-rules')).toContainText(
    'an outbid bidder’s TON is sent back by the contract when a higher bid arrives',
  );
  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toMatch(
    new RegExp(
      `\\n- Seller: [\\w-]{48}\\n- Last bid: 12 TON\\n- Last bidder: ${customer.friendly}\\n- Last bid at: Dec 31, 2024, 11:00:00 PM UTC \\([\\d a-z]+ ago at the indexed time\\)\\n- Bidding ends: Jan 1, 2025, 12:00:00 AM UTC \\([\\d a-z]+ ago at the indexed time\\)\\n- Min bid: 1 TON\\n- Min step: 5% \\(a new bid is at least the last plus 0\\.1 TON or plus this share, whichever is more\\)\\n- Max bid \\(buy now\\): 100 TON\\n- Rules: an outbid bidder’s TON is sent back by the contract when a higher bid arrives, less a small gas charge \\(comment “Your bid has been outbid by another user\\.”\\); after the end time, finishing the auction sends the NFT to the last bidder and the bid, less fee and royalty, to the seller; a bid of the max bid \\(plus a margin for fees\\) ends it at once for that bidder\\n`,
    ),
  );
  expect(answer).toContain('\n- Marketplace fee: 5/100 of the final bid (5%)\n');
  expect(answer).toContain(`\n- ${bidder}`);
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('“I put my NFT on sale on Getgems for 100 USDT and it left my wallet”: the v4 sale’s page says it is on sale by the customer for 100 USD₮, not for TON, and how the seller gets it back', async ({
  page,
}) => {
  const message = (sale: string) =>
    `I put my NFT on sale on Getgems for 100 USDT from ${customer.friendly} and it left my wallet, it went to ${sale}. Is it still mine? what price did I set, and how do I get it back?`;
  const { dialog, insight, account } = await openFromMessage(page, 'nft-sale-v4', message, 2);
  const text = message(account.friendly);
  const seller = `${customer.friendly} (line 1, column ${text.indexOf(customer.friendly) + 1}): named by this account — Seller`;
  await expect(dialog.getByTestId('message-addresses').locator('li')).toHaveText([seller]);
  const price =
    '100 USD₮ (100000000 in its smallest units; 6 decimals from the indexer’s metadata of the master)';
  const sale = `for ${price}; a buyer who sends that price gets the NFT; the seller gets it back by cancelling`;
  await expect(insight.getByTestId('insight-sale')).toHaveText(
    new RegExp(`^on sale by [\\w-]{48}.* ${literal(sale)}$`),
  );
  await expect(insight.getByTestId('insight-sale-price')).toHaveText(
    'not for sale for TON (its TON price is 0)',
  );
  await expect(insight.getByTestId('insight-sale-jetton-price-0')).toContainText(
    `${price}, paid through the jetton wallet `,
  );
  await expect(insight.getByTestId('insight-sale-jetton-price-0')).toContainText(
    '— the sale’s own wallet (its get_wallet_data says), of the jetton master ',
  );
  const cancel =
    'To take it back, the seller (or the marketplace) sends the sale the comment “cancel” (or op 3) with at least 0.1 TON: the NFT goes back to the seller.';
  await expect(insight.getByTestId('insight-sale-rules')).toContainText(cancel);

  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toContain(`\n- Sale: on sale by ${customer.friendly} ${sale}\n`);
  expect(answer).toContain('\n- Price in TON: not for sale for TON (its TON price is 0)\n');
  expect(answer).toMatch(
    new RegExp(
      `\\n- Price in a jetton: ${literal(price)}, paid through the jetton wallet [\\w-]{48} — the sale’s own wallet \\(its get_wallet_data says\\), of the jetton master [\\w-]{48}\\n`,
    ),
  );
  expect(answer).toContain(cancel);
  expect(answer).toContain('\n- Marketplace fee: 5% of the price paid (5000/100000)\n');
  expect(answer).toContain(`\n- ${seller}`);
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('an NFT owned by a getgems v4 sale: the item’s Owner field says the sale lists it for the customer for 100 USD₮, exact, and how it comes back', async ({
  page,
}) => {
  const message = (item: string) =>
    `My NFT ${item} left my wallet ${customer.friendly} when I listed it on Getgems for 100 USDT. Is it still mine?`;
  const { dialog, insight } = await openFromMessage(page, 'nft-item-on-sale-v4', message, 2);
  const words =
    'for 100 USD₮ (100000000 in its smallest units; 6 decimals from the indexer’s metadata of the master); a buyer who sends that price gets the NFT; the seller gets it back by cancelling';
  await expect(insight.getByTestId('insight-owner').getByTestId('owner-is')).toHaveText(
    new RegExp(`^ — a sale contract: on sale by [\\w-]{48}.* ${literal(words)}$`),
  );
  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toMatch(
    new RegExp(
      `\\n- Owner: [\\w-]{48} — a sale contract: on sale by ${customer.friendly} ${literal(words)}\\n`,
    ),
  );
  await expectFinishedAnswerOnPage(dialog, answer);
});

test('a look-alike address in the message (address poisoning) is marked beside the one it copies', async ({
  page,
}) => {
  // The customer copied the "friend" from their history: a scammer's address that begins and ends alike.
  const fake = friendlyFormOfRaw(poisoned(friend.raw), false, false);
  expect(`${fake.slice(0, 4)}…${fake.slice(-4)}`).toBe(
    `${friend.friendly.slice(0, 4)}…${friend.friendly.slice(-4)}`,
  );
  const message = (wallet: string) =>
    `From ${wallet} I sent 10 TON to ${fake}, copied from my history. My friend's address is ${friend.friendly}; he got nothing.`;
  const { dialog, account } = await openFromMessage(page, 'wallet-v4r2', message, 3);
  const text = message(account.friendly);
  const at = (address: string) => `line 1, column ${text.indexOf(address) + 1}`;
  const warning = (like: string) =>
    `. ⚠ It begins and ends like ${like} (${at(like)}), but is another account: a look-alike address — compare every character`;
  const lines = dialog.getByTestId('message-addresses').locator('li');
  await expect(lines).toHaveText([
    new RegExp(
      `^${fake} \\(${at(fake)}\\): not named by this account \\(looked in: [^)]*\\)${literal(warning(friend.friendly))}$`,
    ),
    new RegExp(
      `^${friend.friendly} \\(${at(friend.friendly)}\\): not named by this account \\(looked in: [^)]*\\)${literal(warning(fake))}$`,
    ),
  ]);
  const answer = await copyTheAnswer(page, dialog);
  for (const line of await lines.allTextContents()) expect(answer).toContain(`\n- ${line}\n`);
});

test('a lookup reopened from the Log says which facts are as logged and which are read now', async ({
  page,
}) => {
  await lookUpTheCase(page);
  await showScreen(page, 'Log');
  await page.getByTestId('log').getByTestId('log-entry').first().getByTestId('log-open').click();
  await expect(accountsScreen(page).getByTestId('results-summary')).toContainText('from the lookup log');
  const dialog = await openCustomerPage(page);
  await expect(dialog.getByTestId('page-figures-as-given')).toContainText('as logged — the indexer');
  await expect(dialog.getByTestId('page-figures-read-now')).toContainText(
    'Tokens, their locks, the same-key wallets and the contract are read now',
  );
  // The Tokens and Contract sections are each tagged with when they were read.
  await expect(
    dialog.getByTestId('account-tokens').getByRole('heading').getByTestId('read-now'),
  ).toContainText('read now, ');
  await expect(
    dialog.getByTestId('detail-contract').getByRole('heading').first().getByTestId('read-now'),
  ).toBeVisible();
  await dialog.getByTestId('copy-answer-button').click();
  await expect(dialog.getByTestId('answer-text')).toContainText('as logged — the indexer');
  await expect(dialog.getByTestId('answer-text')).toContainText('— not as logged.');
});

test('“no jetton wallet yet” names each jetton once, marks the look-alike, and says what 0 means', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await showScreen(page, 'Accounts');
  // The old wallet (no USD₮ of either kind) beside the look-alike's jetton wallet (its master is checked too).
  await enterAddresses(page, `${oldWallet.friendly}\n${lookAlikeWallet.friendly}`, { valid: 2 });
  await accountsScreen(page).getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(accountsScreen(page).getByTestId('results-table')).toHaveAttribute('data-total-rows', '2');
  await resultRow(page, oldWallet.raw).click();
  const none = page.getByTestId('account-detail').getByTestId('account-tokens-none');
  await expect(none).toContainText(
    'this account never received these jettons, so it holds none of them (0)',
    {
      timeout: 60_000,
    },
  );
  const usdtNamed = none.getByTestId('account-tokens-none-jetton').filter({ hasText: /^,? ?USD₮/ });
  await expect(usdtNamed).toHaveCount(2);
  // The real one unmarked, the other marked as the look-alike it is.
  await expect(none.locator(`[data-master="${USDT_MASTER_RAW}"]`).getByTestId('look-alike')).toHaveCount(0);
  await expect(usdtNamed.getByTestId('look-alike')).toHaveCount(1);
  await expect(usdtNamed.getByTestId('look-alike')).toHaveAttribute(
    'title',
    /Look-alike: it calls itself USD₮/,
  );
});

test('“is this token the real one?”: a jetton master’s page and answer say its name, whether its address is a well-known jetton’s, who controls it and whether it can grow', async ({
  page,
}) => {
  const hmstr = sampleAccount('hmstr-master');
  const usdt = sampleAccount('usdt-master');
  const fake = sampleAccount('jetton-master');
  await openWebApp(page, server.url);
  await lookUp(
    page,
    `I got HMSTR from ${hmstr.friendly}, and two USDT: ${usdt.friendly} and ${fake.friendly}. Are they real?`,
    3,
  );
  const dialog = page.getByTestId('account-detail');
  const openMaster = async (raw: string) => {
    await resultRow(page, raw).click();
    return expectInsightReady(dialog);
  };

  // A token the app does not know by address: its own name, and what would tell.
  let insight = await openMaster(hmstr.raw);
  await expect(insight.getByTestId('insight-jetton-token')).toHaveText(
    "Hamster Kombat (HMSTR) (as the indexer's metadata names it: a deployer may give a jetton any name)",
  );
  await expect(insight.getByTestId('insight-jetton-well-known')).toContainText(
    "not one this app knows by address (USD₮, NOT, DOGS) (a name proves nothing: only the master's address says which jetton this is",
  );
  await expect(insight.getByTestId('insight-mintable')).toHaveText(
    'yes (the master says its supply can still grow)',
  );
  const answer = await copyTheAnswer(page, dialog);
  expect(answer).toMatch(
    /\nJetton master:\n- Token: Hamster Kombat \(HMSTR\) \(as the indexer's metadata names it: a deployer may give a jetton any name\)\n- Well-known jetton: not one this app knows by address \(USD₮, NOT, DOGS\) .*\n- Total supply: 99999999666\.66 \(99999999666660000000 base units\)\n- Admin: [\w-]{48} — the address that controls the jetton \(TEP-74\); in the standard minter only it mints more and changes the admin or the content\n- Next admin: none\n- Mintable: yes \(the master says its supply can still grow\)\n/,
  );
  await expectFinishedAnswerOnPage(dialog, answer);
  await page.keyboard.press('Escape');

  // The real USD₮ master, by its address.
  insight = await openMaster(usdt.raw);
  await expect(insight.getByTestId('insight-jetton-well-known')).toHaveText(
    'yes — USD₮: this is the master address its issuer publishes',
  );
  await page.keyboard.press('Escape');

  // A master that takes USD₮'s name: the real one's address beside it.
  insight = await openMaster(fake.raw);
  await expect(insight.getByTestId('insight-jetton-well-known')).toHaveText(
    `no — it takes USD₮'s name, but USD₮'s master is ${usdt.friendly}`,
  );
  expect(await copyTheAnswer(page, dialog)).toContain(
    `\n- Well-known jetton: no — it takes USD₮'s name, but USD₮'s master is ${usdt.friendly}\n`,
  );
});
