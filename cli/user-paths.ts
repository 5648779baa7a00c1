/**
 * Where the CLI reads the files it is named (`--file`, `--library`, compare's FILE): relative to the
 * folder the user ran the command in. `npm run cli` starts the process in the package root, so there
 * the user's folder is the one npm names in `INIT_CWD`; a direct `node`/`tsx` run is in it already.
 */
import { isAbsolute, resolve } from 'node:path';
import { UsageError } from './config';

/**
 * The folder relative paths are read from: `INIT_CWD` when npm started this very script (`npm run
 * cli`: `npm_lifecycle_event` is `cli`), else the process's own. Only then, because a process started
 * another way inherits the `INIT_CWD` of whatever npm script is around it (a test run under `npm
 * test`), which names where that ran, not where this command was started.
 */
export function userFolder(env: Readonly<Record<string, string | undefined>>): string {
  const folder = env.INIT_CWD;
  return env.npm_lifecycle_event === 'cli' && folder && isAbsolute(folder) ? folder : process.cwd();
}

/**
 * The usage error for a file the user named that cannot be read: what named it (`--file`; null for an
 * argument), the path as typed and,
 * for a relative one, the folder it was looked for in — so "no such file" says where it looked.
 */
export function unreadableFile(what: string | null, path: string, cwd: string, error: unknown): UsageError {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOENT'
      ? 'no such file'
      : code === 'EISDIR'
        ? 'it is a folder'
        : error instanceof Error
          ? error.message
          : String(error);
  const where = isAbsolute(path) ? '' : ` (looked for as ${resolve(cwd, path)})`;
  return new UsageError(`Cannot read ${what ? `${what} ` : ''}"${path}"${where}: ${why}.`);
}
