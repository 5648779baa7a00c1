/**
 * The watch list's store over a REAL LevelDB (classic-level), in a sublevel of the database the lookup
 * log and the labels use: entries keyed by raw address with their jetton wallets, the interval the user
 * sets (bounded), the last state and a bounded history per address — all across a reopen; removing an
 * address takes its state and history with it; a re-check of an address removed meanwhile is not written.
 * Also the pure parts: snapshots and diffs, and the re-check plan under a rate limit.
 */
import { describe, expect, it } from 'vitest';
import { accountStatesUrlLength } from '../client/index-client';
import { rejection } from '../../test-support/store-tests';
import { LABELS_SUBLEVEL, createLabelStore } from '../labels/label-store';
import { planWatchCheck } from './watch-plan';
import type { WatchChange, WatchEntry, WatchSnapshot } from './watch-schema';
import { diffSnapshots } from './watch-snapshot';
import { WATCH_SUBLEVEL, createWatchStore } from './watch-store';
import { useTempLevelDb } from '../../test-support/temp-level-db';

const level = useTempLevelDb('watch-');

const A = {
  raw: '0:2CF55953E92EFBEADAB7BA725C3F93A0B23F842CBBA72D7B8E6F510A70E422E3',
  eq: 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB',
};
const raw = (n: number) => `0:${n.toString(16).toUpperCase().padStart(64, '0')}`;

const watchDb = () => level.db.sublevel<string, string>(WATCH_SUBLEVEL, { valueEncoding: 'utf8' });

const snapshot = (over: Partial<WatchSnapshot> = {}): WatchSnapshot => ({
  status: 'active',
  balance: '1000',
  lastTransaction: { lt: '47000000000001', hash: 'A'.repeat(43) + '=' },
  jettonBalance: null,
  jettons: {},
  at: '2026-11-23T09:00:00.000Z',
  ...over,
});
const change = (n: number, rawAddress = A.raw): WatchChange => ({
  raw: rawAddress,
  field: 'balance',
  before: String(n),
  after: String(n + 1),
  at: new Date(Date.UTC(2026, 10, 23, 9, 0, n)).toISOString(),
});

describe('the watch list store', () => {
  it('keeps entries (any form, with their jetton wallets), the interval, states and history across a reopen', async () => {
    const store = createWatchStore(watchDb(), { now: () => new Date('2026-11-23T09:00:00.000Z') });
    const entry = await store.add(A.eq, [raw(7), raw(7).toLowerCase(), A.raw]);
    expect(entry).toEqual({ raw: A.raw, jettonWallets: [raw(7)], addedAt: '2026-11-23T09:00:00.000Z' });
    await store.add(raw(2));
    expect(await store.settings()).toEqual({ intervalSeconds: 300 });
    await store.setSettings({ intervalSeconds: 60 });
    await store.recordCheck({
      snapshots: { [A.raw]: snapshot(), [raw(2)]: snapshot({ status: 'frozen' }) },
      changes: [change(1), change(2, raw(2))],
    });

    await level.reopen();
    const again = createWatchStore(watchDb());
    expect((await again.list()).map((e) => e.raw)).toEqual([raw(2), A.raw]);
    expect(await again.settings()).toEqual({ intervalSeconds: 60 });
    expect((await again.states())[raw(2)]!.status).toBe('frozen');
    expect(await again.history(A.eq)).toEqual([change(1)]);
  });

  it('keeps at most N changes per address, newest first, dropping the oldest in the same batch', async () => {
    const store = createWatchStore(watchDb(), { historyPerAddress: 3 });
    await store.add(A.raw);
    await store.recordCheck({ snapshots: {}, changes: [change(1), change(2)] });
    await store.recordCheck({ snapshots: {}, changes: [change(3), change(4)] });
    expect((await store.history(A.raw)).map((c) => c.before)).toEqual(['4', '3', '2']);
    await store.recordCheck({ snapshots: {}, changes: [5, 6, 7, 8, 9].map((n) => change(n)) });
    expect((await store.history(A.raw)).map((c) => c.before)).toEqual(['9', '8', '7']);
    expect(await level.db.keys({ gt: '!watch!history:', lt: '!watch!history;' }).all()).toHaveLength(3);
    // And says how many went.
    expect(await store.trimmed(A.raw)).toMatchObject({ count: 6 });
  });

  it('keeps at most N bytes of changes per address, oldest dropped first, and notes how many went', async () => {
    const store = createWatchStore(watchDb(), { historyBytesPerAddress: 4_096, now: () => new Date(0) });
    await store.add(A.raw);
    const long = (n: number) => ({ ...change(n), before: 'x'.repeat(200), after: 'y'.repeat(200) });
    for (let check = 0; check < 10; check++)
      await store.recordCheck({ snapshots: {}, changes: [0, 1, 2].map((n) => long(check * 3 + n)) });
    const kept = await level.db.iterator({ gt: '!watch!history:', lt: '!watch!history;' }).all();
    const bytes = kept.reduce((sum, [k, v]) => sum + k.length - '!watch!'.length + v.length, 0);
    expect(bytes).toBeLessThanOrEqual(4_096);
    expect(kept.length).toBeGreaterThan(5);
    expect(await store.trimmed(A.raw)).toEqual({ count: 30 - kept.length, at: new Date(0).toISOString() });
    // The newest are the ones kept.
    expect((await store.history(A.raw, 1))[0]?.at).toBe(long(29).at);
    expect(await store.remove(A.raw)).toBe(true);
    expect(await store.trimmed(A.raw)).toBeNull();
  });

  it('forgets an address removed — entry, state, history — and does not write back a re-check that saw it', async () => {
    const store = createWatchStore(watchDb());
    await store.add(A.raw);
    await store.recordCheck({ snapshots: { [A.raw]: snapshot() }, changes: [change(1)] });
    expect(await store.remove(A.eq)).toBe(true);
    expect(await store.remove(A.eq)).toBe(false);
    await store.recordCheck({ snapshots: { [A.raw]: snapshot() }, changes: [change(2)] });
    expect(await level.db.keys({ gt: '!watch!', lt: '!watch"' }).all()).toEqual(['!watch!meta:schema']);
  });

  it('holds to its bounds and says so', async () => {
    const store = createWatchStore(watchDb(), { maxWatched: 2 });
    await store.add(raw(1));
    await store.add(raw(2));
    expect((await rejection(store.add(raw(3)))).message).toBe(
      'The watch list holds at most 2 addresses; remove some first.',
    );
    expect(
      (
        await rejection(
          store.add(
            raw(1),
            Array.from({ length: 21 }, (_, i) => raw(100 + i)),
          ),
        )
      ).message,
    ).toBe('At most 20 jetton wallets can be watched under one address.');
    expect((await rejection(store.setSettings({ intervalSeconds: 5 }))).message).toBe(
      'The re-check interval must be a whole number of seconds from 30 to 86400.',
    );
    expect((await rejection(store.add('EQbad'))).message).toMatch(/^“EQbad” is not a TON address/);
  });

  it('shares the database with the labels, in its own sublevel', async () => {
    const labels = createLabelStore(
      level.db.sublevel<string, string>(LABELS_SUBLEVEL, { valueEncoding: 'utf8' }),
    );
    const watch = createWatchStore(watchDb());
    await labels.set(A.eq, 'Alice');
    await watch.add(A.eq);
    expect((await level.db.keys().all()).sort()).toEqual([
      `!labels!label:${A.raw}`,
      '!labels!meta:schema',
      `!watch!entry:${A.raw}`,
      '!watch!meta:schema',
    ]);
  });
});

describe('snapshots and changes', () => {
  it('names every changed field, jetton balances included; the first snapshot is a baseline', () => {
    const before = snapshot({
      jettonBalance: '4.1001',
      jettons: { [raw(7)]: { balance: '4.1001', symbol: 'USD₮' }, [raw(8)]: { balance: '1' } },
    });
    const after = snapshot({
      status: 'frozen',
      balance: '1001',
      lastTransaction: { lt: '47000000000002', hash: 'B'.repeat(43) + '=' },
      jettonBalance: '104.1001',
      jettons: { [raw(7)]: { balance: '104.1001', symbol: 'USD₮' } }, // raw(8) not seen this time: not compared
      at: '2026-11-23T09:05:00.000Z',
    });
    expect(diffSnapshots(A.raw, undefined, after)).toEqual([]);
    expect(diffSnapshots(A.raw, before, before)).toEqual([]);
    expect(
      diffSnapshots(A.raw, before, after).map((c) => [c.field, c.before, c.after, c.jettonWallet ?? null]),
    ).toEqual([
      ['status', 'active', 'frozen', null],
      ['balance', '1000', '1001', null],
      ['last_transaction', '47000000000001', '47000000000002', null],
      ['jetton_balance', '4.1001', '104.1001', null],
      ['watched_jetton_balance', '4.1001', '104.1001', raw(7)],
    ]);
  });
});

describe('the re-check plan', () => {
  const entries = (n: number): WatchEntry[] =>
    Array.from({ length: n }, (_, i) => ({
      raw: raw(i + 1),
      jettonWallets: i === 0 ? [raw(9999)] : [],
      addedAt: '2026-11-23T09:00:00.000Z',
    }));
  const urlLength = (raws: readonly string[]) =>
    accountStatesUrlLength('https://toncenter.com/api/v3', raws, false);

  it('asks each address and jetton wallet once, in the scheduler’s batches, at a share of the profile’s rate', () => {
    const plan = planWatchCheck(
      entries(25),
      { requestsPerSecond: 1, maxAddressesPerRequest: 10, maxUrlLength: 8192, concurrency: 1 },
      60,
      urlLength,
    );
    expect(plan).toEqual({
      raws: [...entries(25).map((e) => e.raw), raw(9999)],
      requests: 3,
      requestsPerSecond: 0.5,
      minIntervalSeconds: 6,
      intervalSeconds: 60,
    });
  });

  it('lengthens an interval too short for the rate limit, and says why', () => {
    const plan = planWatchCheck(
      entries(60),
      { requestsPerSecond: 1, maxAddressesPerRequest: 1, maxUrlLength: 8192, concurrency: 1 },
      30,
      urlLength,
    );
    expect(plan.intervalSeconds).toBe(122);
    expect(plan.note).toBe(
      "The watch list is checked every 122 s, not every 30 s: one check takes 61 requests at 0.5 requests per second (50% of this profile's rate, so your own lookups keep the rest).",
    );
    expect(
      planWatchCheck(
        entries(60),
        { requestsPerSecond: null, maxAddressesPerRequest: 1, maxUrlLength: 8192, concurrency: 4 },
        30,
        urlLength,
      ).intervalSeconds,
    ).toBe(30);
  });
});
