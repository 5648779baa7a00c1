/**
 * The user's private labels and favourites as a react-query query (read by pages, cached), and
 * the mutations that change them. Every screen reads this one query, so a label set on one screen shows
 * on all of them at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Favourite, Label } from '../../shared/labels/label-record';
import { MAX_LABEL_PAGE } from '../../shared/bridge/api/labels-api';
import { unwrap, useBridge } from '../bridge/bridge-context';

/** The query key of the labels. */
export const LABELS_KEY = ['labels'] as const;

/** Labels by raw address, and the favourites in their order. */
export interface LabelIndex {
  readonly byRaw: ReadonlyMap<string, Label>;
  readonly favourites: readonly Favourite[];
  readonly favoured: ReadonlySet<string>;
}

const EMPTY: LabelIndex = { byRaw: new Map(), favourites: [], favoured: new Set() };

/** The labels query, indexed by raw address (empty while loading or when the store cannot be read). */
export function useLabels(): LabelIndex & { error: unknown } {
  const { bridge } = useBridge();
  const query = useQuery({
    queryKey: LABELS_KEY,
    // By pages: 100,000 labels arrive as 50 small answers (each a short task here and where the store
    // is), never one answer of megabytes that holds the page, or the store, for seconds.
    queryFn: async () => {
      const labels: Label[] = [];
      let after: string | undefined;
      for (;;) {
        const page = await unwrap(
          bridge.listLabelsPage({ limit: MAX_LABEL_PAGE, ...(after ? { after } : {}) }),
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
  const { bridge } = useBridge();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: LabelChange) => {
      if (change.kind === 'set')
        await unwrap(bridge.setLabel({ address: change.address, text: change.text }));
      else if (change.kind === 'remove') await unwrap(bridge.removeLabel({ address: change.address }));
      else if (change.on) await unwrap(bridge.addFavourite({ address: change.address }));
      else await unwrap(bridge.removeFavourite({ address: change.address }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LABELS_KEY }),
  });
}
