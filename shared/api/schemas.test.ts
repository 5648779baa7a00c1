/**
 * The API schemas against every real recording we have and against the edge cases the real server
 * can produce (docs/indexer-api.md §3–§6).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeJson } from '../client/decode';
import { AppError } from '../errors';
import { accountStatesResponseSchema, addressBookSchema, metadataSchema } from './account-states';
import { blockSchema, masterchainInfoSchema } from './block';
import { errorBodyMessage, errorBodySchema } from './error-body';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const json = (name: string): unknown => JSON.parse(fixture(name));

function schemaFailure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a schema error');
}

describe('masterchainInfo', () => {
  const text = fixture('v3_masterchainInfo_testnet__cordialsys-crosschain.json');

  it('accepts the real testnet recording and keeps numeric text as text', () => {
    const info = decodeJson(masterchainInfoSchema, text, 'masterchainInfo');
    expect(info.last.seqno).toBe(21082664);
    expect(info.last.gen_utime).toBe('1721068768');
    expect(info.last.end_lt).toBe('23694519000004');
    expect(info.first.prev_blocks).toEqual([{ workchain: -1, shard: '8000000000000000', seqno: 2 }]);
    // Nothing lost: re-serialising gives the recording back.
    expect(info).toEqual(JSON.parse(text));
  });

  it('accepts the signed-decimal shard spelling of API v2 and a negative validator_list_hash_short', () => {
    const record = JSON.parse(text) as { last: Record<string, unknown> };
    const v2Shard = (
      json('v2_getMasterchainInfo_mainnet_seqno38016643__aiotx.json') as {
        result: { last: { shard: string } };
      }
    ).result.last.shard;
    const block = { ...record.last, shard: v2Shard, validator_list_hash_short: -1435141807 };
    expect(blockSchema.parse(block).shard).toBe('-9223372036854775808');
    expect(blockSchema.parse(block).validator_list_hash_short).toBe(-1435141807);
  });

  it('accepts an unpadded 15-digit hex shard and a null prev_blocks', () => {
    const record = JSON.parse(text) as { last: Record<string, unknown> };
    const parsed = blockSchema.parse({ ...record.last, shard: '800000000000000', prev_blocks: null });
    expect(parsed.prev_blocks).toBeNull();
  });

  it('keeps unknown extra fields (a newer server is shown, not rejected)', () => {
    const record = JSON.parse(text) as { last: Record<string, unknown>; first: unknown };
    const parsed = masterchainInfoSchema.parse({
      ...record,
      last: { ...record.last, new_field: 42 },
      extra_top: 'x',
    });
    expect((parsed.last as Record<string, unknown>).new_field).toBe(42);
    expect((parsed as Record<string, unknown>).extra_top).toBe('x');
  });

  it('names the path of a wrong type: seqno as a string', () => {
    const record = JSON.parse(text) as { last: Record<string, unknown>; first: unknown };
    const bad = JSON.stringify({ ...record, last: { ...record.last, seqno: '21082664' } });
    const error = schemaFailure(() => decodeJson(masterchainInfoSchema, bad, 'masterchainInfo'));
    expect(error.info.path).toBe('last.seqno');
    expect(error.message).toMatch(/last\.seqno.*got a string/);
  });

  it('rejects gen_utime sent as a number (the server sends text) and a missing field', () => {
    const record = JSON.parse(text) as { last: Record<string, unknown>; first: Record<string, unknown> };
    expect(
      schemaFailure(() =>
        decodeJson(
          masterchainInfoSchema,
          JSON.stringify({ ...record, first: { ...record.first, gen_utime: 1 } }),
          'm',
        ),
      ).info.path,
    ).toBe('first.gen_utime');
    const { root_hash: _drop, ...withoutHash } = record.first;
    expect(
      schemaFailure(() =>
        decodeJson(masterchainInfoSchema, JSON.stringify({ ...record, first: withoutHash }), 'm'),
      ).message,
    ).toMatch(/first\.root_hash.*missing/);
  });
});

describe('accountStates', () => {
  it('accepts F5 (wallet v3r2, include_boc=false, contract_methods null)', () => {
    const parsed = decodeJson(
      accountStatesResponseSchema,
      fixture('F5_accountStates_synthetic_wallet_v3r2_no_boc.json'),
      'a',
    );
    expect(parsed.accounts[0]?.contract_methods).toBeNull();
    expect(parsed.accounts[0]?.balance).toBe('660513014');
    expect(parsed.accounts[0]).not.toHaveProperty('code_boc');
    expect(
      parsed.address_book.get('0:237E5119FFA2A028CC4F95C9CA37566852F1DD4D3EA15704D6F791065507DE4A')
        ?.interfaces,
    ).toEqual(['wallet_v3r2']);
  });

  it('accepts F6a (only unknown addresses) and F6b (uninit, frozen, nonexist with omitted fields)', () => {
    expect(
      decodeJson(accountStatesResponseSchema, fixture('F6a_accountStates_synthetic_only_unknown.json'), 'a')
        .accounts,
    ).toEqual([]);
    const f6b = decodeJson(
      accountStatesResponseSchema,
      fixture('F6b_accountStates_synthetic_uninit_frozen_nonexist.json'),
      'a',
    );
    expect(f6b.accounts.map((a) => a.status)).toEqual(['uninit', 'frozen', 'nonexist']);
    expect(f6b.accounts[1]?.frozen_hash).toBeDefined();
    expect(f6b.accounts[0]).not.toHaveProperty('frozen_hash');
    expect(f6b.accounts[0]).not.toHaveProperty('code_hash');
    expect(Object.values(f6b.address_book).every((e) => e.interfaces === null)).toBe(true);
  });

  it('accepts real address-book and metadata objects of every recorded shape (F3a–F3d)', () => {
    const f3a = json('F3a_address_book_metadata_jettons__ton-connect-kit.json') as {
      address_book: unknown;
      metadata: unknown;
    };
    const metadata = metadataSchema.parse(f3a.metadata);
    const usdt = metadata['0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE'];
    expect(usdt?.token_info[0]?.symbol).toBe('USD₮');
    expect(usdt?.token_info[0]?.extra?.decimals).toBe('6');
    expect(
      addressBookSchema.parse(f3a.address_book)[
        '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC'
      ]?.domain,
    ).toBe('tolya.ton');
    const f3b = json('F3b_address_book_metadata_nft__ton-connect-kit.json') as {
      address_book: unknown;
      metadata: unknown;
    };
    expect(Object.values(metadataSchema.parse(f3b.metadata))[0]?.token_info[0]?.nft_index).toMatch(
      /^\d{70,}$/,
    );
    const f3c = json('F3c_address_book_empty_metadata__ton-connect-kit.json') as {
      address_book: unknown;
      metadata: unknown;
    };
    expect(metadataSchema.parse(f3c.metadata)).toEqual({});
    // Mid-2024 shape: only user_friendly.
    const f3d = addressBookSchema.parse(json('F3d_address_book_old_shape__cordialsys-crosschain.json'));
    expect(Object.values(f3d).map((e) => e.user_friendly)).toHaveLength(2);
    const jettonWallets = json('v3_jetton_wallets_testnet__liketurbo-toncenter-rs.json') as {
      address_book: unknown;
    };
    expect(Object.keys(addressBookSchema.parse(jettonWallets.address_book))).toHaveLength(3);
  });

  it('reads null address_book and metadata as empty (metadata-cache deployments)', () => {
    const parsed = accountStatesResponseSchema.parse({ accounts: [], address_book: null, metadata: null });
    expect(parsed.address_book).toEqual(new Map());
    expect(parsed.metadata).toEqual(new Map());
  });

  it('reads null extra_currencies, interfaces, status and last-transaction fields', () => {
    const base = (
      json('F5_accountStates_synthetic_wallet_v3r2_no_boc.json') as { accounts: Record<string, unknown>[] }
    ).accounts[0]!;
    const parsed = accountStatesResponseSchema.parse({
      accounts: [
        {
          ...base,
          extra_currencies: null,
          interfaces: null,
          status: null,
          last_transaction_hash: null,
          last_transaction_lt: null,
          balance: null,
        },
      ],
      address_book: {},
      metadata: {},
    });
    expect(parsed.accounts[0]?.extra_currencies).toBeNull();
    expect(parsed.accounts[0]?.interfaces).toBeNull();
  });

  it('tolerates an unknown status and extra fields, and shows them', () => {
    const base = (
      json('F5_accountStates_synthetic_wallet_v3r2_no_boc.json') as { accounts: Record<string, unknown>[] }
    ).accounts[0]!;
    const parsed = accountStatesResponseSchema.parse({
      accounts: [{ ...base, status: 'suspended', future_field: [1] }],
      address_book: {},
      metadata: {},
    });
    expect(parsed.accounts[0]?.status).toBe('suspended');
    expect((parsed.accounts[0] as Record<string, unknown>).future_field).toEqual([1]);
  });

  it('accepts older servers without contract_methods and interfaces', () => {
    const {
      contract_methods: _m,
      interfaces: _i,
      ...old
    } = (
      json('F5_accountStates_synthetic_wallet_v3r2_no_boc.json') as { accounts: Record<string, unknown>[] }
    ).accounts[0]!;
    expect(
      accountStatesResponseSchema.parse({ accounts: [old], address_book: {}, metadata: {} }).accounts,
    ).toHaveLength(1);
  });

  it('names the path of a wrong type: a balance sent as a number', () => {
    const f5 = json('F5_accountStates_synthetic_wallet_v3r2_no_boc.json') as {
      accounts: Record<string, unknown>[];
    };
    const bad = JSON.stringify({ ...f5, accounts: [{ ...f5.accounts[0], balance: 660513014 }] });
    const error = schemaFailure(() => decodeJson(accountStatesResponseSchema, bad, 'accountStates'));
    expect(error.info.path).toBe('accounts[0].balance');
    expect(error.message).toMatch(/got a number \(660513014\)/);
  });

  it('rejects a balance that is not a decimal integer and a hex hash', () => {
    const f5 = json('F5_accountStates_synthetic_wallet_v3r2_no_boc.json') as {
      accounts: Record<string, unknown>[];
    };
    for (const [field, value] of [
      ['balance', '1.5'],
      ['balance', '-3'],
      ['code_hash', '84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599'],
      ['address', '0:237e5119ffa2a028cc4f95c9ca37566852f1dd4d3ea15704d6f791065507de4a'],
    ] as const) {
      const bad = JSON.stringify({ ...f5, accounts: [{ ...f5.accounts[0], [field]: value }] });
      expect(schemaFailure(() => decodeJson(accountStatesResponseSchema, bad, 'a')).info.path).toBe(
        `accounts[0].${field}`,
      );
    }
  });
});

describe('error bodies', () => {
  it('reads the real server body and both gateway shapes', () => {
    expect(
      errorBodyMessage(
        errorBodySchema.parse(json('v3_error_bad-address-param__liketurbo-toncenter-rs.json')),
      ),
    ).toBe('failed to decode: schema: error converting value for "address"');
    expect(
      errorBodyMessage(errorBodySchema.parse({ ok: false, result: 'Ratelimit exceed', code: 429 })),
    ).toBe('Ratelimit exceed');
    expect(
      errorBodyMessage(errorBodySchema.parse({ ok: false, code: 401, error: 'API key does not exist' })),
    ).toBe('API key does not exist');
  });
});
