/**
 * The first account a lookup met with each pair of ends (look-alike-address.ts), held compactly: a
 * lookup of a million accounts keeps every one, so each costs ~45 bytes in typed arrays (its ends, its
 * row, its workchain and 32 hash bytes, and an open-addressed table over the ends) instead of a map
 * entry, an object and a string (~550 bytes an account measured in `cli accounts --ndjson`: 300,000
 * accounts took 165 MB more). The raw form is written again only for an account that is a match.
 */

const HASH_BYTES = 32;
const HEX = '0123456789ABCDEF';
/** The value of each upper-case hex digit by character code, -1 for any other character below 128. */
const UPPER_HEX_VALUE = (() => {
  const values = new Int8Array(128).fill(-1);
  for (let i = 0; i < 16; i++) values[HEX.charCodeAt(i)] = i;
  return values;
})();

/**
 * Where the hash's hex digits begin in `raw` when the table can hold it as bytes — `0:` or `-1:` and 64
 * upper-case hex digits, what the codec writes — else -1. Read a character at a time: a regular
 * expression's match and 32 two-digit slices were ~3 % of `cli accounts`' CPU on 100,000 accounts.
 */
function hashStart(raw: string): number {
  const start = raw.startsWith('0:') ? 2 : raw.startsWith('-1:') ? 3 : -1;
  if (start < 0 || raw.length !== start + 2 * HASH_BYTES) return -1;
  for (let i = start; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c >= 128 || UPPER_HEX_VALUE[c]! < 0) return -1;
  }
  return start;
}

/** The first account met with some ends: its raw form and its row. */
export interface SeenAccount {
  readonly raw: string;
  readonly row: number;
}

/** Accounts by their ends (a 32-bit number), the first met kept for each. */
export class SeenAccounts {
  /** Open addressing over the ends: entry + 1, 0 for a free slot. */
  private slots = new Int32Array(1 << 12);
  private ends = new Int32Array(1 << 11);
  private rows = new Int32Array(1 << 11);
  /** Per entry: 1 for the masterchain, 0 for the basechain; then 32 hash bytes. */
  private accounts = new Uint8Array((HASH_BYTES + 1) << 11);
  private size = 0;
  /** A raw form the codec would not write (never met in practice), kept as it is. */
  private readonly odd = new Map<number, SeenAccount>();

  /** The first account met with `ends`, or undefined. */
  get(ends: number): SeenAccount | undefined {
    const entry = this.entryOf(ends | 0);
    return entry >= 0 ? { raw: this.rawOf(entry), row: this.rows[entry]! } : this.odd.get(ends);
  }

  /** Keeps `raw` at `row` as the first met with `ends` (the caller asked {@link get} first). */
  set(ends: number, raw: string, row: number): void {
    const start = hashStart(raw);
    if (start < 0) {
      this.odd.set(ends, { raw, row });
      return;
    }
    if (this.size === this.rows.length) this.grow();
    const entry = this.size++;
    this.ends[entry] = ends | 0;
    this.rows[entry] = row;
    const at = entry * (HASH_BYTES + 1);
    this.accounts[at] = start === 3 ? 1 : 0;
    for (let i = 0, c = start; i < HASH_BYTES; i++, c += 2)
      this.accounts[at + 1 + i] =
        (UPPER_HEX_VALUE[raw.charCodeAt(c)]! << 4) | UPPER_HEX_VALUE[raw.charCodeAt(c + 1)]!;
    this.place(entry);
  }

  /** The entry kept for `ends`, or -1. */
  private entryOf(ends: number): number {
    const mask = this.slots.length - 1;
    for (let slot = slotOf(ends, mask); ; slot = (slot + 1) & mask) {
      const held = this.slots[slot]!;
      if (held === 0) return -1;
      if (this.ends[held - 1] === ends) return held - 1;
    }
  }

  /** Puts `entry` in the first free slot from its ends' own. */
  private place(entry: number): void {
    const mask = this.slots.length - 1;
    let slot = slotOf(this.ends[entry]!, mask);
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = entry + 1;
  }

  /** Doubles the entries' room and the table (kept at most half full, so probes stay short). */
  private grow(): void {
    const room = this.rows.length * 2;
    this.ends = copied(this.ends, new Int32Array(room));
    this.rows = copied(this.rows, new Int32Array(room));
    this.accounts = copied(this.accounts, new Uint8Array(room * (HASH_BYTES + 1)));
    this.slots = new Int32Array(room * 2);
    for (let entry = 0; entry < this.size; entry++) this.place(entry);
  }

  /** The raw form of `entry`, as the codec writes it. */
  private rawOf(entry: number): string {
    const at = entry * (HASH_BYTES + 1);
    let hex = '';
    for (let i = 1; i <= HASH_BYTES; i++) {
      const b = this.accounts[at + i]!;
      hex += HEX[b >> 4]! + HEX[b & 15]!;
    }
    return `${this.accounts[at] === 1 ? '-1' : '0'}:${hex}`;
  }
}

/** The ends' first slot (a multiplicative hash: the ends of nearby accounts differ in few bits). */
function slotOf(ends: number, mask: number): number {
  return (Math.imul(ends, 0x9e3779b1) >>> 7) & mask;
}

/** `to` with `from` copied at its start. */
function copied<T extends Int32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
