/**
 * One lookup's table of the values its rows have in common, so that 100,000 rows hold each once. Rows
 * reach the page by structured clone (the job worker's port on the web, IPC on the desktop), which
 * shares no string: every row came with its own "active", its own code hash, its own interface names
 * and its own contract identification. Placing a row (result-rows.ts `placedRow`) swaps each such
 * value for the equal one the table already holds. Values stay as they are (the same text, the same
 * fields in the same order); only copies go. Nothing here is changed once made: rows are read-only.
 */
import type { AccountState, AddressBookEntry, MetadataEntry } from '../../shared/api/account-states';
import type { Identification } from '../../shared/contracts/identify';
import type { TokenSummary } from '../../shared/format/token-summary';
import {
  bookFlags,
  hasUsualFields,
  NOT_PACKED,
  packAccount,
  usualFieldsOf,
  type PackedAccount,
} from '../../shared/jobs/packed-records';
import { SharedLists, type ShareableList } from '../../shared/jobs/shared-lists';
import { compactBookEntry } from '../../shared/jobs/compact-book-entry';
import { bookEntryAt, type BookColumns } from '../../shared/jobs/row-columns';
import { compactAccount } from './compact-records';
import { AccountPartsStore } from './account-parts-store';

/** A value the answer sent, made writable for the swap (the row is the page's own copy). */
type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** The fields of a record (or of its packed parts) whose values other records share. */
type SharedFields = Pick<
  Writable<AccountState>,
  'address' | 'status' | 'code_hash' | 'interfaces' | 'contract_methods' | 'extra_currencies'
>;

/** Texts longer than this are not interned: long text is rarely shared, and keying it costs more than it saves. */
const MAX_KEY_CHARS = 200;
/**
 * Held identifications kept per name: past it a new one is not interned, so that an answer with
 * thousands of distinct identifications of one name costs no long search per row.
 */
const MAX_CANDIDATES = 16;
/**
 * The `extra` keys of a token description whose texts many entries repeat: every wallet of a jetton names
 * its master, every item of a collection its collection. An owner or a balance is one account's own (in
 * real data unique: holding each in the table would cost more than it saves), so it is left as sent.
 */
const SHARED_EXTRA_KEYS = ['jetton', 'collection_address'] as const;

/** A held contract identification, with its field names in order (compared without making a key). */
interface HeldKind {
  readonly kind: Identification;
  readonly fields: readonly string[];
}

/** The values one lookup's rows share. */
export class RowInterner {
  private readonly strings = new Map<string, string>();
  private readonly lists = new SharedLists();
  /** Held identifications by name: few per name (a name is one code's, or one kind's label). */
  private readonly kinds = new Map<string, HeldKind[]>();
  /** The one empty `extra_currencies` object (most accounts have none). */
  private readonly noCurrencies = Object.freeze({});
  /** The packed parts of the lookup's records, as columns (account-parts-store.ts). */
  readonly parts = new AccountPartsStore();

  /** The table's copy of `text` (kept the first time it is seen). */
  text<T extends string | null | undefined>(text: T): T {
    if (typeof text !== 'string' || text.length > MAX_KEY_CHARS) return text;
    const held = this.strings.get(text);
    if (held !== undefined) return held as T;
    this.strings.set(text, text);
    return text;
  }

  /**
   * The table's copy of a list of names or numbers (interfaces, method ids): one with the same items in
   * the same order. Found by its first item and compared item by item — no key text is made per list.
   */
  list<T extends ShareableList>(list: T): T {
    return this.lists.share(list);
  }

  /**
   * The table's copy of a contract identification (the same for every account that runs the same code):
   * one with the same fields in the same order and equal values; any other is kept apart.
   */
  kind(kind: Identification | null): Identification | null {
    if (!kind) return kind;
    const candidates = this.kinds.get(kind.name);
    if (candidates) for (const held of candidates) if (sameFields(held, kind)) return held.kind;
    const held = { kind, fields: Object.keys(kind) };
    if (!candidates) this.kinds.set(kind.name, [held]);
    else if (candidates.length < MAX_CANDIDATES) candidates.push(held);
    return kind;
  }

  /**
   * The answer's account record with the values other records share swapped for the table's copies. A
   * record with exactly one of the usual sets of fields (a deployed account's, or one with no code) is
   * made again with those fields in that order: compact when it packs (shared/jobs/packed-records.ts,
   * here on the page: a row that did not come from a job, such as a reopened log entry's), else as one
   * literal — the structured clone's copy keeps its fields in a
   * separate property array (~40 B an account at 100,000). Any other is changed in place.
   */
  account(account: AccountState, raw: string): AccountState {
    return remadeAccount(this.shareFields(account as Writable<AccountState>, raw), raw, this.parts);
  }

  /**
   * The parts its job packed (shared/jobs/packed-records.ts) of the account `raw`'s record, with the
   * values other records share swapped likewise, held in {@link parts}: its slot there, from which its
   * compact record is built (compact-records.ts). Nothing is checked here.
   */
  packedParts(parts: PackedAccount, raw: string): number {
    // The job leaves out an address that is the row's own: this is the request's text of it.
    parts.address ??= raw;
    return this.parts.add(this.shareFields(parts as PackedAccount & SharedFields, raw), raw);
  }

  /** Swaps, in a record or its parts, the values other records share for the table's copies. */
  private shareFields<R extends SharedFields>(record: R, raw: string): R {
    // The request's own text of the address (the answer's copy, 100,000 times over, is ~9 MB).
    if (record.address === raw) record.address = raw;
    record.status = this.text(record.status);
    if (record.code_hash !== undefined) record.code_hash = this.text(record.code_hash);
    if (record.interfaces) record.interfaces = this.list(record.interfaces);
    if (record.contract_methods) record.contract_methods = this.list(record.contract_methods);
    const currencies = record.extra_currencies;
    if (currencies && isEmpty(currencies)) record.extra_currencies = this.noCurrencies;
    return record;
  }

  /**
   * The table's copy of the address book entry of the account `raw`: its interfaces shared; its form and
   * domain are its own. An entry with the usual three fields is made again: compact when its form is the
   * app's own encoding of `raw` with `flags` (shared/jobs/packed-records.ts `bookFlags`: given by the job
   * that packed the batch, else found here), else as one literal — the structured clone's copy keeps its fields in a separate property array (~20 B an
   * account at 100,000). Each call makes its own copy: a batch's row and its address book map name the
   * same entry, and the builder copies it once for both (row-builder.ts `place`).
   */
  book(book: AddressBookEntry, raw: string, flags = bookFlags(book, raw)): AddressBookEntry {
    const interfaces = book.interfaces ? this.list(book.interfaces) : book.interfaces;
    if (flags !== NOT_PACKED) return compactBookEntry(raw, flags, book.domain, interfaces);
    if (hasUsualFields(book)) return { user_friendly: book.user_friendly, domain: book.domain, interfaces };
    if (book.interfaces) (book as Writable<AddressBookEntry>).interfaces = interfaces;
    return book;
  }

  /**
   * The table's copy of entry `k` of a batch's address book as it crossed (shared/jobs/row-columns.ts
   * `BookColumns`), of the account `raw` (its key) written with `flags`: made from its values with its
   * interfaces shared, as {@link book} makes it of the entry read back, without that entry made first;
   * {@link book}'s copy of an entry that crossed whole.
   */
  bookAt(columns: BookColumns, k: number, raw: string, flags: number): AddressBookEntry {
    return bookEntryAt(columns, k, raw, flags, this.sharedList) ?? this.book(columns.whole![k]!, raw, flags);
  }

  /** The table's copy of an entry's list of interfaces (none as none). */
  private readonly sharedList = (list: AddressBookEntry['interfaces']) => list && this.list(list);

  /**
   * Likewise in a metadata entry: each token description's type, and the master or collection its
   * `extra` names (15,000 jetton wallets of one jetton each sent "jetton_wallets" and the master's
   * address). Changed in place: the row's `meta` and the builder's metadata map are the same entry
   * (one structured clone), so both see the swap.
   */
  meta(entry: MetadataEntry): MetadataEntry {
    for (const info of entry.token_info) {
      const writable = info as Writable<typeof info>;
      if (writable.type !== undefined) writable.type = this.text(writable.type);
      const extra = writable.extra as Record<string, unknown> | undefined;
      if (!extra) continue;
      for (const key of SHARED_EXTRA_KEYS)
        if (typeof extra[key] === 'string' && Object.hasOwn(extra, key)) extra[key] = this.text(extra[key]);
    }
    return entry;
  }

  /** Likewise in a token summary: its type, and the name, symbol and master every wallet of a jetton repeats. */
  token(token: TokenSummary): void {
    const summary = token as Writable<TokenSummary>;
    summary.type = this.text(summary.type);
    if (summary.name !== undefined) summary.name = this.text(summary.name);
    if (summary.symbol !== undefined) summary.symbol = this.text(summary.symbol);
    if (summary.jettonMaster !== undefined) summary.jettonMaster = this.text(summary.jettonMaster);
    if (summary.nftCollection !== undefined) summary.nftCollection = this.text(summary.nftCollection);
  }
}

/** Whether an object has no own key. */
function isEmpty(record: object): boolean {
  for (const key in record) if (Object.hasOwn(record, key)) return false;
  return true;
}

/** Whether `kind` has exactly the held one's fields, in its order, with equal values. */
function sameFields(held: HeldKind, kind: Identification): boolean {
  const { fields } = held;
  let at = 0;
  for (const field in kind) {
    if (
      field !== fields[at] ||
      held.kind[field as keyof Identification] !== kind[field as keyof Identification]
    )
      return false;
    at++;
  }
  return at === fields.length;
}

/**
 * `a` made again, compact or as one literal, when it has one of the usual sets of fields (same fields,
 * same order); else `a`. Each set is written out whole on purpose: a field added to a literal afterwards
 * lands in a property array again, which is what this saves.
 */
function remadeAccount(a: AccountState, raw: string, store: AccountPartsStore): AccountState {
  const fields = usualFieldsOf(a);
  if (fields === null) return a;
  const parts = packAccount(a, raw);
  if (parts) return compactAccount(store, store.add(parts, raw), raw);
  // A frozen record that does not pack is rare (a hash no encoder writes): it stays as it came.
  if (fields === 'frozen') return a;
  return fields === 'deployed'
    ? {
        address: a.address,
        account_state_hash: a.account_state_hash,
        balance: a.balance,
        extra_currencies: a.extra_currencies,
        status: a.status,
        last_transaction_hash: a.last_transaction_hash,
        last_transaction_lt: a.last_transaction_lt,
        data_hash: a.data_hash,
        code_hash: a.code_hash,
        contract_methods: a.contract_methods,
        interfaces: a.interfaces,
      }
    : {
        address: a.address,
        account_state_hash: a.account_state_hash,
        balance: a.balance,
        extra_currencies: a.extra_currencies,
        status: a.status,
        last_transaction_hash: a.last_transaction_hash,
        last_transaction_lt: a.last_transaction_lt,
        contract_methods: a.contract_methods,
        interfaces: a.interfaces,
      };
}
