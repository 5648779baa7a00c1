/**
 * The Latin skeleton of a text, after Unicode's confusable detection (UTS #39): two texts a reader
 * takes for the same Latin word have the same skeleton. Compatibility forms are decomposed (NFKD:
 * full-width Ｕ, mathematical 𝐔 and circled Ⓤ are U), combining marks dropped (Ť, U + U+0308 are T, U),
 * characters that look like Latin letters or digits replaced by them (Greek Ν, Lisu ꓢ, Armenian Տ,
 * Canadian ᑌ, Cyrillic ԁ; the table in generated/latin-confusables.ts, from TR39 with a few additions:
 * 5 and $ for S, small capitals), then lower-cased, and everything but Latin letters and digits dropped
 * (spaces, punctuation, invisible characters). TR39's own 0 → O and 1, I → l make `N0T` read `NOT`.
 *
 * Not for showing: the skeleton of `m` is `rn`. Pure; the table is ~2.5 KB gzip, so it stays on the
 * renderer's first screen, where the look-alike mark is drawn.
 */
import { LATIN_CONFUSABLES } from './generated/latin-confusables';

/** How many characters of a text the skeleton reads: a name longer than this is not read further. */
export const SKELETON_LIMIT = 1024;

let table: Map<string, string> | null = null;
/** The table by character, built on first use. */
function confusables(): Map<string, string> {
  if (!table) {
    table = new Map();
    for (const [latin, chars] of Object.entries(LATIN_CONFUSABLES))
      for (const c of chars) table.set(c, latin);
  }
  return table;
}

const MARK = /\p{M}/u;
const KEPT = /^[a-z0-9]$/;

/** The skeleton of the first {@link SKELETON_LIMIT} characters of `text`: `U$D₮`, `ꓴꓢꓓꓔ` → `usdt`. */
export function latinSkeleton(text: string): string {
  const map = confusables();
  let latin = '';
  for (const char of text.slice(0, SKELETON_LIMIT).normalize('NFKD'))
    if (!MARK.test(char)) latin += map.get(char) ?? char;
  let out = '';
  for (const char of latin.toLowerCase()) if (KEPT.test(char)) out += char;
  return out;
}
