/**
 * Splits a lookup into requests the real server answers completely: at most 1000 rows per response
 * (docs/indexer-api.md §4.3 — more are silently dropped) and URLs short enough for the public gateway
 * (1024 addresses "don't fit in maximal URL length", §4.3; 399 are used in production).
 */

/** How a lookup is split. */
export interface BatchLimits {
  /** The server returns at most 1000 rows; never ask for more in one request. */
  maxAddresses: number;
  /** Upper bound on the encoded query length of one request, in characters. */
  maxQueryLength: number;
}

/** Defaults: the server's row cap, and ~16 KB of query (about 200 raw addresses). */
export const DEFAULT_BATCH_LIMITS: BatchLimits = { maxAddresses: 1000, maxQueryLength: 16_000 };

/**
 * Splits `addresses` (already normalised) into consecutive batches that respect both limits.
 * `costOf` is the encoded length one address adds to the query.
 */
export function splitIntoBatches(
  addresses: readonly string[],
  limits: BatchLimits,
  costOf: (address: string) => number,
): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const address of addresses) {
    const cost = costOf(address);
    if (
      current.length > 0 &&
      (current.length >= limits.maxAddresses || length + cost > limits.maxQueryLength)
    ) {
      batches.push(current);
      current = [];
      length = 0;
    }
    current.push(address);
    length += cost;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
