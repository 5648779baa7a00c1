/**
 * How the benches start the CLI: as `npm run cli` does (package.json's `cli` script, read here, so the
 * benches measure what a user runs — its Node flags included), without npm in between.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Node arguments of package.json's `cli` script (`node <these> …`), for `spawn(process.execPath, …)`. */
export function cliNodeArgs(root: string): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { cli: string } };
  const [command, ...args] = pkg.scripts.cli.trim().split(/\s+/);
  if (command !== 'node')
    throw new Error(`package.json's cli script does not start with node: ${pkg.scripts.cli}`);
  return args;
}
