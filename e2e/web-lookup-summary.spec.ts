/**
 * The results summary in pictures (web build, real Chromium, the local index server's sample accounts):
 * each chart's figures — its table and its description — are those of the rows it summarises (the
 * table's own status and kind counts, and the rows exported as JSON, read here independently); axe finds
 * nothing serious in light or dark with every chart and table open; a chart saved as SVG is a valid SVG
 * document in the theme's colours and one saved as PNG is a real PNG; the charts load only with the
 * results (never on the first screen) and are drawn once the lookup has finished.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { notIndexedAddresses, sampleAccounts, type RunningIndexServer } from '../local-index-server';
import { scaleAmount } from '../shared/format/amounts';
import { blockingViolations, formatViolations, runAxe } from './support/axe';
import { pngStats } from './support/png-colours';
import {
  accountsScreen,
  chooseExport,
  enterAddresses,
  lookUp,
  openWebApp,
  showScreen,
  useIndexServer,
} from './support/web-app';

// The page's CSP forbids inline scripts; axe is injected as one.
test.use({ bypassCSP: true });

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

/** Every sample account and two addresses the index does not know. */
const LIST = [...sampleAccounts().map((s) => s.raw), ...notIndexedAddresses().slice(0, 2)].join('\n');
const ROWS = sampleAccounts().length + 2;

/** Text of a grouped figure without its grouping: `5,000,000,000.1` → `5000000000.1`. */
const plain = (text: string) => text.replace(/,/g, '').trim();

/** Opens the summary's fold and waits until its charts are drawn. */
async function openSummary(page: Page): Promise<Locator> {
  const fold = accountsScreen(page).getByTestId('lookup-summary');
  if ((await fold.getAttribute('open')) === null) await fold.locator('> summary').click();
  const panel = fold.getByTestId('summary-panel');
  await expect(panel).toHaveAttribute('data-state', 'ready');
  return panel;
}

/** A chart's table, opened: each row's key → its cells' text. */
async function figureTable(panel: Locator, id: string): Promise<Map<string, string[]>> {
  const fold = panel.getByTestId(`summary-${id}-table`);
  if ((await fold.getAttribute('open')) === null) await fold.locator('> summary').click();
  // The table is made when its fold opens: every row at once.
  await expect(fold.locator('table')).toBeVisible();
  const rows = await fold
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [
        tr.getAttribute('data-key')!,
        [...tr.children].map((cell) => (cell as HTMLElement).innerText),
      ]),
    );
  return new Map(rows as [string, string[]][]);
}

/** A select's options: value → the count its text ends with (`active (39)`), and its label. */
async function optionCounts(select: Locator): Promise<Map<string, { label: string; count: number }>> {
  const options = await select
    .locator('option')
    .evaluateAll((list) => list.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']));
  const counted = new Map<string, { label: string; count: number }>();
  for (const [value, text] of options) {
    // "All kinds" names no count.
    const match = /^(.*) \(([\d,]+)\)$/.exec(text!);
    if (match) counted.set(value!, { label: match[1]!, count: Number(plain(match[2]!)) });
  }
  return counted;
}

/** The JSON export of every row of the table: its records. */
async function exportedRecords(page: Page): Promise<Record<string, unknown>[]> {
  const download = page.waitForEvent('download');
  await chooseExport(accountsScreen(page), 'export-json');
  const text = await readFile((await (await download).path())!, 'utf8');
  return (JSON.parse(text) as { records: Record<string, unknown>[] }).records;
}

/** Decade (digits of the base units, 0 for zero) → [accounts, exact total in whole units]. */
function decades(units: readonly bigint[], decimals: number): Map<string, [number, string]> {
  const sums = new Map<string, [number, bigint]>();
  for (const value of units) {
    const key = String(value === 0n ? 0 : value.toString().length);
    const [n, sum] = sums.get(key) ?? [0, 0n];
    sums.set(key, [n + 1, sum + value]);
  }
  return new Map([...sums].map(([key, [n, sum]]) => [key, [n, scaleAmount(sum, decimals)]]));
}

/** The non-empty rows of a distribution table: decade → [accounts, total]. */
function drawnDecades(table: Map<string, string[]>): Map<string, [number, string]> {
  return new Map(
    [...table]
      .filter(([, cells]) => cells[1] !== '0')
      .map(([key, cells]) => [key, [Number(plain(cells[1]!)), plain(cells[2]!)]]),
  );
}

/** The ten largest of `amounts` (ties in input order): raw and exact amount. */
function largest(amounts: readonly { raw: string; units: bigint }[], decimals: number): string[][] {
  return [...amounts]
    .map((a, i) => ({ ...a, i }))
    .sort((a, b) => (a.units === b.units ? a.i - b.i : a.units > b.units ? -1 : 1))
    .slice(0, 10)
    .map((a) => [a.raw, scaleAmount(a.units, decimals)]);
}

/** A holders table as [raw, exact amount] rows. */
async function drawnHolders(panel: Locator, id: string): Promise<string[][]> {
  await figureTable(panel, id);
  return panel
    .getByTestId(`summary-${id}-table`)
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [
        tr.querySelector('button')!.getAttribute('data-raw')!,
        (tr.lastElementChild as HTMLElement).innerText.replace(/,/g, ''),
      ]),
    );
}

/** Opens the largest holder from its table's button: the account's page, with the same exact amount. */
async function openLargestHolder(page: Page, panel: Locator): Promise<void> {
  const top = panel.getByTestId('summary-holders-table').locator('tbody tr').first();
  const amount = await top.locator('td').last().innerText();
  await top.getByRole('button').click();
  const dialog = page.getByTestId('account-detail');
  await expect(dialog.getByTestId('detail-balance')).toContainText(`${amount} TON`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('each chart’s figures are those of the rows it summarises', async ({ page }) => {
  test.setTimeout(120_000);
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await openWebApp(page, server.url);
  const charts = () => chunks.filter((url) => /\/summary-panel-[\w-]+\.js$/.test(url));
  expect(charts(), 'charts on the first screen').toEqual([]);
  await lookUp(page, LIST, ROWS);
  // A lookup of fewer than 100 accounts keeps the summary folded, its charts not loaded.
  await expect(accountsScreen(page).getByTestId('lookup-summary')).not.toHaveAttribute('open');
  expect(charts()).toEqual([]);
  const panel = await openSummary(page);
  expect(charts()).toHaveLength(1);

  // By status: the table's own counts (the status filter's), every row once.
  const screen = accountsScreen(page);
  const statuses = await figureTable(panel, 'status');
  const statusFilter = await optionCounts(screen.getByTestId('status-filter'));
  for (const [status, [label, count]] of statuses) {
    expect(label).toBe(status);
    expect(Number(plain(count!)), status).toBe(statusFilter.get(status)!.count);
  }
  expect([...statuses.values()].reduce((n, c) => n + Number(c[1]), 0)).toBe(ROWS);
  // The chart's own description says the same figures.
  const statusDesc = await panel.getByTestId('summary-status').locator('svg desc').textContent();
  for (const [status, [, count]] of statuses) expect(statusDesc).toContain(`${status} ${count}`);

  // By kind: the Kind filter's names and counts, one name each (uninit and nonexist "not deployed", a
  // frozen account "frozen (no code)", an address the index lacks "not in the index").
  const kinds = await figureTable(panel, 'kind');
  const kindFilter = await optionCounts(screen.getByTestId('kind-filter'));
  const notDeployed = Number(kinds.get('not_deployed')?.[1] ?? 0);
  expect(notDeployed).toBe(statusFilter.get('uninit')!.count + statusFilter.get('nonexist')!.count);
  for (const [kind, [label, count]] of kinds) {
    if (kind === 'other-kinds') continue;
    expect(kindFilter.get(kind), kind).toEqual({ label, count: Number(plain(count!)) });
  }

  // Balances and holders: the exported rows' balances, read here with BigInt.
  const records = await exportedRecords(page);
  expect(records).toHaveLength(ROWS);
  const held = records
    .filter((r) => r.status !== 'nonexist' && typeof r.balance_nanoton === 'string')
    .map((r) => ({ raw: r.raw as string, units: BigInt(r.balance_nanoton as string) }));
  expect(drawnDecades(await figureTable(panel, 'balance'))).toEqual(
    decades(
      held.map((h) => h.units),
      9,
    ),
  );
  expect(await drawnHolders(panel, 'holders')).toEqual(largest(held, 9));
  await openLargestHolder(page, panel);
  await expect(panel.getByTestId('summary-balance')).toContainText(
    `${ROWS - held.length} accounts have no balance`,
  );

  // A token column: the chosen jetton's wallets among the exported rows.
  const master = await panel.getByTestId('summary-token-choice').inputValue();
  const wallets = records.filter((r) => r.jetton_master === master && r.jetton_balance !== null);
  const decimals = (wallets[0]!.token_decimals as number | null) ?? 9;
  const tokenUnits = wallets.map((r) => {
    const [whole, fraction = ''] = (r.jetton_balance as string).split('.');
    return { raw: r.raw as string, units: BigInt(`${whole}${fraction.padEnd(decimals, '0')}`) };
  });
  expect(drawnDecades(await figureTable(panel, 'token-balance'))).toEqual(
    decades(
      tokenUnits.map((t) => t.units),
      decimals,
    ),
  );
  expect(await drawnHolders(panel, 'token-holders')).toEqual(largest(tokenUnits, decimals));
});

test('a figure’s table is made when its fold opens, whole, and closed again it holds no row', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await lookUp(page, LIST, ROWS);
  const panel = await openSummary(page);
  const ids = ['status', 'kind', 'balance', 'holders', 'token-balance', 'token-holders'];
  // Drawn: every chart, and none of their tables' rows (the work of the frame that draws the summary).
  for (const id of ids) await expect(panel.getByTestId(`summary-${id}`).locator('svg')).toBeVisible();
  await expect(panel.locator('.summary-table tr')).toHaveCount(0);
  // Opened: the kind table, whole — a row for each bar the chart draws, in its order.
  const kinds = await figureTable(panel, 'kind');
  const bars = await panel.getByTestId('summary-kind').locator('svg text[data-fit]').count();
  expect(kinds.size * 2).toBe(bars);
  // Closed again, then reopened: the same rows.
  const fold = panel.getByTestId('summary-kind-table');
  await fold.locator('> summary').click();
  await expect(fold.locator('tr')).toHaveCount(0);
  expect(await figureTable(panel, 'kind')).toEqual(kinds);
});

test('axe finds nothing serious with the charts and their tables open, in light and in dark', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openWebApp(page, server.url);
  await lookUp(page, LIST, ROWS);
  const panel = await openSummary(page);
  for (const id of ['status', 'kind', 'balance', 'holders', 'token-balance', 'token-holders'])
    await figureTable(panel, id);
  const fills: string[] = [];
  const report: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.getByLabel('Theme').selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const { violations, rulesPassed } = await runAxe(page);
    expect(rulesPassed).toBeGreaterThan(10);
    const blocking = blockingViolations(violations);
    if (blocking.length > 0) report.push(formatViolations(`summary, ${theme}`, blocking));
    fills.push(
      await panel
        .getByTestId('summary-status')
        .locator('.summary-bar')
        .first()
        .evaluate((bar) => getComputedStyle(bar).fill),
    );
  }
  expect(report.join('\n\n')).toBe('');
  // The bars take the theme's colours.
  expect(fills[0]).not.toBe(fills[1]);
});

/** Saves a chart with its button; the saved file's bytes. */
async function saved(page: Page, panel: Locator, testId: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await panel.getByTestId(testId).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ton-summary-[a-z-]+-\d{4}-\d\d-\d\dT[\d-]+Z\.(svg|png)$/);
  return readFile((await file.path())!);
}

test('a chart saves as a valid SVG in the theme’s colours and as a real PNG', async ({ page, context }) => {
  test.setTimeout(120_000);
  await openWebApp(page, server.url);
  await page.getByLabel('Theme').selectOption('dark');
  await lookUp(page, LIST, ROWS);
  const panel = await openSummary(page);
  const background = await panel
    .getByTestId('summary-balance')
    .evaluate((figure) => getComputedStyle(figure).backgroundColor);

  const barFill = await panel
    .getByTestId('summary-balance')
    .locator('svg .summary-bar')
    .last()
    .evaluate((bar) => getComputedStyle(bar).fill);
  const svg = (await saved(page, panel, 'summary-balance-svg')).toString('utf8');
  const drawn = await panel.getByTestId('summary-balance').locator('svg .summary-bar').count();
  // Parsed as an XML document in a page of its own: well-formed, an SVG, every colour written out.
  const blank = await context.newPage();
  const parsed = await blank.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: root.localName,
      ns: root.namespaceURI,
      title: root.querySelector('title')?.textContent,
      rects: root.querySelectorAll('rect').length,
      backdrop: root.querySelector('rect')?.getAttribute('fill'),
      barFill: [...root.querySelectorAll('rect')].at(-1)?.getAttribute('fill'),
      variables: /var\(/.test(text),
      classes: root.querySelectorAll('[class]').length,
    };
  }, svg);
  await blank.close();
  expect(parsed).toEqual({
    error: null,
    root: 'svg',
    ns: 'http://www.w3.org/2000/svg',
    title: 'TON balances',
    rects: drawn + 1,
    backdrop: background,
    barFill,
    variables: false,
    classes: 0,
  });

  const png = await saved(page, panel, 'summary-balance-png');
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const size = await panel
    .getByTestId('summary-balance')
    .locator('svg.summary-chart')
    .evaluate((el) => {
      const box = (el as SVGSVGElement).viewBox.baseVal;
      return { width: box.width, height: box.height };
    });
  const stats = await pngStats(context, png);
  expect({ width: stats.width, height: stats.height }).toEqual({
    width: size.width * 2,
    height: size.height * 2,
  });
  expect(stats.distinctColours).toBeGreaterThan(5);
});

/**
 * Starts a lookup of {@link LIST} whose answers the index server holds back, and opens the summary's
 * fold: the panel, waiting for the lookup. `server.accountAnswers.release()` lets the lookup finish.
 */
async function heldLookupSummary(page: Page): Promise<Locator> {
  await openWebApp(page, server.url);
  await showScreen(page, 'Accounts');
  await enterAddresses(page, LIST);
  server.accountAnswers.hold();
  const screen = accountsScreen(page);
  await screen.getByRole('button', { name: 'Look up', exact: true }).click();
  await screen.getByTestId('lookup-summary').locator('> summary').click();
  const panel = screen.getByTestId('summary-panel');
  await expect(panel).toHaveAttribute('data-state', 'waiting');
  return panel;
}

test('the summary waits for a running lookup, and is drawn when it has finished', async ({ page }) => {
  test.setTimeout(120_000);
  const panel = await heldLookupSummary(page);
  await expect(panel.getByRole('status')).toHaveText('The summary is drawn when the lookup has finished.');
  server.accountAnswers.release();
  await expect(panel).toHaveAttribute('data-state', 'ready');
  const statuses = await figureTable(panel, 'status');
  expect(statuses.has('pending')).toBe(false);
  expect([...statuses.values()].reduce((n, c) => n + Number(c[1]), 0)).toBe(ROWS);
});

test('the summary is drawn a part a frame — the counts, the balances, the token column — each figure as it stays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const panel = await heldLookupSummary(page);
  // Every set of figures the panel holds as the DOM changes (before any paint), with their texts.
  await panel.evaluate((element: HTMLElement) => {
    const draws: { state: string; ids: string[]; texts: string[] }[] = [];
    (window as unknown as { summaryDraws: typeof draws }).summaryDraws = draws;
    new MutationObserver(() => {
      const figures = [...element.querySelectorAll('figure')];
      const ids = figures.map((f) => f.dataset.testid!);
      const state = element.dataset.state!;
      const last = draws.at(-1);
      if (ids.length === 0 || (last?.ids.join() === ids.join() && last.state === state)) return;
      draws.push({ state, ids, texts: figures.map((f) => f.textContent ?? '') });
    }).observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  server.accountAnswers.release();
  await expect(panel).toHaveAttribute('data-state', 'ready');
  const draws = await page.evaluate(
    () =>
      (window as unknown as { summaryDraws: { state: string; ids: string[]; texts: string[] }[] })
        .summaryDraws,
  );
  const counts = ['summary-status', 'summary-kind'];
  const balances = [...counts, 'summary-balance', 'summary-holders'];
  const all = [...balances, 'summary-token-balance', 'summary-token-holders'];
  expect(draws.map((d) => [d.state, d.ids])).toEqual([
    ['drawing', counts],
    ['drawing', balances],
    ['ready', all],
  ]);
  // Nothing drawn early is redrawn: each figure's text when it first showed is its text at the end.
  const final = draws.at(-1)!;
  for (const draw of draws)
    draw.ids.forEach((id, i) => expect(draw.texts[i], id).toBe(final.texts[final.ids.indexOf(id)]));
});

test.describe('at 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('every chart fits the window and the status an indexer made up is drawn inert', async ({ page }) => {
    test.setTimeout(120_000);
    await openWebApp(page, server.url);
    // Every status a terminal's escape sequences (ESC, BEL): unknown, shown as written — in a chart too.
    server.setFaults({ mode: 'terminal-escapes', escapesIn: ['status'] });
    await lookUp(page, LIST, ROWS);
    // The results' own line and the rows' status badges write it inert too.
    for (const written of [
      page.getByTestId('results-summary'),
      page.locator('[data-testid="result-row"] .badge').first(),
    ]) {
      const text = (await written.textContent()) ?? '';
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      expect(text).not.toMatch(/[\u0000-\u001f\u007f]/);
      expect(text).toContain('[U+001B]');
    }
    const panel = await openSummary(page);
    for (const id of ['status', 'kind', 'balance', 'holders', 'token-balance', 'token-holders'])
      await figureTable(panel, id);

    // Nothing scrolls sideways: not the page, not a figure.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    const figures = await panel
      .locator('figure')
      .evaluateAll((list) =>
        list.map((f) => ({ id: f.getAttribute('data-testid'), over: f.scrollWidth - f.clientWidth })),
      );
    expect(figures.length).toBe(6);
    expect(figures.filter((f) => f.over > 0)).toEqual([]);
    // Every word of every chart is inside its drawing (a name written past the left edge is cut off).
    const outside = await panel.locator('svg.summary-chart').evaluateAll((svgs) =>
      svgs.flatMap((svg) => {
        const box = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('text')].flatMap((text) => {
          const b = text.getBoundingClientRect();
          const inside =
            b.left >= box.left - 0.5 &&
            b.top >= box.top - 0.5 &&
            b.right <= box.right + 0.5 &&
            b.bottom <= box.bottom + 0.5;
          return inside ? [] : [`${svg.querySelector('title')?.textContent}: "${text.textContent}"`];
        });
      }),
    );
    expect(outside).toEqual([]);

    // The made-up status: its hidden characters written as markers, cut short; no control character
    // reaches a chart, its description or its table.
    const status = panel.getByTestId('summary-status');
    await expect(status.locator('svg text', { hasText: /^active/ })).toHaveText(
      /^active\[U\+001B\]\]52;.*…$/,
    );
    const shown = await status.evaluate((figure) => figure.textContent ?? '');
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(shown).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect(shown).toContain('[U+001B]');
  });
});
