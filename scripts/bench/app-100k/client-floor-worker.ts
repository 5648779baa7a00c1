/**
 * The client floor's worker (bench only, built beside the web app by client-floor.ts): what every
 * lookup of the web app must do, with the app's own code, in a dedicated worker like its job worker.
 *
 * Runs, real: the indexer binding of the bridge (shared/bridge/indexers.ts: a self-hosted profile's
 * request policy, its client, its request budget), the index client (URL building, the bounded body
 * reader, the schema check — shared/client/decode.ts: the validator built from the zod schemas, zod
 * itself only where it refuses — and checkAccountStatesAnswer) and the bulk scheduler with the options
 * runLookupJob passes it (shared/jobs/job-indexer.ts `schedulerOptions`: batches, concurrency, pacing).
 * The list is held for the whole run. Skips what the app adds on top: the lookup answer (rows,
 * retention, look-alikes), the events posted to the page, the log entry, and everything on the page.
 * Each batch's checked answer is dropped as it lands.
 */
// As in the app's job worker (renderer/bridge/job-worker.ts): @ton/core calls the global Buffer.
import '../../../renderer/polyfills';
import { createIndexers } from '../../../shared/bridge/indexers';
import { runBulkLookup } from '../../../shared/bulk/bulk-lookup';
import { createIndexClient } from '../../../shared/client/index-client';
import type { JobIndexer } from '../../../shared/jobs/job-indexer';
import { schedulerOptions } from '../../../shared/jobs/job-indexer';
import { defaultSettings, type Profile, type Settings } from '../../../shared/settings/settings-schema';

/** What the page sends: the index server and the accounts (normalised raw forms, distinct). */
export interface ClientFloorRequest {
  baseUrl: string;
  raws: string[];
}

/** What the worker answers: its wall time, the accounts answered, the requests sent, the batches that failed. */
export interface ClientFloorAnswer {
  ms: number;
  accounts: number;
  requests: number;
  failedBatches: number;
}

/** The worker's side of its port. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ClientFloorRequest>) => void) | null;
  postMessage(message: unknown): void;
};

const PROFILE: Omit<Profile, 'baseUrl'> = { id: 'bench-floor', name: 'bench floor', builtIn: false };

/** The indexer at `baseUrl` as the app's job owner binds it: a profile with no limits of its own, no key. */
function floorIndexer(baseUrl: string): JobIndexer {
  const profile: Profile = { ...PROFILE, baseUrl };
  const settings: Settings = { ...defaultSettings(), profiles: [profile], activeProfileId: profile.id };
  const indexers = createIndexers({
    settings: { current: () => settings },
    secrets: { has: () => false, read: () => undefined },
    // As the job worker makes its clients.
    createClient: (client) => createIndexClient({ ...client, fetch: (url, init) => fetch(url, init) }),
  });
  return indexers.storeOf(profile).indexer;
}

/** One lookup of `raws`, timed from here to its last answer; each answer checked, then dropped. */
async function lookUpAndDrop({ baseUrl, raws }: ClientFloorRequest): Promise<ClientFloorAnswer> {
  const indexer = floorIndexer(baseUrl);
  const started = performance.now();
  const outcome = await runBulkLookup({ ...schedulerOptions(indexer, false), raws });
  return {
    ms: performance.now() - started,
    accounts: outcome.progress.doneAccounts,
    requests: outcome.progress.requestsSent,
    failedBatches: outcome.failed.length,
  };
}

scope.onmessage = (event) => {
  void lookUpAndDrop(event.data).then((answer) => scope.postMessage(answer));
};
scope.postMessage('ready');
