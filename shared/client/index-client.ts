/**
 * The typed index client: `masterchainInfo()` and the one-request `accountStatesRequest()` over an
 * injected `fetch`, exact about the real server (docs/indexer-api.md). Each call is exactly one GET, no
 * retry: pacing, retries and splitting of many accounts are the bulk scheduler's (shared/bulk). Runs
 * unchanged in Node (CLI, Electron main) and the browser.
 */
import { FRIENDLY_LENGTH, bounceableFormOfRaw, parseAddress } from '../address/address-codec';
import { isNormalisedRaw } from '../address/raw-form';
import { accountStatesResponseSchema, type CheckedLookup } from '../api/account-states';
import { masterchainInfoSchema, type MasterchainInfo } from '../api/block';
import { MAX_ADDRESSES_PER_REQUEST } from '../api/request-limits';
import { AppError, type InvalidEntry } from '../errors';
import { checkAccountStatesAnswer, limitFor } from './answer-check';
import { apiRoot, hostOf } from './base-url';
import { decodeJson } from './decode';
import { getText, type FetchLike } from './http';

/** Options of {@link createIndexClient}. */
export interface IndexClientOptions {
  /** e.g. `https://toncenter.com` or `http://127.0.0.1:8787`; `/api/v3` may be included or not. */
  baseUrl: string;
  /** Sent as the `X-API-Key` header, never in the URL. */
  apiKey?: string;
  /** Defaults to the platform's `fetch`. */
  fetch?: FetchLike;
  /** Per request; default 15 s. */
  timeoutMs?: number;
  /** Largest answer read, in bytes after decompression; default `DEFAULT_MAX_ANSWER_BYTES` (64 MB). */
  maxAnswerBytes?: number;
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Options of {@link IndexClient.accountStatesRequest}. */
export interface AccountStatesOptions extends CallOptions {
  /** Include `code_boc`/`data_boc`; default true, as the API. */
  includeBoc?: boolean;
}

/** A client bound to one indexer. */
export interface IndexClient {
  /** The API root requests go to, e.g. `https://toncenter.com/api/v3`. */
  readonly apiRoot: string;
  /** First and last indexed masterchain blocks (one GET; a 429 comes back as `rate-limited`). */
  masterchainInfo(options?: CallOptions): Promise<MasterchainInfo>;
  /**
   * Exactly one GET for up to 1024 accounts: no retry, no split — pacing, retries and splitting are the
   * caller's (the bulk scheduler's). Addresses already in the normalised raw form (`wc:UPPERHEX`, what
   * the scheduler hands over) are taken as they are; any other form is parsed, and nothing is sent when
   * one is invalid. Repeats are asked once. The answer is checked against the request (answer-check.ts);
   * accounts come in request order, the unknown ones in `not_found`, and those an answer cut at a row
   * cap left out in `unanswered` (ask again); errors keep the HTTP `status` and `retryAfterSeconds`.
   * Keep batches at 1000 or fewer (the server's row cap).
   */
  accountStatesRequest(addresses: readonly string[], options?: AccountStatesOptions): Promise<CheckedLookup>;
}

/** Creates a client for one indexer. */
export function createIndexClient(options: IndexClientOptions): IndexClient {
  const root = apiRoot(options.baseUrl);
  const host = hostOf(root);
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 15_000;

  /** Exactly one GET; returns the body text of a 2xx answer, throws an AppError otherwise. */
  async function getOnce(path: string, query: string, what: string, signal?: AbortSignal): Promise<string> {
    const { text } = await getText({
      url: `${root}${path}${query}`,
      host,
      timeoutMs,
      fetch: fetchImpl,
      what,
      ...(options.maxAnswerBytes !== undefined ? { maxBytes: options.maxAnswerBytes } : {}),
      ...(options.apiKey ? { apiKey: options.apiKey } : {}),
      ...(signal ? { signal } : {}),
    });
    return text;
  }

  return {
    apiRoot: root,

    async masterchainInfo(call = {}) {
      const text = await getOnce('/masterchainInfo', '', 'chain status', call.signal);
      return decodeJson(masterchainInfoSchema, text, 'chain status', host);
    },

    async accountStatesRequest(addresses, call = {}) {
      // Validated and deduplicated before anything is sent; then exactly one GET, no retry.
      return requestBatch(requestedRaws(addresses), call.includeBoc ?? true, call.signal);
    },
  };

  /**
   * One GET for already normalised, distinct raw addresses: the answer decoded, then checked against
   * the request (answer-check.ts): accounts in request order, the rest in `not_found`, or in
   * `unanswered` when the answer may have been cut at a row cap.
   */
  async function requestBatch(
    raws: readonly string[],
    includeBoc: boolean,
    signal?: AbortSignal,
  ): Promise<CheckedLookup> {
    const text = await getOnce(
      '/accountStates',
      accountStatesQuery(raws, includeBoc),
      'account states',
      signal,
    );
    const response = decodeJson(accountStatesResponseSchema, text, 'account states', host);
    return checkAccountStatesAnswer(raws, response, host);
  }
}

/**
 * The query of one accountStates request: repeated `address` parameters, `include_boc`, and `limit` —
 * servers before v1.2.2 cut the answer at a hidden limit of 100 rows unless it is given; newer ones
 * ignore it (docs/indexer-api.md §4.1).
 */
export function accountStatesQuery(raws: readonly string[], includeBoc: boolean): string {
  // Written directly rather than through queryString (base-url.ts), whose rules it keeps: no empty
  // value is sent, and nothing needs escaping — the 48-character form is URL-safe Base64.
  let query = '';
  let count = 0;
  for (const raw of raws) {
    if (raw === '') continue;
    // Sent in the 48-character form: the indexer reads any form and answers in raw (§4.2).
    query += `${count === 0 ? '?' : '&'}address=${bounceableFormOfRaw(raw)}`;
    count++;
  }
  return `${query}${count === 0 ? '?' : '&'}include_boc=${includeBoc}&limit=${limitFor(count)}`;
}

/**
 * The exact length of the URL {@link IndexClient.accountStatesRequest} sends for these raw addresses
 * (already normalised), computed without building it: a scheduler asks this for every candidate batch.
 * `apiRootOrBaseUrl` is normalised as the client does (`/api/v3` added when missing).
 */
export function accountStatesUrlLength(
  apiRootOrBaseUrl: string,
  raws: readonly string[],
  includeBoc: boolean,
): number {
  let length = `${apiRoot(apiRootOrBaseUrl)}/accountStates`.length;
  let parameters = 0;
  for (const raw of raws) {
    if (raw === '') continue; // queryString never sends an empty value
    // Sent URL-safe: nothing to escape.
    length += 'address='.length + FRIENDLY_LENGTH;
    parameters++;
  }
  length += `include_boc=${includeBoc}`.length;
  length += `limit=${limitFor(parameters)}`.length;
  parameters += 2;
  // "?" before the first parameter, "&" between the others.
  return length + parameters;
}

/**
 * The raw forms to ask for. Addresses the caller already parsed (all in the normalised raw form, the
 * bulk scheduler's batches) are taken as they are, repeats dropped; anything else goes through
 * {@link normaliseRequest}.
 */
function requestedRaws(addresses: readonly string[]): string[] {
  if (
    addresses.length === 0 ||
    addresses.length > MAX_ADDRESSES_PER_REQUEST ||
    !addresses.every(isNormalisedRaw)
  ) {
    return normaliseRequest(addresses);
  }
  return [...new Set(addresses)];
}

/**
 * Normalises every input to the server's raw form, drops repeats of the same account, and rejects the
 * whole call (nothing is sent) when any input is invalid or there are too many.
 */
function normaliseRequest(addresses: readonly string[]): string[] {
  const invalid: InvalidEntry[] = [];
  const unique = new Set<string>();
  addresses.forEach((input, index) => {
    const parsed = parseAddress(input);
    if (parsed.ok) unique.add(parsed.address.raw);
    else invalid.push({ input, position: index + 1, reason: parsed.reason, message: parsed.message });
  });
  if (invalid.length > 0) {
    const first = invalid[0]!;
    throw new AppError({
      kind: 'invalid-input',
      message:
        invalid.length === 1
          ? `Address ${first.position} ("${first.input}") is not valid: ${first.message}. Nothing was sent.`
          : `${invalid.length} of ${addresses.length} addresses are not valid (the first is #${first.position}: ${first.message}). Nothing was sent.`,
      entries: invalid,
    });
  }
  if (unique.size === 0) {
    throw new AppError({
      kind: 'invalid-input',
      message: 'No address to look up: give at least one.',
      entries: [],
    });
  }
  if (unique.size > MAX_ADDRESSES_PER_REQUEST) {
    throw new AppError({
      kind: 'invalid-input',
      message: `${unique.size} different addresses were given; one lookup takes at most ${MAX_ADDRESSES_PER_REQUEST}. Split the list.`,
      entries: [],
    });
  }
  return [...unique];
}
