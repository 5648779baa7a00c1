/**
 * What the bulk scheduler's transport answered, gathered as it answers — so a caller gets every state,
 * address-book and metadata entry from the requests themselves, whatever the scheduler's outcome keeps
 * (a streaming scheduler need not merge results). Accounts and not-found addresses come back in the
 * order asked.
 */
import type { AccountLookup } from '../api/account-states';
import type { BulkLookupOptions } from '../bulk/bulk-lookup';

/** A transport that records its answers, and the merged record in the order of `asked`. */
export function collectAnswers(transport: BulkLookupOptions['transport']): {
  transport: BulkLookupOptions['transport'];
  merged: (asked: readonly string[]) => AccountLookup;
} {
  const accounts = new Map<string, AccountLookup['accounts'][number]>();
  const notFound = new Set<string>();
  const addressBook: AccountLookup['address_book'] = {};
  const metadata: AccountLookup['metadata'] = {};
  return {
    transport: async (raws, signal) => {
      const answer = await transport(raws, signal);
      for (const account of answer.accounts) accounts.set(account.address, account);
      for (const raw of answer.not_found) notFound.add(raw);
      Object.assign(addressBook, answer.address_book);
      Object.assign(metadata, answer.metadata);
      return answer;
    },
    merged: (asked) => ({
      accounts: asked
        .map((raw) => accounts.get(raw))
        .filter((a): a is NonNullable<typeof a> => a !== undefined),
      address_book: addressBook,
      metadata,
      not_found: asked.filter((raw) => notFound.has(raw)),
    }),
  };
}
