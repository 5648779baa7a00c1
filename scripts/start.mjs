#!/usr/bin/env node
// `npm start`: build and launch the desktop app. Where no Electron binary could be installed (an offline
// machine: ELECTRON_SKIP_BINARY_DOWNLOAD), say so plainly and open the browser build instead — the same
// renderer over the same client — rather than fail with Electron's "failed to install correctly".
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinary } from './electron-binary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const electron = electronBinary();
if (!electron) {
  console.log('No Electron binary is installed on this machine (it could not be downloaded), so the desktop');
  console.log('app cannot start here. Opening the browser build instead; `npm run demo` adds sample data.\n');
  const web = spawn(process.execPath, ['scripts/web.mjs', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
  web.on('exit', (code) => process.exit(code ?? 0));
} else {
  const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const app = spawn(electron, ['.'], { cwd: root, stdio: 'inherit' });
  app.on('exit', (code) => process.exit(code ?? 0));
}
