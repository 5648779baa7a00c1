/**
 * How much one `accountStates` request may carry (docs/indexer-api.md §4.1, §4.3), and how long a
 * server may make the client wait, in one place. Every layer — the bridge API, the client, the bulk
 * scheduler, the settings schema, the wording of a wait, the CLI — reads these names; none defines its own.
 */

/** The API spec's most addresses in one request (the pre-v1.2.2 swagger's "Max: 1024"). */
export const MAX_ADDRESSES_PER_REQUEST = 1024;
/** Rows the real server returns at most in one answer; past it rows are dropped without a word (§4.3). */
export const SERVER_ROW_CAP = 1000;
/** Addresses per request unless a profile says otherwise: the row cap, so no answer is cut short. */
export const DEFAULT_ADDRESSES_PER_REQUEST = SERVER_ROW_CAP;
/** Longest request URL unless a profile says otherwise; every common gateway accepts 8 KB (§4.3). */
export const DEFAULT_MAX_URL_LENGTH = 8192;
/** Requests in flight at once when the rate does not limit them further. */
export const DEFAULT_CONCURRENCY = 4;
/**
 * Row caps an answer can be cut at without a word: the SQL's 1000 (§4.3) and, before v1.2.2, the hidden
 * `limit` that defaulted to 100 (§4.1). An answer with exactly this many rows, fewer than were asked
 * for, may be incomplete: the rest are asked for again rather than called "not found".
 */
export const KNOWN_ROW_CAPS: readonly number[] = [100, SERVER_ROW_CAP];
/**
 * The largest answer read, decoded (after gzip), unless the caller sets another: far above a real one
 * (1000 accounts with their BoCs are a few MB), far below what would exhaust memory.
 */
export const DEFAULT_MAX_ANSWER_BYTES = 64 * 1024 * 1024;
/** The longest Retry-After honoured, in seconds: a server asking for more waits this long (§5.3). */
export const RETRY_AFTER_CAP_SECONDS = 60;
