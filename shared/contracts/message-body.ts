/**
 * An internal message's body read by what it is, from the standards (ton-blockchain/TEPs): a text
 * comment (op 0, then the text as a snake of bytes — the wallets' comment, which TEP-74 also names as a
 * `forward_payload` a wallet shows), a jetton transfer (text/0074-jettons-standard.md
 * `transfer#0f8a7ea5`), an NFT transfer (text/0062-nft-standard.md `transfer#5fcc3d14`); anything else by
 * its op code alone, "not read". The body is whatever a proposer put in (a multisig order's message):
 * every field is read bounded and exact, a comment keeps its bytes' meaning only when they are UTF-8,
 * and a known op whose body does not read as that standard's says why instead of half an answer.
 */
import { Address, type Cell, type Slice } from '@ton/core';
import { z } from 'zod';
import { rawOf } from '../tvm/stack';
import { rawAddressSchema } from './details/common';

/** TEP-74 jetton `transfer`. */
export const JETTON_TRANSFER_OP = 0x0f8a7ea5;
/** TEP-62 NFT `transfer`. */
export const NFT_TRANSFER_OP = 0x5fcc3d14;
/** A text comment: op 0, then the text. */
const COMMENT_OP = 0;

/** Bytes of a comment kept (a comment's snake may chain thousands of cells; a reader needs the start). */
export const MAX_COMMENT_BYTES = 1024;
/** Cells of a snake followed before stopping (the bytes' limit is what bounds it first). */
const MAX_SNAKE_CELLS = 16;

/** A comment's text, or why its bytes are no text. */
const commentSchema = z.object({
  /** The text as UTF-8 gives it; null when the bytes are not UTF-8. */
  text: z.string().nullable(),
  /** Hex of the first bytes, when they are not UTF-8 (shown instead of a guessed text). */
  hex: z.string().nullable(),
  /** Only the first {@link MAX_COMMENT_BYTES} bytes were read. */
  cut: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** What a message body is. Amounts are exact decimal text; addresses raw (null: none). */
export const messageBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('empty') }),
  z.object({ type: z.literal('comment'), comment: commentSchema }),
  z.object({
    type: z.literal('jetton_transfer'),
    query_id: z.string(),
    /** In the jetton's smallest units. */
    amount: z.string(),
    /** The owner the jettons go to (its jetton wallet is derived by the master). */
    destination: rawAddressSchema.nullable(),
    response_destination: rawAddressSchema.nullable(),
    /** Nanotons forwarded to the destination with the transfer notification. */
    forward_ton_amount: z.string(),
    /** The forward payload when it is a comment (TEP-74: what a wallet shows the receiver). */
    forward_comment: commentSchema.nullable(),
    /** A forward payload that is not a comment, by its op code in hex ('' when it is shorter). */
    forward_op: z.string().nullable(),
  }),
  z.object({
    type: z.literal('nft_transfer'),
    query_id: z.string(),
    new_owner: rawAddressSchema.nullable(),
    response_destination: rawAddressSchema.nullable(),
    forward_amount: z.string(),
  }),
  /** An op the app does not read, in hex (8 digits). */
  z.object({ type: z.literal('other'), op: z.string() }),
  /** A body that does not read as its op's standard (truncated, an external address): why. */
  z.object({ type: z.literal('unreadable'), op: z.string().nullable(), reason: z.string() }),
]);
export type MessageBody = z.infer<typeof messageBodySchema>;

/** An op code as 8 hex digits. */
export const opHex = (op: number): string => `0x${op.toString(16).padStart(8, '0')}`;

/** The bytes of a snake (the slice's own, then its first ref's, …), at most `max`; and whether cut. */
function snakeBytes(slice: Slice, max: number): { bytes: Uint8Array; cut: boolean } {
  const bytes = new Uint8Array(max);
  let length = 0;
  let at: Slice | null = slice;
  for (let cells = 0; at && cells < MAX_SNAKE_CELLS; cells += 1) {
    const take = Math.min(Math.floor(at.remainingBits / 8), max - length);
    bytes.set(at.loadBuffer(take), length);
    length += take;
    if (length >= max) return { bytes, cut: at.remainingBits >= 8 || at.remainingRefs > 0 };
    at = at.remainingRefs > 0 ? at.loadRef().beginParse() : null;
  }
  return { bytes: bytes.subarray(0, length), cut: at !== null };
}

const hexOf = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A comment's text from the slice after its op: UTF-8 only (a lossy decoding would invent characters). */
export function readComment(slice: Slice): Comment {
  const { bytes, cut } = snakeBytes(slice, MAX_COMMENT_BYTES);
  // A cut may split a character: the complete ones before it are still the comment's.
  const text = utf8(bytes) ?? (cut ? utf8(bytes.subarray(0, lastCharStart(bytes))) : null);
  return text === null
    ? { text: null, hex: hexOf(bytes.subarray(0, 64)), cut: cut || bytes.length > 64 }
    : { text, hex: null, cut };
}

/** The bytes as UTF-8 text, or null when they are not UTF-8. */
function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Where the last (maybe incomplete) UTF-8 character of `bytes` starts. */
function lastCharStart(bytes: Uint8Array): number {
  let at = bytes.length;
  for (let back = 0; back < 4 && at > 0; back += 1) {
    at -= 1;
    if ((bytes[at]! & 0xc0) !== 0x80) return at;
  }
  return bytes.length;
}

/** An internal address, or null for none; an external one is no owner a transfer can name. */
function ownerAddress(slice: Slice): string | null {
  const address = slice.loadAddressAny();
  if (address === null) return null;
  if (!Address.isAddress(address)) throw new Error('it names an external address');
  return rawOf(address);
}

/** TEP-74 `forward_payload:(Either Cell ^Cell)`: a comment, another op, or nothing. */
function forwardPayload(slice: Slice): { forward_comment: Comment | null; forward_op: string | null } {
  const payload = slice.loadBit() ? slice.loadRef().beginParse() : slice;
  if (payload.remainingBits === 0 && payload.remainingRefs === 0)
    return { forward_comment: null, forward_op: null };
  if (payload.remainingBits < 32) return { forward_comment: null, forward_op: '' };
  const op = payload.loadUint(32);
  return op === COMMENT_OP
    ? { forward_comment: readComment(payload), forward_op: null }
    : { forward_comment: null, forward_op: opHex(op) };
}

/** TEP-74 `transfer`, after its op. */
function jettonTransfer(slice: Slice): MessageBody {
  const query_id = slice.loadUintBig(64).toString();
  const amount = slice.loadCoins().toString();
  const destination = ownerAddress(slice);
  const response_destination = ownerAddress(slice);
  slice.loadMaybeRef(); // custom_payload: the jetton's own, not read
  const forward_ton_amount = slice.loadCoins().toString();
  const head = { query_id, amount, destination, response_destination, forward_ton_amount };
  return { type: 'jetton_transfer', ...head, ...forwardPayload(slice) };
}

/** TEP-62 `transfer`, after its op. */
function nftTransfer(slice: Slice): MessageBody {
  const query_id = slice.loadUintBig(64).toString();
  const new_owner = ownerAddress(slice);
  const response_destination = ownerAddress(slice);
  slice.loadMaybeRef(); // custom_payload
  const forward_amount = slice.loadCoins().toString();
  return { type: 'nft_transfer', query_id, new_owner, response_destination, forward_amount };
}

/** What a message body is, by its op code and the standard that defines it. Never throws. */
export function readMessageBody(body: Cell): MessageBody {
  const slice = body.beginParse(true);
  if (slice.remainingBits === 0 && slice.remainingRefs === 0) return { type: 'empty' };
  if (body.isExotic) return { type: 'unreadable', op: null, reason: 'the body is an exotic cell' };
  if (slice.remainingBits < 32)
    return { type: 'unreadable', op: null, reason: 'the body is shorter than an op code (32 bits)' };
  const op = slice.loadUint(32);
  try {
    if (op === COMMENT_OP) return { type: 'comment', comment: readComment(slice) };
    if (op === JETTON_TRANSFER_OP) return jettonTransfer(slice);
    if (op === NFT_TRANSFER_OP) return nftTransfer(slice);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return {
      type: 'unreadable',
      op: opHex(op),
      reason: `it does not read as its standard's layout (${why})`,
    };
  }
  return { type: 'other', op: opHex(op) };
}
