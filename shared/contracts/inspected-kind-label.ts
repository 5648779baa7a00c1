/**
 * The kind as the page, the answer, the columns and `cli inspect` name an inspected account. Kept apart
 * from the fields' words (renderer/insight/ownership-fields.ts): the results table's contract columns
 * name kinds on the first screen, and this is all they need.
 */
import { kindLabel, outsideCollectionsLabel, type ContractKind } from './kinds';

/** An inspected account's details, as read here: any object. */
type Details = Record<string, unknown>;

/** `d[key]` when it is an object. */
function part(d: Details, key: string): Details | null {
  const value = d[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Details) : null;
}

/** Whose code an item runs outside that code's own collections: Telegram's, the DNS item's, or none. */
export function foreignCode(d: Details): 'telegram' | 'domain' | null {
  if (d.known_collection !== undefined || !('collection' in d)) return null;
  return part(d, 'telegram') ? 'telegram' : part(d, 'domain') ? 'domain' : null;
}

/**
 * The kind as the page, the answer and the columns name an inspected account: its code's name — and,
 * for an item running Telegram's or the DNS item's code outside their collections, that it is the code
 * only (a name anyone may deploy).
 */
export function inspectedKindLabel(inspected: { kind: ContractKind; details: object }): string {
  return foreignCode(inspected.details as Details)
    ? outsideCollectionsLabel(inspected.kind)
    : kindLabel(inspected.kind);
}
