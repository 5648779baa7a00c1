/**
 * The lookup a new one replaced when it was started from elsewhere (Favourites' "Look up all"): kept,
 * with the paste box's text as it was, so the agent's case is one click away (previous-lookup-note.tsx).
 * Only one is kept: the one just replaced.
 */
import { useSyncExternalStore } from 'react';
import type { LookupOutcome, LookupRequest } from './lookup-outcome';
import { createListeners } from './store-parts';

/** The replaced lookup, what was in the paste box, and what replaced it (for the note's words). */
export interface PreviousLookup {
  readonly outcome: LookupOutcome;
  readonly pasteText: string;
  readonly replacedBy: string;
}

let previous: PreviousLookup | null = null;
let pasteText = '';
const restoredTexts = new WeakMap<LookupRequest, string>();
const { notify, subscribe } = createListeners();

/** The paste box reports its text here as it changes (so a replaced lookup keeps it). */
export function notePasteText(text: string): void {
  pasteText = text;
}

/** Keeps `outcome` (the lookup about to be replaced) with the paste box's text. */
export function keepPreviousLookup(outcome: LookupOutcome | null, replacedBy: string): void {
  previous = outcome ? { outcome, pasteText, replacedBy } : null;
  notify();
}

/** Takes the kept lookup back (it is shown again; its paste text goes back in the box). */
export function takePreviousLookup(): LookupOutcome | null {
  const kept = previous;
  previous = null;
  notify();
  if (!kept) return null;
  restorePasteTextWith(kept.outcome.request, kept.pasteText);
  return kept.outcome;
}

/** Forgets the kept lookup. */
export function dismissPreviousLookup(): void {
  previous = null;
  notify();
}

/** Puts `text` back in the paste box when `request` is shown (a log entry opened with its whole input). */
export function restorePasteTextWith(request: LookupRequest, text: string): void {
  if (text.trim() !== '') restoredTexts.set(request, text);
}

/** The paste text to restore with `request`, when it is a lookup taken back. */
export function restoredPasteText(request: LookupRequest | null | undefined): string | undefined {
  return request ? restoredTexts.get(request) : undefined;
}

/** React access to the kept lookup. */
export function usePreviousLookup(): PreviousLookup | null {
  return useSyncExternalStore(subscribe, () => previous);
}
