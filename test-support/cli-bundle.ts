/**
 * The packed CLI built for a test or a bench: cli.vite.config.ts into a folder of the caller's, by
 * Vite's own command line in a process of its own (as `npm run build:cli` builds out/cli/), so that no
 * two builds share a folder and none touches out/.
 */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');

/** The bundle's entry (`ton-index.mjs`) and its folder. */
export interface CliBundle {
  dir: string;
  entry: string;
}

/** Builds the bundle into `dir` (emptied first). */
export async function buildCliBundle(dir: string): Promise<CliBundle> {
  await promisify(execFile)(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '-c',
      'cli.vite.config.ts',
      '--logLevel',
      'warn',
      '--outDir',
      dir,
    ],
    { cwd: ROOT },
  );
  return { dir, entry: join(dir, 'ton-index.mjs') };
}
