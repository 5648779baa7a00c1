/**
 * Reading a JSON file that must match a schema, with the recovery the user needs when it does not:
 * a damaged file is renamed aside (never deleted: it may hold profiles the user wants back) and the
 * caller falls back to defaults and tells the user where the old file went.
 */
import { readFile, rename } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { z } from 'zod';
import { writeFileAtomic, type AtomicWriteFs } from './atomic-write';

/** What reading a schema-checked JSON file found. */
export type JsonFileRead<T> =
  | { kind: 'missing' }
  | { kind: 'ok'; value: T }
  /** The file could not be used; it now lives at `keptAs` (or stayed in place if even renaming failed). */
  | { kind: 'corrupt'; keptAs: string; reason: string };

/** A file-name-safe timestamp, e.g. `2026-11-22T08-20-00-000Z`. */
export function fileTimestamp(time: number): string {
  return new Date(time).toISOString().replace(/[:.]/g, '-');
}

/**
 * Reads and validates `path`. Bad JSON or a schema mismatch moves the file to
 * `<name>.corrupt-<timestamp><ext>` beside it and answers `corrupt`.
 */
export async function readJsonFile<S extends z.ZodType>(
  path: string,
  schema: S,
  options: { now?: () => number } = {},
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
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return { kind: 'ok', value: parsed.data };
    reason = `it does not have the expected content (${parsed.error.issues[0]?.path.join('.') || 'top level'}: ${parsed.error.issues[0]?.message ?? 'invalid'})`;
  } catch {
    reason = 'it is not valid JSON';
  }
  const ext = extname(path);
  const keptAs = join(
    dirname(path),
    `${basename(path, ext)}.corrupt-${fileTimestamp((options.now ?? Date.now)())}${ext}`,
  );
  try {
    await rename(path, keptAs);
    return { kind: 'corrupt', keptAs, reason };
  } catch {
    // Could not move it (read-only folder?): leave it where it is; the next save replaces it.
    return { kind: 'corrupt', keptAs: path, reason };
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
