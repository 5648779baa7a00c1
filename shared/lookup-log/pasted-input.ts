/**
 * What a case record keeps of what was pasted, besides what was sent: the message itself, the words
 * that were skipped, every invalid entry with its line, column, reason and the valid addresses one
 * edit away, the corrections applied before the lookup (what the customer wrote beside what it became)
 * and where each requested account stands in the message — so Open restores the whole input with the
 * same lines and columns, and the log finds the address the customer wrote even when it was mistyped.
 * Bounded: a pasted file of 100,000 lines keeps its first whole lines and says so.
 */
import { normalizeAddress } from '../address/address-codec';
import type { AddressList, AddressListEntry } from '../address/address-list';
import { correctablePart, typoCorrections } from '../address/typo-corrections';
import {
  MAX_PASTED_CHARS,
  MAX_PASTED_ITEMS,
  MAX_PASTED_POSITIONS,
  type PastedCorrection,
  type PastedInput,
} from './pasted-input-schema';

/** The part of `text` a record keeps: all of it, or its first whole lines within {@link MAX_PASTED_CHARS}. */
export function keptPasteText(text: string): string {
  if (text.length <= MAX_PASTED_CHARS) return text;
  const head = text.slice(0, MAX_PASTED_CHARS);
  // Whole lines: a half address at the cut would come back as an invalid entry of its own.
  const lastBreak = head.lastIndexOf('\n');
  return lastBreak > 0 ? head.slice(0, lastBreak + 1) : head;
}

/**
 * The offset in `text` of each `[line, column]` (1-based; columns in code points; `\n`, `\r\n` and `\r`
 * each end a line), in one pass: `positions` must be in text order. -1 for one past the text's end.
 */
export function offsetsOf(text: string, positions: readonly (readonly [number, number])[]): number[] {
  const offsets: number[] = [];
  let index = 0;
  let line = 1;
  let column = 1;
  for (const [wantLine, wantColumn] of positions) {
    while (index < text.length && (line < wantLine || (line === wantLine && column < wantColumn))) {
      const code = text.charCodeAt(index);
      if (code === 0x0a || code === 0x0d) {
        index += code === 0x0d && text.charCodeAt(index + 1) === 0x0a ? 2 : 1;
        line += 1;
        column = 1;
      } else {
        index += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
        column += 1;
      }
    }
    offsets.push(line === wantLine && column === wantColumn ? index : -1);
  }
  return offsets;
}

/**
 * Where each requested account (the list's valid entries, in order) stands, if wholly in `kept`; at most
 * {@link MAX_PASTED_POSITIONS}. Only that many entries are read: the record is made in the click on
 * Look up, and a file of 100,000 addresses took the whole list's filter, 100,000 pairs and a walk of
 * each in that task (~26 ms of it, and its garbage) for positions past the first 2,000 never kept.
 */
function positionsIn(kept: string, list: AddressList): [number, number][] {
  const valid: AddressListEntry[] = [];
  for (const entry of list.entries) {
    if (valid.length === MAX_PASTED_POSITIONS) break;
    if (entry.kind === 'valid' && entry.address) valid.push(entry);
  }
  const at = valid.map((e) => [e.line, e.column] as const);
  const offsets = offsetsOf(kept, at);
  const positions: [number, number][] = [];
  for (let i = 0; i < valid.length && positions.length < MAX_PASTED_POSITIONS; i++) {
    const offset = offsets[i]!;
    if (offset < 0 || offset + valid[i]!.input.length > kept.length) break;
    positions.push([valid[i]!.line, valid[i]!.column]);
  }
  return positions;
}

/** The record of `text`, as `list` (its parse, read as prose) found it, with the corrections applied. */
export function pastedInputOf(
  text: string,
  list: AddressList,
  corrected: readonly PastedCorrection[] = [],
): PastedInput {
  const kept = keptPasteText(text);
  return {
    text: kept,
    cut: kept.length < text.length,
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
    ...(corrected.length > 0 ? { corrected: corrected.slice(0, MAX_PASTED_ITEMS) } : {}),
    positions: positionsIn(kept, list),
  };
}

/**
 * The corrections of `applied` that still stand in `list` (the parse of the text about to be looked
 * up): a valid entry at the same line and column holds the corrected address. One the user typed over
 * since, or whose line moved, is no longer what was looked up and is not recorded.
 */
export function standingCorrections(
  list: AddressList,
  applied: readonly PastedCorrection[],
): PastedCorrection[] {
  if (applied.length === 0) return [];
  const at = new Map(list.entries.map((e) => [`${e.line}:${e.column}`, e]));
  return applied.filter((c) => {
    const entry = at.get(`${c.line}:${c.column}`);
    return entry !== undefined && entry.kind !== 'invalid' && entry.input.includes(c.to);
  });
}
