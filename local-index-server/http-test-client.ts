/**
 * A tiny real-HTTP client for the index server's own tests: one GET with the status, headers and raw
 * text kept, because several tests assert on bytes (key order, escaping) rather than parsed values.
 */

/** What a test needs from one response. */
export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** `JSON.parse(text)`; throws if the body is not JSON. */
  json(): unknown;
}

/** GET `url` (a full URL) with optional headers. */
export async function get(url: string, headers: Record<string, string> = {}): Promise<TestResponse> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: () => JSON.parse(text) as unknown,
  };
}

/** `address=...` repeated for each value, each value percent-encoded. */
export function addressQuery(addresses: readonly string[]): string {
  return addresses.map((a) => `address=${encodeURIComponent(a)}`).join('&');
}
