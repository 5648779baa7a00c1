/**
 * Reading an answer's body with a bound on its DECODED size (after gzip/deflate/br, which `fetch`
 * undoes as the bytes stream in): the bytes are counted as they arrive and reading stops — the rest
 * never arrives, nor inflates — once the bound is passed. Without it a 200 MB answer took 736 MB of
 * memory in the CLI, and a 612 KB gzip inflating to 600 MB took 1.37 GB before failing.
 *
 * Where the headers show that the body is not encoded (every header visible, no Content-Encoding), its
 * Content-Length is its decoded size: one declared past the bound is refused before a byte is read.
 * The bytes are counted as they come all the same — a declared length is a claim, not a bound — and
 * where no length can be read as the decoded size (a cross-origin answer in the browser, whose
 * Content-Encoding the page cannot see: it is not a CORS-safelisted header; a compressed answer; one
 * without a length) the count is the only check.
 */
import { AppError } from '../errors';
import { formatBytes } from '../byte-size';
import { joinBytes } from '../join-bytes';

/** What {@link readBodyCapped} needs besides the response. */
export interface ReadLimits {
  maxBytes: number;
  host: string;
  what: string;
  /** Stops the request (the connection closes, nothing more is inflated). */
  abort: () => void;
}

/** The error for an answer past the bound. */
export function answerTooLarge({
  maxBytes,
  host,
  what,
}: Pick<ReadLimits, 'maxBytes' | 'host' | 'what'>): AppError {
  return new AppError({
    kind: 'schema',
    message: `The ${what} answer from ${host} was larger than ${formatBytes(maxBytes)}; reading stopped there and nothing of it was used.`,
    detail: `The largest answer read is ${formatBytes(maxBytes)} (decoded). A real answer is a few MB; fewer addresses per request or no BoCs make it smaller, and the limit can be raised (CLI: --max-answer-mb).`,
    path: '(the whole answer)',
  });
}

/**
 * The body's decoded size as its headers declare it, when they can: its Content-Length where every
 * header is visible (`basic`, same-origin in a browser; `default`, Node's and Electron main's `fetch`)
 * and none says the body is encoded; otherwise null.
 */
function declaredDecodedLength(response: Response): number | null {
  if (response.type !== 'basic' && response.type !== 'default') return null;
  const encoding = response.headers.get('content-encoding');
  if (encoding !== null && encoding.trim().toLowerCase() !== 'identity') return null;
  const length = response.headers.get('content-length');
  return length !== null && /^\d{1,15}$/.test(length.trim()) ? Number(length) : null;
}

/**
 * The body as text (UTF-8, invalid bytes replaced as `Response.text()` does), or an `AppError` once
 * more than `maxBytes` arrive. Errors while reading (a dropped connection) are thrown as they come.
 */
export async function readBodyCapped(response: Response, limits: ReadLimits): Promise<string> {
  const declared = declaredDecodedLength(response);
  if (declared !== null && declared > limits.maxBytes) {
    limits.abort();
    response.body?.cancel().catch(() => undefined);
    throw answerTooLarge(limits);
  }
  return readCounted(response, limits);
}

/** The body read a chunk at a time, its bytes counted as they arrive and reading stopped past the bound. */
async function readCounted(response: Response, limits: ReadLimits): Promise<string> {
  const body = response.body;
  if (!body) return '';
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limits.maxBytes) {
      limits.abort();
      reader.cancel().catch(() => undefined);
      throw answerTooLarge(limits);
    }
    parts.push(value);
  }
  // Decoded once, whole: a decode per chunk and a join of the pieces made every answer's text twice
  // (in the web app's job worker, a 100,000-account lookup's ~110 MB of answers).
  return new TextDecoder().decode(joinBytes(parts, received));
}
