/**
 * The done-criteria of issue 33 that the walks can check on what they recorded: on a lookup, nothing
 * going up the IPC boundary carries a BoC or the indexer's metadata; on a get-method run, no BoC goes up
 * and at most two messages cross (the call and its answer).
 *
 * A BoC is found by its key (`code_boc`, `data_boc`) or by its text (Base64 of a serialized BoC starts
 * with `te6cc`, its hex with `b5ee9c72`); metadata by the keys the indexer's metadata comes under
 * (`metadata`, a row's `meta`, an entry's `token_info`). What went up is searched whole, however deep.
 */
import type { Crossing } from './crossings';

const BOC_KEYS = new Set(['code_boc', 'data_boc']);
const METADATA_KEYS = new Set(['metadata', 'meta', 'token_info']);
const BOC_TEXT = /^(te6cc|b5ee9c72)/i;

/** What a value carries that may not go up: BoC characters, and how many metadata keys. */
export interface Carried {
  bocChars: number;
  metadataKeys: number;
}

/** Searches `value` (any depth; shared or circular parts once). */
export function carriedBy(value: unknown): Carried {
  const found: Carried = { bocChars: 0, metadataKeys: 0 };
  const seen = new Set<object>();
  const visit = (item: unknown, key: string | null): void => {
    if (typeof item === 'string') {
      if ((key !== null && BOC_KEYS.has(key)) || BOC_TEXT.test(item)) found.bocChars += item.length;
      return;
    }
    if (typeof item !== 'object' || item === null || seen.has(item)) return;
    seen.add(item);
    if (item instanceof Map) return item.forEach((v, k) => visit(v, typeof k === 'string' ? k : null));
    if (Array.isArray(item)) return item.forEach((v) => visit(v, null));
    for (const [k, v] of Object.entries(item)) {
      if (METADATA_KEYS.has(k) && v !== null && v !== undefined) found.metadataKeys += 1;
      visit(v, k);
    }
  };
  visit(value, null);
  return found;
}

/** One criterion as checked. */
export interface CriterionCheck {
  readonly criterion: string;
  readonly met: boolean;
  readonly measured: string;
}

/** What went up the IPC boundary, together. */
function upTheBridge(crossings: readonly Crossing[]): Carried & { messages: number } {
  const up = crossings.filter((c) => c.boundary === 'ipc' && c.direction === 'up');
  const carried = up.map((c) => carriedBy(c.payload));
  return {
    messages: up.length,
    bocChars: carried.reduce((sum, c) => sum + c.bocChars, 0),
    metadataKeys: carried.reduce((sum, c) => sum + c.metadataKeys, 0),
  };
}

/** A lookup's walk: no BoC and no metadata up the bridge. */
export function lookupCriteria(crossings: readonly Crossing[]): CriterionCheck[] {
  const up = upTheBridge(crossings);
  return [
    {
      criterion: 'no BoC goes up the IPC boundary',
      met: up.bocChars === 0,
      measured: `${up.bocChars} BoC characters in ${up.messages} messages up`,
    },
    {
      criterion: 'no metadata goes up the IPC boundary',
      met: up.metadataKeys === 0,
      measured: `${up.metadataKeys} metadata keys in ${up.messages} messages up`,
    },
  ];
}

/** A get-method's walk: 0 BoC bytes up, ≤ 2 messages across the bridge. */
export function getMethodCriteria(crossings: readonly Crossing[]): CriterionCheck[] {
  const up = upTheBridge(crossings);
  const across = crossings.filter((c) => c.boundary === 'ipc').length;
  return [
    {
      criterion: '0 BoC bytes go up the IPC boundary',
      met: up.bocChars === 0,
      measured: `${up.bocChars} BoC characters up`,
    },
    {
      criterion: '≤ 2 messages cross the IPC boundary',
      met: across <= 2,
      measured: `${across} messages (${up.messages} up, ${across - up.messages} down)`,
    },
  ];
}
