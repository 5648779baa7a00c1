/**
 * The folder-cycle rule (`npm run lint`): the project keeps it, a new cycle fails it (on the project's
 * real import graph with one import added), and the allow-list can only shrink.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWED_CYCLE_EDGES } from './allowed';
import { folderCycleProblems } from './check';
import { fileImports, projectImports, type FileImport } from './import-graph';

const project = projectImports(join(import.meta.dirname, '..', '..'));

describe('the folder-cycle rule', () => {
  it('holds for the project, with the allow-list as it stands', () => {
    expect(folderCycleProblems(project, ALLOWED_CYCLE_EDGES)).toEqual([]);
  });

  it('fails on a new cycle, naming the loop and the import that closes it', () => {
    // shared/client imports shared/api; one import back closes a loop.
    const back: FileImport = { from: 'shared/api/primitives.ts', to: 'shared/client/index-client.ts' };
    const problems = folderCycleProblems([...project, back], ALLOWED_CYCLE_EDGES);
    // Both edges of the new loop are named: either one may be the one to turn around.
    expect(problems).toHaveLength(2);
    const added = problems.find((p) =>
      p.startsWith('Folder cycle: shared/api -> shared/client -> shared/api.'),
    );
    expect(added).toContain('shared/api/primitives.ts (imports shared/client/index-client.ts)');
    expect(
      problems.some((p) => p.startsWith('Folder cycle: shared/client -> shared/api -> shared/client.')),
    ).toBe(true);
  });

  it('fails on a longer loop through three folders', () => {
    const imports: FileImport[] = [
      { from: 'a/one.ts', to: 'b/two.ts' },
      { from: 'b/two.ts', to: 'c/three.ts' },
      { from: 'c/three.ts', to: 'a/four.ts' },
    ];
    const problems = folderCycleProblems(imports, []);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^Folder cycle: a -> b -> c -> a\./);
  });

  it('fails on an allow-list entry that no longer lies on a cycle: the list only shrinks', () => {
    const imports: FileImport[] = [
      { from: 'a/one.ts', to: 'b/two.ts' },
      { from: 'b/two.ts', to: 'a/three.ts' },
    ];
    const allowed = [
      { edge: 'a -> b', owner: 'x' },
      { edge: 'b -> a', owner: 'x' },
    ];
    expect(folderCycleProblems(imports, allowed)).toEqual([]);
    expect(folderCycleProblems(imports.slice(0, 1), allowed)).toEqual([
      'a -> b no longer lies on a folder cycle: remove it from scripts/folder-cycles/allowed.ts (the list only shrinks).',
      'b -> a no longer lies on a folder cycle: remove it from scripts/folder-cycles/allowed.ts (the list only shrinks).',
    ]);
  });

  it('counts no edge between a folder and its own sub-folders', () => {
    const imports: FileImport[] = [
      { from: 'cli/main.ts', to: 'cli/commands/info.ts' },
      { from: 'cli/commands/info.ts', to: 'cli/io.ts' },
    ];
    expect(folderCycleProblems(imports, [])).toEqual([]);
  });

  it('reads every kind of relative import: type-only, re-exports, dynamic; packages are not folders', () => {
    const text: Record<string, string> = {
      'a/one.ts': [
        "import type { X } from '../b/two';",
        "export { y } from '../c/three';",
        "const lazy = () => import('../d/four.tsx');",
        "import { z } from 'zod';",
        "// import { not } from '../e/five';",
      ].join('\n'),
      'b/two.ts': '',
      'c/three.ts': '',
      'd/four.tsx': '',
      'e/five.ts': '',
    };
    expect(fileImports(Object.keys(text), (file) => text[file]!)).toEqual([
      { from: 'a/one.ts', to: 'b/two.ts' },
      { from: 'a/one.ts', to: 'c/three.ts' },
      { from: 'a/one.ts', to: 'd/four.tsx' },
    ]);
  });
});
