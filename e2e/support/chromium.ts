/**
 * Which Chromium runs the browser tests and benchmarks, and with which flags. Debian's Chromium here
 * (CHROMIUM_PATH, else /usr/bin/chromium); on a machine without it, Playwright's own browser.
 */
import { existsSync } from 'node:fs';

/**
 * Flags for Chromium as root on a machine with no network but loopback: no sandbox (root), no GPU,
 * no /dev/shm use, and none of the background connections a closed network refuses.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/** The Chromium executable to use, or undefined for Playwright's own browser. */
export function chromiumExecutablePath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
