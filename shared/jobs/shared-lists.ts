/**
 * A table of lists of names or numbers (an account's interfaces, its get-method ids), each held once:
 * a list equal to one already held (the same items in the same order) is answered with the held one.
 * Lists are found by their first item and compared item by item, so no key text is made per list. Used
 * where rows cross (shared/jobs/row-columns.ts: one table per field and batch, so a clone writes each
 * list once) and where they are placed (renderer/model/row-interner.ts: one table per lookup).
 */

/** Lists longer than this are not held (interfaces and method ids are a few dozen at most). */
const MAX_LIST_ITEMS = 128;
/**
 * Held lists kept per first item: past it a new list is not held, so that an answer with thousands of
 * distinct lists that start alike costs no long search per row.
 */
const MAX_CANDIDATES = 16;

/** A list the table may hold (null and undefined pass through). */
export type ShareableList = readonly (string | number)[] | null | undefined;

/** Lists held once each. */
export class SharedLists {
  /** Held lists by their first item (a Map tells 1 from "1"). */
  private readonly byFirst = new Map<unknown, (readonly unknown[])[]>();
  private empty: readonly unknown[] | null = null;

  /** The held list with the same items as `list` (holding `list` the first time it is seen). */
  share<T extends ShareableList>(list: T): T {
    if (!list) return list;
    if (list.length === 0) return (this.empty ??= list) as T;
    if (list.length > MAX_LIST_ITEMS) return list;
    const candidates = this.byFirst.get(list[0]);
    if (!candidates) {
      this.byFirst.set(list[0], [list]);
      return list;
    }
    for (const held of candidates) if (held === list || sameItems(held, list)) return held as T;
    if (candidates.length < MAX_CANDIDATES) candidates.push(list);
    return list;
  }
}

/** Whether two lists have the same items in the same order. */
function sameItems(held: readonly unknown[], list: readonly unknown[]): boolean {
  if (held.length !== list.length) return false;
  for (let i = 0; i < list.length; i++) if (held[i] !== list[i]) return false;
  return true;
}
