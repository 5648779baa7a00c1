/**
 * What a case record keeps of what was pasted, besides what was sent: the message itself, the words
 * that were skipped, and every invalid entry with its line, column, reason and the valid addresses one
 * edit away — so Open restores the whole input, and the log finds the address the customer wrote even
 * when it was mistyped. Bounded: a pasted file of 100,000 lines keeps its first part and says so.
 */
import { z } from 'zod';
import { normalizeAddress } from '../address/address-codec';
import type { AddressList } from '../address/address-list';
import { correctablePart, typoCorrections } from '../address/typo-corrections';
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
export type PastedInvalid = z.infer<typeof pastedInvalidSchema>;

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

/** The record of `text`, as `list` (its parse, read as prose) found it. */
export function pastedInputOf(text: string, list: AddressList): PastedInput {
  return {
    text: text.slice(0, MAX_PASTED_CHARS),
    cut: text.length > MAX_PASTED_CHARS,
    skipped: list.skipped
      .slice(0, MAX_PASTED_ITEMS)
      .map((w) => ({ input: w.input.slice(0, 200), line: w.line, column: w.column })),
    invalid: list.invalid.slice(0, MAX_PASTED_ITEMS).map((entry) => ({
      input: entry.input.slice(0, 200),
      line: entry.line,
      column: entry.column,
      reason: (entry.message ?? entry.reason ?? 'not an address').slice(0, 500),
      corrections: typoCorrections(correctablePart(entry.input).text).flatMap((c) => {
        const raw = normalizeAddress(c.address);
        return raw ? [raw] : [];
      }),
    })),
  };
}
