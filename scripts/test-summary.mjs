// The closing summary of `npm test` (scripts/test.mjs): a line per check and per runner, then one line
// `N passed, N failed, N skipped` over all of them, built from the runners' JSON reports. Each failed
// test is named on a line of its own: CI keeps only the tail of the output, and a count alone does not
// say which test to look at.
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The first line of a runner's message, without terminal colours, cut to a readable length. */
function firstLine(message) {
  const line =
    stripVTControlCharacters(String(message ?? ''))
      .trim()
      .split('\n')[0] ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/** Every test of a Playwright report's suites, with the spec it belongs to. */
function playwrightTests(suites, out = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) out.push({ suite, spec, test });
    playwrightTests(suite.suites ?? [], out);
  }
  return out;
}

/** Every skipped Playwright test with the description of its skip annotation. */
function skippedWithReasons(suites) {
  return playwrightTests(suites)
    .filter(({ test }) => test.status === 'skipped')
    .map(({ suite, spec, test }) => {
      const skip = (test.annotations ?? []).find((a) => a.type === 'skip');
      return { title: `${suite.title} › ${spec.title}`, reason: skip?.description ?? 'no reason given' };
    });
}

/** Every failed Playwright test with the first line of its last error. */
function failedWithErrors(suites) {
  return playwrightTests(suites)
    .filter(({ test }) => test.status === 'unexpected')
    .map(({ spec, test }) => {
      const error = (test.results ?? [])
        .map((r) => r.error?.message)
        .filter(Boolean)
        .at(-1);
      return { title: `${spec.file}:${spec.line} › ${spec.title}`, error: firstLine(error) };
    });
}

/** Every failed Vitest test of a report, as `file › test — first line of its failure`. */
function failedVitestTests(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map(
        (a) =>
          `${relative(process.cwd(), file.name)} › ${[...(a.ancestorTitles ?? []), a.title].join(' › ')} — ${firstLine(a.failureMessages?.[0])}`,
      ),
  );
}

/**
 * The summary of one run.
 * @param {{ checks: { name: string, ok: boolean }[], vitest: { name: string, report: any, took?: string }[],
 *   playwright: { report: any, took?: string } }} run — a report is the parsed JSON, or undefined when
 *   the runner wrote none (it crashed).
 * @returns {{ lines: string[], passed: number, failed: number, skipped: number }} the last line is the
 *   closing `N passed, N failed, N skipped`.
 */
export function testSummary(run) {
  const lines = [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const took = (time) => (time ? ` (${time})` : '');
  for (const check of run.checks) {
    lines.push(`${check.name}: ${check.ok ? 'passed' : 'FAILED'}`);
    if (check.ok) passed++;
    else failed++;
  }
  for (const { name, report, took: time } of run.vitest) {
    if (!report) {
      failed++;
      lines.push(`${name}: no report (the run crashed)`);
      continue;
    }
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    lines.push(
      `${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests ?? 0} skipped${took(time)}`,
    );
    for (const test of failedVitestTests(report)) lines.push(`${name} failed: ${test}`);
    // A file whose failure no failed test accounts for (an import error, a failing beforeAll) counts once.
    // numFailedTestSuites would count describe blocks too, and so count a failing test twice or more.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
    );
    if (brokenFiles.length > 0) {
      failed += brokenFiles.length;
      lines.push(`${name}: ${brokenFiles.length} test file(s) failed to run`);
      for (const file of brokenFiles)
        lines.push(
          `${name}: could not run ${relative(process.cwd(), file.name)}: ${firstLine(file.message)}`,
        );
    }
  }
  const playwright = run.playwright.report;
  if (playwright?.stats) {
    const s = playwright.stats;
    passed += s.expected + (s.flaky ?? 0);
    failed += s.unexpected;
    skipped += s.skipped;
    lines.push(
      `playwright: ${s.expected} passed, ${s.unexpected} failed, ${s.skipped} skipped, ${s.flaky ?? 0} flaky${took(run.playwright.took)}`,
    );
    // Skipped tests are listed with their stated reason (e.g. no Electron binary on this machine).
    for (const { title, reason } of skippedWithReasons(playwright.suites ?? []))
      lines.push(`playwright skipped: ${title} — ${reason}`);
    for (const { title, error } of failedWithErrors(playwright.suites ?? []))
      lines.push(`playwright failed: ${title} — ${error}`);
    for (const error of playwright.errors ?? []) {
      failed++;
      lines.push(`playwright error: ${firstLine(error.message ?? error)}`);
    }
  } else {
    failed++;
    lines.push('playwright: no report (the run crashed)');
  }
  lines.push(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  return { lines, passed, failed, skipped };
}
