/**
 * Classifies a failed `fetch` into a network error a person understands. Node's fetch (undici) puts
 * the system error code on `cause`; browsers only say "Failed to fetch", so the message falls back to
 * what can be said without details.
 */
import { AppError } from '../errors';

/** Reads `cause.code` (and one level deeper) from an undici error. */
function systemCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== 'ERR_INVALID_STATE') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Whether undici refused to follow a redirect to an address that is no web address (`file:`, `data:`):
 * it says so only in the text of its cause (no code).
 */
function redirectedOffTheWeb(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth++) {
    if (/URL scheme must be a HTTP\(S\) scheme/i.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** A network-kind {@link AppError} for a failed request to `host`. */
export function networkError(error: unknown, host: string): AppError {
  const code = systemCode(error);
  const text = error instanceof Error ? error.message : String(error);
  if (redirectedOffTheWeb(error)) {
    return new AppError(
      {
        kind: 'http',
        message: `The indexer at ${host} redirected the request to an address that is not a web address (not http or https — a file: or data: address, say). The redirect was not followed.`,
        detail: `${text}: ${error instanceof Error && error.cause instanceof Error ? error.cause.message : ''}`,
      },
      { cause: error },
    );
  }
  let message: string;
  switch (code) {
    case 'ECONNREFUSED':
      message = `Could not connect to the indexer at ${host}: the connection was refused (is it running, and is the port right?).`;
      break;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      message = `Could not find the indexer's host ${host}: the name does not resolve (check the URL and your connection).`;
      break;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
    case 'EPIPE':
      message = `The connection to the indexer at ${host} was reset before the answer was complete.`;
      break;
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      message = `Could not connect to the indexer at ${host}: the connection attempt timed out.`;
      break;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      message = `The indexer at ${host} is unreachable from this computer (no route to the network).`;
      break;
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      message = `The indexer at ${host} presented a TLS certificate this computer does not trust.`;
      break;
    default:
      message = `Could not reach the indexer at ${host} (network error).`;
  }
  return new AppError(
    { kind: 'network', message, detail: code ? `${code}: ${text}` : text },
    { cause: error },
  );
}
