/**
 * What an inspect job is sent of a lookup's metadata: the entries its accounts' details read, not the
 * lookup's whole map (100,000 entries after a large lookup).
 */
import { describe, expect, it, vi } from 'vitest';
import { metadataSchema } from '../../shared/api/account-states';
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { createInsightStore, metadataFor } from './insight-store';

// A USDT jetton wallet's entry as the indexer writes it (docs/indexer-api.md F3a), its master's, and
// entries of accounts the wallet does not name.
const OWNER = '0:4E3664FAEE814FBDB6C1CB36D72BAC52D15E186C11ECD664FE1B3F1A7CFD801D';
const WALLET = '0:9F27AD7DB6C58CBFE24C03BE35766209DCA0292BB7E45482F8B5912FA11BF300';
const MASTER = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
const other = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
const master = {
  is_indexed: true,
  token_info: [
    { valid: true, type: 'jetton_masters', name: 'Tether USD', symbol: 'USD₮', extra: { decimals: '6' } },
  ],
};
const metadata = metadataSchema.parse({
  [WALLET]: {
    is_indexed: true,
    token_info: [
      { valid: true, type: 'jetton_wallets', extra: { balance: '4100100', jetton: MASTER, owner: OWNER } },
    ],
  },
  [MASTER]: master,
  ...Object.fromEntries(Array.from({ length: 1_000 }, (_, i) => [other(i), master])),
});

describe('the metadata an inspect job is sent', () => {
  it("holds each account's own entry and the entries it names, and nothing else", () => {
    expect(metadataFor([WALLET], metadata)).toEqual({ [WALLET]: metadata[WALLET], [MASTER]: master });
    expect(metadataFor([other(7), OWNER], metadata)).toEqual({ [other(7)]: master });
    expect(metadataFor([OWNER], metadata)).toEqual({});
  });

  it("is what the store sends with a batch, not the lookup's whole map", async () => {
    const sent: { addresses: string[]; metadata: object }[] = [];
    const bridge = {
      addEventListener: () => () => undefined,
      startInspect: (arg: (typeof sent)[number]) => {
        sent.push(arg);
        return Promise.resolve({ ok: false, error: { kind: 'unexpected', message: 'not started' } });
      },
    } as unknown as TonIndexBridge;
    createInsightStore(bridge).want([{ raw: WALLET, account: null }], { metadata, unixTime: undefined });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.addresses).toEqual([WALLET]);
    expect(Object.keys(sent[0]!.metadata).sort()).toEqual([MASTER, WALLET].sort());
  });
});
