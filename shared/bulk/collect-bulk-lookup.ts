/**
 * A bulk lookup gathered whole, for callers that print or save the complete result at the end (the
 * CLI's `accounts` for one document, the watch list, tests, benches). The app does not use it: it streams
 * each batch into its rows. {@link createAnswerMerger} is the one place batches' answers are merged.
 */
import type { AccountLookup, AccountState } from '../api/account-states';
import { runBulkLookup, type BulkLookupOptions, type BulkLookupOutcome } from './bulk-lookup';

/** The outcome plus the merged result. */
export interface CollectedBulkLookup extends BulkLookupOutcome {
  /** Accounts and not_found in the order of `raws` (first occurrence), address books and metadata of every answer. */
  result: AccountLookup;
}

/** Batches' answers merged into one, in the order of the accounts asked. */
export interface AnswerMerger {
  /** One batch's answer: accounts in the order of `raws`, the others in `not_found` or `unanswered`. */
  add(raws: readonly string[], answer: AccountLookup): void;
  /** The whole answer so far for `raws` (first occurrence of each): accounts and not_found in that order. */
  result(raws: Iterable<string>): AccountLookup;
}

/** Creates an empty merger. */
export function createAnswerMerger(): AnswerMerger {
  const found = new Map<string, AccountState>();
  const notFound = new Set<string>();
  const address_book: AccountLookup['address_book'] = {};
  const metadata: AccountLookup['metadata'] = {};
  return {
    add(raws, answer) {
      // The transport answers in request order, the unknown ones left out and listed, and so are those
      // a row cap cut off (asked again, in a later batch) — checked where the reply entered.
      const unknown = new Set(answer.not_found);
      const unanswered = new Set(answer.unanswered);
      let next = 0;
      for (const raw of raws) {
        if (unknown.has(raw)) notFound.add(raw);
        else if (!unanswered.has(raw)) found.set(raw, answer.accounts[next++]!);
      }
      Object.assign(address_book, answer.address_book);
      Object.assign(metadata, answer.metadata);
    },
    result(raws) {
      const result: AccountLookup = { accounts: [], address_book, metadata, not_found: [] };
      for (const raw of new Set(raws)) {
        const account = found.get(raw);
        if (account) result.accounts.push(account);
        else if (notFound.has(raw)) result.not_found.push(raw);
      }
      return result;
    },
  };
}

/** Runs {@link runBulkLookup} and merges its answers (`onProgress` still sees every event). */
export async function collectBulkLookup(options: BulkLookupOptions): Promise<CollectedBulkLookup> {
  const raws = options.raws;
  // Gathering whole is for lists given whole; a streamed list is written as it comes (cli accounts).
  if (!Array.isArray(raws)) throw new Error('collectBulkLookup takes a list, not a stream');
  const merger = createAnswerMerger();
  const outcome = await runBulkLookup({
    ...options,
    onProgress: (event) => {
      if (event.type === 'batch-done') merger.add(event.raws, event.result);
      options.onProgress?.(event);
    },
  });
  return { ...outcome, result: merger.result(raws as readonly string[]) };
}
