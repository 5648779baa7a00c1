/**
 * The indexer a job asks, bound when the job starts: the client (its API key inside), where requests go,
 * how its requests are cut, and the indexer's one request budget (shared/bulk/request-budget.ts) that
 * every job asking it shares. The app builds one from a profile (its account store holds the budget,
 * shared/accounts), the CLI from its flags; the jobs take the scheduler's options from it, so a lookup,
 * a tokens run and an inspect are paced alike — and together.
 */
import type { CheckedLookup } from '../api/account-states';
import type { MasterchainInfo } from '../api/block';
import type { BulkLimits, BulkLookupOptions, BulkRetryPolicy } from '../bulk/bulk-lookup';
import { createRequestBudget, type RequestBudget } from '../bulk/request-budget';
import type { RateLimit } from '../bulk/token-bucket';
import { accountStatesUrlLength } from '../client/index-client';
import { collectionReaderFor } from '../contracts/item-collection-reader';
import type { JobIndexerRef } from './job-events';

/** The two calls a job makes, through the shared index client. */
export interface JobClient {
  masterchainInfo(options?: { signal?: AbortSignal }): Promise<MasterchainInfo>;
  accountStatesRequest(
    addresses: readonly string[],
    options?: { includeBoc?: boolean; signal?: AbortSignal },
  ): Promise<CheckedLookup>;
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
  /** The pace and requests in flight every job asking this indexer shares. */
  readonly budget: RequestBudget;
}

/** A job indexer with a budget of its own, of its pacing (the CLI: one command, one process). */
export function jobIndexer(ref: JobIndexerRef, client: JobClient, pacing: JobPacing): JobIndexer {
  return {
    ref,
    client,
    pacing,
    budget: createRequestBudget({ rate: pacing.rate, concurrency: pacing.concurrency }),
  };
}

/** The scheduler's options for one-request batches of `indexer`, with or without code and data. */
export function schedulerOptions(
  indexer: JobIndexer,
  includeBoc: boolean,
): Pick<
  BulkLookupOptions<CheckedLookup>,
  'transport' | 'urlLength' | 'limits' | 'rate' | 'budget' | 'concurrency' | 'retry'
> {
  const { client, pacing } = indexer;
  return {
    transport: async (raws, signal) => {
      const answer = await client.accountStatesRequest(raws, { includeBoc, signal });
      // Rows are made from it as it lands: an item judged by its collection needs its reader first.
      const reader = collectionReaderFor(answer.accounts);
      if (reader) await reader;
      return answer;
    },
    urlLength: (raws) => accountStatesUrlLength(indexer.ref.baseUrl, raws, includeBoc),
    limits: pacing.limits,
    rate: pacing.rate,
    budget: indexer.budget,
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
