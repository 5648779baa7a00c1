/**
 * Opens a logged lookup on this page without a long task: the entry is read from the log in parts
 * (`getLookupLogEntryPart`, shared/lookup-log/entry-parts.ts), one after another, each added as it
 * arrives; its one answer (shared/jobs/lookup-answer.ts) is restored from it with the look-alikes found
 * behind the bridge, where the user's labels are (none of them is read here), its rows and the address
 * book's sorted keys are placed, each a slice at a time. The whole
 * entry in one answer (~65 MB for 100,000 accounts) used to hold the main thread for over a second,
 * its rows almost as long again, and the sort of its keys ~100 ms.
 */
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { createEntryAssembler } from '../../shared/lookup-log/entry-parts';
import type { KeptLookupEntry } from '../../shared/lookup-log/log-entry';
import { unwrap } from '../bridge/bridge-context';
import { LookupAnswer } from '../../shared/jobs/lookup-answer';
import type { LookAlikeMark } from '../../shared/address/look-alike-address';
import { outcomeOfLogEntry, requestedOfEntry } from './lookup-log-link';
import type { LookupOutcome } from './lookup-outcome';
import { addressBookKeysInSlices } from './address-book-rows';
import { placedRow, type ResultRow } from './result-rows';
import { RowInterner } from './row-interner';

/** Rows placed between two turns of the event loop. */
const SLICE = 5_000;
import { nextTurn } from '../../shared/next-turn';

/** The whole entry `id`, read part by part. */
export async function readLogEntry(bridge: TonIndexBridge, id: string): Promise<KeptLookupEntry> {
  return (await readLogEntryWith(bridge, id)).entry;
}

/**
 * The entry `id` read part by part, and its look-alikes: asked once its first part came, while the
 * copy its parts are served from is kept behind the bridge, where the user's addresses are too
 * (`lookAlikesOfLogEntry`). None when they cannot be found (the rows are shown all the same).
 */
async function readLogEntryWith(
  bridge: TonIndexBridge,
  id: string,
): Promise<{ entry: KeptLookupEntry; lookAlikes: Promise<LookAlikeMark[]> }> {
  const assembler = createEntryAssembler();
  const first = await unwrap(bridge.getLookupLogEntryPart({ id, part: 0 }));
  const lookAlikes = unwrap(bridge.lookAlikesOfLogEntry({ id })).then(
    (found) => found.lookAlikes,
    () => [],
  );
  assembler.add(first);
  for (let part = 1; part < first.parts; part++)
    assembler.add(await unwrap(bridge.getLookupLogEntryPart({ id, part })));
  await nextTurn();
  return { entry: assembler.entry(), lookAlikes };
}

/** The entry `id` and the outcome the results table shows for it, its rows placed a slice at a time. */
export async function openLogEntry(
  bridge: TonIndexBridge,
  id: string,
): Promise<{ entry: KeptLookupEntry; outcome: LookupOutcome }> {
  const { entry, lookAlikes } = await readLogEntryWith(bridge, id);
  await nextTurn();
  const answer = await LookupAnswer.restored({ mode: 'record' }, entry, nextTurn);
  answer.keepLookAlikes(await lookAlikes);
  const accounts = requestedOfEntry(entry);
  const rows: ResultRow[] = [];
  const shared = new RowInterner();
  for (let start = 0; start < accounts.length; start += SLICE) {
    for (const row of answer.rows(start, start + SLICE))
      rows.push(placedRow(row, row.index, accounts[row.index]!, shared));
    await nextTurn();
  }
  const { addressBook, metadata } = answer.names();
  const addressKeys = await addressBookKeysInSlices(addressBook, metadata, nextTurn);
  await nextTurn();
  return { entry, outcome: outcomeOfLogEntry(entry, { answer, rows, addressKeys }) };
}
