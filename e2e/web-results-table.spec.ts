/**
 * The results table as issue 34 asks (items 3 and 5), at 1366×768 in the web build against the sample
 * index, driven with the real mouse and keyboard: a drag selects (a click opens), a copy gives the cells
 * whole; the filters match the words rows show and the kind has one name everywhere; the quick filters
 * count look-alikes, locks read and not-deployed accounts; the Columns panel stays on screen and closes
 * on Esc and outside; the page fits 768 px; the keyboard reaches the first row in two presses.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  notIndexedAddresses,
  sampleAccount,
  SAMPLE_LABELS,
  type RunningIndexServer,
} from '../local-index-server';
import {
  accountsScreen,
  chooseExport,
  accountStatesRequests,
  cell,
  exportedCsv,
  lookUp,
  openWebApp,
  resultRow,
  useIndexServer,
} from './support/web-app';

let server: RunningIndexServer;
useIndexServer((started) => (server = started));
test.use({
  viewport: { width: 1366, height: 768 },
  permissions: ['clipboard-read', 'clipboard-write'],
});

const ALL = SAMPLE_LABELS.map((label) => sampleAccount(label));
const huge = sampleAccount('huge-balance');
const v4 = sampleAccount('wallet-v4r2');
const v5 = sampleAccount('wallet-v5r1');

/** Copies the selection with the keyboard (Ctrl+C) and reads what the system clipboard got. */
async function copyWithKeyboard(page: Page): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.keyboard.press('Control+C');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Drags the real mouse from the middle of `from` to the middle of `to`, in steps. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + 6, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Opens the app, looks up every sample account, and returns the accounts screen. */
async function lookUpAll(page: Page): Promise<Locator> {
  await openWebApp(page, server.url);
  await lookUp(page, ALL.map((a) => a.friendly).join('\n'), ALL.length);
  return accountsScreen(page);
}

/** The page's own vertical overflow (a page scrollbar beside the table's when above 0). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

test('a drag across cells selects their text and opens nothing; the copy carries each cell whole; a click opens', async ({
  page,
}) => {
  await lookUpAll(page);
  const dialog = page.getByTestId('account-detail');
  const row = resultRow(page, huge.raw);
  const next = resultRow(page, sampleAccount('one-nanoton').raw);
  await next.scrollIntoViewIfNeeded();
  await row.scrollIntoViewIfNeeded();
  const address = cell(row, 'address');
  // The address is shortened in the middle on screen…
  expect(await address.evaluate((c) => c.querySelector('.middle-clip')!.scrollWidth > c.clientWidth)).toBe(
    true,
  );

  // …a drag from it to the balance selects, and opens no page.
  await drag(page, address, cell(row, 'balance'));
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).not.toBe('');
  await expect(dialog).toBeHidden();
  // The copy: each cell the drag touched, whole, a tab apart.
  expect(await copyWithKeyboard(page)).toBe(`${huge.friendly}\tactive\t5,000,000,000.123456789 TON`);

  // Across two rows (a drag begun outside the selection): a line each, the cells it crossed — the
  // rest of the first row (its empty token, domain and label cells too), the second up to its balance.
  const beta = sampleAccount('wallet-v5-beta');
  const after = resultRow(page, beta.raw);
  await after.scrollIntoViewIfNeeded();
  await drag(page, cell(next, 'status'), cell(after, 'balance'));
  await expect(dialog).toBeHidden();
  expect((await copyWithKeyboard(page)).split('\n')).toEqual([
    'uninit\t0.000000001 TON\tnot deployed\t\t\t',
    `${ALL.findIndex((a) => a.raw === beta.raw) + 1}\t${beta.friendly}\tactive\t${await cell(after, 'balance').textContent()}`,
  ]);

  // A plain click (nothing selected) still opens the account's page.
  const box = (await cell(row, 'status').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('detail-title')).toHaveText(huge.friendly);
});

/**
 * Focuses the resize handle of `column` by the keyboard: the handles' one tab stop, then Down to it.
 * Returns the focused handle.
 */
async function focusResizer(page: Page, screen: Locator, column: string, label: string): Promise<Locator> {
  const handle = screen.locator('[data-testid="column-resizer"][tabindex="0"]');
  await expect(handle).toHaveCount(1);
  await handle.focus();
  const headers = await screen
    .locator('[role="columnheader"]')
    .evaluateAll((hs) => hs.map((h) => h.getAttribute('data-col')));
  for (let i = headers.indexOf('index'); i < headers.indexOf(column); i++)
    await page.keyboard.press('ArrowDown');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-label', `Resize column ${label}`);
  return focused;
}

/**
 * What an address cell draws (ui/middle-text.tsx): the width of its lead (the first characters drawn in
 * front of a cut text), whether the text runs past its clip (then the clip draws its ellipsis), whether
 * its last character shows, and whether the whole text would fit the cell's box at all.
 */
const addressDrawing = (address: Locator) =>
  address.evaluate((c) => {
    const box = c.querySelector('.middle-text')!.getBoundingClientRect();
    const row = c.querySelector('.middle-row')!;
    const clip = c.querySelector<HTMLElement>('.middle-clip')!;
    const text = clip.querySelector('span')!.firstChild!;
    const range = document.createRange();
    range.selectNodeContents(text);
    const textWidth = range.getBoundingClientRect().width;
    range.setStart(text, (text.textContent ?? '').length - 1);
    const last = range.getBoundingClientRect();
    const shown = clip.getBoundingClientRect();
    return {
      lead: parseFloat(getComputedStyle(row, '::before').width) || 0,
      runsPast: textWidth > shown.width + 0.01,
      ellipsis: getComputedStyle(clip).textOverflow === 'ellipsis',
      tailShows: last.left >= shown.left - 0.5 && last.right <= shown.right + 0.5,
      fits: textWidth <= box.width + 0.01,
    };
  });

test('an address cut to its cell always shows its marker (first characters, ellipsis, last ones); one that fits shows whole', async ({
  page,
}) => {
  const screen = await lookUpAll(page);
  const address = cell(resultRow(page, huge.raw), 'address');
  await expect(address).toHaveText(huge.friendly);
  // Widened 10 px at a time by the keyboard from its default width, past the width its text needs.
  const focused = await focusResizer(page, screen, 'address', 'Address');
  const seen = { cut: 0, whole: 0 };
  for (let step = 0; step <= 25; step++) {
    const drawn = await addressDrawing(address);
    const width = await focused.getAttribute('aria-valuenow');
    if (drawn.fits) {
      // Whole: no lead drawn in front, nothing cut.
      expect({ width, lead: drawn.lead, runsPast: drawn.runsPast }).toEqual({
        width,
        lead: 0,
        runsPast: false,
      });
      seen.whole++;
    } else {
      // Cut: its first characters in front, then the clip's ellipsis, then its tail to the last character.
      expect({ width, lead: drawn.lead > 0, runsPast: drawn.runsPast, ellipsis: drawn.ellipsis }).toEqual({
        width,
        lead: true,
        runsPast: true,
        ellipsis: true,
      });
      seen.cut++;
    }
    expect(drawn.tailShows).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(focused).toHaveAttribute('aria-valuenow', String(Number(width) + 10));
  }
  // The walk crossed from cut to whole.
  expect(seen.cut).toBeGreaterThan(0);
  expect(seen.whole).toBeGreaterThan(0);
});

test('the kind has one name in the cell, the Kind filter, the text filter and the export; undeployed accounts are "not deployed"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The sample accounts and three addresses the index has no record of.
  const notIndexed = notIndexedAddresses().slice(0, 3);
  await openWebApp(page, server.url);
  await lookUp(page, [...ALL.map((a) => a.friendly), ...notIndexed].join('\n'), ALL.length + 3);
  const screen = accountsScreen(page);
  const kindFilter = screen.getByTestId('kind-filter');
  const options = (await kindFilter.locator('option').allTextContents()).slice(1);
  const labels = options.map((o) => /^(.+) \((\d+)\)$/.exec(o)!);
  expect(labels.map(([, name]) => name)).toEqual(
    expect.arrayContaining(['not deployed', 'jetton master', 'jetton wallet', 'wallet v4r2']),
  );
  // Every row is under one choice: the not-found ones too ("not in the index", as their Kind cell says).
  expect(labels.map(([, , count]) => Number(count)).reduce((a, b) => a + b)).toBe(ALL.length + 3);
  expect(options).toContain('not in the index (3)');
  expect(labels.map(([, name]) => name)).not.toContain('wallet v4 r2');
  // Every choice shows as many rows as it says, and each of them says that kind in its cell (the name,
  // after the look-alike badge a Telegram name outside Fragment's collections carries).
  for (const [option, name, count] of labels) {
    await kindFilter.selectOption({ label: option! });
    await expect(screen.getByTestId('results-table')).toHaveAttribute('data-row-count', count!);
    await expect(screen.getByTestId('result-row').locator('[data-col="kind"] [data-kind]')).toHaveText(
      Array(Number(count)).fill(name),
    );
  }
  await kindFilter.selectOption({ label: 'All kinds' });
  // The v4r2 wallet reads "wallet v4r2"; its exact contract (the code table's "wallet v4 r2") is the title.
  await expect(cell(resultRow(page, v4.raw), 'kind')).toHaveText('wallet v4r2');
  await expect(cell(resultRow(page, v4.raw), 'kind').locator('span')).toHaveAttribute(
    'title',
    /^wallet v4 r2 —/,
  );

  // The text filter finds the words the Kind cell shows.
  const notDeployed = Number(labels.find(([, name]) => name === 'not deployed')![2]);
  await screen.getByTestId('text-filter').fill('not deployed');
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-row-count', String(notDeployed));
  for (const kind of await screen.getByTestId('result-row').locator('[data-col="kind"]').all())
    await expect(kind).toHaveText('not deployed');
  await screen.getByTestId('text-filter').fill('wallet v4r2');
  await expect(resultRow(page, v4.raw)).toHaveCount(1);

  // The export writes the same name (the CSV's Kind column: the Kind cell's text).
  await screen.getByTestId('text-filter').fill('not deployed');
  const records = await exportedCsv(page);
  expect(records.map((r) => r['Kind'])).toEqual(Array(notDeployed).fill('not deployed'));
});

test('quick filters: look-alikes, locked wallets (of the locks read) and not-deployed accounts, each with its count; the text filter finds the badges', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const labels = [
    'wallet-v4r2',
    'wallet-v5r1',
    'usdt-wallet-locked',
    'jetton-wallet-1',
    'jetton-master',
    'uninit',
    'nonexist',
  ] as const;
  await openWebApp(page, server.url);
  await lookUp(page, labels.map((l) => sampleAccount(l).friendly).join('\n'), labels.length);
  const screen = accountsScreen(page);
  const table = screen.getByTestId('results-table');
  const shownRaws = async () =>
    (
      await screen
        .getByTestId('result-row')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-raw')))
    ).sort();
  const raws = (...ls: (typeof labels)[number][]) => ls.map((l) => sampleAccount(l).raw).sort();

  // Look-alikes: the two tokens that call themselves USD₮ with another master; the filter word finds them too.
  await expect(screen.getByTestId('look-alike-filter').locator('..')).toHaveText('token (2)');
  await screen.getByTestId('look-alike-filter').check();
  await expect(table).toHaveAttribute('data-row-count', '2');
  expect(await shownRaws()).toEqual(raws('jetton-wallet-1', 'jetton-master'));
  await screen.getByTestId('look-alike-filter').uncheck();
  await screen.getByTestId('text-filter').fill('look-alike');
  await expect(table).toHaveAttribute('data-row-count', '2');
  await screen.getByTestId('text-filter').fill('');

  // Not deployed: the uninit and the nonexist account.
  await expect(screen.getByTestId('not-deployed-filter').locator('..')).toHaveText('Not deployed (2)');
  await screen.getByTestId('not-deployed-filter').check();
  expect(await shownRaws()).toEqual(raws('uninit', 'nonexist'));
  await screen.getByTestId('not-deployed-filter').uncheck();

  // Locked: the list's jetton wallets (the locked USD₮ one, and jetton-wallet-1, which has no lock) have
  // their locks read with the lookup, whose code and data came with it; the wallets' are not read until
  // their jetton wallets are derived.
  const locked = screen.getByTestId('locked-filter').locator('..');
  await expect(locked).toHaveText('Locked (1 of 2 read)', { timeout: 60_000 });
  // The USD₮ column derives the wallets' jetton wallets and reads their get_status.
  await screen.getByTestId('column-picker').click();
  await screen.getByTestId('column-toggle-wallet-token-usd').check();
  await page.keyboard.press('Escape');
  await expect(
    cell(resultRow(page, v4.raw), 'wallet-token-usd').getByTestId('wallet-token-lock'),
  ).toBeVisible({
    timeout: 60_000,
  });
  // The customer's wallet (its USD₮ locked) and the locked jetton wallet itself; read: those two, the
  // friend's wallet (unlocked), jetton-wallet-1 and the two undeployed addresses (no jetton wallet to lock).
  await expect(locked).toHaveText('Locked (2 of 6 read)', { timeout: 60_000 });
  await screen.getByTestId('locked-filter').check();
  expect(await shownRaws()).toEqual(raws('wallet-v4r2', 'usdt-wallet-locked'));
  await screen.getByTestId('locked-filter').uncheck();
  await screen.getByTestId('text-filter').fill('locked');
  expect(await shownRaws()).toEqual(raws('wallet-v4r2', 'usdt-wallet-locked'));
  expect(await shownRaws()).not.toContain(v5.raw);
});

test("a list's locked USD₮ jetton wallet: without code and data the filter says its lock is not read, its page reads it; with them it is read at once, asking nothing more", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const text = (['wallet-v5r1', 'usdt-wallet-locked', 'usdt-wallet'] as const)
    .map((l) => sampleAccount(l).friendly)
    .join('\n');
  const stuck = sampleAccount('usdt-wallet-locked');
  const screen = accountsScreen(page);
  const locked = screen.getByTestId('locked-filter').locator('..');
  await openWebApp(page, server.url);

  // Code and data left out: the jetton wallets' locks are not read, and the filter says so.
  await lookUp(page, text, 3, { includeBoc: false });
  await expect(locked).toHaveText('Locked (0 of 0 read · 2 jetton wallets not read)');
  // The stuck wallet's page reads its lock; the filter counts it.
  await resultRow(page, stuck.raw).click();
  // (Its Contract section's lock: the page's Tokens section shows the lock of the jetton wallet it owns.)
  const lockWords = page.getByTestId('insight-lock-status').getByTestId('lock-words');
  await expect(lockWords).toHaveText('outgoing transfers locked (status 1)', { timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect(locked).toHaveText('Locked (1 of 1 read · 1 jetton wallet not read)');

  // With code and data: the other jetton wallet's lock is read on the indexed state, asking nothing
  // more for it.
  server.clearRequests();
  await lookUp(page, text, 3, { includeBoc: true });
  await expect(locked).toHaveText('Locked (1 of 2 read)', { timeout: 60_000 });
  // Each jetton wallet was asked once, by the lookup itself, with its code and data (the page just
  // closed may still ask for its owner's account: that request names neither).
  for (const wallet of [stuck, sampleAccount('usdt-wallet')]) {
    const asked = accountStatesRequests(server.requests).filter((r) =>
      r.query['address']?.includes(wallet.friendly),
    );
    expect(asked.map((r) => r.query['include_boc'])).toEqual([['true']]);
  }
  await screen.getByTestId('locked-filter').check();
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-row-count', '1');
  await expect(resultRow(page, stuck.raw)).toBeVisible();
});

test('the Columns panel opens on screen after a sort, its boxes take a real click, and Esc or a click outside closes it', async ({
  page,
}) => {
  const screen = await lookUpAll(page);
  await screen.getByTestId('sort-balance').click();
  await expect(screen.getByTestId('sort-choice')).toBeVisible();
  const button = screen.getByTestId('column-picker');
  await button.click();
  const panel = screen.getByTestId('column-picker-panel');
  const box = (await panel.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  // A real mouse click on the box (at its place on screen) shows the column.
  const toggle = screen.getByTestId('column-toggle-wallet-token-usd');
  const at = (await toggle.boundingBox())!;
  await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
  await expect(toggle).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(panel).toBeVisible();
  const heading = (await screen.locator('#results-heading').boundingBox())!;
  await page.mouse.click(heading.x + 5, heading.y + 5);
  await expect(panel).toBeHidden();
  // In a shorter window (as when the paste box lists invalid lines above the results) the panel still
  // leaves its button uncovered, scrolled inside: a second click on the button closes it.
  await page.setViewportSize({ width: 1366, height: 680 });
  await button.click();
  await expect(panel).toBeVisible();
  const under = (await button.boundingBox())!;
  expect((await panel.boundingBox())!.y).toBeGreaterThanOrEqual(under.y + under.height);
  await button.click({ timeout: 5_000 });
  await expect(panel).toBeHidden();
});

test('at 1366×768 the page fits (no page scrollbar), sorted, filtered or with two token columns on, and the token cell gives way in order', async ({
  page,
}) => {
  const screen = await lookUpAll(page);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  // The filters' line: one line, sorted and filtered as before (the table keeps its rows).
  const filterLine = screen.locator('.results-toolbar').filter({ has: page.getByTestId('text-filter') });
  const lineHeight = async () => (await filterLine.boundingBox())!.height;
  const oneLine = await lineHeight();
  const rowsShown = async () => (await screen.getByTestId('results-table').boundingBox())!.height;
  const tableHeight = await rowsShown();
  await screen.getByTestId('sort-balance').click();
  await screen.getByTestId('text-filter').fill('wallet');
  await expect(screen.getByTestId('sort-choice')).toBeVisible();
  expect(await lineHeight()).toBe(oneLine);
  expect(await rowsShown()).toBe(tableHeight);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await screen.getByTestId('sort-reset').click();
  await screen.getByTestId('text-filter').fill('');

  // A look-alike USD₮ wallet: badge, symbol and the whole balance fit the default width.
  const lookAlike = resultRow(page, sampleAccount('jetton-wallet-2').raw);
  const token = cell(lookAlike, 'token');
  const cut = (selector: string) =>
    token.locator(selector).evaluate((e) => e.scrollWidth > e.clientWidth + 0.5);
  await expect(token.getByTestId('look-alike')).toBeVisible();
  expect(await cut('.token-name')).toBe(false);
  expect(await cut('[data-testid="jetton-balance"]')).toBe(false);

  // Narrowed by the keyboard (the handles' one tab stop, Down to Token's, Left to narrow): the fraction
  // gives way; the symbol and the balance's whole part stay.
  await focusResizer(page, screen, 'token', 'Token');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await expect(page.locator(':focus')).toHaveAttribute('aria-valuenow', '170');
  expect(await cut('[data-testid="jetton-balance"]')).toBe(true);
  expect(await cut('.token-name')).toBe(false);
  const wholeShows = await token.getByTestId('jetton-balance').evaluate((element) => {
    const text = element.firstChild!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, (text.textContent ?? '').split('.')[0]!.length);
    return range.getBoundingClientRect().right <= element.getBoundingClientRect().right;
  });
  expect(wholeShows).toBe(true);
  await screen.getByTestId('column-picker').click();
  await screen.getByTestId('columns-reset').click();

  // Two token columns on: "USD₮ held" is whole inside the table, left of the right edge; still no page scrollbar.
  await screen.getByTestId('column-toggle-wallet-token-usd').check();
  await screen.getByTestId('column-toggle-wallet-token-not').check();
  await page.keyboard.press('Escape');
  const table = (await screen.getByTestId('results-table').boundingBox())!;
  for (const id of ['wallet-token-usd', 'wallet-token-not']) {
    const header = (await screen.locator(`[role="columnheader"][data-col="${id}"]`).boundingBox())!;
    expect(header.x + header.width, id).toBeLessThanOrEqual(table.x + table.width);
  }
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});

test('the keyboard: from the summary a lookup focuses, Tab and Enter reach row 1; one tab stop for the resize handles; a new lookup starts at row 1', async ({
  page,
}) => {
  const screen = await lookUpAll(page);
  await expect(screen.getByTestId('results-summary')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(screen.getByTestId('skip-to-rows')).toBeFocused();
  await expect(screen.getByTestId('skip-to-rows')).toBeVisible();
  await page.keyboard.press('Enter');
  const first = screen.locator('[data-testid="result-row"][data-row-position="0"]');
  await expect(first).toBeFocused();

  // Every stop Tab makes from the summary to the first row: the resize handles are one of them.
  await screen.getByTestId('results-summary').focus();
  const stops: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(
      () => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? '',
    );
    stops.push(stop);
    if (stop === 'result-row') break;
  }
  expect(stops.at(-1)).toBe('result-row');
  expect(stops.filter((s) => s === 'column-resizer')).toHaveLength(1);
  // The handle still resizes by keyboard: Right widens its column by 10 px.
  const handle = screen.locator('[data-testid="column-resizer"][tabindex="0"]');
  await handle.focus();
  const before = Number(await handle.getAttribute('aria-valuenow'));
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(before + 10));
  await page.keyboard.press('ArrowLeft');

  // Row 3 had the focus; a new lookup puts row 1 in the tab order, not row 3.
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(screen.locator('[data-testid="result-row"][data-row-position="2"]')).toBeFocused();
  await lookUp(
    page,
    ALL.slice(5, 15)
      .map((a) => a.friendly)
      .join('\n'),
    10,
  );
  await expect(screen.locator('[data-testid="result-row"][tabindex="0"]')).toHaveAttribute(
    'data-row-position',
    '0',
  );
});

test('sorting: the first click on Balance puts the largest first (no balance last); the Look-alike header sorts look-alikes first', async ({
  page,
}) => {
  const screen = await lookUpAll(page);
  await screen.getByTestId('sort-balance').click();
  await expect(screen.locator('[role="columnheader"][data-col="balance"]')).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(screen.locator('[data-testid="result-row"][data-row-position="0"]')).toHaveAttribute(
    'data-raw',
    huge.raw,
  );
  await screen.getByTestId('sort-reset').click();

  await screen.getByTestId('column-picker').click();
  await screen.getByTestId('column-toggle-look-alike').check();
  await page.keyboard.press('Escape');
  await screen.getByTestId('sort-look-alike').click();
  await expect(screen.getByTestId('sort-choice')).toContainText('Sorted by Look-alike');
  const firstThree = screen.locator('[data-testid="result-row"]').filter({
    has: page.locator('[data-col="look-alike"] [data-testid="look-alike"]'),
  });
  await expect(firstThree).toHaveCount(3);
  for (const position of [0, 1, 2])
    await expect(
      screen.locator(`[data-testid="result-row"][data-row-position="${position}"] [data-col="look-alike"]`),
    ).toContainText('look-alike');
});

test('an export of one row says "1 row", not "1 rows"', async ({ page }) => {
  const screen = await lookUpAll(page);
  await cell(resultRow(page, huge.raw), 'select').getByTestId('row-select').check();
  const table = (await screen.getByTestId('results-table').boundingBox())!;
  await chooseExport(screen, 'copy-tsv');
  await expect(screen.getByTestId('export-status')).toHaveText('Copied 1 row as tab-separated text.');
  // The note opens over the table, which keeps its place; the focus is back on the menu's button.
  expect((await screen.getByTestId('results-table').boundingBox())!.y).toBe(table.y);
  await expect(screen.getByTestId('export-menu')).toBeFocused();
  await screen.getByTestId('export-note-close').click();
  await expect(screen.getByTestId('export-status')).toHaveCount(0);
});

test("an export's note belongs to its lookup: another lookup shown drops it", async ({ page }) => {
  const screen = await lookUpAll(page);
  await chooseExport(screen, 'copy-tsv');
  await expect(screen.getByTestId('export-status')).toHaveText(
    `Copied ${ALL.length} rows as tab-separated text.`,
  );
  await lookUp(page, [huge.friendly, v4.friendly].join('\n'), 2);
  await expect(screen.getByTestId('export-status')).toHaveCount(0);
});
