/** The CLI's contact with the terminal, injectable so commands are testable in-process. */
import type { Readable, Writable } from 'node:stream';

/** Streams and environment a command runs with. */
export interface CliIo {
  stdout: Pick<Writable, 'write'>;
  /** `isTTY` turns the progress line on. */
  stderr: Pick<Writable, 'write'> & { isTTY?: boolean };
  stdin: Readable & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  /** Aborted on Ctrl-C: a running lookup stops and prints what arrived. */
  signal?: AbortSignal;
}

/** Reads all of stdin when it is not a terminal (piped or redirected); '' when it is. */
export async function readStdinIfPiped(stdin: CliIo['stdin']): Promise<string> {
  if (stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Writes one line. */
export function line(stream: Pick<Writable, 'write'>, text = ''): void {
  stream.write(`${text}\n`);
}

/** Pads columns of a text table (the widest cell sets each column's width). */
export function table(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ')).join('\n');
}
