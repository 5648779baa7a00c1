/**
 * One way to write numbers and dates for a person, taken from the user's locale (issue 16): counts,
 * seqnos and amounts share one grouping and decimal mark; every date-time is one format that names its
 * time zone. `locale` is optional everywhere: absent, the runtime's own (the browser's language in the
 * renderer, the environment's in the CLI). Machine output — exports, `--json`, copies for a spreadsheet —
 * never goes through here: it stays plain digits and ISO 8601.
 */
import type { AmountOptions } from './amounts';

/** A locale's group separator and decimal mark. */
export interface NumberStyle {
  readonly group: string;
  readonly decimal: string;
}

const styles = new Map<string, NumberStyle>();

/** The group separator and decimal mark of `locale` (the runtime's when absent). */
export function numberStyle(locale?: string): NumberStyle {
  const key = locale ?? '';
  let style = styles.get(key);
  if (!style) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    style = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    styles.set(key, style);
  }
  return style;
}

/** Options for the amount formatters that group and mark decimals as `locale` does. */
export function displayAmountOptions(locale?: string): AmountOptions {
  const { group, decimal } = numberStyle(locale);
  return { grouping: true, groupSeparator: group, decimalSeparator: decimal };
}

const counts = new Map<string, Intl.NumberFormat>();

/** A whole number (a count, a seqno, a size) grouped as `locale` does: `48,298,053`. */
export function formatCount(n: number | bigint, locale?: string): string {
  const key = locale ?? '';
  let format = counts.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    counts.set(key, format);
  }
  return format.format(n);
}

/** A count with its noun: `1 address`, `2,000 addresses` (`many` is `one` + "s" unless given). */
export function countOf(n: number, one: string, many = `${one}s`, locale?: string): string {
  return `${formatCount(n, locale)} ${n === 1 ? one : many}`;
}

const dates = new Map<string, Intl.DateTimeFormat>();

/** Options of {@link formatDateTime}. */
export interface DateTimeOptions {
  readonly locale?: string | undefined;
  /** An IANA time zone (`'UTC'`); the runtime's own when absent. */
  readonly timeZone?: string | undefined;
}

/**
 * A moment as `locale` writes a date and a time to the second, with the time zone named:
 * `Nov 25, 2026, 9:20:25 PM UTC` (en-US), `25.11.2026, 21:20:25 MEZ` (de-DE). Unreadable input is `—`.
 */
export function formatDateTime(at: Date | number | string, options: DateTimeOptions = {}): string {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return '—';
  const key = `${options.locale ?? ''}|${options.timeZone ?? ''}`;
  let format = dates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(options.locale, {
      dateStyle: 'medium',
      timeStyle: 'long',
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    });
    dates.set(key, format);
  }
  return format.format(date);
}

/**
 * Plain decimal text (`-1310.390000001`, as exports write it) grouped and marked as `locale` does
 * (`-1,310.390000001`), every digit kept; text that is not a plain decimal is returned as it is.
 */
export function localizeDecimal(text: string, locale?: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const { group, decimal } = numberStyle(locale);
  const whole = match[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${match[1]}${whole}${match[3] ? `${decimal}${match[3]}` : ''}`;
}
