/**
 * The jetton masters the user keeps: the Tokens screen's masters box, shared with the account page (which
 * derives a wallet's tokens of the presets plus these). Kept while the app is open, not saved with the
 * profile; `null` until the user edits it — the presets stand then.
 */
import { useSyncExternalStore } from 'react';

let text: string | null = null;
const listeners = new Set<() => void>();

/** Replaces the kept text (`null` → the presets again). */
export function setKeptMastersText(next: string | null): void {
  text = next;
  for (const listener of listeners) listener();
}

/** The kept text, or null while the presets stand. */
export function keptMastersText(): string | null {
  return text;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** React access to the kept text. */
export function useKeptMastersText(): string | null {
  return useSyncExternalStore(subscribe, keptMastersText);
}
