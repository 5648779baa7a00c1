/**
 * Corrections for a mistyped user-friendly address: the valid addresses one edit away — one character
 * wrong (a swapped O/0 or I/l first), missing, extra, or two neighbours swapped — each verified by the
 * address's own CRC-16 and flag bytes, so nothing is offered that is not a real address form. A
 * 48-character address carries 16 checksum bits, so a chance match among the ~3,000 neighbours of one
 * typo is rare, and every candidate is listed for the person to choose, never applied silently.
 *
 * Raw addresses (`0:<hex>`) carry no checksum: a correction could not be verified, so none is offered.
 */
import { FRIENDLY_LENGTH, URL_SAFE_ALPHABET as URL_SAFE, crc16Xmodem, parseAddress } from './address-codec';

const STANDARD = `${URL_SAFE.slice(0, 62)}+/`;

/** Characters people confuse (and fonts draw alike): tried first, listed first. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  O: '0o',
  '0': 'Oo',
  o: '0O',
  I: 'l1',
  l: 'I1',
  '1': 'lI',
  S: '5',
  '5': 'S',
  B: '8',
  '8': 'B',
  Z: '2',
  '2': 'Z',
};

/** Letters of other scripts (and full-width forms) that stand in for Latin ones in a pasted address. */
const FOREIGN_LOOK_ALIKES: Readonly<Record<string, string>> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  Ο: 'O',
  ο: 'o',
  Ι: 'I',
};

/** One correction: the valid address, and what was changed to get it. */
export interface TypoCorrection {
  /** The corrected address, as the user would have typed it (same alphabet and flags where kept). */
  readonly address: string;
  /** For a person: `“O” at position 12 → “0”`. */
  readonly change: string;
}

/**
 * The valid addresses one edit away from `input`, look-alike substitutions first, at most `max`.
 * Empty when `input` is valid already, is raw, or is not close to a 48-character friendly address.
 */
export function typoCorrections(input: string, max = 5): TypoCorrection[] {
  const text = input.trim();
  if (text.length < FRIENDLY_LENGTH - 1 || text.length > FRIENDLY_LENGTH + 1) return [];
  if (parseAddress(text).ok) return [];
  const chars = [...text];
  if (chars.length !== text.length) return [];
  const alphabet = /[+/]/.test(text) ? STANDARD : URL_SAFE;
  const foreign = chars.flatMap((c, i) => (alphabet.includes(c) ? [] : [i]));
  // More than one character outside the alphabet is more than one edit.
  if (foreign.length > 1) return [];

  const found = new Map<string, TypoCorrection>();
  const offer = (candidate: string, change: string) => {
    if (found.size >= max || found.has(candidate) || !checksumMatches(candidate, alphabet)) return;
    if (parseAddress(candidate).ok) found.set(candidate, { address: candidate, change });
  };
  for (const [candidate, change] of candidates(text, alphabet, foreign[0])) {
    offer(candidate, change);
    if (found.size >= max) break;
  }
  return [...found.values()];
}

/** Every text one edit from `text`, most likely first. `foreign`: the one position outside the alphabet. */
function* candidates(
  text: string,
  alphabet: string,
  foreign: number | undefined,
): Generator<[string, string]> {
  const n = text.length;
  const at = (i: number) => `position ${i + 1}`;
  const replace = (i: number, c: string): [string, string] => [
    text.slice(0, i) + c + text.slice(i + 1),
    `“${text[i]}” at ${at(i)} → “${c}”`,
  ];
  if (n === FRIENDLY_LENGTH) {
    if (foreign !== undefined) {
      const latin = FOREIGN_LOOK_ALIKES[text[foreign]!];
      if (latin) yield replace(foreign, latin);
      for (const c of alphabet) yield replace(foreign, c);
      return;
    }
    for (let i = 0; i < n; i++) for (const c of LOOK_ALIKES[text[i]!] ?? '') yield replace(i, c);
    for (let i = 0; i < n; i++) for (const c of alphabet) if (c !== text[i]) yield replace(i, c);
    for (let i = 0; i + 1 < n; i++) {
      if (text[i] === text[i + 1]) continue;
      yield [
        text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2),
        `“${text[i]}${text[i + 1]}” at ${at(i)} → “${text[i + 1]}${text[i]}”`,
      ];
    }
  } else if (n === FRIENDLY_LENGTH + 1) {
    const positions = foreign !== undefined ? [foreign] : [...Array(n).keys()];
    for (const i of positions)
      yield [text.slice(0, i) + text.slice(i + 1), `extra “${text[i]}” at ${at(i)} removed`];
  } else if (foreign === undefined) {
    for (let i = 0; i <= n; i++)
      for (const c of alphabet) yield [text.slice(0, i) + c + text.slice(i), `“${c}” added at ${at(i)}`];
  }
}

/** Whether 48 characters decode to 36 bytes whose flag bytes are an address's and whose CRC-16 matches. */
function checksumMatches(candidate: string, alphabet: string): boolean {
  if (candidate.length !== FRIENDLY_LENGTH) return false;
  const bytes = new Uint8Array(36);
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < FRIENDLY_LENGTH; i++) {
    const v = alphabet.indexOf(candidate[i]!);
    if (v < 0) return false;
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[o++] = (value >> bits) & 0xff;
    }
  }
  const tag = bytes[0]! & 0x7f;
  if (tag !== 0x11 && tag !== 0x51) return false;
  if (bytes[1] !== 0x00 && bytes[1] !== 0xff) return false;
  const crc = crc16Xmodem(bytes.subarray(0, 34));
  return crc === ((bytes[34]! << 8) | bytes[35]!);
}

/** Punctuation a message puts around an address (`“UQ…,”`): not part of what is corrected. */
const AROUND = /^[\s"'“”‘’«»()[\]<>.,;!?]+|[\s"'“”‘’«»()[\]<>.,;!?]+$/gu;

/** The address part of a pasted token (its surrounding punctuation left out), and where it starts in it. */
export function correctablePart(input: string): { text: string; offset: number } {
  const text = input.replace(AROUND, '');
  return { text, offset: input.indexOf(text) };
}

/** A correction and whether the index has its account: null while not known (not asked, or no answer). */
export interface CheckedCorrection extends TypoCorrection {
  readonly found: boolean | null;
}

/**
 * `corrections` with what the index says of each (`found`, by the corrected address), the ones it has
 * first and otherwise in {@link typoCorrections}' order: when two valid addresses are one edit away,
 * the one that exists is the likelier meaning.
 */
export function foundFirst(
  corrections: readonly TypoCorrection[],
  found: (address: string) => boolean | null,
): CheckedCorrection[] {
  const checked = corrections.map((c) => ({ ...c, found: found(c.address) }));
  return [...checked.filter((c) => c.found === true), ...checked.filter((c) => c.found !== true)];
}

/**
 * What a person must be told when one typo has several valid corrections, or null for one or none:
 * `2 valid addresses are one edit away — check with the customer`. The checksum cannot tell which was
 * meant; only the person who wrote it can.
 */
export function ambiguousCorrectionsNote(count: number): string | null {
  return count < 2 ? null : `${count} valid addresses are one edit away — check with the customer`;
}
