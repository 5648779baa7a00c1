/** Token metadata as the indexer sends it (the recorded F3a/F3b fixtures), read once for every screen and export. */
import { describe, expect, it } from 'vitest';
import { metadataSchema } from '../api/account-states';
import jettons from '../api/fixtures/F3a_address_book_metadata_jettons__ton-connect-kit.json';
import nft from '../api/fixtures/F3b_address_book_metadata_nft__ton-connect-kit.json';
import { tokenLabel, tokenSummary } from './token-summary';

const USDT_MASTER = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
const USDT_WALLET = '0:9F27AD7DB6C58CBFE24C03BE35766209DCA0292BB7E45482F8B5912FA11BF300';
const NFT_ITEM = '0:CA0CFD519F763102B5BEC9D9E3AF43592EA362FB773FA319EA09C4F162C171E0';

describe('tokenSummary on recorded metadata', () => {
  const metadata = metadataSchema.parse(jettons.metadata);

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
    const broken = metadataSchema.parse({
      [USDT_MASTER]: {
        is_indexed: true,
        token_info: [{ type: 'jetton_masters', name: 'X', extra: { decimals: 'six' } }],
      },
    });
    expect(tokenSummary(broken, USDT_MASTER)).not.toHaveProperty('decimals');
  });

  it('reads an NFT item; its collection only when the metadata names one (normalised to raw)', () => {
    const items = metadataSchema.parse(nft.metadata);
    const item = tokenSummary(items, NFT_ITEM)!;
    expect(tokenLabel(item)).toBe('Desk Calendar #45754 · NFT item');
    expect(item).not.toHaveProperty('nftCollection');
    const named = metadataSchema.parse({
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
