/**
 * Account states with their code and data, kept by the job owner for a while after a lookup served
 * them, so that inspecting an account shown in the table costs no second request when its lookup
 * brought the BoCs — and, when it did not, the inspect job fetches the BoCs it lacks itself. Bounded by
 * count and by BoC characters; the least recently used go first.
 */
import type { AccountState, Metadata } from '../api/account-states';

/** States kept at most. */
export const STATE_CACHE_ENTRIES = 5_000;
/** BoC characters kept at most (Base64, about 3/4 as many bytes). */
export const STATE_CACHE_BOC_CHARS = 48 * 1024 * 1024;

interface Held {
  state: AccountState;
  metadata: Metadata[string] | undefined;
  size: number;
}

/** The cache. */
export interface StateCache {
  /** Keeps the states of an answer that carry their code (others are no use to the emulator). */
  put(states: readonly AccountState[], metadata: Metadata): void;
  /** A kept state (it becomes the most recently used), and its metadata entry. */
  get(raw: string): { state: AccountState; metadata: Metadata[string] | undefined } | undefined;
}

/** Creates a cache. */
export function createStateCache(bounds: { entries?: number; bocChars?: number } = {}): StateCache {
  const maxEntries = bounds.entries ?? STATE_CACHE_ENTRIES;
  const maxChars = bounds.bocChars ?? STATE_CACHE_BOC_CHARS;
  const held = new Map<string, Held>();
  let chars = 0;
  const drop = (raw: string) => {
    const old = held.get(raw);
    if (!old) return;
    chars -= old.size;
    held.delete(raw);
  };
  return {
    put(states, metadata) {
      for (const state of states) {
        if (!state.code_boc) continue;
        const size = state.code_boc.length + (state.data_boc?.length ?? 0);
        if (size > maxChars) continue;
        drop(state.address);
        held.set(state.address, { state, metadata: metadata[state.address], size });
        chars += size;
      }
      // A Map iterates in insertion order: the first keys are the least recently used.
      for (const raw of held.keys()) {
        if (held.size <= maxEntries && chars <= maxChars) break;
        drop(raw);
      }
    },
    get(raw) {
      const entry = held.get(raw);
      if (!entry) return undefined;
      held.delete(raw);
      held.set(raw, entry);
      return { state: entry.state, metadata: entry.metadata };
    },
  };
}
