/**
 * Export records built from real answers: the local index server over real HTTP through the real
 * client (real address books, metadata, masterchain and testnet accounts), and the recorded fixtures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HUGE_BALANCE,
  SAMPLE_DOMAIN,
  SAMPLE_EXTRA_CURRENCIES,
  notIndexedAddresses,
  sampleAccount,
  sampleAccounts,
  startIndexServer,
  type RunningIndexServer,
} from '../../local-index-server';
import { addressForms } from '../address/address-codec';
import { accountStatesResponseSchema, type CheckedLookup } from '../api/account-states';
import statesF6b from '../api/fixtures/F6b_accountStates_synthetic_uninit_frozen_nonexist.json';
import { createIndexClient } from '../client/index-client';
import { AppError } from '../errors';
import { rowsOf } from '../../test-support/lookup-rows';
import { exportColumns, exportRecordSchema, exportRecords, type ExportRecord } from './export-record';

let mainnet: RunningIndexServer;
let testnet: RunningIndexServer;

beforeAll(async () => {
  [mainnet, testnet] = await Promise.all([
    startIndexServer({ port: 0 }),
    startIndexServer({ port: 0, network: 'testnet' }),
  ]);
});
afterAll(async () => {
  await Promise.all([mainnet.close(), testnet.close()]);
});

/** Every sample account in the form a person would paste (friendly for most, raw for one) plus unknown ones. */
function requested(testnetForms: boolean) {
  const samples = sampleAccounts().map((s, i) => ({
    raw: s.raw,
    input: i % 3 === 0 ? s.raw : testnetForms ? s.friendlyTestnet : s.friendly,
  }));
  const unknown = notIndexedAddresses().map((raw) => ({ raw, input: raw.toLowerCase() }));
  // Unknown ones interleaved, so input order is checked against more than the server's order.
  return samples.flatMap((s, i) => (unknown[i] ? [s, unknown[i]] : [s]));
}

async function lookup(
  server: RunningIndexServer,
  accounts: readonly { raw: string }[],
): Promise<CheckedLookup> {
  return createIndexClient({ baseUrl: server.url }).accountStatesRequest(
    accounts.map((a) => a.raw),
    { includeBoc: false },
  );
}

const byLabel = (
  records: readonly ExportRecord[],
  label: Parameters<typeof sampleAccount>[0],
): ExportRecord => records.find((r) => r.raw === sampleAccount(label).raw)!;

describe('exportRecords from the local index server (mainnet)', () => {
  let records: ExportRecord[];
  let accounts: ReturnType<typeof requested>;
  let result: CheckedLookup;

  beforeAll(async () => {
    accounts = requested(false);
    result = await lookup(mainnet, accounts);
    records = exportRecords(rowsOf(accounts, result), 'mainnet');
  });

  it('gives one valid record per requested account, in input order, with the columns in schema order', () => {
    expect(records.map((r) => [r.raw, r.input])).toEqual(accounts.map((a) => [a.raw, a.input]));
    for (const record of records) {
      expect(exportRecordSchema.parse(record)).toEqual(record);
      expect(Object.keys(record)).toEqual(exportColumns());
    }
  });

  it('writes every address form, mainnet flags, matching the address book the server computed on its own', () => {
    for (const record of records) {
      const forms = addressForms(record.raw);
      expect(record.bounceable).toBe(forms.bounceable);
      expect(record.non_bounceable).toBe(forms.nonBounceable);
      expect(record.bounceable).toMatch(/^E[Qf]/);
      expect(record.non_bounceable).toMatch(/^U[Qf]/);
      const book = result.address_book.get(record.raw);
      if (book) expect([record.bounceable, record.non_bounceable]).toContain(book.user_friendly);
    }
    expect(byLabel(records, 'masterchain-wallet').raw).toMatch(/^-1:/);
    expect(byLabel(records, 'masterchain-wallet').bounceable).toMatch(/^Ef/);
  });

  it('marks the addresses the indexer does not know as "not found", with nothing invented', () => {
    const unknown = records.filter((r) => notIndexedAddresses().includes(r.raw));
    expect(unknown).toHaveLength(notIndexedAddresses().length);
    for (const record of unknown) {
      expect(record).toMatchObject({
        status: 'not found',
        balance_nanoton: null,
        balance_ton: null,
        extra_currencies: {},
        interfaces: [],
        domain: null,
        token_kind: null,
        is_scam: false,
        last_transaction_lt: null,
        code_hash: null,
      });
    }
  });

  it('keeps balances exact beyond 2^53, in nanotons and TON', () => {
    expect(byLabel(records, 'huge-balance')).toMatchObject({
      balance_nanoton: HUGE_BALANCE,
      balance_ton: '5000000000.123456789',
    });
    expect(BigInt(HUGE_BALANCE)).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
    expect(byLabel(records, 'one-nanoton')).toMatchObject({
      balance_nanoton: '1',
      balance_ton: '0.000000001',
      status: 'uninit',
    });
    for (const record of records.filter((r) => r.balance_nanoton !== null)) {
      const [whole, fraction = ''] = record.balance_ton!.split('.');
      expect(BigInt(whole!) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0'))).toBe(
        BigInt(record.balance_nanoton!),
      );
    }
  });

  it('carries extra currencies, the domain and interfaces', () => {
    expect(byLabel(records, 'extra-currencies').extra_currencies).toEqual(SAMPLE_EXTRA_CURRENCIES);
    expect(byLabel(records, 'wallet-v4r2')).toMatchObject({
      domain: SAMPLE_DOMAIN,
      interfaces: ['wallet_v4r2'],
    });
    expect(byLabel(records, 'contract-no-interface').interfaces).toEqual([]);
  });

  it('names a jetton wallet after its master, with the master’s decimals, its token balance and the master’s raw address', () => {
    const master = sampleAccount('jetton-master').raw;
    expect(byLabel(records, 'jetton-wallet-1')).toMatchObject({
      token_kind: 'jetton_wallets',
      token_name: 'Tether USD (sample)',
      token_symbol: 'USD₮',
      token_decimals: 6,
      jetton_balance: '4.1001',
      jetton_master: master,
      is_scam: false,
    });
    expect(byLabel(records, 'jetton-master')).toMatchObject({
      token_kind: 'jetton_masters',
      token_decimals: 6,
      jetton_master: null,
    });
    expect(byLabel(records, 'nft-item')).toMatchObject({
      token_kind: 'nft_items',
      token_name: 'Sample Item #7',
      token_decimals: null,
    });
    expect(byLabel(records, 'nft-collection')).toMatchObject({
      token_kind: 'nft_collections',
      token_name: 'Index Explorer Samples',
    });
    expect(byLabel(records, 'wallet-v3r2')).toMatchObject({
      token_kind: null,
      token_name: null,
      jetton_balance: null,
    });
  });

  it('carries the last transaction and the code/data/frozen hashes as the indexer sent them', () => {
    for (const account of result.accounts) {
      const record = records.find((r) => r.raw === account.address)!;
      expect(record).toMatchObject({
        status: account.status,
        last_transaction_lt: account.last_transaction_lt,
        last_transaction_hash: account.last_transaction_hash,
        code_hash: account.code_hash ?? null,
        data_hash: account.data_hash ?? null,
        frozen_hash: account.frozen_hash ?? null,
      });
    }
    expect(byLabel(records, 'frozen').frozen_hash).not.toBeNull();
    expect(byLabel(records, 'wallet-v5r1').code_hash).not.toBeNull();
  });
});

describe('exportRecords on testnet', () => {
  it('sets the testOnly flag in both friendly forms, as the testnet server’s own address book does', async () => {
    const accounts = requested(true);
    const result = await lookup(testnet, accounts);
    const records = exportRecords(rowsOf(accounts, result), 'testnet');
    for (const record of records) {
      const forms = addressForms(record.raw);
      expect(record.bounceable).toBe(forms.testnetBounceable);
      expect(record.non_bounceable).toBe(forms.testnetNonBounceable);
      expect(record.bounceable).toMatch(/^k[Qf]/);
      expect(record.non_bounceable).toMatch(/^0[Qf]/);
      const book = result.address_book.get(record.raw);
      if (book) expect([record.bounceable, record.non_bounceable]).toContain(book.user_friendly);
    }
  });
});

describe('exportRecords for a lookup still running or partly failed', () => {
  it('says "failed" for a failed batch’s accounts and "pending" for those not answered yet', async () => {
    const all = requested(false);
    const answered = all.slice(0, 8);
    const failed = all.slice(8, 12);
    const result = await lookup(mainnet, answered);
    const records = exportRecords(
      rowsOf(
        all,
        result,
        failed.map((a) => a.raw),
      ),
      'mainnet',
    );
    expect(records).toHaveLength(all.length);
    const statusOf = (raw: string) => records.find((r) => r.raw === raw)!.status;
    for (const a of answered) expect(statusOf(a.raw)).not.toMatch(/^(failed|pending)$/);
    for (const a of failed) expect(statusOf(a.raw)).toBe('failed');
    for (const a of all.slice(12)) expect(statusOf(a.raw)).toBe('pending');
    // An account neither answered nor failed is pending, never "not found".
    const implicit = exportRecords(rowsOf(all, result), 'mainnet');
    expect(implicit.slice(8).every((r) => r.status === 'pending')).toBe(true);
    for (const record of records.filter((r) => r.status === 'failed' || r.status === 'pending')) {
      expect(record.balance_nanoton).toBeNull();
    }
  });
});

describe('exportRecords on recorded answers', () => {
  it('keeps uninit, frozen and nonexist apart, with the frozen hash, from the F6b fixture', () => {
    const response = accountStatesResponseSchema.parse(statesF6b);
    const result: CheckedLookup = { ...response, not_found: [] };
    const accounts = response.accounts.map((a) => ({ raw: a.address, input: a.address }));
    const records = exportRecords(rowsOf(accounts, result), 'testnet');
    expect(records.map((r) => r.status)).toEqual(response.accounts.map((a) => a.status));
    const frozen = records.find((r) => r.status === 'frozen')!;
    expect(frozen.frozen_hash).toBe(response.accounts.find((a) => a.status === 'frozen')!.frozen_hash);
    const nonexist = records.find((r) => r.status === 'nonexist')!;
    // The indexer's "0" for a nonexist account is exported as sent; the status column says what it means.
    expect(nonexist).toMatchObject({ balance_nanoton: '0', balance_ton: '0', code_hash: null });
  });

  it('refuses an account that is not an address with an AppError naming it', () => {
    const result: CheckedLookup = {
      accounts: [],
      address_book: new Map(),
      metadata: new Map(),
      not_found: [],
    };
    const attempt = () => exportRecords(rowsOf([{ raw: '0:XYZ', input: '0:XYZ' }], result), 'mainnet');
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow(/account 1 \(“0:XYZ”\)/);
  });
});
