/**
 * What the window loads before its first screen shows: renderer/main.tsx and what it imports
 * statically (a screen loaded with `import()` comes later). The contract library (@ton/core with its
 * @ton/crypto and jssha, ~35 KB gzip) is for contract pages and runs, which load it with them: the
 * token balance's one-line scaling once pulled all of it in through jetton-details.ts.
 */
import { describe, expect, it } from 'vitest';
import { staticGraph } from '../test-support/static-imports';

describe("the window's first screen", () => {
  it('loads no contract library', () => {
    const { files, packages } = staticGraph('renderer/main.tsx');
    expect(files).toContain('renderer/results/columns/contract-kind-columns.tsx');
    for (const name of ['@ton/core', '@ton/crypto', '@ton/sandbox', 'jssha'])
      expect(packages).not.toContain(name);
  });
});
