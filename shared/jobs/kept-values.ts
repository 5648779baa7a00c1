/**
 * What a lookup's answer keeps of each account until its log entry is written (shared/jobs/lookup-
 * answer.ts, `record` mode), held compactly: every account's state and address book entry stay on the
 * job owner's heap for the whole lookup (~1,000 bytes an account as the answers were parsed, 100 MB at
 * 100,000 accounts, marked again by every major GC), yet most of their values repeat — the same lists
 * of interfaces and get-method ids, the same code hash, an empty `extra_currencies`, an address or a
 * user-friendly form the lookup holds already as the text it asked for. Each such value is replaced,
 * where the answer is kept, by the one equal value held once, so the copies parsed for each account die
 * young. Only values equal in every way are shared: what the log, exports and the CLI read is the same.
 */
import type { AccountState, AddressBookEntry } from '../api/account-states';
import { SharedLists } from './shared-lists';

/** An account as the answer keeps it (without BoCs unless asked to keep them). */
type KeptAccount = Pick<
  AccountState,
  'address' | 'code_hash' | 'extra_currencies' | 'contract_methods' | 'interfaces'
>;

/**
 * Texts held (code hashes): past this many a new one is not, so an answer whose every account has a
 * code of its own costs no table of them all.
 */
const MAX_TEXTS = 4096;

/** The values a lookup's kept answers share. */
export class KeptValues {
  /** 0: interfaces (an account's and an address book entry's), 1: get-method ids. */
  private readonly lists = [new SharedLists(), new SharedLists()] as const;
  private readonly texts = new Map<string, string>();
  /** The one `extra_currencies` every account without any holds (nearly all). */
  private noCurrencies: AccountState['extra_currencies'] = null;

  /**
   * Shares the values of `account` (the state of the account asked as `raw`, the very text the
   * lookup holds) that equal one held already; changes nothing a reader can tell.
   */
  account(account: KeptAccount, raw: string): void {
    if (account.address === raw) account.address = raw;
    if (typeof account.code_hash === 'string') account.code_hash = this.text(account.code_hash);
    const currencies = account.extra_currencies;
    if (currencies && isEmptyObject(currencies)) account.extra_currencies = this.noCurrencies ??= currencies;
    if (account.contract_methods) account.contract_methods = this.lists[1].share(account.contract_methods);
    if (account.interfaces) account.interfaces = this.lists[0].share(account.interfaces);
  }

  /**
   * Shares the values of an address book `entry` that equal one held already: its user-friendly form
   * is often the very text typed for the account (`input`).
   */
  bookEntry(entry: AddressBookEntry, input: string): void {
    if (entry.user_friendly === input) entry.user_friendly = input;
    if (entry.interfaces) entry.interfaces = this.lists[0].share(entry.interfaces);
  }

  /** The held text equal to `text` (holding it while the table has room). */
  private text(text: string): string {
    const held = this.texts.get(text);
    if (held !== undefined) return held;
    if (this.texts.size < MAX_TEXTS) this.texts.set(text, text);
    return text;
  }
}

/** Whether `value` is a plain object with no own key (an empty `extra_currencies`). */
export function isEmptyObject(value: object): boolean {
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}
