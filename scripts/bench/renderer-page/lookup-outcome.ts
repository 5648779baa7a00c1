/**
 * A realistic lookup outcome of any size for the renderer bench, made the way the app makes one: the
 * local index server (real code/data cells, address book, jetton metadata, every account status) answers
 * the shared index client over HTTP. One client call is capped at 1024 addresses, so a 10,000-row outcome
 * is merged from 1000-address calls — the same merge the client does across its own batches.
 */
import { notIndexedAddresses, startIndexServer } from '../../../local-index-server';
import type { AccountLookup } from '../../../shared/api/account-states';
import { createIndexClient } from '../../../shared/client';
import { finishedOutcome } from '../../../renderer/lookup/finished-outcome';
import type { LookupOutcome, RequestedAccount } from '../../../renderer/lookup/use-account-lookup';

/** Addresses per client call (the client takes at most 1024). */
const CALL_SIZE = 1000;

/**
 * `count` requested accounts (all but a few known to the index; those few come back as "not found"),
 * looked up with `include_boc` on (the app's default) and typed as their user-friendly form.
 */
export async function benchLookupOutcome(count: number): Promise<LookupOutcome> {
  const server = await startIndexServer({ port: 0, dataset: { generated: count } });
  try {
    const unknown = notIndexedAddresses(server.seed);
    const addresses = server.data.list.slice(0, count - unknown.length).map((record) => record.raw);
    // Spread the unknown ones through the list rather than bunching them at the end.
    unknown.forEach((raw, i) =>
      addresses.splice(Math.floor(((i + 1) * addresses.length) / (unknown.length + 1)), 0, raw),
    );

    const client = createIndexClient({ baseUrl: server.url });
    const result: AccountLookup = { accounts: [], address_book: {}, metadata: {}, not_found: [] };
    for (let from = 0; from < addresses.length; from += CALL_SIZE) {
      const part = await client.accountStates(addresses.slice(from, from + CALL_SIZE), { includeBoc: true });
      result.accounts.push(...part.accounts);
      Object.assign(result.address_book, part.address_book);
      Object.assign(result.metadata, part.metadata);
      result.not_found.push(...part.not_found);
    }
    if (result.accounts.length + result.not_found.length !== count) {
      throw new Error(
        `The local index server answered for ${result.accounts.length + result.not_found.length} of ${count} addresses.`,
      );
    }
    const accounts: RequestedAccount[] = addresses.map((raw, i) => ({
      raw,
      input: result.address_book[raw]?.user_friendly ?? raw,
      line: i + 1,
      column: 1,
      repeats: 0,
    }));
    return finishedOutcome({ requestId: 'bench', accounts, includeBoc: true, result, receivedAt: Date.now() });
  } finally {
    await server.close();
  }
}
