/**
 * Reading a JSON file that must match a schema, with the recovery the user needs when it does not:
 * a damaged file (or one written by a newer version of the app) is renamed aside — never deleted, and
 * never onto a file kept aside earlier: it may hold profiles the user wants back — and the caller falls
 * back to defaults and tells the user where the old file went.
 */
import { readFile, rename, stat } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { z } from 'zod';
import { writeFileAtomic, type AtomicWriteFs } from './atomic-write';

/** What reading a schema-checked JSON file found. */
export type JsonFileRead<T> =
  | { kind: 'missing' }
  | { kind: 'ok'; value: T }
  /**
   * The file could not be used. `movedAside`: it now lives at `keptAs`; otherwise (the folder refused
   * the rename) it is still in place, at `keptAs` = its own path, and must not be written over.
   */
  | { kind: 'corrupt'; keptAs: string; reason: string; movedAside: boolean };

/** A file-name-safe timestamp, e.g. `2026-11-22T08-20-00-000Z`. */
export function fileTimestamp(time: number): string {
  return new Date(time).toISOString().replace(/[:.]/g, '-');
}

/** Whether anything exists at `path`. */
async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** `<name>.corrupt-<timestamp><ext>` beside `path`, or `…-2`, `…-3` when that is taken. */
async function asideName(path: string, time: number): Promise<string> {
  const ext = extname(path);
  const stem = join(dirname(path), `${basename(path, ext)}.corrupt-${fileTimestamp(time)}`);
  let candidate = `${stem}${ext}`;
  for (let n = 2; await exists(candidate); n++) candidate = `${stem}-${n}${ext}`;
  return candidate;
}

/** Why a parsed document is refused: written by a newer app (its `version` above ours), else the schema's first issue. */
function refusalOf(json: unknown, issue: z.core.$ZodIssue | undefined, version: number | undefined): string {
  const theirs = (json as { version?: unknown } | null)?.version;
  if (version !== undefined && typeof theirs === 'number' && theirs > version) {
    return `it was written by a newer version of the app (file version ${theirs}; this version reads ${version})`;
  }
  return `it does not have the expected content (${issue?.path.join('.') || 'top level'}: ${issue?.message ?? 'invalid'})`;
}

/**
 * Reads and validates `path`. Bad JSON, a schema mismatch or a newer `version` than `options.version`
 * moves the file to `<name>.corrupt-<timestamp><ext>` beside it (a free name) and answers `corrupt`.
 */
export async function readJsonFile<S extends z.ZodType>(
  path: string,
  schema: S,
  options: {
    now?: () => number;
    version?: number;
    /** Moves the damaged file aside (the store's own file operations; node:fs's `rename` otherwise). */
    rename?: (from: string, to: string) => Promise<void>;
  } = {},
): Promise<JsonFileRead<z.output<S>>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  let reason: string;
  try {
    const json: unknown = JSON.parse(text);
    const parsed = schema.safeParse(json);
    if (parsed.success) return { kind: 'ok', value: parsed.data };
    reason = refusalOf(json, parsed.error.issues[0], options.version);
  } catch {
    reason = 'it is not valid JSON';
  }
  const keptAs = await asideName(path, (options.now ?? Date.now)());
  try {
    await (options.rename ?? rename)(path, keptAs);
    return { kind: 'corrupt', keptAs, reason, movedAside: true };
  } catch {
    // Could not move it (read-only folder?): it stays where it is, and the caller must not write over it.
    return { kind: 'corrupt', keptAs: path, reason, movedAside: false };
  }
}

/** Writes `value` as pretty JSON, atomically (see {@link writeFileAtomic}). */
export async function writeJsonFile(
  path: string,
  value: unknown,
  options: { fs?: AtomicWriteFs } = {},
): Promise<void> {
  await writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`, options.fs ? { fs: options.fs } : {});
}
