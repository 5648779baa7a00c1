/**
 * The first entry of a pasted list naming an account. It is three things at once — the list's entry
 * (where the token stands, as typed), the address it names ({@link ParsedAddress}) and the account a
 * lookup asks for (with its repeats counted) — held as ONE object: a file of 100,000 addresses stays in
 * the paste box and in the lookup's request for as long as the results are shown, and an entry, a
 * parsed address and a requested account made apart cost 116 bytes an address, this one 52 (heap
 * snapshot of the app-100k lookup, scripts/bench/app-100k-profile.ts --heap).
 */
import { computeForms, parsedAddressJson } from './address-codec';
import type { AddressListEntry, AddressNetwork } from './address-list';
import type { AddressForms, FriendlyFlags, ParsedAddress, Workchain } from './address-types';

/** A valid entry: the first of the list naming its account, which is also the address and the account asked for. */
export interface UniqueEntry extends AddressListEntry, ParsedAddress {
  readonly kind: 'valid';
  /** The entry itself (it is the address it names). */
  readonly address: ParsedAddress;
  /** How many later entries name the same account (its duplicates). */
  readonly repeats: number;
}

/**
 * A class, its fields all assigned in the constructor, so that V8 lays every one in the object (no
 * property array beside it). `workchain`, `inputForm` and `forms` are read from `raw` and the flags
 * when asked (few are ever read), not kept. `address` is an own field (spreading an entry keeps it).
 */
export class AccountEntry implements UniqueEntry {
  declare readonly index: number;
  declare readonly input: string;
  declare readonly line: number;
  declare readonly column: number;
  declare readonly kind: 'valid';
  declare readonly address: ParsedAddress;
  declare readonly raw: string;
  declare readonly inputFlags?: FriendlyFlags;
  declare readonly otherNetwork?: AddressNetwork;
  /** Counted while the list is read (the list's duplicates of this account). */
  declare repeats: number;

  constructor(
    index: number,
    input: string,
    line: number,
    column: number,
    address: ParsedAddress,
    otherNetwork: AddressNetwork | undefined,
  ) {
    const self = this as { -readonly [K in keyof AccountEntry]: AccountEntry[K] };
    self.index = index;
    self.input = input;
    self.line = line;
    self.column = column;
    self.kind = 'valid';
    self.address = this;
    self.raw = address.raw;
    // Set on every entry, undefined where absent: one layout for all (no property array for some).
    self.inputFlags = address.inputFlags;
    self.otherNetwork = otherNetwork;
    self.repeats = 0;
  }

  get workchain(): Workchain {
    return this.raw.charCodeAt(0) === 45 /* - */ ? -1 : 0;
  }

  get inputForm(): 'raw' | 'friendly' {
    return this.inputFlags === undefined ? 'raw' : 'friendly';
  }

  /** Made on each read (the list's entries are many and their forms seldom read). */
  get forms(): AddressForms {
    return computeForms(this.raw);
  }

  /**
   * The entry as plain data: its own fields, the address it names written out in place of itself (no
   * cycle), so it reads both as the list's entry and as the requested account.
   */
  toJSON(): Omit<UniqueEntry, 'workchain' | 'inputForm' | 'forms'> {
    const { index, input, line, column, kind, raw, inputFlags, otherNetwork, repeats } = this;
    return {
      index,
      input,
      line,
      column,
      kind,
      address: parsedAddressJson(this),
      raw,
      ...(inputFlags === undefined ? {} : { inputFlags }),
      ...(otherNetwork === undefined ? {} : { otherNetwork }),
      repeats,
    };
  }
}
