/**
 * A request's raw address → its position, for as many accounts as a lookup takes (500,000): a table of
 * positions in one `Int32Array` (open addressing, at least two slots an account, 4 bytes a slot), placed
 * by a hash of the raw text, each hit confirmed against the account's own raw — rows are matched by
 * address, never by a hash alone. A `Map` of 500,000 strings held 13.7 MB of the page's heap for as
 * long as the results are shown (~27 bytes an account, in the page's peak as the largest lookup ends);
 * this table is 4 MB, in an ArrayBuffer. The same answers as that map: for an address listed twice, its
 * last position.
 */
/** What the positions answer: the position of an address, if it was asked. */
export interface AccountPositions {
  get(raw: string): number | undefined;
}

/** FNV-1a of the text's UTF-16 code units: cheap, and spread for any text (not only a raw's hex). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The positions of `accounts`' raw addresses. */
export class AccountPositionTable implements AccountPositions {
  /** Position + 1 in each used slot; 0 where none is. */
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(private readonly accounts: readonly { readonly raw: string }[]) {
    let size = 16;
    while (size < accounts.length * 2) size *= 2;
    this.slots = new Int32Array(size);
    this.mask = size - 1;
    for (let index = 0; index < accounts.length; index++)
      this.slots[this.slotOf(accounts[index]!.raw)] = index + 1;
  }

  get(raw: string): number | undefined {
    const held = this.slots[this.slotOf(raw)]!;
    return held === 0 ? undefined : held - 1;
  }

  /** The slot that holds `raw`'s position, or the empty one where it would go. */
  private slotOf(raw: string): number {
    for (let slot = hashOf(raw) & this.mask; ; slot = (slot + 1) & this.mask) {
      const held = this.slots[slot]!;
      if (held === 0 || this.accounts[held - 1]!.raw === raw) return slot;
    }
  }
}
