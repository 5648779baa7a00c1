/**
 * One lookup's table of the values its rows have in common, so that 100,000 rows hold each once. Rows
 * reach the page by structured clone (the job worker's port on the web, IPC on the desktop), which
 * shares no string: every row came with its own "active", its own code hash, its own interface names
 * and its own contract identification. Placing a row (result-rows.ts `placedRow`) swaps each such
 * value for the equal one the table already holds. Values stay as they are (the same text, the same
 * fields in the same order); only copies go. Nothing here is changed once made: rows are read-only.
 */
import type { AccountState, AddressBookEntry } from '../../shared/api/account-states';
import type { Identification } from '../../shared/contracts/identify';
import type { TokenSummary } from '../../shared/format/token-summary';

/** A value the answer sent, made writable for the swap (the row is the page's own copy). */
type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** Keys longer than this are not interned: long text is rarely shared, and keying it costs more than it saves. */
const MAX_KEY_CHARS = 200;

/** The values one lookup's rows share. */
export class RowInterner {
  private readonly strings = new Map<string, string>();
  private readonly lists = new Map<string, readonly unknown[]>();
  private readonly kinds = new Map<string, Identification>();
  /**
   * Each answered entry's copy, by the answer's object: a batch's row and its address book map name the
   * same entry, and both must get the same copy (row-builder.ts keeps the map for the Address book).
   */
  private readonly books = new WeakMap<AddressBookEntry, AddressBookEntry>();
  /** The one empty `extra_currencies` object (most accounts have none). */
  private readonly noCurrencies = Object.freeze({});

  /** The table's copy of `text` (kept the first time it is seen). */
  text<T extends string | null | undefined>(text: T): T {
    if (typeof text !== 'string' || text.length > MAX_KEY_CHARS) return text;
    const held = this.strings.get(text);
    if (held !== undefined) return held as T;
    this.strings.set(text, text);
    return text;
  }

  /** The table's copy of a list of names or numbers (interfaces, method ids), by its items. */
  list<T extends readonly (string | number)[] | null | undefined>(list: T): T {
    if (!list) return list;
    const key = list.join('\u0000');
    if (key.length > MAX_KEY_CHARS * 4) return list;
    const held = this.lists.get(key);
    if (held && held.length === list.length && held.every((item, i) => item === list[i])) return held as T;
    if (!held) this.lists.set(key, list);
    return list;
  }

  /** The table's copy of a contract identification (the same for every account that runs the same code). */
  kind(kind: Identification | null): Identification | null {
    if (!kind) return kind;
    const key = JSON.stringify(kind);
    const held = this.kinds.get(key);
    if (held) return held;
    this.kinds.set(key, kind);
    return kind;
  }

  /** Swaps, in the answer's account record, the values other records share for the table's copies. */
  account(account: AccountState, raw: string): void {
    const record = account as Writable<AccountState>;
    // The request's own text of the address (the answer's copy, 100,000 times over, is ~9 MB).
    if (record.address === raw) record.address = raw;
    record.status = this.text(record.status);
    if (record.code_hash !== undefined) record.code_hash = this.text(record.code_hash);
    if (record.interfaces) record.interfaces = this.list(record.interfaces);
    if (record.contract_methods) record.contract_methods = this.list(record.contract_methods);
    const currencies = record.extra_currencies;
    if (currencies && isEmpty(currencies)) record.extra_currencies = this.noCurrencies;
  }

  /**
   * The table's copy of an address book entry: its interfaces shared; its form and domain are its own.
   * An entry with the usual three fields is made again as one literal: the structured clone's copy
   * keeps its fields in a separate property array (~20 B an account at 100,000).
   */
  book(book: AddressBookEntry): AddressBookEntry {
    let held = this.books.get(book);
    if (held) return held;
    const interfaces = book.interfaces ? this.list(book.interfaces) : book.interfaces;
    if (Object.keys(book).length === 3 && 'domain' in book && 'interfaces' in book)
      held = { user_friendly: book.user_friendly, domain: book.domain, interfaces };
    else {
      if (book.interfaces) (book as Writable<AddressBookEntry>).interfaces = interfaces;
      held = book;
    }
    this.books.set(book, held);
    return held;
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
