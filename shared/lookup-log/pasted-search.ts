/**
 * The customer's message searched as written: a ticket number or a name inside the pasted text, and
 * the address the customer wrote before a "Did you mean" replaced it — each found with where it
 * stands, for the Log's "Matches by …" line. Runs where the log is (lookup-log.ts), over the kept
 * records only, never over the entries' results.
 */
import type { PastedInput } from './pasted-input-schema';

/** Most places one entry's record reports for one search (the first ones in the text). */
export const MAX_TEXT_MATCHES = 3;
/** Characters of the line shown on each side of a match. */
const AROUND = 30;
/** Longest first line of a message a log summary carries. */
export const MESSAGE_LINE_MAX = 200;

/** The message's first line with text in it, cut to {@link MESSAGE_LINE_MAX} characters with "…". */
export function messageFirstLine(text: string): string {
  const line =
    text
      .split(/\r\n|\r|\n/)
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  return line.length > MESSAGE_LINE_MAX ? `${line.slice(0, MESSAGE_LINE_MAX - 1)}…` : line;
}

/** `text` around `[start, end)` within its line: `…before match after…`. */
function excerpt(line: string, start: number, end: number): string {
  const from = Math.max(0, start - AROUND);
  const to = Math.min(line.length, end + AROUND);
  return `${from > 0 ? '…' : ''}${line.slice(from, to)}${to < line.length ? '…' : ''}`;
}

/** Where `lower` (a lower-cased needle) stands in `text`: the first few, each in words. */
function messageMatches(text: string, lower: string): string[] {
  const found: string[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length && found.length < MAX_TEXT_MATCHES; i++) {
    const line = lines[i]!;
    const at = line.toLowerCase().indexOf(lower);
    if (at < 0) continue;
    const column = [...line.slice(0, at)].length + 1;
    found.push(`message, line ${i + 1}, column ${column}: “${excerpt(line, at, at + lower.length)}”`);
  }
  return found;
}

/**
 * Why the record `pasted` matches `needle` (case-insensitive; empty: it does not): places in the
 * message, then each corrected address whose mistyped form holds it.
 */
export function pastedMatches(pasted: PastedInput, needle: string): string[] {
  const lower = needle.trim().toLowerCase();
  if (lower === '') return [];
  const found = messageMatches(pasted.text, lower);
  for (const c of pasted.corrected ?? [])
    if (c.typed.toLowerCase().includes(lower))
      found.push(
        `address as the customer wrote it, before the correction (line ${c.line}, column ${c.column})`,
      );
  return found;
}
