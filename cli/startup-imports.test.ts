/**
 * What the CLI loads before a lookup's first request: cli/main.ts (every command loads it, with the
 * command table) and the `accounts` command's module, through static imports. A lookup reads the
 * indexer's answers and never parses a cell or runs a contract, so the contract library (@ton/core and
 * its @ton/crypto, 250 KB bundled) and @ton/sandbox stay out: the usage text (which names the
 * emulator's config and argument syntax) and the `--library` check load when they are used. Evaluating
 * them made every packed command ≈100 ms slower to send its first request.
 */
import { describe, expect, it } from 'vitest';
import { staticGraph } from '../test-support/static-imports';

const CONTRACT_PACKAGES = ['@ton/core', '@ton/crypto', '@ton/sandbox'];

describe("the CLI's start", () => {
  it('loads no contract library before a lookup sends its first request', () => {
    const { files, packages } = staticGraph('cli/main.ts', 'cli/commands/accounts.ts');
    expect(files).toContain('shared/client/index-client.ts');
    for (const name of CONTRACT_PACKAGES) expect(packages).not.toContain(name);
  });

  it('loads the contract library with the commands that run contracts', () => {
    for (const command of ['inspect', 'run-method', 'tokens'])
      expect(staticGraph(`cli/commands/${command}.ts`).packages).toContain('@ton/core');
    expect(staticGraph('cli/usage.ts').packages).toContain('@ton/sandbox');
  });
});
