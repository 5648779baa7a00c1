/**
 * The schema of what a case record keeps of a paste (see pasted-input.ts). Apart from the code that
 * builds the record because the bridge API and the log entry check it: it needs zod only, so the
 * preload script, which carries the bridge API, does not pull in the address codec.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { rawAddressText } from '../api/primitives';

/** Most characters of the pasted text kept (a message, or the first part of a pasted list). */
export const MAX_PASTED_CHARS = 64 * 1024;
/** Most skipped words, invalid entries and corrections kept. */
export const MAX_PASTED_ITEMS = 200;
/**
 * Most positions of requested accounts kept: every account whose address lies in the kept text (an
 * address is at least 48 characters, so {@link MAX_PASTED_CHARS} holds fewer than this).
 */
export const MAX_PASTED_POSITIONS = 2_000;

/** The fields of a place in the text, spread into the schemas below (built with them, on first use). */
const position = lazySchema(() => ({
  line: z.number().int().positive(),
  column: z.number().int().positive(),
}));

/** One invalid entry of the paste. */
export const pastedInvalidSchema = lazySchema(() =>
  z.object({
    input: z.string().max(200),
    ...position,
    reason: z.string().max(500),
    /** The valid addresses one edit away (checksum-verified), raw. */
    corrections: z.array(rawAddressText).max(5),
  }),
);

/**
 * A "Did you mean" applied in the paste box before the lookup: what the customer wrote and what it was
 * corrected to, side by side, at the line and column of the entry (the same in the text before and
 * after, since only the address inside the entry changed).
 */
export const pastedCorrectionSchema = lazySchema(() =>
  z.object({
    /** The address as the customer wrote it (mistyped). */
    typed: z.string().max(200),
    /** The address it was corrected to, as it stands in `text`. */
    to: z.string().max(200),
    ...position,
  }),
);
export type PastedCorrection = z.infer<typeof pastedCorrectionSchema>;

/** The paste as a case record keeps it. */
export const pastedInputSchema = lazySchema(() =>
  z.object({
    /** The text as looked up (corrections applied; {@link pastedCorrectionSchema} keeps what was typed). */
    text: z.string().max(MAX_PASTED_CHARS),
    /** The text was longer: `text` is its first whole lines, at most {@link MAX_PASTED_CHARS} characters. */
    cut: z.boolean(),
    skipped: z
      .array(z.object({ input: z.string().max(200), line: z.number().int(), column: z.number().int() }))
      .max(MAX_PASTED_ITEMS),
    invalid: z.array(pastedInvalidSchema).max(MAX_PASTED_ITEMS),
    /** Corrections applied before the lookup (absent in records made before they were kept). */
    corrected: z.array(pastedCorrectionSchema).max(MAX_PASTED_ITEMS).optional(),
    /**
     * Where each requested account stands in `text`, `[line, column]`, in the order of the entry's inputs
     * (the first occurrence, as the lookup's Input shows it); accounts past the kept text have none.
     * Absent in records made before positions were kept.
     */
    positions: z
      .array(z.tuple([position.line, position.column]))
      .max(MAX_PASTED_POSITIONS)
      .optional(),
  }),
);
export type PastedInput = z.infer<typeof pastedInputSchema>;
