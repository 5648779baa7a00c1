/**
 * A realistic lookup answer of any size for the renderer bench, made the way the app makes one: the
 * local index server (real code/data cells, address book, jetton metadata, every account status)
 * answers the shared bulk scheduler over the index client's one-request call, over HTTP.
 */
import { notIndexedAddresses, startIndexServer } from '../../../local-index-server';
import { lookupDocument, type AccountLookup } from '../../../shared/api/account-states';
import { collectLookup } from '../../../shared/jobs/collect-lookup';
import { accountStatesUrlLength, createIndexClient } from '../../../shared/client/index-client';
import type { RequestedAccount } from '../../../renderer/model/lookup-outcome';

/** What the bench page renders: the requested accounts and the answer (JSON: no Maps). */
export interface BenchLookup {
  accounts: RequestedAccount[];
  result: AccountLookup;
}

/**
 * `count` requested accounts (all but a few known to the index; those few come back as "not found"),
 * looked up with `include_boc` on (the app's default) and typed as their user-friendly form.
 */
export async function benchLookup(count: number): Promise<BenchLookup> {
  const server = await startIndexServer({ port: 0, dataset: { generated: count } });
  try {
    const unknown = notIndexedAddresses(server.seed);
    const addresses = server.data.list.slice(0, count - unknown.length).map((record) => record.raw);
    // Spread the unknown ones through the list rather than bunching them at the end.
    unknown.forEach((raw, i) =>
      addresses.splice(Math.floor(((i + 1) * addresses.length) / (unknown.length + 1)), 0, raw),
    );

    const client = createIndexClient({ baseUrl: server.url });
    const { result, failed } = await collectLookup({
      raws: addresses,
      transport: (raws, signal) => client.accountStatesRequest(raws, { includeBoc: true, signal }),
      urlLength: (raws) => accountStatesUrlLength(client.apiRoot, raws, true),
      // The local server takes long URLs: 1000 addresses a request, as against a self-hosted indexer.
      limits: { maxUrlLength: 1_000_000 },
    });
    if (failed.length > 0 || result.accounts.length + result.not_found.length !== count) {
      throw new Error(
        `The local index server answered for ${result.accounts.length + result.not_found.length} of ${count} addresses.`,
      );
    }
    const accounts: RequestedAccount[] = addresses.map((raw, i) => ({
      raw,
      input: result.address_book.get(raw)?.user_friendly ?? raw,
      line: i + 1,
      column: 1,
      repeats: 0,
    }));
    return { accounts, result: lookupDocument(result) };
  } finally {
    await server.close();
  }
}
