/**
 * One lookup's packed account parts (shared/jobs/packed-records.ts `PackedAccount`) held as columns, for
 * 500,000 rows and more (issue 35): each record that packed is a slot number here, not an object of its
 * own. Per slot the page's JS heap holds one reference (to the fields many records share, held once);
 * the hashes' bytes and the balance and lt are in typed arrays grown in chunks, outside the JS heap.
 * Held as objects, the same parts cost ~170 B more of JS heap a record (the parts object, a string of
 * 66-100 one-byte characters, two heap numbers; app-500k: 501 -> 328 B an account after GC), and V8
 * sizes its old generation, so the page's peak, by that heap. The typed arrays take ~117 B a slot
 * outside it (the hashes' 99 bytes were the string's payload before).
 *
 * Exact as the parts are: the hashes are their packed string's character codes (each below 256), a
 * balance or lt a number is the very double (a Float64Array holds any), and any other held value (a text,
 * null, undefined, and NaN, which a Float64Array cannot tell from its mark) is kept as it came beside.
 */
import type { AccountState } from '../../shared/api/account-states';
import { hashAtCodes } from '../../shared/jobs/hash-bytes';
import {
  isDeployedPacked,
  isFrozenPacked,
  type DecimalField,
  type PackedAccount,
} from '../../shared/jobs/packed-records';

/**
 * Slots per chunk of each column. The first chunk grows by doubling from {@link FIRST_SLOTS} (a lookup of
 * a few accounts, or one row placed alone, holds little); each later one is allocated whole.
 */
const CHUNK_SLOTS = 4_096;
const FIRST_SLOTS = 16;
/** Bytes a slot's hashes may take: three packed hashes (33 characters each) and a frozen account's mark. */
const HASH_STRIDE = 100;
/** Which usual set of fields a slot's record has (packed-records.ts tells them by its packed hashes). */
const NO_CODE = 0;
const DEPLOYED = 1;
const FROZEN = 2;
/** Held shared fields kept per code hash: past it a new set is not looked for again (a hostile answer). */
const MAX_CANDIDATES = 16;

/** The fields of a record's parts that many records share (the same code runs the same methods). */
export interface SharedParts {
  readonly status: AccountState['status'];
  /** Undefined for a record without the field (an account with no code). */
  readonly code_hash: AccountState['code_hash'] | undefined;
  readonly contract_methods: AccountState['contract_methods'];
  readonly interfaces: AccountState['interfaces'];
  readonly extra_currencies: AccountState['extra_currencies'];
}

/** Which of a record's amounts: its balance or its last transaction's lt. */
export const BALANCE = 0;
export const LT = 1;
export type AmountAt = typeof BALANCE | typeof LT;

/** Packed parts of many records, by slot. Slots are never changed once written: rows are read-only. */
export class AccountPartsStore {
  #count = 0;
  readonly #hashes: Uint8Array[] = [];
  /** Per slot {@link NO_CODE}, {@link DEPLOYED} or {@link FROZEN}. */
  readonly #kinds: Uint8Array[] = [];
  /** Per slot its balance then its lt; NaN where the held value is in {@link #oddAmounts}. */
  readonly #amounts: Float64Array[] = [];
  readonly #oddAmounts = new Map<number, DecimalField>();
  readonly #shared: SharedParts[] = [];
  /** Held shared fields by code hash (undefined for no code), each compared by its values' identity. */
  readonly #sharedByCode = new Map<string | null | undefined, SharedParts[]>();
  /** A record's address where it is not the raw address of the row it was placed as (nearly never). */
  readonly #addresses = new Map<number, string>();

  /**
   * Holds `parts` (its address null or `raw` when it is the row's own raw address) and returns its slot.
   * Its shared fields should be the lookup's held copies already (row-interner.ts): equal sets are then
   * found by identity and held once.
   */
  add(parts: PackedAccount, raw: string): number {
    const slot = this.#count++;
    const chunk = Math.floor(slot / CHUNK_SLOTS);
    const at = slot % CHUNK_SLOTS;
    if (chunk === this.#hashes.length || at === this.#kinds[chunk]!.length) this.#grow(chunk);
    const { hashes } = parts;
    const bytes = this.#hashes[chunk]!;
    for (let i = 0, base = at * HASH_STRIDE; i < hashes.length; i++) bytes[base + i] = hashes.charCodeAt(i);
    this.#kinds[chunk]![at] = isDeployedPacked(hashes) ? DEPLOYED : isFrozenPacked(hashes) ? FROZEN : NO_CODE;
    this.#putAmount(slot, BALANCE, parts.balance);
    this.#putAmount(slot, LT, parts.lt);
    this.#shared.push(this.#sharedOf(parts));
    if (parts.address !== null && parts.address !== raw) this.#addresses.set(slot, parts.address);
    return slot;
  }

  /** Slot `slot`'s hash number `k` (its state's, its last transaction's, then its data or frozen hash), as sent. */
  hash(slot: number, k: number): string | null {
    const at = slot % CHUNK_SLOTS;
    const count = this.#kind(slot) === NO_CODE ? 2 : 3;
    return hashAtCodes(this.#hashes[Math.floor(slot / CHUNK_SLOTS)]!, at * HASH_STRIDE, k, count);
  }

  /** Whether slot `slot` holds a deployed account's parts (a data hash and a code hash). */
  isDeployed(slot: number): boolean {
    return this.#kind(slot) === DEPLOYED;
  }

  /** Whether slot `slot` holds a frozen account's parts (its third hash is its frozen hash). */
  isFrozen(slot: number): boolean {
    return this.#kind(slot) === FROZEN;
  }

  /** Slot `slot`'s balance or lt ({@link BALANCE}, {@link LT}) as its parts held it. */
  amount(slot: number, which: AmountAt): DecimalField {
    const value = this.#amounts[Math.floor(slot / CHUNK_SLOTS)]![(slot % CHUNK_SLOTS) * 2 + which]!;
    return Number.isNaN(value) ? this.#oddAmounts.get(slot * 2 + which) : value;
  }

  /** Slot `slot`'s shared fields. */
  shared(slot: number): SharedParts {
    return this.#shared[slot]!;
  }

  /** Slot `slot`'s address: `raw` (the row's raw address it was added with) unless it was another. */
  address(slot: number, raw: string): string {
    return this.#addresses.get(slot) ?? raw;
  }

  #kind(slot: number): number {
    return this.#kinds[Math.floor(slot / CHUNK_SLOTS)]![slot % CHUNK_SLOTS]!;
  }

  /** Makes room in chunk `chunk` for its next slot: a new chunk, or the first one twice as large. */
  #grow(chunk: number): void {
    const slots = chunk > 0 ? CHUNK_SLOTS : Math.max(FIRST_SLOTS, (this.#kinds[0]?.length ?? 0) * 2);
    this.#hashes[chunk] = grown(new Uint8Array(slots * HASH_STRIDE), this.#hashes[chunk]);
    this.#kinds[chunk] = grown(new Uint8Array(slots), this.#kinds[chunk]);
    this.#amounts[chunk] = grown(new Float64Array(slots * 2), this.#amounts[chunk]);
  }

  #putAmount(slot: number, which: AmountAt, value: DecimalField): void {
    const held = typeof value === 'number' && !Number.isNaN(value);
    this.#amounts[Math.floor(slot / CHUNK_SLOTS)]![(slot % CHUNK_SLOTS) * 2 + which] = held ? value : NaN;
    if (!held) this.#oddAmounts.set(slot * 2 + which, value);
  }

  /** The held set of `parts`' shared fields, or a new one (held when there is room). */
  #sharedOf(parts: PackedAccount): SharedParts {
    const code = parts.code_hash;
    const candidates = this.#sharedByCode.get(code);
    if (candidates) for (const held of candidates) if (sameShared(held, parts)) return held;
    const made: SharedParts = {
      status: parts.status,
      code_hash: code,
      contract_methods: parts.contract_methods,
      interfaces: parts.interfaces,
      extra_currencies: parts.extra_currencies,
    };
    if (!candidates) this.#sharedByCode.set(code, [made]);
    else if (candidates.length < MAX_CANDIDATES) candidates.push(made);
    return made;
  }
}

/** `made` with `from`'s values at its start (when there is a `from`). */
function grown<A extends Uint8Array | Float64Array>(made: A, from: A | undefined): A {
  if (from) made.set(from);
  return made;
}

/** Whether `held` has the very values of `parts`' shared fields (the same objects, not equal ones). */
const sameShared = (held: SharedParts, parts: PackedAccount): boolean =>
  held.status === parts.status &&
  held.contract_methods === parts.contract_methods &&
  held.interfaces === parts.interfaces &&
  held.extra_currencies === parts.extra_currencies;
