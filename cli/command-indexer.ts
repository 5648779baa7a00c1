/**
 * The indexer a CLI command asks: the index client of the command line's connection (its key inside),
 * and the limits, pace, retries and request budget of its flags — the same shape a job of the app is
 * bound to (shared/jobs/job-indexer.ts), so the commands run the app's own lookups and jobs.
 */
import { createIndexClient, type IndexClient } from '../shared/client/index-client';
import { jobIndexer, type JobIndexer } from '../shared/jobs/job-indexer';
import type { BulkSettings, Connection } from './config';

/** The command's indexer, and its client (for the calls the jobs do not make). */
export function commandIndexer(
  connection: Connection,
  bulk: BulkSettings,
): JobIndexer & { client: IndexClient } {
  const client = createIndexClient(connection);
  const indexer = jobIndexer(
    { profileId: 'command-line', name: 'command line', baseUrl: connection.baseUrl },
    client,
    {
      limits: { maxAddressesPerRequest: bulk.maxAddressesPerRequest, maxUrlLength: bulk.maxUrlLength },
      rate: { requestsPerSecond: bulk.requestsPerSecond },
      concurrency: bulk.concurrency,
      retry: { maxAttempts: bulk.maxAttempts },
    },
  );
  return { ...indexer, client };
}
