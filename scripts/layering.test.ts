/**
 * The layering rules are enforced by ESLint (eslint.config.js); this proves the rules bite, by linting
 * offending code as if it stood in each folder.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('layering rules', () => {
  it('keep Node built-ins out of shared/', async () => {
    expect(
      await ruleIds(
        "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
        'shared/probe.ts',
      ),
    ).toContain('no-restricted-imports');
    expect(await ruleIds("import path from 'path';\nexport const x = path;\n", 'shared/probe.ts')).toContain(
      'no-restricted-imports',
    );
  });

  it('keep DOM and Node globals out of shared/', async () => {
    expect(await ruleIds('export const x = window.location.href;\n', 'shared/probe.ts')).toContain(
      'no-restricted-globals',
    );
    expect(await ruleIds('export const x = document.title;\n', 'shared/probe.ts')).toContain(
      'no-restricted-globals',
    );
    expect(await ruleIds('export const x = process.env.HOME;\n', 'shared/probe.ts')).toContain(
      'no-restricted-globals',
    );
    expect(await ruleIds("export const x = Buffer.from('a');\n", 'shared/probe.ts')).toContain(
      'no-restricted-globals',
    );
  });

  it('keep electron out of shared/, renderer/, cli/ and e2e/', async () => {
    for (const file of ['shared/probe.ts', 'renderer/probe.ts', 'cli/probe.ts', 'e2e/probe.ts']) {
      expect(await ruleIds("import { app } from 'electron';\nexport const x = app;\n", file), file).toContain(
        'no-restricted-imports',
      );
    }
  });

  it('allow electron inside electron/', async () => {
    expect(
      await ruleIds("import { app } from 'electron';\nexport const x = app;\n", 'electron/probe.ts'),
    ).not.toContain('no-restricted-imports');
  });

  it('keep Node built-ins out of the renderer', async () => {
    expect(await ruleIds("import fs from 'node:fs';\nexport const x = fs;\n", 'renderer/probe.ts')).toContain(
      'no-restricted-imports',
    );
  });

  it('let shared/ use what every runtime has (URL, fetch, timers)', async () => {
    const ids = await ruleIds(
      "export const x = new URL('https://a.b'); export const y = setTimeout; export const z = fetch;\n",
      'shared/probe.ts',
    );
    expect(ids).toEqual([]);
  });
});
