/**
 * A fast reader of the emulator's result stack (a VmStack in a BoC) into stack values. @ton/core's
 * `parseTuple` builds a `Cell` per cell and so hashes each one in JavaScript; for a get-method that
 * returns code (a jetton master's wallet code: dozens of cells) that costs more than running the
 * method. Hashes are not needed to read a stack, or to write a BoC: this reader keeps each cell's bytes
 * as the emulator serialised them and writes every cell or slice value back as a BoC of its own
 * (standard form: no index, no CRC) by copying them. Checked against @ton/core cell for cell in
 * stack-boc.test.ts.
 */
import type { StackValue } from './stack';

/** One cell as serialised: descriptor bytes, data (with its completion tag) and references. */
interface RawCell {
  d1: number;
  d2: number;
  data: Uint8Array;
  refs: number[];
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ALPHABET_CODES = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0));
const PAD = '='.charCodeAt(0);
const DECODE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;
DECODE['-'.charCodeAt(0)] = 62;
DECODE['_'.charCodeAt(0)] = 63;

/** Standard or URL-safe Base64 → bytes. */
export function base64ToBytes(text: string): Uint8Array {
  const clean = text.replace(/[\s=]/g, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < clean.length; i++) {
    const c = clean.charCodeAt(i);
    const v = c < 128 ? DECODE[c]! : -1;
    if (v < 0) throw new Error(`not Base64 (character ${i + 1})`);
    value = ((value << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >> bits) & 0xff;
    }
  }
  return out.subarray(0, o);
}

/** Bytes → standard Base64 with padding. */
export function bytesToBase64(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let o = 0;
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out[o++] = ALPHABET_CODES[(n >> 18) & 63]!;
    out[o++] = ALPHABET_CODES[(n >> 12) & 63]!;
    out[o++] = i + 1 < bytes.length ? ALPHABET_CODES[(n >> 6) & 63]! : PAD;
    out[o++] = i + 2 < bytes.length ? ALPHABET_CODES[n & 63]! : PAD;
  }
  // Characters in chunks: one string for the whole, without a concatenation per character.
  let text = '';
  for (let i = 0; i < out.length; i += 0x2000) text += String.fromCharCode(...out.subarray(i, i + 0x2000));
  return text;
}

/** Reads a big-endian unsigned integer of `size` bytes. */
function readUint(bytes: Uint8Array, offset: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + bytes[offset + i]!;
  return value;
}

/** Parses a BoC into its cells (root first is not assumed: the root index is returned). */
function parseBoc(bytes: Uint8Array): { cells: RawCell[]; root: number } {
  if (bytes.length < 6 || readUint(bytes, 0, 4) !== 0xb5ee9c72) throw new Error('not a BoC (magic)');
  const flags = bytes[4]!;
  const hasIdx = (flags & 0x80) !== 0;
  const size = flags & 0x07;
  const offBytes = bytes[5]!;
  let p = 6;
  const cellCount = readUint(bytes, p, size);
  p += size;
  const rootCount = readUint(bytes, p, size);
  p += size;
  p += size; // absent
  p += offBytes; // total cells size
  const root = readUint(bytes, p, size);
  p += size * rootCount;
  if (hasIdx) p += cellCount * offBytes;
  const cells: RawCell[] = new Array(cellCount);
  for (let i = 0; i < cellCount; i++) {
    const d1 = bytes[p]!;
    const d2 = bytes[p + 1]!;
    p += 2;
    if ((d1 & 16) !== 0) throw new Error('cells with stored hashes are not read here');
    const dataLength = Math.ceil(d2 / 2);
    const data = bytes.subarray(p, p + dataLength);
    p += dataLength;
    const refs: number[] = [];
    for (let r = 0; r < (d1 & 7); r++) {
      refs.push(readUint(bytes, p, size));
      p += size;
    }
    cells[i] = { d1, d2, data, refs };
  }
  return { cells, root };
}

/** The number of data bits of a cell (its completion tag removed). */
function bitLength(cell: RawCell): number {
  if (cell.d2 % 2 === 0) return cell.data.length * 8;
  const last = cell.data[cell.data.length - 1]!;
  let trailing = 0;
  while (trailing < 8 && ((last >> trailing) & 1) === 0) trailing++;
  return cell.data.length * 8 - trailing - 1;
}

/** Bit reader over one cell. */
class Bits {
  private position: number;
  constructor(
    private readonly cell: RawCell,
    start = 0,
  ) {
    this.position = start;
  }
  get offset(): number {
    return this.position;
  }
  bit(): number {
    const i = this.position++;
    return (this.cell.data[i >> 3]! >> (7 - (i & 7))) & 1;
  }
  uint(bits: number): number {
    let value = 0;
    for (let i = 0; i < bits; i++) value = value * 2 + this.bit();
    return value;
  }
  bigInt(bits: number): bigint {
    // Read in 32-bit pieces: a 257-bit integer is nine steps, not 257.
    let value = 0n;
    let left = bits;
    while (left > 0) {
      const take = Math.min(32, left);
      value = (value << BigInt(take)) | BigInt(this.uint(take));
      left -= take;
    }
    // Signed: the first bit is the sign.
    return value >= 1n << BigInt(bits - 1) ? value - (1n << BigInt(bits)) : value;
  }
}

/** Writes the BoC of the cells reachable from `root` (standard form: no index, no CRC). */
function writeBoc(cells: readonly RawCell[], root: RawCell): string {
  // Reverse post-order: every cell before the cells it references, the root first, shared cells once.
  const index = new Map<RawCell, number>();
  const post: RawCell[] = [];
  const done = new Set<RawCell>();
  const walk = (cell: RawCell) => {
    if (done.has(cell)) return;
    done.add(cell);
    for (const ref of cell.refs) walk(cells[ref]!);
    post.push(cell);
  };
  walk(root);
  post.reverse();
  post.forEach((cell, i) => index.set(cell, i));
  const count = post.length;
  const size = Math.max(1, Math.ceil(Math.log2(count + 1) / 8));
  let total = 0;
  for (const cell of post) total += 2 + cell.data.length + cell.refs.length * size;
  const offBytes = Math.max(1, Math.ceil(Math.log2(total + 1) / 8));
  const out = new Uint8Array(4 + 2 + size * 4 + offBytes + total);
  let p = 0;
  const put = (value: number, bytes: number) => {
    for (let i = bytes - 1; i >= 0; i--) out[p++] = Math.floor(value / 256 ** i) % 256;
  };
  put(0xb5ee9c72, 4);
  out[p++] = size;
  out[p++] = offBytes;
  put(count, size);
  put(1, size);
  put(0, size);
  put(total, offBytes);
  put(0, size);
  for (const cell of post) {
    out[p++] = cell.d1;
    out[p++] = cell.d2;
    out.set(cell.data, p);
    p += cell.data.length;
    for (const ref of cell.refs) put(index.get(cells[ref]!)!, size);
  }
  return bytesToBase64(out);
}

/** The cell holding bits [from, to) and references [fromRef, toRef) of `cell` (a slice's content). */
function sliceCell(
  cells: RawCell[],
  cell: RawCell,
  from: number,
  to: number,
  fromRef: number,
  toRef: number,
): RawCell {
  if (from === 0 && to === bitLength(cell) && fromRef === 0 && toRef === cell.refs.length) return cell;
  const bits = new Bits(cell, from);
  const length = to - from;
  const data = new Uint8Array(Math.ceil(length / 8));
  for (let i = 0; i < length; i++) if (bits.bit()) data[i >> 3]! |= 0x80 >> (i & 7);
  if (length % 8 !== 0) data[length >> 3]! |= 0x80 >> (length % 8);
  const refs = cell.refs.slice(fromRef, toRef);
  // Level mask of an ordinary cell: the union of its references' masks.
  const levelMask = refs.reduce((mask, r) => mask | (cells[r]!.d1 >> 5), 0);
  return {
    d1: refs.length + (levelMask << 5),
    d2: Math.floor(length / 8) + Math.ceil(length / 8),
    data,
    refs,
  };
}

/** A standard address (`addr_std`, no anycast) filling exactly this cell, as `wc:HEX`; else null. */
function addressOf(cell: RawCell): string | null {
  if (cell.refs.length !== 0 || (cell.d1 & 8) !== 0 || bitLength(cell) !== 267) return null;
  const bits = new Bits(cell);
  if (bits.uint(3) !== 0b100) return null;
  const workchain = Number(bits.bigInt(8));
  let hex = '';
  for (let i = 0; i < 64; i++) hex += bits.uint(4).toString(16);
  return `${workchain}:${hex.toUpperCase()}`;
}

/** Reads one VmStackValue at the reader's position. */
function readValue(cells: RawCell[], cell: RawCell, bits: Bits, nextRef: { i: number }): StackValue {
  const ref = () => cells[cell.refs[nextRef.i++]!]!;
  const tag = bits.uint(8);
  switch (tag) {
    case 0x00:
      return { type: 'null' };
    case 0x01:
      return { type: 'int', value: bits.bigInt(64).toString() };
    case 0x02: {
      if (bits.uint(7) === 0) return { type: 'int', value: bits.bigInt(257).toString() };
      bits.bit();
      return { type: 'nan' };
    }
    case 0x03:
      return { type: 'cell', boc: writeBoc(cells, ref()) };
    case 0x04: {
      const from = bits.uint(10);
      const to = bits.uint(10);
      const fromRef = bits.uint(3);
      const toRef = bits.uint(3);
      const content = sliceCell(cells, ref(), from, to, fromRef, toRef);
      const address = addressOf(content);
      return { type: 'slice', boc: writeBoc(cells, content), ...(address ? { address } : {}) };
    }
    case 0x05:
      return { type: 'builder', boc: writeBoc(cells, ref()) };
    case 0x07: {
      const length = bits.uint(16);
      return { type: 'tuple', items: readTuple(cells, cell, length, nextRef) };
    }
    default:
      throw new Error(`unsupported stack value (tag 0x${tag.toString(16)})`);
  }
}

/** A tuple's items: `length` values in the nested head/tail cells, as @ton/core lays them out. */
function readTuple(cells: RawCell[], cell: RawCell, length: number, nextRef: { i: number }): StackValue[] {
  const item = (c: RawCell) => readValue(cells, c, new Bits(c), { i: 0 });
  if (length === 0) return [];
  if (length === 1) return [item(cells[cell.refs[nextRef.i++]!]!)];
  let head = cells[cell.refs[nextRef.i++]!]!;
  let tail = cells[cell.refs[nextRef.i++]!]!;
  const items: StackValue[] = [item(tail)];
  for (let i = 0; i < length - 2; i++) {
    const outer = head;
    head = cells[outer.refs[0]!]!;
    tail = cells[outer.refs[1]!]!;
    items.unshift(item(tail));
  }
  items.unshift(item(head));
  return items;
}

/** Reads a VmStack BoC (the emulator's `stack` output) into stack values, bottom first. */
export function readStackBoc(base64: string): StackValue[] {
  const { cells, root } = parseBoc(base64ToBytes(base64));
  const values: StackValue[] = [];
  let cell = cells[root]!;
  let bits = new Bits(cell);
  const depth = bits.uint(24);
  for (let i = 0; i < depth; i++) {
    const rest = cells[cell.refs[0]!]!;
    values.unshift(readValue(cells, cell, bits, { i: 1 }));
    cell = rest;
    bits = new Bits(cell);
  }
  return values;
}

/** Hex digit values. */
const HEX = '0123456789abcdef';

/**
 * The BoC of a slice holding exactly the address `wc:HEX` (`addr_std`, no anycast) — byte for byte what
 * @ton/core writes for `beginCell().storeAddress(address)` — without building a Cell (no hashing).
 */
export function addressSliceBoc(raw: string): string {
  const colon = raw.indexOf(':');
  const workchain = Number(raw.slice(0, colon));
  const hex = raw.slice(colon + 1).toLowerCase();
  const data = new Uint8Array(34);
  // Bits: 1 0 0 (addr_std, no anycast), workchain as int8, 256-bit hash, then the completion tag.
  let bit = 0;
  const put = (value: number) => {
    if (value) data[bit >> 3]! |= 0x80 >> (bit & 7);
    bit++;
  };
  put(1);
  put(0);
  put(0);
  for (let i = 7; i >= 0; i--) put(((workchain & 0xff) >> i) & 1);
  for (const char of hex) {
    const nibble = HEX.indexOf(char);
    for (let i = 3; i >= 0; i--) put((nibble >> i) & 1);
  }
  put(1);
  const cell: RawCell = { d1: 0, d2: 67, data, refs: [] };
  return writeBoc([cell], cell);
}
