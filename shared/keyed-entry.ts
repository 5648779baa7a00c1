/**
 * One reader for an entry kept by raw address, whichever way it is held: a lookup's Map (the job
 * owner's answer, the page's outcome) or a record as the server and the log write one (an answer being
 * checked, a logged lookup compared). An inherited name (`constructor`, `__proto__`) is never an entry.
 */
export function entryOf<E>(
  entries: ReadonlyMap<string, E> | Readonly<Record<string, E>>,
  raw: string,
): E | undefined {
  if (entries instanceof Map) return (entries as ReadonlyMap<string, E>).get(raw);
  const record = entries as Readonly<Record<string, E>>;
  return Object.hasOwn(record, raw) ? record[raw] : undefined;
}

/** Entries keyed by raw address, as a Map or a record ({@link entryOf}). */
export type KeyedEntries<E> = ReadonlyMap<string, E> | Readonly<Record<string, E>>;

/** The keys of `entries` in their order (a record's own keys, `__proto__` too when it is one). */
export function keysOf<E>(entries: KeyedEntries<E>): string[] {
  return entries instanceof Map ? [...entries.keys()] : Object.keys(entries);
}

/** The entries of `entries` in their order, as key and value. */
export function entriesOf<E>(entries: KeyedEntries<E>): Iterable<[string, E]> {
  return entries instanceof Map
    ? (entries as ReadonlyMap<string, E>).entries()
    : Object.entries(entries as Readonly<Record<string, E>>);
}
