/**
 * The bridge's insight handlers judge a jetton master on the network of the profile's indexer, as the
 * rest of the app takes it (shared/settings/network.ts): the last block's `global_id` once the chain
 * status has reported one. Real HTTP to the local index server (a mainnet chain, and one serving
 * testnet's recorded block), its real USD₮ master run by the emulator.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { nodeEmulatorWasm } from '../../node-host/emulator-wasm';
import { createIndexClient } from '../client/index-client';
import { defaultSettings, type Profile, type Settings } from '../settings/settings-schema';
import { createTvmEngine } from '../tvm/engine';
import { createIndexers } from './indexers';
import { createInsightHandlers, lazyRunner } from './insight-handlers';

let server: RunningIndexServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The insight handlers over a profile of the server at `baseUrl`, its chain status asked first. */
async function handlersOf(baseUrl: string) {
  const profile: Profile = { id: 'mine', name: 'mine', baseUrl, builtIn: false };
  const settings: Settings = { ...defaultSettings(), profiles: [profile], activeProfileId: profile.id };
  const indexers = createIndexers({
    settings: { current: () => settings },
    secrets: { has: () => false, read: () => undefined },
    createClient: (client) => createIndexClient({ ...client, fetch: (url, init) => fetch(url, init) }),
  });
  await indexers.chainOf(profile);
  return createInsightHandlers(indexers, {
    runner: lazyRunner(() => createTvmEngine({ wasm: nodeEmulatorWasm })),
    libraries: async () => [],
  });
}

describe('insight handlers: a jetton master judged on the indexer’s network', () => {
  const usdt = sampleAccount('usdt-master').raw.toUpperCase();

  it('mainnet: the USD₮ master’s address is USD₮’s', async () => {
    server = await startIndexServer({ port: 0 });
    const handlers = await handlersOf(server.url);
    const { accounts } = await handlers.inspect({ addresses: [usdt], unixTime: undefined });
    expect(accounts[0]!.details).toMatchObject({
      identity: { network: 'mainnet', well_known: 'USD₮', look_alike: null },
    });
  });

  it('testnet (the indexer’s last block says so, whatever its address): no jetton is known by address', async () => {
    server = await startIndexServer({ port: 0, masterchain: 'testnet-fixture' });
    const handlers = await handlersOf(server.url);
    const { accounts } = await handlers.inspect({ addresses: [usdt], unixTime: undefined });
    expect(accounts[0]!.details).toMatchObject({
      identity: { network: 'testnet', well_known: null, look_alike: null, known: [] },
    });
  });
});
