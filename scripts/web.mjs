#!/usr/bin/env node
// `npm run web -- [--port P] [--indexer URL]`: builds the renderer for the browser (`vite build`,
// vite.config.ts: root renderer/, out dist-web/) and serves dist-web on 127.0.0.1 only with
// `vite preview --strictPort`, printing the address to open. With --indexer the printed address carries
// `?indexer=URL`, which the in-page bridge turns into the active "Local indexer (from URL)" profile.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function fail(message) {
  console.error(`npm run web: ${message}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: '5173' },
      indexer: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }));
} catch (error) {
  fail(`${error.message}\nUsage: npm run web -- [--port 5173] [--indexer http://127.0.0.1:8787]`);
}
if (values.help) {
  console.log('Usage: npm run web -- [--port 5173] [--indexer http://127.0.0.1:8787]');
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535)
  fail(`--port must be a number from 1 to 65535, not "${values.port}".`);

let indexer;
if (values.indexer !== undefined) {
  try {
    const url = new URL(values.indexer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    indexer = values.indexer;
  } catch {
    fail(
      `--indexer must be a full http:// or https:// URL, e.g. http://127.0.0.1:8787 (got "${values.indexer}").`,
    );
  }
}

const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');

console.log('Building the renderer for the browser (vite build)…');
// The production build, whatever NODE_ENV the caller's shell (or a test runner: Vitest sets "test")
// has: Vite keeps a NODE_ENV it finds, and any other value ships React's development build (a third
// larger, slower, and printing library warnings in the console).
const build = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (build.status !== 0) fail('the build failed (see above).');

// Plain URLs stay readable in the printed address; anything unusual is percent-encoded.
const indexerQuery = indexer
  ? `?indexer=${/^[\w:/.-]+$/.test(indexer) ? indexer : encodeURIComponent(indexer)}`
  : '';
const address = `http://127.0.0.1:${port}/${indexerQuery}`;
const preview = spawn(
  process.execPath,
  [viteBin, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);

let announced = false;
preview.stdout.on('data', (chunk) => {
  // Vite prints its own banner; ours comes once it is listening, with the ?indexer= address.
  if (!announced && /Local:|127\.0\.0\.1/.test(String(chunk))) {
    announced = true;
    console.log(`\nTON Index Explorer (web) is running at:\n\n  ${address}\n\nPress Ctrl+C to stop.`);
  }
});

const stop = (signal) => {
  preview.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
preview.on('exit', (code, signal) => {
  if (!announced && code)
    console.error(`npm run web: the server stopped (exit ${code}); is port ${port} already in use?`);
  process.exit(code ?? (signal ? 0 : 1));
});
