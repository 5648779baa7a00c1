/**
 * A lookup started elsewhere (a log entry opened or re-run, the favourites) puts its inputs in the
 * paste box, so what is shown can be edited and looked up again. A lookup this form sent itself leaves
 * the box alone: the user's text (with its comments, spacing and corrections) is what they typed.
 */
import { useState } from 'react';
import type { AddressList } from '../../shared/address/address-list';
import type { PastedCorrection } from '../../shared/lookup-log/pasted-input-schema';
import { formatCount } from '../../shared/format/locale-format';
import { useLookup } from '../model/lookup-context';
import type { LookupRequest, RequestedAccount } from '../model/lookup-outcome';
import type { ListFileRef } from '../model/read-text-file';
import { restoredPasteText } from '../model/previous-lookup';
import { requestedAccounts } from '../model/requested-accounts';
import { isBigFile, type LoadedFile } from './file-card';

/** What the box shows for a lookup started elsewhere. */
export interface ShownInputs {
  /** The paste the lookup kept, or its inputs one a line. */
  readonly text: string;
  /** The corrections its case record kept, shown beside the text they were applied to. */
  readonly corrected: readonly PastedCorrection[];
  /** A card for thousands of lines (as a big file gets), or null. */
  readonly file: LoadedFile | null;
  /** The list file whose own columns the lookup named (lookup-outcome.ts), or null. */
  readonly listFile: ListFileRef | null;
}

/** The text, corrections and card a shown request puts in the box. */
function inputsOf(request: LookupRequest | null | undefined, inputs: readonly string[]): ShownInputs {
  const text = restoredPasteText(request) ?? inputs.join('\n');
  return {
    text,
    corrected: request?.pasted?.corrected ?? [],
    file: isBigFile(text)
      ? { name: `${formatCount(inputs.length)} addresses of the lookup shown`, bytes: text.length }
      : null,
    listFile: request?.listFile ?? null,
  };
}

/**
 * Calls `show` (while rendering, as React's "adjusting state on a prop change" does, not in an effect)
 * when the lookup shown changes to one whose inputs are not the box's. `list` is the box's parse.
 * Returns what the form calls as it sends, so its own lookup is known without comparing inputs.
 */
export function useShownRequestInputs(
  live: boolean,
  list: AddressList,
  show: (inputs: ShownInputs) => void,
): (accounts: readonly RequestedAccount[], list: AddressList) => void {
  const shownRequest = useLookup(
    (state) => (state.running ? state.attempted : (state.last?.request ?? state.attempted)),
    live,
  );
  // Compared by its accounts: the job's answer gives the request a new object with the same accounts.
  const shownAccounts = shownRequest?.accounts;
  /** What this form sent last, from which parse: while the box still holds it, no comparing is needed. */
  const [sent, setSent] = useState<{ accounts: readonly RequestedAccount[]; list: AddressList } | null>(null);
  const [seenAccounts, setSeenAccounts] = useState(shownAccounts);
  if (shownAccounts !== seenAccounts) {
    setSeenAccounts(shownAccounts);
    const inputs = shownAccounts?.map((a) => a.input) ?? [];
    const fromForm =
      (sent !== null && shownAccounts === sent.accounts && list === sent.list) ||
      inputs.length === 0 ||
      inputs.join('\n') ===
        requestedAccounts(list)
          .map((a) => a.input)
          .join('\n');
    if (!fromForm) show(inputsOf(shownRequest, inputs));
  }
  return (accounts, sentList) => setSent({ accounts, list: sentList });
}
