/**
 * The project's imports as a graph of folders, for the folder-cycle rule (scripts/folder-cycles/check.ts).
 * Every relative import of a source file counts — `import type` too: a cycle through types is still two
 * folders that cannot be understood apart. Tests are left out: a test may import across folders freely.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import ts from 'typescript';

/** Folders never walked: dependencies, build output, reports, fixtures. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'out',
  'dist',
  'dist-web',
  'release',
  'reports',
  'test-results',
  'playwright-report',
  'fixtures',
]);
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;
const TEST = /\.(?:test|spec)\.tsx?$/;

/** One import of one file by another (paths relative to the root, with `/`). */
export interface FileImport {
  from: string;
  to: string;
}

/** The source files under `root` (tests and skipped folders left out), relative, with `/`. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts'))
        files.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return files.sort();
}

/** The file a relative specifier names among `known`, or null (a package, or no such file). */
function resolveSpecifier(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = normalize(join(dirname(from), specifier))
    .split(sep)
    .join('/');
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

/** Every relative import among `files`, read with `read` (a path relative to the root → its text). */
export function fileImports(files: readonly string[], read: (file: string) => string): FileImport[] {
  const known = new Set(files);
  const imports: FileImport[] = [];
  for (const from of files) {
    for (const { fileName } of ts.preProcessFile(read(from), true, true).importedFiles) {
      const to = resolveSpecifier(from, fileName, known);
      if (to) imports.push({ from, to });
    }
  }
  return imports;
}

/** The imports of the project at `root`. */
export function projectImports(root: string): FileImport[] {
  return fileImports(sourceFiles(root), (file) => readFileSync(join(root, file), 'utf8'));
}

/** `a -> b`: the key of a folder edge. */
const edgeKey = (from: string, to: string) => `${from} -> ${to}`;

/** Whether one folder holds the other (a folder's sub-folders are part of it, so no edge is counted). */
const nested = (a: string, b: string) => a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/** The folder graph: for each edge `a -> b` (key), the file imports that make it. */
export function folderEdges(imports: readonly FileImport[]): Map<string, FileImport[]> {
  const edges = new Map<string, FileImport[]>();
  for (const item of imports) {
    const from = dirname(item.from);
    const to = dirname(item.to);
    if (from === to || nested(from, to)) continue;
    const key = edgeKey(from, to);
    edges.set(key, [...(edges.get(key) ?? []), item]);
  }
  return edges;
}
