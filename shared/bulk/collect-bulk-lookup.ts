/**
 * A bulk lookup gathered whole, for callers that print or save the complete result at the end (the
 * CLI's `accounts`, tests, benches). The app does not use it: it streams each batch into its rows.
 */
import type { AccountLookup, AccountState } from '../api/account-states';
import { runBulkLookup, type BulkLookupOptions, type BulkLookupOutcome } from './bulk-lookup';

/** The outcome plus the merged result. */
export interface CollectedBulkLookup extends BulkLookupOutcome {
  /** Accounts and not_found in the order of `raws` (first occurrence), address books and metadata of every answer. */
  result: AccountLookup;
}

/** Runs {@link runBulkLookup} and merges its answers (`onProgress` still sees every event). */
export async function collectBulkLookup(options: BulkLookupOptions): Promise<CollectedBulkLookup> {
  const raws = options.raws;
  // Gathering whole is for lists given whole; a streamed list is written as it comes (cli accounts).
  if (!Array.isArray(raws)) throw new Error('collectBulkLookup takes a list, not a stream');
  const found = new Map<string, AccountState>();
  const notFound = new Set<string>();
  const address_book: AccountLookup['address_book'] = {};
  const metadata: AccountLookup['metadata'] = {};
  const outcome = await runBulkLookup({
    ...options,
    onProgress: (event) => {
      if (event.type === 'batch-done') {
        // The transport answers in request order, the unknown ones left out and listed, and so are those
        // a row cap cut off (asked again, in a later batch) — checked where the reply entered.
        const unknown = new Set(event.result.not_found);
        const unanswered = new Set(event.result.unanswered);
        let next = 0;
        for (const raw of event.raws) {
          if (unknown.has(raw)) notFound.add(raw);
          else if (!unanswered.has(raw)) found.set(raw, event.result.accounts[next++]!);
        }
        Object.assign(address_book, event.result.address_book);
        Object.assign(metadata, event.result.metadata);
      }
      options.onProgress?.(event);
    },
  });
  const result: AccountLookup = { accounts: [], address_book, metadata, not_found: [] };
  for (const raw of new Set<string>(raws)) {
    const account = found.get(raw);
    if (account) result.accounts.push(account);
    else if (notFound.has(raw)) result.not_found.push(raw);
  }
  return { ...outcome, result };
}
