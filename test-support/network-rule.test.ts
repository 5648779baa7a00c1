/**
 * "Is this indexer testnet?" has one answer in the app and the CLI (shared/settings/network.ts): the
 * app's export (`networkOf`) and the CLI's default `--network` agree on every indexer address, and the
 * indexer's own `global_id` wins over its address where the app has it.
 */
import { describe, expect, it } from 'vitest';
import { resolveNetwork } from '../cli/config';
import type { LookupOutcome } from '../renderer/model/lookup-outcome';
import { networkOf } from '../renderer/results/export-bar';
import { indexerNetwork } from '../shared/settings/network';

/** The app's network for a lookup on a profile at `baseUrl` (no chain status loaded). */
const appNetwork = (baseUrl: string, id = 'custom', globalId?: number) =>
  networkOf({
    bound: {
      indexer: { profileId: id, name: 'x', baseUrl },
      lastBlock: globalId === undefined ? null : { seqno: 1, gen_utime: '1', global_id: globalId },
    },
  } as unknown as LookupOutcome);

/** The CLI's network for `--base-url baseUrl` without `--network`. */
const cliNetwork = (baseUrl: string) => resolveNetwork(undefined, { baseUrl, timeoutMs: 1000 });

const INDEXERS: ReadonlyArray<[string, 'mainnet' | 'testnet']> = [
  ['https://toncenter.com', 'mainnet'],
  ['https://testnet.toncenter.com', 'testnet'],
  ['https://TESTNET.toncenter.com/api/v3', 'testnet'],
  ['http://127.0.0.1:8787', 'mainnet'],
  ['https://ton-testnet.example.org', 'testnet'],
  ['https://index.example.org/testnet/api/v3', 'testnet'],
  ['https://index.example.org', 'mainnet'],
];

describe('which network an indexer serves', () => {
  it.each(INDEXERS)('%s: %s, in the app and in the CLI alike', (baseUrl, network) => {
    expect(appNetwork(baseUrl)).toBe(network);
    expect(cliNetwork(baseUrl)).toBe(network);
    expect(indexerNetwork({ baseUrl })).toBe(network);
  });

  it("the indexer's own global_id wins over its address; the built-in testnet profile is testnet", () => {
    expect(appNetwork('https://testnet.toncenter.com', 'custom', -239)).toBe('mainnet');
    expect(appNetwork('http://127.0.0.1:8787', 'custom', -3)).toBe('testnet');
    expect(indexerNetwork({ baseUrl: 'https://x.example', profileId: 'toncenter-testnet' })).toBe('testnet');
  });

  it('--network overrides, and anything else is refused', () => {
    expect(resolveNetwork('testnet', { baseUrl: 'https://toncenter.com', timeoutMs: 1000 })).toBe('testnet');
    expect(() => resolveNetwork('devnet', { baseUrl: 'https://toncenter.com', timeoutMs: 1000 })).toThrow(
      /--network takes mainnet or testnet, got "devnet"/,
    );
  });
});
