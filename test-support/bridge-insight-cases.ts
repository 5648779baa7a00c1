/**
 * The insight cases of the bridge API suite (bridge-api-suite.ts), run against every
 * transport with the emulator that transport uses (a worker thread behind main's IPC registry; the
 * engine behind the in-page web bridge here, its Worker in the browser e2e): real contract code served
 * by the local index server — wallets, the USD₮ master and jetton wallets, whose code is a library cell.
 */
import { Address, beginCell, Cell } from '@ton/core';
import { expect, it } from 'vitest';
import { sampleAccount, type SampleLabel } from '../local-index-server';
import { USDT_MASTER_RAW } from '../local-index-server/sample-data';
import type { AccountLookup, AccountState } from '../shared/api/account-states';
import type { BridgeMethod, BridgeResult } from '../shared/bridge/api/bridge-api';
import type { InspectedAccount } from '../shared/contracts/inspected-account';
import type { TokenRow } from '../shared/contracts/tokens';
import type { CellTree } from '../shared/tvm/cell-tree';
import type { Disassembly } from '../shared/tvm/disassembly';
import type { GetMethodResult } from '../shared/tvm/runner';

/** What the cases need of the suite. */
interface InsightCaseDeps {
  call(method: BridgeMethod, arg?: unknown): Promise<BridgeResult<unknown>>;
  /** Paths the index server was asked for since the test began. */
  requestedPaths(): string[];
}

const value = async <T>(reply: Promise<BridgeResult<unknown>>): Promise<T> => {
  const settled = await reply;
  if (!settled.ok) throw new Error(`expected ok, got ${settled.error.kind}: ${settled.error.message}`);
  return settled.value as T;
};

/** Registers the cases (inside the suite's `describe`, with its per-test transport). */
export function insightCases(deps: () => InsightCaseDeps): void {
  /** Looks samples up with their BoCs, as the renderer holds them. */
  async function states(...labels: SampleLabel[]): Promise<AccountLookup> {
    return value<AccountLookup>(
      deps().call('lookupAccounts', {
        requestId: 'insight',
        addresses: labels.map((l) => sampleAccount(l).raw),
        includeBoc: true,
      }),
    );
  }
  const byAddress = (accounts: InspectedAccount[], label: SampleLabel) =>
    accounts.find((a) => a.address === sampleAccount(label).raw.toUpperCase())!;

  it('inspects a wallet, the USD₮ master and a locked USD₮ jetton wallet on their own code', async () => {
    const lookup = await states('wallet-v4r2', 'wallet-v5-beta', 'usdt-master', 'usdt-wallet-locked');
    const accounts = await value<InspectedAccount[]>(
      deps().call('inspectAccounts', {
        accounts: lookup.accounts,
        metadata: lookup.metadata,
        unixTime: 1_721_068_768,
      }),
    );
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
    const lookup = await states('usdt-wallet');
    const before = deps().requestedPaths().length;
    const [wallet] = await value<InspectedAccount[]>(
      deps().call('inspectAccounts', { accounts: lookup.accounts, unixTime: 1_721_068_768 }),
    );
    expect(wallet!.details).toMatchObject({ balance: '25000000', balance_scaled: '25', decimals: 6 });
    expect(deps().requestedPaths().slice(before)).toEqual(['/api/v3/accountStates']);
  });

  it('runs any get-method with typed arguments: the master derives the owner’s jetton wallet', async () => {
    const { accounts } = await states('usdt-master');
    const master = accounts[0]!;
    const owner = sampleAccount('wallet-v5r1').raw;
    const result = await value<GetMethodResult>(
      deps().call('runGetMethod', {
        account: {
          address: master.address,
          code_boc: master.code_boc,
          data_boc: master.data_boc,
          balance: master.balance,
        },
        method: 'get_wallet_address',
        args: [{ type: 'slice', boc: sliceOf(owner) }],
      }),
    );
    expect(result).toMatchObject({ ran: true, exit_code: 0, exit_meaning: expect.any(String) });
    if (!result.ran) throw new Error('did not run');
    expect(result.gas_used).toBeGreaterThan(0);
    expect(result.stack[0]).toMatchObject({
      type: 'slice',
      address: sampleAccount('usdt-wallet').raw.toUpperCase(),
    });
  });

  it('answers a method the code lacks with exit code 11 and its meaning, not an error', async () => {
    const { accounts } = await states('wallet-v4r2');
    const wallet = accounts[0]!;
    const result = await value<GetMethodResult>(
      deps().call('runGetMethod', {
        account: tvmOf(wallet),
        method: 'get_jetton_data',
        unixTime: 1_721_068_768,
      }),
    );
    expect(result).toMatchObject({
      ran: true,
      exit_code: 11,
      exit_meaning: expect.stringMatching(/method/i),
    });
  });

  it('says a library is missing instead of answering wrongly', async () => {
    const { accounts } = await states('usdt-wallet');
    const wallet = accounts[0]!;
    // A library cell naming a library nobody bundles: type 2, then a made-up 256-bit hash.
    const result = await value<GetMethodResult>(
      deps().call('runGetMethod', {
        account: { ...tvmOf(wallet), code_boc: libraryCellBoc('ab'.repeat(32)) },
        method: 'get_wallet_data',
        unixTime: 1_721_068_768,
      }),
    );
    expect(result).toMatchObject({ ran: false, reason: 'missing_library', missing_library: 'ab'.repeat(32) });
  });

  it('keeps a library the user adds (refusing another code) and runs library-cell code with it at once', async () => {
    const { accounts } = await states('wallet-v3r2');
    const v3 = accounts[0]!;
    const hash = Cell.fromBase64(v3.code_boc!).hash().toString('hex');
    // The same wallet, deployed as a library cell naming its code: nobody carries that library yet.
    const { code_hash: _ownHash, ...rest } = v3;
    const asLibrary: AccountState = { ...rest, code_boc: libraryCellBoc(hash) };
    const inspect = async () =>
      (
        await value<InspectedAccount[]>(
          deps().call('inspectAccounts', { accounts: [asLibrary], unixTime: 1_721_068_768 }),
        )
      )[0]!;
    const before = await inspect();
    expect(before.details).toMatchObject({ library: { hash, origin: 'missing' } });
    expect(before.details.problems?.join(' ')).toMatch(/Settings → Libraries/);

    const wrong = await deps().call('addLibrary', {
      boc: (await states('wallet-v4r2')).accounts[0]!.code_boc!,
      expectedHash: hash,
    });
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(!wrong.ok && wrong.error.message).toMatch(/not .*the library the contract names/);

    const added = await value<{ hash: string; origin: string }>(
      deps().call('addLibrary', { boc: v3.code_boc!, name: 'wallet v3r2', expectedHash: hash }),
    );
    expect(added).toMatchObject({ hash, origin: 'pasted', name: 'wallet v3r2' });
    const listed = await value<{ libraries: Array<{ hash: string }> }>(deps().call('listLibraries'));
    expect(listed.libraries.map((l) => l.hash)).toEqual([hash]);

    const after = await inspect();
    expect(after).toMatchObject({
      kind: 'wallet_v3r2',
      details: { seqno: 17, library: { hash, origin: 'user' } },
    });
    const seqno = await value<GetMethodResult>(
      deps().call('runGetMethod', { account: tvmOf(asLibrary), method: 'seqno', unixTime: 1_721_068_768 }),
    );
    expect(seqno).toMatchObject({ ran: true, stack: [{ type: 'int', value: '17' }] });

    expect(await value(deps().call('removeLibrary', { hash }))).toEqual({ removed: true });
    expect((await inspect()).details).toMatchObject({ library: { origin: 'missing' } });
  });

  it('disassembles code with its method table and reads data as a cell tree', async () => {
    const { accounts } = await states('wallet-v4r2');
    const wallet = accounts[0]!;
    const listing = await value<Disassembly>(deps().call('disassembleCode', { codeBoc: wallet.code_boc }));
    expect(listing.error).toBeUndefined();
    expect(listing.methods.map((m) => m.name)).toEqual(
      expect.arrayContaining(['seqno', 'get_public_key', 'get_subwallet_id']),
    );
    const tree = await value<CellTree>(deps().call('cellTree', { boc: wallet.data_boc }));
    expect(tree.nodes[0]).toMatchObject({ id: 0, exotic: null });
    expect(tree.nodes[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    const bad = await deps().call('cellTree', { boc: 'not a boc' });
    expect(bad.ok).toBe(false);
  });

  it('gives the USD₮ balances of wallets, "no jetton wallet yet" as 0', async () => {
    const owners = (['wallet-v5r1', 'wallet-v4r2', 'wallet-v3r2'] as const).map((l) => sampleAccount(l).raw);
    const result = await value<{ rows: TokenRow[] }>(
      deps().call('tokensOfWallets', { owners, masters: [USDT_MASTER_RAW], unixTime: 1_721_068_768 }),
    );
    expect(result.rows.map((r) => [r.status, r.balance, r.decimals])).toEqual([
      ['active', '25000000', 6],
      ['active', '1500000', 6],
      ['no_wallet', '0', 6],
    ]);
  });
}

/** The runner's view of a state. */
function tvmOf(state: AccountState) {
  return {
    address: state.address,
    code_boc: state.code_boc!,
    ...(state.data_boc ? { data_boc: state.data_boc } : {}),
    balance: state.balance ?? '0',
  };
}

/** A slice holding an address, as the get-method form sends one. */
function sliceOf(raw: string): string {
  return beginCell().storeAddress(Address.parseRaw(raw)).endCell().toBoc().toString('base64');
}

/** A library cell (exotic type 2) naming `hashHex`. */
function libraryCellBoc(hashHex: string): string {
  const bits = beginCell().storeUint(2, 8).storeBuffer(Buffer.from(hashHex, 'hex')).endCell().bits;
  return new Cell({ exotic: true, bits }).toBoc().toString('base64');
}
