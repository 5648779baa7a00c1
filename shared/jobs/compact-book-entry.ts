/**
 * An address book entry whose user-friendly form is kept as the raw address and the two flags it was
 * written with (shared/jobs/packed-records.ts `bookFlags`): 48 characters are a 60-byte string on the
 * page's heap, and when the form is the app's own encoding they need not cross at all. Made where a
 * batch's address book is read back from its columns (row-columns.ts, which sends no form it can
 * write again) and where the page holds its entries (renderer/model/row-interner.ts).
 *
 * The getter is an OWN, enumerable property in the entry's field order, so every reader that reads an
 * entry as data (`JSON.stringify`, a spread, a structured clone, the schema's parse) sees the server's
 * fields and text exactly. It has no setter: entries are read-only.
 */
import type { AddressBookEntry } from '../api/account-states';
import { friendlyOfFlags } from './packed-records';

/** An entry whose form is written again, when read, from its address and flags. */
class CompactBookEntry {
  readonly #raw: string;
  readonly #flags: number;

  constructor(raw: string, flags: number, domain: unknown, interfaces: unknown) {
    this.#raw = raw;
    this.#flags = flags;
    Object.defineProperty(this, 'user_friendly', FRIENDLY_GETTER);
    const self = this as unknown as Record<string, unknown>;
    self.domain = domain;
    self.interfaces = interfaces;
  }

  /** The entry's user-friendly form, as the server wrote it. */
  static friendly(entry: CompactBookEntry): string {
    return friendlyOfFlags(entry.#raw, entry.#flags);
  }
}

/** One descriptor shared by every entry: the same getter, so every compact entry has one hidden class. */
const FRIENDLY_GETTER: PropertyDescriptor = {
  get(this: CompactBookEntry) {
    return CompactBookEntry.friendly(this);
  },
  enumerable: true,
  configurable: true,
};

/**
 * The compact entry `{user_friendly, domain, interfaces}` of the account `raw` whose form was written
 * with `flags` (packed-records.ts `bookFlags`, never NOT_PACKED).
 */
export const compactBookEntry = (
  raw: string,
  flags: number,
  domain: AddressBookEntry['domain'],
  interfaces: AddressBookEntry['interfaces'],
): AddressBookEntry => new CompactBookEntry(raw, flags, domain, interfaces) as unknown as AddressBookEntry;
