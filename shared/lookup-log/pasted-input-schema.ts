/**
 * The schema of what a case record keeps of a paste (see pasted-input.ts). Apart from the code that
 * builds the record because the bridge API and the log entry check it: it needs zod only, so the
 * preload script, which carries the bridge API, does not pull in the address codec.
 */
import { z } from 'zod';
import { rawAddressText } from '../api/primitives';

/** Most characters of the pasted text kept (a message, or the first part of a pasted list). */
export const MAX_PASTED_CHARS = 64 * 1024;
/** Most skipped words and invalid entries kept. */
export const MAX_PASTED_ITEMS = 200;

/** One invalid entry of the paste. */
export const pastedInvalidSchema = z.object({
  input: z.string().max(200),
  line: z.number().int().positive(),
  column: z.number().int().positive(),
  reason: z.string().max(500),
  /** The valid addresses one edit away (checksum-verified), raw. */
  corrections: z.array(rawAddressText).max(5),
});

/** The paste as a case record keeps it. */
export const pastedInputSchema = z.object({
  text: z.string().max(MAX_PASTED_CHARS),
  /** The text was longer: `text` is its first {@link MAX_PASTED_CHARS} characters. */
  cut: z.boolean(),
  skipped: z
    .array(z.object({ input: z.string().max(200), line: z.number().int(), column: z.number().int() }))
    .max(MAX_PASTED_ITEMS),
  invalid: z.array(pastedInvalidSchema).max(MAX_PASTED_ITEMS),
});
export type PastedInput = z.infer<typeof pastedInputSchema>;
