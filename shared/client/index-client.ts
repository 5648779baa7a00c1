/**
 * The typed index client: `masterchainInfo()`, `accountStates()` and the single-request
 * `accountStatesRequest()` over an injected `fetch`, exact
 * about the real server (docs/indexer-api.md). Runs unchanged in Node (CLI, Electron main) and the browser.
 */
import { parseAddress } from '../address';
import { accountStatesResponseSchema, type AccountLookup, type AccountState } from '../api/account-states';
import { masterchainInfoSchema, type MasterchainInfo } from '../api/block';
import { MAX_ADDRESSES_PER_REQUEST } from '../api/request-limits';
import { AppError, type InvalidEntry } from '../errors';
import { checkAccountStatesAnswer, limitFor } from './answer-check';
import { apiRoot, hostOf, queryString } from './base-url';
import { DEFAULT_BATCH_LIMITS, splitIntoBatches, type BatchLimits } from './batching';
import { decodeJson } from './decode';
import { getText, type FetchLike } from './http';
import { sleep } from './sleep';


/** How rate limiting (HTTP 429) is retried: exponential backoff, honouring Retry-After. */
export interface RetryPolicy {
  /** Retries after a 429 before giving up (0 = fail at once). */
  rateLimitRetries: number;
  /** First wait when the server gives no Retry-After; doubled each time. */
  baseDelayMs: number;
  /** No single wait is longer than this, whatever Retry-After says. */
  maxDelayMs: number;
}

/** Default: two retries, 1 s then 2 s, never more than 10 s (toncenter allows 1 request/s without a key). */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  rateLimitRetries: 2,
  baseDelayMs: 1_000,
  maxDelayMs: 10_000,
};

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
  retry?: Partial<RetryPolicy>;
  batch?: Partial<BatchLimits>;
  /** Largest answer read, in bytes after decompression; default `DEFAULT_MAX_ANSWER_BYTES` (64 MB). */
  maxAnswerBytes?: number;
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Options of {@link IndexClient.accountStates}. */
export interface AccountStatesOptions extends CallOptions {
  /** Include `code_boc`/`data_boc`; default true, as the API. */
  includeBoc?: boolean;
}

/** A client bound to one indexer. */
export interface IndexClient {
  /** The API root requests go to, e.g. `https://toncenter.com/api/v3`. */
  readonly apiRoot: string;
  /** First and last indexed masterchain blocks. */
  masterchainInfo(options?: CallOptions): Promise<MasterchainInfo>;
  /**
   * States of up to 1024 accounts given in any address form. Results come in request order (first
   * occurrence of each account); addresses the indexer does not know are listed in `not_found`.
   */
  accountStates(addresses: readonly string[], options?: AccountStatesOptions): Promise<AccountLookup>;
  /**
   * Exactly one GET for up to 1024 accounts (any form; validated and deduplicated first, nothing sent
   * when one is invalid): no retry, no split — pacing, retries and splitting are the caller's (the bulk
   * scheduler's). The answer is checked and matched as in {@link accountStates}; errors keep the HTTP
   * `status` and `retryAfterSeconds`. Past the server's 1000-row cap an answer is incomplete, so keep
   * batches at 1000 or fewer.
   */
  accountStatesRequest(addresses: readonly string[], options?: AccountStatesOptions): Promise<AccountLookup>;
}

/** Creates a client for one indexer. */
export function createIndexClient(options: IndexClientOptions): IndexClient {
  const root = apiRoot(options.baseUrl);
  const host = hostOf(root);
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retry: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const batch: BatchLimits = { ...DEFAULT_BATCH_LIMITS, ...options.batch };

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

  /** Runs `attempt`, retrying rate limiting (429) by the client's policy, honouring Retry-After. */
  async function withRateLimitRetry<T>(what: string, signal: AbortSignal | undefined, attempt: () => Promise<T>): Promise<T> {
    for (let retries = 0; ; retries++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof AppError) || error.kind !== 'rate-limited' || retries >= retry.rateLimitRetries)
          throw error;
        const asked = error.info.retryAfterSeconds;
        const wait = Math.min(retry.maxDelayMs, asked !== undefined ? asked * 1000 : retry.baseDelayMs * 2 ** retries);
        await sleep(
          wait,
          signal,
          () => new AppError({ kind: 'aborted', message: `The ${what} request was cancelled.` }),
        );
      }
    }
  }

  return {
    apiRoot: root,

    async masterchainInfo(call = {}) {
      const text = await withRateLimitRetry('chain status', call.signal, () =>
        getOnce('/masterchainInfo', '', 'chain status', call.signal),
      );
      return decodeJson(masterchainInfoSchema, text, 'chain status', host);
    },

    async accountStatesRequest(addresses, call = {}) {
      // Validated and deduplicated before anything is sent; then exactly one GET, no retry.
      return requestBatch(normaliseRequest(addresses), call.includeBoc ?? true, call.signal);
    },

    async accountStates(addresses, call = {}) {
      const requested = normaliseRequest(addresses);
      const includeBoc = call.includeBoc ?? true;
      const found = new Map<string, AccountState>();
      const merged: AccountLookup = { accounts: [], address_book: {}, metadata: {}, not_found: [] };
      const costOf = (raw: string) => `&address=${encodeURIComponent(raw)}`.length;
      const batches = splitIntoBatches(requested, batch, costOf);
      for (let addressBatch = batches.shift(); addressBatch; addressBatch = batches.shift()) {
        const asked = addressBatch;
        const response = await withRateLimitRetry('account states', call.signal, () =>
          requestBatch(asked, includeBoc, call.signal),
        );
        // An answer cut at a row cap: ask again for the rest.
        if (response.unanswered) batches.push(response.unanswered);
        // The batch's accounts come in its request order, the unknown (and unanswered) ones left out.
        const unknown = new Set([...response.not_found, ...(response.unanswered ?? [])]);
        let next = 0;
        for (const raw of addressBatch) if (!unknown.has(raw)) found.set(raw, response.accounts[next++]!);
        Object.assign(merged.address_book, response.address_book);
        Object.assign(merged.metadata, response.metadata);
      }
      for (const raw of requested) {
        const account = found.get(raw);
        if (account) merged.accounts.push(account);
        else merged.not_found.push(raw);
      }
      return merged;
    },
  };

  /**
   * One GET for already normalised, distinct raw addresses: the answer decoded, then checked against
   * the request (answer-check.ts): accounts in request order, the rest in `not_found`, or in
   * `unanswered` when the answer may have been cut at a row cap.
   */
  async function requestBatch(raws: readonly string[], includeBoc: boolean, signal?: AbortSignal): Promise<AccountLookup> {
    const text = await getOnce('/accountStates', accountStatesQuery(raws, includeBoc), 'account states', signal);
    const response = decodeJson(accountStatesResponseSchema, text, 'account states', host);
    return checkAccountStatesAnswer(raws, response, host);
  }
}

/**
 * The query of one accountStates request: repeated `address` parameters, `include_boc`, and `limit` —
 * servers before v1.2.2 cut the answer at a hidden limit of 100 rows unless it is given; newer ones
 * ignore it (docs/indexer-api.md §4.1).
 */
function accountStatesQuery(raws: readonly string[], includeBoc: boolean): string {
  return queryString({ address: raws, include_boc: includeBoc, limit: String(limitFor(raws.filter((raw) => raw !== '').length)) });
}

/**
 * The exact length of the URL {@link IndexClient.accountStatesRequest} sends for these raw addresses
 * (already normalised), computed without building it: a scheduler asks this for every candidate batch.
 * `apiRootOrBaseUrl` is normalised as the client does (`/api/v3` added when missing).
 */
export function accountStatesUrlLength(apiRootOrBaseUrl: string, raws: readonly string[], includeBoc: boolean): number {
  let length = `${apiRoot(apiRootOrBaseUrl)}/accountStates`.length;
  let parameters = 0;
  for (const raw of raws) {
    if (raw === '') continue; // queryString never sends an empty value
    length += 'address='.length + encodeURIComponent(raw).length;
    parameters++;
  }
  length += `include_boc=${includeBoc}`.length;
  length += `limit=${limitFor(parameters)}`.length;
  parameters += 2;
  // "?" before the first parameter, "&" between the others.
  return length + parameters;
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
