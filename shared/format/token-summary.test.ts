/** Token metadata as the indexer sends it (the recorded F3a/F3b fixtures), read once for every screen and export. */
import { describe, expect, it } from 'vitest';
import { metadataMapSchema } from '../api/account-states';
import jettons from '../api/fixtures/F3a_address_book_metadata_jettons__ton-connect-kit.json';
import nft from '../api/fixtures/F3b_address_book_metadata_nft__ton-connect-kit.json';
import { tokenLabel, tokenSummary } from './token-summary';

const USDT_MASTER = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
const USDT_WALLET = '0:9F27AD7DB6C58CBFE24C03BE35766209DCA0292BB7E45482F8B5912FA11BF300';
const NFT_ITEM = '0:CA0CFD519F763102B5BEC9D9E3AF43592EA362FB773FA319EA09C4F162C171E0';

describe('tokenSummary on recorded metadata', () => {
  const metadata = metadataMapSchema.parse(jettons.metadata);

  it('names a jetton wallet after its master, with the master’s decimals and the exact token balance', () => {
    expect(tokenSummary(metadata, USDT_WALLET)).toEqual({
      type: 'jetton_wallets',
      name: 'Tether USD',
      symbol: 'USD₮',
      decimals: 6,
      jettonMaster: USDT_MASTER,
      jettonBalance: '4.1001',
      isScam: false,
      isNsfw: false,
      pending: false,
      invalid: false,
    });
  });

  it('gives a jetton master its own decimals', () => {
    expect(tokenSummary(metadata, USDT_MASTER)).toMatchObject({
      type: 'jetton_masters',
      name: 'Tether USD',
      decimals: 6,
    });
  });

  it('leaves out decimals that are not an integer 0…255 rather than guess', () => {
    const broken = metadataMapSchema.parse({
      [USDT_MASTER]: {
        is_indexed: true,
        token_info: [{ type: 'jetton_masters', name: 'X', extra: { decimals: 'six' } }],
      },
    });
    expect(tokenSummary(broken, USDT_MASTER)).not.toHaveProperty('decimals');
  });

  it('reads an NFT item; its collection only when the metadata names one (normalised to raw)', () => {
    const items = metadataMapSchema.parse(nft.metadata);
    const item = tokenSummary(items, NFT_ITEM)!;
    expect(tokenLabel(item)).toBe('Desk Calendar #45754 · NFT item');
    expect(item).not.toHaveProperty('nftCollection');
    const named = metadataMapSchema.parse({
      [NFT_ITEM]: {
        is_indexed: true,
        token_info: [
          {
            type: 'nft_items',
            extra: { collection_address: 'EQDKDP1Rn3YxArW-ydnjr0NZLqNi-3c_oxnqCcTxYsFx4IUQ' },
          },
        ],
      },
    });
    expect(tokenSummary(named, NFT_ITEM)?.nftCollection).toBe(NFT_ITEM);
  });
});

describe('tokenSummary: every summary written field by field in one order', () => {
  // The log and the exports write a summary's JSON as it is: its fields in this order, whatever it has.
  const M = USDT_MASTER;
  const W = USDT_WALLET;
  const N = NFT_ITEM;
  const wallet = (extra: object, valid = true) => ({
    is_indexed: true,
    token_info: [{ valid, type: 'jetton_wallets', extra }],
  });
  const master = (extra: object, more: object = {}) => ({
    is_indexed: true,
    token_info: [{ type: 'jetton_masters', name: 'Tether USD', symbol: 'USD₮', extra, ...more }],
  });
  const CASES: [string, Record<string, unknown>, string][] = [
    [
      'wallet of a master with decimals',
      { [W]: wallet({ balance: '4100100', jetton: M }), [M]: master({ decimals: '6' }) },
      W,
    ],
    [
      'wallet of a master with decimals 0 as a number, flagged scam',
      { [W]: wallet({ balance: '12', jetton: M }), [M]: master({ decimals: 0 }, { is_scam: true }) },
      W,
    ],
    [
      'wallet of a master with unusable decimals',
      { [W]: wallet({ balance: '12', jetton: M }), [M]: master({ decimals: '256' }) },
      W,
    ],
    [
      'wallet of a master with no decimals, invalid',
      { [W]: wallet({ balance: '1000000000', jetton: M }, false), [M]: master({}) },
      W,
    ],
    [
      'wallet with no master named and a balance that is not a number',
      { [W]: wallet({ balance: '1e3' }) },
      W,
    ],
    ['master with decimals 255', { [M]: master({ decimals: '255' }) }, M],
    ['master with decimals "6.0"', { [M]: master({ decimals: '6.0' }) }, M],
    ['not indexed yet', { [W]: { is_indexed: false, token_info: [] } }, W],
    [
      'nft item with its collection',
      {
        [N]: {
          is_indexed: true,
          token_info: [
            {
              type: 'nft_items',
              name: 'Desk',
              extra: { collection_address: 'EQDKDP1Rn3YxArW-ydnjr0NZLqNi-3c_oxnqCcTxYsFx4IUQ' },
            },
          ],
        },
      },
      N,
    ],
    ['type left out', { [N]: { is_indexed: true, token_info: [{ name: 'X', symbol: 'Y' }] } }, N],
  ];
  it('writes each kind of summary, odd ones too, with the same fields in the same order', () => {
    const expected: Record<string, unknown> = {
      'wallet of a master with decimals': {
        type: 'jetton_wallets',
        name: 'Tether USD',
        symbol: 'USD₮',
        decimals: 6,
        jettonMaster: '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE',
        jettonBalance: '4.1001',
        isScam: false,
        isNsfw: false,
        pending: false,
        invalid: false,
      },
      'wallet of a master with decimals 0 as a number, flagged scam': {
        type: 'jetton_wallets',
        name: 'Tether USD',
        symbol: 'USD₮',
        decimals: 0,
        jettonMaster: '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE',
        jettonBalance: '12',
        isScam: true,
        isNsfw: false,
        pending: false,
        invalid: false,
      },
      'wallet of a master with unusable decimals': {
        type: 'jetton_wallets',
        name: 'Tether USD',
        symbol: 'USD₮',
        jettonMaster: '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE',
        isScam: false,
        isNsfw: false,
        pending: false,
        invalid: false,
      },
      'wallet of a master with no decimals, invalid': {
        type: 'jetton_wallets',
        name: 'Tether USD',
        symbol: 'USD₮',
        jettonMaster: '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE',
        jettonBalance: '1',
        isScam: false,
        isNsfw: false,
        pending: false,
        invalid: true,
      },
      'wallet with no master named and a balance that is not a number': {
        type: 'jetton_wallets',
        isScam: false,
        isNsfw: false,
        pending: false,
        invalid: false,
      },
      'master with decimals 255': {
        type: 'jetton_masters',
        name: 'Tether USD',
        symbol: 'USD₮',
        decimals: 255,
        isScam: false,
        isNsfw: false,
        pending: false,
        invalid: false,
      },
      'master with decimals "6.0"': {
        type: 'jetton_masters',
        name: 'Tether USD',
        symbol: 'USD₮',
        isScam: false,
        isNsfw: false,
        pending: false,
        invalid: false,
      },
      'not indexed yet': { type: 'unknown', isScam: false, isNsfw: false, pending: true, invalid: false },
      'nft item with its collection': {
        type: 'nft_items',
        name: 'Desk',
        nftCollection: '0:CA0CFD519F763102B5BEC9D9E3AF43592EA362FB773FA319EA09C4F162C171E0',
        isScam: false,
        isNsfw: false,
        pending: false,
        invalid: false,
      },
      'type left out': {
        type: 'unknown',
        name: 'X',
        symbol: 'Y',
        isScam: false,
        isNsfw: false,
        pending: false,
        invalid: false,
      },
    };
    for (const [name, metadata, raw] of CASES)
      expect(JSON.stringify(tokenSummary(metadataMapSchema.parse(metadata), raw)), name).toBe(
        JSON.stringify(expected[name]),
      );
  });
});
