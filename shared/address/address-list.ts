/**
 * The pasted-list parser: whatever a person pastes into the lookup box (one address per line, a CSV
 * row, a chat message full of explorer links) becomes a list of entries, each valid, a duplicate of an
 * earlier one, or invalid with a reason and its line and column. Read as prose (the paste box), words
 * with no address shape (address-shape.ts) are skipped and counted instead of reported. One pass over
 * the text, no regular expressions on the hot path, never throws.
 */
import { AccountEntry, type UniqueEntry } from './account-entry';
import { friendlyForm, parseAddress } from './address-codec';
import { addressFromLink } from './address-links';
import { addressShapedPieces } from './address-shape';
import { codePoints, coreOf, isSeparator } from './address-tokens';
import type { AddressErrorReason, AddressParseResult, ParsedAddress } from './address-types';

/** The networks a friendly address form can be flagged for (TEP-2's test-only flag). */
export type AddressNetwork = 'mainnet' | 'testnet';

/** How {@link parseAddressList} reads the text. */
export interface AddressListOptions {
  /**
   * `'list'` (default): every token is meant as an address, so every token that is not one is invalid
   * (the CLI's arguments and files). `'prose'`: the text may be a message (the paste box), so words with
   * no address shape are skipped and counted (`skipped`), addresses are found inside words
   * (`wallet:EQ…`), and only near-misses are invalid.
   */
  readonly read?: 'list' | 'prose';
  /**
   * The network of the profile the list is for. A friendly form flagged for the other network (`0Q…`/
   * `kQ…` on mainnet, `EQ…`/`UQ…` on testnet) is then named in `otherNetwork` instead of passing
   * silently (or collapsing into the other form as a mere duplicate). Raw forms carry no network.
   */
  readonly network?: AddressNetwork;
}

/** A word of prose with no address shape, skipped (kept so the user can see what was left out). */
export interface SkippedWord {
  /** The word as typed. */
  readonly input: string;
  readonly line: number;
  readonly column: number;
}

/** One token of the pasted text, in input order. */
export interface AddressListEntry {
  /** Position among all entries, 0-based. */
  readonly index: number;
  /** The token exactly as typed, quotes and punctuation included. */
  readonly input: string;
  /** 1-based line of the token's first character (`\n`, `\r\n` and `\r` each end a line). */
  readonly line: number;
  /** 1-based column of the token's first character, counted in characters (code points). */
  readonly column: number;
  readonly kind: 'valid' | 'duplicate' | 'invalid';
  /** Set for valid entries and duplicates. */
  readonly address?: ParsedAddress;
  /** For duplicates: `index` of the first entry naming the same account. */
  readonly duplicateOf?: number;
  /** For invalid entries. */
  readonly reason?: AddressErrorReason;
  /** For invalid entries and duplicates: what is wrong, in plain language. */
  readonly message?: string;
  /**
   * Set when the profile's network was given and this friendly form is flagged for the other one:
   * the network the form was written for (`'testnet'` for `0Q…`/`kQ…` on a mainnet profile).
   */
  readonly otherNetwork?: AddressNetwork;
}

/** Counts over the whole paste. `tokens = valid + duplicates + invalid`; skipped words are not tokens. */
export interface AddressListSummary {
  readonly tokens: number;
  /** Distinct accounts. */
  readonly valid: number;
  readonly duplicates: number;
  readonly invalid: number;
  /** Words without address shape, skipped (read as prose only; 0 otherwise). */
  readonly skipped: number;
  /** Entries (valid or duplicate) written in the other network's form ({@link AddressListEntry.otherNetwork}). */
  readonly otherNetwork: number;
  /** The profile's network the list was read for, when given. */
  readonly network?: AddressNetwork;
}

/** The parsed paste. */
export interface AddressList {
  /** Every token, in input order. */
  readonly entries: readonly AddressListEntry[];
  /**
   * The first occurrence of each account, in input order: what to look up. These are the valid
   * entries of `entries` themselves, each also the address it names and counting its repeats.
   */
  readonly unique: readonly UniqueEntry[];
  readonly duplicates: readonly AddressListEntry[];
  readonly invalid: readonly AddressListEntry[];
  /** Words without address shape, in input order (read as prose only). */
  readonly skipped: readonly SkippedWord[];
  /** Valid entries and duplicates written in the other network's form, in input order. */
  readonly otherNetwork: readonly AddressListEntry[];
  readonly summary: AddressListSummary;
}

/**
 * Splits `text` on newlines, commas, semicolons, tabs and spaces (Unicode spaces and zero-width
 * characters too), strips surrounding quotes, brackets and trailing punctuation from each token, takes
 * the address out of explorer and wallet links, and classifies every token. Tokens that are only list
 * markers (`-`, `*`, `•`, `1.`, `2)`) are skipped, not reported. Read as prose (`options.read`), words
 * without address shape are skipped and counted. Never throws; linear in the text.
 */
export function parseAddressList(text: string, options: AddressListOptions = {}): AddressList {
  const steps = addressListSteps(text, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Tokens read between two steps of {@link addressListSteps}: about 10 ms of work on a laptop. */
export const ADDRESS_LIST_STEP_TOKENS = 5_000;

/**
 * {@link parseAddressList} a step at a time: yields the share of the text read (0–1) after every
 * {@link ADDRESS_LIST_STEP_TOKENS} tokens and returns the same list. A page reads a list of 100,000
 * lines this way, pausing between steps, instead of holding its main thread for a fifth of a second.
 */
export function* addressListSteps(
  text: string,
  options: AddressListOptions = {},
): Generator<number, AddressList, void> {
  const prose = options.read === 'prose';
  const list = emptyList(options.network);
  const source = typeof text === 'string' ? text : '';
  const n = source.length;
  let line = 1;
  let lineStart = 0;
  // Low surrogates seen on this line: each astral character is two code units but one column.
  let lowSurrogates = 0;
  let i = 0;
  let tokens = 0;
  while (i < n) {
    if (tokens >= ADDRESS_LIST_STEP_TOKENS) {
      tokens = 0;
      yield i / n;
    }
    const c = source.charCodeAt(i);
    if (isSeparator(c)) {
      if (c === 10 || c === 0x2028 || c === 0x2029 || (c === 13 && source.charCodeAt(i + 1) !== 10)) {
        line++;
        lineStart = i + 1;
        lowSurrogates = 0;
      }
      i++;
      continue;
    }
    const start = i;
    const column = start - lineStart - lowSurrogates + 1;
    for (; i < n; i++) {
      const t = source.charCodeAt(i);
      if (isSeparator(t)) break;
      if ((t & 0xfc00) === 0xdc00) lowSurrogates++;
    }
    tokens++;
    readToken(list, source.slice(start, i), line, column, prose);
  }
  return finishedList(list);
}

/** The list as it is read: the entries so far, by kind, and the first entry of each account. */
interface ListBuilder {
  network: AddressNetwork | undefined;
  entries: AddressListEntry[];
  unique: AccountEntry[];
  duplicates: AddressListEntry[];
  invalid: AddressListEntry[];
  skipped: SkippedWord[];
  otherNetwork: AddressListEntry[];
  firstByRaw: Map<string, AccountEntry>;
}

function emptyList(network: AddressNetwork | undefined): ListBuilder {
  return {
    network,
    entries: [],
    unique: [],
    duplicates: [],
    invalid: [],
    skipped: [],
    otherNetwork: [],
    firstByRaw: new Map(),
  };
}

/**
 * One token: the address it is (or the link holds), else — read as prose — the addresses found inside
 * it, or the word skipped when it has no address shape.
 */
function readToken(list: ListBuilder, token: string, line: number, column: number, prose: boolean): void {
  const core = coreOf(token);
  if (core === null) return;
  const direct = parseAddress(core.text);
  if (direct.ok || !prose) {
    addEntry(list, token, line, column, direct.ok ? direct : (addressFromLink(core.text) ?? direct));
    return;
  }
  const pieces = addressShapedPieces(core.text);
  if (pieces.length === 0) list.skipped.push({ input: token, line, column });
  // Pieces come in order: count the columns up to each incrementally (a long word holds thousands).
  let counted = 0;
  let columns = 0;
  for (const piece of pieces) {
    if (piece.whole) {
      addEntry(list, token, line, column, piece.result);
      continue;
    }
    columns += codePoints(token, counted, core.start + piece.offset);
    counted = core.start + piece.offset;
    addEntry(list, piece.text, line, column + columns, piece.result);
  }
}

/** Adds one entry for `result`, found at `input`/`line`/`column`. */
function addEntry(
  list: ListBuilder,
  input: string,
  line: number,
  column: number,
  result: AddressParseResult,
): void {
  const index = list.entries.length;
  let entry: AddressListEntry;
  if (result.ok) {
    const other = otherNetworkOf(result.address, list.network);
    const first = list.firstByRaw.get(result.address.raw);
    if (first === undefined) {
      const account = new AccountEntry(index, input, line, column, result.address, other);
      list.firstByRaw.set(account.raw, account);
      list.unique.push(account);
      entry = account;
    } else {
      first.repeats += 1;
      const flag = other ? { otherNetwork: other } : {};
      entry = {
        index,
        input,
        line,
        column,
        kind: 'duplicate',
        address: result.address,
        duplicateOf: first.index,
        message: `the same account as line ${first.line}, column ${first.column}${other ? `, written in its ${other} form` : ''}`,
        ...flag,
      };
      list.duplicates.push(entry);
    }
    if (other) list.otherNetwork.push(entry);
  } else {
    entry = { index, input, line, column, kind: 'invalid', reason: result.reason, message: result.message };
    list.invalid.push(entry);
  }
  list.entries.push(entry);
}

/** The list read, with its counts. */
function finishedList(list: ListBuilder): AddressList {
  const { entries, duplicates, invalid, skipped, otherNetwork, network } = list;
  // Every entry valid (a file of addresses, the usual case): `unique` is the same list, held once.
  const unique = list.unique.length === entries.length ? (entries as AccountEntry[]) : list.unique;
  return {
    entries,
    unique,
    duplicates,
    invalid,
    skipped,
    otherNetwork,
    summary: {
      tokens: entries.length,
      valid: unique.length,
      duplicates: duplicates.length,
      invalid: invalid.length,
      skipped: skipped.length,
      otherNetwork: otherNetwork.length,
      ...(network ? { network } : {}),
    },
  };
}

/** The network a friendly form was written for, when it is not `network`; raw forms carry none. */
function otherNetworkOf(
  address: ParsedAddress,
  network: AddressNetwork | undefined,
): AddressNetwork | undefined {
  if (network === undefined || address.inputFlags === undefined) return undefined;
  const written: AddressNetwork = address.inputFlags.testOnly ? 'testnet' : 'mainnet';
  return written === network ? undefined : written;
}

/**
 * One sentence naming an entry written in the other network's form, e.g. `line 6, column 1: “0QAs…4-QO”
 * — a testnet address (0Q…) on a mainnet profile: it is looked up on mainnet as 0:2CF5…22E3`. Null for
 * entries without {@link AddressListEntry.otherNetwork}.
 */
export function describeNetworkMismatch(entry: AddressListEntry): string | null {
  const other = entry.otherNetwork;
  if (other === undefined || entry.address === undefined) return null;
  const profile: AddressNetwork = other === 'testnet' ? 'mainnet' : 'testnet';
  const { forms, inputFlags } = entry.address;
  const bounceable = inputFlags?.bounceable === true;
  const written = friendlyForm(forms, bounceable, other === 'testnet');
  const meant = friendlyForm(forms, bounceable, other !== 'testnet');
  return (
    `line ${entry.line}, column ${entry.column}: “${abbreviate(entry.input)}” — a ${other} form (${written.slice(0, 2)}…) on a ${profile} profile: ` +
    `it is looked up on ${profile}, as ${abbreviate(meant)}`
  );
}

/**
 * One sentence a person can act on: where the entry is, what it looks like, what is wrong, e.g.
 * `line 3, column 5: “EQAs…4wJ” — 48 characters expected for a user-friendly address, got 47`.
 * Null for valid entries.
 */
export function describeEntryError(entry: AddressListEntry): string | null {
  if (entry.kind === 'valid') return null;
  const what =
    entry.message ?? (entry.kind === 'duplicate' ? 'the same account appears earlier' : 'not a TON address');
  return `line ${entry.line}, column ${entry.column}: “${abbreviate(entry.input)}” — ${what}`;
}

/** Tokens longer than 12 characters shortened to their first 4 and last 3, enough to find them again. */
function abbreviate(input: string): string {
  // Counted in code points so an emoji is never cut in half. 7 code units always hold at least 4 whole
  // code points, 5 at least 3, so the slices below are long enough even when they split a pair.
  if (input.length <= 12 || (input.length <= 24 && Array.from(input).length <= 12)) return input;
  const head = Array.from(input.slice(0, 8)).slice(0, 4).join('');
  const tail = Array.from(input.slice(-6)).slice(-3).join('');
  return `${head}…${tail}`;
}
