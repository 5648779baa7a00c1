/** The CLI run in the test's own process (`runCli` with captured streams): what it printed and its exit code. */
import { Readable } from 'node:stream';
import type { CliIo } from '../cli/io';
import { runCli } from '../cli/main';

/** One CLI run's outcome. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `args` with `env` (no stdin; not a terminal); `signal` stands for Ctrl-C. */
export async function runCliInProcess(
  args: string[],
  env: Record<string, string | undefined> = {},
  signal?: AbortSignal,
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: { write: (chunk: string) => ((stdout += chunk), true) },
    stderr: { write: (chunk: string) => ((stderr += chunk), true) },
    stdin: Object.assign(Readable.from([]), { isTTY: true }),
    env,
    ...(signal ? { signal } : {}),
  };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}
