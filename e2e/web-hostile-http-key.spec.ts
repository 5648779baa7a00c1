/**
 * The web build (real Chromium): a profile whose indexer is plain http on another machine warns before
 * its API key is saved (and while it is set); loopback over http does not. Failed on the code before
 * (no warning anywhere).
 */
import { expect, test, type Page } from '@playwright/test';
import { type RunningIndexServer } from '../local-index-server';
import {
  URL_PROFILE_ID,
  URL_PROFILE_NAME,
  openWebApp,
  settingsScreen,
  showScreen,
  useIndexServer,
} from './support/web-app';

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

const WARNING =
  /The API key (would be|is) sent over plain http to 192\.0\.2\.7:8081: anyone on the network path can read and reuse it\. Use an https address for this indexer, or no key\./;

/** The block of the profile named `name` in Settings. */
const profileBlock = (page: Page, name: string) =>
  settingsScreen(page).locator('.profile').filter({ hasText: name });

test('a key for a plain-http indexer on another machine: warned as it is typed, after it is saved, and when the URL is edited to one', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  await showScreen(page, 'Settings');
  const settings = settingsScreen(page);
  const form = settings.getByTestId('add-profile');
  await form.getByLabel('Profile name').fill('Office indexer');
  await form.getByLabel('Indexer base URL').fill('http://192.0.2.7:8081');
  await form.getByRole('button', { name: 'Add profile' }).click();

  const office = profileBlock(page, 'Office indexer');
  await expect(office).toBeVisible();
  const warning = office.getByTestId('plain-http-key-warning');
  await expect(warning).toHaveCount(0); // no key yet, nothing to warn about
  await office.getByLabel('API key for Office indexer').fill('office-key-1');
  await expect(warning).toHaveText(/would be sent/);
  await expect(warning).toContainText(WARNING);
  await office.getByRole('button', { name: 'Save key' }).click();
  await expect(office.getByTestId('api-key-state')).toHaveAttribute('data-has-key', 'true');
  await expect(warning).toContainText('The API key is sent over plain http to 192.0.2.7:8081');

  // The local indexer over http (loopback) with a key: no warning.
  const local = settings.getByTestId(`api-key-${URL_PROFILE_ID}`);
  await local.getByLabel(`API key for ${URL_PROFILE_NAME}`).fill('local-key');
  await expect(local.getByTestId('plain-http-key-warning')).toHaveCount(0);

  // Editing a keyed profile's URL to another plain-http host warns before it is saved.
  await office.getByRole('button', { name: 'Edit Office indexer' }).click();
  const edit = office.locator('form.profile-form');
  await edit.getByLabel('Indexer base URL').fill('https://indexer.example');
  await expect(edit.getByTestId('plain-http-key-warning')).toHaveCount(0);
  await edit.getByLabel('Indexer base URL').fill('http://192.0.2.7:8081/api/v3');
  await expect(edit.getByTestId('plain-http-key-warning')).toContainText(WARNING);
});
