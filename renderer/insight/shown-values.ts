/**
 * How a contract's amounts, times and spans are written on its page — as text with an aside and the
 * exact figure for a title — so the page's fields (detail-fields.tsx) and "Copy the answer"
 * (lock-fields.ts) write them with the same words. Amounts are grouped as the balance is, exact to the
 * nanoton; times are UTC.
 */
import { formatNanotons } from '../../shared/format/amounts';
import { displayAmountOptions } from '../../shared/format/locale-format';
import { formatBlockTime, formatDuration } from '../../shared/format/time';

/** A value as the page writes it: its words, an aside in muted type, and the exact figure on hover. */
export interface ShownText {
  readonly text: string;
  readonly aside?: string;
  readonly title?: string;
  /** Words that say a value is absent ("none"), shown muted. */
  readonly muted?: boolean;
  /** A name as the contract holds it (a domain, a username), shown in a fixed-width face. */
  readonly mono?: boolean;
  /** Words a reader must not miss ("— expired …"), shown strong after the value. */
  readonly flag?: string;
}

/** A value as text; an absent one (null or undefined) as a dash. */
export const valueText = (value: unknown): string =>
  value === null || value === undefined ? '—' : String(value);

/** Nanotons (exact text) in TON, grouped as the balance is; a dash when not an amount. */
export function tonText(nanotons: unknown): ShownText {
  if (typeof nanotons !== 'string') return { text: '—' };
  const formatted = formatNanotons(nanotons, displayAmountOptions());
  return formatted.valid ? { text: `${formatted.text} TON`, title: `${nanotons} nanotons` } : { text: '—' };
}

/** A unix time as a UTC date and time; with `now`, how far it is from the indexed time as an aside. */
export function timeText(unix: unknown, now: number | undefined): ShownText {
  if (typeof unix !== 'number' || unix <= 0) return { text: 'none', muted: true };
  const at = formatBlockTime(String(unix), (now ?? unix) * 1000, { timeZone: 'utc' });
  return {
    text: at.text,
    title: `unix time ${unix}`,
    ...(now !== undefined ? { aside: `(${at.age} at the indexed time)` } : {}),
  };
}

/** A span of seconds for a person ("30 d"). */
export function durationText(seconds: unknown): ShownText {
  return typeof seconds === 'number'
    ? { text: formatDuration(seconds), title: `${seconds} s` }
    : { text: '—' };
}
