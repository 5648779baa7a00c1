/**
 * Rows of a whole answer, as a lookup's one answer (shared/jobs/lookup-answer.ts) makes them: for
 * tests and benches that start from a checked answer in hand (test-support/checked-lookup.ts makes one
 * of a recorded or generated document).
 */
import type { CheckedLookup } from '../shared/api/account-states';
import type { AppErrorInfo } from '../shared/errors';
import { LookupAnswer } from '../shared/jobs/lookup-answer';
import type { LookupRow } from '../shared/jobs/lookup-row';

/** What a batch whose accounts failed for good said, in tests. */
const FAILED: AppErrorInfo = { kind: 'http', status: 502, message: 'Bad Gateway' };

/**
 * The rows of `accounts` (in their order) from `result` — one batch asking its accounts first, then its
 * `not_found` — with `failed` accounts failed; the rest pending.
 */
export function rowsOf(
  accounts: readonly { raw: string; input: string }[],
  result: CheckedLookup,
  failed: Iterable<string> = [],
): LookupRow[] {
  return answerOf(accounts, result, failed).rows();
}

/** The one answer {@link rowsOf} reads its rows from. */
export function answerOf(
  accounts: readonly { raw: string; input: string }[],
  result: CheckedLookup,
  failed: Iterable<string> = [],
): LookupAnswer {
  const answer = LookupAnswer.of({ mode: 'record', keepBocs: true }, accounts);
  const asked = new Set(accounts.map((a) => a.raw));
  const found = result.accounts.filter((a) => asked.has(a.address));
  answer.add([...found.map((a) => a.address), ...result.not_found.filter((raw) => asked.has(raw))], {
    ...result,
    accounts: found,
    not_found: result.not_found.filter((raw) => asked.has(raw)),
  });
  answer.fail([...failed], FAILED);
  return answer;
}
