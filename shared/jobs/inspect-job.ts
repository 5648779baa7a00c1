/**
 * Inspecting accounts as a job: it takes addresses, completes them with the states the owner already
 * holds with their BoCs (a lookup that brought them) and fetches the ones it lacks itself (one request
 * per batch, at the indexer's pace), then runs each account's own code on its state
 * (shared/contracts/inspect.ts). The states go back with the answer, for the detail's code, data and
 * get-method tools; they never have to travel from the window to be inspected.
 */
import type { AccountState, Metadata } from '../api/account-states';
import { runBulkLookup } from '../bulk/bulk-lookup';
import { inspectAccounts } from '../contracts/inspect';
import type { TvmRunner } from '../tvm/runner';
import { AppError } from '../errors';
import type { JobEmit } from './job-events';
import { getMethodTime, schedulerOptions, type JobIndexer } from './job-indexer';
import type { StateCache } from './state-cache';

/** What an inspect job is given. */
export interface InspectJobInput {
  /** Normalised raw addresses, distinct. */
  addresses: readonly string[];
  /** The indexer's metadata the caller already has (for the decimals and the comparisons). */
  metadata: Metadata;
  /** `now()` for the get-methods; absent → the indexer's last block. */
  unixTime: number | undefined;
  indexer: JobIndexer;
  runner: () => Promise<TvmRunner>;
  /** The user's own libraries (code BoCs), read when the job starts. */
  libraries: () => Promise<readonly string[]>;
  cache: StateCache;
  signal: AbortSignal;
  emit: JobEmit;
}

/** Runs the job; emits the inspected accounts, then `job-done`. */
export async function runInspectJob(input: InspectJobInput): Promise<void> {
  const { indexer, cache, signal, emit } = input;
  const states = new Map<string, AccountState>();
  const metadata: Metadata = { ...input.metadata };
  const missing: string[] = [];
  for (const raw of input.addresses) {
    const held = cache.get(raw);
    if (held) {
      states.set(raw, held.state);
      if (held.metadata && !metadata[raw]) metadata[raw] = held.metadata;
    } else missing.push(raw);
  }
  const notFound: string[] = [];
  // The emulator starts while the states are fetched.
  const runner = input.runner();
  runner.catch(() => undefined);
  if (missing.length > 0) {
    let failure: AppError | null = null;
    await runBulkLookup({
      ...schedulerOptions(indexer, true),
      raws: missing,
      signal,
      onProgress: (event) => {
        if (event.type === 'batch-done') {
          const answer = event.result;
          cache.put(answer.accounts, answer.metadata);
          for (const state of answer.accounts) states.set(state.address, state);
          for (const raw in answer.metadata) metadata[raw] ??= answer.metadata[raw]!;
          notFound.push(...answer.not_found);
        } else if (event.type === 'batch-failed') failure ??= new AppError(event.error);
      },
    });
    if (failure) throw failure;
  }
  if (signal.aborted) {
    emit('job-done', { kind: 'inspect', cancelled: true });
    return;
  }
  const inspected = [...states.values()];
  const accounts =
    inspected.length === 0
      ? []
      : await inspectAccounts({
          lookup: { accounts: inspected, address_book: {}, metadata, not_found: [] },
          unixTime: await getMethodTime(indexer, input.unixTime, signal),
          runner: await runner,
          lookupMore: async (raws) => {
            const more = await indexer.client.accountStatesRequest(raws, { includeBoc: true, signal });
            cache.put(more.accounts, more.metadata);
            return more;
          },
          libraries: await input.libraries(),
          signal,
        });
  emit('job-rows', { kind: 'inspect', accounts, states: inspected, notFound });
  emit('job-done', { kind: 'inspect', cancelled: false });
}
