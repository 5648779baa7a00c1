/**
 * accountStates responses over real HTTP, against docs/indexer-api.md §4.3–§4.4: which rows come back,
 * field presence per status, real code/data cells, the address book's bounceability rule, metadata,
 * shuffling and the 1000-row cap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, Cell, contractAddress } from '@ton/core';
import { accountStatesResponseSchema } from '../shared/api/account-states';
import { addressQuery, get } from './http-test-client';
import {
  HUGE_BALANCE,
  SAMPLE_DOMAIN,
  SAMPLE_EXTRA_CURRENCIES,
  SAMPLE_LABELS,
  notIndexedAddresses,
  sampleAccounts,
} from './sample-data';
import { CONTRACT_SAMPLE_LABELS } from './sample-contracts';
import type { SampleLabel } from './sample-data';
import { startIndexServer } from './server';
import type { RunningIndexServer } from './server';

type Json = Record<string, unknown>;
interface Body {
  accounts: Json[];
  address_book: Record<string, Json>;
  metadata: Record<string, { is_indexed: boolean; token_info: Json[] }>;
}

let server: RunningIndexServer;
let testnet: RunningIndexServer;
let big: RunningIndexServer;

const raw = (label: SampleLabel): string => server.data.sample(label).raw;

async function lookup(
  target: RunningIndexServer,
  addresses: readonly string[],
  extra = '',
): Promise<{ body: Body; text: string }> {
  const res = await get(`${target.url}/api/v3/accountStates?${addressQuery(addresses)}${extra}`);
  expect(res.status, res.text).toBe(200);
  return { body: res.json() as Body, text: res.text };
}

function byAddress(body: Body): Map<string, Json> {
  return new Map(body.accounts.map((a) => [a.address as string, a]));
}

beforeAll(async () => {
  [server, testnet, big] = await Promise.all([
    startIndexServer(),
    startIndexServer({ network: 'testnet' }),
    startIndexServer({ dataset: { generated: 3000 } }),
  ]);
});
afterAll(() => Promise.all([server.close(), testnet.close(), big.close()]));

describe('rows (§4.3)', () => {
  it('omits unknown addresses and keys the address book by returned accounts only', async () => {
    const { body } = await lookup(server, [raw('wallet-v3r2'), ...notIndexedAddresses(), raw('uninit')]);
    expect(body.accounts.map((a) => a.address).sort()).toEqual([raw('wallet-v3r2'), raw('uninit')].sort());
    expect(Object.keys(body.address_book).sort()).toEqual([raw('wallet-v3r2'), raw('uninit')].sort());
  });

  it('answers exactly {"accounts":[],"address_book":{},"metadata":{}} when nothing is known', async () => {
    const res = await get(`${server.url}/api/v3/accountStates?${addressQuery(notIndexedAddresses())}`);
    expect(res.text).toBe('{"accounts":[],"address_book":{},"metadata":{}}');
  });

  it('collapses duplicates given in different forms into one row', async () => {
    const a = Address.parseRaw(raw('wallet-v4r2'));
    const { body } = await lookup(server, [
      raw('wallet-v4r2'),
      a.toRawString(),
      a.toString(),
      a.toString({ bounceable: false }),
      raw('wallet-v4r2'),
    ]);
    expect(body.accounts.map((x) => x.address)).toEqual([raw('wallet-v4r2')]);
  });

  it('is valid for the project schema and serves every sample with the documented headers', async () => {
    const res = await get(
      `${server.url}/api/v3/accountStates?${addressQuery(sampleAccounts().map((s) => s.raw))}`,
    );
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('x-api-version')).toBe('1.2.8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.text.startsWith('{"accounts":[')).toBe(true);
    expect(Object.keys(res.json() as Json)).toEqual(['accounts', 'address_book', 'metadata']);
    const parsed = accountStatesResponseSchema.parse(res.json());
    expect(parsed.accounts.map((a) => a.address).sort()).toEqual(
      sampleAccounts()
        .map((s) => s.raw)
        .sort(),
    );
    expect(SAMPLE_LABELS.length).toBe(sampleAccounts().length);
  });

  it('shuffles rows per request but always returns the same set', async () => {
    const addresses = big.data.list.slice(0, 300).map((r) => r.raw);
    const first = (await lookup(big, addresses)).body.accounts.map((a) => a.address as string);
    const second = (await lookup(big, addresses)).body.accounts.map((a) => a.address as string);
    expect(first).not.toEqual(second);
    expect([...first].sort()).toEqual([...second].sort());
    expect([...first].sort()).toEqual([...addresses].sort());
  });

  it('returns at most 1000 rows however many known addresses are asked for', async () => {
    const addresses = big.data.list.slice(0, 1500).map((r) => r.raw);
    const { body } = await lookup(big, addresses, '&include_boc=false');
    expect(body.accounts.length).toBe(1000);
    const returned = body.accounts.map((a) => a.address as string);
    expect(new Set(returned).size).toBe(1000);
    const asked = new Set(addresses);
    expect(returned.every((a) => asked.has(a))).toBe(true);
    expect(Object.keys(body.address_book).sort()).toEqual([...returned].sort());
  });

  it('caps the empty-address quirk at 1000 arbitrary accounts too (§2.7)', async () => {
    const res = await get(`${big.url}/api/v3/accountStates?address=&include_boc=false`);
    expect((res.json() as Body).accounts.length).toBe(1000);
  });
});

describe('account fields per status (§4.4.1–4.4.2)', () => {
  const HEAD = ['address', 'account_state_hash', 'balance', 'extra_currencies', 'status'];
  const TX = ['last_transaction_hash', 'last_transaction_lt'];
  const TAIL = ['contract_methods', 'interfaces'];

  it('emits the fields of an active contract in AccountStateFull order, BoCs only with include_boc', async () => {
    const withBoc = byAddress((await lookup(server, [raw('wallet-v4r2')])).body).get(raw('wallet-v4r2'))!;
    expect(Object.keys(withBoc)).toEqual([
      ...HEAD,
      ...TX,
      'data_hash',
      'code_hash',
      'data_boc',
      'code_boc',
      ...TAIL,
    ]);
    const without = byAddress((await lookup(server, [raw('wallet-v4r2')], '&include_boc=false')).body).get(
      raw('wallet-v4r2'),
    )!;
    expect(Object.keys(without)).toEqual([...HEAD, ...TX, 'data_hash', 'code_hash', ...TAIL]);
  });

  it('omits code/data for uninit and nonexist, adds frozen_hash only for frozen', async () => {
    const { body } = await lookup(server, [raw('uninit'), raw('nonexist'), raw('frozen')]);
    const rows = byAddress(body);
    for (const label of ['uninit', 'nonexist'] as const) {
      const row = rows.get(raw(label))!;
      expect(Object.keys(row)).toEqual([...HEAD, ...TX, ...TAIL]);
      expect(row.status).toBe(label);
      expect(row.contract_methods).toBeNull();
      expect(row.interfaces).toEqual([]);
    }
    expect(rows.get(raw('nonexist'))!.balance).toBe('0');
    expect(rows.get(raw('nonexist'))!.extra_currencies).toEqual({});
    const frozen = rows.get(raw('frozen'))!;
    expect(Object.keys(frozen)).toEqual([...HEAD, 'frozen_hash', ...TX, ...TAIL]);
    // Never redeployed: its last StateInit hash is its address.
    expect(
      Buffer.from(frozen.frozen_hash as string, 'base64')
        .toString('hex')
        .toUpperCase(),
    ).toBe(raw('frozen').split(':')[1]);
    for (const label of SAMPLE_LABELS.filter((l) => l !== 'frozen')) {
      const { body: one } = await lookup(server, [raw(label)]);
      expect(one.accounts[0]).not.toHaveProperty('frozen_hash');
    }
  });

  it('keeps balances exact as text: above 2^53, one nanoton, and extra currencies', async () => {
    const { body, text } = await lookup(server, [
      raw('huge-balance'),
      raw('one-nanoton'),
      raw('extra-currencies'),
    ]);
    expect(text).toContain(`"balance":"${HUGE_BALANCE}"`);
    const rows = byAddress(body);
    expect(BigInt(rows.get(raw('huge-balance'))!.balance as string)).toBeGreaterThan(2n ** 53n);
    expect(rows.get(raw('one-nanoton'))!.balance).toBe('1');
    expect(rows.get(raw('extra-currencies'))!.extra_currencies).toEqual(SAMPLE_EXTRA_CURRENCIES);
    expect(text).toContain('"extra_currencies":{"100":"5000000","239":"1000000000000"}');
  });

  it('serves real cells: hashes re-derive from the BoCs, and StateInit addresses match', async () => {
    const { body } = await lookup(
      server,
      sampleAccounts().map((s) => s.raw),
    );
    const active = body.accounts.filter((a) => a.status === 'active');
    expect(active.length).toBe(sampleAccounts().filter((s) => s.status === 'active').length);
    for (const account of active) {
      const code = Cell.fromBase64(account.code_boc as string);
      expect(code.hash().toString('base64')).toBe(account.code_hash);
      expect(account.code_boc as string).toMatch(/^te6ccg/);
      // One sample is an active account whose data the indexer leaves out.
      if (account.address === raw('no-data-account')) {
        expect(account.data_boc).toBeUndefined();
        continue;
      }
      const data = Cell.fromBase64(account.data_boc as string);
      expect(data.hash().toString('base64')).toBe(account.data_hash);
    }
    // Contracts whose data never changed since deployment: the address is the hash of code + data.
    for (const label of [
      'wallet-highload-v3',
      'jetton-master',
      'nft-collection',
      'contract-no-interface',
    ] as const) {
      const account = byAddress(body).get(raw(label))!;
      const address = contractAddress(0, {
        code: Cell.fromBase64(account.code_boc as string),
        data: Cell.fromBase64(account.data_boc as string),
      });
      expect(address.toRawString().toUpperCase()).toBe(raw(label));
    }
  });

  it('names contract_methods and interfaces as the indexer does', async () => {
    const { body } = await lookup(
      server,
      sampleAccounts().map((s) => s.raw),
    );
    const rows = byAddress(body);
    const get = (label: SampleLabel): Json => rows.get(raw(label))!;
    expect(get('wallet-v3r2').contract_methods).toBeNull();
    expect(get('wallet-v3r2').interfaces).toEqual(['wallet_v3r2']);
    expect(get('wallet-v4r2').interfaces).toEqual(['wallet_v4r2']);
    // seqno = CRC16("seqno") | 0x10000 = 85143; recv_external (-1) read as unsigned 19 bits.
    expect(get('wallet-v4r2').contract_methods).toEqual(expect.arrayContaining([0, 85143, 524287]));
    expect(get('wallet-v5r1').interfaces).toEqual(['wallet_v5r1']);
    expect(get('wallet-highload-v3').interfaces).toEqual(['wallet_highload_v3r1']);
    expect(get('jetton-master').interfaces).toEqual(['jetton_master']);
    expect(get('jetton-wallet-1').interfaces).toEqual(['jetton_wallet']);
    expect(get('nft-collection').interfaces).toEqual(['nft_collection']);
    expect(get('nft-item').interfaces).toEqual(['nft_item_simple']);
    expect(get('contract-no-interface').contract_methods).toEqual([0, 524287]);
    expect(get('contract-no-interface').interfaces).toBeNull();
    expect(get('masterchain-wallet').address).toMatch(/^-1:/);
  });
});

describe('address book (§4.4.3)', () => {
  it('is non-bounceable for wallets and code-less accounts, bounceable otherwise, never testnet on mainnet', async () => {
    const { body } = await lookup(
      server,
      sampleAccounts().map((s) => s.raw),
    );
    for (const s of sampleAccounts()) {
      const entry = body.address_book[s.raw]!;
      expect(Object.keys(entry)).toEqual(['user_friendly', 'domain', 'interfaces']);
      const parsed = Address.parseFriendly(entry.user_friendly as string);
      expect(parsed.address.toRawString().toUpperCase()).toBe(s.raw);
      expect(parsed.isTestOnly).toBe(false);
      const shouldBounce = [
        'wallet-highload-v3',
        'jetton-master',
        'jetton-wallet-1',
        'jetton-wallet-2',
        'nft-collection',
        'nft-item',
        'contract-no-interface',
        'usdt-master',
        'usdt-wallet',
        'usdt-wallet-locked',
        // Issue 17's contracts (none is in the indexer's wallet list), except the wallet v4r2 without data.
        ...CONTRACT_SAMPLE_LABELS.filter((label) => label !== 'no-data-account'),
        'usdt-wallet-of-jetton-wallet',
      ].includes(s.label);
      expect(parsed.isBounceable, s.label).toBe(shouldBounce);
      expect(entry.user_friendly).toBe(s.friendly);
    }
    expect(body.address_book[raw('wallet-v4r2')]!.user_friendly).toMatch(/^UQ/);
    expect(body.address_book[raw('jetton-wallet-1')]!.user_friendly).toMatch(/^EQ/);
    expect(body.address_book[raw('masterchain-wallet')]!.user_friendly).toMatch(/^Uf/);
  });

  it('sets the testnet flag on a testnet server', async () => {
    const { body } = await lookup(testnet, [raw('wallet-v4r2'), raw('jetton-wallet-1')]);
    expect(body.address_book[raw('wallet-v4r2')]!.user_friendly).toMatch(/^0Q/);
    expect(body.address_book[raw('jetton-wallet-1')]!.user_friendly).toMatch(/^kQ/);
    const parsed = Address.parseFriendly(body.address_book[raw('wallet-v4r2')]!.user_friendly as string);
    expect(parsed.isTestOnly).toBe(true);
    expect(body.address_book[raw('wallet-v4r2')]!.user_friendly).toBe(
      server.data.sample('wallet-v4r2').friendlyTestnet,
    );
  });

  it('carries the .ton domain and distinguishes null from [] interfaces', async () => {
    const { body } = await lookup(server, [raw('wallet-v4r2'), raw('wallet-v3r2'), raw('uninit')]);
    expect(body.address_book[raw('wallet-v4r2')]!.domain).toBe(SAMPLE_DOMAIN);
    expect(body.address_book[raw('wallet-v3r2')]!.domain).toBeNull();
    // No code hash and no methods: the book's slice stays nil (null) while the account says [].
    expect(body.address_book[raw('uninit')]!.interfaces).toBeNull();
    expect(body.accounts.find((a) => a.address === raw('uninit'))!.interfaces).toEqual([]);
  });

  it('is sorted by key and empty with X-No-Address-Book or x_no_metadata', async () => {
    const { text } = await lookup(server, [
      raw('wallet-v4r2'),
      raw('masterchain-wallet'),
      raw('wallet-v3r2'),
    ]);
    const keys = [...text.matchAll(/"(-?\d:[0-9A-F]{64})":\{"user_friendly"/g)].map((m) => m[1]);
    expect(keys).toEqual([...keys].sort());
    expect(keys[0]).toMatch(/^-1:/);
    const res = await get(`${server.url}/api/v3/accountStates?address=${raw('jetton-wallet-1')}`, {
      'X-No-Address-Book': 'true',
    });
    expect((res.json() as Body).address_book).toEqual({});
    expect(Object.keys((res.json() as Body).metadata).length).toBe(2);
    const { body } = await lookup(server, [raw('jetton-wallet-1')], '&x_no_metadata=1');
    expect(body.metadata).toEqual({});
    expect(Object.keys(body.address_book)).toEqual([raw('jetton-wallet-1')]);
  });
});

describe('metadata (§4.4.4, F3)', () => {
  it('describes a jetton wallet and also its master although the master was not requested', async () => {
    const { body } = await lookup(server, [raw('jetton-wallet-1')]);
    expect(body.accounts.map((a) => a.address)).toEqual([raw('jetton-wallet-1')]);
    expect(Object.keys(body.metadata).sort()).toEqual([raw('jetton-wallet-1'), raw('jetton-master')].sort());
    expect(body.metadata[raw('jetton-wallet-1')]).toEqual({
      is_indexed: true,
      token_info: [
        {
          valid: true,
          type: 'jetton_wallets',
          extra: { balance: '4100100', jetton: raw('jetton-master'), owner: raw('wallet-v4r2') },
        },
      ],
    });
    const master = body.metadata[raw('jetton-master')]!;
    expect(master.is_indexed).toBe(true);
    const info = master.token_info[0]!;
    expect(Object.keys(info)).toEqual(['valid', 'type', 'name', 'symbol', 'description', 'image', 'extra']);
    expect(info).toMatchObject({ valid: true, type: 'jetton_masters', symbol: 'USD₮' });
    const extra = info.extra as Record<string, unknown>;
    expect(extra.decimals).toBe('6');
    expect(Object.keys(extra)).toEqual(['_image_big', '_image_medium', '_image_small', 'decimals', 'uri']);
    expect(extra._image_small).toMatch(/^https:\/\/imgproxy\.toncenter\.com\/[\w-]+\/pr:small\//);
  });

  it('describes NFT items (with nft_index) and collections; plain wallets get no entry', async () => {
    const { body, text } = await lookup(server, [raw('nft-item'), raw('nft-collection'), raw('wallet-v3r2')]);
    expect(Object.keys(body.metadata).sort()).toEqual([raw('nft-item'), raw('nft-collection')].sort());
    const item = body.metadata[raw('nft-item')]!.token_info[0]!;
    expect(Object.keys(item)).toEqual([
      'valid',
      'type',
      'name',
      'description',
      'image',
      'nft_index',
      'extra',
    ]);
    expect(item).toMatchObject({ type: 'nft_items', nft_index: '7' });
    expect(body.metadata[raw('nft-collection')]!.token_info[0]!.type).toBe('nft_collections');
    // Go escapes HTML-significant characters; the parsed text is unchanged.
    expect(text).toContain('\\u003cb\\u003emarkup\\u003c/b\\u003e \\u0026');
    expect(item.description).toContain('<b>markup</b> &');
  });
});
