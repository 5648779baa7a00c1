/**
 * The watch list while the app runs (watch-runner.ts) against the local index server over real HTTP,
 * a real LevelDB and a fake clock: started, it takes a baseline at once and re-checks only when the
 * interval is up; a change is notified once per address (by the user's label, else the short address),
 * only when notifications are on — off, it is kept in the history all the same; a failing notifier does
 * not stop the timer; the status tells the last and the next check. The notification text is plain.
 */
import { afterAll, beforeAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { createFakeClock, type FakeClock } from '../../test-support/fake-clock';
import { accountStatesUrlLength, createIndexClient } from '../client/index-client';
import { plainNoticeText, shortFriendly, watchNotifications, type WatchNotification } from './watch-notice';
import { createWatchRunner, type WatchRunner } from './watch-runner';
import type { WatchChange } from './watch-schema';
import { WATCH_SUBLEVEL, createWatchStore, type WatchStore } from './watch-store';
import { useTempLevelDb } from '../../test-support/temp-level-db';

let server: RunningIndexServer;
beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
});
afterAll(() => server.close());

const level = useTempLevelDb('watch-runner-');
let clock: FakeClock;
let runner: WatchRunner | undefined;
let shown: WatchNotification[];
let wallClock: number;

beforeEach(async () => {
  clock = createFakeClock();
  shown = [];
  wallClock = Date.UTC(2026, 10, 23, 9, 0, 0);
  server.clearRequests();
});
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
});

const S = (label: string) => server.data.sample(label);
const storeOver = () =>
  createWatchStore(level.db.sublevel<string, string>(WATCH_SUBLEVEL, { valueEncoding: 'utf8' }));
const requests = () => server.requests.filter((r) => r.method === 'GET' && /accountStates$/i.test(r.path));
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** When (fake clock) each request of the runners below was sent. */
let sentAt: number[] = [];

/** A runner as the bridge makes one, with a recording notifier (or `notify`), at `requestsPerSecond`. */
function runnerOver(
  store: WatchStore,
  notify: (n: WatchNotification) => void = (n) => void shown.push(n),
  requestsPerSecond: number | null = null,
): WatchRunner {
  const client = createIndexClient({ baseUrl: server.url });
  sentAt = [];
  return createWatchRunner({
    store,
    transport: (raws, signal) => {
      sentAt.push(clock.now());
      return client.accountStatesRequest(raws, { includeBoc: false, signal });
    },
    urlLength: (raws) => accountStatesUrlLength(client.apiRoot, raws, false),
    policy: () => ({
      requestsPerSecond,
      maxAddressesPerRequest: 1000,
      maxUrlLength: 8192,
      concurrency: 4,
    }),
    notifier: { notify },
    labelsOf: async (raws) =>
      raws.includes(S('wallet-v4r2').raw) ? { [S('wallet-v4r2').raw]: 'Treasury' } : {},
    clock,
    now: () => new Date(wallClock),
  });
}

/** Waits (real time, for real HTTP) until the server saw `n` accountStates requests, moving the fake clock by `step`. */
async function untilRequests(n: number, step = 0): Promise<void> {
  while (requests().length < n) {
    if (step > 0) await clock.advance(step);
    await tick();
  }
  expect(requests()).toHaveLength(n);
}

/**
 * Waits until the runner's last check is the one at wall time `at` and `raised()` says its notifications
 * are out (they are raised just after); then a few more turns, so one that should not come has had its
 * chance.
 */
async function untilChecked(r: WatchRunner, at: number, raised: () => boolean = () => true): Promise<void> {
  while ((await r.status()).lastCheck?.at !== new Date(at).toISOString()) await tick();
  while (!raised()) await tick();
  for (let i = 0; i < 20; i++) await tick();
}

describe('the running watch list', () => {
  it('checks at once, then each interval; notifies each changed address once, by its label, only when notifications are on', async () => {
    const store = storeOver();
    await store.setSettings({ intervalSeconds: 60, notify: true });
    const v4 = S('wallet-v4r2');
    const frozen = S('frozen');
    await store.add(v4.friendly);
    await store.add(frozen.raw);
    runner = runnerOver(store);
    expect(await runner.status()).toMatchObject({ running: false, lastCheck: null, nextCheckAt: null });

    runner.start();
    await untilRequests(1);
    await untilChecked(runner, wallClock);
    expect(await runner.status()).toMatchObject({
      running: true,
      lastCheck: { at: '2026-11-23T09:00:00.000Z', checked: 2, changes: 0, failed: 0 },
      nextCheckAt: '2026-11-23T09:01:00.000Z',
      intervalSeconds: 60,
    });
    expect(shown).toEqual([]);
    // A re-check that is late (a busy or sleeping machine) is due now, never shown in the past.
    wallClock += 5 * 60_000;
    expect((await runner.status()).nextCheckAt).toBe('2026-11-23T09:05:00.000Z');
    wallClock -= 5 * 60_000;

    const v4Row = server.data.get(v4.raw)!;
    v4Row.balance = (BigInt(v4Row.balance) + 2_000_000_000n).toString();
    v4Row.lastTransactionLt = (BigInt(v4Row.lastTransactionLt!) + 3n).toString();
    server.data.get(frozen.raw)!.status = 'active';
    // Nothing is asked before the interval is up.
    await clock.advance(59_000);
    for (let i = 0; i < 10; i++) await tick();
    expect(requests()).toHaveLength(1);
    wallClock += 60_000;
    await untilRequests(2, 1_000);
    await untilChecked(runner, wallClock, () => shown.length >= 2);
    expect(shown).toEqual([
      {
        raw: v4.raw,
        title: 'Treasury changed',
        body: expect.stringMatching(/^Balance [\d.]+ TON → [\d.]+ TON; New transaction \(lt \d+\)$/),
      },
      { raw: frozen.raw, title: `${shortFriendly(frozen.raw)} changed`, body: 'Status frozen → active' },
    ]);

    // Notifications off: the next change is kept, not shown.
    await store.setSettings({ intervalSeconds: 60, notify: false });
    server.data.get(frozen.raw)!.status = 'frozen';
    wallClock += 60_000;
    await untilRequests(3, 1_000);
    await untilChecked(runner, wallClock);
    expect((await runner.status()).lastCheck).toMatchObject({ changes: 1 });
    expect(shown).toHaveLength(2);
    expect((await store.history(frozen.raw)).map((c) => [c.before, c.after])).toEqual([
      ['active', 'frozen'],
      ['frozen', 'active'],
    ]);

    await runner.stop();
    expect(await runner.status()).toMatchObject({ running: false, nextCheckAt: null });
  });

  it('keeps running when the notifier fails; "Check now" answers once the notification was raised', async () => {
    const store = storeOver();
    await store.setSettings({ intervalSeconds: 60, notify: true });
    const v4 = S('wallet-v3r2');
    await store.add(v4.raw);
    let calls = 0;
    runner = runnerOver(store, () => {
      calls += 1;
      throw new Error('the notification service is gone');
    });
    runner.start();
    await untilRequests(1);
    const row = server.data.get(v4.raw)!;
    row.balance = (BigInt(row.balance) + 1n).toString();
    wallClock += 60_000;
    await untilRequests(2, 1_000);
    await untilChecked(runner, wallClock, () => calls >= 1);
    expect(calls).toBe(1);
    row.balance = (BigInt(row.balance) + 1n).toString();
    wallClock += 1_000;
    expect(await runner.checkNow()).toMatchObject({ running: true, lastCheck: { changes: 1 } });
    expect(calls).toBe(2);
  });

  it('applies a new interval while it waits: a shorter one within 30 s, not after the old wait', async () => {
    const store = storeOver();
    await store.setSettings({ intervalSeconds: 3600 });
    await store.add(S('wallet-v4r2').raw);
    runner = runnerOver(store);
    runner.start();
    await untilRequests(1);
    await untilChecked(runner, wallClock);
    expect(await runner.status()).toMatchObject({
      intervalSeconds: 3600,
      nextCheckAt: '2026-11-23T10:00:00.000Z',
    });
    await store.setSettings({ intervalSeconds: 60 });
    expect(await runner.status()).toMatchObject({
      intervalSeconds: 60,
      nextCheckAt: '2026-11-23T09:01:00.000Z',
    });
    // 90 s later (one piece of the wait past the new interval), the second check has run.
    for (let i = 0; i < 3; i++) {
      await clock.advance(30_000);
      for (let j = 0; j < 10; j++) await tick();
    }
    await untilRequests(2);
  });
});

describe('notification text', () => {
  const raw = `0:${'AB'.repeat(32)}`;
  const change = (n: number, patch: Partial<WatchChange> = {}): WatchChange => ({
    raw: `0:${n.toString(16).toUpperCase().padStart(64, '0')}`,
    field: 'status',
    before: 'active',
    after: 'frozen',
    at: '2026-11-23T09:00:00.000Z',
    ...patch,
  });

  it('is plain: no controls, direction marks, markup or line breaks from the indexer or a label; bounded', () => {
    const [notice] = watchNotifications(
      [
        change(1, {
          raw,
          field: 'watched_jetton_balance',
          symbol: '<img src=x>\u202EUSDT\n\u200B',
          before: '1',
          after: '2',
        }),
      ],
      { [raw]: 'Alice\u2066 <b>' },
    );
    // The symbol is the indexer's text: a notification names a watched jetton balance in the app's words.
    expect(notice).toEqual({ raw, title: 'Alice b changed', body: 'A watched jetton balance: 1 → 2' });
    expect(plainNoticeText('x'.repeat(500), 80)).toHaveLength(80);
  });

  it('raises at most five per check, then one that counts the rest', () => {
    const notices = watchNotifications(
      [1, 2, 3, 4, 5, 6, 7].map((n) => change(n)),
      {},
    );
    expect(notices).toHaveLength(6);
    expect(notices[5]).toEqual({
      raw: null,
      title: 'Watch list',
      body: '2 more watched accounts changed; see the Watch screen.',
    });
  });
});

describe('a hostile or flipping indexer (issue 15 §8)', () => {
  const HOSTILE = '<b>Your wallet is locked</b> — pay at evil.example';

  it('notifications are worded by the app: an unknown status or an amount that is not one is never repeated', () => {
    const raw = `0:${'CD'.repeat(32)}`;
    const at = '2026-11-23T09:00:00.000Z';
    const notices = watchNotifications(
      [
        { raw, field: 'status', before: 'active', after: HOSTILE, at },
        { raw, field: 'balance', before: '1000000000', after: 'NaN evil.example', at },
        { raw, field: 'last_transaction', before: '1', after: 'evil.example', at },
      ],
      {},
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toBe(
      'Status active → a status this app does not know; Balance 1 TON → an unreadable amount; New transaction',
    );
    expect(JSON.stringify(notices)).not.toMatch(/evil|locked|<b>/);
  });

  it('an account flipping its status on every check notifies at most 3 times an hour, in the app’s words; its history keeps every change', async () => {
    const store = storeOver();
    await store.setSettings({ intervalSeconds: 60, notify: true });
    const accounts = ['wallet-v4r2', 'wallet-v3r2', 'frozen', 'uninit', 'jetton-wallet-1', 'nft-item'].map(S);
    for (const account of accounts) await store.add(account.raw);
    runner = runnerOver(store);
    const statuses = ['frozen', HOSTILE];
    for (let check = 0; check < 21; check++) {
      for (const account of accounts) server.data.get(account.raw)!.status = statuses[check % 2] as never;
      wallClock += 60_000;
      await runner.checkNow();
    }
    // Before: 6 notifications per check (five and a summary), 120 in 20 checks, quoting the indexer.
    expect(shown.length).toBeLessThanOrEqual(accounts.length * 3);
    expect(JSON.stringify(shown)).not.toMatch(/evil|locked|<b>/);
    expect(shown.filter((n) => /keeps changing/.test(n.body))).not.toHaveLength(0);
    expect(await store.history(accounts[0]!.raw)).toHaveLength(20);

    // An hour later it may notify again.
    const before = shown.length;
    wallClock += 60 * 60_000;
    for (const account of accounts) server.data.get(account.raw)!.status = 'active';
    await runner.checkNow();
    expect(shown.length).toBeGreaterThan(before);
  });

  it('a 1 MB status flipping on every check does not grow the store by megabytes', async () => {
    const store = storeOver();
    const account = S('wallet-v4r2');
    await store.add(account.raw);
    runner = runnerOver(store);
    const storeBytes = async () =>
      (await level.db.iterator({ gt: '!watch!', lt: '!watch"' }).all()).reduce(
        (sum, [k, v]) => sum + k.length + v.length,
        0,
      );
    for (let check = 0; check < 10; check++) {
      server.data.get(account.raw)!.status = String.fromCharCode(97 + (check % 2)).repeat(1 << 20) as never;
      wallClock += 60_000;
      await runner.checkNow();
    }
    // Before: 11.7 MB after 10 checks. Now the status is kept cut (where the answer enters,
    // shared/api/server-strings.ts, and again at 256 characters in the store), the history bounded.
    expect(await storeBytes()).toBeLessThan(16 * 1024);
    const [newest] = await store.history(account.raw, 1);
    expect(newest?.after).toMatch(/^(a+|b+)(…|\[cut by the explorer: [\d,]+ more characters\])$/);
    expect(newest!.after!.length).toBeLessThanOrEqual(256);
  });

  it('"Check now" clicked 20 times at 1 request/s sends requests at the profile’s pace, not 20 at once', async () => {
    const store = storeOver();
    await store.add(S('wallet-v4r2').raw);
    // 1 request/s for the profile; the watch list uses half of it: one request every 2 s.
    runner = runnerOver(store, undefined, 1);
    const clicks: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i++) {
      clicks.push(runner.checkNow());
      await tick();
    }
    // Before: 20 requests by now (in 125 ms). Now one, and the rest wait for the pace.
    expect(requests()).toHaveLength(1);
    let settled = false;
    void Promise.all(clicks).then(() => (settled = true));
    for (let i = 0; i < 400 && !settled; i++) {
      await clock.advance(100);
      await tick();
    }
    expect(settled).toBe(true);
    // Clicks while a check waits for its turn join it: a few checks, not twenty.
    expect(requests().length).toBeLessThanOrEqual(3);
    const clicked = sentAt.length;
    // Then one check after another: each request at least 2 s after the one before.
    for (let i = 0; i < 3; i++) {
      const next = runner.checkNow();
      let done = false;
      void next.then(() => (done = true));
      for (let j = 0; j < 400 && !done; j++) {
        await clock.advance(100);
        await tick();
      }
    }
    expect(sentAt).toHaveLength(clicked + 3);
    for (let i = 1; i < sentAt.length; i++) expect(sentAt[i]! - sentAt[i - 1]!).toBeGreaterThanOrEqual(2_000);
  });
});
