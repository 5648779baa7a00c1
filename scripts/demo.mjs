#!/usr/bin/env node
// `npm run demo`: the local index server with its sample data on 127.0.0.1:8787, plus the app pointed
// at it — the desktop app where an Electron binary is installed, else the browser build (and a note
// why). Ctrl+C stops both.
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

function start(cmd, args, env = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (code && code !== 0) {
      console.error(`\n${[cmd, ...args].join(' ')} exited with ${code}; stopping the demo.`);
      stopAll(code);
    }
  });
  return child;
}

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

start(process.execPath, ['--import', 'tsx', 'local-index-server/main.ts', '--port', String(INDEX_PORT)]);
const electron = electronBinary();
if (electron) {
  // A fresh user-data folder so the demo profile is the active one and real settings are untouched.
  const userData = mkdtempSync(join(tmpdir(), 'ton-index-demo-'));
  const build = spawn('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
  build.on('exit', (code) => {
    if (code !== 0) return stopAll(code ?? 1);
    start(electron, ['.'], { TON_INDEX_URL: indexerUrl, TON_INDEX_USER_DATA_DIR: userData });
  });
} else {
  console.log('\nNo Electron binary is installed here (ELECTRON_SKIP_BINARY_DOWNLOAD), so the demo opens the');
  console.log('browser build instead: the same renderer over the same client, with an in-page bridge.\n');
  start(process.execPath, ['scripts/web.mjs', '--port', String(WEB_PORT), '--indexer', indexerUrl]);
}
