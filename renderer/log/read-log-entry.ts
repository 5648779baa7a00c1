/**
 * Opens a logged lookup on this page without a long task: the entry is read from the log in parts
 * (`getLookupLogEntryPart`, shared/lookup-log/entry-parts.ts), one after another, each added as it
 * arrives, and its result rows are built a slice at a time. The whole entry in one answer (~65 MB for
 * 100,000 accounts) used to hold the main thread for over a second, and its rows almost as long again.
 */
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { createEntryAssembler } from '../../shared/lookup-log/entry-parts';
import type { LookupLogEntry } from '../../shared/lookup-log/log-entry';
import { unwrap } from '../bridge/bridge-context';
import { failedOfEntry, outcomeOfLogEntry, requestedOfEntry } from '../model/lookup-log-link';
import type { LookupOutcome } from '../model/lookup-outcome';
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
  const rows = await buildRowsInSlices(requestedOfEntry(entry), entry.result, failedOfEntry(entry), nextTurn);
  await nextTurn();
  return { entry, outcome: outcomeOfLogEntry(entry, rows) };
}
