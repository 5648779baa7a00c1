/**
 * `compare`: an earlier answer (an accounts --json file, or an exported log entry) against a fresh lookup
 * from the local index server over real HTTP, in this process (test-support/cli-run.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../local-index-server';
import { HUGE_BALANCE } from '../local-index-server/sample-data';
import { formatNanotons } from '../shared/format/amounts';
import { displayAmountOptions } from '../shared/format/locale-format';
import { addressForms } from '../shared/address/address-codec';
import { LOOKUP_LOG_SCHEMA_VERSION, type LookupLogEntry } from '../shared/lookup-log/log-entry';
import { restoreCell } from '../shared/format/spreadsheet-safety';
import { runCliInProcess } from '../test-support/cli-run';

let server: RunningIndexServer;
let dir: string;
beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'cli-compare-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** The CLI in this process (test-support/cli-run.ts), against the local index server. */
const run = (args: string[]) => runCliInProcess([...args, '--base-url', server.url]);

const wallet = sampleAccount('wallet-v4r2');
const jettonWallet = sampleAccount('jetton-wallet-1');

const typedForm = addressForms(wallet.raw).bounceable;

/** The wallet's balance now, as the server answers. */
let balance = '';

async function answerFile(name: string, edit: (json: string) => string = (j) => j): Promise<string> {
  const now = await run(['accounts', wallet.raw, jettonWallet.raw, '--json', '--no-boc']);
  expect(now.code).toBe(0);
  balance = (JSON.parse(now.stdout) as { accounts: { balance: string }[] }).accounts[0]!.balance;
  const path = join(dir, name);
  await writeFile(path, edit(now.stdout));
  return path;
}

describe('cli compare', () => {
  it('exits 0 and says nothing changed when the accounts are as they were', async () => {
    const path = await answerFile('same.json');
    const same = await run(['compare', path]);
    expect(same).toMatchObject({ code: 0, stderr: '' });
    expect(same.stdout).toMatch(/2 compared with the accounts --json answer: 0 changed/);
  });

  it('exits 3 with previous, now and the signed difference of every changed field', async () => {
    const path = await answerFile('earlier.json', (json) =>
      json.replace(`"balance": "${balance}"`, '"balance": "1000000000"'),
    );
    const table = await run(['compare', path]);
    expect(table.code).toBe(3);
    const delta = BigInt(balance) - 1_000_000_000n;
    expect(table.stdout).toMatch(/balance\s+1 TON\s+\S+ TON\s+\+\S+ TON/);
    expect(table.stdout).toMatch(/1 changed/);

    const json = await run(['compare', path, '--json']);
    expect(json.code).toBe(3);
    const out = JSON.parse(json.stdout) as {
      changed: number;
      accounts: { raw: string; changed: boolean; fields: Record<string, Record<string, unknown>> }[];
    };
    expect(out.changed).toBe(1);
    const [first, second] = out.accounts;
    expect(first!.fields.balance).toEqual({
      previous: '1000000000',
      now: balance,
      difference: `+${delta}`,
      changed: true,
    });
    expect(first!.fields.status).toMatchObject({ previous: 'active', now: 'active', changed: false });
    expect(second).toMatchObject({ raw: jettonWallet.raw, changed: false });
    expect(second!.fields.jetton_balance).toMatchObject({
      previous: '4.1001',
      now: '4.1001',
      difference: '0',
    });

    // The CSV: one row per account, every field's previous, now and difference, read back by a CSV parser.
    const csv = await run(['compare', path, '--csv']);
    expect(csv.code).toBe(3);
    // A signed difference starts with "+": it is written formula-safe (="+…") and read back exact.
    expect(csv.stdout).toContain(`"=""+${delta}"""`);
    const rows = Papa.parse<Record<string, string>>(csv.stdout, {
      header: true,
      skipEmptyLines: true,
      transform: restoreCell,
    }).data;
    expect(rows).toHaveLength(2);
    // Looked up raw, written raw: the form the user gave (shared/format/address-display.ts).
    expect(rows[0]).toMatchObject({
      address: wallet.raw,
      raw: wallet.raw,
      changed: 'true',
      balance_previous: '1000000000',
      balance_now: balance,
      balance_difference: `+${delta}`,
      status_previous: 'active',
    });
    expect(rows[1]).toMatchObject({
      changed: 'false',
      jetton_balance_now: '4.1001',
      jetton_balance_difference: '0',
    });
    expect((await run(['compare', path, '--csv', '--json'])).code).toBe(2);
  });

  it('the table groups amounts as the app does; --json and --csv keep plain digits, the CSV naming each unit', async () => {
    const huge = sampleAccount('huge-balance');
    const now = await run(['accounts', huge.raw, jettonWallet.raw, '--json', '--no-boc']);
    const path = join(dir, 'huge.json');
    const before = String(BigInt(HUGE_BALANCE) - 1_000_000_000_000n);
    // Before: 1,000 TON and 1 USD₮ less.
    await writeFile(
      path,
      now.stdout
        .replace(`"balance": "${HUGE_BALANCE}"`, `"balance": "${before}"`)
        .replace('"balance": "4100100"', '"balance": "3100100"'),
    );
    const table = await run(['compare', path]);
    expect(table.code).toBe(3);
    const ton = (nanotons: string) => `${formatNanotons(nanotons, displayAmountOptions()).text} TON`;
    expect(ton(HUGE_BALANCE)).not.toContain('5000000000'); // the runtime's locale groups it
    const cells = (field: string) =>
      table.stdout
        .split('\n')
        .find((line) => line.split(/\s{2,}/)[1] === field)
        ?.split(/\s{2,}/)
        .slice(2);
    expect(cells('balance')).toEqual([ton(before), ton(HUGE_BALANCE), `+${ton('1000000000000')}`]);
    expect(cells('jetton_balance')).toEqual(['3.1001', '4.1001', '+1']);

    const json = JSON.parse((await run(['compare', path, '--json'])).stdout) as {
      accounts: { fields: Record<string, { now: string; difference: string }> }[];
    };
    expect(json.accounts[0]!.fields.balance).toMatchObject({
      now: HUGE_BALANCE,
      difference: '+1000000000000',
    });

    const csv = await run(['compare', path, '--csv']);
    const parsed = Papa.parse<Record<string, string>>(csv.stdout, {
      header: true,
      skipEmptyLines: true,
      transform: restoreCell,
    });
    expect(parsed.meta.fields).toEqual([
      'address',
      'raw',
      'changed',
      'status_previous',
      'status_now',
      'balance_previous',
      'balance_now',
      'balance_difference',
      'balance_unit',
      'last_transaction_lt_previous',
      'last_transaction_lt_now',
      'last_transaction_lt_difference',
      'jetton_balance_previous',
      'jetton_balance_now',
      'jetton_balance_difference',
      'jetton_balance_unit',
    ]);
    // Still formula-safe: a signed difference is a text formula, its unit beside it.
    expect(csv.stdout).toContain('"=""+1000000000000""",nanoton,');
    expect(parsed.data[0]).toMatchObject({
      balance_now: HUGE_BALANCE,
      balance_difference: '+1000000000000',
      balance_unit: 'nanoton',
    });
    expect(parsed.data[1]).toMatchObject({
      jetton_balance_previous: '3.1001',
      jetton_balance_now: '4.1001',
      jetton_balance_difference: '+1',
      jetton_balance_unit: 'USD₮',
    });
  });

  it('reads an exported log entry, keeping the forms that were typed', async () => {
    const answer = JSON.parse((await run(['accounts', wallet.raw, '--json', '--no-boc'])).stdout) as Record<
      string,
      unknown
    >;
    const entry: LookupLogEntry = {
      schemaVersion: LOOKUP_LOG_SCHEMA_VERSION,
      id: '1764100000000-abcdef',
      createdAt: '2026-11-25T20:00:00.000Z',
      profile: { id: 'local', name: 'Local', baseUrl: server.url },
      lastBlock: null,
      includeBoc: false,
      inputs: [{ raw: wallet.raw, input: typedForm }],
      counts: { requested: 1, found: 1, notFound: 0, failed: 0 },
      cancelled: false,
      failed: [],
      result: {
        accounts: (answer.accounts as { status: string }[]).map((a) => ({ ...a, status: 'uninit' })),
        address_book: {},
        metadata: {},
        not_found: [],
      } as unknown as LookupLogEntry['result'],
    };
    const path = join(dir, 'entry.json');
    await writeFile(path, JSON.stringify(entry));
    const out = await run(['compare', path]);
    expect(out.code).toBe(3);
    expect(out.stdout).toContain(typedForm);
    expect(out.stdout).toMatch(/status\s+uninit\s+active/);
    expect(out.stdout).toMatch(/1 compared with the log entry: 1 changed/);
  });

  it('says what is wrong with a file that is neither, and exits 2', async () => {
    const path = join(dir, 'bad.json');
    await writeFile(path, '{"accounts": 7}');
    const out = await run(['compare', path]);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/not an accounts --json answer: at accounts: /);
    expect((await run(['compare', join(dir, 'missing.json')])).stderr).toMatch(/no such file/);
  });
});
