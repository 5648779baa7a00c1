#!/usr/bin/env node
// `npm test`: lint, typecheck, unit tests (Vitest) and end-to-end tests (Playwright in Chromium), then
// one closing line `N passed, N failed, N skipped` built from the runners' JSON reports (neither prints
// one of its own). Exits non-zero when anything failed or nothing ran.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

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

section('Unit tests (Vitest)');
const vitestJson = join(reports, 'vitest.json');
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);

ensureChromium(root);
section('End-to-end tests (Playwright, Chromium)');
const playwrightJson = join(reports, 'playwright.json');
run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });

const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
/** Every skipped Playwright test with the description of its skip annotation. */
function skippedWithReasons(suites, out = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'skipped') continue;
        const skip = (test.annotations ?? []).find((a) => a.type === 'skip');
        out.push({ title: `${suite.title} › ${spec.title}`, reason: skip?.description ?? 'no reason given' });
      }
    }
    skippedWithReasons(suite.suites ?? [], out);
  }
  return out;
}

let passed = 0;
let failed = 0;
let skipped = 0;
section('Summary');
for (const check of checks) {
  console.log(`${check.name}: ${check.ok ? 'passed' : 'FAILED'}`);
  if (check.ok) passed++;
  else failed++;
}
const vitest = read(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  console.log(
    `vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitest.numPendingTests ?? 0} skipped`,
  );
  // A file whose failure no failed test accounts for (an import error, a failing beforeAll) counts once.
  // numFailedTestSuites would count describe blocks too, and so count a failing test twice or more.
  const brokenFiles = (vitest.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
  );
  if (brokenFiles.length > 0) {
    failed += brokenFiles.length;
    console.log(`vitest: ${brokenFiles.length} test file(s) failed to run`);
    for (const file of brokenFiles)
      console.log(`vitest: could not run ${file.name}: ${String(file.message ?? '').split('\n')[0]}`);
  }
} else {
  failed++;
  console.log('vitest: no report (the run crashed)');
}
const playwright = read(playwrightJson);
if (playwright?.stats) {
  const s = playwright.stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected;
  skipped += s.skipped;
  console.log(
    `playwright: ${s.expected} passed, ${s.unexpected} failed, ${s.skipped} skipped, ${s.flaky ?? 0} flaky`,
  );
  // Skipped tests are listed with their stated reason (e.g. no Electron binary on this machine).
  for (const { title, reason } of skippedWithReasons(playwright.suites ?? []))
    console.log(`playwright skipped: ${title} — ${reason}`);
  for (const error of playwright.errors ?? []) {
    failed++;
    console.log(`playwright error: ${String(error.message ?? error).split('\n')[0]}`);
  }
} else {
  failed++;
  console.log('playwright: no report (the run crashed)');
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
