/**
 * The loop of a bulk lookup (shared/bulk/bulk-lookup.ts): it starts the next batch whenever there is
 * room in flight, the pace allows and no 429 pause holds, and otherwise sleeps until a request ends, a
 * backoff runs out or the pause lifts. What each request's end does is shared/bulk/bulk-run.ts.
 */
import { isNormalisedRaw } from '../address/raw-form';
import { AppError } from '../errors';
import type { BatchAnswer } from './bulk-lookup';
import { send, type Batch, type BulkRun } from './bulk-run';
import type { BudgetTurn } from './request-budget';

/** Starts batches until none is left or the lookup is cancelled (the requests in flight then go on). */
export async function schedule<A extends BatchAnswer>(run: BulkRun<A>): Promise<void> {
  while (!run.signal.aborted) {
    const now = run.clock.now();
    if (run.ready.length === 0 && run.waiting.length === 0 && run.inFlight.size === 0) {
      // Nothing runs, so a consumer's hold waits on nothing: take the stream's next batch regardless.
      planFromStream(run, now);
      if (run.ready.length === 0) break;
    }
    const batch =
      run.inFlight.size < run.concurrency && now >= run.pausedUntil ? nextReady(run, now) : undefined;
    if (batch) {
      if ((await startBatch(run, batch)) === 'cancelled') break;
      continue;
    }
    await waitForChange(run, now);
  }
}

/**
 * Sends a batch once its preparation is done and the budget gives it its turn; it goes back in line
 * when the lookup is cancelled meanwhile, or a 429 paused every batch while it waited.
 */
async function startBatch<A extends BatchAnswer>(
  run: BulkRun<A>,
  batch: Batch,
): Promise<'started' | 'paused' | 'cancelled'> {
  try {
    await run.options.prepare?.(batch.raws, run.signal);
  } catch {
    if (run.signal.aborted) {
      run.ready.unshift(batch);
      return 'cancelled';
    }
  }
  let release: BudgetTurn;
  try {
    release = await run.budget.acquire(run.signal);
  } catch {
    run.ready.unshift(batch);
    return 'cancelled'; // aborted while waiting for its turn
  }
  if (run.clock.now() < run.pausedUntil) {
    // A 429 arrived while we waited for the turn: respect the pause first.
    release();
    run.ready.unshift(batch);
    return 'paused';
  }
  run.inFlight.add(batch);
  batch.fresh = false;
  batch.sentAt = release.sentAt;
  void send(run, batch).finally(() => {
    release();
    run.inFlight.delete(batch);
    run.wake();
  });
  return 'started';
}

/** Nothing can start now: waits for a request to finish, a backoff to end or the pause to lift. */
async function waitForChange<A extends BatchAnswer>(run: BulkRun<A>, now: number): Promise<void> {
  const { pausedUntil } = run;
  const nextTime = Math.min(pausedUntil > now ? pausedUntil : Infinity, ...run.waiting.map((b) => b.readyAt));
  const woken = new Promise<void>((resolve) => (run.wake = resolve));
  if (Number.isFinite(nextTime) && run.inFlight.size < run.concurrency) {
    const stopSleep = new AbortController();
    const slept = run.clock.sleep(Math.max(0, nextTime - now), stopSleep.signal).catch(() => undefined);
    await Promise.race([woken, slept]);
    stopSleep.abort();
  } else {
    // No controller or listener per wait: a cancel wakes it (runBulkLookup's one abort listener). Made
    // and aborted 705 times in a 100,000-address lookup, they took ~1 s of the web build's worker in a
    // CPU profile.
    await woken;
  }
  run.wake = () => undefined;
}

/** The next batch that may start now, splitting one the server is known to refuse as too long. */
function nextReady<A extends BatchAnswer>(run: BulkRun<A>, now: number): Batch | undefined {
  const { ready, waiting } = run;
  for (let i = waiting.length - 1; i >= 0; i--) {
    if (waiting[i]!.readyAt <= now) ready.push(...waiting.splice(i, 1));
  }
  // A hold waits on a request that is running (or waiting to be retried): with none, nothing would
  // ever let it go, so it does not hold.
  const held = (run.inFlight.size > 0 || waiting.length > 0) && (run.options.holdNew?.() ?? false);
  if (held && ready[0]?.fresh) {
    // Held: a batch that is not new (a retry, a split, a re-ask) may still go.
    const index = ready.findIndex((b) => !b.fresh);
    return index < 0 ? undefined : ready.splice(index, 1)[0];
  }
  if (ready.length === 0 && !held) planFromStream(run, now);
  const batch = ready.shift();
  if (
    batch &&
    batch.raws.length > 1 &&
    run.refusedUrlLength !== Infinity &&
    run.options.urlLength(batch.raws) >= run.refusedUrlLength
  ) {
    const half = Math.ceil(batch.raws.length / 2);
    ready.unshift({ ...batch, raws: batch.raws.slice(0, half) }, { ...batch, raws: batch.raws.slice(half) });
    run.counts.requestsPlanned += 1;
    return nextReady(run, now);
  }
  return batch;
}

/** Takes the stream's next batch into `ready`, if it has one. */
function planFromStream<A extends BatchAnswer>(run: BulkRun<A>, now: number): void {
  if (!run.source || run.sourceEnded) return;
  const next = run.source.next();
  if (!next) {
    run.sourceEnded = true;
    return;
  }
  const malformed = next.find((raw) => !isNormalisedRaw(raw));
  if (malformed !== undefined) {
    run.controller.abort();
    throw new AppError({
      kind: 'invalid-input',
      message: `"${malformed}" is not a parsed raw address (wc:UPPERHEX); the lookup stopped there.`,
    });
  }
  run.ready.push({ raws: next, attempts: 0, readyAt: now, fresh: true });
  run.counts.requestsPlanned += 1;
}
