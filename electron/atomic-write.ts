/**
 * Atomic file replacement: write a temporary file in the same folder, flush it to disk, then rename it
 * over the target. A crash at any point leaves either the old file or the new one, never half of one
 * (rename within one folder is atomic on every OS Electron supports).
 */
import * as nodeFs from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The file operations {@link writeFileAtomic} uses; `node:fs/promises` by default, injectable for tests. */
export interface AtomicWriteFs {
  open(
    path: string,
    flags: string,
    mode?: number,
  ): Promise<{
    writeFile(data: string | Uint8Array): Promise<void>;
    sync(): Promise<void>;
    close(): Promise<void>;
  }>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string, options: { force: boolean }): Promise<void>;
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
}

let counter = 0;

/**
 * Replaces `path` with `data` (text, bytes, or text in parts) atomically. The temp file is `.<name>.<pid>.<n>.tmp` beside the target;
 * it is removed if anything fails before the rename. `mode` defaults to 0o600 because these files hold
 * the user's settings and (encrypted) keys.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array | readonly string[],
  options: { fs?: AtomicWriteFs; mode?: number } = {},
): Promise<void> {
  const fs = options.fs ?? (nodeFs as unknown as AtomicWriteFs);
  const dir = dirname(path);
  await fs.mkdir(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${++counter}.tmp`);
  try {
    const handle = await fs.open(temp, 'w', options.mode ?? 0o600);
    try {
      // Parts one after another: a handle's writes continue where the last one ended.
      for (const part of typeof data === 'string' || data instanceof Uint8Array ? [data] : data)
        await handle.writeFile(part);
      // fsync before rename: otherwise a power cut can leave a renamed but empty file on some filesystems.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, path);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * Why a file could not be written, as a clause for a message: " (the disk is full)", " (no permission to
 * write there)", or nothing when the reason is no common one (the details say it).
 */
export function writeFailureClause(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return ' (the disk is full)';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return ' (no permission to write there)';
  return '';
}
