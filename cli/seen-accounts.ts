/**
 * The accounts a streamed list has named so far, to look each up once: an exact set of raw addresses
 * kept off the JavaScript heap, 33 bytes an account (the workchain and the 32-byte account id) in an
 * open-addressing table kept at most 80 % full and grown by half — a million accounts take about 50 MB,
 * where a `Set` of their strings took three times that and kept the garbage collector from giving memory
 * back. The slot comes from a hash of all 33 bytes, so a list of look-alike addresses (any 256-bit value
 * is a valid account id) cannot pile up in one place.
 */

const SLOT = 33;
/** Slots to start with. */
const FIRST_SLOTS = 4_096;

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

/** The set. */
export class SeenAccounts {
  private slots = FIRST_SLOTS;
  private keys = new Uint8Array(FIRST_SLOTS * SLOT);
  private used = new Uint8Array(FIRST_SLOTS);
  private count = 0;
  private readonly key = new Uint8Array(SLOT);

  /** How many accounts it holds. */
  get size(): number {
    return this.count;
  }

  /** Adds a normalised raw address (`0:HEX` or `-1:HEX`); answers whether it was new. */
  add(raw: string): boolean {
    const key = this.keyOf(raw);
    if (SeenAccounts.place(this.keys, this.used, this.slots, key)) return false;
    this.count += 1;
    if (this.count * 5 > this.slots * 4) this.grow();
    return true;
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

  /** Finds `key`, inserting it when absent; answers whether it was there. */
  private static place(keys: Uint8Array, used: Uint8Array, slots: number, key: Uint8Array): boolean {
    for (let slot = hashOf(key) % slots; ; slot = slot + 1 === slots ? 0 : slot + 1) {
      if (!used[slot]) {
        used[slot] = 1;
        keys.set(key, slot * SLOT);
        return false;
      }
      const at = slot * SLOT;
      let same = true;
      for (let i = 0; i < SLOT; i++) {
        if (keys[at + i] !== key[i]) {
          same = false;
          break;
        }
      }
      if (same) return true;
    }
  }

  /** Grows the table by half, moving every key. */
  private grow(): void {
    const slots = Math.ceil(this.slots * 1.5);
    const keys = new Uint8Array(slots * SLOT);
    const used = new Uint8Array(slots);
    for (let slot = 0; slot < this.slots; slot++) {
      if (this.used[slot])
        SeenAccounts.place(keys, used, slots, this.keys.subarray(slot * SLOT, (slot + 1) * SLOT));
    }
    this.slots = slots;
    this.keys = keys;
    this.used = used;
  }
}
