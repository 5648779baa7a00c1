/**
 * The indexer a job asks, bound when the job starts: the client (its API key inside), where requests go
 * and how hard they may press it. The app builds one from a profile, the CLI from its flags; the jobs
 * take the scheduler's options from it, so a lookup, a tokens run and an inspect are paced alike.
 */
import type { AccountLookup } from '../api/account-states';
import type { MasterchainInfo } from '../api/block';
import type { BulkLimits, BulkLookupOptions, BulkRetryPolicy } from '../bulk/bulk-lookup';
import type { RateLimit } from '../bulk/token-bucket';
import { accountStatesUrlLength } from '../client/index-client';
import type { JobIndexerRef } from './job-events';

/** The two calls a job makes, through the shared index client. */
export interface JobClient {
  masterchainInfo(options?: { signal?: AbortSignal }): Promise<MasterchainInfo>;
  accountStatesRequest(
    addresses: readonly string[],
    options?: { includeBoc?: boolean; signal?: AbortSignal },
  ): Promise<AccountLookup>;
}

/** How a job's requests are cut and paced. */
export interface JobPacing {
  limits: BulkLimits;
  rate: RateLimit;
  concurrency: number;
  retry?: Partial<BulkRetryPolicy>;
}

/** One indexer, as a job uses it. */
export interface JobIndexer {
  /** What the results say they came from. */
  readonly ref: JobIndexerRef;
  readonly client: JobClient;
  readonly pacing: JobPacing;
}

/** The scheduler's options for one-request batches of `indexer`, with or without code and data. */
export function schedulerOptions(
  indexer: JobIndexer,
  includeBoc: boolean,
): Pick<BulkLookupOptions, 'transport' | 'urlLength' | 'limits' | 'rate' | 'concurrency' | 'retry'> {
  const { client, pacing } = indexer;
  return {
    transport: (raws, signal) => client.accountStatesRequest(raws, { includeBoc, signal }),
    urlLength: (raws) => accountStatesUrlLength(indexer.ref.baseUrl, raws, includeBoc),
    limits: pacing.limits,
    rate: pacing.rate,
    concurrency: pacing.concurrency,
    ...(pacing.retry ? { retry: pacing.retry } : {}),
  };
}

/** `now()` for get-methods: the caller's time (the last indexed block's), else the indexer's last block now. */
export async function getMethodTime(
  indexer: JobIndexer,
  unixTime: number | undefined,
  signal: AbortSignal,
): Promise<number> {
  return unixTime ?? Number((await indexer.client.masterchainInfo({ signal })).last.gen_utime);
}
