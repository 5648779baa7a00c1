/**
 * The jetton masters the user keeps: the Tokens screen's masters box, shared with the account page (which
 * derives a wallet's tokens of the presets plus these). Kept while the app is open, not saved with the
 * profile; `null` until the user edits it — the presets stand then.
 */
import { useSyncExternalStore } from 'react';
import { createListeners } from './store-parts';

let text: string | null = null;
const { notify, subscribe } = createListeners();

/** Replaces the kept text (`null` → the presets again). */
export function setKeptMastersText(next: string | null): void {
  text = next;
  notify();
}

/** The kept text, or null while the presets stand. */
export function keptMastersText(): string | null {
  return text;
}

/** React access to the kept text. */
export function useKeptMastersText(): string | null {
  return useSyncExternalStore(subscribe, keptMastersText);
}
