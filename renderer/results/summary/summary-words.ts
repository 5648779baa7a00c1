/**
 * How the summary's charts write their figures: a decade's short name under its column (`1k`, `10⁻⁹`),
 * its exact range in the table (`0.001 – < 0.01`), a server name made plain and short for an SVG (where
 * no component can mark a hidden character), and the sentence that describes a chart to a screen reader.
 */
import { bucketRange, type AmountBucket } from '../../../shared/jobs/lookup-summary';
import { formatCount, localizeDecimal } from '../../../shared/format/locale-format';
import { markedText } from '../../../shared/format/text-safety';

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** Powers of ten a reader knows by a short name. */
const NAMED: Record<number, string> = {
  [-1]: '0.1',
  0: '1',
  1: '10',
  2: '100',
  3: '1k',
  4: '10k',
  5: '100k',
  6: '1M',
  7: '10M',
  8: '100M',
  9: '1B',
  10: '10B',
  11: '100B',
};

/** A decade's column name: its lower bound in whole units, short (`0`, `10⁻⁹`, `1`, `1k`, `≥ 10¹²`). */
export function decadeName(bucket: AmountBucket, decimals: number): string {
  if (bucket.digits === 0) return '0';
  const power = bucket.digits - 1 - decimals;
  const name = NAMED[power] ?? `10${[...String(power)].map((c) => SUPERSCRIPT[c]).join('')}`;
  return bucket.below === null ? `≥ ${name}` : name;
}

/** A decade's exact range in whole units, grouped as the locale groups: `0`, `1,000 – < 10,000`, `≥ 10`. */
export const decadeRange = (bucket: AmountBucket): string => bucketRange(bucket, localizeDecimal);

/**
 * An indexer's name (a token's symbol) as plain text for a chart: cut to `max` characters, every bidi
 * control or invisible character written as its marker (`[RLO]`), so an SVG cannot be turned around.
 */
export function plainName(text: string, max = 24): string {
  return markedText(text, max);
}

/** `what: a 1; b 2` — the figures of a chart in one sentence, for its description. */
export function figuresSentence(what: string, figures: readonly { name: string; value: string }[]): string {
  if (figures.length === 0) return `${what}: none.`;
  return `${what}: ${figures.map((f) => `${f.name} ${f.value}`).join('; ')}.`;
}

/** `3 accounts`, `1 account`. */
export const accounts = (n: number): string => `${formatCount(n)} account${n === 1 ? '' : 's'}`;
