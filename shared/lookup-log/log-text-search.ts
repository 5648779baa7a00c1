/**
 * The lookup log's search of what customers wrote: the kept pastes (`pasted:<id>`, log-records.ts) —
 * the message and the addresses corrected before the lookup — never the bodies, except once for an
 * entry logged before pastes were kept apart.
 */
import { rangeOf } from '../storage/store-database';
import { bodyText } from './body-parts';
import { PASTED, PASTED_KIND, summaries, type LogStore } from './log-records';
import { pastedInputSchema, type PastedInput } from './pasted-input-schema';
import { pastedMatches } from './pasted-search';

/** The paste an entry's stored body keeps; null when it has none, or the body cannot be read. */
function pastedOfBody(body: string | null | undefined): PastedInput | null {
  if (body === undefined || body === null) return null;
  try {
    const parsed = pastedInputSchema.safeParse((JSON.parse(body) as { pasted?: unknown }).pasted);
    return parsed.success ? parsed.data : null;
  } catch {
    // A damaged body is told where the entry is opened; its search finds nothing.
    return null;
  }
}

/** The paste of an entry logged before pastes were kept apart, read from its body once per process. */
async function legacyPasted(store: LogStore, id: string): Promise<PastedInput | null> {
  if (store.legacyPastes.has(id)) return store.legacyPastes.get(id)!;
  const pasted = pastedOfBody(await bodyText(store, id));
  store.legacyPastes.set(id, pasted);
  return pasted;
}

/** The entries whose paste holds `text` (newest first), each with where it was found. */
export async function entriesWriting(
  store: LogStore,
  text: string,
): Promise<{ id: string; where: string[] }[]> {
  const needle = text.trim();
  if (needle === '') return [];
  const kept = await store.sift(PASTED_KIND, await store.db.iterator(rangeOf(PASTED)).all());
  const byId = new Map(kept.records.map((p, i) => [kept.keys[i]!.slice(PASTED.length), p]));
  const found: { id: string; where: string[] }[] = [];
  for (const summary of await summaries(store, true)) {
    if (summary.damaged) continue;
    const pasted = byId.has(summary.id) ? byId.get(summary.id) : await legacyPasted(store, summary.id);
    const where = pasted ? pastedMatches(pasted, needle) : [];
    if (where.length > 0) found.push({ id: summary.id, where });
  }
  return found;
}
