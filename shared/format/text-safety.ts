/**
 * Server text that may deceive a reader: bidirectional controls (an RLO turns `gnp.exe` around),
 * invisible characters (zero-width spaces, joiners, tags, controls) and words that mix Latin with
 * Cyrillic or Greek look-alikes (`tеther.ton` with a Cyrillic `е`). Pure: the renderer marks such
 * text with the warning, the CLI and exports keep it as data. Work is bounded by `limit`, never by the
 * length of the text: a 10 MB description costs what its first `limit` characters cost.
 */

/** Bidirectional formatting characters, by their Unicode short names. */
const BIDI_NAMES: Readonly<Record<string, string>> = {
  '\u061C': 'ALM',
  '\u200E': 'LRM',
  '\u200F': 'RLM',
  '\u202A': 'LRE',
  '\u202B': 'RLE',
  '\u202C': 'PDF',
  '\u202D': 'LRO',
  '\u202E': 'RLO',
  '\u2066': 'LRI',
  '\u2067': 'RLI',
  '\u2068': 'FSI',
  '\u2069': 'PDI',
};

/** The ones that reorder what follows them (not just mark a direction). */
const OVERRIDES: ReadonlySet<string> = new Set(['\u202D', '\u202E']);

/**
 * Characters that take no visible space: format characters (zero-width space and joiners, word joiner,
 * BOM, soft hyphen, tags), controls other than tab and line breaks, the combining grapheme joiner
 * (U+034F: a mark that draws nothing), and blanks that are not spaces (Hangul fillers, the braille
 * pattern blank U+2800).
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\p{Cf}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u115F\u1160\u2800\u3164\uFFA0]|\u034F/u;

/** Control characters and line or paragraph separators: a name is one line. */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/u;
/** Joiners a name may hold between visible characters (emoji sequences, Persian and Indic text). */
const JOINERS: ReadonlySet<string> = new Set(['\u200C', '\u200D']);

/** Scripts a Latin name can be imitated with, letter for letter. */
const LOOK_ALIKE_SCRIPTS = [
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
] as const;
const LATIN = /\p{Script=Latin}/u;
/** A run of letters (and marks) — one word, as a reader sees it. */
const WORD = /[\p{L}\p{M}]+/gu;

/** How many characters are examined when no limit is given. */
export const TEXT_SAFETY_LIMIT = 4096;

/** What {@link checkTextSafety} found. */
export interface TextSafety {
  /** Short names of the bidirectional controls found (`RLO`, `LRI`, …), each once, in order of appearance. */
  readonly bidi: readonly string[];
  /** A control that reverses the text after it (RLO, LRO). */
  readonly override: boolean;
  /** Invisible characters (not counting the bidirectional controls). */
  readonly hidden: number;
  /** Scripts mixed with Latin inside one word (`Cyrillic`), each once. */
  readonly mixedWith: readonly string[];
  /** Only the first `limit` characters were examined (the text is longer). */
  readonly partial: boolean;
  /** One sentence for a person, or null when nothing was found. */
  readonly warning: string | null;
}

/** True for a character {@link visibleText} shows as a marker (a bidi control or an invisible character). */
export function isConcealing(char: string): boolean {
  return char in BIDI_NAMES || HIDDEN.test(char);
}

/** The warning sentence of what was found. */
function warningOf(found: Omit<TextSafety, 'warning'>): string | null {
  const parts: string[] = [];
  if (found.mixedWith.length > 0)
    parts.push(`mixes Latin and ${found.mixedWith.join(' and ')} letters — may imitate another name`);
  if (found.override) parts.push('contains a right-to-left override (it can show text in reverse)');
  else if (found.bidi.length > 0) parts.push(`contains text-direction controls (${found.bidi.join(', ')})`);
  if (found.hidden > 0)
    parts.push(`contains ${found.hidden} hidden character${found.hidden === 1 ? '' : 's'}`);
  if (parts.length === 0) return null;
  const sentence = parts.join('; ');
  return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}${found.partial ? ' (in the part checked)' : ''}.`;
}

/** Scripts mixed with Latin within a word of `text`. */
function mixedScripts(text: string): string[] {
  const mixed = new Set<string>();
  for (const [word] of text.matchAll(WORD)) {
    if (!LATIN.test(word)) continue;
    for (const [name, pattern] of LOOK_ALIKE_SCRIPTS) if (pattern.test(word)) mixed.add(name);
  }
  return [...mixed];
}

/**
 * What in the first `limit` characters of `text` could deceive a reader. The rest of a longer text is
 * not shown either (the renderer shows at most `limit` characters), so it is not examined.
 */
export function checkTextSafety(text: string, limit = TEXT_SAFETY_LIMIT): TextSafety {
  const partial = text.length > limit;
  const part = partial ? text.slice(0, limit) : text;
  const bidi: string[] = [];
  let override = false;
  let hidden = 0;
  for (const char of part) {
    const name = BIDI_NAMES[char];
    if (name !== undefined) {
      if (!bidi.includes(name)) bidi.push(name);
      override ||= OVERRIDES.has(char);
    } else if (HIDDEN.test(char)) hidden += 1;
  }
  const found = { bidi, override, hidden, mixedWith: mixedScripts(part), partial };
  return { ...found, warning: warningOf(found) };
}

/** A piece of {@link visibleText}: plain text, or a marker standing for a concealing character. */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'marker'; text: string; code: string };

/**
 * `text` cut into plain runs and markers: each bidi control or invisible character becomes a marker
 * (`RLO`, `U+200B`) so a reader sees it rather than its effect. Call it on already shortened text.
 */
export function visibleText(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let run = '';
  for (const char of text) {
    if (!isConcealing(char)) {
      run += char;
      continue;
    }
    if (run) pieces.push({ kind: 'text', text: run });
    run = '';
    const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    pieces.push({ kind: 'marker', text: BIDI_NAMES[char] ?? code, code });
  }
  if (run) pieces.push({ kind: 'text', text: run });
  return pieces;
}

/**
 * The first `max` characters of `text` (never splitting a surrogate pair) and whether it was cut.
 * Costs `max`, not the text's length.
 */
export function shortenText(text: string, max: number): { shown: string; cut: boolean } {
  if (text.length <= max) return { shown: text, cut: false };
  let end = max;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return { shown: text.slice(0, end), cut: true };
}

/**
 * An indexer's text as plain text for a place that cannot hold markup (a chart's label, a badge, a
 * title): cut to `max` characters, every bidi control or invisible character written as its marker
 * (`[RLO]`, `[U+001B]`), so it can neither turn the text around it nor hide anything.
 */
export function markedText(text: string, max: number): string {
  const { shown, cut } = shortenText(text, max);
  const plain = visibleText(shown)
    .map((piece) => (piece.kind === 'text' ? piece.text : `[${piece.text}]`))
    .join('');
  return cut ? `${plain}…` : plain;
}

/** A character a name may not hold, and what it is, in words. */
export interface NameProblem {
  /** `U+202E`. */
  readonly code: string;
  /** `a right-to-left override (RLO), which shows the text after it in reverse`. */
  readonly what: string;
}

/** Combining marks one character may carry in a name: more pile up over the line above (Zalgo text). */
export const MAX_MARKS_ON_ONE = 4;

/** Variation selectors: emoji or text presentation (U+FE0E, U+FE0F), the standardised ones, the ideographic. */
const PRESENTATION_SELECTOR = /[\uFE0E\uFE0F]/u;
const STANDARD_SELECTOR = /[\uFE00-\uFE0D]/u;
const IDEOGRAPHIC_SELECTOR = /[\u{E0100}-\u{E01EF}]/u;
const EMOJI = /\p{Emoji}/u;
const IDEOGRAPH = /\p{Ideographic}/u;
const MATH_SYMBOL = /\p{Sm}/u;
const MARK = /\p{M}/u;

/**
 * Whether `selector` (a variation selector) follows a character it can change: U+FE0E/U+FE0F an emoji
 * (❤️, keycaps 1️⃣), U+FE00–FE0D an ideograph or a mathematical symbol (their standardised variants),
 * U+E0100–E01EF an ideograph (the Ideographic Variation Database). Anywhere else it changes nothing a
 * reader sees and only makes two names that look the same differ.
 */
function selectorFits(selector: string, before: string | undefined): boolean {
  if (before === undefined || MARK.test(before)) return false;
  if (PRESENTATION_SELECTOR.test(selector)) return EMOJI.test(before);
  if (STANDARD_SELECTOR.test(selector)) return IDEOGRAPH.test(before) || MATH_SYMBOL.test(before);
  return IDEOGRAPHIC_SELECTOR.test(selector) && IDEOGRAPH.test(before);
}

/** A variation selector (it does not count as a mark piled on a character). */
function isSelector(char: string): boolean {
  return PRESENTATION_SELECTOR.test(char) || STANDARD_SELECTOR.test(char) || IDEOGRAPHIC_SELECTOR.test(char);
}

/** What is wrong with `chars[i]` in a name, in words, or null. */
function charProblem(chars: readonly string[], i: number): string | null {
  const char = chars[i]!;
  if (LINE_BREAKING.test(char)) return 'a control character or line break';
  const bidi = BIDI_NAMES[char];
  if (bidi !== undefined)
    return OVERRIDES.has(char)
      ? `a direction override (${bidi}), which shows the text after it in reverse`
      : `a text-direction control (${bidi})`;
  const between =
    i > 0 && i < chars.length - 1 && !isConcealing(chars[i - 1]!) && !isConcealing(chars[i + 1]!);
  if (JOINERS.has(char) && between) return null;
  if (char === '\u2800') return 'a braille pattern blank, which looks like an empty space';
  if (HIDDEN.test(char)) return 'an invisible character';
  if (isSelector(char) && !selectorFits(char, chars[i - 1]))
    return 'a variation selector after a character it cannot change (it shows nothing)';
  return null;
}

/**
 * The first character that keeps `text` from being a name a person reads as it is — a label, a profile
 * name, a file name — or null: a control character or line break (NUL, tab, newline), a bidirectional
 * control (an RLO turns `gnp.exe` around), an invisible character (zero-width space, soft hyphen, tag
 * characters, BOM, combining grapheme joiner, Hangul filler), the braille blank (looks empty), a
 * variation selector after a character it cannot change, or more than {@link MAX_MARKS_ON_ONE} combining
 * marks on one character. The zero-width joiner and non-joiner are allowed between visible characters,
 * where emoji sequences and Persian text need them; an emoji keeps its U+FE0F.
 */
export function nameProblem(text: string): NameProblem | null {
  const chars = Array.from(text);
  let marks = 0;
  for (const [i, char] of chars.entries()) {
    const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    const what = charProblem(chars, i);
    if (what) return { code, what };
    // Vietnamese needs 2 marks on a letter, pointed Hebrew and Tibetan stacks up to 4.
    if (!isSelector(char)) marks = MARK.test(char) ? marks + 1 : 0;
    if (marks > MAX_MARKS_ON_ONE)
      return {
        code,
        what: `combining mark ${marks} on one character — at most ${MAX_MARKS_ON_ONE} are allowed`,
      };
  }
  return null;
}

/**
 * Why `text` cannot be used as `what` (`a label`, `a profile name`, `a file name`), in a sentence, or
 * null: `a label is one line of visible text: U+202E (a direction override (RLO), …) is not allowed`.
 */
export function nameProblemMessage(text: string, what: string): string | null {
  const problem = nameProblem(text);
  return problem && `${what} is one line of visible text: ${problem.code} (${problem.what}) is not allowed`;
}
