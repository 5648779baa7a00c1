/**
 * Every kind of issue 17 on real mainnet states (local-index-server/fixtures/mainnet_states.json: code
 * and data as the chain holds them, from other projects' tests), decoded by running the contract's own
 * get-methods. The expected values are the ones those projects' tests assert (tongo, nekoton) or read
 * from the data cell here with @ton/core by the contract's published layout — never from the app's
 * own decoders.
 */
import { Address, beginCell, Cell, Dictionary, type Slice } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mainnetState } from '../../../local-index-server/contract-codes';
import { replaceCells } from '../../../local-index-server/cell-rewrite';
import { inspectStates, stateOf } from '../../../test-support/tvm-states';
import { itemDataInCollection } from '../../../test-support/item-in-collection';
import type { AccountState, Metadata } from '../../api/account-states';
import { createTvmEngine } from '../../tvm/engine';
import type { TvmRunner } from '../../tvm/runner';
import { inspectAccounts, type InspectedAccount } from '../inspect';
import { nodeEmulatorWasm } from '../../../node-host/emulator-wasm';

let runner: TvmRunner;
beforeAll(() => {
  runner = createTvmEngine({ wasm: nodeEmulatorWasm });
});

/** A real state as the indexer would serve it (a balance where the source did not carry one). */
function real(name: string, balance = '5000000000'): AccountState {
  const state = mainnetState(name);
  return stateOf(state.address, Cell.fromBase64(state.code_boc), Cell.fromBase64(state.data_boc), {
    balance: state.balance ?? balance,
  });
}

/**
 * The three values a staking contract's `recover_stake` waits on, read from its data where they stand
 * (count:uint8, then the last change's time and `stake_held_for`, each `timeBits` wide).
 */
function recoverRule(data: Slice, timeBits: number) {
  return {
    validator_set_changes_count: data.loadUint(8),
    validator_set_change_time: data.loadUint(timeBits),
    stake_held_for: data.loadUint(timeBits),
  };
}

/** Inspects one real state (and the accounts its details point at). */
async function inspectOne(name: string, more: AccountState[] = [], metadata?: Metadata) {
  const [account] = await inspectStates(runner, [real(name)], {
    more,
    ...(metadata ? { metadata } : {}),
  });
  return account!;
}

/** A jetton wallet's owner as its data holds it (status:uint4 balance:coins owner master …). */
function ownerInData(name: string): string {
  const slice = Cell.fromBase64(mainnetState(name).data_boc).beginParse();
  slice.skip(4);
  slice.loadCoins();
  return upper(slice.loadAddress().toRawString());
}

const raw = (friendly: string) => Address.parse(friendly).toRawString().toUpperCase().replace(/^0X/, '');
const upper = (rawAddress: string) => {
  const [wc, hash] = rawAddress.split(':');
  return `${wc}:${hash!.toUpperCase()}`;
};

describe('library-cell jetton wallets (NOT, HMSTR)', () => {
  it('a real Notcoin wallet: kind through its library cell, balance, owner and master from its own code', async () => {
    const account = await inspectOne('notcoin-jetton-wallet', [real('notcoin-jetton-master')]);
    expect(account).toMatchObject({ kind: 'jetton_wallet', kind_source: 'code_hash' });
    expect(account.details).toMatchObject({
      library: {
        hash: 'ba2918c8947e9b25af9ac1b883357754173e5812f807a3d6e642a14709595395',
        origin: 'bundled',
      },
      // nekoton's test asserts this balance for this state.
      balance: '6499273466060549',
      balance_scaled: '6499273.466060549',
      decimals: 9,
      decimals_source: 'master_content',
      jetton: raw('EQAvlWFDxGF2lXm67y4yzC17wYKD9A0guwPkMs1gOsM__NOT'),
      owner: ownerInData('notcoin-jetton-wallet'),
    });
    expect(account.details.problems).toBeUndefined();
  });

  it('a real HMSTR mintless wallet: balance from its own code; an earlier build the app does not carry is named, with its fix', async () => {
    const hmstr = await inspectOne('hmstr-jetton-wallet', [real('hmstr-jetton-master')], {
      [raw('EQAJ8uWd7EBqsmpSWaRdf_I-8R8-XHwh3gsNKhy-UrdrPcUo')]: {
        is_indexed: true,
        token_info: [{ valid: true, type: 'jetton_masters', symbol: 'HMSTR', extra: { decimals: '9' } }],
      },
    });
    expect(hmstr).toMatchObject({ kind: 'jetton_wallet', kind_source: 'code_hash' });
    expect(hmstr.details).toMatchObject({
      library: { hash: expect.stringMatching(/^0f1ad3d8/), origin: 'bundled' },
      balance: '105000000000',
      balance_scaled: '105',
      decimals_source: 'indexer_metadata',
      symbol: 'HMSTR',
      owner: ownerInData('hmstr-jetton-wallet'),
      jetton: raw('EQAJ8uWd7EBqsmpSWaRdf_I-8R8-XHwh3gsNKhy-UrdrPcUo'),
    });
    // That build was published only as source: the app carries no BoC of it, so the user adds it.
    const early = await inspectOne('mintless-jetton-wallet-early');
    expect(early.details).not.toHaveProperty('balance');
    expect(early.details.library).toMatchObject({
      hash: expect.stringMatching(/^0ef19e1b/),
      origin: 'missing',
    });
    expect(early.details.problems).toEqual([
      expect.stringMatching(/library 0ef19e1b.*which the app does not carry.*Settings → Libraries/),
    ]);
  });
});

describe('multisig, staking', () => {
  it('multisig v2: threshold, signers, proposers and the order seqno rule (tongo asserts these)', async () => {
    const account = await inspectOne('multisig-v2');
    expect(account.kind).toBe('multisig_v2');
    expect(account.details).toMatchObject({
      multisig: {
        threshold: 2,
        signers: [
          '0:EB0B83BD6CEAEAFE6D90EBEBBC2AC09146513C53CBB323A58765BBD1AE101741',
          '0:3C0AD094BB4E04C3B512470881940C59BE570B106A25A0A284F89F9C7F75F86A',
          '0:9B04F4785708A0E919A1DFBAD1375FC717097120312279FB084452327C7906BA',
          '0:51342AECCBF59F6AF68B48FEB9319AE1F398B244B03D1DB2A8BAF3D9402D39CB',
        ],
        proposers: [],
        next_order_seqno: null,
        arbitrary_order_seqno: true,
      },
    });
  });

  it('the TON Foundation nominator pool: state, validator, stakes, nominators, what is withdrawable', async () => {
    const account = await inspectOne('tf-nominator-pool');
    expect(account.kind).toBe('nominator_pool');
    expect(account.details).toMatchObject({
      nominator_pool: {
        state: 2,
        state_meaning: expect.stringMatching(/validating/),
        nominators_count: 1,
        max_nominators_count: 1,
        stake_amount_sent: '937530439658467',
        validator_amount: '1002000000000',
        min_validator_stake: '1001000000000',
        min_nominator_stake: '300000000000000',
        stake_at: 0x64104f08,
        validator: '-1:AB03AF32FA8CC1E2B500EC8D450BAAEA557D7CFD38F2D188CD1F67D1203E4B5D',
        validator_reward_share_percent: '0.00',
        withdrawals_immediate: false,
        validator_withdrawable: null,
      },
    });
    // When the stake may come back (pool.fc load_data: … stake_at:uint32 saved_validator_set_hash:uint256
    // validator_set_changes_count:uint8 validator_set_change_time:uint32 stake_held_for:uint32 …).
    const data = Cell.fromBase64(mainnetState('tf-nominator-pool').data_boc).beginParse();
    data.skip(8 + 16);
    data.loadCoins();
    data.loadCoins();
    data.loadRef();
    data.loadMaybeRef();
    data.loadMaybeRef();
    data.skip(32 + 256);
    expect(account.details).toMatchObject({ nominator_pool: recoverRule(data, 32) });
    const pool = (account.details as { nominator_pool: { nominators: unknown[] } }).nominator_pool;
    expect(pool.nominators).toEqual([
      expect.objectContaining({
        amount: '936446963664856',
        pending_deposit_amount: '0',
        withdraw_requested: false,
      }),
    ]);
    const seven = await inspectOne('tf-nominator-pool-2');
    expect(
      (seven.details as { nominator_pool: { nominators: unknown[] } }).nominator_pool.nominators,
    ).toHaveLength(7);
  });

  it('the single nominator: owner and validator (as its data holds them), and the balance less 1 TON', async () => {
    const data = Cell.fromBase64(mainnetState('single-nominator-pool').data_boc).beginParse();
    const owner = data.loadAddress().toRawString().toUpperCase();
    const validator = data.loadAddress().toRawString().toUpperCase();
    const account = await inspectOne('single-nominator-pool');
    expect(account.kind).toBe('single_nominator');
    expect(account.details).toMatchObject({
      single_nominator: {
        owner: owner.replace(/^0X/, ''),
        validator,
        balance: '5000000000',
        withdrawable: '4000000000',
      },
    });
  });

  it('the liquid-staking validator controller (tongo asserts these)', async () => {
    const account = await inspectOne('validator-controller');
    expect(account.kind).toBe('validator_controller');
    expect(account.details).toMatchObject({
      validator_controller: {
        state: 3,
        halted: false,
        approved: true,
        stake_amount_sent: '462416857587781',
        stake_at: 1696485128,
        borrowed_amount: '452406323745440',
        borrowing_time: 1696453491,
        validator: '-1:7C97DDA0CDA186AC54C4A6320DAB8E45F011B672655A473371BAF987D6BB5091',
        pool: '0:A45B17F28409229B78360E3290420F13E4FE20F90D7E2BF8C4AC6703259E22FA',
        sudoer: null,
      },
    });
    // When the stake may be recovered, read from the data cell by controller.func load_data (state:uint8
    // halted:int1 approved:int1 stake_amount_sent:coins stake_at:uint48 hash:uint256 count:uint8
    // change_time:uint48 stake_held_for:uint48 …).
    const data = Cell.fromBase64(mainnetState('validator-controller').data_boc).beginParse();
    data.skip(8 + 1 + 1);
    data.loadCoins();
    data.skip(48 + 256);
    expect(account.details).toMatchObject({ validator_controller: recoverRule(data, 48) });
  });
});

describe('vesting and lockup wallets', () => {
  it('the vesting wallet: its parameters as its data holds them, locked now, the next unlock, the whitelist', async () => {
    // vesting-contract's storage: seqno:32 subwallet:32 key:256 whitelist:dict ^[start:64 duration:32
    // period:32 cliff:32 total:coins sender owner].
    const slice = Cell.fromBase64(mainnetState('vesting-wallet').data_boc).beginParse();
    slice.skip(32 + 32 + 256);
    const whitelist = slice.loadDict(Dictionary.Keys.BigUint(264), {
      serialize: () => undefined,
      parse: () => true,
    });
    const params = slice.loadRef().beginParse();
    const start = Number(params.loadUintBig(64));
    const duration = params.loadUint(32);
    const period = params.loadUint(32);
    const cliff = params.loadUint(32);
    const total = params.loadCoins();
    expect(whitelist.size).toBe(1);
    const state = real('vesting-wallet');
    // Before the cliff's end everything is locked; a period and a half after it, the contract's own rule.
    const at = async (unixTime: number) =>
      (
        await inspectAccounts({
          lookup: { accounts: [state], address_book: {}, metadata: {}, not_found: [] },
          unixTime,
          runner,
        })
      )[0]!;
    const early = await at(start - 100);
    expect(early.kind).toBe('wallet_vesting');
    expect(early.details).toMatchObject({
      seqno: 0,
      vesting: {
        total_amount: total.toString(),
        locked_now: total.toString(),
        start_time: start,
        total_duration: duration,
        unlock_period: period,
        cliff_duration: cliff,
        end_time: start + duration,
        next_unlock_time: start + cliff,
        whitelist: [expect.stringMatching(/^-1:/)],
      },
    });
    // What the owner may send to any address: the balance above what is locked, never below 0.
    const balance = BigInt(state.balance ?? 0);
    const free = (locked: bigint) => (balance > locked ? balance - locked : 0n).toString();
    expect(early.details).toMatchObject({ vesting: { free_now: free(total) } });
    const later = start + cliff + period + period / 2;
    const periodsPassed = BigInt(Math.floor((later - start) / period));
    const locked = total - (total * periodsPassed) / BigInt(duration / period);
    expect((await at(later)).details).toMatchObject({
      vesting: {
        locked_now: locked.toString(),
        next_unlock_time: start + (Number(periodsPassed) + 1) * period,
        free_now: free(locked),
      },
    });
  });

  it('the lockup vesting wallet (tongo asserts its lockup data) and the universal lockup wallet', async () => {
    const lockup = await inspectOne('lockup-vesting-wallet');
    expect(lockup.kind).toBe('wallet_lockup_vesting');
    expect(lockup.details).toMatchObject({
      vesting: {
        start_time: 1664582400,
        total_duration: 101088000,
        unlock_period: 2592000,
        cliff_duration: 0,
        total_amount: '2000000000000000',
        allow_elector: true,
        // At 1_721_068_768: 21 of 39 periods passed, total − total × 21 ÷ 39 rounded as muldiv does.
        locked_now: '923076923076924',
      },
    });
    const universal = await inspectOne('universal-lockup-wallet');
    expect(universal.kind).toBe('wallet_lockup');
    expect(universal.details).toMatchObject({
      seqno: 1095,
      lockup: { balance: '5000000000', restricted: '0', locked: '1000000000', available: '4000000000' },
    });
  });
});

describe('2FA wallets, subscriptions', () => {
  it("Tonkeeper's 2FA extension: the wallet it guards, the guard's key, the user's key, seqno and state", async () => {
    const account = await inspectOne('tonkeeper-2fa');
    expect(account.kind).toBe('tonkeeper_2fa');
    expect(account.details).toMatchObject({
      two_factor: {
        // tongo asserts the wallet and the root (guard) key.
        wallet: '0:72FF574E79204513B7A78B913DDC02627D3C04295B4619B1B77D8F1DE101D3EB',
        guard_public_key: 'b7df33c1d90a0e27a27e7a84e77bd52b927bd64ae6517b518003e9fd2324fce0',
        public_key: expect.stringMatching(/^[0-9a-f]{64}$/),
        seqno: 4,
        recovery: { active: false, time: null },
      },
    });
  });

  it("MyTonWallet's 2FA wallet (library cell): seqno, its key and address as its data holds them, recovery", async () => {
    const slice = Cell.fromBase64(mainnetState('mytonwallet-2fa').data_boc).beginParse();
    const seqno = slice.loadUint(32);
    const address = slice.loadAddress().toRawString().toUpperCase();
    const key = slice.loadBuffer(32).toString('hex');
    const account = await inspectOne('mytonwallet-2fa');
    expect(account.kind).toBe('mytonwallet_2fa');
    expect(account.details).toMatchObject({
      library: { hash: expect.stringMatching(/^701eede6/), origin: 'bundled' },
      two_factor: {
        seqno,
        public_key: key,
        address_in_data: address.replace(/^0X/, ''),
        recovery: { active: false, time: null },
        from_data: ['public_key', 'address_in_data'],
      },
    });
  });

  it('subscription plugins v1 and v2: wallet, beneficiary, amount, period, next payment (tongo asserts these)', async () => {
    const v1 = await inspectOne('subscription-v1');
    expect(v1.kind).toBe('subscription_plugin');
    expect(v1.details).toMatchObject({
      subscription: {
        version: 1,
        wallet: '0:F3B542FA6D15E4BBA8C9AAC63AA1B8A97D787AB7DCB34730E1E5A4E78E104B80',
        beneficiary: '0:E01675B731ED41F3A186A29D4A203068F744F68162CC370B0CDE92F24FF97DE5',
        amount: '1000000000',
        period: 2629800,
        start_time: 1644413924,
        last_payment_time: 1647043743,
        // The code's rule: the start of the period after the last payment's (the payment came 19 s
        // into its period, so not last + period).
        next_payment_time: 1644413924 + 2 * 2629800,
        failed_attempts: 0,
        subscription_id: 45765,
      },
    });
    const v2 = await inspectOne('subscription-v2');
    expect(v2.kind).toBe('subscription_v2');
    expect(v2.details).toMatchObject({
      subscription: {
        version: 2,
        wallet: '0:AB09122FFB940FADE96B6026C6E78216A8BD12840041A53FE84D3591CAD90156',
        admin: '0:FD27A762FDF204F7643B29A211A729E7426BC09414E3A7932F628895A4F795F3',
        amount: '10000000',
        period: 2592000,
        next_payment_time: 1751548290,
        state: 1,
      },
    });
  });
});

describe('an earlier subscription v2 build', () => {
  it("decodes the earlier layout — the beneficiary third, a metadata cell fifth, 'active' first — to the values tongo's tests assert", async () => {
    // tongo abi/generated_test.go @ 4d135a180c32 asserts, for this state: wallet 0:87dd…, wallet
    // version 51, beneficiary 0:6ccd…, subscription id 25; 250,000,000 nanotons every 600 s, charged
    // at 1740496154, active.
    const early = await inspectOne('subscription-v2-early');
    expect(early).toMatchObject({ kind: 'subscription_v2', kind_source: 'code_hash' });
    expect(early.details).toMatchObject({
      subscription: {
        version: 2,
        wallet: '0:87DD5F355580F33FCECBB24F48467579171D7D5B727073180966AB3889A20582',
        beneficiary: '0:6CCD325A858C379693FAE2BCAAB1C2906831A4E10A6C3BB44EE8B615BCA1D220',
        amount: '250000000',
        period: 600,
        next_payment_time: 1740496154,
        subscription_id: 25,
        active: true,
      },
    });
    expect(early.details).not.toHaveProperty(['subscription', 'admin']);
    expect(early.details.problems).toBeUndefined();
  });
});

describe('domains and Telegram names', () => {
  it('.ton domains: the name, owner, expiry, and an auction (tongo asserts the name and the bid)', async () => {
    const owned = await inspectOne('dns-item');
    expect(owned.kind).toBe('dns_item');
    expect(owned.details).toMatchObject({
      owner: expect.stringMatching(/^0:[0-9A-F]{64}$/),
      collection: raw('EQC3dNlesgVD8YbAazcauIrXBPfiVhMMr5YYk2in0Mtsz0Bz'),
      domain: { name: 'moneyinvestor.ton', auction: null },
    });
    const domain = (owned.details as { domain: { last_fill_up_time: number; expires_at: number } }).domain;
    expect(domain.expires_at - domain.last_fill_up_time).toBe(366 * 24 * 3600);
    const auctioned = await inspectOne('dns-item-auction');
    expect(auctioned.details).toMatchObject({
      owner: null,
      domain: {
        auction: {
          bidder: '0:39C18522F5973D49CC1A86F7A7EB9F7A309B2F45F056F17A2336AA5EE4537F44',
          bid: '3832306890',
          end_time: 1682825533,
          active: false,
        },
      },
    });
  });

  it('a Telegram username (tongo: yoganews.t.me), and the same code in the numbers collection as a number', async () => {
    const username = await inspectOne('telegram-username');
    expect(username).toMatchObject({ kind: 'telegram_username', kind_source: 'code_hash' });
    expect(username.details).toMatchObject({
      collection: raw('EQCA14o1-VWhS2efqoh_9M1b_A9DtKTuoqfmkn83AbJzwnPi'),
      telegram: { type: 'username', name: '@yoganews', token_name: 'yoganews' },
    });
    // The real item moved to Fragment's numbers collection, its token renamed to a number: the code is
    // the same, only the collection tells them apart.
    const state = real('telegram-username');
    const data = Cell.fromBase64(state.data_boc!);
    const config = data.refs[0]!.beginParse();
    const index = config.loadUintBig(256);
    const numbers = Address.parse('EQAOQdwdw8kGftJCSFgOErM1mBjYPe4DBPq8-AhF6vr9si5N');
    const swapped = replaceCells(data, (cell) => {
      if (cell.equals(data.refs[0]!))
        return beginCell().storeUint(index, 256).storeAddress(numbers).endCell();
      const text = cell.beginParse();
      if (
        cell.bits.length === 8 * 15 &&
        text.loadUint(8) === 8 &&
        text.loadBuffer(8).toString() === 'yoganews'
      )
        return beginCell()
          .storeUint(11, 8)
          .storeBuffer(Buffer.from('88812345678'))
          .storeBuffer(cell.beginParse().skip(72).loadBuffer(6))
          .endCell();
      return null;
    });
    const [number] = await inspectStates(runner, [
      stateOf(state.address, Cell.fromBase64(state.code_boc!), swapped),
    ]);
    expect(number).toMatchObject({
      kind: 'telegram_number',
      details: { telegram: { type: 'number', name: '+88812345678' } },
    });
  });
});

describe('a jetton master judged on the indexer’s network, where it is inspected', () => {
  it('the real NOT master is NOT’s by its address on mainnet; on testnet no jetton is known; without a network it is not judged', async () => {
    const metadata: Metadata = {
      [real('notcoin-jetton-master').address]: {
        is_indexed: true,
        token_info: [{ valid: true, type: 'jetton_masters', name: 'Notcoin', symbol: 'NOT', extra: {} }],
      },
    };
    const [mainnet] = await inspectStates(runner, [real('notcoin-jetton-master')], {
      metadata,
      network: 'mainnet',
    });
    expect(mainnet!.details).toMatchObject({
      identity: {
        name: 'Notcoin',
        symbol: 'NOT',
        named_by: 'indexer_metadata',
        well_known: 'NOT',
        look_alike: null,
      },
    });
    const [testnet] = await inspectStates(runner, [real('notcoin-jetton-master')], {
      metadata,
      network: 'testnet',
    });
    expect(testnet!.details).toMatchObject({ identity: { well_known: null, look_alike: null, known: [] } });
    expect((await inspectOne('notcoin-jetton-master')).details).not.toHaveProperty('identity');
  });

  it('the Notcoin minter’s code and data at another address, named NOT by its metadata, is a look-alike of NOT', async () => {
    const state = real('notcoin-jetton-master');
    const elsewhere = `0:${'3C'.repeat(32)}`;
    const copy = stateOf(elsewhere, Cell.fromBase64(state.code_boc!), Cell.fromBase64(state.data_boc!));
    const metadata: Metadata = {
      [elsewhere]: {
        is_indexed: true,
        token_info: [{ valid: true, type: 'jetton_masters', name: 'Notcoin', symbol: 'NOT', extra: {} }],
      },
    };
    const [fake] = await inspectStates(runner, [copy], { metadata, network: 'mainnet' });
    expect(fake!.details).toMatchObject({
      identity: {
        well_known: null,
        look_alike: { claims: 'NOT', real_master: 'EQAvlWFDxGF2lXm67y4yzC17wYKD9A0guwPkMs1gOsM__NOT' },
      },
    });
  });
});

describe('a name item outside its code’s own collections', () => {
  /** The real item `name` with its collection swapped (test-support/item-in-collection.ts). */
  function inOtherCollection(name: 'telegram-username' | 'dns-item', collection: Address): AccountState {
    const state = real(name);
    return stateOf(state.address, Cell.fromBase64(state.code_boc!), itemDataInCollection(name, collection));
  }
  const elsewhere = new Address(0, Buffer.alloc(32, 0x2d));

  it('the real items name their well-known collection (which alone can confirm them) and carry no problem', async () => {
    const username = await inspectOne('telegram-username');
    expect(username.details).toMatchObject({
      known_collection: 'telegram_usernames',
      collection_confirms: null,
    });
    expect(username.details.problems).toBeUndefined();
    const domain = await inspectOne('dns-item');
    expect(domain.details).toMatchObject({
      known_collection: 'ton_dns',
      domain: { name: 'moneyinvestor.ton' },
    });
  });

  it('Telegram’s code in anyone’s collection is not a Telegram name: its name is bare and a problem says why', async () => {
    const [fake] = await inspectStates(runner, [inOtherCollection('telegram-username', elsewhere)]);
    expect(fake!.kind).toBe('telegram_username');
    expect(fake!.details).toMatchObject({ telegram: { type: 'unknown', name: 'yoganews' } });
    expect(fake!.details).not.toHaveProperty('known_collection');
    expect(fake!.details.problems).toContain(
      `This item runs Telegram's username and number code, but its collection ${elsewhere.toRawString().toUpperCase()} is not one of Fragment's two (usernames 0:80D78A35F955A14B679FAA887FF4CD5BFC0F43B4A4EEA2A7E6927F3701B273C2, numbers 0:0E41DC1DC3C9067ED24248580E12B3359818D83DEE0304FABCF80845EAFAFDB2): Telegram does not know it, whatever name it carries (anyone can deploy this code).`,
    );
  });

  it('the DNS item’s code outside the .ton root is no .ton domain: the name has no zone and a problem says why', async () => {
    const [fake] = await inspectStates(runner, [inOtherCollection('dns-item', elsewhere)]);
    expect(fake!.details).toMatchObject({ domain: { name: 'moneyinvestor' } });
    expect(fake!.details.problems).toContain(
      `This item runs the .ton DNS item's code, but its collection 0:${'2D'.repeat(32)} is not the .ton DNS root collection (0:B774D95EB20543F186C06B371AB88AD704F7E256130CAF96189368A7D0CB6CCF): it is not a .ton domain, whatever name it carries (anyone can deploy this code).`,
    );
  });
});

/** The accounts of a batch, by address (a small helper for the batch test). */
function byAddress(accounts: InspectedAccount[]): Map<string, InspectedAccount> {
  return new Map(accounts.map((a) => [a.address, a]));
}

describe('a batch of them', () => {
  it('every kind in one call answers each account, in order', async () => {
    const names = ['multisig-v2', 'notcoin-jetton-wallet', 'dns-item', 'tonkeeper-2fa', 'subscription-v1'];
    const states = names.map((name) => real(name));
    const accounts = await inspectStates(runner, states);
    const map = byAddress(accounts);
    expect(names.map((_, i) => map.get(states[i]!.address)?.kind)).toEqual([
      'multisig_v2',
      'jetton_wallet',
      'dns_item',
      'tonkeeper_2fa',
      'subscription_plugin',
    ]);
  });
});
