/**
 * Private labels and favourites in the web build (issue 11, item 4): a label set from a results row
 * shows in the table, the detail title, the address book and the Favourites screen, marked as the
 * user's own; it survives a reload (the log's IndexedDB, in its worker); the filter finds rows by
 * label; a favourite starts a lookup in one click; a label with a direction override is refused with
 * the reason.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sampleAccount, type RunningIndexServer } from '../local-index-server';
import {
  accountsScreen,
  cell,
  lookUp,
  openWebApp,
  resultRow,
  setRowLabel,
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
  const labelCell = await setRowLabel(page, v4.raw, 'Customer #4411');
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

test('a label with a hidden direction change, a soft hyphen, tag characters, a grapheme joiner, a stray variation selector, a braille blank or stacked marks is refused with the reason, and nothing is kept', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await lookUp(page, v4.friendly, 1);
  await resultRow(page, v4.raw).click();
  const dialog = page.getByTestId('account-detail');
  await dialog.getByTestId('detail-label-edit').click();
  for (const [text, code] of [
    ['evil\u202Etxt.exe', 'U+202E'],
    ['Ali\u00ADce', 'U+00AD'],
    ['Alice\u{E0041}\u{E0042}', 'U+E0041'],
    // Issue 36: a grapheme joiner, variation selectors that change nothing, a blank that looks
    // empty, and 50 marks piled on one letter.
    ['Ali\u034Fce', 'U+034F'],
    ['Alice\uFE0F', 'U+FE0F'],
    ['Alice\u{E0100}', 'U+E0100'],
    ['\u2800', 'U+2800'],
    [`Z${'\u0336'.repeat(50)}algo`, 'U+0336'],
  ] as const) {
    await dialog.getByTestId('label-input').fill(text);
    await dialog.getByTestId('label-save').click();
    await expect(dialog.getByTestId('label-error')).toContainText(`one line of visible text: ${code}`);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByTestId('mine-label')).toHaveCount(0);
});

/** The Favourites screen, shown. */
async function favouritesScreen(page: Page) {
  await page.getByRole('tab', { name: 'Favourites' }).click();
  return page.getByTestId('favourites');
}

/** Chooses `bytes` as the labels file named `name` and waits for what the import said. */
async function importLabelsFile(screen: Locator, name: string, bytes: Buffer | Uint8Array) {
  await screen.getByTestId('labels-file').setInputFiles({
    name,
    mimeType: name.endsWith('.csv') ? 'text/csv' : 'text/plain',
    buffer: Buffer.from(bytes),
  });
}

/** The labels file the app exports (a download in the web build), as bytes. */
async function exportedLabels(page: Page, screen: Locator): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await screen.getByTestId('labels-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ton-labels.csv');
  return readFile((await file.path())!);
}

const master = sampleAccount('masterchain-wallet');

/** Each label on the Favourites screen, by raw address, as shown. */
async function labelTexts(screen: Locator): Promise<Record<string, string>> {
  const rows = screen.getByTestId('label-row');
  const out: Record<string, string> = {};
  for (const row of await rows.all())
    out[(await row.getAttribute('data-raw'))!] = await row.locator('.mine-text').innerText();
  return out;
}
/** Labels a spreadsheet or a CSV reader could trip on, and a masterchain address (`-1:…`). */
const SEED_CSV = [
  'address,label,favourite,label_updated_at,favourite_added_at',
  `${v4.raw},"'=HYPERLINK(""http://evil.example/"",""claim"")",true,2026-11-20T10:00:00.000Z,2026-11-21T10:00:00.000Z`,
  `${v3.raw},"=""-2+3""",false,2026-11-20T11:00:00.000Z,`,
  `"=""${master.raw}""","""Bob"", Jr.; Пётр 🧊",true,2026-11-20T12:00:00.000Z,2026-11-22T10:00:00.000Z`,
].join('\r\n');

test("the app's own ton-labels.csv imports from the UI as .csv, and exports again to the same bytes", async ({
  page,
  browser,
}) => {
  await openWebApp(page, server.url);
  const screen = await favouritesScreen(page);
  await importLabelsFile(screen, 'seed.csv', Buffer.from(SEED_CSV));
  await expect(screen.getByTestId('labels-status')).toHaveText(
    'Imported 3 labels and 2 favourites from seed.csv.',
  );
  // Our own file: the spreadsheet guard undone exactly (a quote, a text formula), nothing else.
  expect(await labelTexts(screen)).toEqual({
    [v4.raw]: '=HYPERLINK("http://evil.example/","claim")',
    [v3.raw]: '-2+3',
    [master.raw]: '"Bob", Jr.; Пётр 🧊',
  });
  const exported = await exportedLabels(page, screen);

  // Into an empty store (a fresh browser profile): the same labels, and the same file once more.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await openWebApp(other, server.url);
    const otherScreen = await favouritesScreen(other);
    await importLabelsFile(otherScreen, 'ton-labels.csv', exported);
    await expect(otherScreen.getByTestId('labels-status')).toHaveText(
      'Imported 3 labels and 2 favourites from ton-labels.csv.',
    );
    await expect(otherScreen.getByTestId('label-row')).toHaveCount(3);
    await expect(otherScreen.getByTestId('favourite')).toHaveCount(2);
    expect((await exportedLabels(other, otherScreen)).equals(exported)).toBe(true);
  } finally {
    await fresh.close();
  }
});

test('a Latin-1 file and an impossible date are refused with their line (the valid rows on request); a UTF-16 file with semicolons imports as written', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  const screen = await favouritesScreen(page);

  // A Latin-1 file: refused with the line and the byte, nothing stored with "�".
  await importLabelsFile(screen, 'latin1.csv', Buffer.from(`address,label\r\n${v3.raw},Zoë\r\n`, 'latin1'));
  const banner = screen.getByTestId('error-banner');
  await expect(banner).toContainText(
    '“latin1.csv”: This file is not UTF-8 text: line 2 has the byte 0xEB, which UTF-8 does not allow there',
  );
  await expect(screen.getByTestId('label-row')).toHaveCount(0);

  // An impossible time: nothing imported, the line named; then the valid rows on request.
  const dated = [
    'address,label,favourite,label_updated_at',
    `${v3.raw},Valid,false,2026-11-23T09:00:00.000Z`,
    `${master.raw},Bad time,false,2026-13-45T25:61:61Z`,
  ].join('\r\n');
  await importLabelsFile(screen, 'dated.csv', Buffer.from(dated));
  await expect(banner).toContainText('Nothing was imported: 1 row is not valid');
  await expect(banner).toContainText(
    'line 3: label_updated_at is “2026-13-45T25:61:61Z”, which is not a date and time',
  );
  await expect(screen.getByTestId('label-row')).toHaveCount(0);
  await screen.getByTestId('labels-import-valid').click();
  await expect(screen.getByTestId('labels-status')).toHaveText(
    'Imported 1 label and 0 favourites from dated.csv; 1 row skipped.',
  );
  await expect(screen.getByTestId('label-row')).toHaveCount(1);
  await expect(screen.getByTestId('label-row').filter({ hasText: master.raw })).toHaveCount(0);

  // Excel's "Unicode text" is UTF-16 with a byte-order mark; a third-party label keeps its quote.
  const utf16 = `Address;Label\r\n${v4.friendly};'Zoë – ledger\r\n`;
  await importLabelsFile(
    screen,
    'from-excel.txt',
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(utf16, 'utf16le')]),
  );
  await expect(screen.getByTestId('labels-status')).toHaveText(
    'Imported 1 label and 0 favourites from from-excel.txt (read as UTF-16LE).',
  );
  await expect(screen.getByTestId('label-row')).toHaveCount(2);
  expect(await labelTexts(screen)).toEqual({ [v3.raw]: 'Valid', [v4.raw]: "'Zoë – ledger" });
});
