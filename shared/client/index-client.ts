/**
 * The typed index client: `masterchainInfo()` and `accountStates()` over an injected `fetch`, exact
 * about the real server (INDEX_API_V3.md). Runs unchanged in Node (CLI, Electron main) and the browser.
 */
import { parseAddress } from '../address';
import { accountStatesResponseSchema, type AccountLookup, type AccountState } from '../api/account-states';
import { masterchainInfoSchema, type MasterchainInfo } from '../api/block';
import { IndexClientError, type InvalidEntry } from '../errors';
import { apiRoot, hostOf, queryString } from './base-url';
import { DEFAULT_BATCH_LIMITS, splitIntoBatches, type BatchLimits } from './batching';
import { decodeJson } from './decode';
import { getText, type FetchLike } from './http';
import { sleep } from './sleep';

/** The spec's limit of addresses in one `accountStates` call. Batching beyond it is a later feature. */
export const MAX_ADDRESSES_PER_CALL = 1024;

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
}

/** Creates a client for one indexer. */
export function createIndexClient(options: IndexClientOptions): IndexClient {
  const root = apiRoot(options.baseUrl);
  const host = hostOf(root);
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retry: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const batch: BatchLimits = { ...DEFAULT_BATCH_LIMITS, ...options.batch };

  /** GET with the rate-limit retry policy; returns the body text of a 2xx answer. */
  async function get(path: string, query: string, what: string, signal?: AbortSignal): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      try {
        const { text } = await getText({
          url: `${root}${path}${query}`,
          host,
          timeoutMs,
          fetch: fetchImpl,
          what,
          ...(options.apiKey ? { apiKey: options.apiKey } : {}),
          ...(signal ? { signal } : {}),
        });
        return text;
      } catch (error) {
        if (
          !(error instanceof IndexClientError) ||
          error.kind !== 'rate-limited' ||
          attempt >= retry.rateLimitRetries
        )
          throw error;
        const asked = error.info.retryAfterSeconds;
        const wait = Math.min(
          retry.maxDelayMs,
          asked !== undefined ? asked * 1000 : retry.baseDelayMs * 2 ** attempt,
        );
        await sleep(
          wait,
          signal,
          () => new IndexClientError({ kind: 'aborted', message: `The ${what} request was cancelled.` }),
        );
      }
    }
  }

  return {
    apiRoot: root,

    async masterchainInfo(call = {}) {
      const text = await get('/masterchainInfo', '', 'chain status', call.signal);
      return decodeJson(masterchainInfoSchema, text, 'chain status', host);
    },

    async accountStates(addresses, call = {}) {
      const requested = normaliseRequest(addresses);
      const includeBoc = call.includeBoc ?? true;
      const found = new Map<string, AccountState>();
      const merged: AccountLookup = { accounts: [], address_book: {}, metadata: {}, not_found: [] };
      const costOf = (raw: string) => `&address=${encodeURIComponent(raw)}`.length;
      for (const addressBatch of splitIntoBatches(requested, batch, costOf)) {
        const query = queryString({ address: addressBatch, include_boc: includeBoc });
        const text = await get('/accountStates', query, 'account states', call.signal);
        const response = decodeJson(accountStatesResponseSchema, text, 'account states', host);
        const asked = new Set(addressBatch);
        response.accounts.forEach((account, index) => {
          const raw = parseAddress(account.address);
          const key = raw.ok ? raw.address.raw : account.address;
          // A server that ignored our filter (a misspelt parameter, a proxy) must not put a stranger's
          // account on screen: anything we did not ask for is an error, not a row.
          if (!asked.has(key)) {
            throw new IndexClientError({
              kind: 'schema',
              message: `The indexer returned an account that was not asked for (${account.address}); the answer was discarded.`,
              detail:
                'This happens when a server or proxy ignores the address filter. Nothing from this answer is shown.',
              path: `accounts[${index}].address`,
            });
          }
          found.set(key, account);
        });
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
    throw new IndexClientError({
      kind: 'invalid-input',
      message:
        invalid.length === 1
          ? `Address ${first.position} ("${first.input}") is not valid: ${first.message}. Nothing was sent.`
          : `${invalid.length} of ${addresses.length} addresses are not valid (the first is #${first.position}: ${first.message}). Nothing was sent.`,
      entries: invalid,
    });
  }
  if (unique.size === 0) {
    throw new IndexClientError({
      kind: 'invalid-input',
      message: 'No address to look up: give at least one.',
      entries: [],
    });
  }
  if (unique.size > MAX_ADDRESSES_PER_CALL) {
    throw new IndexClientError({
      kind: 'invalid-input',
      message: `${unique.size} different addresses were given; one lookup takes at most ${MAX_ADDRESSES_PER_CALL}. Split the list.`,
      entries: [],
    });
  }
  return [...unique];
}
