/**
 * The lookup store against the local index server over real HTTP (the index client as transport, as
 * the in-page bridge does): progress is published apart from rows and far more often, rows are
 * published only at their own pace and every row ends up answered; a lookup that fails as a whole keeps
 * the earlier results; "Retry failed" asks only for the failed accounts; a lookup superseded by
 * another is recorded but not shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { effectiveRequestPolicy } from '../../shared/bulk/request-policy';
import { createIndexClient } from '../../shared/client/index-client';
import type { LookupOutcome, LookupRequest } from './lookup-outcome';
import { LookupStore, rowsFlushIntervalMs, type LookupStoreState } from './lookup-store';

let server: RunningIndexServer;
beforeAll(async () => {
  server = await startIndexServer({ port: 0, dataset: { generated: 50_000 }, latencyMs: 20 });
});
afterAll(() => server.close());

/** A request for `raws` against the server, at most `perRequest` addresses a request, unpaced. */
function request(raws: readonly string[], perRequest = 100): LookupRequest {
  const profile = { id: 'local', name: 'Local', baseUrl: server.url };
  return {
    requestId: `test-${raws.length}-${raws[0]}`,
    accounts: raws.map((raw, i) => ({ raw, input: raw, line: i + 1, column: 1, repeats: 0 })),
    includeBoc: false,
    profile,
    policy: {
      ...effectiveRequestPolicy({ ...profile, hasApiKey: false }),
      maxAddressesPerRequest: perRequest,
    },
    lastBlock: null,
  };
}

/** A store wired to the server; `finished` collects what it hands to the log. */
function connectedStore(): { store: LookupStore; finished: LookupOutcome[] } {
  const client = createIndexClient({ baseUrl: server.url });
  const store = new LookupStore();
  const finished: LookupOutcome[] = [];
  store.connect({
    transport: (raws, includeBoc, signal) => client.accountStatesRequest(raws, { includeBoc, signal }),
    onFinished: (outcome) => finished.push(outcome),
  });
  return { store, finished };
}

/** Resolves once no lookup runs and the log has had its call (or at once when `logged` is 0). */
async function settled(
  store: LookupStore,
  finished: readonly LookupOutcome[],
  logged: number,
): Promise<LookupStoreState> {
  for (;;) {
    const state = store.getState();
    if (state.running === null && finished.length >= logged) return state;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('LookupStore', () => {
  it('publishes progress apart from rows: progress often, rows at their own pace, every row answered at the end', async () => {
    const raws = server.data.list.slice(0, 50_000).map((a) => a.raw);
    const { store, finished } = connectedStore();
    const seen = { running: 0, current: 0, rowsArrays: new Set<unknown>() };
    let previous = store.getState();
    store.subscribe(() => {
      const state = store.getState();
      if (state.running !== previous.running) seen.running++;
      if (state.current !== previous.current && state.current) {
        seen.current++;
        seen.rowsArrays.add(state.current.rows);
      }
      previous = state;
    });
    const started = performance.now();
    store.start(request(raws, 500));
    const state = await settled(store, finished, 1);
    const ms = performance.now() - started;

    expect(state.error).toBeNull();
    expect(state.last?.state).toBe('complete');
    expect(state.last?.rows).toHaveLength(50_000);
    expect(state.last?.rows.every((row) => row.account !== null && row.account.address === row.raw)).toBe(
      true,
    );
    expect(state.last?.statusCounts.get('pending')).toBeUndefined();
    expect(finished).toEqual([state.last]);
    // Rows were published no more often than their interval (500 ms here) allows; progress far more often.
    expect(seen.current).toBeLessThanOrEqual(Math.ceil(ms / rowsFlushIntervalMs(50_000)) + 2);
    expect(seen.running).toBeGreaterThanOrEqual(2 * seen.current);
    expect(seen.rowsArrays.size).toBe(seen.current);
    // The address book's addresses come sorted with the finished lookup.
    const keys = state.last!.addressKeys;
    expect(keys.length).toBeGreaterThanOrEqual(50_000);
    expect([...keys].sort()).toEqual(keys);
  });

  it('a lookup that fails as a whole keeps the earlier results and says why', async () => {
    const raws = server.data.list.slice(0, 300).map((a) => a.raw);
    const { store, finished } = connectedStore();
    store.start(request(raws));
    const first = (await settled(store, finished, 1)).last;
    server.setFaults({ mode: 'unauthorized' });
    try {
      store.start(request(raws.slice(0, 50)));
      const state = await settled(store, finished, 1);
      expect(state.error).toMatchObject({ kind: 'http', status: 401 });
      expect(state.last).toBe(first);
      expect(finished).toHaveLength(1);
    } finally {
      server.setFaults({ mode: 'none' });
    }
  });

  it('"Retry failed" asks only for the failed accounts and keeps what arrived', async () => {
    const raws = server.data.list.slice(1_000, 1_500).map((a) => a.raw);
    const { store, finished } = connectedStore();
    server.setFaults({ mode: 'unauthorized', addresses: [raws[250]!] });
    store.start(request(raws));
    const failedOnce = (await settled(store, finished, 1)).last!;
    expect(failedOnce.failed.size).toBe(100);
    expect(failedOnce.statusCounts.get('failed')).toBe(100);
    server.setFaults({ mode: 'none' });
    server.clearRequests();
    store.retryFailed();
    const healed = (await settled(store, finished, 2)).last!;
    expect(healed.failed.size).toBe(0);
    expect(healed.rows.every((row) => row.account !== null)).toBe(true);
    expect(server.requests.flatMap((r) => r.query.address ?? []).sort()).toEqual(
      [...failedOnce.failed.keys()].sort(),
    );
    // The earlier outcome is left as it was.
    expect(failedOnce.failed.size).toBe(100);
  });

  it('a lookup superseded by another is recorded in the log but not shown', async () => {
    const { store, finished } = connectedStore();
    const slow = server.data.list.slice(2_000, 7_000).map((a) => a.raw);
    const quick = server.data.list.slice(8_000, 8_010).map((a) => a.raw);
    store.start(request(slow, 10));
    // Superseded mid-way: once its first answer is in (10 addresses a request: 499 more to go).
    while ((store.getState().running?.progress?.requestsDone ?? 0) < 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    store.start(request(quick));
    const state = await settled(store, finished, 2);
    expect(state.last?.rows.map((row) => row.raw)).toEqual(quick);
    expect(finished.map((outcome) => outcome.state).sort()).toEqual(['cancelled', 'complete']);
  });
});
