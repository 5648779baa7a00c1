/**
 * Answers a hostile or broken indexer could send, made from the real answer (hostile modes of
 * faults.ts): each is a 200 with well-formed JSON the schemas accept, wrong in a way only the
 * client's checks against its request can tell (README "What a hostile or broken indexer gets").
 */
import { friendlyAddress } from './address-codec';
import type { FaultOptions } from './faults';

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
  if (Object.keys(metadata).length === 0 && first) metadata[first] = { is_indexed: true, token_info: [{ valid: true, type: 'nft_items' }] };
  for (const entry of Object.values(metadata)) {
    const info = (entry.token_info as Json[] | null)?.[0];
    if (info) info.extra = { ...(info.extra as Json | undefined), nested };
  }
}

/** `terminal-escapes`: escape sequences in the chosen fields. */
function terminalEscapes(answer: Answer, places: readonly string[]): void {
  for (const account of answer.accounts) if (places.includes('status')) account.status = `active${TERMINAL_ESCAPES}`;
  for (const entry of Object.values(answer.address_book ?? {})) {
    if (places.includes('user_friendly')) entry.user_friendly = `${String(entry.user_friendly)}${TERMINAL_ESCAPES}`;
    if (places.includes('domain')) entry.domain = `evil.ton${TERMINAL_ESCAPES}`;
  }
}

/** The modes that rewrite an answer's body (every other answer is passed on untouched, unparsed). */
const BODY_MODES: ReadonlySet<string> = new Set(['address-book-mismatch', 'duplicate-account', 'deep-metadata', 'terminal-escapes']);

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
      return JSON.stringify(answer).split(JSON.stringify(DEEP_PLACEHOLDER)).join(`${'['.repeat(depth)}"deep"${']'.repeat(depth)}`);
    }
    case 'terminal-escapes':
      terminalEscapes(answer, fault.escapesIn ?? ['status']);
      break;
    default:
      return body;
  }
  return JSON.stringify(answer);
}
