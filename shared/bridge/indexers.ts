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
  /** The last block a profile's indexer reported, if it was asked. */
  lastBlockOf(profile: Profile): JobLastBlock | null;
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

/** Creates the indexers over the settings and keys. */
export function createIndexers(deps: IndexersDepsOf): Indexers {
  const { settings, secrets } = deps;
  const keeping = createPaceKeeping(deps.paces, deps.now ?? (() => new Date()));
  const stores = new Map<string, { signature: string; store: AccountStore }>();
  const lastBlocks = new Map<string, JobLastBlock>();

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
    async chainOf(profile) {
      const { client, budget } = storeOf(profile).indexer;
      const info = await sendInTurn(budget, () => client.masterchainInfo());
      lastBlocks.set(profile.id, lastBlockOf(info));
      return info;
    },
    lastBlockOf: (profile) => lastBlocks.get(profile.id) ?? null,
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
