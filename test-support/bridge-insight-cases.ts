/**
 * The insight cases of the bridge API suite (bridge-api-suite.ts), run against every
 * transport with the emulator that transport uses (a worker thread behind main's IPC registry; the
 * engine behind the in-page web bridge here, its Worker in the browser e2e): real contract code served
 * by the local index server — wallets, the USD₮ master and jetton wallets, whose code is a library cell.
 */
import { Address, beginCell, Cell } from '@ton/core';
import { expect, it } from 'vitest';
import { notIndexedAddresses, sampleAccount, type SampleLabel } from '../local-index-server';
import { USDT_MASTER_RAW } from '../local-index-server/sample-data';
import { codeInfo } from '../local-index-server/contract-codes';
import type { AccountState } from '../shared/api/account-states';
import type { BridgeMethod, BridgeResult } from '../shared/bridge/api/bridge-api';
import type { Inspected } from '../shared/accounts/account-insight';
import { createIndexClient } from '../shared/client/index-client';
import type { InspectedAccount } from '../shared/contracts/inspected-account';
import type { TokenRow } from '../shared/contracts/tokens';
import type { CellTree } from '../shared/tvm/cell-tree';
import type { Disassembly } from '../shared/tvm/disassembly';
import type { JobEvents } from '../shared/jobs/job-events';
import type { GetMethodResult } from '../shared/tvm/runner';
import type { RecordedEvent } from './job-events';

/** What the cases need of the suite. */
interface InsightCaseDeps {
  call(method: BridgeMethod, arg?: unknown): Promise<BridgeResult<unknown>>;
  /** Starts a job and waits for its end: its events and its end. */
  runJob(
    method: BridgeMethod,
    arg: unknown,
  ): Promise<{ events: RecordedEvent[]; done: JobEvents['job-done'] | JobEvents['job-failed'] }>;
  /** Paths the index server was asked for since the test began. */
  requestedPaths(): string[];
  /** The index server's address (the tests read a sample's code from it, as a user would from an explorer). */
  serverUrl(): string;
}

const value = async <T>(reply: Promise<BridgeResult<unknown>>): Promise<T> => {
  const settled = await reply;
  if (!settled.ok) throw new Error(`expected ok, got ${settled.error.kind}: ${settled.error.message}`);
  return settled.value as T;
};

const rawOf = (label: SampleLabel) => sampleAccount(label).raw.toUpperCase();

/** Registers the cases (inside the suite's `describe`, with its per-test transport). */
export function insightCases(deps: () => InsightCaseDeps): void {
  /** Inspects samples as the detail view does: addresses in, inspected accounts out (no states). */
  const inspect = (labels: SampleLabel[], extra: { unixTime?: number } = {}) =>
    value<Inspected>(deps().call('inspect', { addresses: labels.map(rawOf), ...extra }));
  /** Runs one get-method as the detail's form does: an address, a method and its arguments. */
  const getMethod = (arg: Record<string, unknown>) =>
    value<GetMethodResult>(deps().call('runGetMethod', arg));
  /** A sample's state with its code and data, read from the index server itself (not through the bridge). */
  const stateOf = async (label: SampleLabel): Promise<AccountState> => {
    const client = createIndexClient({ baseUrl: deps().serverUrl() });
    return (await client.accountStatesRequest([rawOf(label)], { includeBoc: true })).accounts[0]!;
  };
  const byAddress = (accounts: InspectedAccount[], label: SampleLabel) =>
    accounts.find((a) => a.address === rawOf(label))!;

  it('inspects a wallet, the USD₮ master and a locked USD₮ jetton wallet on their own code, given only their addresses', async () => {
    const answer = await inspect(['wallet-v4r2', 'wallet-v5-beta', 'usdt-master', 'usdt-wallet-locked'], {
      unixTime: 1_721_068_768,
    });
    const { accounts } = answer;
    // The states were fetched behind the bridge, with their code and data, and stay there.
    expect(deps().requestedPaths()).toEqual(['/api/v3/accountStates']);
    expect(JSON.stringify(answer)).not.toMatch(/code_boc|data_boc/);
    const v4 = byAddress(accounts, 'wallet-v4r2');
    expect([v4.kind, v4.kind_source]).toEqual(['wallet_v4r2', 'code_hash']);
    expect(v4.details).toMatchObject({
      seqno: expect.any(Number),
      public_key: expect.stringMatching(/^[0-9a-f]{64}$/),
      wallet_id: expect.any(Number),
    });
    const beta = byAddress(accounts, 'wallet-v5-beta');
    expect(beta.details).toMatchObject({
      seqno: 12,
      extensions: [sampleAccount('wallet-v4r2').raw.toUpperCase()],
    });
    const master = byAddress(accounts, 'usdt-master');
    expect(master.kind).toBe('jetton_master');
    expect(master.details).toMatchObject({
      total_supply: '1000000000000000',
      total_supply_scaled: '1000000000',
      decimals: 6,
      mintable: true,
    });
    const locked = byAddress(accounts, 'usdt-wallet-locked');
    expect(locked.details).toMatchObject({
      balance: '1500000',
      balance_scaled: '1.5',
      owner: sampleAccount('wallet-v4r2').raw.toUpperCase(),
      jetton: USDT_MASTER_RAW,
      lock_status: { outgoing_locked: true },
    });
    expect(locked.methods.every((m) => m.error === null)).toBe(true);
  });

  it('looks up the jetton master a jetton wallet points at, for its decimals', async () => {
    const { accounts } = await inspect(['usdt-wallet'], { unixTime: 1_721_068_768 });
    expect(accounts[0]!.details).toMatchObject({ balance: '25000000', balance_scaled: '25', decimals: 6 });
    // The wallet's own state, then its master's.
    expect(deps().requestedPaths()).toEqual(['/api/v3/accountStates', '/api/v3/accountStates']);
  });

  it('names the addresses the indexer does not know, and inspects the others', async () => {
    const unknown = notIndexedAddresses()[0]!.toUpperCase();
    const answer = await value<Inspected>(
      deps().call('inspect', { addresses: [rawOf('wallet-v4r2'), unknown], unixTime: 1_721_068_768 }),
    );
    expect(answer.notFound).toEqual([unknown]);
    expect(answer.accounts.map((a) => a.kind)).toEqual(['wallet_v4r2']);
  });

  it('runs any get-method with typed arguments: the master derives the owner’s jetton wallet', async () => {
    const owner = sampleAccount('wallet-v5r1').raw;
    const result = await getMethod({
      address: rawOf('usdt-master'),
      method: 'get_wallet_address',
      args: [{ type: 'slice', boc: sliceOf(owner) }],
    });
    expect(result).toMatchObject({ ran: true, exit_code: 0, exit_meaning: expect.any(String) });
    if (!result.ran) throw new Error('did not run');
    expect(result.gas_used).toBeGreaterThan(0);
    expect(result.stack[0]).toMatchObject({
      type: 'slice',
      address: sampleAccount('usdt-wallet').raw.toUpperCase(),
    });
  });

  it('answers a method the code lacks with exit code 11 and its meaning, not an error', async () => {
    const result = await getMethod({
      address: rawOf('wallet-v4r2'),
      method: 'get_jetton_data',
      unixTime: 1_721_068_768,
    });
    expect(result).toMatchObject({
      ran: true,
      exit_code: 11,
      exit_meaning: expect.stringMatching(/method/i),
    });
  });

  it('says a library is missing instead of answering wrongly', async () => {
    // A wallet deployed as a library cell naming wallet v3r1's code, which the app does not carry.
    const hash = Cell.fromBase64(codeInfo('wallet_v3r1').boc).hash().toString('hex');
    const result = await getMethod({
      address: rawOf('library-wallet'),
      method: 'seqno',
      unixTime: 1_721_068_768,
    });
    expect(result).toMatchObject({ ran: false, reason: 'missing_library', missing_library: hash });
  });

  it('keeps a library the user adds (refusing another code) and runs library-cell code with it at once', async () => {
    // A wallet v3r1 deployed as a library cell naming its code: the app does not carry that library.
    const v3 = { code_boc: codeInfo('wallet_v3r1').boc };
    const hash = Cell.fromBase64(v3.code_boc).hash().toString('hex');
    const inspectOne = async () => {
      const { accounts } = await inspect(['library-wallet'], { unixTime: 1_721_068_768 });
      return { account: accounts[0]! };
    };
    const before = await inspectOne();
    expect(before.account.details).toMatchObject({ library: { hash, origin: 'missing' } });
    expect(before.account.details.problems?.join(' ')).toMatch(/Settings → Libraries/);

    const wrong = await deps().call('addLibrary', {
      boc: (await stateOf('wallet-v4r2')).code_boc!,
      expectedHash: hash,
    });
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(!wrong.ok && wrong.error.message).toMatch(/not .*the library the contract names/);

    const added = await value<{ hash: string; origin: string }>(
      deps().call('addLibrary', { boc: v3.code_boc, name: 'wallet v3r1', expectedHash: hash }),
    );
    expect(added).toMatchObject({ hash, origin: 'pasted', name: 'wallet v3r1' });
    const listed = await value<{ libraries: Array<{ hash: string }> }>(deps().call('listLibraries'));
    expect(listed.libraries.map((l) => l.hash)).toEqual([hash]);

    const after = await inspectOne();
    expect(after.account).toMatchObject({
      kind: 'wallet_v3r1',
      details: { seqno: 21, library: { hash, origin: 'user' } },
    });
    const seqno = await getMethod({
      address: rawOf('library-wallet'),
      method: 'seqno',
      unixTime: 1_721_068_768,
    });
    expect(seqno).toMatchObject({ ran: true, stack: [{ type: 'int', value: '21' }] });

    expect(await value(deps().call('removeLibrary', { hash }))).toEqual({ removed: true });
    expect((await inspectOne()).account.details).toMatchObject({ library: { origin: 'missing' } });
  });

  it('disassembles code with its method table and reads data as a cell tree', async () => {
    const listing = await value<Disassembly>(
      deps().call('disassembleCode', { address: rawOf('wallet-v4r2') }),
    );
    expect(listing.error).toBeUndefined();
    expect(listing.methods.map((m) => m.name)).toEqual(
      expect.arrayContaining(['seqno', 'get_public_key', 'get_subwallet_id']),
    );
    const tree = await value<CellTree>(
      deps().call('cellTree', { address: rawOf('wallet-v4r2'), part: 'data' }),
    );
    expect(tree.nodes[0]).toMatchObject({ id: 0, exotic: null });
    expect(tree.nodes[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    // An account with no code has nothing to list: said, not thrown.
    const none = await deps().call('disassembleCode', { address: rawOf('uninit') });
    expect(none).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });

  it('gives the USD₮ balances of wallets as a job, "no jetton wallet yet" as 0, with progress per request', async () => {
    const owners = (['wallet-v5r1', 'wallet-v4r2', 'wallet-v3r2'] as const).map((l) =>
      sampleAccount(l).raw.toUpperCase(),
    );
    const { events, done } = await deps().runJob('startTokens', {
      owners,
      masters: [USDT_MASTER_RAW],
      unixTime: 1_721_068_768,
    });
    expect(done).toMatchObject({ kind: 'tokens', cancelled: false });
    const progress = events.filter((e) => e.type === 'job-progress');
    expect(progress.length).toBeGreaterThan(0);
    const rows = events
      .filter((e) => e.type === 'job-rows')
      .flatMap((e) => (e.payload as { rows: TokenRow[] }).rows);
    expect(rows.map((r) => [r.status, r.balance, r.decimals])).toEqual([
      ['active', '25000000', 6],
      ['active', '1500000', 6],
      ['no_wallet', '0', 6],
    ]);
  });
}

/** A slice holding an address, as the get-method form sends one. */
function sliceOf(raw: string): string {
  return beginCell().storeAddress(Address.parseRaw(raw)).endCell().toBoc().toString('base64');
}
