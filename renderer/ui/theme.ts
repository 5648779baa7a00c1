/**
 * The colour theme: the system's (prefers-color-scheme), light or dark, chosen in the header and
 * remembered in this renderer's localStorage (a display preference of this window, not a setting the
 * bridge has to carry). The choice is applied as `data-theme` on the root element; styles.css turns
 * it into `color-scheme`, and every colour is a `light-dark()` pair, so one set of variables serves
 * both themes and "system" follows the OS live.
 *
 * The stored choice is applied when this module is first imported — before the first render, so a
 * chosen dark theme does not flash light.
 */
import { readRemembered, remember } from './remembered';

/** What the user can choose. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** Every choice, in menu order. */
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The localStorage key of the choice. */
export const THEME_STORAGE_KEY = 'ton-index-explorer:theme';

const isChoice = (value: unknown): value is ThemeChoice =>
  value === 'system' || value === 'light' || value === 'dark';

/** The remembered choice; "system" when none (or storage is unavailable or holds something else). */
function readStored(): ThemeChoice {
  const value = readRemembered(THEME_STORAGE_KEY);
  return isChoice(value) ? value : 'system';
}

let current: ThemeChoice = readStored();
const listeners = new Set<() => void>();

/** Puts the choice on the root element; "system" removes it, leaving the OS to decide. */
function apply(choice: ThemeChoice): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/** The current choice. */
export function getTheme(): ThemeChoice {
  return current;
}

/** Chooses a theme: applied at once, remembered for the next start, announced to subscribers. */
export function setTheme(choice: ThemeChoice): void {
  if (!isChoice(choice)) return;
  current = choice;
  apply(choice);
  remember(THEME_STORAGE_KEY, choice);
  for (const listener of listeners) listener();
}

/** Calls `listener` on every change, also one made in another window of the app (the `storage` event). */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    current = readStored();
    apply(current);
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

apply(current);
