/**
 * The indexers behind the bridge, one per profile: its client (the API key added here, in the trusted
 * process, for the profile's own origin), its request policy, its account store — states and the facts
 * derived from them, and the ONE request budget every job, call and the watch list asking that indexer
 * share (shared/accounts/account-store.ts) — and the last block it reported. A profile whose address,
 * key, limits or timeout change gets a new store; jobs already running keep the one they were bound to.
 *
 * The pace a budget learns from its indexer's 429s is kept per indexer origin (shared/bulk/
 * kept-pace-store.ts): a new budget — the app started again, a profile changed — starts at it, unless a
 * rate is configured for the profile (that always wins, and is never changed).
 */
import { createAccountStore, type AccountStore } from '../accounts/account-store';
import type { MasterchainInfo } from '../api/block';
import { createRequestBudget, sendInTurn, type BudgetOptions } from '../bulk/request-budget';
import { effectiveRequestPolicy, type RequestPolicy } from '../bulk/request-policy';
import { AppError, errorText } from '../errors';
import type { JobLastBlock } from '../jobs/job-events';
import type { JobIndexer } from '../jobs/job-indexer';
import * as rules from '../settings/settings-rules';
import type { Profile } from '../settings/settings-schema';
import type { BridgeIndexClient, IndexersDepsOf } from './bridge-deps';
import { createPaceKeeping, type LearnedPaceOf } from './pace-keeping';

/** The indexers of the profiles. */
export interface Indexers {
  /** The profile of `id`, or the active one; throws when there is none of that id. */
  profileOf(id?: string): Profile;
  policyOf(profile: Profile): RequestPolicy;
  /** The account store of a profile's indexer (its client, pacing and budget bound now). */
  storeOf(profile: Profile): AccountStore;
  /** Asks a profile's indexer for its blocks, remembering the last one for its lookups' log entries. */
  chainOf(profile: Profile): Promise<MasterchainInfo>;
  /**
   * The last block a profile's indexer reported; while none has and its first answer is on the way,
   * that answer's, waited for briefly (a lookup started as the app opens, its chain status still loading,
   * would otherwise be logged and answered "last indexed block unknown"). Null when it was never asked,
   * failed, or is late.
   */
  lastBlockOf(profile: Profile): Promise<JobLastBlock | null>;
  /**
   * The pace the budget of a profile's indexer learned from its 429s (this session's, else the one kept
   * for its origin while it is fresh) and when; null when a rate is configured or none was learned.
   */
  learnedPaceOf(profile: Profile): Promise<LearnedPaceOf | null>;
  /** Forgets the pace learned from a profile's indexer: kept and held (a configured rate is untouched). */
  forgetLearnedPace(profile: Profile): Promise<boolean>;
}

/** The saved key of `profile`; a key that cannot be decrypted says what to do. */
function savedKeyOf(secrets: IndexersDepsOf['secrets'], profile: Profile): string | undefined {
  try {
    return secrets.read(profile.id);
  } catch (error) {
    throw new AppError(
      {
        kind: 'invalid-input',
        message: `The saved API key of "${profile.name}" could not be decrypted (the system keyring may have changed). Enter the key again in Settings.`,
        detail: errorText(error),
      },
      { cause: error },
    );
  }
}

/** The indexer of `profile` as a job uses it, with a budget of its own. */
function indexerOf(
  profile: Profile,
  client: BridgeIndexClient,
  policy: RequestPolicy,
  pace: BudgetOptions,
): JobIndexer {
  const pacing = {
    limits: { maxAddressesPerRequest: policy.maxAddressesPerRequest, maxUrlLength: policy.maxUrlLength },
    rate: { requestsPerSecond: policy.requestsPerSecond },
    concurrency: policy.concurrency,
  };
  return {
    ref: { profileId: profile.id, name: profile.name, baseUrl: profile.baseUrl },
    client,
    pacing,
    budget: createRequestBudget({ rate: pacing.rate, concurrency: pacing.concurrency }, pace),
  };
}

/** The last block of `info`, as a lookup's log entry names it. */
function lastBlockOf(info: MasterchainInfo): JobLastBlock {
  const { seqno, gen_utime, global_id } = info.last;
  return { seqno, gen_utime, ...(global_id !== undefined ? { global_id } : {}) };
}

/**
 * How long a lookup's start waits for a last block on its way: a hostile or stalled indexer that never
 * answers masterchainInfo must not hold the lookup back for its whole request timeout.
 */
export const COMING_BLOCK_WAIT_MS = 2_000;

/** What `coming` gives within {@link COMING_BLOCK_WAIT_MS}; null after that, or when nothing is coming. */
async function awaitBriefly(coming: Promise<JobLastBlock | null> | undefined): Promise<JobLastBlock | null> {
  if (!coming) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, COMING_BLOCK_WAIT_MS, null)));
  try {
    return await Promise.race([coming, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Each profile's last block: the one reported, and the one a request in flight will report. */
function createLastBlocks() {
  const reported = new Map<string, JobLastBlock>();
  /** Per profile, the block its masterchainInfo request in flight will report (null if it fails). */
  const coming = new Map<string, Promise<JobLastBlock | null>>();
  return {
    /** Asks profile `id`'s indexer for its blocks in its budget's turn, remembering the last one. */
    async ask(id: string, { client, budget }: AccountStore['indexer']): Promise<MasterchainInfo> {
      const asked = sendInTurn(budget, () => client.masterchainInfo());
      const block = asked.then(lastBlockOf, () => null);
      coming.set(id, block);
      try {
        const info = await asked;
        reported.set(id, lastBlockOf(info));
        return info;
      } finally {
        if (coming.get(id) === block) coming.delete(id);
      }
    },
    of: async (id: string): Promise<JobLastBlock | null> => reported.get(id) ?? awaitBriefly(coming.get(id)),
  };
}

/** Creates the indexers over the settings and keys. */
export function createIndexers(deps: IndexersDepsOf): Indexers {
  const { settings, secrets } = deps;
  const keeping = createPaceKeeping(deps.paces, deps.now ?? (() => new Date()));
  const stores = new Map<string, { signature: string; store: AccountStore }>();
  const lastBlocks = createLastBlocks();

  const profileOf = (id?: string): Profile =>
    rules.requireProfile(settings.current(), id ?? settings.current().activeProfileId);
  const policyOf = (profile: Profile) =>
    effectiveRequestPolicy({ ...profile, hasApiKey: secrets.has(profile.id) });

  const keyOf = (profile: Profile) => savedKeyOf(secrets, profile);

  /** A client for `profile`, with its saved key and the current timeout. */
  function clientFor(profile: Profile, apiKey: string | undefined): BridgeIndexClient {
    return deps.createClient({
      baseUrl: profile.baseUrl,
      timeoutMs: settings.current().preferences.requestTimeoutMs,
      ...(apiKey ? { apiKey } : {}),
    });
  }

  /** What a store is made of: a profile whose signature changed gets a new one. */
  const signatureOf = (profile: Profile, apiKey: string | undefined, policy: RequestPolicy) =>
    JSON.stringify([
      profile.name,
      profile.baseUrl,
      apiKey ?? null,
      policy,
      settings.current().preferences.requestTimeoutMs,
    ]);

  function storeOf(profile: Profile): AccountStore {
    const apiKey = keyOf(profile);
    const policy = policyOf(profile);
    const signature = signatureOf(profile, apiKey, policy);
    const held = stores.get(profile.id);
    if (held?.signature === signature) return held.store;
    const store = createAccountStore(
      indexerOf(profile, clientFor(profile, apiKey), policy, keeping.budgetOptions(profile.baseUrl, policy)),
    );
    stores.set(profile.id, { signature, store });
    return store;
  }

  /** The store held for `profile` as it is now (its key, limits and timeout unchanged), if any. */
  function heldOf(profile: Profile): AccountStore | undefined {
    const held = stores.get(profile.id);
    try {
      return held?.signature === signatureOf(profile, keyOf(profile), policyOf(profile))
        ? held.store
        : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    profileOf,
    policyOf,
    storeOf,
    // Async so that a key that cannot be read rejects, as every request does, rather than throws.
    chainOf: async (profile) => lastBlocks.ask(profile.id, storeOf(profile).indexer),
    lastBlockOf: (profile) => lastBlocks.of(profile.id),
    // Asking what was learned makes no store; a configured rate always wins.
    learnedPaceOf: async (profile) =>
      policyOf(profile).requestsPerSecond === null
        ? keeping.learnedPaceOf(profile.baseUrl, heldOf(profile)?.indexer.budget.learnedRate() ?? null)
        : null,
    forgetLearnedPace: ({ baseUrl }) =>
      keeping.forget(
        baseUrl,
        [...stores.values()].map((held) => held.store.indexer),
      ),
  };
}
