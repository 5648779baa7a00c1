/**
 * What the CLI loads before a lookup's first request: cli/main.ts (every command loads it, with the
 * command table) and the `accounts` command's module, through static imports. A lookup reads the
 * indexer's answers and never parses a cell or runs a contract, so the contract library (@ton/core and
 * its @ton/crypto, 250 KB bundled) and @ton/sandbox stay out: the usage text (which names the
 * emulator's config and argument syntax) and the `--library` check load when they are used. Evaluating
 * them made every packed command ≈100 ms slower to send its first request.
 *
 * Nor does the start build a zod schema: the schemas on its path are built on first use
 * (shared/lazy-schema.ts), when the answers they check arrive — building them as modules loaded was
 * ≈16% of the start.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { staticGraph } from '../test-support/static-imports';

const CONTRACT_PACKAGES = ['@ton/core', '@ton/crypto', '@ton/sandbox'];

/** A module-level `const x = z…` or `const x = somethingSchema.…(…)`: a schema built as its module loads. */
const SCHEMA_BUILT_AT_LOAD = /^(?:export )?const \w+(?:: [^=]+)? =\s*(?:z\b|\w+Schema\.)/m;

describe("the CLI's start", () => {
  it('loads no contract library before a lookup sends its first request', () => {
    const { files, packages } = staticGraph('cli/main.ts', 'cli/commands/accounts.ts');
    expect(files).toContain('shared/client/index-client.ts');
    for (const name of CONTRACT_PACKAGES) expect(packages).not.toContain(name);
  });

  it('loads the CSV writer (papaparse) only with --csv, the one output that writes CSV', () => {
    expect(staticGraph('cli/main.ts', 'cli/commands/accounts.ts').packages).not.toContain('papaparse');
    expect(staticGraph('shared/export/export-formats.ts').packages).toContain('papaparse');
  });

  it('loads the contract library with the commands that run contracts', () => {
    for (const command of ['inspect', 'run-method', 'tokens'])
      expect(staticGraph(`cli/commands/${command}.ts`).packages).toContain('@ton/core');
    expect(staticGraph('cli/usage.ts').packages).toContain('@ton/sandbox');
  });

  it('builds no zod schema before a lookup sends its first request', async () => {
    const { files } = staticGraph('cli/main.ts', 'cli/commands/accounts.ts');
    const eager = [...files].filter((file) => SCHEMA_BUILT_AT_LOAD.test(readFileSync(file, 'utf8')));
    expect(eager).toEqual([]);
    // Loading them reads none of the lazy ones either (a module-level `.shape`, `.options`, `.extend`):
    // loaded afresh, since unit test files share their modules.
    vi.resetModules();
    await import('./main');
    await import('./commands/accounts');
    const { lazySchemasBuilt } = await import('../shared/lazy-schema');
    expect(lazySchemasBuilt()).toBe(0);
  });
});
