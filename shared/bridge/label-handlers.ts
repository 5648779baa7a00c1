/**
 * The private labels' and favourites' bridge handlers, once for every transport, over the labels store
 * (shared/labels) that lives in a sublevel of the lookup log's database: in Electron they run in main
 * beside the log's, on the web in the log's Worker (where that database is open).
 */
import { exportLabelsCsv, importLabelsCsv, type LabelStore } from '../labels';
import type { BridgeHandlers } from './handlers';

/** The methods of the labels store; on the web they run in the log's worker, like the log's. */
export const LABEL_METHODS = [
  'listLabels',
  'listLabelsPage',
  'labelsOf',
  'setLabel',
  'removeLabel',
  'addFavourite',
  'removeFavourite',
  'exportLabels',
  'importLabels',
] as const;
export type LabelMethod = (typeof LABEL_METHODS)[number];

/** What the label handlers are built from. */
export interface LabelDeps {
  labels: LabelStore;
}

/** Builds the label handlers over `deps.labels`. */
export function createLabelHandlers(deps: LabelDeps): Pick<BridgeHandlers, LabelMethod> {
  const { labels } = deps;
  return {
    listLabels: async () => {
      const [all, favourites] = await Promise.all([labels.list(), labels.favourites()]);
      return { labels: all, favourites };
    },
    listLabelsPage: async ({ after, limit, search }) => {
      const [page, favourites] = await Promise.all([
        labels.page({
          limit,
          ...(after !== undefined ? { after } : {}),
          ...(search !== undefined ? { search } : {}),
        }),
        labels.favourites(),
      ]);
      return { ...page, favourites };
    },
    labelsOf: async ({ raws }) => ({ labels: await labels.getMany(raws) }),
    setLabel: ({ address, text }) => labels.set(address, text),
    removeLabel: async ({ address }) => ({ removed: await labels.remove(address) }),
    addFavourite: ({ address }) => labels.addFavourite(address),
    removeFavourite: async ({ address }) => ({ removed: await labels.removeFavourite(address) }),
    exportLabels: async () => ({ csv: await exportLabelsCsv(labels) }),
    importLabels: async ({ csv, partial }) => {
      const result = await importLabelsCsv(labels, csv, { partial });
      return {
        labels: result.labels,
        favourites: result.favourites,
        refused: result.refused.map((r) => r.message),
      };
    },
  };
}
