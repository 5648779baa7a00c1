#!/usr/bin/env node
// Makes `npm start` / `npm test` work on a fresh checkout: installs node_modules from the lockfile when
// they are missing or older than package-lock.json. Electron's installer downloads its binary from the
// internet, and on a machine that cannot reach it fails only after a long wait, with a stack trace. So
// first, in a few seconds at most, ask whether the download can work (electron-binary.mjs); where it
// cannot, say so at once and install without the binary (ELECTRON_SKIP_BINARY_DOWNLOAD=1): everything
// but launching Electron itself still works. An install that fails anyway is retried the same way.
// npm itself prints nothing until it is done (errors only, below), and a first install takes minutes:
// so it is said up front what is being waited for, and every 15 s how far it has come.
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronDownloadCheck } from './electron-binary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = join(root, 'package-lock.json');
const marker = join(root, 'node_modules', '.package-lock.json');

const WITHOUT_BINARY =
  'The browser build, the CLI and every test still work; `npm start` opens the browser build on the local sample index.';

const modules = join(root, 'node_modules');

/** How often the install's progress is said (ENSURE_DEPS_PROGRESS_MS: a test's, which cannot wait 15 s). */
const PROGRESS_MS = Number(process.env.ENSURE_DEPS_PROGRESS_MS) || 15_000;

/**
 * The folders npm ci fills, from the lockfile: every package it always installs (optional ones — other
 * platforms' binaries — may never come, and links are not unpacked).
 */
function lockedPackages() {
  try {
    const { packages = {} } = JSON.parse(readFileSync(lock, 'utf8'));
    return Object.entries(packages)
      .filter(([path, entry]) => path.includes('node_modules/') && !entry.optional && !entry.link)
      .map(([path]) => join(root, path, 'package.json'));
  } catch {
    return [];
  }
}

/** How far the install has come: packages unpacked so far, then the install scripts npm runs last. */
function progressLine(packages, started) {
  const seconds = Math.round((Date.now() - started) / 1000);
  const unpacked = packages.filter((file) => existsSync(file)).length;
  return unpacked < packages.length
    ? `Still installing (${seconds} s): ${unpacked} of ${packages.length} packages unpacked.`
    : `Still installing (${seconds} s): all ${packages.length} packages unpacked; npm is running their install scripts.`;
}
const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
// A node_modules that links to another checkout's (a git worktree sharing one install): `npm ci` here
// would empty the folder it links to — every checkout's dependencies — before installing a copy here.
const linked = existsSync(modules) && lstatSync(modules).isSymbolicLink();
if (!fresh && linked) {
  console.log(
    `node_modules links to ${realpathSync(modules)}; not reinstalling through the link (that would empty it for every checkout using it). If it is out of date, run npm ci there.`,
  );
} else if (!fresh) {
  const packages = lockedPackages();
  const run = async (env) => {
    // Errors only: npm's warnings here are harmless and read as problems on a first run (Node 22
    // engines wanted by electron-builder's rebuild tools, which only packaging uses; npm 11 listing
    // the install scripts it runs anyway). A failed install still prints its error and stops.
    const child = spawn('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
      shell: process.platform === 'win32', // npm is a .cmd there
    });
    const started = Date.now();
    const progress = setInterval(() => console.log(progressLine(packages, started)), PROGRESS_MS);
    try {
      return await new Promise((resolve) => {
        child.on('error', () => resolve(1));
        child.on('exit', (code) => resolve(code));
      });
    } finally {
      clearInterval(progress);
    }
  };
  let env = {};
  if (!process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
    const check = await electronDownloadCheck();
    if (!check.ok) {
      console.log(`Electron's binary cannot be downloaded here: ${check.reason}.`);
      console.log(`Installing without it (ELECTRON_SKIP_BINARY_DOWNLOAD=1). ${WITHOUT_BINARY}\n`);
      env = { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' };
    }
  }
  console.log('Installing dependencies (npm ci)…');
  console.log(
    `${packages.length} packages from package-lock.json, downloaded and unpacked into node_modules: a few minutes on a first run. npm prints nothing until it is done; how far it has come is said here every ${PROGRESS_MS / 1000} s.`,
  );
  let status = await run(env);
  if (status !== 0 && !process.env.ELECTRON_SKIP_BINARY_DOWNLOAD && !env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
    console.log('\nnpm ci failed; retrying without the Electron binary (ELECTRON_SKIP_BINARY_DOWNLOAD=1).');
    console.log(`${WITHOUT_BINARY}\n`);
    status = await run({ ELECTRON_SKIP_BINARY_DOWNLOAD: '1' });
  }
  if (status !== 0) process.exit(status ?? 1);
}
