/**
 * The web build (real Chromium) against an indexer whose text deceives or is huge (the local index
 * server's `hostile-text` mode): a domain and a token name that mix Latin and Cyrillic, a right-to-left
 * override left open, zero-width characters, and 1 MB domains and descriptions. The detail isolates the
 * text (the override cannot turn the app's own text around), marks it with a warning a person
 * understands, shows long text cut with "Show whole" and "Copy whole", and copies it whole.
 * Each failed on the code before ServerText (raw text, no warning, no way to copy a 1 MB field).
 * A profile name the user types with a NUL or a direction control is refused, the character named.
 */
import { expect, test, type Locator } from '@playwright/test';
import { sampleAccount, type RunningIndexServer } from '../local-index-server';
import { HOSTILE_DOMAIN } from '../local-index-server/hostile-answers';
import {
  LOOKUP_GIVE_UP_MS,
  cell,
  lookUp,
  openWebApp,
  resultRow,
  settingsScreen,
  showScreen,
  useIndexServer,
} from './support/web-app';

const MASTER = sampleAccount('jetton-master');

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

/** The detail's field `name` (`data-field` of its `<dd>`). */
const field = (detail: Locator, name: string) =>
  detail.getByTestId('address-book-entry').locator(`[data-field="${name}"]`);

test('a look-alike domain with a right-to-left override: isolated, markers shown, warned, the app text keeps its order', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  server.setFaults({ mode: 'hostile-text' });
  await lookUp(page, MASTER.raw, 1);
  await resultRow(page, MASTER.raw).click();
  const detail = page.getByTestId('account-detail');
  const domain = field(detail, 'domain');
  const warning = domain.getByTestId('text-warning');
  await expect(warning).toHaveAccessibleName(
    'Warning: Mixes Latin and Cyrillic letters — may imitate another name; contains a right-to-left override (it can show text in reverse); contains 1 hidden character.',
  );
  // The concealing characters are shown, not obeyed: the text reads in stored order, with markers.
  const value = domain.getByTestId('server-text-value');
  await expect(value).toHaveText('t\u0435therU+200B.tonRLOgnp.ton');
  // Isolated: the value is a <bdi>, and the field label is where it always is (left of the value).
  expect(await value.evaluate((element) => element.tagName)).toBe('BDI');
  const valueBox = await value.boundingBox();
  const labelBox = await detail
    .getByTestId('address-book-entry')
    .locator('dt', { hasText: 'Domain' })
    .boundingBox();
  expect(labelBox!.x).toBeLessThan(valueBox!.x);
  // The token name mixes scripts too: warned in the metadata section.
  await expect(
    detail.getByTestId('token-info').locator('[data-field="name"]').getByTestId('text-warning'),
  ).toHaveAccessibleName(/Mixes Latin and Cyrillic letters/);
});

test('a 1 MB domain and description: the detail opens with them cut, shows them whole in parts, and copies them whole', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openWebApp(page, server.url);
  server.setFaults({ mode: 'hostile-text', sizeMb: 1 });
  await lookUp(page, MASTER.raw, 1);
  await resultRow(page, MASTER.raw).click();
  const detail = page.getByTestId('account-detail');
  await expect(detail).toBeVisible({ timeout: LOOKUP_GIVE_UP_MS });
  const domain = field(detail, 'domain').getByTestId('server-text');
  await expect(domain).toHaveAttribute('data-cut', 'true');
  await expect(domain).toHaveAttribute('data-length', String(1024 * 1024));
  await expect(domain).toContainText(`… ${(1024 * 1024 - 200).toLocaleString('en-US')} more characters`);
  // The app's own text right after the override ("… N more characters", "Show whole") keeps its order
  // and its place: drawn left to right (the glyph boxes of "more" advance), to the right of the value.
  const value = domain.getByTestId('server-text-value');
  const more = domain.getByText(/more characters/);
  const [valueBox, moreBox] = [await value.boundingBox(), await more.boundingBox()];
  expect(moreBox!.y > valueBox!.y + 1 || moreBox!.x >= valueBox!.x + valueBox!.width - 1).toBe(true);
  const leftToRight = await more.evaluate((span) => {
    const text = [...span.childNodes].find((node) => node.textContent!.includes('more'))!;
    const at = text.textContent!.indexOf('more');
    const range = document.createRange();
    const xs = [0, 1, 2, 3].map((i) => {
      range.setStart(text, at + i);
      range.setEnd(text, at + i + 1);
      return range.getBoundingClientRect().x;
    });
    return xs.every((x, i) => i === 0 || x > xs[i - 1]!);
  });
  expect(leftToRight, '"more" is drawn left to right').toBe(true);
  const description = detail
    .getByTestId('token-info')
    .locator('[data-field="description"]')
    .getByTestId('server-text');
  await expect(description).toHaveAttribute('data-cut', 'true');

  // Show whole: paged, 50,000 characters a part.
  await domain.getByRole('button', { name: 'Show whole' }).click();
  const whole = page.getByTestId('whole-text-dialog');
  await expect(whole).toContainText('1,048,576 characters · part 1 of 21');
  await expect(whole.getByTestId('whole-text')).toHaveValue(
    new RegExp(`^${HOSTILE_DOMAIN.replace(/\./g, '\\.')}x+$`),
  );
  await whole.getByRole('button', { name: 'Next part' }).click();
  await expect(whole).toContainText('part 2 of 21');

  // Copy whole gives the whole string, not the part shown.
  await whole.getByRole('button', { name: 'Copy the whole domain' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBe(1024 * 1024);
  expect(copied.startsWith(HOSTILE_DOMAIN)).toBe(true);
  await whole.getByRole('button', { name: 'Close' }).click();
  await expect(whole).toHaveCount(0);
  await expect(detail).toBeVisible();
});

test('the address book: look-alike names warned, a 1 MB domain cut in its cell', async ({ page }) => {
  await openWebApp(page, server.url);
  server.setFaults({ mode: 'hostile-text', sizeMb: 1 });
  await lookUp(page, MASTER.raw, 1);
  await showScreen(page, 'Address book');
  const table = page.getByTestId('address-book').getByTestId('address-book-table');
  const row = table.locator(`tr[data-raw="${MASTER.raw}"]`);
  const texts = row.getByTestId('server-text');
  // Domain (1 MB, cut to 80 characters), interfaces, name: each bounded, the look-alikes warned.
  await expect(texts.first()).toHaveAttribute('data-cut', 'true');
  await expect(texts.first()).toHaveAttribute('data-length', String(1024 * 1024));
  expect((await texts.first().getByTestId('server-text-value').innerText()).length).toBeLessThan(120);
  await expect(row.getByTestId('text-warning').first()).toHaveAccessibleName(
    /Mixes Latin and Cyrillic letters/,
  );
  // One line, as every row: the domain is cut at its cell's edge, whole in the DOM (as shown, to 80
  // characters) and in the cell's title, its override and hidden character written as markers there.
  expect((await row.boundingBox())!.height).toBeCloseTo(30, 0);
  const domain = row.locator('td').nth(2);
  expect(await domain.evaluate((cell) => cell.scrollWidth > cell.clientWidth)).toBe(true);
  await expect(domain).toHaveAttribute('title', /^t\u0435ther\[U\+200B\]\.ton\[RLO\]gnp\.tonx+…$/);
});

test('a 10 MB status and interface: cut where the answer is decoded, shown with a note saying how much', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openWebApp(page, server.url);
  server.setFaults({ mode: 'long-strings', sizeMb: 10 });
  await lookUp(page, MASTER.raw, 1);
  const row = resultRow(page, MASTER.raw);
  const note = /^activex+\[cut by the explorer: 10,485,\d{3} more characters\]$/;
  await expect(cell(row, 'status')).toHaveText(note);
  await row.click();
  const detail = page.getByTestId('account-detail');
  await expect(detail).toBeVisible({ timeout: LOOKUP_GIVE_UP_MS });
  await expect(detail.locator('[data-status]').first()).toHaveText(note);
  const interfaces = field(detail, 'interfaces').getByTestId('server-text');
  await expect(interfaces).toHaveText(/^wallet_v4r2x+\[cut by the explorer: 10,485,\d{3} more characters\]$/);
  expect(Number(await interfaces.getAttribute('data-length'))).toBeLessThanOrEqual(128);
});

test('a profile name with a NUL, a direction control or a braille blank is refused with the character named, and not saved', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await showScreen(page, 'Settings');
  const settings = settingsScreen(page);
  const add = settings.getByTestId('add-profile');
  for (const [name, code] of [
    ['Office\u0000node', 'U+0000'],
    ['Office\u2067node', 'U+2067'],
    ['Office\u202Eedon', 'U+202E'],
    ['Office\u2800', 'U+2800'],
  ] as const) {
    await add.getByLabel('Profile name').fill(name);
    await add.getByLabel('Indexer base URL').fill(server.url);
    await add.getByRole('button', { name: 'Add profile' }).click();
    await expect(add.getByTestId('profile-name-error')).toContainText(
      `A profile name is one line of visible text: ${code} (`,
    );
  }
  await expect(settings.locator('[data-testid^="profile-office"]')).toHaveCount(0);
});
