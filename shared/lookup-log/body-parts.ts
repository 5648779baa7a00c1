/**
 * A logged lookup's body kept in parts (layout 3): its gzipped bytes cut into records of at most
 * {@link BODY_PART_BYTES} (less where the database keeps less in one value: Chromium's IndexedDB refuses
 * one over 127 MB, and a 500,000-account body is larger). The first part is `body:<id>`, as a whole body
 * was before; the others `body:<id>:0001`, `:0002`… in key order. All are written in the entry's one
 * batch and deleted with it. Read back, they are joined in key order and gunzipped as one gzip member,
 * whose CRC-32 and length check them whole: a part missing, cut or changed makes the body unreadable
 * (the log's damage message), never a different entry.
 */
import { joinBytes } from '../join-bytes';
import { gunzip, isGzip } from '../storage/gzip-bytes';
import { rangeOf, type BytesRead } from '../storage/store-database';
import { BODY, type LogStore } from './log-records';

/** The most one part takes where the database has no smaller bound: copies of it stay short tasks. */
export const BODY_PART_BYTES = 16 * 1024 * 1024;

const BYTES: BytesRead = { valueEncoding: 'view' };

/** The key of part `index` of entry `id`'s body (part 0 is the body's own key). */
export function bodyPartKey(id: string, index: number): string {
  return index === 0 ? BODY + id : `${BODY}${id}:${String(index).padStart(4, '0')}`;
}

/** The keys of every part of entry `id`'s body after the first, in order. */
async function laterPartKeys(store: LogStore, id: string): Promise<string[]> {
  return store.db.keys(rangeOf(`${BODY}${id}:`)).all();
}

/**
 * Cuts a body's gzipped bytes into parts of at most `partBytes` as they are made: `take` each chunk in
 * order (a part is joined as soon as it is full, one short copy), then `end` for every part. Cut after
 * the whole body was made, its 80 MB (500,000 accounts) were copied in one stretch of the thread.
 */
export function bodyCutter(partBytes: number): { take(chunk: Uint8Array): void; end(): Uint8Array[] } {
  const parts: Uint8Array[] = [];
  let pending: Uint8Array[] = [];
  let length = 0;
  const cut = () => {
    parts.push(joinBytes(pending, length));
    pending = [];
    length = 0;
  };
  return {
    take(chunk) {
      for (let from = 0; from < chunk.byteLength;) {
        const taken = Math.min(chunk.byteLength - from, partBytes - length);
        pending.push(from === 0 && taken === chunk.byteLength ? chunk : chunk.subarray(from, from + taken));
        from += taken;
        length += taken;
        if (length === partBytes) cut();
      }
    },
    end() {
      if (length > 0 || parts.length === 0) cut();
      return parts;
    },
  };
}

/** The stored parts of entry `id`'s body, in order; `undefined` when it has none. */
export async function storedBodyParts(store: LogStore, id: string): Promise<Uint8Array[] | undefined> {
  const first = await store.db.get(BODY + id, BYTES);
  if (first === undefined) return undefined;
  const parts = [first];
  for (const key of await laterPartKeys(store, id)) {
    const part = await store.db.get(key, BYTES);
    // Deleted meanwhile: the joined body then fails gzip's check, and is told as damaged.
    if (part !== undefined) parts.push(part);
  }
  return parts;
}

/** The bytes entry `id`'s body takes in the store, every part counted (0 when it has none). */
export async function storedBodyBytes(store: LogStore, id: string): Promise<number> {
  return ((await storedBodyParts(store, id)) ?? []).reduce((sum, part) => sum + part.byteLength, 0);
}

/** The deletions of entry `id`'s body, every part of it. */
export async function bodyDeletions(store: LogStore, id: string): Promise<{ type: 'del'; key: string }[]> {
  return [BODY + id, ...(await laterPartKeys(store, id))].map((key) => ({ type: 'del' as const, key }));
}

const utf8 = new TextDecoder();

/**
 * An entry's body as JSON text: a gzipped one (layouts 2 and 3, its parts joined) restored, one written
 * before bodies were compressed (plain JSON, which never starts with gzip's mark) as it is. `undefined`
 * when there is none; `null` when it does not restore (a part missing, cut or damaged on disk: gzip's
 * CRC-32 and length disagree).
 */
export async function bodyText(store: LogStore, id: string): Promise<string | null | undefined> {
  const parts = await storedBodyParts(store, id);
  if (parts === undefined) return undefined;
  if (!isGzip(parts[0]!)) return parts.length === 1 ? utf8.decode(parts[0]) : null;
  try {
    return utf8.decode(await gunzip(...parts));
  } catch {
    return null;
  }
}
