/**
 * Why a logged lookup matches a search, in words — so a ticket number found in a label is told apart
 * from one in the entry's own note or in the customer's message. A search text matches the entry's
 * title, note, indexer and date, and — searched where the log is (pasted-search.ts) — the pasted
 * message and the addresses the customer wrote before a correction; an address (any form) matches the
 * accounts the entry asked for, and — from the case record (pasted-input.ts) — the address the customer
 * wrote when it was invalid, as typed or by its correction.
 */
import type { LookupLogSummary } from './log-entry';

/** What a search brings besides its text. */
export interface LogSearchFacts {
  /** The search text as an address, raw; null when it is not one. */
  readonly raw: string | null;
  /** Entries whose requested accounts include `raw` (the log's own search over entry bodies). */
  readonly idsByAddress: ReadonlySet<string>;
  /** Entry id → the user's labels (texts) that match the search and name one of its accounts. */
  readonly labelsById: ReadonlyMap<string, readonly string[]>;
  /** Entry id → where the search text stands in its pasted message or corrections (the log's text search). */
  readonly textById: ReadonlyMap<string, readonly string[]>;
  /** How the entry's time is written, to match a date typed in any of these forms. */
  readonly dateTexts: (summary: LookupLogSummary) => readonly string[];
}

/** The reasons `summary` matches `needle` (empty: it does not). */
export function logMatchReasons(summary: LookupLogSummary, needle: string, facts: LogSearchFacts): string[] {
  const lower = needle.trim().toLowerCase();
  if (lower === '') return [];
  const has = (text: string | undefined) => text !== undefined && text.toLowerCase().includes(lower);
  const reasons: string[] = [];
  if (has(summary.title)) reasons.push('title');
  if (has(summary.note)) reasons.push('note');
  if (has(summary.profile.name)) reasons.push('indexer');
  if (facts.dateTexts(summary).some(has)) reasons.push('date');
  if (facts.idsByAddress.has(summary.id)) reasons.push('address');
  for (const text of facts.labelsById.get(summary.id) ?? []) reasons.push(`label “${text}”`);
  reasons.push(...(facts.textById.get(summary.id) ?? []));
  for (const invalid of summary.invalidInputs ?? []) {
    const where = `line ${invalid.line}, column ${invalid.column}`;
    if (facts.raw !== null && invalid.corrections.includes(facts.raw))
      reasons.push(`address, mistyped as “${invalid.input}” (${where})`);
    else if (has(invalid.input)) reasons.push(`invalid address as typed (${where})`);
  }
  return reasons;
}
