/**
 * Token content (TEP-64) as a jetton master, NFT collection or NFT item returns it: on-chain (prefix
 * 0x00: a dictionary from sha256(key) to snake or chunked data), off-chain (prefix 0x01: a URL as a
 * snake string), or semi-chain (on-chain with a `uri` pointing at the rest). The cell is the
 * contract's answer, so it is read defensively: bounded sizes, text decoded as UTF-8 with
 * replacement, anything unreadable reported as such rather than guessed.
 */
import { Dictionary, type Cell, type Slice } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { z } from 'zod';
import { bytesToBase64 } from '../tvm/stack-boc';

/** Keys TEP-64 defines (and `uri` for semi-chain content). */
export const CONTENT_KEYS = [
  'uri',
  'name',
  'description',
  'image',
  'image_data',
  'symbol',
  'decimals',
  'amount_style',
  'render_type',
] as const;

/** Most characters kept of one text field; longer text is cut and flagged. */
const MAX_TEXT = 4096;
/** Most cells read for one snake or chunked value. */
const MAX_CELLS = 64;

/** Decoded content. */
export const tokenContentSchema = z.discriminatedUnion('layout', [
  z.object({
    layout: z.literal('onchain'),
    /** The TEP-64 fields present (text); `image_data` as Base64. */
    fields: z.record(z.string(), z.string()),
    /** Set when a field was cut to 4096 characters. */
    truncated: z.boolean().optional(),
  }),
  z.object({ layout: z.literal('offchain'), url: z.string() }),
  /** On-chain fields with a `uri` holding the rest: `url` is that uri. */
  z.object({ layout: z.literal('semichain'), url: z.string(), fields: z.record(z.string(), z.string()) }),
  /** Neither layout: the content is shown as its BoC. */
  z.object({ layout: z.literal('unknown'), reason: z.string() }),
]);
export type TokenContent = z.infer<typeof tokenContentSchema>;

const keyHashes = new Map<string, (typeof CONTENT_KEYS)[number]>(
  CONTENT_KEYS.map((key) => [sha256_sync(key).toString('hex'), key] as const),
);

/** Bytes of a snake value: the slice's bits, then each first reference's, in order. */
function snakeBytes(slice: Slice): { bytes: Uint8Array; truncated: boolean } {
  const chunks: Uint8Array[] = [];
  let current: Slice | null = slice;
  let cells = 0;
  let total = 0;
  while (current && cells < MAX_CELLS) {
    const whole = Math.floor(current.remainingBits / 8);
    const buffer = current.loadBuffer(whole);
    chunks.push(buffer);
    total += buffer.length;
    cells++;
    current = current.remainingRefs > 0 ? current.loadRef().beginParse() : null;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { bytes, truncated: current !== null };
}

/** Chunked data (`chunks_data#01`): a dictionary uint32 → ^(snake) read in key order. */
function chunkedBytes(slice: Slice): { bytes: Uint8Array; truncated: boolean } {
  const dict = Dictionary.load(Dictionary.Keys.Uint(32), Dictionary.Values.Cell(), slice);
  const parts = dict
    .keys()
    .sort((a, b) => a - b)
    .slice(0, MAX_CELLS)
    .map((key) => snakeBytes(dict.get(key)!.beginParse()).bytes);
  const total = parts.reduce((n, p) => n + p.length, 0);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return { bytes, truncated: dict.size > MAX_CELLS };
}

const utf8 = new TextDecoder('utf-8', { fatal: false });

/** Text of bytes, cut to MAX_TEXT characters. */
function text(bytes: Uint8Array): { value: string; cut: boolean } {
  const value = utf8.decode(bytes);
  return value.length > MAX_TEXT ? { value: value.slice(0, MAX_TEXT), cut: true } : { value, cut: false };
}

/** An on-chain content dictionary's known fields. */
function onchainFields(dictSlice: Slice): { fields: Record<string, string>; truncated: boolean } {
  const dict = Dictionary.load(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell(), dictSlice);
  const fields: Record<string, string> = {};
  let truncated = false;
  for (const [hash, value] of dict) {
    const key = keyHashes.get(hash.toString('hex'));
    if (!key) continue;
    const slice = value.beginParse();
    if (slice.remainingBits < 8) continue;
    const prefix = slice.loadUint(8);
    const read = prefix === 0x01 ? chunkedBytes(slice) : snakeBytes(slice);
    truncated ||= read.truncated;
    if (key === 'image_data') {
      fields[key] = bytesToBase64(read.bytes);
    } else {
      const decoded = text(read.bytes);
      truncated ||= decoded.cut;
      fields[key] = decoded.value;
    }
  }
  return { fields, truncated };
}

/**
 * Reads TEP-64 content. A collection item's content (a URL suffix or fields without a layout prefix)
 * reads as `unknown` here; the collection's `get_nft_content` gives the full content.
 */
export function readTokenContent(cell: Cell): TokenContent {
  try {
    const slice = cell.beginParse();
    if (slice.remainingBits < 8) return { layout: 'unknown', reason: 'the content cell is empty' };
    const prefix = slice.loadUint(8);
    if (prefix === 0x01) {
      const url = text(snakeBytes(slice).bytes).value;
      return { layout: 'offchain', url };
    }
    if (prefix === 0x00) {
      const { fields, truncated } = onchainFields(slice);
      if (fields.uri !== undefined) {
        const { uri, ...rest } = fields;
        return { layout: 'semichain', url: uri, fields: rest };
      }
      return { layout: 'onchain', fields, ...(truncated ? { truncated } : {}) };
    }
    return {
      layout: 'unknown',
      reason: `content starts with 0x${prefix.toString(16).padStart(2, '0')}, which TEP-64 does not define`,
    };
  } catch (error) {
    return {
      layout: 'unknown',
      reason: `the content could not be read (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}

/** The text of a plain snake cell (a collection item's content suffix), or null when it is not text. */
export function snakeText(cell: Cell): string | null {
  try {
    const decoded = text(snakeBytes(cell.beginParse()).bytes).value;
    // Control characters other than whitespace mean binary data, not text.
    return [...decoded].some((c) => c.charCodeAt(0) < 0x20 && !'\t\n\r'.includes(c)) ? null : decoded;
  } catch {
    return null;
  }
}

/** The decimals an on-chain field gives (TEP-64: text of an integer 0…255), or null. */
export function contentDecimals(content: TokenContent): number | null {
  if (content.layout !== 'onchain' && content.layout !== 'semichain') return null;
  const value = content.fields.decimals;
  if (value === undefined || !/^\d{1,3}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n <= 255 ? n : null;
}
