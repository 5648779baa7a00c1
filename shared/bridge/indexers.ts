/**
 * The indexers behind the bridge, one per profile: its client (the API key added here, in the trusted
 * process, for the profile's own origin), its request policy, its account store — states and the facts
 * derived from them, and the ONE request budget every job, call and the watch list asking that indexer
 * share (shared/accounts/account-store.ts) — and the last block it reported. A profile whose address,
 * key, limits or timeout change gets a new store; jobs already running keep the one they were bound to.
 */
import { createAccountStore, type AccountStore } from '../accounts/account-store';
import type { MasterchainInfo } from '../api/block';
import { createRequestBudget, sendInTurn } from '../bulk/request-budget';
import { effectiveRequestPolicy, type RequestPolicy } from '../bulk/request-policy';
import { AppError, errorText } from '../errors';
import type { JobLastBlock } from '../jobs/job-events';
import type { JobIndexer } from '../jobs/job-indexer';
import * as rules from '../settings/settings-rules';
import type { Profile } from '../settings/settings-schema';
import type { BridgeIndexClient, IndexersDepsOf } from './bridge-deps';

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
   * The pace (requests/s) the budget of a profile's indexer learned from its 429s, as the profile is
   * now; null when a rate is configured, nothing was refused, or no store of these settings exists.
   */
  learnedRateOf(profile: Profile): number | null;
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
function indexerOf(profile: Profile, client: BridgeIndexClient, policy: RequestPolicy): JobIndexer {
  const pacing = {
    limits: { maxAddressesPerRequest: policy.maxAddressesPerRequest, maxUrlLength: policy.maxUrlLength },
    rate: { requestsPerSecond: policy.requestsPerSecond },
    concurrency: policy.concurrency,
  };
  return {
    ref: { profileId: profile.id, name: profile.name, baseUrl: profile.baseUrl },
    client,
    pacing,
    budget: createRequestBudget({ rate: pacing.rate, concurrency: pacing.concurrency }),
  };
}

/** Creates the indexers over the settings and keys. */
export function createIndexers(deps: IndexersDepsOf): Indexers {
  const { settings, secrets } = deps;
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
    const store = createAccountStore(indexerOf(profile, clientFor(profile, apiKey), policy));
    stores.set(profile.id, { signature, store });
    return store;
  }

  /** Reads the held store only: asking what was learned makes no store. */
  function learnedRateOf(profile: Profile): number | null {
    const held = stores.get(profile.id);
    if (!held) return null;
    let apiKey: string | undefined;
    try {
      apiKey = keyOf(profile);
    } catch {
      return null;
    }
    if (held.signature !== signatureOf(profile, apiKey, policyOf(profile))) return null;
    return held.store.indexer.budget.learnedRate();
  }

  return {
    profileOf,
    policyOf,
    storeOf,
    async chainOf(profile) {
      const { client, budget } = storeOf(profile).indexer;
      const info = await sendInTurn(budget, () => client.masterchainInfo());
      lastBlocks.set(profile.id, {
        seqno: info.last.seqno,
        gen_utime: info.last.gen_utime,
        ...(info.last.global_id !== undefined ? { global_id: info.last.global_id } : {}),
      });
      return info;
    },
    lastBlockOf: (profile) => lastBlocks.get(profile.id) ?? null,
    learnedRateOf,
  };
}
