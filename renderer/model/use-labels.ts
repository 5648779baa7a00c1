/**
 * The user's private labels and favourites as a react-query query (read by pages, cached), and
 * the mutations that change them. Every screen reads this one query, so a label set on one screen shows
 * on all of them at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BridgeMethod } from '../../shared/bridge/api/bridge-api';
import type { Favourite, Label } from '../../shared/labels/label-record';
import { MAX_LABEL_PAGE } from '../../shared/bridge/api/labels-api';
import { bridgeKey, invalidateBridge, useBridgeCall } from './bridge-query';

/** What a change of labels makes stale: every page and lookup of them. */
export const LABEL_READS: readonly BridgeMethod[] = ['listLabelsPage', 'labelsOf'];

/** Labels by raw address, and the favourites in their order. */
export interface LabelIndex {
  readonly byRaw: ReadonlyMap<string, Label>;
  readonly favourites: readonly Favourite[];
  readonly favoured: ReadonlySet<string>;
}

const EMPTY: LabelIndex = { byRaw: new Map(), favourites: [], favoured: new Set() };

/** The labels query, indexed by raw address (empty while loading or when the store cannot be read). */
export function useLabels(): LabelIndex & { error: unknown } {
  const call = useBridgeCall();
  const query = useQuery({
    queryKey: bridgeKey('listLabelsPage', undefined, 'all'),
    // By pages: 100,000 labels arrive as 50 small answers (each a short task here and where the store
    // is), never one answer of megabytes that holds the page, or the store, for seconds.
    queryFn: async ({ signal }) => {
      const labels: Label[] = [];
      let after: string | undefined;
      for (;;) {
        const page = await call(
          'listLabelsPage',
          { limit: MAX_LABEL_PAGE, ...(after ? { after } : {}) },
          { signal },
        );
        labels.push(...page.labels);
        if (page.next === null) return { labels, favourites: page.favourites };
        after = page.next;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
  const index = useMemo<LabelIndex>(() => {
    if (!query.data) return EMPTY;
    return {
      byRaw: new Map(query.data.labels.map((l) => [l.raw, l])),
      favourites: query.data.favourites,
      favoured: new Set(query.data.favourites.map((f) => f.raw)),
    };
  }, [query.data]);
  return { ...index, error: query.error };
}

/** The label of one address (raw), or undefined. */
export function useLabelOf(raw: string): Label | undefined {
  return useLabels().byRaw.get(raw);
}

type LabelChange =
  | { kind: 'set'; address: string; text: string }
  | { kind: 'remove'; address: string }
  | { kind: 'favourite'; address: string; on: boolean };

/** One mutation for every change; the labels query is read again after each. */
export function useLabelChange() {
  const call = useBridgeCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: LabelChange) => {
      const { address } = change;
      if (change.kind === 'set') await call('setLabel', { address, text: change.text });
      else if (change.kind === 'remove') await call('removeLabel', { address });
      else await call(change.on ? 'addFavourite' : 'removeFavourite', { address });
    },
    onSettled: () => invalidateBridge(queryClient, LABEL_READS),
  });
}
