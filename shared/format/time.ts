/**
 * Times and ages for block times (`gen_utime`, decimal Unix seconds as text) and the index's freshness.
 * `now` is always passed in (milliseconds, like `Date.now()`), so the same block re-renders every second
 * with a new age and tests need no fake clock.
 */
import { formatDateTime } from './locale-format';

/** Units of {@link formatDuration}, largest first. */
const UNITS: readonly (readonly [label: string, seconds: number])[] = [
  ['d', 86_400],
  ['h', 3_600],
  ['min', 60],
  ['s', 1],
];

/**
 * A span of whole seconds for a person: the two largest non-zero units, seconds only under an hour.
 * `12` → `"12 s"`, `180` → `"3 min"`, `200` → `"3 min 20 s"`, `7_500` → `"2 h 5 min"`, `345_600` → `"4 d"`,
 * `360_000` → `"4 d 4 h"`. Negative spans are measured by their size; fractions are cut, not rounded up.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '—';
  let rest = Math.floor(Math.abs(seconds));
  if (rest < 60) return `${rest} s`;
  const parts: string[] = [];
  for (const [label, size] of UNITS) {
    // Seconds are noise next to hours and days.
    if (label === 's' && Math.abs(seconds) >= 3_600) break;
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${count} ${label}`);
    else if (parts.length > 0) break;
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}

/**
 * How long ago `seconds` was: `"12 s ago"`, `"2 h 5 min ago"`. A negative age (the block's clock is
 * ahead of ours: clock skew) reads `"in 3 s"` rather than a nonsensical negative age.
 */
export function formatAge(seconds: number): string {
  if (!Number.isFinite(seconds)) return '—';
  return seconds < 0 && Math.floor(-seconds) > 0
    ? `in ${formatDuration(-seconds)}`
    : `${formatDuration(Math.max(0, seconds))} ago`;
}

/** A block time, ready to show. */
export interface BlockTime {
  /** False when `gen_utime` was not decimal Unix seconds; every text is then `"—"`. */
  readonly valid: boolean;
  /** Unix seconds. */
  readonly unixSeconds: number;
  /** The date-time as every screen writes one (locale-format.ts), with its time zone (local by default). */
  readonly text: string;
  /** ISO 8601 in UTC, for titles and copying. */
  readonly iso: string;
  /** Seconds from the block to `now` (negative under clock skew). */
  readonly ageSeconds: number;
  /** {@link formatAge} of `ageSeconds`. */
  readonly age: string;
}

/** Options of {@link formatBlockTime}. */
export interface BlockTimeOptions {
  /** `'local'` (default) or `'utc'`. */
  readonly timeZone?: 'local' | 'utc';
  /** The locale to write it for; the runtime's when absent. */
  readonly locale?: string;
}

/** Unix seconds from decimal text; NaN when the text is not a decimal integer. */
export function parseUnixSeconds(text: string): number {
  return /^-?\d{1,15}$/.test(text) ? Number(text) : NaN;
}

/**
 * A block's `gen_utime` (decimal Unix seconds as text) as a date-time and an age relative to `now`
 * (milliseconds): `{ text: "Jul 15, 2024, 6:39:28 PM UTC", age: "12 s ago", … }`. Unreadable input gives
 * `valid: false` and `"—"` texts; never throws.
 */
export function formatBlockTime(genUtime: string, now: number, options: BlockTimeOptions = {}): BlockTime {
  const unixSeconds = parseUnixSeconds(genUtime);
  const date = new Date(unixSeconds * 1000);
  if (!Number.isFinite(unixSeconds) || Number.isNaN(date.getTime())) {
    return { valid: false, unixSeconds: NaN, text: '—', iso: '—', ageSeconds: NaN, age: '—' };
  }
  const ageSeconds = Math.floor(now / 1000) - unixSeconds;
  return {
    valid: true,
    unixSeconds,
    text: formatDateTime(date, {
      locale: options.locale,
      timeZone: options.timeZone === 'utc' ? 'UTC' : undefined,
    }),
    iso: date.toISOString(),
    ageSeconds,
    age: formatAge(ageSeconds),
  };
}

/** How fresh the index is. */
export type FreshnessLevel = 'fresh' | 'lagging' | 'stale';

/**
 * Freshness thresholds, in seconds of age of the last indexed masterchain block. Masterchain blocks come
 * every ~5 s, so a healthy indexer is a few blocks behind: up to 30 s is fresh; up to 5 min it is
 * lagging (catching up, or a short stall); beyond that the data is stale and the user should know.
 */
export const FRESHNESS_THRESHOLDS = { freshMaxSeconds: 30, laggingMaxSeconds: 300 } as const;

/** The index's freshness: age of the last block and its level. */
export interface Freshness {
  /** `now − gen_utime` in seconds; negative under clock skew; NaN for unreadable input. */
  readonly seconds: number;
  readonly level: FreshnessLevel;
}

/**
 * Freshness of the index from the last block's `gen_utime` and `now` (milliseconds): ≤ 30 s `fresh`,
 * ≤ 300 s `lagging`, else `stale` ({@link FRESHNESS_THRESHOLDS}). A block from the future (clock skew)
 * counts as fresh; an unreadable time counts as stale, because nothing proves the data is current.
 */
export function freshness(lastGenUtime: string, now: number): Freshness {
  const unix = parseUnixSeconds(lastGenUtime);
  if (!Number.isFinite(unix)) return { seconds: NaN, level: 'stale' };
  const seconds = Math.floor(now / 1000) - unix;
  const level: FreshnessLevel =
    seconds <= FRESHNESS_THRESHOLDS.freshMaxSeconds
      ? 'fresh'
      : seconds <= FRESHNESS_THRESHOLDS.laggingMaxSeconds
        ? 'lagging'
        : 'stale';
  return { seconds, level };
}
