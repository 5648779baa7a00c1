/**
 * The pace learned from an indexer's 429s, kept between sessions (shared/bridge/indexers.ts over
 * shared/bulk/kept-pace-store.ts), on a fake store and a fake wall clock: a new set of indexers — the
 * app started again — starts its budget at the kept pace, forgets it when asked, leaves a configured
 * rate alone, and does not trust a pace kept longer than {@link KEPT_PACE_MAX_AGE_MS}.
 */
import { describe, expect, it } from 'vitest';
import { KEPT_PACE_MAX_AGE_MS, type KeptPace, type KeptPaceStore } from '../bulk/kept-pace-store';
import { LEARNED_SHARE } from '../bulk/learned-pace';
import { defaultSettings, type Profile, type Settings } from '../settings/settings-schema';
import { createIndexers } from './indexers';

const SELF_HOSTED: Profile = { id: 'mine', name: 'mine', baseUrl: 'http://10.0.0.7:8081', builtIn: false };
const ORIGIN = 'http://10.0.0.7:8081';

/** The store as a map (what main's LevelDB or the worker's IndexedDB keep). */
function fakeStore(): KeptPaceStore & { held: Map<string, KeptPace> } {
  const held = new Map<string, KeptPace>();
  return {
    held,
    get: async (origin) => held.get(origin) ?? null,
    keep: async (pace) => void held.set(pace.origin, pace),
    forget: async (origin) => held.delete(origin),
  };
}

/** One session of the app: its indexers over `paces`, the wall clock at `at`. */
function session(paces: KeptPaceStore, at: Date, profile: Profile = SELF_HOSTED) {
  const settings: Settings = { ...defaultSettings(), profiles: [profile], activeProfileId: profile.id };
  const indexers = createIndexers({
    settings: { current: () => settings },
    secrets: { has: () => false, read: () => undefined },
    createClient: () => ({}) as never,
    paces,
    now: () => at,
  });
  return { indexers, profile, budget: () => indexers.storeOf(profile).indexer.budget };
}

/** Three requests sent at once, the third refused: the budget learns 0.9 × 2. */
async function teach(budget: ReturnType<ReturnType<typeof session>['budget']>): Promise<void> {
  const turns = [await budget.acquire(), await budget.acquire(), await budget.acquire()];
  budget.pause(budget.now() + 1, turns[2]!.sentAt);
  for (const turn of turns) turn();
}

const DAY = 24 * 3600 * 1000;
const T0 = new Date('2026-11-30T08:00:00.000Z');

describe("an indexer's learned pace, kept between sessions", () => {
  it('is kept with when it was learned, and the next session starts at it', async () => {
    const paces = fakeStore();
    const first = session(paces, T0);
    await teach(first.budget());
    expect(first.budget().learnedRate()).toBeCloseTo(LEARNED_SHARE * 2, 5);
    await Promise.resolve();
    expect(paces.held.get(ORIGIN)).toEqual({
      origin: ORIGIN,
      requests_per_second: first.budget().learnedRate(),
      learned_at: T0.toISOString(),
    });
    const next = session(paces, new Date(T0.getTime() + DAY));
    // Settings shows it before any request of the new session.
    expect(await next.indexers.learnedPaceOf(next.profile)).toEqual({
      requestsPerSecond: LEARNED_SHARE * 2,
      learnedAt: T0.toISOString(),
    });
    // The first request waits for the store; the budget starts at the kept pace.
    (await next.budget().acquire())();
    expect(next.budget().learnedRate()).toBeCloseTo(LEARNED_SHARE * 2, 5);
  });

  it('is forgotten, kept and held, when asked', async () => {
    const paces = fakeStore();
    const { indexers, profile, budget } = session(paces, T0);
    await teach(budget());
    await Promise.resolve();
    expect(await indexers.forgetLearnedPace(profile)).toBe(true);
    expect(paces.held.size).toBe(0);
    expect(budget().learnedRate()).toBeNull();
    expect(await indexers.learnedPaceOf(profile)).toBeNull();
    const next = session(paces, T0);
    (await next.budget().acquire())();
    expect(next.budget().learnedRate()).toBeNull();
  });

  it('gives way to a rate configured for the profile, and is neither used nor changed', async () => {
    const paces = fakeStore();
    await paces.keep({ origin: ORIGIN, requests_per_second: 2, learned_at: T0.toISOString() });
    const limits = { requestsPerSecond: 25, maxAddressesPerRequest: 100, maxUrlLength: 8192 };
    const configured = session(paces, T0, { ...SELF_HOSTED, requestLimits: limits });
    await teach(configured.budget());
    expect(configured.budget().learnedRate()).toBeNull();
    expect(await configured.indexers.learnedPaceOf(configured.profile)).toBeNull();
    expect(paces.held.get(ORIGIN)?.requests_per_second).toBe(2);
  });

  it(`is not trusted once older than ${KEPT_PACE_MAX_AGE_MS / DAY} days: the budget learns afresh`, async () => {
    const paces = fakeStore();
    await paces.keep({ origin: ORIGIN, requests_per_second: 2, learned_at: T0.toISOString() });
    const fresh = session(paces, new Date(T0.getTime() + KEPT_PACE_MAX_AGE_MS));
    expect((await fresh.indexers.learnedPaceOf(fresh.profile))?.requestsPerSecond).toBe(2);
    const stale = session(paces, new Date(T0.getTime() + KEPT_PACE_MAX_AGE_MS + 1));
    expect(await stale.indexers.learnedPaceOf(stale.profile)).toBeNull();
    (await stale.budget().acquire())();
    expect(stale.budget().learnedRate()).toBeNull();
  });
});
