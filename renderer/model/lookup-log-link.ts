/**
 * From the lookup log back to the app: the outcome a logged entry shows again when reopened (nothing
 * fetched; BoCs were never kept), the accounts it asked for — each at its line and column in the text
 * Open puts back in the paste box (shared/lookup-log/restored-paste.ts) — and that text. A lookup is
 * logged by its job, where it ran (shared/jobs/lookup-job.ts).
 */
import { LookupAnswer } from '../../shared/jobs/lookup-answer';
import type { KeptLookupEntry } from '../../shared/lookup-log/log-entry';
import { restoredPaste, type RestoredPaste } from '../../shared/lookup-log/restored-paste';
import type { ResultRow } from './result-rows';
import { finishedOutcome } from './finished-outcome';
import type { LookupOutcome, RequestedAccount } from './lookup-outcome';

type EntryInput = Pick<KeptLookupEntry, 'inputs' | 'pasted'>;
const restored = new WeakMap<EntryInput, RestoredPaste>();

/** The paste box's text for a logged lookup and where each account stands in it (made once per entry). */
export function restoredPasteOfEntry(entry: EntryInput): RestoredPaste {
  let made = restored.get(entry);
  if (!made) {
    made = restoredPaste(
      entry.pasted,
      entry.inputs.map((i) => i.input),
    );
    restored.set(entry, made);
  }
  return made;
}

/** The accounts of a logged lookup, as the form requests them from the text Open restores. */
export function requestedOfEntry(entry: EntryInput): RequestedAccount[] {
  const { positions } = restoredPasteOfEntry(entry);
  return entry.inputs.map((input, index) => ({
    raw: input.raw,
    input: input.input,
    line: positions[index]![0],
    column: positions[index]![1],
    repeats: 0,
  }));
}

/**
 * A logged lookup as the results area shows it: its one answer again (shared/jobs/lookup-answer.ts),
 * failed addresses with a plain reason. `built`: the answer (its look-alikes found behind the
 * bridge), rows and address keys made already (in slices, renderer/model/read-log-entry.ts).
 */
export function outcomeOfLogEntry(
  entry: KeptLookupEntry,
  built?: { answer: LookupAnswer; rows: ResultRow[]; addressKeys: string[] },
): LookupOutcome {
  const outcome = finishedOutcome({
    ...built,
    // Without `built` (a bench's whole-entry path): the answer alone, no look-alikes.
    answer: built?.answer ?? new LookupAnswer({ mode: 'record' }, entry),
    key: `log-${entry.id}`,
    accounts: requestedOfEntry(entry),
    includeBoc: false,
    profile: { profileId: entry.profile.id, name: entry.profile.name, baseUrl: entry.profile.baseUrl },
    lastBlock: entry.lastBlock,
    receivedAt: Date.parse(entry.createdAt),
    fromLog: { id: entry.id, createdAt: entry.createdAt },
    ...(entry.inputHeaders ? { inputHeaders: entry.inputHeaders } : {}),
  });
  // The case record comes back with it: the typo noted, the corrections, for the page and the box;
  // and the list file's columns the entry keeps, named by the entry, so looking it up again keeps them.
  const request = {
    ...outcome.request,
    ...(entry.pasted ? { pasted: entry.pasted } : {}),
    ...(entry.inputHeaders ? { listFile: { id: entry.id, headers: entry.inputHeaders } } : {}),
  };
  const reopened = { ...outcome, request };
  return entry.cancelled ? { ...reopened, state: 'cancelled' } : reopened;
}
