/**
 * What an emulator thread loads before its first answer: the modules node-host/tvm-thread.ts reaches
 * through static imports. Every thread pays for them at start-up, and a tokens run waits for its threads
 * before the first owners' request. zod alone was 90–100 ms of a thread's start under tsx, so the
 * thread's graph keeps it out (the limits' schema lives in shared/tvm/limits-schema.ts); the views that
 * need it (disassembly, cell tree) are imported when first asked for.
 *
 * The graph is read from the sources as the bundlers see them (`verbatimModuleSyntax`: only
 * `import type` and `export type` are left out).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/** Static `import … from '…'`, `import '…'` and `export … from '…'`, not type-only ones. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The source file a relative specifier names. */
function resolveSource(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  throw new Error(`${relative(ROOT, from)} imports ${specifier}, which is not a source file`);
}

/** The project files and the packages reached from `entry` through static imports. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier!.startsWith('.')) visit(resolveSource(file, specifier!));
      else
        packages.add(
          specifier!
            .split('/')
            .slice(0, specifier!.startsWith('@') ? 2 : 1)
            .join('/'),
        );
    }
  };
  visit(resolve(ROOT, entry));
  return { files: new Set([...files].map((f) => relative(ROOT, f))), packages };
}

describe("an emulator thread's start", () => {
  it('loads the engine and the emulator without zod', () => {
    const { files, packages } = staticGraph('node-host/tvm-thread.ts');
    expect(files).toContain('shared/tvm/engine.ts');
    expect(files).toContain('shared/tvm/emulator-instance.ts');
    expect(packages).toContain('@ton/core');
    expect(packages).not.toContain('zod');
  });

  it('is read as the bundlers read it: a module that imports zod is seen to', () => {
    expect(staticGraph('shared/tvm/limits-schema.ts').packages).toContain('zod');
    expect(staticGraph('shared/tvm/stack-schema.ts').packages).toContain('zod');
  });
});
