/**
 * A logged lookup's body as it is stored since layout 3: each address once. The entry as it is
 * (layouts 1 and 2) names every account's address three times — the input, the account, the address
 * book's key — and its friendly form twice (what was typed, the address book's), ~40% of a 500,000-account
 * body even gzipped, since random hex compresses little. Here the lists become columns of the same
 * JSON, and an address is written in full where it first appears and as the number of that first
 * appearance ever after; a typed input that is its address book's friendly form is `null`. Every value is
 * kept as the indexer sent it (figures stay text, nothing is derived), and the entry read back is the
 * entry written, checked against its schema as before.
 *
 * `{"compact":1,"inputs":[…],"failed":[…],"accounts":[…],"not_found":[…],"unanswered":[…],
 *   "address_book":[[address, entry]…],"metadata":[[address, entry]…],"inputTexts":[…], …the head}`
 * The inputs' column comes first, so a search for an asked-for address reads only its start
 * ({@link bodyAsksFor}).
 */
import type { KeptLookupEntry, LookupLogEntry } from './log-entry';
import { withoutBocs } from './logged-account';

/** Members of a column stringified together: one piece of text. */
const GROUP = 64;
/** How a compact body starts: what tells it from an entry stored whole (layouts 1 and 2). */
const COMPACT_START = '{"compact":1,"inputs":[';

type Ref = string | number;

/** Each address as written: in full the first time (it then takes the next number), its number after. */
function referrer(): (address: string) => Ref {
  const table = new Map<string, number>();
  return (address) => {
    const at = table.get(address);
    if (at !== undefined) return at;
    table.set(address, table.size);
    return address;
  };
}

/** `,"name":[…]` with `list`'s members as `make` writes them, {@link GROUP} at a time. */
function* column<T>(name: string, list: readonly T[], make: (item: T) => unknown): Generator<string> {
  yield `${name === 'inputs' ? '' : ','}"${name}":[`;
  for (let start = 0; start < list.length; start += GROUP) {
    const text = JSON.stringify(list.slice(start, start + GROUP).map(make));
    yield (start > 0 ? ',' : '') + text.slice(1, -1);
  }
  yield ']';
}

/**
 * The pieces whose concatenation is `entry`'s compact body (made as they are taken), its accounts
 * as log-entry.ts `withoutBocs` keeps them. The address book and metadata are written in their own order: the lookup's Maps as they
 * were kept while the answers came.
 */
export function* compactBodyPieces(entry: KeptLookupEntry): Generator<string> {
  const { inputs, failed, result, inputLines, ...head } = entry;
  const { accounts, not_found, unanswered, address_book: book, metadata } = result;
  const ref = referrer();
  yield COMPACT_START.slice(0, -'"inputs":['.length);
  yield* column('inputs', inputs, (input) => ref(input.raw));
  yield* column('failed', failed, ref);
  yield* column('accounts', accounts, (account) => ({
    ...withoutBocs(account),
    address: ref(account.address),
  }));
  yield* column('not_found', not_found, ref);
  if (unanswered) yield* column('unanswered', unanswered, ref);
  yield* column('address_book', [...book.keys()], (key) => [ref(key), book.get(key)]);
  yield* column('metadata', [...metadata.keys()], (key) => [ref(key), metadata.get(key)]);
  yield* column('inputTexts', inputs, ({ raw, input }) =>
    book.get(raw)?.user_friendly === input ? null : input,
  );
  if (inputLines) yield* inputLinesPieces(inputLines);
  const rest = JSON.stringify(head);
  yield rest === '{}' ? '}' : `,${rest.slice(1)}`;
}

/**
 * `,"inputLines":{"cells":[…],"lineOf":[…]}`: a list file's lines, each once, a slice at a time (as
 * the entry keeps them: read back as they are, with the rest of the head).
 */
function* inputLinesPieces(lines: NonNullable<LookupLogEntry['inputLines']>): Generator<string> {
  let first = true;
  for (const piece of column('cells', lines.cells, (cells) => cells)) {
    // The column's first piece starts `,"cells":[`: here it opens the object.
    yield first ? `,"inputLines":{${piece.slice(1)}` : piece;
    first = false;
  }
  yield* column('lineOf', lines.lineOf, (at) => at);
  yield '}';
}

/** Whether stored body `text` is a compact one (layout 3) rather than the entry whole. */
export function isCompactBody(text: string): boolean {
  return text.startsWith(COMPACT_START);
}

/** Whether the body `text` (compact or whole) asked for the account `raw`. */
export function bodyAsksFor(text: string, raw: string): boolean {
  if (!isCompactBody(text)) return text.includes(`"raw":${JSON.stringify(raw)}`);
  // The inputs' column is addresses and numbers only: its first `]` ends it.
  const end = text.indexOf(']', COMPACT_START.length);
  const at = text.indexOf(JSON.stringify(raw), COMPACT_START.length);
  return at >= 0 && at < end;
}

/** A body that cannot be put together: read as damaged where it is opened. */
class BrokenBody extends Error {}

/** The addresses of a compact body as read: each in full, or the number of its first appearance. */
function resolver(): (ref: unknown) => string {
  const table: string[] = [];
  return (ref) => {
    if (typeof ref === 'string') {
      table.push(ref);
      return ref;
    }
    if (typeof ref === 'number' && Number.isInteger(ref) && ref >= 0 && ref < table.length)
      return table[ref]!;
    throw new BrokenBody('an address refers to none written before it');
  };
}

function list(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new BrokenBody('a column is not a list');
  return value;
}

/** A keyed map from its `[address, value]` pairs; an own `__proto__` key stays a key, as JSON.parse keeps it. */
function keyed(pairs: unknown, address: (ref: unknown) => string): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  for (const pair of list(pairs)) {
    const [key, value] = list(pair);
    Object.defineProperty(map, address(key), { value, enumerable: true, writable: true, configurable: true });
  }
  return map;
}

/** The friendly form `book` has for `raw`, what a `null` typed input stands for. */
function friendlyOf(book: Record<string, unknown>, raw: string): string {
  const entry = (Object.hasOwn(book, raw) ? book[raw] : undefined) as { user_friendly?: unknown } | undefined;
  if (typeof entry?.user_friendly !== 'string') throw new BrokenBody('a typed input has no friendly form');
  return entry.user_friendly;
}

/**
 * The entry a parsed body holds: a compact one put together again (in the order it was written), any
 * other as it is. Throws when a compact body's references do not hold; the caller checks the result
 * against the entry's schema either way.
 */
export function expandedBody(parsed: unknown): unknown {
  if (typeof parsed !== 'object' || parsed === null || (parsed as { compact?: unknown }).compact !== 1)
    return parsed;
  const {
    compact: _,
    inputs,
    failed,
    accounts,
    not_found,
    unanswered,
    address_book,
    metadata,
    inputTexts,
    ...head
  } = parsed as Record<string, unknown>;
  const address = resolver();
  const raws = list(inputs).map(address);
  const failedRaws = list(failed).map(address);
  const accountList = list(accounts).map((account) => {
    if (typeof account !== 'object' || account === null) throw new BrokenBody('an account is not a record');
    const record = account as { address?: unknown };
    record.address = address(record.address);
    return record;
  });
  const notFound = list(not_found).map(address);
  const missing = unanswered === undefined ? undefined : list(unanswered).map(address);
  const book = keyed(address_book, address);
  const texts = list(inputTexts);
  if (texts.length !== raws.length) throw new BrokenBody('the typed inputs do not match the inputs');
  return {
    ...head,
    inputs: raws.map((raw, i) => ({ raw, input: texts[i] === null ? friendlyOf(book, raw) : texts[i] })),
    failed: failedRaws,
    result: {
      accounts: accountList,
      not_found: notFound,
      ...(missing ? { unanswered: missing } : {}),
      address_book: book,
      metadata: keyed(metadata, address),
    },
  };
}
