/**
 * The indexers' learned paces kept between sessions (shared/bulk/kept-pace-store.ts), as the indexers
 * behind the bridge (indexers.ts) use them: a new request budget starts at its origin's kept pace while
 * it is fresh and keeps each pace it learns, Settings reads it, and "Forget" drops it kept and held. Only
 * budgets without a configured rate are given any of this: a configured rate always wins.
 */
import { keptPaceFresh, paceOrigin, type KeptPaceStore } from '../bulk/kept-pace-store';
import type { BudgetOptions } from '../bulk/request-budget';
import type { RequestPolicy } from '../bulk/request-policy';
import type { JobIndexer } from '../jobs/job-indexer';

/** A learned pace as Settings shows it. */
export interface LearnedPaceOf {
  requestsPerSecond: number;
  /** When it was last set (ISO), or null when the store could not tell. */
  learnedAt: string | null;
}

/** The keeping of learned paces. */
export interface PaceKeeping {
  /** What a new budget of the indexer at `baseUrl` starts from and tells what it learns. */
  budgetOptions(baseUrl: string, policy: RequestPolicy): BudgetOptions;
  /** The pace to show: `held`, learned this session, else the kept one while fresh; null: none. */
  learnedPaceOf(baseUrl: string, held: number | null): Promise<LearnedPaceOf | null>;
  /** Drops the kept pace of `baseUrl`'s origin and the one held by each of `indexers` of that origin. */
  forget(baseUrl: string, indexers: readonly JobIndexer[]): Promise<boolean>;
}

/** Keeps paces in `paces` (none: a learned pace lasts as long as its budget), aged on `now`. */
export function createPaceKeeping(paces: KeptPaceStore | undefined, now: () => Date): PaceKeeping {
  const fresh = (origin: string) =>
    paces ? paces.get(origin).then((pace) => (pace && keptPaceFresh(pace, now()) ? pace : null)) : null;
  return {
    budgetOptions(baseUrl, policy) {
      if (!paces || policy.requestsPerSecond !== null) return {};
      const origin = paceOrigin(baseUrl);
      return {
        keptPace: fresh(origin)!.then((pace) => pace?.requests_per_second ?? null),
        // A store that cannot be written costs only the keeping: the pace holds for this session.
        onLearned: (rate) =>
          void paces
            .keep({ origin, requests_per_second: rate, learned_at: now().toISOString() })
            .catch(() => undefined),
      };
    },
    async learnedPaceOf(baseUrl, held) {
      const kept = await paces?.get(paceOrigin(baseUrl)).catch(() => null);
      if (held !== null) return { requestsPerSecond: held, learnedAt: kept?.learned_at ?? null };
      if (!kept || !keptPaceFresh(kept, now())) return null;
      return { requestsPerSecond: kept.requests_per_second, learnedAt: kept.learned_at };
    },
    async forget(baseUrl, indexers) {
      const origin = paceOrigin(baseUrl);
      let forgot = (await paces?.forget(origin)) ?? false;
      for (const { ref, budget } of indexers) {
        if (paceOrigin(ref.baseUrl) !== origin || budget.learnedRate() === null) continue;
        budget.forgetLearned();
        forgot = true;
      }
      return forgot;
    },
  };
}
