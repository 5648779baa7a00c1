/**
 * The watch list's timer against the local index server over real HTTP, with a fake clock driving time
 * and a real LevelDB keeping the list: the first re-check is a baseline; a change of balance, status,
 * last transaction, an account's own jetton balance and a watched jetton wallet's balance each gives
 * one event, kept in the history; nothing is asked before the interval is up; a restart compares with
 * the state kept on disk; a failed re-check changes nothing; a rate-limited profile is paced at the
 * watch list's share of its rate; stop ends the loop.
 */
import { afterAll, beforeAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  notIndexedAddresses,
  startIndexServer,
  type RunningIndexServer,
  askedAccounts,
} from '../../local-index-server';
import { createFakeClock, type FakeClock } from '../../test-support/fake-clock';
import { accountStatesUrlLength, createIndexClient } from '../client/index-client';
import type { WatchPolicy } from './watch-plan';
import { WATCH_SUBLEVEL, createWatchStore, type WatchStore } from './watch-store';
import { createWatcher, type WatchCheckResult, type Watcher } from './watcher';
import { useTempLevelDb } from '../../test-support/temp-level-db';

let server: RunningIndexServer;
beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
});
afterAll(() => server.close());

const level = useTempLevelDb('watcher-');
let clock: FakeClock;
let results: WatchCheckResult[];
let watcher: Watcher | undefined;
let wallClock: number;

beforeEach(async () => {
  clock = createFakeClock();
  results = [];
  wallClock = Date.UTC(2026, 10, 23, 9, 0, 0);
  server.setFaults({ mode: 'none' });
  server.clearRequests();
});
afterEach(async () => {
  await watcher?.stop();
  watcher = undefined;
});

const S = (label: string) => server.data.sample(label);
const storeOver = () =>
  createWatchStore(level.db.sublevel<string, string>(WATCH_SUBLEVEL, { valueEncoding: 'utf8' }));
const requests = () => server.requests.filter((r) => r.method === 'GET' && /accountStates$/i.test(r.path));

/** A watcher over the local index server, as the app would make one (no code and data asked). */
function watcherOver(
  store: WatchStore,
  policy: Partial<WatchPolicy> = {},
  transportTimes?: number[],
): Watcher {
  const client = createIndexClient({ baseUrl: server.url });
  return createWatcher({
    store,
    transport: (raws, signal) => {
      transportTimes?.push(clock.now());
      return client.accountStatesRequest(raws, { includeBoc: false, signal });
    },
    urlLength: (raws) => accountStatesUrlLength(client.apiRoot, raws, false),
    policy: {
      requestsPerSecond: null,
      maxAddressesPerRequest: 1000,
      maxUrlLength: 8192,
      concurrency: 4,
      ...policy,
    },
    clock,
    now: () => new Date(wallClock),
    onCheck: (result) => results.push(result),
  });
}

/** Resolves `promise`, moving the fake clock on (a retry's backoff waits on it) while real HTTP runs. */
async function driven<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => (done = true));
  while (!done) {
    await clock.advance(500);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return promise;
}

/** Waits (real time, for real HTTP) until `n` re-checks are done, moving the fake clock on when asked. */
async function checks(n: number, step = 0): Promise<WatchCheckResult> {
  while (results.length < n) {
    if (step > 0) await clock.advance(step);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(results.length).toBeGreaterThanOrEqual(n);
  return results[n - 1]!;
}

describe('the watcher', () => {
  it('takes a baseline, then reports each change once per interval and keeps it; a restart compares with the disk', async () => {
    const store = storeOver();
    await store.setSettings({ intervalSeconds: 60 });
    const v4 = S('wallet-v4r2');
    await store.add(v4.friendly, [S('jetton-wallet-1').raw]);
    await store.add(S('frozen').raw);
    await store.add(S('jetton-wallet-2').raw);
    const unknown = notIndexedAddresses()[0]!;
    await store.add(unknown);

    watcher = watcherOver(store);
    watcher.start();
    const first = await checks(1);
    expect(first).toMatchObject({ checked: 4, changes: [], failed: [] });
    expect(first.plan).toMatchObject({ requests: 1, intervalSeconds: 60 });
    expect(requests()).toHaveLength(1);
    expect(requests()[0]!.query.include_boc).toEqual(['false']);
    expect(askedAccounts(requests()[0]!).sort()).toEqual(
      [v4.raw, S('frozen').raw, S('jetton-wallet-2').raw, unknown, S('jetton-wallet-1').raw].sort(),
    );
    expect((await store.states())[unknown]!.status).toBe('not found');

    // The accounts change on the indexer.
    const v4Row = server.data.get(v4.raw)!;
    v4Row.balance = (BigInt(v4Row.balance) + 1n).toString();
    v4Row.lastTransactionLt = (BigInt(v4Row.lastTransactionLt!) + 5n).toString();
    server.data.get(S('frozen').raw)!.status = 'active';
    const watchedJetton = server.data.jettonWallets.get(S('jetton-wallet-1').raw)!;
    const jettonBefore = watchedJetton.balance;
    watchedJetton.balance = (BigInt(watchedJetton.balance) + 100_000_000n).toString();
    server.data.jettonWallets.get(S('jetton-wallet-2').raw)!.balance = '0';

    // Not before the interval is up.
    await clock.advance(59_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests()).toHaveLength(1);
    wallClock += 60_000;
    const second = await checks(2, 1_000);
    expect(requests()).toHaveLength(2);
    expect(second.changes.map((c) => [c.raw, c.field, c.jettonWallet ?? null])).toEqual([
      [v4.raw, 'balance', null],
      [v4.raw, 'last_transaction', null],
      [v4.raw, 'watched_jetton_balance', S('jetton-wallet-1').raw],
      [S('frozen').raw, 'status', null],
      [S('jetton-wallet-2').raw, 'jetton_balance', null],
    ]);
    expect(second.changes[0]).toMatchObject({
      before: (BigInt(v4Row.balance) - 1n).toString(),
      after: v4Row.balance,
      at: '2026-11-23T09:01:00.000Z',
    });
    expect(second.changes[3]).toMatchObject({ before: 'frozen', after: 'active' });
    expect(second.changes[4]!.after).toBe('0');
    expect(jettonBefore).not.toBe(watchedJetton.balance);
    expect((await store.history(v4.raw)).map((c) => c.field)).toEqual([
      'watched_jetton_balance',
      'last_transaction',
      'balance',
    ]);

    // A restart: the last state comes from disk, so an unchanged indexer gives no change.
    await watcher.stop();
    await level.reopen();
    const reopened = storeOver();
    watcher = watcherOver(reopened);
    results = [];
    await watcher.checkNow();
    expect(results[0]).toMatchObject({ checked: 4, changes: [] });
    expect(await reopened.history(S('frozen').raw)).toHaveLength(1);
  });

  it('a re-check whose request fails changes nothing, and the next one compares with the last state seen', async () => {
    const store = storeOver();
    const v4 = S('wallet-v4r2');
    await store.add(v4.raw);
    watcher = watcherOver(store);
    await watcher.checkNow();
    server.setFaults({ mode: 'http500', endpoints: ['accountStates'] });
    const failedCheck = await driven(watcher.checkNow());
    expect(failedCheck.failed).toHaveLength(1);
    expect(failedCheck.failed[0]!.error.kind).toBe('http');
    expect(failedCheck).toMatchObject({ checked: 0, changes: [] });
    server.setFaults({ mode: 'none' });
    const row = server.data.get(v4.raw)!;
    const before = row.balance;
    row.balance = (BigInt(row.balance) + 7n).toString();
    const next = await watcher.checkNow();
    expect(next.changes.map((c) => [c.field, c.before, c.after])).toEqual([['balance', before, row.balance]]);
  });

  it('paces a re-check at its share of the profile’s rate limit, on the clock it is given', async () => {
    const store = storeOver();
    const raws = server.data.samples.slice(0, 12).map((s) => s.raw);
    for (const raw of raws) await store.add(raw);
    await store.setSettings({ intervalSeconds: 30 });
    const times: number[] = [];
    watcher = watcherOver(store, { requestsPerSecond: 2, maxAddressesPerRequest: 3, concurrency: 2 }, times);
    watcher.start();
    const result = await checks(1, 100);
    expect(result.plan).toMatchObject({
      requests: 4,
      requestsPerSecond: 1,
      minIntervalSeconds: 4,
      intervalSeconds: 30,
    });
    expect(result.checked).toBe(12);
    expect(times).toHaveLength(4);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1000);
    expect(requests().map((r) => r.query.address!.length)).toEqual([3, 3, 3, 3]);
  });

  it('stops: no re-check after stop, however long the clock runs', async () => {
    const store = storeOver();
    await store.add(S('wallet-v4r2').raw);
    await store.setSettings({ intervalSeconds: 30 });
    watcher = watcherOver(store);
    watcher.start();
    await checks(1);
    expect(watcher.running).toBe(true);
    await watcher.stop();
    expect(watcher.running).toBe(false);
    await clock.advance(10 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(results).toHaveLength(1);
    expect(requests()).toHaveLength(1);
  });
});
