/**
 * One GET to the indexer: timeout and cancellation, the API key in the `X-API-Key` header only and only
 * to the configured origin (redirect-guard.ts), the answer read up to a size bound (read-body.ts), and
 * every non-success answer turned into the error family with the server's own words (docs/indexer-api.md
 * §5: `{"error"}` from the server, `{"ok","code","error"|"result"}` from the gateway, HTML from a proxy).
 */
import { errorBodyMessage, errorBodySchema } from '../api/error-body';
import { DEFAULT_MAX_ANSWER_BYTES } from '../api/request-limits';
import { ERROR_MESSAGE_MAX_CHARS, cutServerText } from '../api/server-strings';
import { AppError } from '../errors';
import { networkError } from './network-errors';
import { readBodyCapped } from './read-body';
import { fetchKeepingKeyHome } from './redirect-guard';
import { isServerFailure422 } from './server-failure';

/** The `fetch` the client uses: the platform's, or any function of the same shape. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** What one GET needs. */
export interface GetRequest {
  url: string;
  host: string;
  apiKey?: string;
  timeoutMs: number;
  signal?: AbortSignal;
  fetch: FetchLike;
  /** For messages: "chain status", "account states". */
  what: string;
  /** Largest answer read, decoded; default {@link DEFAULT_MAX_ANSWER_BYTES}. */
  maxBytes?: number;
}

/** The answer's body text and headers, once the status is 2xx. */
export interface TextResponse {
  text: string;
  contentType: string;
}

/** Seconds from a Retry-After header: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - now) / 1000));
}

/** Text of an HTML error page reduced to its title or first words (for a 502 from a proxy). */
export function htmlExcerpt(html: string): string {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const text = (title ?? html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/** The server's message from an error response body, whatever its shape. */
export function serverMessage(text: string, contentType: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (/html/i.test(contentType) || /^<(!doctype|html)/i.test(trimmed)) return htmlExcerpt(trimmed);
  try {
    const body = errorBodySchema.safeParse(JSON.parse(trimmed));
    if (body.success) {
      const said = errorBodyMessage(body.data);
      return said === undefined ? trimmed.slice(0, 200) : cutServerText(said, ERROR_MESSAGE_MAX_CHARS);
    }
  } catch {
    // not JSON: fall through to a plain excerpt
  }
  return trimmed.length > 200 ? `${trimmed.slice(0, 200)}…` : trimmed;
}

const STATUS_HINTS: Record<number, string> = {
  401: 'the API key is missing or not accepted — add or check it in Settings',
  403: 'access denied — the API key may be for another network',
  404: 'not found — check that the URL points at an indexer API v3',
  414: 'the request was too long for the server',
  422: 'the indexer could not process the request',
  500: 'the indexer had an internal error',
  502: 'a gateway in front of the indexer could not reach it',
  503: 'the indexer is unavailable right now',
  504: 'a gateway in front of the indexer timed out',
};

/** Performs the GET and returns the body of a 2xx answer; throws an {@link AppError} otherwise. */
export async function getText(request: GetRequest): Promise<TextResponse> {
  const { signal, timeoutMs, host, what } = request;
  if (signal?.aborted) throw abortedError(what);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const fail = (error: unknown): never => {
    if (timedOut) {
      throw new AppError({
        kind: 'timeout',
        message: `The indexer at ${host} did not answer the ${what} request within ${formatSeconds(timeoutMs)}.`,
        detail: `Timeout ${timeoutMs} ms. A slow or overloaded indexer can take longer; the timeout is in Settings.`,
      });
    }
    if (signal?.aborted) throw abortedError(what);
    throw networkError(error, host);
  };
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (request.apiKey) headers['X-API-Key'] = request.apiKey;
    const init: RequestInit = { method: 'GET', headers, signal: controller.signal };
    let response: Response;
    try {
      response = request.apiKey
        ? await fetchKeepingKeyHome(request.fetch, request.url, init, host)
        : await request.fetch(request.url, init);
    } catch (error) {
      if (error instanceof AppError) throw error;
      return fail(error);
    }
    let text: string;
    try {
      text = await readBodyCapped(response, {
        maxBytes: request.maxBytes ?? DEFAULT_MAX_ANSWER_BYTES,
        host,
        what,
        abort: () => controller.abort(),
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (timedOut || signal?.aborted) return fail(error);
      // The server was reached and began to answer: say so, rather than "could not reach".
      throw new AppError(
        {
          kind: 'network',
          message: `The connection to the indexer at ${host} closed before the whole ${what} answer arrived (HTTP ${response.status}, body cut short).`,
          detail: error instanceof Error ? error.message : String(error),
        },
        { cause: error },
      );
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (response.ok) return { text, contentType };
    throw statusError(response, serverMessage(text, contentType), host);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** The error of a non-2xx answer, in the server's own words (`message`) where it gave any. */
function statusError(response: Response, message: string | undefined, host: string): AppError {
  if (response.status === 429) {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
    return new AppError({
      kind: 'rate-limited',
      status: 429,
      message:
        `The indexer at ${host} is rate limiting requests` +
        (retryAfterSeconds !== undefined
          ? `; it asks to wait ${retryAfterSeconds} s.`
          : '. Wait a moment, or add an API key for a higher limit.'),
      ...(message ? { detail: `Server said: ${message}` } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    });
  }
  if (response.status === 422 && isServerFailure422(message)) {
    return new AppError({
      kind: 'http',
      status: 422,
      retryable: true,
      message: `The indexer at ${host} failed while answering: its database reported an error (HTTP 422: ${message}).`,
      detail:
        'ton-index-go answers 422 for its own database errors and timeouts too (docs/indexer-api.md §4.5): a failure of the server, not of the request, so it is worth another try.',
    });
  }
  const hint = STATUS_HINTS[response.status];
  const statusText = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  // A gateway page often only repeats the status ("502 Bad Gateway"): then the hint says more.
  const repeatsStatus =
    message !== undefined &&
    statusText.toLowerCase().includes(message.toLowerCase().replace(/^\d{3}\s*/, ''));
  const said = repeatsStatus ? undefined : message;
  return new AppError({
    kind: 'http',
    status: response.status,
    message: `The indexer at ${host} answered ${statusText}${said ? `: ${said}` : hint ? ` (${hint})` : ''}.`,
    ...(hint ? { detail: `${statusText}: ${hint}.` } : {}),
  });
}

function abortedError(what: string): AppError {
  return new AppError({ kind: 'aborted', message: `The ${what} request was cancelled.` });
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
