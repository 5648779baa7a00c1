/**
 * What the `shell-*.spec.ts` files share: a Playwright `test` with a fresh user-data folder per test,
 * opening the renderer behind the shell harness (the production preload API, IPC registry and settings
 * store), and switching screens the way a user does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import {
  closeOpenHarnesses,
  installShellHarness,
  type ShellHarness,
  type ShellHarnessOptions,
} from './shell-harness';

/** The screens' tab names, as the tab bar shows them. */
export type ScreenTab = 'Chain status' | 'Accounts' | 'Address book' | 'Watch' | 'Settings';

/** Each screen's root test id (hidden panels stay mounted, so locators are scoped by these). */
const SCREEN_TEST_IDS: Record<ScreenTab, string> = {
  'Chain status': 'chain-status',
  Accounts: 'accounts',
  'Address book': 'address-book',
  Watch: 'watch',
  Settings: 'settings',
};

/**
 * Playwright's `test` with a `userDataDir` fixture: an empty temp folder made with `mkdtemp`, removed
 * after a passing test and kept (path attached to the report) after a failing one, for inspection.
 */
export const test = base.extend<{ userDataDir: string }>({
  // Playwright requires the first argument to be a destructuring pattern, even when no fixture is used.
  // eslint-disable-next-line no-empty-pattern
  userDataDir: async ({}, use, testInfo) => {
    const dir = await mkdtemp(join(tmpdir(), 'ton-index-shell-'));
    await use(dir);
    await closeOpenHarnesses();
    if (testInfo.status === testInfo.expectedStatus) await rm(dir, { recursive: true, force: true });
    else testInfo.annotations.push({ type: 'user-data-dir', description: dir });
  },
});

export { expect };

/** Installs the shell harness on `page`, opens the app and waits until it says it is ready. */
export async function openShellApp(page: Page, options: ShellHarnessOptions): Promise<ShellHarness> {
  const harness = await installShellHarness(page, options);
  await page.goto('/');
  await waitUntilReady(page);
  return harness;
}

/** Waits for the renderer's ready marker (settings loaded or failed, first render done). */
export async function waitUntilReady(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="app"][data-ready="true"]')).toBeVisible();
}

/** Simulates quitting and restarting the desktop app: a new registry and store, then a new page load. */
export async function restartApp(page: Page, harness: ShellHarness): Promise<void> {
  await harness.restart();
  await page.reload();
  await waitUntilReady(page);
}

/** Clicks a tab and returns its (now visible) screen. */
export async function openScreen(page: Page, tab: ScreenTab): Promise<Locator> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const screen = page.getByTestId(SCREEN_TEST_IDS[tab]);
  await expect(screen).toBeVisible();
  return screen;
}
