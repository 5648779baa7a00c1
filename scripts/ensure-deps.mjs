#!/usr/bin/env node
// Makes `npm start` / `npm test` work on a fresh checkout: installs node_modules from the lockfile when
// they are missing or older than package-lock.json. Electron's installer downloads its binary from the
// internet; where that is impossible (an offline machine) the install is retried without the binary
// (ELECTRON_SKIP_BINARY_DOWNLOAD=1): everything but launching Electron itself still works.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = join(root, 'package-lock.json');
const marker = join(root, 'node_modules', '.package-lock.json');

const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
if (!fresh) {
  const run = (env) =>
    spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;
  console.log('Installing dependencies (npm ci)…');
  let status = run({});
  if (status !== 0 && !process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
    console.log('\nnpm ci failed; retrying without the Electron binary (ELECTRON_SKIP_BINARY_DOWNLOAD=1).');
    console.log('The web build, the CLI and every test still work; `npm start` needs the binary.\n');
    status = run({ ELECTRON_SKIP_BINARY_DOWNLOAD: '1' });
  }
  if (status !== 0) process.exit(status ?? 1);
}
