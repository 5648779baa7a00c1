/**
 * The last block a lookup is logged and answered with (shared/bridge/indexers.ts `lastBlockOf`), on a
 * fake client whose masterchainInfo answers when the test says: a lookup started while the app's first
 * chain status is still on its way takes that answer's block rather than "unknown"; one that fails or
 * never comes leaves it unknown without holding the lookup back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MasterchainInfo } from '../api/block';
import { defaultSettings, type Profile, type Settings } from '../settings/settings-schema';
import { COMING_BLOCK_WAIT_MS, createIndexers } from './indexers';

const PROFILE: Profile = { id: 'mine', name: 'mine', baseUrl: 'http://10.0.0.7:8081', builtIn: false };
const LAST = { workchain: -1, shard: '8000000000000000', seqno: 48_297_454, gen_utime: '1764508242' };
const INFO = { first: { ...LAST, seqno: 1 }, last: LAST } as unknown as MasterchainInfo;

/** Indexers whose one client's masterchainInfo answers by `answer` (a promise the test settles). */
function indexersAnswering(answer: () => Promise<MasterchainInfo>) {
  const settings: Settings = { ...defaultSettings(), profiles: [PROFILE], activeProfileId: PROFILE.id };
  return createIndexers({
    settings: { current: () => settings },
    secrets: { has: () => false, read: () => undefined },
    createClient: () => ({ masterchainInfo: answer }) as never,
    paces: { get: async () => null, keep: async () => {}, forget: async () => false },
  });
}

/** A promise and the functions that settle it. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

afterEach(() => vi.useRealTimers());

describe('the last block a lookup is logged with', () => {
  it('is unknown at once when the indexer was never asked', async () => {
    const indexers = indexersAnswering(() => Promise.resolve(INFO));
    await expect(indexers.lastBlockOf(PROFILE)).resolves.toBeNull();
  });

  it('is the block of a chain status still on its way when the lookup starts', async () => {
    const answer = pending<MasterchainInfo>();
    const indexers = indexersAnswering(() => answer.promise);
    const chain = indexers.chainOf(PROFILE);
    const block = indexers.lastBlockOf(PROFILE);
    answer.resolve(INFO);
    await expect(block).resolves.toMatchObject({ seqno: 48_297_454, gen_utime: '1764508242' });
    await chain;
    await expect(indexers.lastBlockOf(PROFILE)).resolves.toMatchObject({ seqno: 48_297_454 });
  });

  it('is unknown when that chain status fails, or is later than a lookup waits', async () => {
    const failing = pending<MasterchainInfo>();
    const refused = indexersAnswering(() => failing.promise);
    const chain = refused.chainOf(PROFILE).catch(() => 'refused');
    const block = refused.lastBlockOf(PROFILE);
    failing.reject(new Error('HTTP 502'));
    await expect(block).resolves.toBeNull();
    await expect(chain).resolves.toBe('refused');

    vi.useFakeTimers();
    const stalled = indexersAnswering(() => new Promise<MasterchainInfo>(() => {}));
    void stalled.chainOf(PROFILE);
    const late = stalled.lastBlockOf(PROFILE);
    await vi.advanceTimersByTimeAsync(COMING_BLOCK_WAIT_MS);
    await expect(late).resolves.toBeNull();
  });
});
