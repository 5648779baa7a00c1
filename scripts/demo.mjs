#!/usr/bin/env node
// `npm run demo`: the local index server with its sample data on 127.0.0.1:8787, plus the app pointed
// at it — the desktop app where an Electron binary is installed, else the browser build (and a note
// why), opened in the system's browser once it is served. Ctrl+C stops both.
//
// Environment: DEMO_INDEX_PORT (8787), DEMO_WEB_PORT (5173); BROWSER — the command that opens the page
// (default: xdg-open, open or start), `none` to only print the address; TON_INDEX_DEMO_QUIET=1 leaves
// out the note about Electron (`npm start` has said it already).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinary } from './electron-binary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const INDEX_PORT = Number(process.env.DEMO_INDEX_PORT ?? 8787);
const WEB_PORT = Number(process.env.DEMO_WEB_PORT ?? 5173);
const indexerUrl = `http://127.0.0.1:${INDEX_PORT}`;
const children = [];
let stopping = false;

function start(cmd, args, env = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping && code && code !== 0) {
      console.error(`\n${[cmd, ...args].join(' ')} exited with ${code}; stopping the demo.`);
      stopAll(code);
    }
  });
  return child;
}

function stopAll(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** The command that opens a URL in the user's browser, from BROWSER or the platform's own; null for none. */
function browserCommand(url) {
  const chosen = process.env.BROWSER;
  if (chosen === 'none') return null;
  if (chosen) return [chosen, [url]];
  if (process.platform === 'darwin') return ['open', [url]];
  if (process.platform === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  return ['xdg-open', [url]];
}

/** Waits until `url` answers (the web build is built and served), or `child` has exited. */
async function served(url, child) {
  for (;;) {
    if (child.exitCode !== null || stopping) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Opens the page once it is served; where no browser can be started, the printed address is enough. */
async function openWhenServed(child) {
  const page = `http://127.0.0.1:${WEB_PORT}/?indexer=${indexerUrl}`;
  if (!(await served(`http://127.0.0.1:${WEB_PORT}/`, child))) return;
  const command = browserCommand(page);
  if (!command) return;
  const cannot = () => console.log(`\nNo browser could be opened here: open ${page} yourself.`);
  const opener = spawn(command[0], command[1], { stdio: 'ignore', detached: true });
  opener.on('error', cannot);
  opener.on('exit', (code) => (code === 0 ? console.log(`\nOpened ${page} in your browser.`) : cannot()));
  opener.unref();
}

start(process.execPath, ['--import', 'tsx', 'local-index-server/main.ts', '--port', String(INDEX_PORT)]);
const electron = electronBinary();
if (electron) {
  // A fresh user-data folder so the demo profile is the active one and real settings are untouched.
  const userData = mkdtempSync(join(tmpdir(), 'ton-index-demo-'));
  const build = spawn('npx', ['electron-vite', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  build.on('exit', (code) => {
    if (code !== 0) return stopAll(code ?? 1);
    start(electron, ['.'], { TON_INDEX_URL: indexerUrl, TON_INDEX_USER_DATA_DIR: userData });
  });
} else {
  if (process.env.TON_INDEX_DEMO_QUIET !== '1') {
    console.log(
      '\nNo Electron binary is installed here (ELECTRON_SKIP_BINARY_DOWNLOAD), so the demo opens the',
    );
    console.log('browser build instead: the same renderer over the same client, with an in-page bridge.\n');
  }
  const web = start(process.execPath, [
    'scripts/web.mjs',
    '--port',
    String(WEB_PORT),
    '--indexer',
    indexerUrl,
  ]);
  void openWhenServed(web);
}
