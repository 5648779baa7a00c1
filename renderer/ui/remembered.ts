/**
 * A display preference of this window (the theme, whether the summary in pictures is open) remembered
 * in the renderer's localStorage for the next start: nothing the bridge has to carry. Where storage is
 * blocked (some private modes) a choice lasts for the session only, and nothing fails.
 */

/** What `key` holds, or null when nothing is remembered or storage cannot be read. */
export function readRemembered(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Remembers `value` under `key`; silently not where storage is blocked (the choice still applies now). */
export function remember(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not remembered; the caller's state holds the choice for this session.
  }
}
