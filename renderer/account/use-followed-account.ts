/**
 * The page of an account followed from another (account-trail.ts): its row as the lookup the agent is
 * working on has it when it is one of that lookup's accounts (the same form, the same facts), else a row
 * made from one request for it alone — the lookup itself is never touched.
 */
import type { MetadataMap } from '../../shared/api/account-states';
import { useBridgeQuery } from '../model/bridge-query';
import type { LookupOutcome } from '../model/lookup-outcome';
import { placedRow, type ResultRow } from '../model/result-rows';

/** A followed account's page: its row and the metadata its answer came with. */
export interface FollowedPage {
  readonly row: ResultRow;
  readonly metadata: MetadataMap;
  /** The row is the lookup's own (read with it); otherwise it was read for this page, now. */
  readonly fromLookup: boolean;
}

/** Loads the page of `raw` (null: nothing to load): the page, or the error, or neither while it loads. */
export function useFollowedAccount(
  raw: string | null,
  outcome: LookupOutcome | null,
): { page: FollowedPage | undefined; error: Error | null } {
  const inLookup = raw && outcome ? outcome.rows.find((r) => r.raw === raw && r.account) : undefined;
  const query = useBridgeQuery('accountRows', raw ? { addresses: [raw] } : undefined, {
    enabled: raw !== null && !inLookup,
    staleTime: 30_000,
    select: (answer): FollowedPage => {
      const requested = { raw: raw!, input: '', line: 0, column: 0, repeats: 0 };
      return { row: placedRow(answer.rows[0]!, 0, requested), metadata: answer.metadata, fromLookup: false };
    },
  });
  if (inLookup && outcome)
    return { page: { row: inLookup, metadata: outcome.metadata, fromLookup: true }, error: null };
  return { page: query.data, error: query.error };
}
