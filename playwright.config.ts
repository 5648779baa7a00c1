/**
 * Playwright: e2e specs in e2e/, run in Debian's Chromium where it exists (CHROMIUM_PATH, else
 * /usr/bin/chromium), else in Playwright's own browser (a normal machine after `npx playwright install`).
 * The renderer's web build is served by `vite preview`; each spec starts its own local index server.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutablePath } from './e2e/support/chromium';

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 14173);
const chromiumPath = chromiumExecutablePath();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 860 },
        launchOptions: {
          ...(chromiumPath ? { executablePath: chromiumPath } : {}),
          args: [...CHROMIUM_ARGS],
        },
      },
    },
  ],
  webServer: {
    command: `npx vite build --logLevel warn && npx vite preview --host 127.0.0.1 --port ${WEB_PORT} --strictPort`,
    url: `http://127.0.0.1:${WEB_PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The build users run (scripts/web.mjs does the same): a NODE_ENV from the shell would ship React's
    // development build, and the tests would test another app.
    env: { NODE_ENV: 'production' },
  },
});
