/**
 * The request budget's pace learned from 429s (shared/bulk/learned-pace.ts), on a fake clock, against the
 * local index server's own rate limiter (a sliding one-second window): four requests in flight as a
 * lookup sends them, each refused one pausing every request as the bulk scheduler does.
 */
import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../local-index-server/gateway';
import { createFakeClock, type FakeClock } from '../../test-support/fake-clock';
import { CLEAN_STRETCH_MS, LEARNED_SHARE, RAISE_SHARE } from './learned-pace';
import { AppError } from '../errors';
import { createRequestBudget, sendInTurn, type RequestBudget } from './request-budget';

interface Traffic {
  /** When each request the server took left. */
  took: number[];
  /** When each refused request left. */
  refused: number[];
}

/** Most of `times` within any one second. */
function mostInOneSecond(times: readonly number[]): number {
  let most = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= 1000) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

/**
 * `inFlight` senders asking `budget` for turns until `untilMs`, against a server allowing `limit`
 * requests a second that answers after `latencyMs`; a 429 pauses all for its Retry-After of 1 s.
 */
async function drive(
  budget: RequestBudget,
  clock: FakeClock,
  options: { limit: number; inFlight?: number; latencyMs?: number; untilMs: number },
): Promise<Traffic> {
  const server = new RateLimiter(options.limit);
  const traffic: Traffic = { took: [], refused: [] };
  const sender = async () => {
    while (clock.now() < options.untilMs) {
      const release = await budget.acquire();
      if (clock.now() < budget.pausedUntil()) {
        // As the bulk scheduler does: a 429 came while this one waited for its turn.
        release();
        continue;
      }
      const { sentAt } = release;
      const allowed = server.allow(sentAt);
      await clock.sleep(options.latencyMs ?? 30);
      if (allowed) traffic.took.push(sentAt);
      else {
        traffic.refused.push(sentAt);
        budget.pause(clock.now() + 1000, sentAt);
      }
      release();
    }
  };
  let running = options.inFlight ?? 4;
  const senders = Array.from({ length: running }, () => sender().finally(() => (running -= 1)));
  while (running > 0) await clock.advance(10);
  await Promise.all(senders);
  return traffic;
}

const unpaced = () =>
  createRequestBudget({ rate: { requestsPerSecond: null }, concurrency: 4 }, { clock: clock() });
let current: FakeClock;
const clock = () => (current = createFakeClock(5_000));

describe('a budget with no configured rate learns its pace from 429s', () => {
  it('sends at once until a 429, then at 0.9 × what the server took in the second before it', async () => {
    const budget = unpaced();
    expect(budget.learnedRate()).toBeNull();
    const traffic = await drive(budget, current, { limit: 10, untilMs: 5_000 + CLEAN_STRETCH_MS - 1_000 });
    const first = traffic.refused[0]!;
    // Before the 429 the in-flight cap alone set the pace: the server's 10 went in 60 ms.
    expect(traffic.took.filter((t) => t <= first)).toHaveLength(10);
    expect(first - traffic.took[0]!).toBeLessThan(100);
    // What had left before the refused one (8; two more left with it) sets the pace: 0.9 × 8.
    const took = traffic.took.filter((t) => t < first).length;
    expect(budget.learnedRate()).toBeCloseTo(LEARNED_SHARE * took, 5);
    // The requests of that burst were refused together and cut the pace once; nothing else was refused.
    expect(traffic.refused.length).toBeGreaterThan(1);
    expect(traffic.refused.length).toBeLessThanOrEqual(4);
    expect(traffic.refused.every((t) => t - first < 100)).toBe(true);
    // After the pause, at that pace and close to it (the bucket's margin is a few percent).
    const after = traffic.took.filter((t) => t > first + 1000);
    expect(mostInOneSecond(after)).toBeLessThanOrEqual(Math.ceil(budget.learnedRate()!));
    const seconds = (after.at(-1)! - after[0]!) / 1000;
    expect(after.length - 1).toBeGreaterThanOrEqual(0.95 * budget.learnedRate()! * seconds);
  });

  it('rises by a tenth of the cut rate after each clean, paced stretch, and is cut again by a 429', async () => {
    const budget = unpaced();
    await drive(budget, current, { limit: 10, untilMs: 5_000 + 3_000 });
    const cut = budget.learnedRate()!;
    // The server's limit grows (a plan upgraded): the pace climbs to it in steps, no faster.
    const traffic = await drive(budget, current, {
      limit: 20,
      untilMs: current.now() + 3 * CLEAN_STRETCH_MS + 500,
    });
    expect(traffic.refused).toEqual([]);
    expect(budget.learnedRate()).toBeCloseTo(cut + 3 * RAISE_SHARE * cut, 5);
    // The limit drops to 9, under that pace: the first 429 cuts it by the same share, once, and then
    // nothing more is refused.
    const again = await drive(budget, current, { limit: 9, untilMs: current.now() + 5_000 });
    expect(again.refused).toHaveLength(1);
    expect(budget.learnedRate()).toBeCloseTo(LEARNED_SHARE * (cut + 3 * RAISE_SHARE * cut), 5);
  });

  it('never rises while the in-flight cap, not the pace, holds requests back', async () => {
    const budget = unpaced();
    await drive(budget, current, { limit: 10, untilMs: 5_000 + 3_000 });
    const cut = budget.learnedRate()!;
    // One request in flight, each answered in 500 ms: 2 a second, far below the pace learned.
    await drive(budget, current, { limit: 10, inFlight: 1, latencyMs: 500, untilMs: current.now() + 60_000 });
    expect(budget.learnedRate()).toBe(cut);
  });

  it('learns nothing from a 429 with nothing sent in the second before it (a stray one)', async () => {
    const budget = unpaced();
    const turn = await budget.acquire();
    await current.advance(30);
    budget.pause(current.now() + 1000, turn.sentAt);
    turn();
    expect(budget.learnedRate()).toBeNull();
    // The next request waits out the pause, then goes unpaced.
    const next = budget.acquire();
    await current.advance(1_000);
    expect((await next).sentAt).toBe(current.now());
  });

  it('learns nothing while idle between lookups', async () => {
    const budget = unpaced();
    await drive(budget, current, { limit: 10, untilMs: 5_000 + 3_000 });
    const cut = budget.learnedRate()!;
    await current.advance(10 * 60_000);
    await drive(budget, current, { limit: 10, untilMs: current.now() + 1_000 });
    expect(budget.learnedRate()).toBe(cut);
  });
});

describe('a pace kept from an earlier session (shared/bulk/kept-pace-store.ts)', () => {
  const kept = (rate: number | null, requestsPerSecond: number | null = null) => {
    const learned: number[] = [];
    const budget = createRequestBudget(
      { rate: { requestsPerSecond }, concurrency: 4 },
      { clock: clock(), keptPace: Promise.resolve(rate), onLearned: (r) => void learned.push(r) },
    );
    return { budget, learned };
  };

  it('starts the budget at it: the next lookup meets no 429 where a fresh budget meets a burst of them', async () => {
    const fresh = unpaced();
    const first = await drive(fresh, current, { limit: 10, untilMs: 5_000 + 3_000 });
    expect(first.refused.length).toBeGreaterThan(1);
    const learned = fresh.learnedRate()!;
    // The app started again: a new budget, the pace kept by the last one.
    const { budget, learned: told } = kept(learned);
    const again = await drive(budget, current, { limit: 10, untilMs: 5_000 + 3_000 });
    expect(again.refused).toEqual([]);
    expect(budget.learnedRate()).toBe(learned);
    expect(mostInOneSecond(again.took)).toBeLessThanOrEqual(Math.ceil(learned));
    // Restoring is not learning: nothing is kept again (the kept one's age stays its own).
    expect(told).toEqual([]);
  });

  it('still rises after clean stretches, and each change is told to be kept', async () => {
    const { budget, learned } = kept(6);
    await drive(budget, current, { limit: 20, untilMs: 5_000 + 2 * CLEAN_STRETCH_MS + 500 });
    expect(budget.learnedRate()).toBeCloseTo(6 + 2 * RAISE_SHARE * 6, 5);
    expect(learned).toHaveLength(2);
    expect(learned[0]).toBeCloseTo(6 + RAISE_SHARE * 6, 5);
    expect(learned[1]).toBeCloseTo(6 + 2 * RAISE_SHARE * 6, 5);
  });

  it('is forgotten: the budget sends unpaced again until the next 429', async () => {
    const { budget } = kept(2);
    await drive(budget, current, { limit: 10, untilMs: 5_000 + 2_000 });
    budget.forgetLearned();
    expect(budget.learnedRate()).toBeNull();
    const traffic = await drive(budget, current, { limit: 100, untilMs: current.now() + 1_000 });
    expect(mostInOneSecond(traffic.took)).toBeGreaterThan(20);
  });

  it('gives way to a configured rate, which it never changes', async () => {
    const { budget, learned } = kept(2, 15);
    const traffic = await drive(budget, current, { limit: 100, untilMs: 5_000 + 3_000 });
    expect(budget.learnedRate()).toBeNull();
    expect(mostInOneSecond(traffic.took)).toBe(15);
    expect(learned).toEqual([]);
  });
});

describe('a configured rate always wins', () => {
  it('keeps its pace through 429s and learns nothing', async () => {
    const budget = createRequestBudget(
      { rate: { requestsPerSecond: 15 }, concurrency: 4 },
      { clock: clock() },
    );
    const traffic = await drive(budget, current, { limit: 10, untilMs: 5_000 + 10_000 });
    expect(traffic.refused.length).toBeGreaterThan(4);
    expect(budget.learnedRate()).toBeNull();
    expect(mostInOneSecond([...traffic.took, ...traffic.refused].sort((a, b) => a - b))).toBeGreaterThan(10);
  });
});

describe('a request outside a lookup (chain status, the watch list) takes its turn in the budget', () => {
  const refusal = (retryAfterSeconds?: number) =>
    new AppError({
      kind: 'rate-limited',
      status: 429,
      message: 'rate limited',
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    });

  it("waits for the indexer's pace like a lookup's batch", async () => {
    const budget = createRequestBudget(
      { rate: { requestsPerSecond: 1 }, concurrency: 4 },
      { clock: clock() },
    );
    const sent: number[] = [];
    const send = async () => void sent.push(current.now());
    const all = Promise.all([1, 2, 3].map(() => sendInTurn(budget, send)));
    while (sent.length < 3) await current.advance(10);
    await all;
    expect(mostInOneSecond(sent)).toBe(1);
  });

  it("pauses every request for the 429's Retry-After (capped), else a second, and frees its slot", async () => {
    const budget = createRequestBudget(
      { rate: { requestsPerSecond: null }, concurrency: 1 },
      { clock: clock() },
    );
    const start = current.now();
    await expect(sendInTurn(budget, () => Promise.reject(refusal(3)))).rejects.toThrow('rate limited');
    expect(budget.pausedUntil()).toBe(start + 3_000);
    // The one slot was given back: the next request goes once the pause is over, and not before.
    let sentAt = -1;
    const next = sendInTurn(budget, async () => void (sentAt = current.now()));
    while (sentAt < 0) await current.advance(10);
    await next;
    expect(sentAt).toBeGreaterThanOrEqual(start + 3_000);
    await expect(sendInTurn(budget, () => Promise.reject(refusal()))).rejects.toThrow();
    const noRetryAfter = current.now();
    expect(budget.pausedUntil()).toBe(noRetryAfter + 1_000);
    // A day asked is waited as a lookup would: at most the cap.
    let refused: unknown = null;
    void sendInTurn(budget, () => Promise.reject(refusal(86_400))).catch((e: unknown) => (refused = e));
    while (refused === null) await current.advance(10);
    expect(refused).toBeInstanceOf(AppError);
    expect(budget.pausedUntil() - current.now()).toBe(60_000);
  });

  it('leaves the budget running after any other failure', async () => {
    const budget = createRequestBudget(
      { rate: { requestsPerSecond: null }, concurrency: 1 },
      { clock: clock() },
    );
    const failure = new AppError({ kind: 'http', status: 502, message: 'bad gateway' });
    await expect(sendInTurn(budget, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(budget.pausedUntil()).toBeLessThan(current.now());
  });
});
