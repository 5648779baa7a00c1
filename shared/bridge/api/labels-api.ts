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
import { anyAddressArg, noArg } from './api-parts';

/** The labels methods. */
export const labelsApi = {
  /** Every private label and the favourites list. */
  listLabels: {
    arg: noArg,
    result: z.object({ labels: z.array(labelSchema), favourites: z.array(favouriteSchema) }),
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
