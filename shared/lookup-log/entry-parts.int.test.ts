/**
 * A logged lookup read in parts: every part small (at most 2,000 items, the head alone first), the parts
 * put together give the very entry back (a 20,000-account entry over a real LevelDB), and where the log
 * is the entry is read and parsed once for all its parts (afresh at each first part), with a plain refusal
 * for a part it has not.
 */
import { describe, expect, it } from 'vitest';
import { sampleDraft } from '../../test-support/sample-log-drafts';
import { useTempLevelDb } from '../../test-support/temp-level-db';
import { assembleEntry, createEntryPartReader, ENTRY_PART_ITEMS, entryParts } from './entry-parts';
import { createLookupLog } from './lookup-log';
import { keptEntryJson, type KeptLookupEntry } from './log-entry';

/** An entry as its JSON reads back (Maps written as objects). */
const asWritten = (entry: KeptLookupEntry): unknown => JSON.parse(keptEntryJson(entry));

const level = useTempLevelDb('entry-parts-');

const itemsOf = (part: object) =>
  Object.entries(part)
    .filter(([key]) => key !== 'parts' && key !== 'head')
    .reduce((sum, [, list]) => sum + (list as unknown[]).length, 0);

describe('a logged lookup in parts', () => {
  it('cuts a 20,000-account entry into small parts that give the same entry back', async () => {
    const log = createLookupLog(level.db);
    const { id } = await log.add(sampleDraft(20_000));
    const entry = await log.get(id);
    const parts = entryParts(entry);
    expect(parts[0]?.head?.id).toBe(id);
    expect(itemsOf(parts[0]!)).toBe(0);
    for (const part of parts) {
      expect(part.parts).toBe(parts.length);
      expect(itemsOf(part)).toBeLessThanOrEqual(ENTRY_PART_ITEMS);
      expect(Object.keys(part).filter((k) => k !== 'parts').length).toBe(1);
    }
    expect(parts.length).toBeGreaterThan(20_000 / ENTRY_PART_ITEMS);
    // The same entry, its address book and metadata as Maps in the same order.
    const assembled = assembleEntry(structuredClone(parts));
    expect(asWritten(assembled)).toEqual(asWritten(entry));
    expect([...assembled.result.address_book.keys()]).toEqual([...entry.result.address_book.keys()]);
  });

  it('reads and parses the entry once for all its parts, and refuses a part it has not', async () => {
    const log = createLookupLog(level.db);
    const { id } = await log.add(sampleDraft(5_000));
    let reads = 0;
    const reader = createEntryPartReader((wanted) => (reads++, log.get(wanted)));
    const first = await reader.part(id, 0);
    const all = [first];
    for (let i = 1; i < first.parts; i++) all.push(await reader.part(id, i));
    expect(reads).toBe(1);
    expect(asWritten(assembleEntry(all))).toEqual(asWritten(await log.get(id)));
    await expect(reader.part(id, first.parts)).rejects.toThrow(RangeError);
  });

  it('reads the entry afresh when it is opened again (a deleted entry is not served from memory)', async () => {
    const log = createLookupLog(level.db);
    const { id } = await log.add(sampleDraft(3_000));
    const reader = createEntryPartReader((wanted) => log.get(wanted));
    await reader.part(id, 0);
    await reader.part(id, 1); // opened halfway, then deleted, then opened again
    await log.remove(id);
    await expect(reader.part(id, 0)).rejects.toThrow(/no longer|not found|deleted/i);
  });
});
