/**
 * What the CLI's commands that look up states with BoCs (inspect, tokens) give the bulk scheduler: one
 * request through the client's `accountStatesRequest`, its URL length, and the limits, pace, retries and
 * Ctrl-C of the command line.
 */
import type { BulkLookupOptions } from '../shared/bulk/bulk-lookup';
import { accountStatesUrlLength, type IndexClient } from '../shared/client/index-client';
import type { BulkSettings } from './config';
import type { CliIo } from './io';

/** The scheduler's options for states with code and data. */
export function schedulerOptions(
  client: IndexClient,
  bulk: BulkSettings,
  io: CliIo,
): Pick<
  BulkLookupOptions,
  'transport' | 'urlLength' | 'limits' | 'rate' | 'concurrency' | 'retry' | 'signal'
> {
  return {
    transport: (raws, signal) => client.accountStatesRequest(raws, { includeBoc: true, signal }),
    urlLength: (raws) => accountStatesUrlLength(client.apiRoot, raws, true),
    limits: { maxAddressesPerRequest: bulk.maxAddressesPerRequest, maxUrlLength: bulk.maxUrlLength },
    rate: { requestsPerSecond: bulk.requestsPerSecond },
    concurrency: bulk.concurrency,
    retry: { maxAttempts: bulk.maxAttempts },
    ...(io.signal ? { signal: io.signal } : {}),
  };
}
