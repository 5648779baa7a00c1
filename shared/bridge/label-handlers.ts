/**
 * The private labels' and favourites' bridge handlers, once for every transport, over the labels store
 * (shared/labels) that lives in a sublevel of the lookup log's database: in Electron they run in main
 * beside the log's, on the web in the log's Worker (where that database is open).
 */
import { exportLabelsCsv, importLabelsCsv } from '../labels/labels-csv';
import { type LabelStore } from '../labels/label-store';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { labelsApi } from './api/labels-api';

/** What the label handlers are built from. */
export interface LabelDeps {
  labels: LabelStore;
}

/** Builds the label handlers over `deps.labels`. */
export function createLabelHandlers(deps: LabelDeps): HandlersOf<MethodsOf<typeof labelsApi>> {
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
