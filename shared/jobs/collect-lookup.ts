/**
 * A bulk lookup gathered whole, for callers that use the complete answer at the end (the watch list,
 * `cli compare`, tests and benches): the scheduler's batches accumulated by the one answer
 * (shared/jobs/lookup-answer.ts), in the order of the accounts asked.
 */
import type { CheckedLookup } from '../api/account-states';
import { runBulkLookup, type BulkLookupOptions, type BulkLookupOutcome } from '../bulk/bulk-lookup';
import { LookupAnswer } from './lookup-answer';

/** The outcome plus the whole answer. */
export interface CollectedLookup extends BulkLookupOutcome {
  /** Accounts and not_found in the order of `raws` (first occurrence), address books and metadata of every answer. */
  result: CheckedLookup;
  /** The answer itself (its rows, with their facts). */
  answer: LookupAnswer;
}

/** Runs {@link runBulkLookup} over a list and gathers its answers (`onProgress` still sees every event). */
export async function collectLookup(options: BulkLookupOptions<CheckedLookup>): Promise<CollectedLookup> {
  const raws = options.raws;
  // Gathering whole is for lists given whole; a streamed list is written as it comes (cli accounts).
  if (!Array.isArray(raws)) throw new Error('collectLookup takes a list, not a stream');
  const answer = LookupAnswer.of(
    { mode: 'record', keepBocs: true },
    (raws as readonly string[]).map((raw) => ({ raw, input: raw })),
  );
  const outcome = await runBulkLookup({
    ...options,
    onProgress: (event) => {
      if (event.type === 'batch-done') answer.add(event.raws, event.result);
      options.onProgress?.(event);
    },
  });
  return { ...outcome, result: answer.result(), answer };
}
