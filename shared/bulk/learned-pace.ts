/**
 * The pace a request budget (shared/bulk/request-budget.ts) learns from an indexer's 429s when no rate
 * is configured for it (a self-hosted indexer, a URL given in `?indexer=`, `--rate unlimited`): sending
 * as fast as the in-flight cap allows is correct but rude, and every 429 costs the whole lookup a pause.
 *
 * The gateways this app meets count requests in a sliding one-second window and do not say their limit:
 * toncenter's is documented, not sent (docs/indexer-api.md §1, §5.3), and the only header the client reads
 * is `Retry-After`, a wait, not a rate. So the first 429 sets the pace to 0.9 × the requests that left in
 * the second before the refused one — what the server took (none: a stray 429, nothing learned) — and a
 * later one, at that pace, cuts it by the same share. A 429 to a request that left by the last cut belongs to the burst that caused it and cuts nothing.
 * After each clean stretch in which the pace was what held requests back, it rises by a tenth of the
 * rate set at the last cut (additive increase): it probes upward slowly, and never past what the
 * in-flight cap lets through, since a pace that does not bind never rises.
 *
 * A pace kept from an earlier session (shared/bulk/kept-pace-store.ts) is restored as if it had just
 * been cut to: the next 429 cuts it by the same share, and clean stretches raise it by a tenth of it.
 */

/** Share of the observed rate (and of the pace, on a later 429) kept after a 429. */
export const LEARNED_SHARE = 0.9;
/** A stretch this long without a 429, paced at the learned rate, raises it. */
export const CLEAN_STRETCH_MS = 10_000;
/** Each raise, as a share of the rate set at the last cut. */
export const RAISE_SHARE = 0.1;
/** The slowest pace learned (one request every 10 s). */
export const MIN_LEARNED_RATE = 0.1;
/** A stretch counts as paced when at least this share of the pace's requests went. */
const BINDING_SHARE = 0.75;

/** What the pace is learned from: the clock and the requests the budget's bucket let through. */
export interface PaceObservations {
  now(): number;
  /** Requests sent from `from` (included) until `to` (excluded), in milliseconds on the clock. */
  sentBetween(from: number, to: number): number;
}

/** The learned pace. */
export interface LearnedPace {
  /** Requests per second learned, or null while no 429 has been met. */
  rate(): number | null;
  /**
   * A 429 to a request sent at `sentAt`: answers the new pace when it changed (null when it did not,
   * e.g. the request left before the last cut).
   */
  refused(sentAt: number): number | null;
  /** A request sent now: answers the raised pace after a clean, paced stretch (null otherwise). */
  sent(): number | null;
  /** Starts from `rate`, kept from an earlier session; answers the pace set (null when one is learned). */
  restore(rate: number): number | null;
  /** Forgets what was learned: back to no pace until the next 429. */
  forget(): void;
}

/** Creates an empty learned pace. */
export function createLearnedPace(observed: PaceObservations): LearnedPace {
  let learned: number | null = null;
  let cutAt = -Infinity;
  let cutRate = 0;
  let stretchFrom = -Infinity;
  let sentInStretch = 0;

  const set = (rate: number, now: number): number => {
    learned = Math.max(MIN_LEARNED_RATE, rate);
    stretchFrom = now;
    sentInStretch = 0;
    return learned;
  };

  return {
    rate: () => learned,
    refused(sentAt) {
      if (sentAt <= cutAt) return null;
      // What left in the second before the refused request is what the server took; none says nothing
      // of a pace (a stray 429, another client's traffic), and the pause alone answers it. A later 429
      // came at the pace itself (and the second before it may hold a pause): the pace is cut.
      const base = learned ?? observed.sentBetween(sentAt - 1000, sentAt);
      if (base === 0) return null;
      const now = observed.now();
      cutAt = now;
      cutRate = set(LEARNED_SHARE * base, now);
      return cutRate;
    },
    sent() {
      if (learned === null) return null;
      const now = observed.now();
      sentInStretch += 1;
      const elapsed = now - stretchFrom;
      if (elapsed < CLEAN_STRETCH_MS) return null;
      const paced = sentInStretch >= BINDING_SHARE * learned * (elapsed / 1000);
      if (!paced) {
        // Idle, or held back by the in-flight cap rather than the pace: a new stretch, no raise.
        stretchFrom = now;
        sentInStretch = 0;
        return null;
      }
      return set(learned + RAISE_SHARE * cutRate, now);
    },
    restore(rate) {
      if (learned !== null) return null;
      cutRate = set(rate, observed.now());
      return cutRate;
    },
    forget() {
      learned = null;
      cutAt = -Infinity;
      cutRate = 0;
    },
  };
}
