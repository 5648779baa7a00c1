/**
 * What a case record keeps of what was pasted, besides what was sent: the message itself, the words
 * that were skipped, and every invalid entry with its line, column, reason and the valid addresses one
 * edit away — so Open restores the whole input, and the log finds the address the customer wrote even
 * when it was mistyped. Bounded: a pasted file of 100,000 lines keeps its first part and says so.
 */
import { normalizeAddress } from '../address/address-codec';
import type { AddressList } from '../address/address-list';
import { correctablePart, typoCorrections } from '../address/typo-corrections';
import { MAX_PASTED_CHARS, MAX_PASTED_ITEMS, type PastedInput } from './pasted-input-schema';

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
