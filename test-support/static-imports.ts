/**
 * The modules a start-up loads, read from the sources as the bundlers see them (`verbatimModuleSyntax`:
 * only `import type` and `export type` are left out): the project files and the packages reached from
 * some entries through static imports. A dynamic `import()` is where loading stops — which is how a
 * command keeps what it does not need out of its start (tests of the emulator thread's and the CLI's).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** Static `import … from '…'`, `import '…'` and `export … from '…'`, not type-only ones. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/**
 * The source file a relative specifier names; null for data (`package.json`), a stylesheet, or an asset
 * Vite hands over by URL or as a worker of its own (`./x?worker`, `./x.wasm?url`).
 */
function resolveSource(from: string, specifier: string): string | null {
  if (/\.(json|css)$/.test(specifier) || specifier.includes('?')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  throw new Error(`${relative(ROOT, from)} imports ${specifier}, which is not a source file`);
}

/** A package's name from a bare specifier: `@ton/core/dist/x.js` → `@ton/core`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The project files (relative to the root) and the packages reached from `entries` through static imports. */
export function staticGraph(...entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier!.startsWith('.')) packages.add(packageOf(specifier!));
      else {
        const source = resolveSource(file, specifier!);
        if (source) visit(source);
      }
    }
  };
  for (const entry of entries) visit(resolve(ROOT, entry));
  return { files: new Set([...files].map((f) => relative(ROOT, f))), packages };
}
