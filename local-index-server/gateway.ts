/**
 * What toncenter's openresty gateway adds in front of ton-index-go (docs/indexer-api.md §1, §5.2, §5.3):
 * API-key checks, rate limiting and its own error bodies, which are NOT the Go server's `{"error"}` shape.
 */

/** 401 body for a missing/unknown key, as documented (§5.2, [S22]). */
export const UNAUTHORIZED_BODY = '{"ok":false,"code":401,"error":"API key does not exist"}';

/** The two documented 429 bodies (§5.3): `result` ([S21] rate-limit.mdx, no `error` key) and `error` ([S22]). */
export const RATE_LIMIT_BODIES = {
  result: '{"ok":false,"result":"Ratelimit exceed","code":429}',
  error: '{"ok":false,"code":429,"error":"Ratelimit exceeded"}',
} as const;

/** Which 429 body to send. */
export type RateLimitBody = keyof typeof RATE_LIMIT_BODIES;

/** An openresty 502 page (HTML, not JSON: §1 "check the content type before parsing", [S30]). */
export const BAD_GATEWAY_HTML = [
  '<html>',
  '<head><title>502 Bad Gateway</title></head>',
  '<body>',
  '<center><h1>502 Bad Gateway</h1></center>',
  '<hr><center>openresty</center>',
  '</body>',
  '</html>',
  '',
].join('\r\n');

/** openresty's page for a request line longer than its buffers (`large_client_header_buffers`). */
export const URI_TOO_LARGE_HTML = gatewayPage('414 Request-URI Too Large');

/** The page for a header block larger than the gateway accepts. */
export const HEADERS_TOO_LARGE_HTML = gatewayPage('431 Request Header Fields Too Large');

/** An openresty error page in its exact layout. */
function gatewayPage(title: string): string {
  return [
    '<html>',
    `<head><title>${title}</title></head>`,
    '<body>',
    `<center><h1>${title}</h1></center>`,
    '<hr><center>openresty</center>',
    '</body>',
    '</html>',
    '',
  ].join('\r\n');
}

/** Bytes of a request's header lines as sent (`Name: value` + CRLF each), from Node's `rawHeaders`. */
export function headerBlockBytes(rawHeaders: readonly string[]): number {
  let bytes = 0;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    bytes += Buffer.byteLength(rawHeaders[i]!) + 2 + Buffer.byteLength(rawHeaders[i + 1]!) + 2;
  }
  return bytes;
}

/** Rate-limit settings: at most `perSecond` API requests in any one-second window. */
export interface RateLimitOptions {
  perSecond: number;
  /** Send `Retry-After: 1` with 429 (default true). */
  retryAfter?: boolean;
  /** Which documented 429 body to send (default `result`). */
  body?: RateLimitBody;
}

/** Sliding one-second window over all API requests (the gateway limits per key/plan, not per connection). */
export class RateLimiter {
  private readonly stamps: number[] = [];

  constructor(private readonly perSecond: number) {}

  /**
   * Records a request at `now`; false when `perSecond` requests were already accepted within the last
   * second. Rejected requests do not count (like nginx `limit_req`), so a client that waits gets through.
   */
  allow(now = Date.now()): boolean {
    while (this.stamps.length > 0 && now - this.stamps[0]! >= 1000) this.stamps.shift();
    if (this.stamps.length >= this.perSecond) return false;
    this.stamps.push(now);
    return true;
  }

  /** Forgets every recorded request. */
  reset(): void {
    this.stamps.length = 0;
  }
}

/** Whether the request carries `key` in `X-API-Key` (any case) or `api_key` (§1 Authentication). */
export function hasApiKey(
  key: string,
  headerValue: string | string[] | undefined,
  queryValues: readonly string[] | undefined,
): boolean {
  const headers = Array.isArray(headerValue) ? headerValue : headerValue === undefined ? [] : [headerValue];
  return headers.includes(key) || (queryValues ?? []).includes(key);
}
