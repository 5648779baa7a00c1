/**
 * The table behind shared/format/latin-skeleton.ts, made from Unicode's confusables (UTS #39,
 * confusables.txt 13.0.0, as the npm package unhomoglyph 1.0.6 ships it in data.json): of its 6,311
 * mappings only those to Latin letters and digits are kept, and of those only the ones compatibility
 * decomposition (NFKD, which the skeleton applies first) and dropping combining marks do not already
 * give — so full-width and mathematical letters cost nothing here. What is left (about 600 characters,
 * ~3 KB gzip) is small enough for the renderer's first screen, where the look-alike mark is drawn.
 *
 * A few characters are added by hand ({@link SUPPLEMENT}), each with its reason. Pure: the generator
 * (scripts/generate-latin-confusables.ts) reads the data and writes the module; a unit test checks the
 * committed module is current.
 */

/** Characters added to Unicode's mappings, the letter each stands for, and why. */
export const SUPPLEMENT: ReadonlyArray<readonly [chars: string, latin: string, why: string]> = [
  ['5', 'S', 'a digit people and fonts confuse with S (as TR39 has 0 for O and 1 for l)'],
  ['$', 'S', 'the dollar sign stands for S in token names (U$DT)'],
  ['\u20B8', 'T', 'the tenge sign ₸ reads as T, as TR39 has the tugrik sign ₮'],
  ['\u10AE', 'U', 'Georgian capital PAR Ⴎ is drawn as U; TR39 13.0 does not list it'],
  // Latin small capitals are their own prototypes in TR39 (Cyrillic т, в, н fold to them), yet a word
  // written in them reads as capitals: ɴᴏᴛ is NOT.
  ['ᴀ', 'A', 'small capital'],
  ['ʙ', 'B', 'small capital'],
  ['ᴄ', 'C', 'small capital'],
  ['ᴅ', 'D', 'small capital'],
  ['ᴇ', 'E', 'small capital'],
  ['ꜰ', 'F', 'small capital'],
  ['ɢ', 'G', 'small capital'],
  ['ʜ', 'H', 'small capital'],
  ['ɪ', 'I', 'small capital'],
  ['ᴊ', 'J', 'small capital'],
  ['ᴋ', 'K', 'small capital'],
  ['ʟ', 'L', 'small capital'],
  ['ᴍ', 'M', 'small capital'],
  ['ɴ', 'N', 'small capital'],
  ['ᴏ', 'O', 'small capital'],
  ['ᴘ', 'P', 'small capital'],
  ['ʀ', 'R', 'small capital'],
  ['ꜱ', 'S', 'small capital'],
  ['ᴛ', 'T', 'small capital'],
  ['ᴜ', 'U', 'small capital'],
  ['ᴠ', 'V', 'small capital'],
  ['ᴡ', 'W', 'small capital'],
  ['ʏ', 'Y', 'small capital'],
  ['ᴢ', 'Z', 'small capital'],
  // The hand table the skeleton replaced (Cyrillic and Greek lower-case letters), where TR39 gives
  // a prototype that is not Latin.
  ['ĸк', 'k', 'Cyrillic ka (TR39: Latin kra ĸ)'],
  ['κ', 'k', 'Greek kappa'],
  ['м', 'm', 'Cyrillic em'],
  ['β', 'b', 'Greek beta (TR39: ß)'],
  ['ε', 'e', 'Greek epsilon'],
  ['χ', 'x', 'Greek chi'],
];

/** A mapping is kept when its target, after NFKD and without marks, is Latin letters and digits only. */
const LATIN = /^[A-Za-z0-9]+$/;
/** Hooks and dots TR39 writes beside a letter (`'T` for Ƭ, `·U` for ᑘ): the letter is what is read. */
const BESIDE = /['\u00B7]/g;
/** One ASCII character. */
// eslint-disable-next-line no-control-regex -- the whole ASCII range, controls included
const ASCII = /^[\u0000-\u007F]$/;

/** `text` decomposed (NFKD) without its combining marks: what the skeleton sees before the table. */
export function decomposed(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '');
}

/**
 * The table: each character (as the skeleton meets it, after NFKD) that looks like Latin letters or
 * digits, and those letters. `confusables` is TR39's mapping (source → prototype).
 */
export function latinConfusables(confusables: Readonly<Record<string, string>>): Map<string, string> {
  const raw = new Map<string, string>();
  for (const [source, prototype] of Object.entries(confusables)) raw.set(source, prototype);
  for (const [chars, latin] of SUPPLEMENT)
    for (const char of chars) if (!LATIN.test(resolve(raw, raw.get(char) ?? ''))) raw.set(char, latin);
  const table = new Map<string, string>();
  // A character that is its own decomposition first, so it wins over a compatibility form of it.
  const entries = [...raw].sort(([a], [b]) => Number(decomposed(b) === b) - Number(decomposed(a) === a));
  for (const [source, prototype] of entries) {
    const key = decomposed(source);
    const latin = resolve(raw, prototype);
    if ([...key].length !== 1 || key === latin || !LATIN.test(latin) || table.has(key)) continue;
    // An ASCII character maps only by its own entry (0 → O, I → l), never as what a compatibility
    // form decomposes to: long ſ is f-like, but every s must stay s.
    if (key !== source && ASCII.test(key)) continue;
    table.set(key, latin);
  }
  return table;
}

/** `prototype` followed through the mapping (a prototype may itself map on, as т → ᴛ → T). */
function resolve(raw: ReadonlyMap<string, string>, prototype: string): string {
  let text = decomposed(prototype).replace(BESIDE, '');
  for (let step = 0; step < 3; step++) {
    const next = [...text].map((c) => raw.get(c) ?? c).join('');
    const cleaned = decomposed(next).replace(BESIDE, '');
    if (cleaned === text) break;
    text = cleaned;
  }
  return text;
}

/** A string literal of `text`: visible characters as they are, anything else as `\u{…}`. */
function literal(text: string): string {
  let out = '';
  for (const char of text) {
    const visible = /^[\p{L}\p{N}\p{S}\p{P}]$/u.test(char) && !/['\\]/.test(char);
    out += visible ? char : `\\u{${char.codePointAt(0)!.toString(16).toUpperCase()}}`;
  }
  return `'${out}'`;
}

/** The generated module's text: the table grouped by the Latin text each character stands for. */
export function renderLatinConfusablesModule(table: ReadonlyMap<string, string>): string {
  const byLatin = new Map<string, string[]>();
  for (const [char, latin] of table) byLatin.set(latin, [...(byLatin.get(latin) ?? []), char]);
  const codePoint = (c: string) => c.codePointAt(0)!;
  const lines = [...byLatin]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([latin, chars]) => {
      const sorted = chars.sort((a, b) => codePoint(a) - codePoint(b)).join('');
      return `  ${literal(latin)}: ${literal(sorted)},`;
    });
  return [
    '// Generated by scripts/generate-latin-confusables.ts from Unicode confusables.txt 13.0.0 (UTS #39,',
    '// as npm unhomoglyph 1.0.6 ships it) with the additions in scripts/latin-confusables-table.ts.',
    '// Do not edit. To regenerate: npx tsx scripts/generate-latin-confusables.ts',
    '',
    '/**',
    ' * Characters that look like Latin letters or digits, by the Latin text they look like (`T`: Cyrillic',
    ' * Т, Greek Τ, Lisu ꓔ…). Only characters NFKD leaves as they are (without their combining marks).',
    ' */',
    'export const LATIN_CONFUSABLES: Readonly<Record<string, string>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}
