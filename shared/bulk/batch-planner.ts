/**
 * How a bulk lookup's accounts are cut into requests: consecutive batches within a count and a URL
 * length. A list given whole is planned at once ({@link planBatches}); a list read as it streams (the
 * CLI's million-line file) is planned a batch at a time, when the scheduler has room for one
 * ({@link streamBatches}), so the scheduler never holds more of it than it is working on.
 */
import type { BulkLimits } from './bulk-lookup';

/** How far off a batch's estimated URL length can be: the digits of its `limit` parameter, with room to spare. */
const ESTIMATE_SLACK = 16;

/**
 * Splits `raws` into consecutive batches within both limits. The URL length is estimated per address
 * (the length one address adds — measured once per address length: normalised raw forms of one length
 * encode to one length), so the estimate is exact but for the few digits of the `limit` parameter;
 * only a batch whose estimate comes within {@link ESTIMATE_SLACK} of the limit is measured exactly
 * with `urlLength` (measuring every batch encoded all 100,000 addresses of a big list a second time,
 * in the task that starts the lookup), and one that does not fit is halved until it does. A single
 * address too long for the limit gets a batch of its own.
 */
export function planBatches(
  raws: readonly string[],
  limits: BulkLimits,
  urlLength: (raws: readonly string[]) => number,
): string[][] {
  if (raws.length === 0) return [];
  const base = urlLength([]);
  const costOfLength = new Map<number, number>();
  const batches: { raws: string[]; estimate: number }[] = [];
  let current: string[] = [];
  let length = base;
  for (const raw of raws) {
    let cost = costOfLength.get(raw.length);
    if (cost === undefined) costOfLength.set(raw.length, (cost = urlLength([raw]) - base));
    if (
      current.length > 0 &&
      (current.length >= limits.maxAddressesPerRequest || length + cost > limits.maxUrlLength)
    ) {
      batches.push({ raws: current, estimate: length });
      current = [];
      length = base;
    }
    current.push(raw);
    length += cost;
  }
  batches.push({ raws: current, estimate: length });
  const fitted: string[][] = [];
  const fit = (batch: string[]) => {
    if (batch.length > 1 && urlLength(batch) > limits.maxUrlLength) {
      const half = Math.ceil(batch.length / 2);
      fit(batch.slice(0, half));
      fit(batch.slice(half));
    } else fitted.push(batch);
  };
  for (const batch of batches) {
    if (batch.estimate + ESTIMATE_SLACK <= limits.maxUrlLength) fitted.push(batch.raws);
    else fit(batch.raws);
  }
  return fitted;
}

/** Batches planned one at a time from a stream of addresses. */
export interface BatchStream {
  /** The next batch, or undefined when the stream has ended. */
  next(): string[] | undefined;
  /** Addresses planned so far. */
  readonly planned: number;
}

/**
 * Plans batches from `raws` as they are asked for, within both limits (the same per-address estimate
 * as {@link planBatches}; a batch near the URL limit is measured exactly and cut to fit).
 */
export function streamBatches(
  raws: Iterator<string>,
  limits: BulkLimits,
  urlLength: (raws: readonly string[]) => number,
): BatchStream {
  const base = urlLength([]);
  const costOfLength = new Map<number, number>();
  // Addresses taken from the stream but not batched yet, the next one last (taken again first).
  const putBack: string[] = [];
  let ended = false;
  let planned = 0;
  const pull = (): string | undefined => {
    if (putBack.length > 0) return putBack.pop();
    if (ended) return undefined;
    const step = raws.next();
    if (step.done) {
      ended = true;
      return undefined;
    }
    return step.value;
  };
  return {
    get planned() {
      return planned;
    },
    next() {
      const batch: string[] = [];
      let length = base;
      for (let raw = pull(); raw !== undefined; raw = pull()) {
        let cost = costOfLength.get(raw.length);
        if (cost === undefined) costOfLength.set(raw.length, (cost = urlLength([raw]) - base));
        if (
          batch.length > 0 &&
          (batch.length >= limits.maxAddressesPerRequest || length + cost > limits.maxUrlLength)
        ) {
          putBack.push(raw);
          break;
        }
        batch.push(raw);
        length += cost;
      }
      if (batch.length === 0) return undefined;
      // Near the limit the estimate may be a few characters short: measure, and give back what does not fit.
      while (
        batch.length > 1 &&
        length + ESTIMATE_SLACK > limits.maxUrlLength &&
        urlLength(batch) > limits.maxUrlLength
      ) {
        putBack.push(batch.pop()!);
        length = urlLength(batch);
      }
      planned += batch.length;
      return batch;
    },
  };
}
