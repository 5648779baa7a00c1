/**
 * A fast reader of the emulator's result stack (a VmStack in a BoC) into stack values. @ton/core's
 * `parseTuple` builds a `Cell` per cell and so hashes each one in JavaScript; for a get-method that
 * returns code (a jetton master's wallet code: dozens of cells) that costs more than running the
 * method. Hashes are not needed to read a stack, or to write a BoC: this reader keeps each cell's bytes
 * as the emulator serialised them and writes every cell or slice value back as a BoC of its own
 * (standard form: no index, no CRC) by copying them. Checked against @ton/core cell for cell in
 * stack-boc.test.ts.
 */
import type { StackValue } from './stack-schema';
import { formatBytes } from '../byte-size';

/** One cell as serialised: descriptor bytes, data (with its completion tag) and references. */
export interface RawCell {
  d1: number;
  d2: number;
  data: Uint8Array;
  refs: number[];
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Every two Base64 characters, by the 12 bits they stand for. */
const BASE64_PAIRS = Array.from({ length: 4096 }, (_, n) => ALPHABET[n >> 6]! + ALPHABET[n & 63]!);
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
  // Twelve bits at a time, each pair of characters a string made once: a result's BoCs are small (an
  // address slice is 47 bytes), and spreading the characters into `String.fromCharCode` cost ≈4 µs
  // for one of them, ten times this; a tokens run writes three for each owner.
  const whole = bytes.length - (bytes.length % 3);
  let text = '';
  for (let i = 0; i < whole; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    text += BASE64_PAIRS[n >> 12]! + BASE64_PAIRS[n & 4095]!;
  }
  if (whole === bytes.length) return text;
  const n = (bytes[whole]! << 16) | ((bytes[whole + 1] ?? 0) << 8);
  return text + BASE64_PAIRS[n >> 12]! + (whole + 1 < bytes.length ? ALPHABET[(n >> 6) & 63]! : '=') + '=';
}

/** Reads a big-endian unsigned integer of `size` bytes. */
function readUint(bytes: Uint8Array, offset: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + bytes[offset + i]!;
  return value;
}

/** Parses a BoC into its cells (root first is not assumed: the root index is returned). */
export function parseBoc(bytes: Uint8Array): { cells: RawCell[]; root: number } {
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
export function writeBoc(cells: readonly RawCell[], root: RawCell): string {
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

/**
 * Bounds a result stack is read with. A contract chooses what it returns: the same 1.4 MB cell 255
 * times is a BoC of 1.4 MB (cells are shared) but 357 MB once each value is written out on its own,
 * and tuples of shared tuples can stand for millions of entries in a few cells. What is past a bound
 * is kept as an `unread` entry that says what it was.
 */
export interface ResultBounds {
  /** Values of the stack read; the rest become one `unread` entry. */
  readonly values: number;
  /** Deepest tuple nesting read. */
  readonly depth: number;
  /** Entries read in all: values and tuple items at every level. */
  readonly entries: number;
  /** Bytes of cell, slice and builder BoCs written out in all. */
  readonly bytes: number;
}

/** The bounds of every result (far above what a standard get-method returns). */
export const RESULT_BOUNDS: ResultBounds = {
  values: 255,
  depth: 128,
  entries: 100_000,
  bytes: 4 * 1024 * 1024,
};

/** Bytes of BoCs a whole batch session (up to 255 calls, each within its own bounds) may write. */
const SESSION_BYTES = 32 * 1024 * 1024;

/** A result stack as read. */
export interface ReadStack {
  /** The values, bottom first. */
  values: StackValue[];
  /** Depth of the BoC's cell tree: how deep the emulator had to recurse to write it. */
  cellDepth: number;
}

/** What is left of the bounds while one stack is read. */
interface Budget {
  readonly bounds: ResultBounds;
  entries: number;
  bytes: number;
  /** Size of the tree under a cell (cells and BoC bytes), worked out once per cell. */
  readonly sizes: Map<RawCell, { cells: number; bytes: number }>;
  /** The BoC written for a cell, once per cell (the same cell returned many times is written once). */
  readonly bocs: Map<RawCell, string>;
  /** What a whole batch session may still write, shared by its calls' own budgets. */
  readonly session: { bytes: number } | null;
}

/** The cells and BoC bytes of the tree under `root` (each shared cell once, as a BoC holds it). */
function treeSize(cells: RawCell[], root: RawCell, budget: Budget): { cells: number; bytes: number } {
  const known = budget.sizes.get(root);
  if (known) return known;
  const seen = new Set<RawCell>([root]);
  const stack = [root];
  let bytes = 0;
  while (stack.length > 0) {
    const cell = stack.pop()!;
    bytes += 2 + cell.data.length + cell.refs.length * 4;
    for (const ref of cell.refs) {
      const next = cells[ref]!;
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  const size = { cells: seen.size, bytes };
  budget.sizes.set(root, size);
  return size;
}

/** A cell value written out as its own BoC, or `unread` when it would pass the bytes bound. */
function emit(
  cells: RawCell[],
  root: RawCell,
  type: 'cell' | 'slice' | 'builder',
  budget: Budget,
): { boc: string } | Extract<StackValue, { type: 'unread' }> {
  const size = treeSize(cells, root, budget);
  const pastCall = size.bytes > budget.bytes;
  if (pastCall || (budget.session && size.bytes > budget.session.bytes)) {
    const bound = pastCall
      ? `a result is read up to ${formatBytes(budget.bounds.bytes)} in all`
      : `the results of one batch are read up to ${formatBytes(SESSION_BYTES)} in all`;
    return {
      type: 'unread',
      what: `a ${type} of ${size.cells.toLocaleString('en-US')} cells (${formatBytes(size.bytes)}): ${bound}`,
    };
  }
  budget.bytes -= size.bytes;
  if (budget.session) budget.session.bytes -= size.bytes;
  let boc = budget.bocs.get(root);
  if (boc === undefined) {
    boc = writeBoc(cells, root);
    budget.bocs.set(root, boc);
  }
  return { boc };
}

/** Reads one VmStackValue at the reader's position, `level` tuples deep. */
function readValue(
  cells: RawCell[],
  cell: RawCell,
  bits: Bits,
  nextRef: { i: number },
  level: number,
  budget: Budget,
  perItem = false,
): StackValue {
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
    case 0x03: {
      const out = emit(cells, ref(), 'cell', budget);
      return 'boc' in out ? { type: 'cell', boc: out.boc } : out;
    }
    case 0x04: {
      const from = bits.uint(10);
      const to = bits.uint(10);
      const fromRef = bits.uint(3);
      const toRef = bits.uint(3);
      const content = sliceCell(cells, ref(), from, to, fromRef, toRef);
      const out = emit(cells, content, 'slice', budget);
      if (!('boc' in out)) return out;
      const address = addressOf(content);
      return { type: 'slice', boc: out.boc, ...(address ? { address } : {}) };
    }
    case 0x05: {
      const out = emit(cells, ref(), 'builder', budget);
      return 'boc' in out ? { type: 'builder', boc: out.boc } : out;
    }
    case 0x06:
      // A continuation (code the contract hands back): shown as its type; its body is not read.
      return { type: 'continuation' };
    case 0x07: {
      const length = bits.uint(16);
      if (level >= budget.bounds.depth)
        return {
          type: 'unread',
          what: `a tuple nested more than ${budget.bounds.depth} levels deep`,
        };
      return {
        type: 'tuple',
        items: readTuple(cells, cell, length, nextRef, level + 1, perItem ? freshBudget(budget) : budget),
      };
    }
    default:
      return {
        type: 'unread',
        what: `a value of a type the explorer does not read (tag 0x${tag.toString(16)})`,
      };
  }
}

/** An `unread` entry standing for `count` entries past the bound of entries. */
function pastEntries(count: number, budget: Budget): StackValue {
  return {
    type: 'unread',
    what: `${count.toLocaleString('en-US')} more value(s): a result is read up to ${budget.bounds.entries.toLocaleString('en-US')} values and tuple items in all`,
  };
}

/** A tuple's items: `length` values in the nested head/tail cells, as @ton/core lays them out. */
function readTuple(
  cells: RawCell[],
  cell: RawCell,
  length: number,
  nextRef: { i: number },
  level: number,
  budget: Budget | (() => Budget),
): StackValue[] {
  if (length === 0) return [];
  // The entry cells in order (walking the head chain is cheap); then each entry is read, in order.
  const entries: RawCell[] = [];
  if (length === 1) entries.push(cells[cell.refs[nextRef.i++]!]!);
  else {
    let head = cells[cell.refs[nextRef.i++]!]!;
    const tails = [cells[cell.refs[nextRef.i++]!]!];
    for (let i = 0; i < length - 2; i++) {
      const outer = head;
      head = cells[outer.refs[0]!]!;
      tails.push(cells[outer.refs[1]!]!);
    }
    entries.push(head, ...tails.reverse());
  }
  const items: StackValue[] = [];
  for (const [i, entry] of entries.entries()) {
    const own = typeof budget === 'function' ? budget() : budget;
    if (own.entries <= 0) {
      items.push(pastEntries(entries.length - i, own));
      break;
    }
    own.entries--;
    items.push(
      readValue(cells, entry, new Bits(entry), { i: 0 }, typeof budget === 'function' ? 0 : level, own),
    );
  }
  return items;
}

/**
 * A maker of budgets as large as `budget`'s bounds, one per item of a batch session's results: each
 * call's result `[values…, exit, gas]` is read within the bounds a single run's values have — its
 * values sit one tuple deeper, and the tuple, exit and gas are three entries more.
 */
function freshBudget(budget: Budget): () => Budget {
  const bounds = { ...budget.bounds, depth: budget.bounds.depth + 1 };
  const session = { bytes: SESSION_BYTES };
  return () => ({
    bounds,
    entries: bounds.entries + 3,
    bytes: bounds.bytes,
    sizes: budget.sizes,
    bocs: budget.bocs,
    session,
  });
}

/** Depth of the cell tree under `root` (BoC cells reference only cells after them). */
function cellDepth(cells: RawCell[], root: number): number {
  const depths = new Int32Array(cells.length);
  for (let i = cells.length - 1; i >= root; i--) {
    let depth = 0;
    for (const ref of cells[i]!.refs) if (ref > i) depth = Math.max(depth, depths[ref]! + 1);
    depths[i] = depth;
  }
  return depths[root]!;
}

/**
 * Reads a VmStack BoC (the emulator's `stack` output) into stack values, bottom first, within
 * `bounds`; and the depth of its cell tree. `perCall`: the stack is a batch session's one tuple of
 * per-call results, each read within bounds of its own.
 */
export function readStackBoc(
  base64: string,
  bounds: ResultBounds = RESULT_BOUNDS,
  perCall = false,
): ReadStack {
  const { cells, root } = parseBoc(base64ToBytes(base64));
  const budget: Budget = {
    bounds,
    entries: bounds.entries,
    bytes: bounds.bytes,
    sizes: new Map(),
    bocs: new Map(),
    session: null,
  };
  let cell = cells[root]!;
  let bits = new Bits(cell);
  const count = bits.uint(24);
  // The BoC lists the top of the stack first; the values are read from the bottom up.
  const list: Array<{ cell: RawCell; bits: Bits }> = [];
  for (let i = 0; i < count; i++) {
    list.push({ cell, bits });
    cell = cells[cell.refs[0]!]!;
    bits = new Bits(cell);
  }
  list.reverse();
  const values: StackValue[] = [];
  for (const [i, entry] of list.entries()) {
    if (i >= bounds.values) {
      values.push({
        type: 'unread',
        what: `${(count - i).toLocaleString('en-US')} more value(s): the method left ${count.toLocaleString('en-US')} values and a result is read up to ${bounds.values}`,
      });
      break;
    }
    if (budget.entries <= 0) {
      values.push(pastEntries(count - i, budget));
      break;
    }
    budget.entries--;
    values.push(readValue(cells, entry.cell, entry.bits, { i: 1 }, 0, budget, perCall));
  }
  return { values, cellDepth: cellDepth(cells, root) };
}

/**
 * What {@link writeBoc} writes before the data of a BoC of one cell of 267 bits without references:
 * magic, 1-byte sizes, 1 cell, 1 root, 0 absent, 36 bytes of cells, root 0; the cell's descriptors.
 */
const ADDRESS_BOC_HEAD = Uint8Array.of(0xb5, 0xee, 0x9c, 0x72, 1, 1, 1, 1, 0, 36, 0, 0, 67);

/** A raw address, `wc:` and 64 hex digits of either case. */
const RAW_ADDRESS = /^-?\d{1,3}:[0-9a-fA-F]{64}$/;

/** Each hex digit's value by its character code, either case. */
const HEX_VALUE: Uint8Array = (() => {
  const values = new Uint8Array(128);
  for (let i = 0; i < 16; i++) {
    const digit = i.toString(16);
    values[digit.charCodeAt(0)] = i;
    values[digit.toUpperCase().charCodeAt(0)] = i;
  }
  return values;
})();

/**
 * The BoC of a slice holding exactly the address `wc:HEX` (`addr_std`, no anycast) — byte for byte what
 * @ton/core writes for `beginCell().storeAddress(address)` — without building a Cell (no hashing); ''
 * (which no BoC equals) when `raw` is not a raw address.
 */
export function addressSliceBoc(raw: string): string {
  const colon = raw.indexOf(':');
  const hex = raw.slice(colon + 1);
  if (!RAW_ADDRESS.test(raw)) return '';
  const workchain = Number(raw.slice(0, colon)) & 0xff;
  // Bits: 1 0 0 (addr_std, no anycast), workchain as int8, 256-bit hash, then the completion tag —
  // written a byte at a time (the bytes shifted right by the 3 leading bits): a tokens run builds one
  // for each owner, and again in the emulator's thread to check it.
  const boc = new Uint8Array(ADDRESS_BOC_HEAD.length + 34);
  boc.set(ADDRESS_BOC_HEAD);
  let at = ADDRESS_BOC_HEAD.length;
  boc[at++] = 0x80 | (workchain >> 3);
  let carry = workchain & 7;
  for (let i = 0; i < 32; i++) {
    const byte = (HEX_VALUE[hex.charCodeAt(2 * i)]! << 4) | HEX_VALUE[hex.charCodeAt(2 * i + 1)]!;
    boc[at++] = (carry << 5) | (byte >> 3);
    carry = byte & 7;
  }
  boc[at] = (carry << 5) | 0x10;
  return bytesToBase64(boc);
}
