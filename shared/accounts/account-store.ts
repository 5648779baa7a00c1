/**
 * The account store of one indexer (one profile): the one owner of what the app knows of an account
 * behind the bridge. It keeps the states a lookup or a fetch brought with their code and data (the
 * emulator needs them; the window never holds them to send back), the metadata beside them, the facts
 * derived from them once (an inspected account, per state and time), and the indexer's one request
 * budget, which every job asking this indexer shares (shared/bulk/request-budget.ts). A detail, a
 * get-method, a disassembly or a cell tree names an address; the store answers from what it holds and
 * fetches what it lacks, at the budget's pace. Bounded by count and by BoC characters; the least
 * recently used go first.
 */
import type { AccountState, CheckedLookup, Metadata } from '../api/account-states';
import { AppError } from '../errors';
import { collectLookup } from '../jobs/collect-lookup';
import { schedulerOptions, type JobIndexer } from '../jobs/job-indexer';
import type { InspectedAccount } from '../contracts/inspected-account';

/** States kept at most. */
export const STORE_STATES = 5_000;
/** BoC characters kept at most (Base64, about 3/4 as many bytes). */
export const STORE_BOC_CHARS = 48 * 1024 * 1024;
/** Derived facts kept at most. */
export const STORE_FACTS = 5_000;

/** States with their code and data, as the store holds them for a request. */
export interface HeldStates {
  /** Raw → state (with its BoCs), for every asked account the index knows. */
  states: Map<string, AccountState>;
  /** The metadata entries of those accounts (and of the accounts they name, when fetched together). */
  metadata: Metadata;
  /** Asked accounts the index does not know. */
  notFound: string[];
}

/** The store. */
export interface AccountStore {
  /** The indexer it holds accounts of, with its budget. */
  readonly indexer: JobIndexer;
  /** Keeps what an answer served: the states that carry their code, with their metadata entries. */
  remember(answer: Pick<CheckedLookup, 'accounts' | 'metadata'>): void;
  /** The states (with code and data) of `raws`: held ones at once, the others fetched in batches. */
  statesWithCode(raws: readonly string[], signal?: AbortSignal): Promise<HeldStates>;
  /** An account's inspected facts for its state `stateHash` at `unixTime`, when derived before. */
  inspected(raw: string, stateHash: string, unixTime: number): InspectedAccount | undefined;
  /** Keeps an account's inspected facts for its state at `unixTime`. */
  keepInspected(facts: InspectedAccount, stateHash: string, unixTime: number): void;
}

interface Held {
  state: AccountState;
  metadata: Metadata[string] | undefined;
  size: number;
}

/** A map used as a least-recently-used list: a get moves its key to the end. */
function touch<V>(map: Map<string, V>, key: string): V | undefined {
  const value = map.get(key);
  if (value === undefined) return undefined;
  map.delete(key);
  map.set(key, value);
  return value;
}

/** Creates the store of `indexer`. */
export function createAccountStore(
  indexer: JobIndexer,
  bounds: { states?: number; bocChars?: number; facts?: number } = {},
): AccountStore {
  const maxStates = bounds.states ?? STORE_STATES;
  const maxChars = bounds.bocChars ?? STORE_BOC_CHARS;
  const maxFacts = bounds.facts ?? STORE_FACTS;
  const held = new Map<string, Held>();
  const facts = new Map<string, InspectedAccount>();
  let chars = 0;

  const drop = (raw: string) => {
    const old = held.get(raw);
    if (!old) return;
    chars -= old.size;
    held.delete(raw);
  };

  function remember(answer: Pick<CheckedLookup, 'accounts' | 'metadata'>): void {
    for (const state of answer.accounts) {
      if (!state.code_boc) continue;
      const size = state.code_boc.length + (state.data_boc?.length ?? 0);
      if (size > maxChars) continue;
      drop(state.address);
      const metadata = answer.metadata.get(state.address);
      held.set(state.address, { state, metadata, size });
      chars += size;
    }
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const raw of held.keys()) {
      if (held.size <= maxStates && chars <= maxChars) break;
      drop(raw);
    }
  }

  async function statesWithCode(raws: readonly string[], signal?: AbortSignal): Promise<HeldStates> {
    const states = new Map<string, AccountState>();
    const metadata: Metadata = {};
    const missing: string[] = [];
    for (const raw of new Set(raws)) {
      const entry = touch(held, raw);
      if (!entry) {
        missing.push(raw);
        continue;
      }
      states.set(raw, entry.state);
      if (entry.metadata) metadata[raw] = entry.metadata;
    }
    if (missing.length === 0) return { states, metadata, notFound: [] };
    const fetched = await collectLookup({
      ...schedulerOptions(indexer, true),
      raws: missing,
      ...(signal ? { signal } : {}),
    });
    if (fetched.failed[0]) throw new AppError(fetched.failed[0].error);
    remember(fetched.result);
    for (const state of fetched.result.accounts) states.set(state.address, state);
    // shared/contracts reads metadata as the API's record.
    Object.assign(metadata, Object.fromEntries(fetched.result.metadata));
    return { states, metadata, notFound: fetched.result.not_found };
  }

  const factKey = (raw: string, stateHash: string, unixTime: number) => `${raw}|${stateHash}|${unixTime}`;

  return {
    indexer,
    remember,
    statesWithCode,
    inspected: (raw, stateHash, unixTime) => touch(facts, factKey(raw, stateHash, unixTime)),
    keepInspected(inspected, stateHash, unixTime) {
      facts.set(factKey(inspected.address, stateHash, unixTime), inspected);
      for (const key of facts.keys()) {
        if (facts.size <= maxFacts) break;
        facts.delete(key);
      }
    },
  };
}
