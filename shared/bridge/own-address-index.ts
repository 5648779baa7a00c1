/**
 * The user's side of the look-alike index (shared/address/look-alike-address.ts), built once behind the bridge and
 * kept up to date as the user names, saves, watches or drops an address — so a lookup's start reads
 * nothing per label: before, each start read every label, favourite and watched address (up to 100,000)
 * and worked out each one's ends again.
 *
 * Its owner is the pair of stores that hold those addresses (the labels store, the watch list): the back
 * end wraps them ({@link keepingOwnAddresses}) so every change that succeeds is told here, and reads
 * them whole once, at the first lookup that needs it. Changes made while that read runs are replayed
 * after it, in order (each is the state after the change, so one already read is harmless).
 */
import { labelTextSchema, rawAddressOf } from '../labels/label-schema';
import type { LabelStore } from '../labels/label-store';
import type { WatchStore } from '../watch/watch-store';
import { lookAlikeEnds, type OwnAddress, type OwnEnds } from '../address/look-alike-address';

/** Where the user keeps one address. */
interface Kept {
  label?: string;
  favourite?: true;
  watch?: true;
}

/** One change: an address's label (null: removed), its place on the saved list or the watch list. */
type Change =
  | { raw: string; label: string | null }
  | { raw: string; favourite: boolean }
  | { raw: string; watch: boolean };

/** What an address kept in several ways is named by: its label first, then saved, then watched. */
function ownAddressOf(raw: string, kept: Kept): OwnAddress {
  if (kept.label !== undefined) return { raw, kept: 'label', label: kept.label };
  return { raw, kept: kept.favourite ? 'favourite' : 'watch' };
}

/** The rank of how an address is kept (lower names a look-alike first). */
const rankOf = (kept: Kept) => (kept.label !== undefined ? 0 : kept.favourite ? 1 : 2);

/** The user's addresses by their ends, per network, kept up to date. */
export class OwnAddressIndex {
  private readonly kept = new Map<string, Kept>();
  /** Ends → the addresses with them (nearly always one), per network; made at first use. */
  private readonly byEnds = new Map<boolean, Map<number, string[]>>();

  /** Applies one change. */
  apply(change: Change): void {
    const was = this.kept.get(change.raw);
    const next: Kept = { ...was };
    if ('label' in change) {
      if (change.label === null) delete next.label;
      else next.label = change.label;
    } else if ('favourite' in change) {
      if (change.favourite) next.favourite = true;
      else delete next.favourite;
    } else if (change.watch) next.watch = true;
    else delete next.watch;
    const keeps = next.label !== undefined || next.favourite || next.watch;
    if (keeps) this.kept.set(change.raw, next);
    else this.kept.delete(change.raw);
    if (Boolean(was) !== Boolean(keeps))
      for (const [testnet, ends] of this.byEnds) placeIn(ends, change.raw, testnet, Boolean(keeps));
  }

  /** The addresses kept, by their ends on `testnet` (or mainnet), as a lookup's look-alike index reads them. */
  ends(testnet: boolean): OwnEnds {
    let ends = this.byEnds.get(testnet);
    if (!ends) {
      ends = new Map();
      for (const raw of this.kept.keys()) placeIn(ends, raw, testnet, true);
      this.byEnds.set(testnet, ends);
    }
    const byEnds = ends;
    return { get: (key) => this.first(byEnds.get(key)) };
  }

  /** The address a look-alike of `raws` (sharing their ends) is said to copy: the best kept, then the first raw. */
  private first(raws: readonly string[] | undefined): OwnAddress | undefined {
    if (!raws || raws.length === 0) return undefined;
    const rank = (raw: string) => rankOf(this.kept.get(raw)!);
    const best = raws.reduce((a, b) => (rank(b) < rank(a) || (rank(b) === rank(a) && b < a) ? b : a));
    return ownAddressOf(best, this.kept.get(best)!);
  }
}

/** Adds `raw` to (or takes it from) the addresses with its ends. */
function placeIn(ends: Map<number, string[]>, raw: string, testnet: boolean, add: boolean): void {
  const key = lookAlikeEnds(raw, testnet);
  const raws = ends.get(key) ?? [];
  const rest = raws.filter((other) => other !== raw);
  if (add) rest.push(raw);
  if (rest.length > 0) ends.set(key, rest);
  else ends.delete(key);
}

/** The labels and watch stores told to the index, and the index itself once read. */
export interface KeptOwnAddresses {
  labels: LabelStore;
  watch: WatchStore;
  /** The index, read from the stores at the first call (and again after a read that failed). */
  index(): Promise<OwnAddressIndex>;
}

/**
 * `labels` and `watch` as the back end uses them: each change that succeeds is told to the index of the
 * user's addresses, which is read from them once, when first asked.
 */
export function keepingOwnAddresses(labels: LabelStore, watch: WatchStore): KeptOwnAddresses {
  let built: Promise<OwnAddressIndex> | undefined;
  let reading: Change[] | null = null;
  let index: OwnAddressIndex | undefined;
  const tell = (changes: readonly Change[]) => {
    if (reading) reading.push(...changes);
    for (const change of changes) index?.apply(change);
  };
  const read = async (): Promise<OwnAddressIndex> => {
    reading = [];
    try {
      const fresh = await readIndex(labels, watch);
      for (const change of reading) fresh.apply(change);
      index = fresh;
      return fresh;
    } finally {
      reading = null;
    }
  };
  return {
    labels: tellingLabels(labels, tell),
    watch: tellingWatch(watch, tell),
    index() {
      built ??= read().catch((error: unknown) => {
        built = undefined;
        throw error;
      });
      return built;
    },
  };
}

/** Every label, favourite and watched address, read once. */
async function readIndex(labels: LabelStore, watch: WatchStore): Promise<OwnAddressIndex> {
  const [named, saved, watched] = await Promise.all([labels.list(), labels.favourites(), watch.list()]);
  const index = new OwnAddressIndex();
  for (const { raw, text } of named) index.apply({ raw, label: text });
  for (const { raw } of saved) index.apply({ raw, favourite: true });
  for (const { raw } of watched) index.apply({ raw, watch: true });
  return index;
}

/** `remove` of a store, telling `change` of the address when it was there. */
function toldRemove(
  remove: (address: string) => Promise<boolean>,
  tell: (changes: readonly Change[]) => void,
  change: (raw: string) => Change,
): (address: string) => Promise<boolean> {
  return async (address) => {
    const removed = await remove(address);
    if (removed) tell([change(rawAddressOf(address))]);
    return removed;
  };
}

/** `labels`, telling each change that succeeds. */
function tellingLabels(labels: LabelStore, tell: (changes: readonly Change[]) => void): LabelStore {
  return {
    ...labels,
    set: async (address, text) => {
      const label = await labels.set(address, text);
      tell([{ raw: label.raw, label: label.text }]);
      return label;
    },
    remove: toldRemove(labels.remove, tell, (raw) => ({ raw, label: null })),
    addFavourite: async (address) => {
      const favourite = await labels.addFavourite(address);
      tell([{ raw: favourite.raw, favourite: true }]);
      return favourite;
    },
    removeFavourite: toldRemove(labels.removeFavourite, tell, (raw) => ({ raw, favourite: false })),
    importRows: async (rows) => {
      const result = await labels.importRows(rows);
      tell(
        rows.flatMap((row): Change[] => [
          ...(row.text === null ? [] : [{ raw: row.raw, label: labelTextSchema.parse(row.text) }]),
          ...(row.favourite ? [{ raw: row.raw, favourite: true }] : []),
        ]),
      );
      return result;
    },
  };
}

/** `watch`, telling each address watched or dropped. */
function tellingWatch(watch: WatchStore, tell: (changes: readonly Change[]) => void): WatchStore {
  return {
    ...watch,
    add: async (address, wallets) => {
      const entry = await watch.add(address, wallets);
      tell([{ raw: entry.raw, watch: true }]);
      return entry;
    },
    remove: toldRemove(watch.remove, tell, (raw) => ({ raw, watch: false })),
  };
}
