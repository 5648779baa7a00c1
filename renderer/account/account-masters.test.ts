import { describe, expect, it } from 'vitest';
import { addressForms } from '../../shared/address/address-codec';
import { MAX_TOKEN_JETTONS } from '../../shared/bridge/api/jobs-api';
import { JETTON_PRESETS } from '../../shared/contracts/jetton-presets';
import { normalizeAddress } from '../../shared/address/address-codec';
import { accountPageMasters } from './account-masters';

const presets = JETTON_PRESETS.mainnet.map((p) => normalizeAddress(p.master)!);
const raw = (n: number) => `0:${n.toString(16).toUpperCase().padStart(64, '0')}`;

describe('the masters an account page derives tokens from', () => {
  it('are the presets, then the kept masters, then the lookup’s jettons, each once', () => {
    const kept = raw(1);
    const lookupMaster = raw(2);
    const walletsMaster = raw(3);
    const masters = accountPageMasters({
      testnet: false,
      // Kept in its friendly form, and a preset written again: one entry each.
      keptText: `${addressForms(kept).bounceable}\n${JETTON_PRESETS.mainnet[0]!.master}`,
      lookupRows: [
        { raw: lookupMaster, token: { type: 'jetton_masters' } },
        { raw: raw(9), token: { type: 'jetton_wallets', jettonMaster: walletsMaster } },
        { raw: raw(10), token: { type: 'jetton_wallets', jettonMaster: kept } },
        { raw: raw(11), token: null },
        { raw: raw(12), token: { type: 'nft_items' } },
      ],
    });
    expect(masters).toEqual([...presets, kept, lookupMaster, walletsMaster]);
  });

  it('are only the kept and looked-up ones on testnet (it has no presets)', () => {
    expect(
      accountPageMasters({
        testnet: true,
        keptText: null,
        lookupRows: [{ raw: raw(4), token: { type: 'jetton_masters' } }],
      }),
    ).toEqual([raw(4)]);
  });

  it('stop at what one tokens call takes', () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({
      raw: raw(i + 100),
      token: { type: 'jetton_masters' },
    }));
    const masters = accountPageMasters({ testnet: false, keptText: null, lookupRows: rows });
    expect(masters).toHaveLength(MAX_TOKEN_JETTONS);
    expect(masters.slice(0, presets.length)).toEqual(presets);
  });
});
