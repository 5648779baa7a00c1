/**
 * `inspect`, `run-method` and `tokens` as a user runs them — the CLI's entry `runCli` in this process
 * (test-support/cli-run.ts) — against the local index server over real HTTP, the emulator in this
 * process's threads. Checks the JSON shapes of the issue exactly, and the exit codes: 0 success,
 * 1 network/HTTP failure (one line on stderr), 2 invalid input, 4 an account that could not be run or
 * decoded (inspect, run-method).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beginCell, Cell } from '@ton/core';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notIndexedAddresses,
  sampleAccount,
  startIndexServer,
  type RunningIndexServer,
} from '../local-index-server';
import { codeInfo } from '../local-index-server/contract-codes';
import { DOGS_MASTER_RAW, NOT_MASTER_RAW } from '../local-index-server/sample-contracts';
import { USDT_MASTER_RAW } from '../local-index-server/sample-data';
import { addressForms } from '../shared/address/address-codec';
import { restoreCell } from '../shared/format/spreadsheet-safety';
import { runCliInProcess, type CliRun } from '../test-support/cli-run';

let server: RunningIndexServer;
beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
});
afterAll(() => server.close());

/** The CLI, pointed at the local index server (or another at `baseUrl`) through TON_INDEX_URL. */
const cli = (args: string[], baseUrl = server.url): Promise<CliRun> =>
  runCliInProcess(args, { env: { TON_INDEX_URL: baseUrl } });

const s = sampleAccount;

describe('cli inspect', () => {
  it('--json: {"accounts": [{"address", "kind", "kind_source", "details"}], "not_found"} with the details of each kind', async () => {
    const missing = notIndexedAddresses()[0]!;
    const run = await cli([
      'inspect',
      s('wallet-v4r2').friendly,
      s('jetton-wallet-1').friendly,
      s('usdt-master').friendly,
      missing,
      '--json',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as {
      accounts: Array<{
        address: string;
        kind: string;
        kind_source: string;
        details: Record<string, unknown>;
      }>;
      not_found: string[];
    };
    expect(Object.keys(out)).toEqual(['accounts', 'not_found']);
    expect(out.not_found).toEqual([missing]);
    for (const account of out.accounts)
      expect(Object.keys(account)).toEqual(['address', 'kind', 'kind_source', 'details']);
    const [wallet, jettonWallet, master] = out.accounts;
    expect(wallet).toMatchObject({
      address: s('wallet-v4r2').raw,
      kind: 'wallet_v4r2',
      kind_source: 'code_hash',
      details: { seqno: 42, wallet_id: 698983191 },
    });
    expect(wallet!.details.public_key).toMatch(/^[0-9a-f]{64}$/);
    expect(jettonWallet).toMatchObject({
      kind: 'jetton_wallet',
      details: { balance: '4100100', owner: s('wallet-v4r2').raw, jetton: s('jetton-master').raw },
    });
    expect(master).toMatchObject({
      kind: 'jetton_master',
      details: { total_supply: '1000000000000000', admin: s('wallet-v4r2').raw, mintable: true },
    });
  });

  it('prints a readable account block without --json', async () => {
    const run = await cli(['inspect', s('usdt-wallet-locked').friendly]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('kind: jetton wallet (jetton_wallet, named by code hash)');
    expect(run.stdout).toContain('balance_scaled: 1.5');
    expect(run.stdout).toMatch(/lock_status: .*"outgoing_locked":true/);
  });

  it('exits 2 on an invalid address and sends nothing', async () => {
    server.clearRequests();
    const run = await cli(['inspect', 'EQnope', '--json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/invalid address/);
    expect(server.requests).toHaveLength(0);
  });

  it("exits 4 with a line naming the library when an account's code needs one the app does not carry; the others are decoded", async () => {
    const library = beginCell().storeUint(2, 8).storeBuffer(Buffer.alloc(32, 0x5a)).endCell({ exotic: true });
    const raw = notIndexedAddresses()[1]!;
    const record = server.data.get(s('wallet-v4r2').raw)!;
    server.data.put({
      ...record,
      raw,
      label: undefined,
      friendly: undefined,
      code: {
        ...record.code!,
        cell: library,
        boc: library.toBoc({ idx: false, crc32: false }).toString('base64'),
        hash: library.hash().toString('base64'),
        methods: null,
        interfaces: [],
      },
    });
    const run = await cli(['inspect', raw, s('wallet-v4r2').raw, '--json']);
    expect(run.code).toBe(4);
    expect(run.stderr).toMatch(
      new RegExp(`^not decoded: ${raw}: .*needs library ${'5a'.repeat(32)}.*--library FILE`, 'm'),
    );
    const [missing, wallet] = JSON.parse(run.stdout).accounts;
    expect(missing.details.problems.join(' ')).toMatch(/does not carry/);
    expect(wallet.details).toMatchObject({ seqno: 42 });
  });
});

describe('cli inspect: issue 17', () => {
  it('a real Notcoin wallet (library-cell code): balance, owner and master, and a multisig', async () => {
    const run = await cli(['inspect', s('notcoin-wallet').friendly, s('multisig-v2').friendly, '--json']);
    expect(run.code).toBe(0);
    const [wallet, multisig] = JSON.parse(run.stdout).accounts;
    expect(wallet).toMatchObject({
      kind: 'jetton_wallet',
      kind_source: 'code_hash',
      details: {
        library: { hash: expect.stringMatching(/^ba2918c8/), origin: 'bundled' },
        balance: '6499273466060549',
        balance_scaled: '6499273.466060549',
        decimals: 9,
        jetton: NOT_MASTER_RAW,
        owner: '0:F8CFD1D1E82D2C48B234D3554B1481AA18CCC49916CD1396FF1ABFCFB8F5E2EE',
      },
    });
    expect(multisig).toMatchObject({ kind: 'multisig_v2', details: { multisig: { threshold: 2 } } });
  });

  it('a jetton master is judged on the indexer’s network: USD₮’s real master, and one that takes its name', async () => {
    const run = await cli(['inspect', s('usdt-master').friendly, s('jetton-master').friendly, '--json']);
    expect(run.code).toBe(0);
    const [usdt, fake] = JSON.parse(run.stdout).accounts;
    expect(usdt.details.identity).toMatchObject({ network: 'mainnet', well_known: 'USD₮', look_alike: null });
    expect(fake.details.identity).toMatchObject({
      well_known: null,
      look_alike: { claims: 'USD₮', real_master: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs' },
    });
    // The readable block prints the same judgement.
    const text = await cli(['inspect', s('jetton-master').friendly]);
    expect(text.stdout).toMatch(/\n {2}identity: \{.*"look_alike":\{"claims":"USD₮"/);
  });

  it('a Telegram username’s code in a stranger’s collection is named as the page names it: the code only', async () => {
    const run = await cli(['inspect', s('telegram-username-fake').friendly, s('telegram-username').friendly]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'kind: Telegram username code, outside Fragment’s collections (telegram_username, named by code hash)',
    );
    expect(run.stdout).toContain('kind: Telegram username (telegram_username, named by code hash)');
  });

  it('--library runs a wallet deployed as a library cell; without it exit 4 says what to pass', async () => {
    const without = await cli(['inspect', s('library-wallet').friendly, '--json']);
    expect(without.code).toBe(4);
    expect(without.stderr).toMatch(/needs library .*--library FILE/);
    const file = join(await mkdtemp(join(tmpdir(), 'cli-library-')), 'v3r1.boc');
    await writeFile(file, Cell.fromBase64(codeInfo('wallet_v3r1').boc).toBoc());
    const run = await cli(['inspect', s('library-wallet').friendly, '--library', file, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).accounts[0]).toMatchObject({
      kind: 'wallet_v3r1',
      details: { seqno: 21, library: { origin: 'user' } },
    });
    // toncenter's getLibraries answer, saved as it is (where the missing-library message sends the user).
    const answer = join(dirname(file), 'answer.json');
    const entry = {
      '@type': 'smc.libraryEntry',
      hash: codeInfo('wallet_v3r1').hash,
      data: codeInfo('wallet_v3r1').boc,
    };
    await writeFile(
      answer,
      JSON.stringify({ ok: true, result: { '@type': 'smc.libraryResult', result: [entry] } }),
    );
    const fromAnswer = await cli(['inspect', s('library-wallet').friendly, '--library', answer, '--json']);
    expect(fromAnswer.code).toBe(0);
    expect(JSON.parse(fromAnswer.stdout).accounts[0]).toMatchObject({ details: { seqno: 21 } });
    const bad = await cli(['inspect', s('library-wallet').friendly, '--library', join(tmpdir(), 'nope.boc')]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/Cannot read --library .*no such file/);
  });

  it('an account whose data the indexer did not send says so, with no cell underflow', async () => {
    const run = await cli(['inspect', s('no-data-account').friendly, '--json']);
    const [account] = JSON.parse(run.stdout).accounts;
    expect(account.details.problems).toEqual([
      expect.stringMatching(/^The indexer sent no data for this account/),
    ]);
    expect(account.details.not_run).toEqual({ reason: 'no_data', problem: account.details.problems[0] });
    expect(run.stdout + run.stderr).not.toMatch(/underflow/);
  });
});

describe('cli run-method', () => {
  it('--json: {"exit_code", "gas_used", "stack"}; a method by name', async () => {
    const run = await cli(['run-method', s('wallet-v4r2').friendly, 'seqno', '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(Object.keys(out)).toEqual(['exit_code', 'gas_used', 'stack']);
    expect(out).toMatchObject({ exit_code: 0, stack: [{ type: 'int', value: '42' }] });
    expect(out.gas_used).toBeGreaterThan(0);
  });

  it('typed arguments: addr: in any form gives the jetton wallet the master derives, shown as an address', async () => {
    const run = await cli([
      'run-method',
      USDT_MASTER_RAW,
      'get_wallet_address',
      `addr:${s('wallet-v5r1').friendly}`,
      '--json',
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).stack).toEqual([
      expect.objectContaining({ type: 'slice', address: s('usdt-wallet').raw }),
    ]);
  });

  it("a method by id, int and cell arguments; exit 4 with the exit code's meaning when the method fails", async () => {
    const byId = await cli(['run-method', s('wallet-v4r2').raw, '85143', '--json']);
    expect(JSON.parse(byId.stdout).stack).toEqual([{ type: 'int', value: '42' }]);
    const cellArg = beginCell().storeUint(7, 64).endCell().toBoc().toString('base64');
    const content = await cli([
      'run-method',
      s('nft-collection').raw,
      'get_nft_content',
      'int:7',
      `cell:${cellArg}`,
      '--json',
    ]);
    expect(content.code).toBe(0);
    expect(JSON.parse(content.stdout).stack).toEqual([expect.objectContaining({ type: 'cell' })]);
    const missing = await cli(['run-method', s('wallet-v4r2').raw, 'no_such_method', '--json']);
    expect(missing.code).toBe(4);
    expect(JSON.parse(missing.stdout)).toMatchObject({ exit_code: 11 });
    expect(missing.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/no_such_method exited with code 11 \(.*no such method/),
    ]);
  });

  it('runs a multisig v2 and a wallet v5r1 deployed as library cells of code the app carries', async () => {
    // Before: exit 4, "The code needs library d3d1…, which the app neither carries nor has …".
    const multisig = await cli([
      'run-method',
      s('multisig-v2-library').friendly,
      'get_multisig_data',
      '--json',
    ]);
    expect(multisig.stderr).toBe('');
    expect(multisig.code).toBe(0);
    expect(JSON.parse(multisig.stdout)).toMatchObject({
      exit_code: 0,
      stack: [expect.anything(), { type: 'int', value: '2' }, expect.anything(), expect.anything()],
    });
    const wallet = await cli(['run-method', s('wallet-v5r1-library').raw, 'seqno', '--json']);
    expect(wallet.code).toBe(0);
    expect(JSON.parse(wallet.stdout).stack).toEqual([{ type: 'int', value: '3' }]);
  });

  it('names a library the app knows but does not carry, and where to get it', async () => {
    const hash = '0ef19e1bf40f2ba492fcaac386eeca59bf6827a3850708d9fcd9adb683abc336';
    const run = await cli(['run-method', s('mintless-wallet-early').friendly, 'get_wallet_data']);
    expect(run.code).toBe(4);
    expect(run.stderr).toContain(`The code needs library ${hash}`);
    expect(run.stderr).toContain(`https://toncenter.com/api/v2/getLibraries?library_list=${hash}`);
    const inspected = await cli(['inspect', s('mintless-wallet-early').friendly]);
    expect(inspected.code).toBe(4);
    expect(inspected.stderr).toContain(`library ${hash} (mintless jetton wallet, earlier build)`);
  });

  it('exits 2 for a bad argument, 4 for an account that is not indexed or has no code', async () => {
    const bad = await cli(['run-method', s('wallet-v4r2').raw, 'seqno', 'int:abc']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/Argument 1: "int:abc"/);
    const absent = await cli(['run-method', notIndexedAddresses()[2]!, 'seqno']);
    expect(absent.code).toBe(4);
    expect(absent.stderr).toMatch(/not in the index/);
    const uninit = await cli(['run-method', s('uninit').raw, 'seqno']);
    expect(uninit.code).toBe(4);
    expect(uninit.stderr).toMatch(/uninit and has no code/);
  });
});

describe('cli tokens: the NOT and DOGS presets', () => {
  it('answer with symbol and decimals: the real NOT wallet of its owner, no DOGS wallet yet', async () => {
    const owner = '0:F8CFD1D1E82D2C48B234D3554B1481AA18CCC49916CD1396FF1ABFCFB8F5E2EE';
    const run = await cli([
      'tokens',
      owner,
      '--jetton',
      'EQAvlWFDxGF2lXm67y4yzC17wYKD9A0guwPkMs1gOsM__NOT',
      '--jetton',
      'EQCvxJy4eG8hyHBFsZ7eePxrRsUQSFE_jpptRAYBmcG_DOGS',
      '--json',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const { rows } = JSON.parse(run.stdout) as { rows: Array<Record<string, unknown>> };
    expect(rows).toEqual([
      {
        owner,
        jetton: NOT_MASTER_RAW,
        // The NOT master's own get_wallet_address derives the real mainnet wallet of this owner.
        jetton_wallet: s('notcoin-wallet').raw,
        status: 'active',
        balance: '6499273466060549',
        decimals: 9,
        symbol: 'NOT',
        // Notcoin's wallet code has the stablecoin's get_status: read, and unlocked.
        lock_status: { code: 0, outgoing_locked: false, incoming_locked: false },
        // Typed raw: written raw, as typed (the one rule); the master as typed, the wallet as a contract.
        owner_address: owner,
        jetton_address: 'EQAvlWFDxGF2lXm67y4yzC17wYKD9A0guwPkMs1gOsM__NOT',
        jetton_wallet_address: s('notcoin-wallet').friendly,
        look_alike: null,
      },
      {
        owner,
        jetton: DOGS_MASTER_RAW,
        jetton_wallet: expect.stringMatching(/^0:[0-9A-F]{64}$/),
        status: 'no_wallet',
        balance: '0',
        decimals: 9,
        symbol: 'DOGS',
        owner_address: owner,
        jetton_address: 'EQCvxJy4eG8hyHBFsZ7eePxrRsUQSFE_jpptRAYBmcG_DOGS',
        jetton_wallet_address: expect.stringMatching(/^EQ[A-Za-z0-9_-]{46}$/),
        look_alike: null,
      },
    ]);
  });
});

describe('cli tokens', () => {
  it('--json: one row per owner and jetton, "no_wallet" with balance "0" where none exists', async () => {
    const run = await cli([
      'tokens',
      s('wallet-v5r1').friendly,
      s('wallet-v3r2').friendly,
      '--jetton',
      'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
      '--jetton',
      s('jetton-master').raw,
      '--json',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const { rows } = JSON.parse(run.stdout) as { rows: Array<Record<string, unknown>> };
    expect(rows).toHaveLength(4);
    // The keys a row always had, in their order; then the lock where the wallet has one, and the
    // addresses as written with the look-alike finding.
    for (const row of rows)
      expect(Object.keys(row).filter((key) => key !== 'lock_status')).toEqual([
        'owner',
        'jetton',
        'jetton_wallet',
        'status',
        'balance',
        'decimals',
        'symbol',
        'owner_address',
        'jetton_address',
        'jetton_wallet_address',
        'look_alike',
      ]);
    expect(rows[0]).toEqual({
      owner: s('wallet-v5r1').raw,
      jetton: USDT_MASTER_RAW,
      jetton_wallet: s('usdt-wallet').raw,
      status: 'active',
      balance: '25000000',
      decimals: 6,
      symbol: 'USD₮',
      lock_status: { code: 0, outgoing_locked: false, incoming_locked: false },
      owner_address: s('wallet-v5r1').friendly,
      jetton_address: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
      jetton_wallet_address: s('usdt-wallet').friendly,
      look_alike: null,
    });
    // "Tether USD (sample)" calls itself USD₮ at another master.
    expect(rows[1]).toMatchObject({
      jetton: s('jetton-master').raw,
      look_alike: expect.stringMatching(/^Look-alike: it calls itself USD₮, but its jetton master is not/),
    });
    expect(rows[1]).not.toHaveProperty('lock_status');
    expect(rows[2]).toMatchObject({
      owner: s('wallet-v3r2').raw,
      jetton: USDT_MASTER_RAW,
      status: 'no_wallet',
      balance: '0',
    });
  });

  it('--csv: a header, exact and scaled balances, masterchain addresses written so no spreadsheet takes them for formulas', async () => {
    const run = await cli([
      'tokens',
      s('masterchain-wallet').raw,
      s('wallet-v4r2').raw,
      '--jetton',
      USDT_MASTER_RAW,
      '--csv',
    ]);
    expect(run.code).toBe(0);
    const parsed = Papa.parse<Record<string, string>>(run.stdout.trim(), { header: true });
    expect(parsed.meta.fields).toEqual([
      'owner',
      'jetton',
      'jetton_wallet',
      'status',
      'balance',
      'balance_scaled',
      'decimals',
      'symbol',
      'error',
      'lock_status',
      'look_alike',
      'owner_raw',
      'jetton_raw',
      'jetton_wallet_raw',
    ]);
    // Typed raw, the owners are written raw, as typed (the one rule); a masterchain `-1:…` through the
    // export's formula guard; the raw forms follow.
    expect(parsed.data[0]!.owner).not.toMatch(/^-/);
    expect(restoreCell(parsed.data[0]!.owner!)).toBe(s('masterchain-wallet').raw);
    // Never a bare `-1:…` (a spreadsheet would take it for a formula); the export's own rule, undone exactly.
    expect(parsed.data[0]!.owner_raw).not.toMatch(/^-/);
    expect(restoreCell(parsed.data[0]!.owner_raw!)).toBe(s('masterchain-wallet').raw);
    expect(parsed.data[1]).toMatchObject({
      owner: s('wallet-v4r2').raw,
      status: 'active',
      balance: '1500000',
      balance_scaled: '1.5',
      lock_status: 'outgoing transfers locked (status 1)',
      look_alike: '',
    });
  });

  it("the table: a locked USD₮ wallet says so, a look-alike USD₮ is marked, addresses in the user's form", async () => {
    // The support case: wallet-v4r2 holds 1.5 real USD₮ in a locked wallet, and 4.1001 of a fake.
    const typed = addressForms(s('wallet-v4r2').raw).bounceable; // as the customer wrote it, EQ…
    const fake = s('jetton-master');
    // The fake typed friendly: the finding names it so (typed raw, it would be raw, as typed).
    const run = await cli(['tokens', typed, '--jetton', USDT_MASTER_RAW, '--jetton', fake.friendly]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [header, real, lookAlike, finding, ...rest] = run.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^owner\s+jetton\s+jetton wallet\s+balance\s+lock$/);
    // The form typed for the owner; the jetton wallets as contracts (bounceable), never raw.
    expect(real).toMatch(
      new RegExp(
        `^${typed}\\s+USD₮\\s+${s('usdt-wallet-locked').friendly}\\s+1\\.5 USD₮\\s+outgoing transfers locked \\(status 1\\)$`,
      ),
    );
    expect(lookAlike).toMatch(
      new RegExp(
        `^${typed}\\s+USD₮ \\(look-alike\\)\\s+${s('jetton-wallet-1').friendly}\\s+4\\.1001 USD₮\\s+—$`,
      ),
    );
    expect(finding).toBe(
      `${fake.friendly}: Look-alike: it calls itself USD₮, but its jetton master is not USD₮'s (EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs).`,
    );
    expect(rest).toEqual([]);
    expect(run.stdout).not.toMatch(/\b0:[0-9A-F]{64}\b/);
  });

  it('--csv: the lock in words and the look-alike finding, beside the addresses as written and raw', async () => {
    const typed = addressForms(s('wallet-v4r2').raw).bounceable;
    const run = await cli([
      'tokens',
      typed,
      '--jetton',
      USDT_MASTER_RAW,
      '--jetton',
      s('jetton-master').raw,
      '--csv',
    ]);
    expect(run.code).toBe(0);
    const rows = Papa.parse<Record<string, string>>(run.stdout.trim(), { header: true }).data;
    expect(rows.map((r) => [r.owner, r.jetton_wallet, r.lock_status, r.look_alike])).toEqual([
      [typed, s('usdt-wallet-locked').friendly, 'outgoing transfers locked (status 1)', ''],
      [
        typed,
        s('jetton-wallet-1').friendly,
        '',
        expect.stringMatching(/^Look-alike: it calls itself USD₮, but its jetton master is not USD₮'s/),
      ],
    ]);
    expect(rows.map((r) => [r.owner_raw, r.jetton_raw, r.jetton_wallet_raw])).toEqual([
      [s('wallet-v4r2').raw, USDT_MASTER_RAW, s('usdt-wallet-locked').raw],
      [s('wallet-v4r2').raw, s('jetton-master').raw, s('jetton-wallet-1').raw],
    ]);
  });

  it('exits 2 without --jetton or with an invalid one; 1 when the jetton is not available', async () => {
    expect((await cli(['tokens', s('wallet-v4r2').raw])).code).toBe(2);
    expect((await cli(['tokens', s('wallet-v4r2').raw, '--jetton', 'nope'])).code).toBe(2);
    const run = await cli(['tokens', s('wallet-v4r2').raw, '--jetton', notIndexedAddresses()[3]!, '--json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/jetton .*not in the index/);
    expect(JSON.parse(run.stdout).rows[0]).toMatchObject({ status: 'jetton_unavailable', balance: null });
  });

  it("a long list (1,000 owners: over the threshold for the emulator's worker thread) gives every row, exit 0", async () => {
    const big = await startIndexServer({ port: 0, dataset: { generated: 1000 } });
    try {
      const owners = big.data.list.filter((a) => !a.label).map((a) => a.raw);
      const run = await cli(['tokens', '--jetton', USDT_MASTER_RAW, '--json', ...owners], big.url);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const { rows } = JSON.parse(run.stdout) as { rows: Array<{ owner: string; status: string }> };
      expect(rows.map((r) => r.owner)).toEqual(owners);
      expect(rows.every((r) => r.status === 'no_wallet')).toBe(true);
    } finally {
      await big.close();
    }
  });

  it('--help documents the three commands', async () => {
    const run = await cli(['--help']);
    expect(run.code).toBe(0);
    for (const text of [
      'inspect [ADDRESS…]',
      'run-method ADDRESS METHOD [ARG…]',
      'tokens [OWNER…] --jetton MASTER…',
      'int:N, addr:ADDRESS',
    ])
      expect(run.stdout).toContain(text);
  });
});
