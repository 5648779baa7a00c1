/**
 * The user's private labels and favourites as a react-query query (one `listLabels` call, cached), and
 * the mutations that change them. Every screen reads this one query, so a label set on one screen shows
 * on all of them at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Favourite, Label } from '../../shared/labels/label-record';
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
    queryFn: () => unwrap(bridge.listLabels()),
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
