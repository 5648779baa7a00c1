/** The CLI's contact with the terminal, injectable so commands are testable in-process. */
import type { Readable, Writable } from 'node:stream';
import { inert, inertJson } from './terminal-text';

/** Streams, environment and working folder a command runs with. */
export interface CliIo {
  /** `isTTY`: CSV to a terminal is made inert (to a file it is written as it is). */
  stdout: Pick<Writable, 'write'> & { isTTY?: boolean };
  /** `isTTY` turns the progress line on. */
  stderr: Pick<Writable, 'write'> & { isTTY?: boolean };
  stdin: Readable & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  /**
   * The folder relative paths (`--file`, `--library`, compare's file) are read from; when absent, the
   * folder the user ran the command in (user-paths.ts: `npm run`'s INIT_CWD, else the process's own).
   */
  cwd?: string;
  /**
   * Aborted on Ctrl-C (SIGINT) or SIGTERM: a running lookup stops and prints what arrived. The reason is a
   * {@link StopSignal} naming the signal, which sets the exit code ({@link interruptedExit}).
   */
  signal?: AbortSignal;
}

/** The io of a run whose folder is settled: relative paths are read from `cwd`. */
export type UserIo = CliIo & { cwd: string };

/** Exit code after Ctrl-C (SIGINT): 128 + 2, what a shell reports for a process SIGINT ended. */
export const EXIT_INTERRUPTED = 130;
/** Exit code after SIGTERM (a supervisor, `kill`): 128 + 15, as for one SIGTERM ended. */
export const EXIT_TERMINATED = 143;

/** The signal that stopped a run, as the abort reason of {@link CliIo.signal}. */
export class StopSignal extends Error {
  constructor(readonly signalName: 'SIGINT' | 'SIGTERM') {
    super(`stopped by ${signalName}`);
    this.name = 'AbortError';
  }
}

/**
 * The exit code of a run that was stopped: 143 after SIGTERM, else 130. Either way the command has
 * written what arrived and said what was not done, so the code only tells which signal asked.
 */
export function interruptedExit(io: Pick<CliIo, 'signal'>): number {
  const reason: unknown = io.signal?.reason;
  return reason instanceof StopSignal && reason.signalName === 'SIGTERM' ? EXIT_TERMINATED : EXIT_INTERRUPTED;
}

/** Reads all of stdin when it is not a terminal (piped or redirected); '' when it is. */
export async function readStdinIfPiped(stdin: CliIo['stdin']): Promise<string> {
  if (stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of stdin)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Writes one line. */
export function line(stream: Pick<Writable, 'write'>, text = ''): void {
  stream.write(`${text}\n`);
}

/** Writes one line of a message that may hold text from outside (the indexer's, the user's): inert. */
export function say(stream: Pick<Writable, 'write'>, text: string): void {
  line(stream, inert(text));
}

/** Writes a value as indented JSON, inert on a terminal and still the same JSON. */
export function printJson(stream: Pick<Writable, 'write'>, value: unknown): void {
  line(stream, inertJson(JSON.stringify(value, null, 2)));
}

/** Pads columns of a text table (the widest cell sets each column's width); every cell made inert. */
export function table(cells: string[][]): string {
  const rows = cells.map((row) => row.map(inert));
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
  return rows
    .map((row) =>
      row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  '),
    )
    .join('\n');
}
