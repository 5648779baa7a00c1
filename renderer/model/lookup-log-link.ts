/**
 * From the lookup log back to the app: the outcome a logged entry shows again when reopened (nothing
 * fetched; BoCs were never kept), the accounts it asked for — each at its line and column in the text
 * Open puts back in the paste box (shared/lookup-log/restored-paste.ts) — and that text. A lookup is
 * logged by its job, where it ran (shared/jobs/lookup-job.ts).
 */
import { LookAlikeIndex, type OwnAddress } from '../../shared/address/look-alike-address';
import { LookupAnswer, type AnswerMode } from '../../shared/jobs/lookup-answer';
import { indexerNetwork } from '../../shared/settings/network';
import type { LookupLogEntry } from '../../shared/lookup-log/log-entry';
import { restoredPaste, type RestoredPaste } from '../../shared/lookup-log/restored-paste';
import type { ResultRow } from './result-rows';
import { finishedOutcome } from './finished-outcome';
import type { LookupOutcome, RequestedAccount } from './lookup-outcome';

type EntryInput = Pick<LookupLogEntry, 'inputs' | 'pasted'>;
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
 * How a logged lookup's answer is restored: its look-alikes found again among its own accounts and
 * against `own` (the addresses the user keeps now), on the network of the indexer it ran on (the log
 * keeps answers, not what is derived from them).
 */
export function reopenedMode(
  entry: Pick<LookupLogEntry, 'profile'>,
  own: readonly OwnAddress[] = [],
): AnswerMode {
  const network = indexerNetwork({ baseUrl: entry.profile.baseUrl, profileId: entry.profile.id });
  return { mode: 'record', lookAlikes: new LookAlikeIndex(network === 'testnet', own) };
}

/**
 * A logged lookup as the results area shows it: its one answer again (shared/jobs/lookup-answer.ts),
 * failed addresses with a plain reason. `built`: the rows and address keys made already (in slices,
 * renderer/model/read-log-entry.ts).
 */
export function outcomeOfLogEntry(
  entry: LookupLogEntry,
  built?: { answer: LookupAnswer; rows: ResultRow[]; addressKeys: string[] },
): LookupOutcome {
  const outcome = finishedOutcome({
    ...built,
    answer: built?.answer ?? new LookupAnswer(reopenedMode(entry), entry),
    key: `log-${entry.id}`,
    accounts: requestedOfEntry(entry),
    includeBoc: false,
    profile: { profileId: entry.profile.id, name: entry.profile.name, baseUrl: entry.profile.baseUrl },
    lastBlock: entry.lastBlock,
    receivedAt: Date.parse(entry.createdAt),
    fromLog: { id: entry.id, createdAt: entry.createdAt },
    ...(entry.inputHeaders ? { inputHeaders: entry.inputHeaders } : {}),
  });
  // The case record comes back with it: the typo noted, the corrections, for the page and the box.
  const withPaste = entry.pasted
    ? { ...outcome, request: { ...outcome.request, pasted: entry.pasted } }
    : outcome;
  return entry.cancelled ? { ...withPaste, state: 'cancelled' } : withPaste;
}
