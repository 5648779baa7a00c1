/**
 * The bytes of `JSON.stringify(value)`, in ASCII, made a slice at a time with a pause between slices. A
 * 100,000-account log entry is ~90 MB of JSON: made in one piece it held its thread for ~1.2 s (the
 * string, its byte count, then the store's own encoding), so a detail opened just after a large lookup
 * waited ~2.5 s for the job owner. In slices, that thread answers other work between them, and no 90 MB
 * string is ever made: each slice is encoded as it is made, and the bytes go to the store as they are.
 *
 * Every character beyond ASCII is written as its `\u` escape: the same JSON, read back the same. One
 * such character (a token's symbol, USD₮) made reading the whole entry back a two-byte string, decoded
 * ~3× slower and parsed slower, at twice the memory.
 */
import { nextTurn } from '../next-turn';
import { joinBytes } from '../join-bytes';

/** Members of a large array or object stringified together: one piece of text. */
const GROUP = 64;
/**
 * Text gathered before it is encoded (characters). Kept under V8's large-object size (~128 KB): a larger
 * string is made straight in the old generation, where only a major GC (a long pause over a large
 * lookup's heap) frees it; a 500,000-account entry makes ~250 MB of this text.
 */
const CHUNK_CHARS = 32 * 1024;
/** Work done between pauses (ms). */
const SLICE_MS = 20;

const skipped = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * Pieces whose concatenation is `JSON.stringify(value)`. Arrays and objects with more than
 * {@link GROUP} members are split into groups of members; smaller objects are entered, so the large
 * arrays inside a record are split wherever they sit.
 */
export function* jsonPieces(value: unknown): Generator<string> {
  if (
    value === null ||
    typeof value !== 'object' ||
    typeof (value as { toJSON?: unknown }).toJSON === 'function' ||
    value instanceof Number ||
    value instanceof String ||
    value instanceof Boolean
  ) {
    yield JSON.stringify(value);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length <= GROUP) {
      yield JSON.stringify(value);
      return;
    }
    yield '[';
    for (let start = 0; start < value.length; start += GROUP) {
      // A slice stringifies its holes and undefined members as `null`, as the whole array would.
      const text = JSON.stringify(value.slice(start, start + GROUP));
      yield (start > 0 ? ',' : '') + text.slice(1, -1);
    }
    yield ']';
    return;
  }
  const keys = Object.keys(value).filter((key) => !skipped((value as Record<string, unknown>)[key]));
  const record = value as Record<string, unknown>;
  yield '{';
  if (keys.length > GROUP) {
    for (let start = 0; start < keys.length; start += GROUP) {
      let text = start > 0 ? ',' : '';
      for (let i = start; i < Math.min(start + GROUP, keys.length); i++) {
        text += `${i > start ? ',' : ''}${JSON.stringify(keys[i])}:${JSON.stringify(record[keys[i]!])}`;
      }
      yield text;
    }
  } else {
    for (let i = 0; i < keys.length; i++) {
      yield `${i > 0 ? ',' : ''}${JSON.stringify(keys[i])}:`;
      yield* jsonPieces(record[keys[i]!]);
    }
  }
  yield '}';
}

/** A UTF-16 unit beyond ASCII. */
const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u0080-\uffff]/g;

/** JSON text with every character beyond ASCII (each UTF-16 unit, paired or not) written as its escape. */
export function asciiJson(text: string): string {
  return NON_ASCII.test(text)
    ? text.replace(NON_ASCII_ALL, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : text;
}

/**
 * The bytes of `new TextEncoder().encode(asciiJson(JSON.stringify(value)))` in chunks of about
 * {@link CHUNK_CHARS}, made a slice of about {@link SLICE_MS} at a time with a turn of the event loop
 * between slices. `value` must not change until the last chunk is taken.
 */
export function jsonChunks(
  value: unknown,
  pause: () => Promise<void> = nextTurn,
): AsyncGenerator<Uint8Array> {
  return jsonTextChunks(jsonPieces(value), pause);
}

/**
 * {@link jsonChunks} of JSON text made by `pieces` (their concatenation): its bytes, every character
 * beyond ASCII escaped, a slice of about {@link SLICE_MS} at a time. The pieces are taken as the chunks
 * are, so work done inside the generator is sliced too.
 */
export async function* jsonTextChunks(
  pieces: Iterable<string>,
  pause: () => Promise<void> = nextTurn,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  let text = '';
  let sliceStart = Date.now();
  for (const piece of pieces) {
    text += piece;
    if (text.length < CHUNK_CHARS) continue;
    yield encoder.encode(asciiJson(text));
    text = '';
    if (Date.now() - sliceStart >= SLICE_MS) {
      await pause();
      sliceStart = Date.now();
    }
  }
  yield encoder.encode(asciiJson(text));
}

/** `jsonChunks(value, pause)` joined: the whole JSON's bytes. `value` must not change until it resolves. */
export async function jsonBytes(value: unknown, pause: () => Promise<void> = nextTurn): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of jsonChunks(value, pause)) {
    chunks.push(chunk);
    length += chunk.length;
  }
  return joinBytes(chunks, length);
}
