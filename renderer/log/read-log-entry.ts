/**
 * Opens a logged lookup on this page without a long task: the entry is read from the log in parts
 * (`getLookupLogEntryPart`, shared/lookup-log/entry-parts.ts), one after another, each added as it
 * arrives; its rows and the address book's sorted keys are then made a slice at a time. The whole
 * entry in one answer (~65 MB for 100,000 accounts) used to hold the main thread for over a second,
 * its rows almost as long again, and the sort of its keys ~100 ms.
 */
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { createEntryAssembler } from '../../shared/lookup-log/entry-parts';
import type { LookupLogEntry } from '../../shared/lookup-log/log-entry';
import { unwrap } from '../bridge/bridge-context';
import { failedOfEntry, outcomeOfLogEntry, requestedOfEntry } from '../model/lookup-log-link';
import type { LookupOutcome } from '../model/lookup-outcome';
import { addressBookKeysInSlices } from '../model/address-book-rows';
import { buildRowsInSlices } from '../model/result-rows';
import { nextTurn } from '../../shared/next-turn';

/** The whole entry `id`, read part by part. */
export async function readLogEntry(bridge: TonIndexBridge, id: string): Promise<LookupLogEntry> {
  const assembler = createEntryAssembler();
  const first = await unwrap(bridge.getLookupLogEntryPart({ id, part: 0 }));
  assembler.add(first);
  for (let part = 1; part < first.parts; part++)
    assembler.add(await unwrap(bridge.getLookupLogEntryPart({ id, part })));
  await nextTurn();
  return assembler.entry();
}

/** The entry `id` and the outcome the results table shows for it, its rows built a slice at a time. */
export async function openLogEntry(
  bridge: TonIndexBridge,
  id: string,
): Promise<{ entry: LookupLogEntry; outcome: LookupOutcome }> {
  const entry = await readLogEntry(bridge, id);
  await nextTurn();
  const { result } = entry;
  const rows = await buildRowsInSlices(requestedOfEntry(entry), result, failedOfEntry(entry), nextTurn);
  await nextTurn();
  const addressKeys = await addressBookKeysInSlices(result.address_book, result.metadata, nextTurn);
  await nextTurn();
  return { entry, outcome: outcomeOfLogEntry(entry, { rows, addressKeys }) };
}
