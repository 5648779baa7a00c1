/**
 * Answers a hostile or broken indexer could send, made from the real answer (hostile modes of
 * faults.ts): each is a 200 with well-formed JSON the schemas accept, wrong in a way only the
 * client's checks against its request can tell (docs/hostile-indexer.md).
 */
import { friendlyAddress } from './address-codec';
import type { FaultOptions, LongPlace } from './faults';

type Json = Record<string, unknown>;
interface Answer {
  accounts: Json[];
  address_book: Record<string, Json> | null;
  metadata: Record<string, Json> | null;
}

/** An OSC 52 clipboard write, a screen clear and a window title: what a terminal must never run. */
export const TERMINAL_ESCAPES = '\u001b]52;c;ZWNobyBwd25lZA==\u0007\u001b[2J\u001b[H\u001b]0;pwned\u0007';

/** The other account's friendly form, as the server's address book would write it. */
const friendlyOf = (raw: string): string => friendlyAddress(raw, { bounceable: true, testnet: false });

/** `address-book-mismatch`: each entry names another account (the next one's, or a fixed stranger). */
function addressBookMismatch(answer: Answer): void {
  const keys = Object.keys(answer.address_book ?? {});
  const stranger = `0:${'5A'.repeat(32)}`;
  keys.forEach((key, i) => {
    const other = keys.length > 1 ? keys[(i + 1) % keys.length]! : stranger;
    answer.address_book![key]!.user_friendly = friendlyOf(other);
  });
}

/** `duplicate-account`: the first account once more, after the others, with a balance of 1 nanoton. */
function duplicateAccount(answer: Answer): void {
  const first = answer.accounts[0];
  if (first) answer.accounts.push({ ...first, balance: '1' });
}

/** Stands in for the nesting until the body is text (encoders recurse; the nesting is spliced in as text). */
const DEEP_PLACEHOLDER = '\u0000deep-metadata\u0000';

/** `deep-metadata`: `depth` levels of arrays inside `token_info.extra` (4100 levels is 8 KB of text). */
function deepMetadata(answer: Answer): void {
  const nested = DEEP_PLACEHOLDER;
  const metadata = (answer.metadata ??= {});
  const first = answer.accounts[0]?.address as string | undefined;
  if (Object.keys(metadata).length === 0 && first)
    metadata[first] = { is_indexed: true, token_info: [{ valid: true, type: 'nft_items' }] };
  for (const entry of Object.values(metadata)) {
    const info = (entry.token_info as Json[] | null)?.[0];
    if (info) info.extra = { ...(info.extra as Json | undefined), nested };
  }
}

/** `terminal-escapes`: escape sequences in the chosen fields. */
function terminalEscapes(answer: Answer, places: readonly string[]): void {
  for (const account of answer.accounts)
    if (places.includes('status')) account.status = `active${TERMINAL_ESCAPES}`;
  for (const entry of Object.values(answer.address_book ?? {})) {
    if (places.includes('user_friendly'))
      entry.user_friendly = `${String(entry.user_friendly)}${TERMINAL_ESCAPES}`;
    if (places.includes('domain')) entry.domain = `evil.ton${TERMINAL_ESCAPES}`;
  }
}

/**
 * `hostile-text`'s look-alike name: a Cyrillic `е` in "tether", a zero-width space, and a right-to-left
 * override left open, so what follows it (`gnp.ton`) reads backwards — and, shown raw, so would the app's
 * own text after it.
 */
export const HOSTILE_DOMAIN = 't\u0435ther\u200B.ton\u202Egnp.ton';
/** `hostile-text`'s token name and description (the description carries the override too). */
export const HOSTILE_NAME = 'T\u0435ther USD';
export const HOSTILE_DESCRIPTION = 'Official \u202Etoken\u200D of Tether';

/** `text` padded with `x` to `sizeMb` MB (one character a byte), or as it is without a size. */
const padded = (text: string, sizeMb: number | undefined) =>
  sizeMb === undefined
    ? text
    : text + 'x'.repeat(Math.max(0, Math.round(sizeMb * 1024 * 1024) - text.length));

/**
 * `hostile-text`: every address-book entry's domain is a look-alike with a right-to-left override and a
 * zero-width space, every account gets token metadata whose name mixes scripts and whose description
 * hides characters; with `sizeMb`, the domain and the description are that many MB long.
 */
function hostileText(answer: Answer, sizeMb: number | undefined): void {
  const domain = padded(HOSTILE_DOMAIN, sizeMb);
  const description = padded(HOSTILE_DESCRIPTION, sizeMb);
  for (const entry of Object.values(answer.address_book ?? {})) entry.domain = domain;
  const metadata = (answer.metadata ??= {});
  for (const account of answer.accounts) {
    const raw = account.address as string;
    const entry = (metadata[raw] ??= {
      is_indexed: true,
      token_info: [{ valid: true, type: 'jetton_masters', extra: {} }],
    });
    const info = ((entry.token_info as Json[] | null) ?? [])[0];
    if (info) Object.assign(info, { name: HOSTILE_NAME, symbol: 'USD\u20AE', description });
  }
}

/** `long-strings`: how many interface names `many-interfaces` sends (8 characters each). */
export const MANY_INTERFACES = 10_000;

/**
 * `long-strings`: the chosen string fields `sizeMb` MB long (10 by default), each starting with what a
 * real one says (`active…`, `wallet_v4r2…`), and `many-interfaces` a list of {@link MANY_INTERFACES} names.
 * Text fields (status, interfaces, token type, image) and exact ones (an address-book form, a code BoC,
 * a key of the token's `extra`) — the client cuts the first and refuses the second past their bounds.
 */
function longStrings(answer: Answer, places: readonly LongPlace[], sizeMb: number | undefined): void {
  const long = (start: string) => padded(start, sizeMb ?? 10);
  const has = (place: LongPlace) => places.includes(place);
  const interfaces = has('many-interfaces')
    ? Array.from({ length: MANY_INTERFACES }, (_, i) => `iface${String(i).padStart(3, '0')}`)
    : has('interfaces')
      ? [long('wallet_v4r2')]
      : undefined;
  for (const account of answer.accounts) {
    if (has('status')) account.status = long('active');
    if (interfaces) account.interfaces = interfaces;
    if (has('code_boc') && typeof account.code_boc === 'string') account.code_boc = long(account.code_boc);
  }
  for (const entry of Object.values(answer.address_book ?? {})) {
    if (interfaces) entry.interfaces = interfaces;
    if (has('user_friendly')) entry.user_friendly = long(String(entry.user_friendly));
  }
  if (!has('token_type') && !has('image') && !has('extra_key')) return;
  const metadata = (answer.metadata ??= {});
  for (const account of answer.accounts) {
    const entry = (metadata[account.address as string] ??= {
      is_indexed: true,
      token_info: [{ valid: true, type: 'jetton_masters', name: 'Long token', extra: {} }],
    });
    const info = ((entry.token_info as Json[] | null) ?? [])[0];
    if (!info) continue;
    if (has('token_type')) info.type = long('jetton_masters');
    if (has('image')) info.image = long('https://example.com/');
    if (has('extra_key')) info.extra = { ...(info.extra as Json | undefined), [long('key')]: 'value' };
  }
}

/** What `metadata-states` gives the accounts of an answer, in turn (README "Hostile and quirky modes"). */
export const METADATA_STATES = ['pending', 'invalid', 'scam', 'nsfw'] as const;

/**
 * `metadata-states`: the states real metadata holds that a fresh index rarely shows — the answer's
 * accounts in the order of their raw addresses (the answer's own order may be shuffled): 1, 5, … pending (`is_indexed: false`, no token_info), 2, 6, … `valid: false` (the indexer could not
 * read the token's metadata), 3, 7, … `is_scam`, 4, 8, … `is_nsfw`.
 */
function metadataStates(answer: Answer): void {
  const metadata = (answer.metadata ??= {});
  const raws = answer.accounts.map((account) => account.address as string).sort();
  raws.forEach((raw, i) => {
    const state = METADATA_STATES[i % METADATA_STATES.length]!;
    const info: Json = {
      valid: true,
      type: 'jetton_masters',
      name: `Sample token ${i + 1}`,
      symbol: `ST${i + 1}`,
      extra: {},
    };
    if (state === 'pending') metadata[raw] = { is_indexed: false, token_info: [] };
    else if (state === 'invalid')
      metadata[raw] = { is_indexed: true, token_info: [{ valid: false, type: 'nft_items' }] };
    else
      metadata[raw] = {
        is_indexed: true,
        token_info: [{ ...info, [state === 'scam' ? 'is_scam' : 'is_nsfw']: true }],
      };
  });
}

/** The modes that rewrite an answer's body (every other answer is passed on untouched, unparsed). */
const BODY_MODES: ReadonlySet<string> = new Set([
  'address-book-mismatch',
  'duplicate-account',
  'deep-metadata',
  'terminal-escapes',
  'hostile-text',
  'metadata-states',
  'long-strings',
]);

/** The accountStates body rewritten for a hostile mode; other modes leave it as it is. */
export function hostileAccountStatesBody(body: string, fault: FaultOptions): string {
  if (!BODY_MODES.has(fault.mode ?? 'none')) return body;
  const answer = JSON.parse(body) as Answer;
  switch (fault.mode) {
    case 'address-book-mismatch':
      addressBookMismatch(answer);
      break;
    case 'duplicate-account':
      duplicateAccount(answer);
      break;
    case 'deep-metadata': {
      deepMetadata(answer);
      const depth = fault.depth ?? 4100;
      return JSON.stringify(answer)
        .split(JSON.stringify(DEEP_PLACEHOLDER))
        .join(`${'['.repeat(depth)}"deep"${']'.repeat(depth)}`);
    }
    case 'terminal-escapes':
      terminalEscapes(answer, fault.escapesIn ?? ['status']);
      break;
    case 'hostile-text':
      hostileText(answer, fault.sizeMb);
      break;
    case 'metadata-states':
      metadataStates(answer);
      break;
    case 'long-strings':
      longStrings(answer, fault.longIn ?? ['status', 'interfaces'], fault.sizeMb);
      break;
    default:
      return body;
  }
  return JSON.stringify(answer);
}
