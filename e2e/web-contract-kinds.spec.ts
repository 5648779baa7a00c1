/**
 * Issue 17's contracts in the web build (in-page bridge, the emulator in its Worker), on real mainnet
 * states served by the local index server: a Notcoin jetton wallet whose code is a library cell shows
 * its balance, owner and master; a multisig its signers and threshold; a wallet whose library the app
 * does not carry says so, takes the library's code from the user (another code refused; the right one
 * from a .boc file) and then runs; a multisig v2 deployed as a library cell of the code the app carries
 * runs; an earlier mintless jetton wallet's library is named with what it is and where to get it, once
 * (the banner; not again among the problems, and no "run any get-method below"), as is missing data;
 * the Tokens screen's NOT and DOGS presets answer with their symbols and decimals.
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleAccount, type RunningIndexServer, type SampleLabel } from '../local-index-server';
import { codeInfo } from '../local-index-server/contract-codes';
import { DOGS_MASTER_RAW, NOT_MASTER_RAW } from '../local-index-server/sample-contracts';
import { USDT_MASTER_RAW } from '../local-index-server/sample-data';
import { bundledLibrary } from '../shared/tvm/libraries';
import { allowEmulatorStart, EMULATOR_START_DEADLINE_MS, expectInsightReady } from './support/insight';
import { lookUp, openWebApp, resultRow, useIndexServer } from './support/web-app';

const S = (label: SampleLabel) => sampleAccount(label);
/** The library the HMSTR wallets name (the later mintless build, which the app carries). */
const HMSTR_WALLET_LIBRARY = '0f1ad3d8a46bd283321dde639195fb72602e9b31b1727fecc25e2edc10966df4';
/** The real owner of the real NOT wallet of the samples. */
const NOT_OWNER = '0:F8CFD1D1E82D2C48B234D3554B1481AA18CCC49916CD1396FF1ABFCFB8F5E2EE';

allowEmulatorStart();

let server: RunningIndexServer;
useIndexServer((started) => (server = started));

/** Looks `label` up and opens its detail; returns the dialog once its contract section has answered. */
async function openInsight(page: Page, label: SampleLabel) {
  await openWebApp(page, server.url);
  await lookUp(page, S(label).friendly, 1);
  await resultRow(page, S(label).raw).click();
  const dialog = page.getByTestId('account-detail');
  await expectInsightReady(dialog);
  return dialog;
}

test('a Notcoin jetton wallet (library-cell code): balance scaled by its master, owner and master, the library named', async ({
  page,
}) => {
  const dialog = await openInsight(page, 'notcoin-wallet');
  await expect(dialog.getByTestId('insight-kind')).toHaveText('jetton wallet');
  await expect(dialog.getByTestId('insight-library')).toHaveAttribute('data-origin', 'bundled');
  await expect(dialog.getByTestId('insight-library')).toContainText('ba2918c8');
  await expect(dialog.getByTestId('insight-balance')).toContainText('6499273.466060549 NOT');
  await expect(dialog.getByTestId('insight-owner').locator('[data-address]')).toHaveAttribute(
    'data-address',
    NOT_OWNER,
  );
  await expect(dialog.getByTestId('insight-jetton').locator('[data-address]')).toHaveAttribute(
    'data-address',
    NOT_MASTER_RAW,
  );
  await expect(dialog.getByTestId('insight-problems')).toHaveCount(0);
});

test('a multisig v2: threshold of its signers, each signer, and the order rule', async ({ page }) => {
  const dialog = await openInsight(page, 'multisig-v2');
  await expect(dialog.getByTestId('insight-kind')).toHaveText('multisig wallet v2');
  await expect(dialog.getByTestId('insight-kind-source')).toContainText('code hash');
  await expect(dialog.getByTestId('insight-multisig-threshold')).toHaveText('2 of 4 signers');
  await expect(dialog.getByTestId('insight-multisig-signers').locator('[data-address]')).toHaveCount(4);
  await expect(
    dialog.getByTestId('insight-multisig-signers').locator('[data-address]').first(),
  ).toHaveAttribute('data-address', '0:EB0B83BD6CEAEAFE6D90EBEBBC2AC09146513C53CBB323A58765BBD1AE101741');
  await expect(dialog.getByTestId('insight-multisig-next-order')).toContainText('any seqno');
});

test('a missing library is named with its fix; another code is refused, the right one is kept and runs the wallet', async ({
  page,
}) => {
  const dialog = await openInsight(page, 'library-wallet');
  const note = dialog.getByTestId('insight-library');
  await expect(note).toHaveAttribute('data-origin', 'missing');
  await expect(dialog.getByTestId('insight-kind')).toHaveText('wallet v3r1');
  // The table names it as the page does: its code_hash is the library cell's, which names v3r1's code.
  await expect(resultRow(page, S('library-wallet').raw).locator('[data-col="kind"]')).toHaveText(
    'wallet v3r1',
  );
  // The banner says it (with its action); the problems do not say it again, nor list the methods not run.
  await expect(dialog.getByText('a library cell naming library')).toHaveCount(1);
  await expect(dialog.getByTestId('insight-problems')).toHaveCount(0);

  await note.getByRole('button', { name: 'Add this library…' }).click();
  const form = note.getByTestId('add-library');
  await form.getByTestId('add-library-boc').fill(codeInfo('wallet_v4r2').boc);
  await form.getByTestId('add-library-submit').click();
  await expect(form.getByRole('alert')).toContainText('another code');

  // The right code from a .boc file (its bytes, not text): the file takes the pasted text's place.
  await form.getByTestId('add-library-file').setInputFiles({
    name: 'wallet_v3r1.boc',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(codeInfo('wallet_v3r1').boc, 'base64'),
  });
  await expect(form).toContainText('wallet_v3r1.boc');
  await expect(form.getByTestId('add-library-boc')).toBeDisabled();
  await form.getByTestId('add-library-submit').click();
  await expect(dialog.getByTestId('insight-library')).toHaveAttribute('data-origin', 'user', {
    timeout: EMULATOR_START_DEADLINE_MS,
  });
  await expect(dialog.getByTestId('insight-seqno')).toHaveText('21');
  await expect(dialog.getByTestId('insight-problems')).toHaveCount(0);

  // Kept on this machine: Settings lists it.
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Settings', exact: true }).click();
  await expect(page.getByTestId('libraries-list')).toContainText(
    codeInfo('wallet_v3r1').cell.hash().toString('hex'),
  );
});

test('a multisig v2 deployed as a library cell of the code the app carries: named, and its threshold shown', async ({
  page,
}) => {
  // Before: "Its code is in a library the app does not have", and no values.
  const dialog = await openInsight(page, 'multisig-v2-library');
  const note = dialog.getByTestId('insight-library');
  await expect(note).toHaveAttribute('data-origin', 'bundled');
  await expect(note).toContainText('(multisig wallet v2 code), which the app carries');
  await expect(dialog.getByTestId('insight-multisig-threshold')).toHaveText('2 of 4 signers');
  await expect(dialog.getByTestId('insight-problems')).toHaveCount(0);
});

test('an earlier mintless jetton wallet: its library named with what it is and where to get it; the form wants that hash', async ({
  page,
}) => {
  const hash = '0ef19e1bf40f2ba492fcaac386eeca59bf6827a3850708d9fcd9adb683abc336';
  const dialog = await openInsight(page, 'mintless-wallet-early');
  const note = dialog.getByTestId('insight-library');
  await expect(note).toHaveAttribute('data-origin', 'missing');
  await expect(note).toContainText(`library ${hash} (mintless jetton wallet, earlier build)`);
  await expect(note).toContainText(`https://toncenter.com/api/v2/getLibraries?library_list=${hash}`);
  // Said once, by the banner: not again among the problems, and no "run any get-method below" (none can).
  await expect(dialog.getByText('a library cell naming library')).toHaveCount(1);
  await expect(dialog.getByTestId('insight-problems')).toHaveCount(0);
  await expect(dialog.getByTestId('insight-no-details')).toHaveCount(0);
  await expect(dialog).not.toContainText('run any get-method below');
  // The answer for the ticket tells it too, once.
  await dialog.getByTestId('copy-answer-button').click();
  const answer = (await dialog.getByTestId('answer-text').textContent()) ?? '';
  expect(answer).toContain(`Contract: Its code is in a library the app does not have: library ${hash}`);
  expect(answer.split(hash)).toHaveLength(2);
  await note.getByRole('button', { name: 'Add this library…' }).click();
  const form = note.getByTestId('add-library');
  await expect(form).toContainText(`its hash must be ${hash}`);
  // The later mintless build, pasted, is another code: refused, saying both hashes.
  await form.getByTestId('add-library-boc').fill(bundledLibrary(HMSTR_WALLET_LIBRARY)!.boc);
  await form.getByTestId('add-library-submit').click();
  await expect(form.getByRole('alert')).toContainText(`${HMSTR_WALLET_LIBRARY}, not ${hash}`);
});

test('an account whose data the indexer did not send: said once among the problems, no "run any get-method below"', async ({
  page,
}) => {
  const dialog = await openInsight(page, 'no-data-account');
  await expect(dialog.getByTestId('insight-library')).toHaveCount(0);
  await expect(dialog.getByText('The indexer sent no data for this account')).toHaveCount(1);
  await expect(dialog.getByTestId('insight-problems')).toContainText('its data_boc is empty');
  await expect(dialog).not.toContainText('run any get-method below');
});

test("Settings → Libraries takes toncenter's getLibraries answer pasted as it is; the wallet behind it then runs", async ({
  page,
}) => {
  // Where the missing-library message sends the user: the answer's "data" is the code's BoC.
  const v3r1 = codeInfo('wallet_v3r1');
  const answer = JSON.stringify({
    ok: true,
    result: {
      '@type': 'smc.libraryResult',
      result: [{ '@type': 'smc.libraryEntry', hash: v3r1.hash, data: v3r1.boc }],
    },
  });
  await openWebApp(page, server.url);
  await page.getByRole('tab', { name: 'Settings', exact: true }).click();
  const section = page.getByTestId('libraries');
  await section.getByTestId('add-library-boc').fill(answer);
  await section.getByTestId('add-library-submit').click();
  await expect(section.getByTestId('libraries-list')).toContainText(v3r1.cell.hash().toString('hex'));
  await lookUp(page, S('library-wallet').friendly, 1);
  await resultRow(page, S('library-wallet').raw).click();
  const dialog = page.getByTestId('account-detail');
  await expectInsightReady(dialog);
  await expect(dialog.getByTestId('insight-library')).toHaveAttribute('data-origin', 'user');
  await expect(dialog.getByTestId('insight-seqno')).toHaveText('21');
});

test('the Tokens presets: NOT and DOGS answer with their symbols and decimals', async ({ page }) => {
  await openWebApp(page, server.url);
  await page.getByRole('tab', { name: 'Tokens', exact: true }).click();
  const screen = page.getByTestId('tokens');
  await screen.getByLabel('Owners (wallet addresses, or a message that names them)').fill(NOT_OWNER);
  // The masters box starts with the mainnet presets: USD₮, NOT, DOGS.
  await screen.getByRole('button', { name: 'Get balances' }).click();
  await expect(screen.getByTestId('tokens-progress')).toHaveAttribute('data-state', 'complete', {
    timeout: EMULATOR_START_DEADLINE_MS,
  });
  const header = screen.getByRole('columnheader');
  await expect(header).toHaveText(['Owner', 'USD₮', 'NOT', 'DOGS']);
  await expect(screen.getByTestId('tokens-jetton-problem')).toHaveCount(0);
  const cell = (master: string) =>
    screen.locator(`[data-testid="tokens-row"][data-owner="${NOT_OWNER}"] [data-jetton="${master}"]`);
  await expect(cell(NOT_MASTER_RAW)).toHaveText('6499273.466060549 NOT');
  await expect(cell(DOGS_MASTER_RAW)).toHaveText('no jetton wallet yet (0)');
  await expect(cell(USDT_MASTER_RAW)).toHaveText('no jetton wallet yet (0)');
});
