// A Chromium for Playwright, shared by `npm test` and `npm run bench` (both drive the browser build in
// Chromium): CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own; when there is none, one is
// installed (`apt-get install chromium` as root, else `npx playwright install chromium`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Whether a Chromium is there already. */
function hasChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return true;
  if (existsSync('/usr/bin/chromium')) return true;
  try {
    const pw = createRequire(import.meta.url)('playwright-core');
    return existsSync(pw.chromium.executablePath());
  } catch {
    return false; // playwright-core not resolvable: install
  }
}

/** Makes sure a Chromium is there, installing one if needed; `cwd` is the project root. */
export function ensureChromium(cwd) {
  if (hasChromium()) return;
  const run = (cmd, args, env = {}) =>
    spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('\n=== Installing Debian Chromium for the browser tests and benchmarks ===');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
  } else {
    console.log("\n=== Installing Playwright's Chromium for the browser tests and benchmarks ===");
    run('npx', ['playwright', 'install', 'chromium']);
  }
}
