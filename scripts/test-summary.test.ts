/**
 * `npm test`'s closing line counts tests and files right across the tiers: a failing test once (not
 * once per describe block around it), a file that could not run once, a runner without a report once.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { testSummary as untypedSummary } from './test-summary.mjs';

interface Summary {
  lines: string[];
  passed: number;
  failed: number;
  skipped: number;
}
const testSummary = untypedSummary as (run: unknown) => Summary;

/** A Vitest JSON report of `files`, each a list of test statuses (none: the file could not run). */
function vitestReport(files: Record<string, string[]>) {
  const all = Object.values(files).flat();
  return {
    numPassedTests: all.filter((s) => s === 'passed').length,
    numFailedTests: all.filter((s) => s === 'failed').length,
    numPendingTests: all.filter((s) => s === 'skipped').length,
    numTodoTests: 0,
    // Suites are counted by describe block: a failing test three levels deep fails three suites.
    numFailedTestSuites: 3 * all.filter((s) => s === 'failed').length,
    testResults: Object.entries(files).map(([name, statuses]) => ({
      name,
      status: statuses.length === 0 || statuses.includes('failed') ? 'failed' : 'passed',
      message: statuses.length === 0 ? 'Failed to load url ./missing (resolved id: ./missing)\nat …' : '',
      assertionResults: statuses.map((status, i) => ({
        status,
        ancestorTitles: ['a suite'],
        title: `case ${i + 1}`,
        // Vitest's own message: coloured, several lines.
        failureMessages:
          status === 'failed' ? ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at …'] : [],
      })),
    })),
  };
}

const playwright = (stats: Record<string, number>, errors: unknown[] = [], suites: unknown[] = []) => ({
  report: { stats: { expected: 0, unexpected: 0, skipped: 0, flaky: 0, ...stats }, suites, errors },
});

/** A Playwright suite with one spec that failed on each of its two attempts. */
const failedSpec = {
  title: 'web-lookup.spec.ts',
  specs: [
    {
      title: 'Cancel keeps the earlier results',
      file: 'web-lookup.spec.ts',
      line: 382,
      tests: [
        {
          status: 'unexpected',
          results: [
            { error: { message: 'first try' } },
            { error: { message: 'Error: expect(locator).toBeVisible()\n…' } },
          ],
        },
      ],
    },
  ],
};

describe('the npm test summary', () => {
  it('adds the checks, the three Vitest tiers and Playwright into one closing line', () => {
    const summary = testSummary({
      checks: [
        { name: 'lint', ok: true },
        { name: 'typecheck', ok: true },
      ],
      vitest: [
        { name: 'vitest unit', report: vitestReport({ 'a.test.ts': ['passed', 'passed', 'skipped'] }) },
        { name: 'vitest integration', report: vitestReport({ 'b.int.test.ts': ['passed'] }) },
        { name: 'vitest system', report: vitestReport({ 'c.sys.test.ts': ['passed', 'passed'] }) },
      ],
      playwright: playwright({ expected: 4, skipped: 1, flaky: 1 }),
    });
    expect(summary.lines.at(-1)).toBe('12 passed, 0 failed, 2 skipped');
    expect(summary.lines).toContain('vitest integration: 1 passed, 0 failed, 0 skipped');
  });

  it('counts a failing test once, a file that could not run once, and a missing report once', () => {
    const summary = testSummary({
      checks: [{ name: 'lint', ok: false }],
      vitest: [
        {
          name: 'vitest unit',
          report: vitestReport({ 'a.test.ts': ['passed', 'failed'], 'broken.test.ts': [] }),
        },
        { name: 'vitest integration', report: undefined },
        { name: 'vitest system', report: vitestReport({ 'c.sys.test.ts': ['failed'] }) },
      ],
      playwright: playwright(
        { expected: 2, unexpected: 1 },
        [{ message: 'webServer exited early\n…' }],
        [failedSpec],
      ),
    });
    // lint 1 + unit failing test 1 + broken file 1 + integration without a report 1 + system 1
    // + Playwright's failed test 1 + its run error 1.
    expect(summary.lines.at(-1)).toBe('3 passed, 7 failed, 0 skipped');
    expect(summary.lines).toContain(
      'vitest unit: could not run broken.test.ts: Failed to load url ./missing (resolved id: ./missing)',
    );
    expect(summary.lines).toContain('vitest integration: no report (the run crashed)');
    expect(summary.lines).toContain('playwright error: webServer exited early');
  });

  it('names each failed test with the first line of its failure, since CI shows only the tail', () => {
    const summary = testSummary({
      checks: [],
      vitest: [
        { name: 'vitest integration', report: vitestReport({ 'b.int.test.ts': ['passed', 'failed'] }) },
      ],
      playwright: playwright({ unexpected: 1 }, [], [failedSpec]),
    });
    expect(summary.lines).toContain(
      'vitest integration failed: b.int.test.ts › a suite › case 2 — AssertionError: expected 1 to be 2',
    );
    expect(summary.lines).toContain(
      'playwright failed: web-lookup.spec.ts:382 › Cancel keeps the earlier results — Error: expect(locator).toBeVisible()',
    );
    expect(summary.lines.at(-1)).toBe('1 passed, 2 failed, 0 skipped');
  });
});
