/**
 * Picks the address out of explorer and wallet links people paste: tonviewer.com/<addr>,
 * tonscan.org/address/<addr>, explorer.toncoin.org/account?account=<addr>, ton://transfer/<addr>?amount=…,
 * app.tonkeeper.com/transfer/<addr>, tonkeeper://transfer/<addr>, dton.io/a/<addr> and the like.
 *
 * Deliberately not a table of hosts: every path segment, query value and fragment part is tried as an
 * address, so a new explorer's links work too. Plain string scanning (no regular expressions), so a
 * huge pasted token costs linear time.
 */
import { FRIENDLY_LENGTH, parseAddress } from './address-codec';
import type { AddressParseResult } from './address-types';

/**
 * If `token` is a link (`scheme://…`, or `host.tld/…` without a scheme), the parts of it that could be
 * the address, most likely first; otherwise null.
 */
export function linkCandidates(token: string): string[] | null {
  let rest: string;
  const scheme = token.indexOf('://');
  if (scheme > 0) rest = token.slice(scheme + 3);
  else if (hasBareHost(token)) rest = token;
  else return null;

  let fragment = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    fragment = rest.slice(hashAt + 1);
    rest = rest.slice(0, hashAt);
  }
  let query = '';
  const queryAt = rest.indexOf('?');
  if (queryAt >= 0) {
    query = rest.slice(queryAt + 1);
    rest = rest.slice(0, queryAt);
  }

  const candidates: string[] = [];
  // The host is included: `ton://<addr>` puts the address where a host would be.
  const segments = rest.split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment) candidates.push(decode(segment));
    // A standard-Base64 address contains '/', which splits it across segments: try runs of them joined.
    let joined = segment;
    for (let j = i + 1; j < segments.length && joined.length < 48; j++) {
      joined += `/${segments[j]!}`;
      if (joined.length === FRIENDLY_LENGTH) candidates.push(decode(joined));
    }
  }
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    const value = eq >= 0 ? part.slice(eq + 1) : part;
    if (value) candidates.push(decode(value));
  }
  for (const part of fragment.split(/[/&=]/)) if (part) candidates.push(decode(part));
  return candidates;
}

/**
 * The address inside a link token, or why there is none. `null` when `token` is not a link at all.
 * A link holding a mistyped address reports that address's own error (a bad checksum, say) rather than
 * a vague "no address".
 */
export function addressFromLink(token: string): AddressParseResult | null {
  const candidates = linkCandidates(token);
  if (candidates === null) return null;
  let closest: AddressParseResult | null = null;
  for (const candidate of candidates) {
    const result = parseAddress(candidate);
    if (result.ok) return result;
    if (closest === null && result.reason !== 'not-an-address' && result.reason !== 'empty') closest = result;
  }
  if (closest !== null && !closest.ok) {
    return {
      ok: false,
      reason: closest.reason,
      message: `the address in this link is not valid: ${closest.message}`,
    };
  }
  return { ok: false, reason: 'not-an-address', message: 'this link has no TON address in it' };
}

/** `host.tld/…`: letters, digits, '-' and at least one '.' before the first '/'. */
function hasBareHost(token: string): boolean {
  const slash = token.indexOf('/');
  if (slash <= 0) return false;
  let dot = false;
  for (let i = 0; i < slash; i++) {
    const c = token.charCodeAt(i);
    if (c === 46) {
      if (i === 0 || i === slash - 1) return false;
      dot = true;
    } else if (!(
      (c >= 48 && c <= 57) ||
      (c >= 65 && c <= 90) ||
      (c >= 97 && c <= 122) ||
      c === 45 ||
      c === 58
    )) {
      return false;
    }
  }
  return dot;
}

/** Percent-decoding that never throws (a stray '%' stays as it is). */
function decode(part: string): string {
  if (part.indexOf('%') < 0) return part;
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
