// The closing summary of `npm test` (scripts/test.mjs): a line per check and per runner, then one line
// `N passed, N failed, N skipped` over all of them, built from the runners' JSON reports.

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
    // A file whose failure no failed test accounts for (an import error, a failing beforeAll) counts once.
    // numFailedTestSuites would count describe blocks too, and so count a failing test twice or more.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
    );
    if (brokenFiles.length > 0) {
      failed += brokenFiles.length;
      lines.push(`${name}: ${brokenFiles.length} test file(s) failed to run`);
      for (const file of brokenFiles)
        lines.push(`${name}: could not run ${file.name}: ${String(file.message ?? '').split('\n')[0]}`);
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
    for (const error of playwright.errors ?? []) {
      failed++;
      lines.push(`playwright error: ${String(error.message ?? error).split('\n')[0]}`);
    }
  } else {
    failed++;
    lines.push('playwright: no report (the run crashed)');
  }
  lines.push(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  return { lines, passed, failed, skipped };
}
