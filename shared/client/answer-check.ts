/**
 * An `accountStates` answer checked against the request it answers (the decode step has checked its
 * shape): every row asked for and present once, address-book forms belonging to their keys, and an
 * answer cut at a row cap told apart from accounts the indexer does not know. Anything inconsistent
 * discards the whole answer — nothing from a server that contradicts itself is shown.
 */
import { friendlyForm, parseAddress } from '../address/address-codec';
import type {
  AccountState,
  AccountStatesResponse,
  AddressBookEntry,
  AddressBookMap,
  CheckedLookup,
} from '../api/account-states';
import { KNOWN_ROW_CAPS, SERVER_ROW_CAP } from '../api/request-limits';
import { AppError } from '../errors';

/** The raw form of an address in an answer (the server sends raw; parsed so casing never matters). */
function rawOf(address: string): string {
  const parsed = parseAddress(address);
  return parsed.ok ? parsed.address.raw : address;
}

/** The error that discards an inconsistent answer. */
function inconsistent(host: string, what: string, path: string, detail: string): AppError {
  return new AppError({
    kind: 'schema',
    message: `The indexer at ${host} contradicted itself: ${what}; the answer was discarded.`,
    detail: `${detail} Nothing from this answer is shown.`,
    path,
  });
}

/** The rows by raw address: each must be one asked for, and appear once. */
function rowsByRaw(
  asked: ReadonlySet<string>,
  accounts: readonly AccountState[],
  host: string,
): Map<string, AccountState> {
  const rows = new Map<string, AccountState>();
  accounts.forEach((account, index) => {
    const raw = asked.has(account.address) ? account.address : rawOf(account.address);
    const path = `accounts[${index}].address`;
    // A server or proxy that ignored the address filter must not put a stranger's account on screen.
    if (!asked.has(raw)) {
      throw inconsistent(
        host,
        `it returned an account that was not asked for (${account.address})`,
        path,
        'This happens when a server or proxy ignores the address filter.',
      );
    }
    // Two rows for one account: which one is true cannot be told (issue: a balance of 0.000000001 shown for 1,310.39).
    if (rows.has(raw)) {
      throw inconsistent(
        host,
        `it returned the account ${account.address} twice, with ${rows.get(raw)!.balance === account.balance ? 'the same' : 'different'} balances`,
        path,
        'One answer holds one row per account.',
      );
    }
    rows.set(raw, account);
  });
  return rows;
}

/**
 * The address book with every entry checked: keyed by an account of this request, and its
 * `user_friendly` a form of that same account. The form kept is the app's own encoding of the key, with
 * the flags (bounceable, testnet) the indexer chose; the server's own word for "no form",
 * `addr_none` (§4.4.3), is kept as it is.
 */
function checkedAddressBook(
  asked: ReadonlySet<string>,
  book: AddressBookMap,
  host: string,
): Map<string, AddressBookEntry> {
  const out = new Map<string, AddressBookEntry>();
  for (const [key, entry] of book) {
    const path = `address_book["${key}"]`;
    const raw = asked.has(key) ? key : rawOf(key);
    if (!asked.has(raw)) {
      throw inconsistent(
        host,
        `its address book has an entry for ${key}, which was not asked for`,
        path,
        'The address book covers the accounts of the answer only (docs/indexer-api.md §4.4.3).',
      );
    }
    out.set(raw, checkedEntry(raw, entry, host, path));
  }
  return out;
}

function checkedEntry(raw: string, entry: AddressBookEntry, host: string, path: string): AddressBookEntry {
  if (entry.user_friendly === 'addr_none') return entry;
  const parsed = parseAddress(entry.user_friendly);
  if (!parsed.ok || parsed.address.inputForm !== 'friendly' || parsed.address.raw !== raw) {
    const names = parsed.ok ? `the account ${parsed.address.raw}` : 'no account';
    throw inconsistent(
      host,
      `its address book gives "${entry.user_friendly.slice(0, 60)}" as the address of ${raw}, but that names ${names}`,
      `${path}.user_friendly`,
      'An address-book form must be a form of the account it is listed under.',
    );
  }
  const { bounceable, testOnly, urlSafe } = parsed.address.inputFlags!;
  // 48 URL-safe characters with a valid checksum are already the one encoding of these bytes.
  if (urlSafe) return entry;
  const form = friendlyForm(parsed.address.forms, bounceable, testOnly);
  return form === entry.user_friendly ? entry : { ...entry, user_friendly: form };
}

/**
 * Raw addresses of the request that the answer may have cut off: when it holds exactly as many rows as
 * a known cap (§4.1, §4.3) — or the `limit` sent — and fewer than were asked for, the ones missing are
 * not known to be unknown. Empty when the answer is complete.
 */
function cutOff(
  raws: readonly string[],
  rows: ReadonlyMap<string, AccountState>,
  limitSent: number,
): string[] {
  const count = rows.size;
  const capped = count < raws.length && (count === limitSent || KNOWN_ROW_CAPS.includes(count));
  return capped ? raws.filter((raw) => !rows.has(raw)) : [];
}

/** The `limit` sent with a request for `count` addresses: older servers honour it, newer ones ignore it (§4.1). */
export function limitFor(count: number): number {
  return Math.min(count, SERVER_ROW_CAP);
}

/**
 * The lookup an answer gives for the distinct raw addresses `raws`: accounts in request order, the
 * rest in `not_found` — or in `unanswered` when the answer may have been cut at a row cap (ask for those
 * again). Throws a schema `AppError` for an inconsistent answer.
 */
export function checkAccountStatesAnswer(
  raws: readonly string[],
  response: AccountStatesResponse,
  host: string,
): CheckedLookup {
  const asked = new Set(raws);
  const rows = rowsByRaw(asked, response.accounts, host);
  const addressBook = checkedAddressBook(asked, response.address_book, host);
  const unanswered = cutOff(raws, rows, limitFor(raws.length));
  const pending = new Set(unanswered);
  const lookup: CheckedLookup = {
    accounts: [],
    address_book: addressBook,
    metadata: response.metadata,
    not_found: [],
  };
  for (const raw of raws) {
    const account = rows.get(raw);
    if (account) lookup.accounts.push(account);
    else if (!pending.has(raw)) lookup.not_found.push(raw);
  }
  if (unanswered.length > 0) lookup.unanswered = unanswered;
  return lookup;
}
