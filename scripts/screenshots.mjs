#!/usr/bin/env node
// `npm run screenshots`: refreshes the README's pictures (docs/screenshots/) by running the screenshot
// specs with SCREENSHOTS_DIR pointed there. `npm test` runs the same specs into an ignored folder, so a
// test run never rewrites a tracked file.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureChromium(root);
const specs = [
  'e2e/screenshots.spec.ts',
  'e2e/web-insight-screenshots.spec.ts',
  'e2e/web-support-case.spec.ts',
];
const result = spawnSync('npx', ['playwright', 'test', ...specs], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SCREENSHOTS_DIR: join(root, 'docs', 'screenshots') },
});
process.exit(result.status ?? 1);
