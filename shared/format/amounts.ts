/**
 * Exact amounts. Balances arrive as decimal integer text (nanotons, jetton units, extra-currency units)
 * and are formatted with BigInt only: a float turned other explorers' balances into "3e-9" and silently
 * rounded large ones (docs/architecture.md, "Lessons from the field"). Nothing here ever rounds.
 */

/** The outcome of formatting an amount. `text` is always safe to show. */
export interface FormattedAmount {
  /** The amount in whole units with the fraction trimmed of trailing zeros, or `"—"` when `valid` is false. */
  readonly text: string;
  /** False when the input was not a decimal integer (or the decimals were unusable). */
  readonly valid: boolean;
  /**
   * True for a negative amount. Balances are never negative on chain, so the UI marks such a value
   * instead of hiding it; the text still carries the exact value with a leading minus sign.
   */
  readonly negative: boolean;
}

/** Options shared by the amount formatters. */
export interface AmountOptions {
  /** Group the whole part in threes (`5,000,000,000.1`). Default false, so copied text parses back. */
  readonly grouping?: boolean;
  /** The group separator when `grouping` is on. Default `","`. */
  readonly groupSeparator?: string;
  /** The decimal mark. Default `"."` (what exports and the CLI write; a locale's comes from locale-format.ts). */
  readonly decimalSeparator?: string;
}

/** What every formatter answers for input it cannot read. */
const INVALID: FormattedAmount = { text: '—', valid: false, negative: false };

/** A decimal integer, optionally signed, no spaces, no exponent. */
const DECIMAL_INTEGER = /^[+-]?\d+$/;

/** Reads decimal integer text into a BigInt, or null. Accepts a leading sign; nothing else. */
export function parseDecimalInteger(text: unknown): bigint | null {
  if (typeof text !== 'string' || !DECIMAL_INTEGER.test(text)) return null;
  return BigInt(text);
}

/**
 * Formats an integer amount of base units with `decimals` decimal places, exactly:
 * `scaleAmount(1000000001n, 9)` → `"1.000000001"`; trailing zeros of the fraction are trimmed and a
 * zero fraction is dropped (`"5"`, not `"5.000000000"`).
 */
export function scaleAmount(value: bigint, decimals: number, options: AmountOptions = {}): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const whole = (magnitude / scale).toString();
  const fraction =
    decimals === 0 ? '' : (magnitude % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  const grouped = options.grouping ? groupThousands(whole, options.groupSeparator ?? ',') : whole;
  const mark = options.decimalSeparator ?? '.';
  return `${negative ? '-' : ''}${grouped}${fraction ? `${mark}${fraction}` : ''}`;
}

/** `"5000000000"` → `"5,000,000,000"`. */
function groupThousands(digits: string, separator: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator;
    out += digits[i];
  }
  return out;
}

/**
 * A nanoton amount (decimal integer text, as the indexer sends `balance`) in TON, exact to the nanoton:
 * `"1000000001"` → `"1.000000001"`, `"0"` → `"0"`, `"5000000000123456789"` → `"5000000000.123456789"`.
 * Input that is not a decimal integer gives `"—"` with `valid: false`; never throws.
 */
export function formatNanotons(text: string, options: AmountOptions = {}): FormattedAmount {
  const value = parseDecimalInteger(text);
  if (value === null) return INVALID;
  return { text: scaleAmount(value, 9, options), valid: true, negative: value < 0n };
}

/** TEP-64: a jetton without a `decimals` field uses 9. */
export const DEFAULT_JETTON_DECIMALS = 9;

/** A token amount plus how its decimals were chosen. */
export interface FormattedTokenAmount extends FormattedAmount {
  /** The decimals applied. */
  readonly decimals: number;
  /** True when the metadata gave no decimals and the TEP-64 default (9) was used. */
  readonly assumedDecimals: boolean;
}

/** The largest `decimals` accepted: TEP-64 stores it as a uint8. */
const MAX_DECIMALS = 255;

/**
 * The scale a jetton master's `decimals` metadata names (text or number, as `extra.decimals` arrives):
 * an integer 0…255; undefined when it gives none (missing, null or empty: the TEP-64 default applies);
 * null when it is not usable. The one rule, read by {@link formatTokenAmount} and the token summary.
 */
export function usableDecimals(decimals: unknown): number | null | undefined {
  if (decimals === undefined || decimals === null || decimals === '') return undefined;
  const parsed =
    typeof decimals === 'number'
      ? decimals
      : typeof decimals === 'string' && /^\d{1,3}$/.test(decimals)
        ? Number(decimals)
        : NaN;
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= MAX_DECIMALS ? parsed : null;
}

/**
 * A jetton balance in token units, using the jetton master's `decimals` metadata (text or number, as
 * `extra.decimals` arrives). Missing decimals fall back to 9 (TEP-64) and say so; decimals that are not
 * an integer 0…255 make the result invalid rather than guessing a scale ({@link usableDecimals}).
 */
export function formatTokenAmount(
  text: string,
  decimals: unknown,
  options: AmountOptions = {},
): FormattedTokenAmount {
  const usable = usableDecimals(decimals);
  if (usable === null) return { ...INVALID, decimals: 0, assumedDecimals: false };
  const assumed = usable === undefined;
  const scale = usable ?? DEFAULT_JETTON_DECIMALS;
  const value = parseDecimalInteger(text);
  if (value === null) return { ...INVALID, decimals: scale, assumedDecimals: assumed };
  return {
    text: scaleAmount(value, scale, options),
    valid: true,
    negative: value < 0n,
    decimals: scale,
    assumedDecimals: assumed,
  };
}

/** One extra currency of an account. */
export interface ExtraCurrencyAmount {
  /** The currency id as sent (decimal text). */
  readonly id: string;
  /** The amount in the currency's base units, exact (the indexer gives no decimals for these). */
  readonly amount: FormattedAmount;
}

/** What an extra currency's amount is counted in, as the page and the ticket answer say it. */
export const EXTRA_CURRENCY_UNITS =
  "in each currency's smallest units: the chain keeps no name or decimals for an extra currency";

/** One extra currency as the page and the ticket answer write it: "currency #100: 5000000". */
export const extraCurrencyText = (c: ExtraCurrencyAmount): string => `currency #${c.id}: ${c.amount.text}`;

/**
 * The `extra_currencies` map (currency id → amount text) as a list ordered by numeric id, each amount
 * exact in base units. `null`/`undefined` (older rows) is an empty list.
 */
export function formatExtraCurrencies(
  map: Readonly<Record<string, string>> | null | undefined,
  options: AmountOptions = {},
): ExtraCurrencyAmount[] {
  if (!map) return [];
  return Object.entries(map)
    .map(([id, amount]) => {
      const value = parseDecimalInteger(amount);
      const formatted: FormattedAmount =
        value === null
          ? INVALID
          : { text: scaleAmount(value, 0, options), valid: true, negative: value < 0n };
      return { id, amount: formatted };
    })
    .sort((a, b) => compareDecimalText(a.id, b.id));
}

/**
 * Orders two decimal integer texts by value (BigInt), for sorting balances. Unreadable text sorts
 * before every number, so it collects at one end instead of scattering.
 */
export function compareDecimalText(a: string | null | undefined, b: string | null | undefined): number {
  const x = parseDecimalInteger(a);
  const y = parseDecimalInteger(b);
  if (x === null || y === null) return x === null ? (y === null ? 0 : -1) : 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A scaled amount, or null without decimals. */
export function scaled(amount: bigint, decimals: number | null): string | null {
  return decimals === null ? null : scaleAmount(amount, decimals);
}
