/**
 * A logged lookup read in parts: a 100,000-account entry is ~65 MB of JSON, and handed over whole (a
 * Worker's postMessage, Electron's IPC) it arrives as one structured clone that holds the page's main
 * thread for over a second. Read in parts of at most {@link ENTRY_PART_ITEMS} items each — the head
 * first, then every list in slices — each part arrives as a short task of its own, and the page puts
 * the entry together again. Where the log is (main, the log's Worker) the entry is parsed once and its
 * parts served from memory while they are read ({@link createEntryPartReader}).
 */
import { z } from 'zod';
import {
  addressBookEntrySchema,
  metadataEntrySchema,
  type AddressBookEntry,
  type MetadataEntry,
} from '../api/account-states';
import { rawAddressText } from '../api/primitives';
import {
  loggedAccountStateSchema,
  loggedInputSchema,
  lookupLogEntrySchema,
  type KeptLookupEntry,
  type LookupLogEntry,
} from './log-entry';

/** Items (inputs, accounts, addresses, entries of the address book or metadata) one part carries. */
export const ENTRY_PART_ITEMS = 2_000;

/** How long a parsed entry is kept where the log is after its last part was asked for. */
export const ENTRY_PART_IDLE_MS = 60_000;

/**
 * The entry without its lists: what the first part carries. The list file's cells (`inputLines`) are
 * not sent at all: the page names the rows whose cells it shows or exports (`inputColumnsOf`).
 */
export const lookupLogEntryHeadSchema = lookupLogEntrySchema.omit({
  inputs: true,
  failed: true,
  result: true,
  inputLines: true,
});

/** One part: the first carries the head and how many parts there are; each carries one slice of one list. */
export const lookupLogEntryPartSchema = z.object({
  /** How many parts the entry is read in (every part says it). */
  parts: z.number().int().min(1),
  head: lookupLogEntryHeadSchema.optional(),
  inputs: z.array(loggedInputSchema).optional(),
  failed: z.array(rawAddressText).optional(),
  accounts: z.array(loggedAccountStateSchema).optional(),
  notFound: z.array(rawAddressText).optional(),
  unanswered: z.array(rawAddressText).optional(),
  addressBook: z.array(z.tuple([z.string(), addressBookEntrySchema])).optional(),
  metadata: z.array(z.tuple([z.string(), metadataEntrySchema])).optional(),
});
export type LookupLogEntryPart = z.infer<typeof lookupLogEntryPartSchema>;

type ListName = Exclude<keyof LookupLogEntryPart, 'parts' | 'head'>;

/** The entry's lists, each as the part field that carries it. */
function listsOf(entry: LookupLogEntry): [ListName, unknown[]][] {
  return [
    ['inputs', entry.inputs],
    ['failed', entry.failed],
    ['accounts', entry.result.accounts],
    ['notFound', entry.result.not_found],
    ['unanswered', entry.result.unanswered ?? []],
    ['addressBook', [...entry.result.address_book]],
    ['metadata', [...entry.result.metadata]],
  ];
}

/** Cuts an entry into its parts: the head, then every list in slices of {@link ENTRY_PART_ITEMS}. */
export function entryParts(entry: LookupLogEntry): LookupLogEntryPart[] {
  const { inputs: _inputs, failed: _failed, result: _result, inputLines: _lines, ...head } = entry;
  const slices: Omit<LookupLogEntryPart, 'parts'>[] = [{ head }];
  for (const [name, list] of listsOf(entry))
    for (let start = 0; start < list.length; start += ENTRY_PART_ITEMS)
      slices.push({ [name]: list.slice(start, start + ENTRY_PART_ITEMS) });
  return slices.map((slice) => ({ parts: slices.length, ...slice }));
}

/** Puts an entry together part by part, as they arrive (each part's items added at once, not at the end). */
export interface EntryAssembler {
  add(part: LookupLogEntryPart): void;
  /** The whole entry, once every part was added: its address book and metadata as Maps, in their order. */
  entry(): KeptLookupEntry;
}

/**
 * Puts `entries` into `map`: a Map, so a key is data whatever its text (`__proto__` too) and 100,000
 * keys cost a third of what a record's fresh keys do.
 */
function putAll<E>(map: Map<string, E>, entries: readonly [string, E][] | undefined): void {
  for (const [key, value] of entries ?? []) map.set(key, value);
}

/** A new assembler; the first part added must carry the head. */
export function createEntryAssembler(): EntryAssembler {
  let head: LookupLogEntryPart['head'];
  const lists: Record<Exclude<ListName, 'addressBook' | 'metadata'>, unknown[]> = {
    inputs: [],
    failed: [],
    accounts: [],
    notFound: [],
    unanswered: [],
  };
  const addressBook = new Map<string, AddressBookEntry>();
  const metadata = new Map<string, MetadataEntry>();
  return {
    add(part) {
      head ??= part.head;
      for (const name of Object.keys(lists) as (keyof typeof lists)[]) {
        const slice = part[name];
        if (slice) for (const item of slice) lists[name].push(item);
      }
      // The two maps are made as their parts come: 100,000 keys put in at the end were one long task.
      putAll(addressBook, part.addressBook);
      putAll(metadata, part.metadata);
    },
    entry() {
      if (!head) throw new Error('the first part of a logged lookup carries no head');
      const entry = {
        ...head,
        inputs: lists.inputs,
        failed: lists.failed,
        result: {
          accounts: lists.accounts,
          not_found: lists.notFound,
          ...(lists.unanswered.length > 0 ? { unanswered: lists.unanswered } : {}),
          address_book: addressBook,
          metadata,
        },
      };
      return entry as KeptLookupEntry;
    },
  };
}

/** Puts an entry together from its parts, in order (the first carries the head). */
export function assembleEntry(parts: readonly LookupLogEntryPart[]): KeptLookupEntry {
  const assembler = createEntryAssembler();
  for (const part of parts) assembler.add(part);
  return assembler.entry();
}

/** Serves an entry's parts where the log is: parsed once, kept while its parts are being read. */
export interface EntryPartReader {
  /** Part `index` of entry `id` (part 0 reads the entry; the others come from that read while it is kept). */
  part(id: string, index: number): Promise<LookupLogEntryPart>;
  /**
   * The whole entry `id`: the copy its parts are served from while it is kept (what is derived from it
   * behind the bridge as the page reads it, e.g. its look-alikes), else read from the log.
   */
  entry(id: string): Promise<LookupLogEntry>;
}

/**
 * A reader over `get` (the log's), keeping one entry from its first part until its last is served (or
 * {@link ENTRY_PART_IDLE_MS} after its last use).
 */
export function createEntryPartReader(
  get: (id: string) => Promise<LookupLogEntry>,
  now: () => number = Date.now,
): EntryPartReader {
  type Kept = {
    id: string;
    entry: Promise<LookupLogEntry>;
    parts: Promise<LookupLogEntryPart[]>;
    usedAt: number;
  };
  let kept: Kept | null = null;
  const fresh = (k: Kept | null, id: string): k is Kept =>
    k !== null && k.id === id && now() - k.usedAt <= ENTRY_PART_IDLE_MS;
  const read = (id: string): Kept => {
    const entry = get(id);
    const parts = entry.then(entryParts);
    const reading: Kept = { id, entry, parts, usedAt: now() };
    parts.catch(() => {
      if (kept === reading) kept = null;
    });
    return reading;
  };
  return {
    async part(id, index) {
      // The first part is always read afresh (notes may have changed, the entry been deleted); the rest
      // come from the copy it made, which goes once the last part is served.
      if (index === 0 || !fresh(kept, id)) kept = read(id);
      kept.usedAt = now();
      const held = kept;
      const parts = await held.parts;
      const part = parts[index];
      if (!part) throw new RangeError(`a logged lookup read in ${parts.length} parts has no part ${index}`);
      if (index === parts.length - 1 && kept === held) kept = null;
      return part;
    },
    entry(id) {
      return fresh(kept, id) ? kept.entry : get(id);
    },
  };
}
