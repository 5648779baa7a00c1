/**
 * The CLI in the test's own process: `runCli` (cli/main.ts) with what a shell gives the process —
 * piped stdin, stdout and stderr (not terminals unless asked), an environment, and Ctrl-C as the abort
 * signal `cli/main.ts` wires to SIGINT. The same code as `npm run cli` runs, without a process (and its
 * second of TypeScript loading) per call; cli/cli-process.sys.test.ts keeps a few real processes for
 * what only a process has: exit codes, signals, stdin.
 */
import { Readable } from 'node:stream';
import type { CliIo } from '../cli/io';
import { runCli } from '../cli/main';

/** What one run printed and its exit code. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** How to run it. */
export interface CliRunOptions {
  /** Piped to stdin; without it, an empty pipe (as a shell gives a command with `< /dev/null`). */
  stdin?: string | Buffer;
  /** The whole environment the command sees (nothing of the test's own). */
  env?: Record<string, string>;
  /**
   * The working folder (`--file` paths are read from it); when absent, what the command itself makes of
   * its environment (`INIT_CWD` under `npm run cli`, else the test process's own folder).
   */
  cwd?: string;
  /** Whether stderr is a terminal (the progress line is drawn only there). */
  stderrIsTTY?: boolean;
  /** Called as the command starts, with a function that presses Ctrl-C. */
  onStart?: (interrupt: () => void) => void;
  /** Called with all of stderr so far each time it grows, and a function that presses Ctrl-C. */
  onStderr?: (text: string, interrupt: () => void) => void;
}

/** Runs `npm run --silent cli -- …args` in this process. */
export async function runCliInProcess(args: readonly string[], options: CliRunOptions = {}): Promise<CliRun> {
  const ctrlC = new AbortController();
  const interrupt = () => ctrlC.abort();
  let stdout = '';
  let stderr = '';
  const text = (chunk: unknown) =>
    typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString();
  const io: CliIo = {
    stdout: {
      write: (chunk: unknown) => {
        stdout += text(chunk);
        return true;
      },
    },
    stderr: {
      write: (chunk: unknown) => {
        stderr += text(chunk);
        options.onStderr?.(stderr, interrupt);
        return true;
      },
      ...(options.stderrIsTTY ? { isTTY: true } : {}),
    },
    stdin: Readable.from(options.stdin === undefined ? [] : [Buffer.from(options.stdin)]),
    env: { ...options.env },
    ...(options.cwd ? { cwd: options.cwd } : {}),
    signal: ctrlC.signal,
  };
  options.onStart?.(interrupt);
  const code = await runCli([...args], io);
  return { code, stdout, stderr };
}
