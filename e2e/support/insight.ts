/**
 * Waiting for the contract section of an account's detail. Its first answer needs the emulator started
 * (≈7 MB of WebAssembly compiled in a Worker or a worker thread), which takes seconds on a quiet machine
 * and many more on a busy one — CI runs Playwright beside the build. So the specs wait for the section's
 * own state (done, or an error), with a deadline a loaded 2-core machine meets, never a fixed 10 s.
 */
import { expect, test, type Locator } from '@playwright/test';

/** How long the emulator's first start plus the first get-methods may take on a loaded 2-core machine. */
export const EMULATOR_START_DEADLINE_MS = 120_000;

/** Test time for a spec whose tests start the emulator: its deadline plus the test's own steps. */
export const EMULATOR_TEST_TIMEOUT_MS = EMULATOR_START_DEADLINE_MS + 60_000;

/** Gives every test of the calling spec file room for the emulator's first start. */
export function allowEmulatorStart(): void {
  test.describe.configure({ timeout: EMULATOR_TEST_TIMEOUT_MS });
}

/**
 * Waits until the contract section inside `container` (a detail dialog) has finished — its details or
 * its error shown, no longer "Starting the contract emulator…" — then asserts it has its details.
 */
export async function expectInsightReady(container: Locator): Promise<Locator> {
  const insight = container.getByTestId('insight');
  await expect(insight.or(container.getByTestId('insight-error'))).toBeVisible({
    timeout: EMULATOR_START_DEADLINE_MS,
  });
  await expect(insight).toBeVisible();
  return insight;
}
