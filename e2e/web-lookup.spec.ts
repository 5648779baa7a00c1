/**
 * Account lookup in the web build (in-page bridge) against the local index server over real HTTP:
 * a mixed paste (every address form, links, duplicates, invalid lines), what is and is not sent (the
 * server's request log), the rows, balances and address-book forms, not-found and nonexist rows, the
 * include-BoC switch, Ctrl+Enter, cancelling a hung lookup, sorting and filtering, and the detail dialog.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  HUGE_BALANCE,
  SAMPLE_DOMAIN,
  notIndexedAddresses,
  sampleAccount,
  type RunningIndexServer,
  type SampleLabel,
  askedAccounts,
} from '../local-index-server';
import {
  accountStatesRequests,
  accountsScreen,
  cell,
  enterAddresses,
  lookUp,
  openWebApp,
  resultRow,
  showColumns,
  showScreen,
  useIndexServer,
} from './support/web-app';

const S = (label: SampleLabel) => sampleAccount(label);
const NOT_INDEXED = notIndexedAddresses();

/** The same address in the standard Base64 alphabet (`+`, `/`) instead of the URL-safe one. */
const standardBase64 = (friendly: string) => friendly.replace(/-/g, '+').replace(/_/g, '/');

/** A friendly address with its last character changed: the CRC no longer matches. */
const mistyped = (friendly: string) => `${friendly.slice(0, -1)}${friendly.endsWith('X') ? 'Y' : 'X'}`;

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

/** The raw addresses of the visible result rows, top to bottom. */
async function visibleRaws(page: Page): Promise<string[]> {
  const rows = await accountsScreen(page)
    .getByTestId('result-row')
    .evaluateAll((els) =>
      els
        .map((el) => ({
          position: Number(el.getAttribute('data-row-position')),
          raw: el.getAttribute('data-raw') ?? '',
        }))
        .sort((a, b) => a.position - b.position)
        .map((r) => r.raw),
    );
  return rows;
}

test('a mixed paste: live summary, invalid lines blocked with nothing sent, then the valid ones in input order with exact balances', async ({
  page,
}) => {
  const lines = [
    S('wallet-v4r2').raw.toLowerCase(), // 1: raw, lower case
    S('wallet-v3r2').raw, // 2: raw, upper case
    S('jetton-wallet-1').friendly, // 3: EQ…
    `${S('wallet-v5r1').friendly}, ${S('huge-balance').friendly}`, // 4: UQ…, two on a line
    standardBase64(S('frozen').friendly), // 5: standard Base64
    S('one-nanoton').friendlyTestnet, // 6: testnet form (named: the local index server is mainnet)
    `https://tonviewer.com/${S('nft-item').friendly}`, // 7: explorer link
    `ton://transfer/${S('extra-currencies').friendly}?amount=1`, // 8: wallet link
    S('wallet-v4r2').friendly, // 9: duplicate of line 1
    mistyped(S('wallet-v5r1').friendly), // 10: invalid (checksum)
    '0:abc   hello', // 11: an invalid entry (a raw address cut short) and a word, skipped
    S('nonexist').raw, // 12
    `${NOT_INDEXED[0]} ${NOT_INDEXED[1]}`, // 13: unknown to the indexer
    S('jetton-wallet-1').raw.toLowerCase(), // 14: duplicate of line 3
    S('masterchain-wallet').friendly, // 15: masterchain
  ];
  const expectedOrder = [
    S('wallet-v4r2').raw,
    S('wallet-v3r2').raw,
    S('jetton-wallet-1').raw,
    S('wallet-v5r1').raw,
    S('huge-balance').raw,
    S('frozen').raw,
    S('one-nanoton').raw,
    S('nft-item').raw,
    S('extra-currencies').raw,
    S('nonexist').raw,
    NOT_INDEXED[0]!,
    NOT_INDEXED[1]!,
    S('masterchain-wallet').raw,
  ];

  await openWebApp(page, server.url);
  await showScreen(page, 'Accounts');
  const screen = accountsScreen(page);
  await enterAddresses(page, lines.join('\n'), { valid: 13, duplicates: 2, invalid: 2 });
  await expect(screen.getByTestId('address-summary')).toHaveText(
    '13 valid addresses, 2 duplicates, 2 invalid, 1 word skipped, 1 testnet form on a mainnet profile',
  );

  const invalid = screen.getByTestId('invalid-entries').locator('li');
  await expect(invalid).toHaveCount(2);
  const described = await invalid.evaluateAll((els) =>
    els.map((el) => [
      el.getAttribute('data-line'),
      el.getAttribute('data-column'),
      el.getAttribute('data-reason'),
    ]),
  );
  expect(described).toEqual([
    ['10', '1', 'bad-checksum'],
    ['11', '1', 'wrong-length'],
  ]);
  await expect(invalid.nth(0)).toContainText('line 10, column 1');
  await expect(invalid.nth(0)).toContainText('checksum');
  await expect(invalid.nth(1)).toContainText(
    "line 11, column 1: “0:abc” — 64 hex digits expected after '0:', got 3",
  );
  // The word is not lost: it is listed as skipped, with its place.
  const skipped = screen.getByTestId('skipped-words');
  await skipped.locator('summary').click();
  await expect(skipped.locator('li')).toHaveText(['line 11, column 9: “hello”']);
  // The testnet form is named, not passed off as an ordinary entry.
  await expect(screen.getByTestId('other-network-entries').locator('li')).toHaveText([
    new RegExp(
      `^line 6, column 1: .* — a testnet form \\(0Q…\\) on a mainnet profile: it is looked up on mainnet, as UQ`,
    ),
  ]);
  const duplicates = screen.getByTestId('duplicate-entries');
  await duplicates.locator('summary').click();
  await expect(duplicates.locator('li')).toHaveCount(2);
  await expect(duplicates.locator('li').nth(0)).toContainText('the same account as line 1, column 1');
  await expect(duplicates.locator('li').nth(1)).toContainText('the same account as line 3, column 1');

  // Look up (button, then Ctrl+Enter) is refused while invalid entries remain: nothing is sent.
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
  const block = screen.getByTestId('invalid-block');
  await expect(block).toContainText('Fix or remove the 2 invalid entries first. Nothing was sent.');
  await screen.getByLabel('Addresses', { exact: true }).press('Control+Enter');
  await expect(block).toBeVisible();
  await expect(screen.getByTestId('lookup-running')).toHaveCount(0);
  await expect(screen.getByTestId('results')).toHaveCount(0);
  expect(accountStatesRequests(server.requests)).toEqual([]);

  await block.getByRole('button', { name: 'Look up the 13 valid ones only' }).click();
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', '13');
  // The rows show (pending) before the request reaches the server: wait until every row is answered.
  // The results section renders as a deferred value, so its rows may not be in the page yet: wait for
  // them first, or no row is pending because there is none.
  await expect(screen.getByTestId('result-row')).toHaveCount(13);
  await expect(screen.locator('[data-testid="result-row"][data-status="pending"]')).toHaveCount(0);

  // Exactly one request, carrying exactly the 13 valid accounts (raw form): no invalid entry left the page.
  const sent = accountStatesRequests(server.requests);
  expect(sent).toHaveLength(1);
  expect(askedAccounts(sent[0]!).sort()).toEqual([...expectedOrder].sort());
  expect(sent[0]!.query.include_boc).toEqual(['true']);

  expect(await visibleRaws(page)).toEqual(expectedOrder);
  await expect(screen.getByTestId('results-summary')).toContainText('13 requested');

  // Statuses, address-book forms (mainnet, whatever form was typed) and the input as typed.
  const labels: SampleLabel[] = [
    'wallet-v4r2',
    'wallet-v3r2',
    'jetton-wallet-1',
    'wallet-v5r1',
    'huge-balance',
    'frozen',
    'one-nanoton',
    'nft-item',
    'extra-currencies',
    'nonexist',
    'masterchain-wallet',
  ];
  for (const label of labels) {
    const row = resultRow(page, S(label).raw);
    await expect(row, label).toHaveAttribute('data-status', S(label).status);
    // The form pasted (one rule): raw where raw was pasted, else the friendly form it stands for.
    const pastedRaw = label === 'wallet-v4r2' || label === 'wallet-v3r2' || label === 'nonexist';
    await expect(cell(row, 'address'), label).toHaveText(pastedRaw ? S(label).raw : S(label).friendly);
  }
  // Input and Extra currencies are not among the default columns.
  await showColumns(page, ['input', 'extra']);
  await expect(cell(resultRow(page, S('nft-item').raw), 'input').locator('[title]')).toHaveAttribute(
    'title',
    `https://tonviewer.com/${S('nft-item').friendly} (line 7, column 1)`,
  );
  await expect(cell(resultRow(page, S('wallet-v4r2').raw), 'input')).toContainText('×2');
  await expect(cell(resultRow(page, S('wallet-v4r2').raw), 'domain')).toHaveText(SAMPLE_DOMAIN);

  // Balances exact to the nanoton.
  await expect(cell(resultRow(page, S('huge-balance').raw), 'balance')).toHaveText(
    '5,000,000,000.123456789 TON',
  );
  await expect(cell(resultRow(page, S('one-nanoton').raw), 'balance')).toHaveText('0.000000001 TON');
  await expect(cell(resultRow(page, S('extra-currencies').raw), 'extra')).toContainText('#239');
  // The token cell shows the symbol and the jetton balance; the whole name and type are in its title.
  await expect(cell(resultRow(page, S('jetton-wallet-1').raw), 'token')).toContainText('USD₮');
  await expect(
    cell(resultRow(page, S('jetton-wallet-1').raw), 'token')
      .locator('[title]')
      .first(),
  ).toHaveAttribute('title', /^Tether USD \(sample\) \(USD₮\) · jetton wallet/);

  // nonexist is not a 0 balance; addresses the indexer does not know are rows, marked "not found".
  const nonexist = cell(resultRow(page, S('nonexist').raw), 'balance');
  await expect(nonexist).toHaveText('no account');
  await expect(nonexist).not.toContainText('TON');
  for (const raw of NOT_INDEXED.slice(0, 2)) {
    const row = resultRow(page, raw);
    await expect(row).toHaveAttribute('data-status', 'not found');
    await expect(cell(row, 'status')).toHaveText('not found');
    await expect(cell(row, 'balance')).toHaveText('—');
  }
});

test('the detail dialog: every address form with the one shown everywhere marked, exact balance, jetton metadata, copy buttons', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await lookUp(
    page,
    [S('jetton-wallet-1').friendly, S('wallet-v4r2').friendly, S('huge-balance').friendly].join('\n'),
    3,
  );
  const dialog = page.getByTestId('account-detail');

  // A jetton wallet: a contract, so the bounceable form is recommended.
  await resultRow(page, S('jetton-wallet-1').raw).click();
  await expect(dialog).toBeVisible();
  const forms = dialog.getByTestId('address-forms');
  await expect(forms.locator('tr[data-form]')).toHaveCount(5);
  await expect(forms.locator('tr[data-form="raw"]')).toContainText(S('jetton-wallet-1').raw);
  await expect(forms.locator('tr[data-form="testnetBounceable"]')).toContainText(
    S('jetton-wallet-1').friendlyTestnet,
  );
  await expect(forms.locator('tr[data-recommended]')).toHaveCount(1);
  await expect(forms.locator('tr[data-recommended]')).toHaveAttribute('data-form', 'bounceable');
  await expect(forms.locator('tr[data-recommended]')).toContainText(S('jetton-wallet-1').friendly);
  // Marked as the form every screen shows this account in.
  await expect(forms.locator('tr[data-recommended]')).toContainText('shown');
  await expect(dialog.getByRole('button', { name: 'Copy raw address' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy bounceable (mainnet) address' })).toBeVisible();
  // The jetton's name and symbol come from its master's metadata entry.
  const metadata = dialog.getByTestId('metadata-entry');
  await expect(metadata.filter({ hasText: 'Tether USD (sample)' }).first()).toBeVisible();
  await expect(metadata.filter({ hasText: 'USD₮' }).first()).toBeVisible();
  await expect(dialog.getByTestId('token-info').first()).toContainText('jetton wallet');
  await expect(dialog.getByTestId('address-book-entry')).toContainText(S('jetton-wallet-1').friendly);
  await expect(dialog.getByTestId('record-fields').locator('tr[data-field="status"]')).toContainText(
    'active',
  );
  await expect(dialog.getByTestId('status-description')).not.toBeEmpty();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // A wallet: the non-bounceable form is recommended; its domain is shown in full.
  await resultRow(page, S('wallet-v4r2').raw).click();
  await expect(dialog.getByTestId('address-forms').locator('tr[data-recommended]')).toHaveAttribute(
    'data-form',
    'nonBounceable',
  );
  await expect(dialog.getByTestId('address-forms').locator('tr[data-recommended]')).toContainText(
    S('wallet-v4r2').friendly,
  );
  await expect(dialog.getByTestId('address-book-entry').locator('[data-field="domain"]')).toHaveText(
    SAMPLE_DOMAIN,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The balance, exact (grouped as the locale does; Copy gives it plain), with the nanotons.
  await resultRow(page, S('huge-balance').raw).click();
  await expect(dialog.getByTestId('detail-balance')).toContainText('5,000,000,000.123456789 TON');
  await expect(dialog.getByTestId('detail-balance')).toContainText(`(${HUGE_BALANCE} nanotons)`);
  await expect(dialog.getByRole('button', { name: 'Copy balance in TON' })).toBeVisible();
});

test('a double-click on a row opens its page once: the second click does not act on what lies under it there, and a double-click begun on the page still selects a word', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await lookUp(page, [S('wallet-v4r2').friendly, S('jetton-wallet-1').friendly].join('\n'), 2);
  const dialog = page.getByTestId('account-detail');
  const row = (await resultRow(page, S('wallet-v4r2').raw).boundingBox())!;

  // The double-click's first click, on the row, opens the page…
  await page.mouse.click(row.x + 40, row.y + row.height / 2);
  await expect(dialog).toBeVisible();
  // …and its second lands on the page, here on Close (what lies under the pointer depends on the page).
  const close = dialog.getByRole('button', { name: 'Close', exact: true });
  const at = (await close.boundingBox())!;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('#detail-title')).toContainText(S('wallet-v4r2').friendly.slice(0, 8));

  // A double-click begun on the page is the user's own: it selects the word under it.
  await dialog.locator('#detail-title').dblclick();
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).not.toBe('');
  // And a click on Close closes.
  await close.click();
  await expect(dialog).toBeHidden();
});

test('"Include code and data" off sends include_boc=false and the detail says code and data were not requested; on shows their size', async ({
  page,
}) => {
  const wallet = S('wallet-v4r2');
  await openWebApp(page, server.url);
  await showScreen(page, 'Accounts');
  const screen = accountsScreen(page);
  const includeBoc = screen.getByRole('switch', { name: 'Include code and data' });
  await expect(includeBoc).toBeChecked();
  await includeBoc.uncheck();

  await lookUp(page, wallet.friendly, 1);
  // The row shows (pending) before its request reaches the server: poll the server's log.
  await expect
    .poll(() => accountStatesRequests(server.requests).map((r) => r.query.include_boc))
    .toEqual([['false']]);
  await expect(screen.getByTestId('results-summary')).toContainText('code and data not included');
  const dialog = page.getByTestId('account-detail');
  await resultRow(page, wallet.raw).click();
  for (const part of ['code', 'data']) {
    const section = dialog.getByTestId(`boc-${part}`);
    await expect(section).toContainText('Not requested (“Include code and data” was off).');
    await expect(section.locator('[data-field="bytes"]')).toHaveCount(0);
  }
  await page.keyboard.press('Escape');

  await includeBoc.check();
  server.clearRequests();
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(screen.getByTestId('results-summary')).not.toContainText('code and data not included');
  // Polled: the summary changes as the lookup starts, before its request may have reached the server.
  await expect
    .poll(() => accountStatesRequests(server.requests).map((r) => r.query.include_boc))
    .toEqual([['true']]);
  await resultRow(page, wallet.raw).click();
  for (const part of ['code', 'data']) {
    const section = dialog.getByTestId(`boc-${part}`);
    await expect(section.locator('[data-field="bytes"]')).toHaveText(/^[1-9][\d,]* bytes$/);
    await expect(section.locator('[data-field="cells"]')).toHaveText(/^[1-9]\d*$/);
    await expect(section).toContainText('matches the indexer’s hash');
  }
});

test('Ctrl+Enter in the Addresses box runs the lookup', async ({ page }) => {
  await openWebApp(page, server.url);
  await showScreen(page, 'Accounts');
  const screen = accountsScreen(page);
  await enterAddresses(page, `${S('wallet-v5r1').friendly}\n${S('frozen').raw}`, { valid: 2 });
  await screen.getByLabel('Addresses', { exact: true }).press('Control+Enter');
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', '2');
  expect(await visibleRaws(page)).toEqual([S('wallet-v5r1').raw, S('frozen').raw]);
  await expect.poll(() => accountStatesRequests(server.requests).length).toBe(1);
});

test('Cancel during a lookup the server never answers says it was cancelled and keeps the earlier results', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await lookUp(page, S('wallet-v3r2').friendly, 1);
  const screen = accountsScreen(page);

  server.setFaults({ mode: 'hang', endpoints: ['accountStates'] });
  await enterAddresses(page, `${S('wallet-v5r1').friendly}\n${S('uninit').friendly}`, { valid: 2 });
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(screen.getByTestId('lookup-running')).toHaveText('Looking up 2 accounts…');
  await expect.poll(() => accountStatesRequests(server.requests).length).toBe(2);

  await screen.getByTestId('cancel-button').click();
  const banner = screen.getByTestId('error-banner');
  await expect(banner).toHaveAttribute('data-error-kind', 'aborted');
  await expect(banner).toContainText('Lookup cancelled');
  await expect(banner).toContainText('was cancelled');
  await expect(screen.getByTestId('lookup-running')).toHaveCount(0);
  // The previous results are still on screen.
  await expect(screen.getByTestId('results-table')).toHaveAttribute('data-total-rows', '1');
  await expect(resultRow(page, S('wallet-v3r2').raw)).toBeVisible();
});

test('sorting by balance and filtering by status or text change the visible rows', async ({ page }) => {
  const labels: SampleLabel[] = [
    'wallet-v4r2',
    'huge-balance',
    'one-nanoton',
    'frozen',
    'jetton-master',
    'uninit',
  ];
  const raws = [...labels.map((l) => S(l).raw), NOT_INDEXED[2]!];
  // The balances as the server serves them, read over HTTP like any client.
  const response = await fetch(
    `${server.url}/api/v3/accountStates?${raws.map((r) => `address=${encodeURIComponent(r)}`).join('&')}&include_boc=false`,
  );
  const served = (await response.json()) as { accounts: { address: string; balance: string }[] };
  const balanceOf = new Map(served.accounts.map((a) => [a.address, BigInt(a.balance)]));
  const withBalance = raws.filter((r) => balanceOf.has(r));
  const ascending = [...withBalance].sort((a, b) =>
    balanceOf.get(a)! < balanceOf.get(b)! ? -1 : balanceOf.get(a)! > balanceOf.get(b)! ? 1 : 0,
  );
  const notFound = raws.filter((r) => !balanceOf.has(r));
  expect(notFound).toEqual([NOT_INDEXED[2]]);

  await openWebApp(page, server.url);
  await lookUp(page, raws.join('\n'), raws.length);
  const screen = accountsScreen(page);
  expect(await visibleRaws(page)).toEqual(raws);

  // The first click puts the largest balance first (the not-found row, no balance, last); the second
  // turns it round.
  await screen.getByTestId('sort-balance').click();
  await expect(screen.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(await visibleRaws(page)).toEqual([...ascending].reverse().concat(notFound));
  expect((await visibleRaws(page))[0]).toBe(S('huge-balance').raw);
  await screen.getByTestId('sort-balance').click();
  await expect(screen.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(await visibleRaws(page)).toEqual([...notFound, ...ascending]);

  const filter = screen.getByTestId('status-filter');
  await filter.selectOption('not found');
  await expect(screen.getByTestId('shown-count')).toHaveText(`Showing 1 of ${raws.length}`);
  expect(await visibleRaws(page)).toEqual(notFound);
  await filter.selectOption('uninit');
  const uninit = labels.filter((l) => S(l).status === 'uninit').map((l) => S(l).raw);
  await expect(screen.getByTestId('shown-count')).toHaveText(`Showing ${uninit.length} of ${raws.length}`);
  expect((await visibleRaws(page)).sort()).toEqual([...uninit].sort());

  await filter.selectOption('all');
  await screen.getByTestId('text-filter').fill(SAMPLE_DOMAIN);
  await expect(screen.getByTestId('shown-count')).toHaveText(`Showing 1 of ${raws.length}`);
  expect(await visibleRaws(page)).toEqual([S('wallet-v4r2').raw]);
});

test('a CSV export fills the box with its address column only; a picture is refused with a reason', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await showScreen(page, 'Accounts');
  const screen = accountsScreen(page);
  const fileInput = screen.getByLabel('Choose a .txt or .csv file to fill the list');
  const csv = [
    'wallet,label,amount',
    `${S('wallet-v4r2').friendly},Alice,10`,
    `${S('huge-balance').raw.toLowerCase()},"Bob, Jr.",2.5`,
    'EQbad,Carol,0',
  ].join('\n');
  await fileInput.setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(screen.getByLabel('Addresses')).toHaveValue(
    [S('wallet-v4r2').friendly, S('huge-balance').raw.toLowerCase(), 'EQbad'].join('\n'),
  );
  await expect(screen.getByTestId('file-note')).toHaveText(
    'export.csv: Took column 1 ("wallet") of 3 from 3 rows; skipped the header row. Kept columns 2 ("label"), 3 ("amount") for the export.',
  );
  // Labels and amounts are not counted as invalid addresses; the mistyped one is.
  await expect(screen.getByTestId('address-summary')).toHaveAttribute('data-valid', '2');
  await expect(screen.getByTestId('address-summary')).toHaveAttribute('data-invalid', '1');

  await fileInput.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  await expect(screen.getByTestId('file-error')).toContainText('“logo.png” is not a .txt or .csv file');
  // What was already in the box is kept.
  await expect(screen.getByLabel('Addresses')).toHaveValue(new RegExp(`^${S('wallet-v4r2').friendly}`));
});
