/**
 * The stored shapes of labels and favourites and the rules of a label's text, without the address
 * codec (@ton/core): the bridge API — loaded in Electron's sandboxed preload — checks replies with
 * these, and addresses in any form are parsed where the store runs (label-schema.ts).
 */
import { z } from 'zod';
import { rawAddressText } from '../api/primitives';
import { nameProblemMessage } from '../format/text-safety';

/** Largest labels CSV file accepted for import (far above 100,000 labels). */
export const MAX_LABELS_CSV_BYTES = 64 * 1024 * 1024;

/** Longest label, in characters (code points), after trimming. */
export const LABEL_MAX_LENGTH = 120;
/** Most labels one store keeps. */
export const MAX_LABELS = 100_000;
/** Most favourites one store keeps. */
export const MAX_FAVOURITES = 10_000;

/** Why a label text is not accepted, or null; `text` is already trimmed. */
function labelProblem(text: string): string | null {
  if (text === '') return 'a label cannot be empty (remove the label instead)';
  const length = Array.from(text).length;
  if (length > LABEL_MAX_LENGTH)
    return `a label has at most ${LABEL_MAX_LENGTH} characters, this one has ${length}`;
  return nameProblemMessage(text, 'a label');
}

/** A label's text as the user typed it: Unicode-normalised (NFC), trimmed, bounded, one visible line. */
export const labelTextSchema = z
  .string()
  .transform((text) => text.normalize('NFC').trim())
  .superRefine((text, context) => {
    const problem = labelProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * A stored label. Its text is read back as it was stored, not checked again: a label saved before a
 * rule was tightened (a soft hyphen, say) stays readable, and is shown with the character made visible
 * (renderer/labels/label-tag.tsx), never dropped.
 */
export const labelSchema = z.object({
  raw: rawAddressText,
  text: z
    .string()
    .min(1)
    .max(LABEL_MAX_LENGTH * 2),
  /** The user's own name for the address; never the indexer's (its domain and token names are separate). */
  origin: z.literal('user'),
  updatedAt: z.iso.datetime(),
});
export type Label = z.infer<typeof labelSchema>;

/** A stored favourite: an address in the saved list, at its place. */
export const favouriteSchema = z.object({
  raw: rawAddressText,
  /** Order in the list (ascending); gaps allowed. */
  position: z.number().int().nonnegative(),
  addedAt: z.iso.datetime(),
});
export type Favourite = z.infer<typeof favouriteSchema>;
