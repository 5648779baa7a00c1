#!/usr/bin/env node
// `npm test`: lint, typecheck, then the three test tiers in order (docs/testing.md) — unit (Vitest,
// no sockets or processes), integration (Vitest: the local index server over HTTP, LevelDB, the
// in-process emulator) and system (Vitest: spawned processes, builds, crash kills, LibreOffice, first
// run; then Playwright in Chromium) — and one closing line `N passed, N failed, N skipped` built from
// the runners' JSON reports (neither prints one of its own). Every tier runs even when an earlier one
// failed, so one run reports everything. Exits non-zero when anything failed or nothing ran.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { testSummary } from './test-summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const section = (title) => console.log(`\n=== ${title} ===`);

const checks = [];
section('Lint (ESLint, incl. the layering rules; Prettier)');
checks.push({ name: 'lint', ok: run('npm', ['run', '--silent', 'lint']) === 0 });
section('Typecheck (shared, node, web)');
checks.push({ name: 'typecheck', ok: run('npm', ['run', '--silent', 'typecheck']) === 0 });

/** The Vitest tiers (projects in vite.config.ts), in the order they run. */
const tiers = [
  { project: 'unit', title: 'Unit tests (Vitest: no sockets, processes or builds)' },
  { project: 'integration', title: 'Integration tests (Vitest: local index server, LevelDB, emulator)' },
  { project: 'system', title: 'System tests (Vitest: processes, builds, crash kills, LibreOffice)' },
];
const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;
for (const tier of tiers) {
  section(tier.title);
  tier.json = join(reports, `vitest-${tier.project}.json`);
  const started = performance.now();
  run('npx', [
    'vitest',
    'run',
    '--project',
    tier.project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${tier.json}`,
  ]);
  tier.took = seconds(started);
}

ensureChromium(root);
section('System tests: end to end (Playwright, Chromium)');
const playwrightJson = join(reports, 'playwright.json');
const e2eStarted = performance.now();
run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });
const e2eTook = seconds(e2eStarted);

const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

section('Summary');
const summary = testSummary({
  checks,
  vitest: tiers.map((tier) => ({ name: `vitest ${tier.project}`, report: read(tier.json), took: tier.took })),
  playwright: { report: read(playwrightJson), took: e2eTook },
});
for (const line of summary.lines) console.log(line);
process.exit(summary.failed > 0 || summary.passed === 0 ? 1 : 0);
