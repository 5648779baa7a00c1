#!/usr/bin/env node
// `npm run bench`: every benchmark prints one JSON line {name, ours, baseline, ratio, target, unit, …}.
// Ratios are measured against a baseline in the same run, so they do not depend on the machine's speed.
// Several benchmarks drive Chromium: one is installed first where there is none (as `npm test` does),
// unless nothing is run (`--markdown-from FILE` only writes docs/benchmarks.md; scripts/bench/run.ts).
// `--markdown` also writes docs/benchmarks.md; `--only NAME` runs the benchmarks whose name has NAME.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!process.argv.includes('--markdown-from')) ensureChromium(root);
const status = spawnSync('npx', ['tsx', 'scripts/bench/run.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
}).status;
process.exit(status ?? 1);
