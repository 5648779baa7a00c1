/**
 * A secret goes only to the origin the user configured. `fetch` follows redirects by itself and
 * re-sends custom headers — the `X-API-Key` among them — to wherever a server points, another host
 * included. So with a key, redirects are not left to `fetch`: one to the same origin is followed here
 * (where the platform lets us see it), one to another origin is refused, with the key unsent.
 */
import { AppError } from '../errors';
import type { FetchLike } from './http';

/** Same-origin redirects followed at most, in a row. */
const MAX_REDIRECTS = 5;

const isRedirect = (response: Response): boolean =>
  response.type === 'opaqueredirect' ||
  (response.status >= 300 && response.status < 400 && response.status !== 304);

/** The origin (`scheme://host:port`) of a URL, or null. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Where a redirect pointed, in words: `to https://other.example, another origin`; for an address that
 * is no web address at all (`file:`, `data:`, whose origin is opaque), its scheme and a short excerpt.
 */
export function redirectTargetWords(target: string | null): string {
  if (!target) return ' elsewhere (the browser does not say where)';
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return ` to an address that cannot be read (“${target.slice(0, 80)}”)`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return ` to a ${url.protocol} address (${target.length > 80 ? `${target.slice(0, 80)}…` : target}), which is not a web address`;
  return ` to ${url.origin}, another origin`;
}

/** The refusal: where it pointed (when known), and that the key stayed home. */
function refused(url: string, host: string, target: string | null): AppError {
  const where = redirectTargetWords(target);
  return new AppError({
    kind: 'http',
    message: `The indexer at ${host} redirected the request${where}. The redirect was not followed, so the API key was not sent there.`,
    detail: `Redirected from ${url}${target ? ` to ${target}` : ''}. If that is the right indexer, set it as the profile's URL (or as --base-url).`,
  });
}

/**
 * `fetch` for a request carrying an API key: redirects are handled by hand (`redirect: 'manual'`). A
 * redirect within the same origin is followed; any other is an `AppError` before the key is sent on.
 * Without a key the platform's own following is used (there is no secret to leak).
 */
export async function fetchKeepingKeyHome(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  host: string,
): Promise<Response> {
  const origin = originOf(url);
  let current = url;
  for (let hop = 0; ; hop++) {
    const response = await fetchImpl(current, { ...init, redirect: 'manual' });
    if (!isRedirect(response)) return response;
    const location = response.headers.get('location');
    const target = location ? new URL(location, current).href : null;
    if (!target || originOf(target) !== origin) {
      response.body?.cancel().catch(() => undefined);
      throw refused(url, host, target);
    }
    if (hop >= MAX_REDIRECTS) {
      response.body?.cancel().catch(() => undefined);
      throw new AppError({
        kind: 'http',
        message: `The indexer at ${host} redirected the request more than ${MAX_REDIRECTS} times; it was not followed further.`,
      });
    }
    response.body?.cancel().catch(() => undefined);
    current = target;
  }
}
