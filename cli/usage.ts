/**
 * The CLI's usage text (`--help`, and after a usage error): its commands, flags and exit codes.
 */
import { BUNDLED_TVM_CONFIG } from '../shared/tvm/config';
import { LIMITS_SUMMARY } from '../shared/tvm/limits';
import { STACK_ARGUMENT_SYNTAX } from '../shared/tvm/stack-args';

/** What `--help` prints. */
export const USAGE = `Usage: ton-index <command> [options]                  (the packed command: npx ton-index …)
       npm run --silent cli -- <command> [options]   (from the sources)

Commands:
  info                     first and last indexed masterchain blocks
  accounts [ADDRESS…]      states of any number of accounts (addresses from arguments, --file or piped stdin)
  parse-addresses [ADDR…]  offline: every form of each address, or why it is invalid
  inspect [ADDRESS…]       what each account is (wallet v4r2, jetton wallet…) and what its own get-methods
                           say (seqno, public key, wallet id; balance, owner, jetton; total supply, admin…)
  run-method ADDRESS METHOD [ARG…]
                           run one get-method (name or id) on the account's indexed state; arguments
                           are ${STACK_ARGUMENT_SYNTAX}
  compare FILE             an exported log entry or an earlier accounts --json answer against a fresh
                           lookup: previous, now and the difference of every changed field (--json,
                           --csv: every field of every account);
                           exit 3 when something changed, 0 when nothing did
  tokens [OWNER…] --jetton MASTER…
                           each owner's balance of each jetton (the master's own get_wallet_address
                           derives the jetton wallet; "no_wallet", balance 0, when it does not exist yet),
                           its lock (the jetton wallet's own get_status), and a look-alike jetton marked

Options:
  --base-url URL     indexer (default: $TON_INDEX_URL, else https://toncenter.com); /api/v3 optional
  --api-key KEY      API key, sent as the X-API-Key header (default: $TON_INDEX_API_KEY)
  --timeout MS       per-request timeout (default 15000)
  --max-answer-mb N  largest answer read, decoded (default 64); a larger one is refused unread
  --json             machine-readable output (accounts: one document, at most 100,000 accounts)
  --ndjson           accounts: one JSON object per account, written as its batch lands, in input
                     order (any number of accounts; memory stays flat)
  --summary          accounts: counts by status and kind, the balance distribution (by decade), the
                     largest holders, the same per jetton; with --json as JSON (at most 100,000 accounts)
  --no-boc           accounts: leave code and data BoCs out
  --skip-invalid     accounts: look up the valid addresses even if some are invalid
  --file PATH        accounts, inspect, tokens: read addresses from a file too (one per line, or CSV/TSV);
                     stdin is then not read. accounts --csv/--ndjson write a CSV's other columns
                     (customer ids, notes) beside each account, once per line that named it
  --address-column C accounts: the CSV/TSV --file's address column, by header or 1-based number
                     (default: every column that holds addresses)
  --csv              accounts, tokens, compare: CSV on stdout (accounts: every address form, status, balances…;
                     written as batches land, in input order, any number of accounts)
  --jetton MASTER    tokens: a jetton master; repeat for several
  --library FILE     inspect, run-method, tokens: the code of a library the app does not carry (a .boc
                     file, its Base64 or hex, or toncenter's getLibraries answer); repeat for several
  --network NET      accounts, compare, tokens: mainnet or testnet friendly forms (default: from the URL)
  --rate N           accounts, inspect, tokens: requests per second, or "unlimited" (default: 1 for toncenter
                     without a key, 10 with one, unlimited for other indexers)
  --batch-size N     accounts: addresses per request, at most 1024 (default 1000)
  --max-url-length N accounts: longest request URL in characters (default 8192)
  --concurrency N    accounts: requests in flight at once (default 4; 1 at 1 request/s)
  --max-attempts N   accounts: tries per request before its addresses are reported failed (default 5)
  --gas-limit N      inspect, run-method, tokens: gas of each get-method (default 1,000,000)
  --time-limit S     inspect, run-method, tokens: seconds each get-method may run (default 10)
  --memory-limit MB  inspect, run-method, tokens: emulator memory of each get-method (default 256)
  --version          the version of this command
  -h, --help         this text

Progress goes to stderr when it is a terminal; every retry (its wait and cause) is said on stderr.
Ctrl-C (or SIGTERM) stops a lookup, waits included, and prints what arrived.

Get-methods (inspect, run-method, tokens) run in worker threads of this process on the indexed state,
with \`now()\` the last indexed block's time and the ${BUNDLED_TVM_CONFIG.description}; each within
${LIMITS_SUMMARY}. Ctrl-C stops them at once (exit 130).
Exit codes: 0 success; 1 network, HTTP, timeout or schema error; 2 invalid input or usage; 3 compare:
something changed; 4 some account could not be run or decoded (inspect, run-method: each named on
stderr); 130 interrupted (Ctrl-C), 143 stopped by SIGTERM; 141 when the reader of stdout went
away (\`| head\`), quietly.
`;
