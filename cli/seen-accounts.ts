/**
 * The accounts a streamed list has named so far, to look each up once: an exact set of raw addresses
 * kept off the JavaScript heap, 33 bytes an account (the workchain and the 32-byte account id) in
 * open-addressing tables kept at most 85 % full and grown by a quarter — a million accounts take about 45 MB,
 * where a `Set` of their strings took three times that and kept the garbage collector from giving memory
 * back. The accounts are spread over {@link PARTS} tables by a hash of all 33 bytes (so a list of
 * look-alike addresses — any 256-bit value is a valid account id — cannot pile up in one place), and
 * each table grows on its own: growing never holds two copies of the whole set at once.
 *
 * A list longer than the accounts `cli accounts` keeps from its first reading is read twice (counted
 * and checked, then looked up): the second reading {@link restart}s the same set instead of building another.
 */

const SLOT = 33;
/** Tables the accounts are spread over (a power of two). */
const PARTS = 256;
/** Slots each table starts with. */
const FIRST_SLOTS = 16;

/** The value of each hexadecimal digit, by character code. */
const HEX = new Uint8Array(128);
for (let i = 0; i < 10; i++) HEX[48 + i] = i;
for (let i = 0; i < 6; i++) HEX[65 + i] = HEX[97 + i] = 10 + i;

/** FNV-1a over a key. */
function hashOf(key: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < SLOT; i++) hash = Math.imul(hash ^ key[i]!, 0x01000193);
  return hash >>> 0;
}

/** One table: its keys, and for each slot the reading that last met it (0: empty). */
interface Table {
  slots: number;
  keys: Uint8Array;
  met: Uint8Array;
  count: number;
}

const table = (slots: number): Table => ({
  slots,
  keys: new Uint8Array(slots * SLOT),
  met: new Uint8Array(slots),
  count: 0,
});

/** The set. */
export class SeenAccounts {
  private readonly tables = Array.from({ length: PARTS }, () => table(FIRST_SLOTS));
  private reading = 1;
  private count = 0;
  private readonly key = new Uint8Array(SLOT);

  /** How many accounts it holds. */
  get size(): number {
    return this.count;
  }

  /** Adds a normalised raw address (`0:HEX` or `-1:HEX`); answers whether it is new to this reading. */
  add(raw: string): boolean {
    const key = this.keyOf(raw);
    const hash = hashOf(key);
    const part = this.tables[hash >>> 24]!;
    const slot = SeenAccounts.find(part, key, hash);
    if (part.met[slot] === this.reading) return false;
    if (part.met[slot] === 0) {
      part.keys.set(key, slot * SLOT);
      part.count += 1;
      this.count += 1;
    }
    part.met[slot] = this.reading;
    if (part.count * 20 > part.slots * 17) this.tables[hash >>> 24] = SeenAccounts.grown(part);
    return true;
  }

  /** Starts another reading of the list: every account held counts as not met yet. */
  restart(): void {
    this.reading += 1;
    if (this.reading <= 255) return;
    for (const part of this.tables) for (let i = 0; i < part.slots; i++) part.met[i] = part.met[i] ? 1 : 0;
    this.reading = 2;
  }

  /** The 33-byte key of a raw address. */
  private keyOf(raw: string): Uint8Array {
    const at = raw.indexOf(':') + 1;
    this.key[0] = raw.startsWith('-1') ? 1 : 0;
    for (let i = 0; i < 32; i++) {
      this.key[i + 1] = (HEX[raw.charCodeAt(at + i * 2)]! << 4) | HEX[raw.charCodeAt(at + i * 2 + 1)]!;
    }
    return this.key;
  }

  /** The slot holding `key` in `part`, or the empty slot where it belongs. */
  private static find(part: Table, key: Uint8Array, hash: number): number {
    for (let slot = hash % part.slots; ; slot = slot + 1 === part.slots ? 0 : slot + 1) {
      if (!part.met[slot]) return slot;
      const at = slot * SLOT;
      let same = true;
      for (let i = 0; i < SLOT; i++) {
        if (part.keys[at + i] !== key[i]) {
          same = false;
          break;
        }
      }
      if (same) return slot;
    }
  }

  /** `part` in a table a quarter larger, every key moved with its reading. */
  private static grown(part: Table): Table {
    const next = table(Math.ceil(part.slots * 1.25));
    for (let slot = 0; slot < part.slots; slot++) {
      if (!part.met[slot]) continue;
      const key = part.keys.subarray(slot * SLOT, (slot + 1) * SLOT);
      const to = SeenAccounts.find(next, key, hashOf(key));
      next.keys.set(key, to * SLOT);
      next.met[to] = part.met[slot]!;
    }
    next.count = part.count;
    return next;
  }
}
