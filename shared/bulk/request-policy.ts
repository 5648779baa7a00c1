/**
 * How a bulk lookup paces itself against one profile's indexer: the user's own limits when set, else
 * what the server is known to allow. toncenter's gateway allows 1 request/s without a key and 10 with a
 * Free-plan key (25 Plus, 100 Advanced; docs/indexer-api.md §1 "Rate limits"); a self-hosted ton-index-go
 * has no gateway and no limit. Counts stay under the 1000-row answer cap (§4.3) and URLs under 8 KB,
 * which every common gateway accepts (1024 addresses "don't fit in maximal URL length", §4.3).
 */
import {
  DEFAULT_ADDRESSES_PER_REQUEST,
  DEFAULT_CONCURRENCY,
  DEFAULT_MAX_URL_LENGTH,
} from '../api/request-limits';
import type { RequestLimits } from '../settings/settings-schema';

/** Where the numbers came from, so the UI can say why a lookup runs at the pace it does. */
export type RequestPolicySource = 'profile' | 'toncenter-without-key' | 'toncenter-with-key' | 'self-hosted';

/** The limits a lookup runs under. */
export interface RequestPolicy extends RequestLimits {
  /** Requests in flight at once (a slow answer must not stall a lookup that has rate to spare). */
  concurrency: number;
  source: RequestPolicySource;
  /** One sentence for the UI, e.g. "toncenter without an API key: 1 request per second". */
  explanation: string;
}

/** toncenter without a key. */
export const TONCENTER_KEYLESS_RPS = 1;
/** toncenter's Free plan (the lowest plan a key can have). */
export const TONCENTER_FREE_PLAN_RPS = 10;

/** Whether a base URL is one of toncenter's gateways (mainnet or testnet). */
export function isToncenterHost(baseUrl: string): boolean {
  try {
    const host = new URL(baseUrl).hostname;
    return host === 'toncenter.com' || host.endsWith('.toncenter.com');
  } catch {
    return false;
  }
}

/** Default limits for a profile that has none of its own. */
export function defaultRequestLimits(profile: { baseUrl: string; hasApiKey: boolean }): RequestLimits & {
  source: Exclude<RequestPolicySource, 'profile'>;
} {
  const common = {
    maxAddressesPerRequest: DEFAULT_ADDRESSES_PER_REQUEST,
    maxUrlLength: DEFAULT_MAX_URL_LENGTH,
  };
  if (!isToncenterHost(profile.baseUrl)) return { ...common, requestsPerSecond: null, source: 'self-hosted' };
  return profile.hasApiKey
    ? { ...common, requestsPerSecond: TONCENTER_FREE_PLAN_RPS, source: 'toncenter-with-key' }
    : { ...common, requestsPerSecond: TONCENTER_KEYLESS_RPS, source: 'toncenter-without-key' };
}

/** The policy a lookup against `profile` runs under. */
export function effectiveRequestPolicy(profile: {
  baseUrl: string;
  hasApiKey: boolean;
  requestLimits?: RequestLimits | undefined;
}): RequestPolicy {
  const defaults = defaultRequestLimits(profile);
  const limits: RequestLimits = profile.requestLimits ?? defaults;
  const source: RequestPolicySource = profile.requestLimits ? 'profile' : defaults.source;
  const rps = limits.requestsPerSecond;
  // With a rate limit, a few requests in flight cover the latency of each; more would only queue.
  const concurrency =
    rps === null ? DEFAULT_CONCURRENCY : Math.max(1, Math.min(DEFAULT_CONCURRENCY, Math.ceil(rps)));
  const pace = rps === null ? 'no rate limit set' : `${rps} request${rps === 1 ? '' : 's'} per second`;
  const why: Record<RequestPolicySource, string> = {
    profile: 'limits set for this profile',
    'toncenter-without-key': 'toncenter without an API key',
    'toncenter-with-key': 'toncenter with an API key (Free plan; set your plan’s rate in Settings)',
    'self-hosted': 'a self-hosted indexer',
  };
  return {
    requestsPerSecond: rps,
    maxAddressesPerRequest: limits.maxAddressesPerRequest,
    maxUrlLength: limits.maxUrlLength,
    concurrency,
    source,
    explanation: `${why[source]}: ${pace}, up to ${limits.maxAddressesPerRequest} addresses and ${limits.maxUrlLength} characters per request`,
  };
}
