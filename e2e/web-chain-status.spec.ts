/**
 * Chain status in the web build (in-page bridge) against the local index server over real HTTP: the
 * first and last indexed blocks the server serves, the indexed range and freshness, manual refresh,
 * the raw JSON, and a failed refresh that keeps the old data under an error banner until Retry.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { MasterchainInfo } from '../shared/api/block';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../local-index-server';
import {
  lookUp,
  masterchainInfoRequests,
  openWebApp,
  resultRow,
  settingsScreen,
  showScreen,
  statusScreen,
} from './support/web-app';

/** What the server serves right now, fetched over HTTP like any client. */
async function servedInfo(server: RunningIndexServer): Promise<MasterchainInfo> {
  const response = await fetch(`${server.url}/api/v3/masterchainInfo`);
  expect(response.status).toBe(200);
  return (await response.json()) as MasterchainInfo;
}

const field = (card: Locator, name: string): Locator => card.locator(`[data-field="${name}"]`);

/** Asserts a block card shows the block as served. */
async function expectBlockCard(card: Locator, block: MasterchainInfo['first']): Promise<void> {
  await expect(field(card, 'seqno')).toHaveText(block.seqno.toLocaleString('en-US'));
  await expect(field(card, 'root-hash')).toContainText(block.root_hash);
  await expect(field(card, 'file-hash')).toContainText(block.file_hash);
  await expect(field(card, 'shard')).toHaveText(
    `${block.workchain}:${block.shard.toUpperCase().padStart(16, '0')}`,
  );
  await expect(field(card, 'tx-count')).toHaveText(String(block.tx_count));
  await expect(field(card, 'key-block')).toHaveText(block.key_block ? 'yes' : 'no');
  await expect(field(card, 'lt')).toHaveText(`${block.start_lt} – ${block.end_lt}`);
  await expect(field(card, 'global-id')).toContainText(String(block.global_id));
  await expect(field(card, 'time').locator('time')).toHaveAttribute(
    'datetime',
    new Date(Number(block.gen_utime) * 1000).toISOString(),
  );
  for (const prev of block.prev_blocks ?? [])
    await expect(field(card, 'prev-blocks')).toContainText(`, ${prev.seqno})`);
}

const lastSeqno = (page: Page): Locator =>
  statusScreen(page).getByTestId('block-last').locator('[data-field="seqno"]');

test.describe('recorded testnet answer', () => {
  let server: RunningIndexServer;
  test.beforeAll(async () => {
    server = await startIndexServer({ port: 0, masterchain: 'testnet-fixture' });
  });
  test.afterAll(async () => {
    await server?.close();
  });
  test.afterEach(() => {
    server.setFaults({ mode: 'none' });
  });

  test('shows the first and last blocks the server serves, the indexed range and a stale freshness', async ({
    page,
  }) => {
    const info = await servedInfo(server);
    await openWebApp(page, server.url);
    const screen = statusScreen(page);

    await expectBlockCard(screen.getByTestId('block-first'), info.first);
    await expectBlockCard(screen.getByTestId('block-last'), info.last);
    await expect(field(screen.getByTestId('block-last'), 'global-id')).toHaveText('-3 (testnet)');

    const range = screen.getByTestId('indexed-range');
    await expect(range.locator('[data-field="block-count"]')).toHaveText(
      (info.last.seqno - info.first.seqno + 1).toLocaleString('en-US'),
    );
    await expect(range.locator('[data-field="time-span"]')).not.toBeEmpty();
    // The recorded answer is from 2024: the index is years behind, and says so.
    await expect(screen.getByTestId('freshness')).toHaveAttribute('data-level', 'stale');
    await expect(screen.getByTestId('freshness')).toContainText('Stale');
    await expect(screen.getByTestId('status-updated')).toContainText('Updated');
  });

  test('once the chain status says testnet, an account pasted raw is linked in its testnet form', async ({
    page,
  }) => {
    await openWebApp(page, server.url);
    // A local URL names no network: only the chain status's global_id (-3) says testnet.
    await expect(field(statusScreen(page).getByTestId('block-last'), 'global-id')).toHaveText('-3 (testnet)');
    const wallet = sampleAccount('wallet-v4r2');
    await lookUp(page, wallet.raw, 1);
    await resultRow(page, wallet.raw).click();
    const links = page.getByTestId('account-detail').locator('.explorer-links button');
    await expect(links.first()).toHaveAttribute(
      'title',
      new RegExp(`^https://testnet\\.tonviewer\\.com/${wallet.friendlyTestnet}$`),
    );
  });

  test('"Show raw JSON" shows exactly the JSON the server sent, and hides it again', async ({ page }) => {
    const info = await servedInfo(server);
    await openWebApp(page, server.url);
    const screen = statusScreen(page);
    await expect(lastSeqno(page)).toHaveText(info.last.seqno.toLocaleString('en-US'));

    await screen.getByRole('button', { name: 'Show raw JSON' }).click();
    const json = screen.getByLabel('raw JSON of the chain status', { exact: true });
    await expect(json).toBeVisible();
    expect(JSON.parse(await json.innerText())).toEqual(info);

    await screen.getByRole('button', { name: 'Hide raw JSON' }).click();
    await expect(json).toHaveCount(0);
  });

  test('a 500 during refresh keeps the last blocks on screen under an error banner; Retry recovers', async ({
    page,
  }) => {
    const info = await servedInfo(server);
    await openWebApp(page, server.url);
    const screen = statusScreen(page);
    await expect(lastSeqno(page)).toHaveText(info.last.seqno.toLocaleString('en-US'));

    server.setFaults({ mode: 'http500', endpoints: ['masterchainInfo'] });
    await screen.getByTestId('refresh-status').click();

    const banner = screen.getByTestId('error-banner');
    await expect(banner).toHaveAttribute('data-error-kind', 'http');
    await expect(banner).toHaveAttribute('data-error-status', '500');
    await expect(banner).toContainText('Refresh failed; showing the last data received');
    await expect(banner).toContainText('answered HTTP 500');
    // The old data stays.
    await expectBlockCard(screen.getByTestId('block-first'), info.first);
    await expectBlockCard(screen.getByTestId('block-last'), info.last);

    server.setFaults({ mode: 'none' });
    server.clearRequests();
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(banner).toHaveCount(0);
    await expect(lastSeqno(page)).toHaveText(info.last.seqno.toLocaleString('en-US'));
    expect(masterchainInfoRequests(server.requests).some((r) => r.status === 200)).toBe(true);
  });
});

test.describe('live chain', () => {
  let server: RunningIndexServer;
  test.beforeAll(async () => {
    server = await startIndexServer({ port: 0 });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('the index is fresh, and Refresh (with automatic refresh off) shows a newer last block', async ({
    page,
  }) => {
    // The chain is held, so what the page shows can be compared with what the server serves without
    // racing the server's clock; the test moves it on itself.
    const held = server.chain.hold();
    try {
      await openWebApp(page, server.url);

      // Automatic refresh off, so only the button can bring the new block.
      await showScreen(page, 'Settings');
      await settingsScreen(page).getByLabel('Chain status refresh interval (seconds, 0 = off)').fill('0');
      await settingsScreen(page).getByRole('button', { name: 'Save preferences' }).click();
      await expect(settingsScreen(page).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await showScreen(page, 'Chain status');
      const screen = statusScreen(page);
      await expect(screen).toContainText('Automatic refresh is off.');

      await expect(screen.getByTestId('freshness')).toHaveAttribute('data-level', 'fresh');
      await expect(screen.getByTestId('freshness')).toContainText('Up to date');
      await expect(lastSeqno(page)).toHaveText(held.toLocaleString('en-US'));
      expect((await servedInfo(server)).last.seqno).toBe(held);

      // A newer block on the server is shown only once Refresh asks for it.
      const next = server.chain.advance(1);
      const first = (await servedInfo(server)).first.seqno;
      await expect(lastSeqno(page)).toHaveText(held.toLocaleString('en-US'));
      await screen.getByTestId('refresh-status').click();
      await expect(lastSeqno(page)).toHaveText(next.toLocaleString('en-US'));
      await expect(field(screen.getByTestId('block-last'), 'prev-blocks')).toContainText(`, ${next - 1})`);
      await expect(screen.getByTestId('indexed-range').locator('[data-field="block-count"]')).toHaveText(
        (next - first + 1).toLocaleString('en-US'),
      );
    } finally {
      server.chain.release();
    }
  });
});
