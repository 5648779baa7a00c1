/**
 * Bytes kept gzipped, through the standard CompressionStream and DecompressionStream (Node, Chromium and
 * Electron all have them: no dependency). A stored value says by its own first two bytes whether it is
 * compressed: gzip's mark (RFC 1952), which no JSON text starts with. gzip also carries a CRC-32 and the
 * length of what it holds, so a damaged or cut value is refused when read, never read as something else.
 */
import { joinBytes } from '../join-bytes';

/** Whether `bytes` start with gzip's mark (0x1f 0x8b): how a stored value declares it is compressed. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/**
 * Hands every chunk of `readable` to `take`, in order; `false` (the stream cancelled) as soon as they pass
 * `limit` bytes.
 */
async function drained(
  readable: ReadableStream<Uint8Array>,
  take: (chunk: Uint8Array) => void,
  limit = Infinity,
): Promise<boolean> {
  let length = 0;
  const reader = readable.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    length += read.value.byteLength;
    if (length > limit) {
      await reader.cancel();
      return false;
    }
    take(read.value);
  }
  return true;
}

/** Every chunk of `readable`, in order; `null` (the stream cancelled) as soon as they pass `limit` bytes. */
async function collected(
  readable: ReadableStream<Uint8Array>,
  limit = Infinity,
): Promise<Uint8Array[] | null> {
  const chunks: Uint8Array[] = [];
  return (await drained(readable, (chunk) => chunks.push(chunk), limit)) ? chunks : null;
}

/**
 * `chunks` gzipped as they come (each is handed on before the next is made, so the whole input is never
 * held at once: a 500,000-account entry is ~400 MB of JSON), the compressor's own chunks handed to `take`
 * in order as it makes them (the caller cuts them into what it stores as they come: gathered first and
 * cut after, 80 MB were copied in one stretch of the thread). `false` as soon as the gzipped bytes pass
 * `limit`: no more chunks are taken, so what cannot be kept is never made whole.
 */
export async function gzipInto(
  chunks: AsyncIterable<Uint8Array>,
  take: (chunk: Uint8Array) => void,
  limit = Infinity,
): Promise<boolean> {
  const stream = new CompressionStream('gzip');
  let over = false;
  const output = drained(stream.readable, take, limit).then((kept) => ((over = !kept), kept));
  const writer = stream.writable.getWriter();
  try {
    let compressing: Promise<void> = Promise.resolve();
    for await (const chunk of chunks) {
      // The next chunk is made while this one is compressed, and no further: the output's count can
      // then stop the making in time. Without the wait the making ran ahead of the compressor, and on an
      // idle machine every chunk was made before the output passed the limit.
      await compressing;
      if (over) break;
      compressing = writer.write(chunk as Uint8Array<ArrayBuffer>);
    }
    await compressing;
    if (over) throw new RangeError('over the limit');
    await writer.close();
  } catch (error) {
    // The output's rejection is this same failure: told once, by the throw (or false, over the limit).
    output.catch(() => undefined);
    await writer.abort(error).catch(() => undefined);
    if (over) return false;
    throw error;
  }
  return output;
}

/** {@link gzipInto} answering the compressor's chunks in order (`null` past `limit`), never joined. */
export async function gzipChunks(
  chunks: AsyncIterable<Uint8Array>,
  limit = Infinity,
): Promise<Uint8Array[] | null> {
  const output: Uint8Array[] = [];
  return (await gzipInto(chunks, (chunk) => output.push(chunk), limit)) ? output : null;
}

/**
 * What `parts` hold one after another, gunzipped; rejects when together they are not one whole, intact
 * gzip member (a part missing, cut or changed: gzip's CRC-32 and length disagree).
 */
export async function gunzip(...parts: Uint8Array[]): Promise<Uint8Array> {
  const stream = new DecompressionStream('gzip');
  const output = collected(stream.readable);
  const writer = stream.writable.getWriter();
  // Their failures are the output's: it rejects with the reason.
  for (const part of parts) writer.write(part as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  // Without a limit, never null.
  const chunks = (await output)!;
  return joinBytes(
    chunks,
    chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0),
  );
}
