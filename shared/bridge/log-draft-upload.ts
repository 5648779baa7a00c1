/**
 * The sending side of a lookup log draft: the renderer hands a finished lookup to the log in parts of at
 * most {@link LOG_DRAFT_CHUNK_ITEMS} items (`beginLookupLogEntry`, `appendLookupLogEntry`…,
 * `finishLookupLogEntry`), one at a time. No single message is large, so no structured clone, IPC send
 * or check of one takes long, and the page's main thread stays free between parts. If any part is
 * refused the draft is discarded, so nothing half-sent lingers on the other side.
 */
import type { LookupLogDraftInput, LookupLogSummary } from '../lookup-log/log-entry';
import { LOG_DRAFT_CHUNK_ITEMS, type LookupLogDraftPartInput } from './api/lookup-log-api';
import { type BridgeResult, type TonIndexBridge } from './api/bridge-api';

export { LOG_DRAFT_CHUNK_ITEMS };

/** The four methods a draft travels through. */
export type DraftSender = Pick<
  TonIndexBridge,
  'beginLookupLogEntry' | 'appendLookupLogEntry' | 'finishLookupLogEntry' | 'discardLookupLogEntry'
>;

type ListName = 'inputs' | 'accounts' | 'notFound' | 'failed';
type MapName = 'addressBook' | 'metadata';

/** The draft's lists and maps cut into parts of at most `size` items, in order. */
export function* draftParts(
  draft: LookupLogDraftInput,
  size = LOG_DRAFT_CHUNK_ITEMS,
): Generator<LookupLogDraftPartInput> {
  const lists: [ListName, readonly unknown[]][] = [
    ['inputs', draft.inputs],
    ['accounts', draft.result.accounts],
    ['notFound', draft.result.not_found],
    ['failed', draft.failed],
  ];
  const maps: [MapName, Record<string, unknown>][] = [
    ['addressBook', draft.result.address_book ?? {}],
    ['metadata', draft.result.metadata ?? {}],
  ];
  let part: Record<string, unknown> = {};
  let items = 0;
  /** Adds up to the room left in the part; answers how many it took. */
  const fill = (
    name: ListName | MapName,
    total: number,
    slice: (from: number, to: number) => unknown,
    from: number,
  ): number => {
    const take = Math.min(size - items, total - from);
    part[name] = slice(from, from + take);
    items += take;
    return take;
  };
  const flush = function* () {
    if (items === size) {
      yield part as LookupLogDraftPartInput;
      part = {};
      items = 0;
    }
  };
  for (const [name, list] of lists) {
    for (let from = 0; from < list.length;) {
      from += fill(name, list.length, (a, b) => list.slice(a, b), from);
      yield* flush();
    }
  }
  for (const [name, map] of maps) {
    const keys = Object.keys(map);
    for (let from = 0; from < keys.length;) {
      from += fill(
        name,
        keys.length,
        (a, b) => Object.fromEntries(keys.slice(a, b).map((key) => [key, map[key]])),
        from,
      );
      yield* flush();
    }
  }
  if (items > 0) yield part as LookupLogDraftPartInput;
}

/** Sends `draft` to the log in parts and commits it; answers the summary, or why it was not logged. */
export async function uploadLookupLogDraft(
  bridge: DraftSender,
  draft: LookupLogDraftInput,
): Promise<BridgeResult<LookupLogSummary>> {
  const { profile, lastBlock, includeBoc, counts, cancelled } = draft;
  const begun = await bridge.beginLookupLogEntry({ profile, lastBlock, includeBoc, counts, cancelled });
  if (!begun.ok) return begun;
  const { draftId } = begun.value;
  for (const part of draftParts(draft)) {
    const sent = await bridge.appendLookupLogEntry({ draftId, part });
    if (!sent.ok) {
      await bridge.discardLookupLogEntry({ draftId });
      return sent;
    }
  }
  return bridge.finishLookupLogEntry({ draftId });
}
