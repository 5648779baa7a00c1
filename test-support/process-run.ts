/**
 * A process run to its end, as the system tests start the CLI, npm and bash: its stdin given (empty by
 * default, as `< /dev/null` gives), both outputs collected, its exit code.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** What a process printed and how it ended (null: ended by a signal). */
export interface ProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Where and with what it runs. */
export interface ProcessRunOptions {
  cwd: string;
  /** The whole environment the process sees. */
  env: NodeJS.ProcessEnv;
  stdin?: string | Buffer;
  /** Leave stdin an open pipe that never ends (as a CI job or a supervisor may give a command). */
  stdinOpen?: boolean;
  /** Gets the child once it is started (to signal it). */
  onSpawn?: (child: ChildProcess) => void;
}

/** Runs `command args` to its end. */
export function runProcess(
  command: string,
  args: readonly string[],
  options: ProcessRunOptions,
): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    // A process may end without reading its stdin (a pipeline in bash, a run that needs none): the
    // write then fails with EPIPE, which says nothing about the run.
    child.stdin.on('error', () => undefined);
    if (options.stdinOpen) child.on('exit', () => child.stdin.destroy());
    else child.stdin.end(options.stdin ?? '');
    options.onSpawn?.(child);
  });
}
