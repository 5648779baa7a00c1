/**
 * What the user is told when a store was found damaged: a notice kept in the database itself (so it is
 * still there after a restart, until the user dismisses it), shown on the screens of the stores it
 * concerns — the Log, Favourites, Watch. Its words are the app's; what LevelDB or the browser said is
 * only in `detail`, shown as inert text behind "Details".
 */
import { z } from 'zod';

/** Longest message and detail kept (the detail quotes LevelDB's own log lines). */
export const STORE_NOTICE_MESSAGE_MAX = 2_000;
export const STORE_NOTICE_DETAIL_MAX = 4_000;
/** Most notices kept; the oldest go first. */
export const MAX_STORE_NOTICES = 20;

/** A store's name as notices use it: `log`, `labels`, `watch`, a later one (contract libraries), or `*`: all. */
export const storeNameSchema = z.string().regex(/^(\*|[a-z][a-z0-9-]{0,30})$/);

/** Whether a notice concerns the store `name` (its own, or the whole database's). */
export const concerns = (notice: Pick<StoreNotice, 'stores'>, name: string) =>
  notice.stores.includes(name) || notice.stores.includes('*');

/** One notice. */
export const storeNoticeSchema = z.object({
  id: z.string().regex(/^[0-9]{13}-[0-9a-z]{1,12}$/),
  /** When the damage was found (ISO 8601). */
  at: z.iso.datetime(),
  /** The stores it concerns: each of their screens shows it. */
  stores: z.array(storeNameSchema).min(1).max(10),
  /** What was found, where, what could not be read and what the app did (kept a copy where). */
  message: z.string().max(STORE_NOTICE_MESSAGE_MAX),
  /** The storage engine's own words, for "Details". */
  detail: z.string().max(STORE_NOTICE_DETAIL_MAX).optional(),
  /** Where the damaged copy was kept, when one was. */
  keptCopy: z.string().max(1_000).optional(),
});
export type StoreNotice = z.infer<typeof storeNoticeSchema>;

/** A finding before it is stored (the core gives it an id and a time). */
export type StoreFinding = Omit<StoreNotice, 'id' | 'at'>;

/** `text` cut to `max` characters, marked as cut. */
export function boundedText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
