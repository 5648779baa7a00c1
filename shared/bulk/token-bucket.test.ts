/** The token bucket with a fake clock: pacing, bursts, order, abort, and the rate it reports. */
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../test-support/fake-clock';
import { createTokenBucket } from './token-bucket';

/** Most takes within any window of `windowMs` starting at a take. */
function maxInWindow(times: readonly number[], windowMs = 1000): number {
  let most = 0;
  for (let i = 0; i < times.length; i++) {
    let n = 0;
    for (let j = i; j < times.length && times[j]! - times[i]! < windowMs; j++) n++;
    most = Math.max(most, n);
  }
  return most;
}

/** Starts `n` takes at once and records the fake time each one is granted. */
async function grantTimes(n: number, rps: number | null, burst?: number, idleMs = 0) {
  const clock = createFakeClock(1_000);
  const bucket = createTokenBucket({ requestsPerSecond: rps, ...(burst ? { burst } : {}) }, clock);
  await clock.advance(idleMs);
  const times: number[] = [];
  const order: number[] = [];
  const all = Array.from({ length: n }, (_, i) =>
    bucket.take().then(() => {
      times.push(clock.now());
      order.push(i);
    }),
  );
  while (times.length < n) await clock.advance(10);
  await Promise.all(all);
  return { times, order, bucket, clock };
}

describe('createTokenBucket', () => {
  it('never lets more than the rate through in any one-second window, and gets close to it', async () => {
    const { times } = await grantTimes(50, 10);
    expect(maxInWindow(times)).toBe(10);
    // 50 requests at 10/s: the 50th may go after 4.9 s; the safety margin costs a few percent only.
    const span = times.at(-1)! - times[0]!;
    expect(span).toBeGreaterThanOrEqual(4_900);
    expect(span).toBeLessThanOrEqual(4_900 * 1.05);
  });

  it('paces 1 request per second (toncenter without a key)', async () => {
    const { times } = await grantTimes(5, 1);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1_000);
  });

  it('serves takers in call order', async () => {
    const { order } = await grantTimes(12, 5);
    expect(order).toEqual([...Array(12).keys()]);
  });

  it('saves up at most `burst` tokens while idle', async () => {
    const { times } = await grantTimes(6, 2, 3, 10_000);
    const start = times[0]!;
    expect(times.slice(0, 3)).toEqual([start, start, start]);
    expect(times[3]! - start).toBeGreaterThanOrEqual(500);
  });

  it('never waits when unlimited', async () => {
    const { times } = await grantTimes(100, null);
    expect(new Set(times).size).toBe(1);
  });

  it('an aborted take rejects at once and does not hold up the takers behind it', async () => {
    const clock = createFakeClock();
    const bucket = createTokenBucket({ requestsPerSecond: 1 }, clock);
    await bucket.take();
    const controller = new AbortController();
    const cancelled = bucket.take(controller.signal);
    const next = bucket.take();
    let nextAt: number | undefined;
    void next.then(() => (nextAt = clock.now()));
    controller.abort();
    await expect(cancelled).rejects.toThrow();
    await clock.advance(1_100);
    await next;
    // The cancelled taker did not consume the second token: the next one got it.
    expect(nextAt).toBeLessThanOrEqual(1_100);
  });

  it('reports the rate of recent takes', async () => {
    const { bucket, clock } = await grantTimes(30, 10);
    expect(bucket.currentRate()).toBeGreaterThan(8);
    expect(bucket.currentRate()).toBeLessThanOrEqual(10.5);
    await clock.advance(10_000);
    expect(bucket.currentRate()).toBe(0);
  });

  it('refuses a rate that is not a positive number', () => {
    expect(() => createTokenBucket({ requestsPerSecond: 0 })).toThrow(RangeError);
    expect(() => createTokenBucket({ requestsPerSecond: Number.NaN })).toThrow(RangeError);
  });
});
