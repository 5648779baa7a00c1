/**
 * The user's private labels and favourites as bridge methods. Implemented by
 * shared/bridge/label-handlers.ts over the labels store (a sublevel of the log's database): in main in
 * Electron, in the log's Worker on the web.
 */
import { z } from 'zod';
// The codec-free part only: the preload (sandboxed, no Buffer) loads this API. Addresses in any form and
// label texts are checked by the labels store, which says what is wrong with them.
import {
  favouriteSchema,
  LABEL_MAX_LENGTH,
  labelSchema,
  MAX_LABELS_CSV_BYTES,
} from '../../labels/label-record';
import { rawAddressText } from '../../api/primitives';
import { anyAddressArg, noArg } from './api-parts';

/** Most labels one `listLabelsPage` or `labelsOf` call carries. */
export const MAX_LABEL_PAGE = 2_000;

/** The labels methods. */
export const labelsApi = {
  /** Every private label and the favourites list. */
  listLabels: {
    arg: noArg,
    result: z.object({ labels: z.array(labelSchema), favourites: z.array(favouriteSchema) }),
  },
  /**
   * One page of the private labels in address order (after a raw address, at most `limit`, matching
   * `search` in text or address), the count of all of them, records that could not be read, and the
   * favourites list (label-handlers.ts). 100,000 labels open a page at a time.
   */
  listLabelsPage: {
    arg: z
      .object({
        after: rawAddressText.optional(),
        limit: z.number().int().min(1).max(MAX_LABEL_PAGE),
        search: z
          .string()
          .max(4 * LABEL_MAX_LENGTH)
          .optional(),
      })
      .strict(),
    result: z.object({
      labels: z.array(labelSchema),
      next: rawAddressText.nullable(),
      total: z.number().int().nonnegative(),
      unreadable: z.number().int().nonnegative(),
      favourites: z.array(favouriteSchema),
    }),
  },
  /** The labels of these raw addresses (those that have one), e.g. to name accounts in a notification. */
  labelsOf: {
    arg: z.object({ raws: z.array(rawAddressText).max(MAX_LABEL_PAGE) }).strict(),
    result: z.object({ labels: z.record(z.string(), labelSchema) }),
  },
  /** Names an address (any form; kept by its raw form). One visible line, at most 120 characters. */
  setLabel: {
    arg: z.object({ address: anyAddressArg, text: z.string().max(4 * LABEL_MAX_LENGTH) }).strict(),
    result: labelSchema,
  },
  /** Removes an address's label. */
  removeLabel: {
    arg: z.object({ address: anyAddressArg }).strict(),
    result: z.object({ removed: z.boolean() }),
  },
  /** Adds an address to the favourites (at the end; already there: unchanged). */
  addFavourite: { arg: z.object({ address: anyAddressArg }).strict(), result: favouriteSchema },
  /** Takes an address off the favourites. */
  removeFavourite: {
    arg: z.object({ address: anyAddressArg }).strict(),
    result: z.object({ removed: z.boolean() }),
  },
  /** Labels and favourites as CSV text (shared/labels/labels-csv.ts), for the renderer to save. */
  exportLabels: { arg: noArg, result: z.object({ csv: z.string() }) },
  /** Imports labels CSV text in one batch: the whole file or nothing, unless `partial`. */
  importLabels: {
    arg: z.object({ csv: z.string().max(MAX_LABELS_CSV_BYTES), partial: z.boolean().optional() }).strict(),
    result: z.object({
      labels: z.number().int(),
      favourites: z.number().int(),
      refused: z.array(z.string()),
    }),
  },
} as const;
