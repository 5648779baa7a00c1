/**
 * axe-core in a Playwright page: injects the library (the page's CSP forbids inline scripts, so the
 * context must be created with `bypassCSP: true`) and returns the violations in a printable form.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One axe violation, reduced to what a failure message needs. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  /** `selector: failure summary` of each offending node. */
  nodes: string[];
}

/** Impacts that fail the scan. */
export const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** What one scan found: the violations, and how many rules passed (0 would mean nothing was scanned). */
export interface AxeScan {
  violations: AxeViolation[];
  rulesPassed: number;
}

/** Runs axe on the whole document (injecting it first if needed). */
export async function runAxe(page: Page): Promise<AxeScan> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    interface AxeNode {
      target: unknown[];
      failureSummary?: string;
    }
    interface AxeResult {
      violations: { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] }[];
      passes: unknown[];
    }
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return {
      rulesPassed: result.passes.length,
      violations: result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map(
          (n) => `${n.target.map(String).join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
        ),
      })),
    };
  });
}

/** The violations with a blocking impact (serious or critical). */
export function blockingViolations(violations: readonly AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => v.impact !== null && BLOCKING_IMPACTS.includes(v.impact));
}

/** A readable report of violations for a failure message. */
export function formatViolations(where: string, violations: readonly AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `[${where}] ${v.impact}: ${v.id} — ${v.help} (${v.helpUrl})\n${v.nodes
          .slice(0, 8)
          .map((n) => `    ${n}`)
          .join('\n')}`,
    )
    .join('\n');
}
