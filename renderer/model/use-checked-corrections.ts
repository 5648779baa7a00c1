/**
 * The corrections of a mistyped address, each marked found or not in the index, found first — asked
 * only when there are two or more (then which one the customer meant is the question; one correction
 * needs no lookup), in one request for all of them through the bridge's `accountRows`.
 */
import type { AnswerStep } from '../../shared/jobs/lookup-answer';
import { normalizeAddress } from '../../shared/address/address-codec';
import {
  ambiguousCorrectionsNote,
  foundFirst,
  type CheckedCorrection,
  type TypoCorrection,
} from '../../shared/address/typo-corrections';
import { useBridgeQuery } from './bridge-query';
import { useSettings } from './use-settings';

/** What the entry shows: the corrections in order, the sentence for several, and a failed lookup's error. */
export interface CheckedCorrections {
  readonly corrections: readonly CheckedCorrection[];
  readonly note: string | null;
  readonly error: string | null;
}

/** Whether `address` is among the accounts the answer found (null while there is no answer). */
function foundIn(answer: AnswerStep | undefined, address: string): boolean | null {
  if (!answer) return null;
  const raw = normalizeAddress(address);
  return answer.rows.some((row) => row.raw === raw && row.account !== null);
}

/** `corrections` checked against the active profile's indexer when there are two or more. */
export function useCheckedCorrections(corrections: readonly TypoCorrection[]): CheckedCorrections {
  const profileId = useSettings().data?.activeProfileId ?? '';
  const raws = corrections.flatMap((c) => normalizeAddress(c.address) ?? []);
  const ambiguous = raws.length >= 2;
  const states = useBridgeQuery(
    'accountRows',
    { addresses: raws },
    {
      scope: profileId,
      enabled: ambiguous,
      staleTime: 60_000,
      retry: false,
    },
  );
  return {
    corrections: foundFirst(corrections, (address) => (ambiguous ? foundIn(states.data, address) : null)),
    note: ambiguousCorrectionsNote(corrections.length),
    error: states.isError ? states.error.message : null,
  };
}
