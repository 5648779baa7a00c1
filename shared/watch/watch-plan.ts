/**
 * How often the watch list can be re-checked against one profile: every watched address and jetton
 * wallet, asked once, in the bulk scheduler's batches (shared/bulk `planBatches`), paced at a share of
 * the profile's rate limit so the user's own lookups keep the rest. A re-check must be able to finish
 * before the next one is due: an interval the user set shorter than that is lengthened, and the plan
 * says so in a sentence.
 */
import { planBatches } from '../bulk/batch-planner';
import type { RequestPolicy } from '../bulk/request-policy';
import type { WatchEntry } from './watch-schema';

/** Share of the profile's rate the watch list uses by default. */
export const DEFAULT_WATCH_RATE_SHARE = 0.5;

/** The limits a re-check runs under. */
export type WatchPolicy = Pick<
  RequestPolicy,
  'requestsPerSecond' | 'maxAddressesPerRequest' | 'maxUrlLength' | 'concurrency'
>;

/** One re-check, planned. */
export interface WatchPlan {
  /** Every raw address to ask for (entries, then their jetton wallets), each once. */
  raws: string[];
  /** Requests one re-check sends (batches). */
  requests: number;
  /** The pace of a re-check, requests per second; null: no limit. */
  requestsPerSecond: number | null;
  /** The shortest interval at which a re-check finishes before the next is due, seconds. */
  minIntervalSeconds: number;
  /** The interval in force: the user's, or the shortest possible if theirs is shorter. */
  intervalSeconds: number;
  /** Set when the user's interval was lengthened: why, in one sentence. */
  note?: string;
}

/** Every distinct raw address a re-check asks for, entries first. */
export function watchedRaws(entries: readonly WatchEntry[]): string[] {
  const raws = new Set<string>();
  for (const entry of entries) raws.add(entry.raw);
  for (const entry of entries) for (const wallet of entry.jettonWallets) raws.add(wallet);
  return [...raws];
}

/** Plans a re-check of `entries` at `intervalSeconds` under `policy`, using `share` of its rate. */
export function planWatchCheck(
  entries: readonly WatchEntry[],
  policy: WatchPolicy,
  intervalSeconds: number,
  urlLength: (raws: readonly string[]) => number,
  share = DEFAULT_WATCH_RATE_SHARE,
): WatchPlan {
  const raws = watchedRaws(entries);
  const requests = planBatches(
    raws,
    { maxAddressesPerRequest: policy.maxAddressesPerRequest, maxUrlLength: policy.maxUrlLength },
    urlLength,
  ).length;
  const used = Math.min(1, Math.max(0.01, share));
  const requestsPerSecond = policy.requestsPerSecond === null ? null : policy.requestsPerSecond * used;
  const minIntervalSeconds = requestsPerSecond === null ? 0 : Math.ceil(requests / requestsPerSecond);
  if (intervalSeconds >= minIntervalSeconds)
    return { raws, requests, requestsPerSecond, minIntervalSeconds, intervalSeconds };
  const pace = `${requestsPerSecond} request${requestsPerSecond === 1 ? '' : 's'} per second`;
  return {
    raws,
    requests,
    requestsPerSecond,
    minIntervalSeconds,
    intervalSeconds: minIntervalSeconds,
    note: `The watch list is checked every ${minIntervalSeconds} s, not every ${intervalSeconds} s: one check takes ${requests} requests at ${pace} (${Math.round(used * 100)}% of this profile's rate, so your own lookups keep the rest).`,
  };
}
