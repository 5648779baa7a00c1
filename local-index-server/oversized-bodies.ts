/**
 * Answers too large to hold (hostile modes `huge-body` and `gzip-bomb`), streamed so the server itself
 * never holds them: a valid JSON answer padded with a string of `sizeMb` MB, sent as it is or gzipped
 * (a gzip of `0`s inflates about 1000 times: 600 MB from ~600 KB).
 */
import type { ServerResponse } from 'node:http';
import { createGzip } from 'node:zlib';

const MB = 1024 * 1024;
const HEAD = '{"accounts":[],"address_book":{},"metadata":{},"padding":"';
const TAIL = '"}';
/** One megabyte of padding. */
const PADDING = Buffer.alloc(MB, '0');

/** Writes the head, `megabytes` of padding and the tail to `sink`, honouring back-pressure. */
async function writePadded(
  sink: NodeJS.WritableStream,
  megabytes: number,
  isClosed: () => boolean,
): Promise<void> {
  const write = (chunk: Buffer | string) =>
    new Promise<void>((resolve) => {
      if (sink.write(chunk)) resolve();
      else sink.once('drain', resolve);
    });
  await write(HEAD);
  const whole = Math.floor(megabytes);
  for (let i = 0; i < whole && !isClosed(); i++) await write(PADDING);
  const rest = Math.round((megabytes - whole) * MB);
  if (rest > 0 && !isClosed()) await write(PADDING.subarray(0, rest));
  sink.end(TAIL);
}

/** `huge-body`: a 200, `application/json`, with the full Content-Length, `sizeMb` MB of it. */
export function sendHugeBody(res: ServerResponse, headers: Record<string, string>, sizeMb: number): void {
  const length =
    HEAD.length + Math.floor(sizeMb) * MB + Math.round((sizeMb - Math.floor(sizeMb)) * MB) + TAIL.length;
  res.writeHead(200, { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(length) });
  void writePadded(res, sizeMb, () => res.destroyed);
}

/** Compressed bombs by inflated size, built once (600 MB takes a few seconds to deflate). */
const bombs = new Map<number, Promise<Buffer>>();

/** The gzip of a valid answer padded to `sizeMb` MB. */
export function gzipBomb(sizeMb: number): Promise<Buffer> {
  let bomb = bombs.get(sizeMb);
  if (!bomb) {
    bomb = new Promise<Buffer>((resolve, reject) => {
      const gzip = createGzip({ level: 9 });
      const chunks: Buffer[] = [];
      gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
      gzip.on('end', () => resolve(Buffer.concat(chunks)));
      gzip.on('error', reject);
      void writePadded(gzip, sizeMb, () => false);
    });
    bombs.set(sizeMb, bomb);
  }
  return bomb;
}

/** `gzip-bomb`: a 200, `Content-Encoding: gzip`, whose few hundred KB inflate to `sizeMb` MB. */
export async function sendGzipBomb(
  res: ServerResponse,
  headers: Record<string, string>,
  sizeMb: number,
): Promise<void> {
  const body = await gzipBomb(sizeMb);
  if (res.destroyed) return;
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'application/json',
    'Content-Encoding': 'gzip',
    'Content-Length': String(body.length),
  });
  res.end(body);
}
