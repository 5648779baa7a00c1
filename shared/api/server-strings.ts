/**
 * Every string an indexer sends is bounded where it is decoded, like free-form JSON (free-form.ts): a
 * 10 MB `status` or `interfaces` entry otherwise reaches every screen, filter and table that shows the
 * account (a 9.4–30 s main-thread task in the page, 52 MB printed by the CLI's table). Two kinds of
 * bound, by what the string is:
 *
 * - **Text** (a status, an interface or token type name, a domain, a token's name, symbol, description
 *   or image URL) is cut past its bound, and a note starting with {@link CUT_NOTE_PREFIX} says how much
 *   was cut, so a cut text never looks whole. The cut text, note included, fits the bound: cutting
 *   again changes nothing (the log re-reads what it stored through the same schemas).
 * - **Exact values** (a BoC, an address form, a map key) are never cut — a cut BoC or address would be
 *   copied broken: past its bound the answer does not match the API, like any other wrong value.
 *
 * The bounds are far above anything a real indexer sends (docs/indexer-api.md §4.4): the four statuses
 * are at most 8 characters, interface names about 20, and an account's state is at most 65,536 cells.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { CUT_NOTE_PREFIX } from './free-form';
import { groupedInteger } from '../grouped-integer';

/** Longest status kept (`active`, `uninit`, `frozen`, `nonexist`; an unknown one is shown as written). */
export const STATUS_MAX_CHARS = 128;
/** Longest name kept of one interface (`wallet_v4r2`) or token type (`jetton_masters`). */
export const NAME_MAX_CHARS = 128;
/** Most interfaces kept of one account or address-book entry (real ones have one to three). */
export const INTERFACES_MAX = 64;
/**
 * Longest free text kept — a domain, a token's name, symbol, description or image URL. These are shown
 * cut to a few hundred characters with "Show whole" and "Copy whole" (renderer/ui/server-text.tsx), so
 * the bound only stops a text from taking all of an answer's memory.
 */
export const FREE_TEXT_MAX_CHARS = 16 * 1024 * 1024;
/** Longest error message kept from an error answer (`{"error": …}`); it is shown in a sentence. */
export const ERROR_MESSAGE_MAX_CHARS = 500;
/** Longest address form or key of the address book and metadata (a raw address is at most 68). */
export const ADDRESS_TEXT_MAX_CHARS = 128;
/**
 * Longest BoC text: an account's state is at most 65,536 cells of 1,023 bits (the mainnet's config
 * parameter 43), about 9 MB as a BoC and 12 MB in Base64.
 */
export const BOC_MAX_CHARS = 16 * 1024 * 1024;

/** The note that ends a cut text: `[cut by the explorer: 10,485,632 more characters]`. */
function cutNote(more: number, what: string): string {
  return `${CUT_NOTE_PREFIX}${groupedInteger(more)} more ${what}]`;
}

/**
 * `text` itself when it has at most `max` characters; otherwise its start and a note saying how many
 * characters were cut, together at most `max` long (never splitting a surrogate pair).
 */
export function cutServerText(text: string, max: number): string {
  if (text.length <= max) return text;
  // The note's length depends on the count, which depends on where the cut is: the longest count
  // (the whole text's length) bounds it.
  let end = Math.max(0, max - cutNote(text.length, 'characters').length);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + cutNote(text.length - end, 'characters');
}

/** A string from the indexer that is text: kept up to `max` characters, cut past it with a note. */
export const boundedText = (max: number) => z.string().transform((text) => cutServerText(text, max));

/** `items` itself when there are at most `max`; otherwise the first ones and a note, `max` in all. */
function cutList(items: string[], max: number, what: string): string[] {
  if (items.length <= max) return items;
  return [...items.slice(0, max - 1), cutNote(items.length - max + 1, what)];
}

/** A list of interface names, each bounded, at most {@link INTERFACES_MAX} of them (the rest noted). */
export const interfaceNames = lazySchema(() =>
  z.array(boundedText(NAME_MAX_CHARS)).transform((names) => cutList(names, INTERFACES_MAX, 'interfaces')),
);

/** An exact string (an address form, a map key) of at most `max` characters; longer is refused. */
export const exactText = (max: number, what: string) =>
  z.string().max(max, { error: `expected ${what} of at most ${groupedInteger(max)} characters` });
