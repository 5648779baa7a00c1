/**
 * The locks of a lookup's own jetton wallets, for the Locked quick filter. A jetton wallet's lock is
 * its own `get_status`, read behind the bridge with the rest of what its code says (the insight store,
 * keyed by address — the one owner of that fact; row-lock.ts reads it from there). A lookup that brought
 * code and data keeps those states behind the bridge, so its jetton wallets' locks are read at once on
 * the indexed code and data, asking the indexer nothing more for them (only their masters, which each
 * wallet's link check runs, when not held yet: one request per inspect call at most); a lookup without
 * them, or past {@link LOCK_READS_AT_MOST} jetton wallets, leaves the rest unread, and the filter says
 * how many. (Kept in the first screen's code: split into a lazy chunk, the chunks its imports share
 * grew the first screen by more than this file.)
 */
import { useEffect, useState } from 'react';
import { kindFamily } from '../../shared/contracts/kinds';
import { accountField } from '../../shared/jobs/account-field';
import type { InsightStore, InsightWant } from '../model/insight-store';
import type { LookupOutcome } from '../model/lookup-outcome';
import type { ResultRow } from '../model/result-rows';
import { useInsightStore } from '../model/use-insight';
import { useLookupFacts } from '../model/use-lookup-facts';
import { activeProfileOf, useSettings } from '../model/use-settings';

/** Jetton wallets whose locks one lookup reads by itself at most (ten inspect calls). */
export const LOCK_READS_AT_MOST = 1000;

/** Where the locks of a lookup's jetton wallets that have code to run stand. */
export interface JettonWalletLocks {
  /** Being read now. */
  readonly reading: number;
  /** Not read, and not being read (no code and data held, past the bound, or the read failed). */
  readonly unread: number;
}

/** Nothing to read. */
const NONE: JettonWalletLocks = { reading: 0, unread: 0 };

/** The rows that are jetton wallets with code to run, as the insight store is asked for them. */
function jettonWalletWants(rows: readonly ResultRow[]): InsightWant[] {
  const wants: InsightWant[] = [];
  for (const row of rows) {
    if (!row.kind || kindFamily(row.kind.kind) !== 'jetton_wallet') continue;
    if (accountField(row, 'status') !== 'active') continue;
    const stateHash = accountField(row, 'account_state_hash');
    if (stateHash) wants.push({ raw: row.raw, stateHash });
  }
  return wants;
}

/** How many of `wants` are being read, and how many are not read. */
function standing(store: InsightStore, wants: readonly InsightWant[]): JettonWalletLocks {
  let reading = 0;
  let unread = 0;
  for (const { raw } of wants) {
    const state = store.get(raw)?.state;
    if (state === 'loading') reading++;
    else if (state !== 'done') unread++;
  }
  return reading === 0 && unread === 0 ? NONE : { reading, unread };
}

/**
 * Reads the locks of `outcome`'s jetton wallets when its states are held behind the bridge (code and
 * data included, a lookup of this page rather than the log's record) and its indexer is still the
 * active profile's — what the bridge does not hold it reads from the active profile, and a lookup's
 * accounts are never asked of another indexer than its own — and answers where they stand.
 */
export function useJettonWalletLocks(outcome: LookupOutcome): JettonWalletLocks {
  const store = useInsightStore();
  const { unixTime } = useLookupFacts();
  const active = activeProfileOf(useSettings().data)?.id;
  const held = outcome.request.includeBoc && !outcome.fromLog && active === outcome.bound.indexer.profileId;
  const [locks, setLocks] = useState<JettonWalletLocks>(NONE);
  // A long list is looked over once, when it has finished: each batch's rows would otherwise be read
  // again from the first, on the page's thread, while the rest arrive.
  const settled = outcome.state !== 'running' || outcome.rows.length <= LOCK_READS_AT_MOST;
  useEffect(() => {
    if (!settled) return;
    const wants = jettonWalletWants(outcome.rows);
    if (held && wants.length > 0) store.want(wants.slice(0, LOCK_READS_AT_MOST), unixTime);
    const update = () =>
      setLocks((before) => {
        const now = standing(store, wants);
        return now.reading === before.reading && now.unread === before.unread ? before : now;
      });
    update();
    return store.subscribe(update);
  }, [store, outcome.rows, held, unixTime, settled]);
  return locks;
}
