/**
 * A logged lookup's look-alikes, found again where the user's addresses are kept (behind the bridge,
 * shared/bridge/own-address-index.ts) when the lookup is reopened: the log keeps answers, not what is
 * derived from them, and the user's labels may have changed since. The page used to read every label,
 * saved and watched address (up to 100,000) and work out each one's ends again to find them — a long
 * task of its own; now it gets the few marks found.
 */
import { LookAlikeIndex, type LookAlikeMark, type OwnEnds } from '../address/look-alike-address';
import type { LookupLogEntry } from '../lookup-log/log-entry';
import { nextTurn } from '../next-turn';
import { indexerNetwork } from '../settings/network';

/** Accounts looked at between two turns of the event loop (main's or the job worker's). */
const SLICE = 5_000;

/**
 * The look-alike marks of `entry`'s accounts, in input order, as a lookup restored from it finds them
 * (shared/jobs/lookup-answer.ts): among its own accounts and against `ownEnds` — the user's addresses
 * now, on the network of the indexer it ran on (none when they cannot be read: its own pairs still are).
 */
export async function loggedLookAlikes(
  entry: Pick<LookupLogEntry, 'inputs' | 'profile'>,
  ownEnds: ((testnet: boolean) => Promise<OwnEnds>) | undefined,
  turn: () => Promise<void> = nextTurn,
): Promise<LookAlikeMark[]> {
  const testnet =
    indexerNetwork({ baseUrl: entry.profile.baseUrl, profileId: entry.profile.id }) === 'testnet';
  const own = (await ownEnds?.(testnet).catch(() => undefined)) ?? [];
  const index = new LookAlikeIndex(testnet, own);
  const rowOf = new Map<string, number>();
  const marks: LookAlikeMark[] = [];
  for (const [i, { raw }] of entry.inputs.entries()) {
    // An account asked twice keeps its first row, as the restored answer asks it once.
    if (!rowOf.has(raw)) rowOf.set(raw, rowOf.size);
    for (const mark of index.add(raw, rowOf.get(raw)!)) marks.push(mark);
    if ((i + 1) % SLICE === 0) await turn();
  }
  return marks;
}
