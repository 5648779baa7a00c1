/**
 * `accountStates` answers 422 for every error of its query layer — a statement timeout, a lost database
 * connection — not only for a request it cannot decode (docs/indexer-api.md §4.5; `masterchainInfo`
 * uses 500 for the same). The body tells them apart: the server's own request-decoding messages are
 * few and fixed (§2.9, §4.5); anything else under 422 is the database or driver speaking, which is the
 * server's failure and worth another try, like a 5xx.
 */

/**
 * What ton-index-go (fiber + gorilla/schema) says when it cannot decode a request, and the wordings
 * other indexers and proxies in front of one use for a request they cannot read (`failed to parse
 * address`, `invalid address`): the request's fault, so sending it again gets the same answer.
 */
const REQUEST_FAULTS: readonly RegExp[] = [
  /^failed to decode:/i, // failed to decode: schema: error converting value for index 3 of "address"
  /^schema:/i,
  /^address of account is required$/i,
  /^limit is not allowed:/i, // servers before v1.2.2: limit > 1000
  /^unmatched brackets$/i, // fiber's query parser
  /^(?:failed to|could not|cannot|can't|unable to) (?:parse|decode|convert|read)\b/i,
  /^(?:invalid|malformed|bad|wrong)\b/i, // invalid address, malformed query
];

/**
 * Words only a database, its driver or a timeout use (docs/indexer-api.md §4.5): a message with one of
 * them is the server failing, even when it also says "failed to parse" (a driver reading a row).
 */
const SERVER_FAULT_WORDS =
  /\b(?:SQLSTATE|deadline|time[ -]?out|timed out|database|statement|connect(?:ion)?|dial|pool|pgx?|postgres(?:ql)?|EOF|canceled|cancelled)\b/i;

/**
 * Whether a 422's server message names a failure of the server (its database, a timeout) rather than
 * a request it refused. An empty message is read as a refused request: nothing says otherwise; a
 * message that is neither a known refusal nor names a database is read as the server's (it may be a
 * driver's wording this list does not know, and a retry costs little).
 */
export function isServerFailure422(message: string | undefined): boolean {
  const text = message?.trim();
  if (!text) return false;
  if (SERVER_FAULT_WORDS.test(text)) return true;
  return !REQUEST_FAULTS.some((pattern) => pattern.test(text));
}
