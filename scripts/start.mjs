#!/usr/bin/env node
// `npm start`: build and launch the desktop app. Where no Electron binary is installed (an offline
// machine: ELECTRON_SKIP_BINARY_DOWNLOAD, or TON_INDEX_NO_ELECTRON=1), say so as the first thing and open
// the browser build on the LOCAL sample index instead (what `npm run demo` does), so the first screen
// shows data even without internet — rather than fail with Electron's "failed to install correctly",
// or open an app pointed at toncenter.com that cannot reach it.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinary } from './electron-binary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const electron = electronBinary();
if (!electron) {
  console.log(
    'No Electron binary is installed on this machine (it could not be downloaded), so the desktop app',
  );
  console.log(
    'cannot start here. Opening the browser build instead, on the local index server and its sample',
  );
  console.log('accounts (the same as `npm run demo`); set an indexer of your own in Settings.\n');
  const demo = spawn(process.execPath, ['scripts/demo.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TON_INDEX_DEMO_QUIET: '1' },
  });
  // Ctrl+C reaches the demo too (same process group); it stops its children and exits.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => demo.kill(signal));
  demo.on('exit', (code) => process.exit(code ?? 0));
} else {
  const build = spawnSync('npx', ['electron-vite', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const app = spawn(electron, ['.'], { cwd: root, stdio: 'inherit' });
  app.on('exit', (code) => process.exit(code ?? 0));
}
