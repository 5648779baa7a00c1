/**
 * A learned pace kept across a restart, end to end over real HTTP: the back end (shared/bridge/
 * back-end.ts) over its stores in LevelDB, against the local index server behind its gateway at 10
 * requests a second with no rate set for the profile. The first session's lookup meets 429s and learns
 * a pace; the app started again (new back end, the database reopened) runs the same lookup at the kept
 * pace from its first request and meets fewer 429s — none, where nothing else shares the indexer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { createIndexClient } from '../client/index-client';
import { defaultSettings, type Settings } from '../settings/settings-schema';
import { createStorageCore } from '../storage/storage-core';
import { backEndStores } from '../../test-support/back-end-stores';
import { jobEvents, newJobId, type RecordedEvent } from '../../test-support/job-events';
import { plainStoreEngine } from '../../test-support/plain-store-engine';
import { useTempLevelDb } from '../../test-support/temp-level-db';
import { createBackEnd } from './back-end';

const ADDRESSES = 2_000;
/** 50 requests a lookup: several of the gateway's one-second windows. */
const BATCH = 40;

let server: RunningIndexServer;
beforeAll(async () => {
  server = await startIndexServer({
    port: 0,
    dataset: { generated: ADDRESSES },
    rateLimit: { perSecond: 10 },
  });
});
afterAll(() => server.close());

const level = useTempLevelDb('kept-pace-');

/** One session of the app over the test's database: its back end, and a window hearing its events. */
function session() {
  const core = createStorageCore(plainStoreEngine(level.db));
  const profile = {
    id: 'mine',
    name: 'mine',
    baseUrl: server.url,
    builtIn: false,
    requestLimits: { requestsPerSecond: null, maxAddressesPerRequest: BATCH, maxUrlLength: 8192 },
  };
  const settings: Settings = { ...defaultSettings(), profiles: [profile], activeProfileId: profile.id };
  const backEnd = createBackEnd({
    settings: { current: () => settings },
    secrets: { has: () => false, read: () => undefined },
    createClient: (options) => createIndexClient({ ...options, fetch }),
    ...backEndStores(core),
  });
  const events: RecordedEvent[] = [];
  const window = {
    events: () => events,
    caller: {
      events: {
        emit: (type: string, payload: unknown) => void events.push({ type, payload } as RecordedEvent),
      },
      signal: new AbortController().signal,
    },
  };
  return { backEnd, window };
}

/** Looks up every account in one session; answers the 429s the server sent meanwhile. */
async function lookUp(app: ReturnType<typeof session>): Promise<number> {
  const raws = server.data.list.slice(-ADDRESSES).map((r) => r.raw);
  server.clearRequests();
  const jobId = newJobId();
  await app.backEnd.handlers.startLookup(
    { jobId, addresses: raws, inputs: raws, includeBoc: false },
    app.window.caller,
  );
  const { done } = await jobEvents(app.window, jobId);
  expect(done).toMatchObject({ cancelled: false, pending: 0 });
  expect(server.requests.filter((r) => r.status === 200)).toHaveLength(ADDRESSES / BATCH);
  return server.requests.filter((r) => r.status === 429).length;
}

describe('a pace learned from 429s, kept across a restart (local server at 10 requests/s)', () => {
  it('the second lookup, after the app started again, meets fewer 429s than the first', async () => {
    const first = session();
    const refusedBefore = await lookUp(first);
    expect(refusedBefore).toBeGreaterThan(0);
    const learned = await first.backEnd.handlers.learnedPace({ profileId: 'mine' });
    expect(learned?.requestsPerSecond).toBeLessThan(10);

    first.backEnd.jobs.cancelAll();
    await level.reopen();
    const second = session();
    expect(await second.backEnd.handlers.learnedPace({ profileId: 'mine' })).toEqual(learned);
    const refusedAfter = await lookUp(second);
    expect(refusedAfter).toBeLessThan(refusedBefore);
    expect(refusedAfter).toBe(0);
  });
});
