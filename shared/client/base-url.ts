/**
 * Base URLs and query strings. A base URL works with or without the `/api/v3` suffix; list parameters
 * are sent as repeated keys, every value percent-encoded — a `+` left bare would reach the server as a
 * space (docs/indexer-api.md §2.8) — and an empty value is never sent (§2.7: it would make the server
 * return an unfiltered list).
 */

/** `https://toncenter.com`, `https://toncenter.com/`, `https://toncenter.com/api/v3/` → `https://toncenter.com/api/v3`. */
export function apiRoot(baseUrl: string): string {
  const trimmed = baseUrl.trim().replace(/\/+$/, '');
  return /\/api\/v3$/i.test(trimmed) ? trimmed : `${trimmed}/api/v3`;
}

/** One query parameter: a scalar or a list sent as repeated keys. */
export type QueryValue = string | boolean | readonly string[];

/** Builds `?a=1&b=x&b=y` with every value percent-encoded; empty strings are dropped. */
export function queryString(params: Record<string, QueryValue | undefined>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const values = typeof value === 'string' ? [value] : typeof value === 'boolean' ? [String(value)] : value;
    for (const v of values) {
      if (v === '') continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(v)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The host (and port) of a base URL, for messages: "toncenter.com", "127.0.0.1:8787". */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || baseUrl;
  } catch {
    return baseUrl;
  }
}
