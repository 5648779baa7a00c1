/**
 * Formula neutralisation for cells a spreadsheet will read (CSV files, tab-separated clipboard text).
 *
 * Text from the indexer (token names, domains, metadata) is untrusted: a cell that starts with `=`,
 * `+`, `-` or `@` — or a tab, CR or LF — is evaluated as a formula by Excel, LibreOffice and Google
 * Sheets (CSV injection: `=HYPERLINK(…)`, `+cmd|…`, `-2+3`, `@SUM(…)`). Following OWASP, such a cell
 * gets a single quote in front, which makes every one of them read it as text. Also covered: the same
 * characters after leading spaces (some importers trim before deciding), their full-width forms
 * (`＝＋－＠`, which East-Asian Excel locales treat as formula starts), and text that already starts
 * with quotes followed by one of them (so the rule can be undone exactly, see {@link restoreCell}).
 *
 * Our own values are treated the same, with no exceptions: of what we produce, only a masterchain raw
 * address (`-1:…`) and a Base64 hash beginning with `+` start with a trigger. Unquoted, a spreadsheet
 * reads `-1:E567…` as a formula (an error cell) — the address would be lost. Quoted it reads
 * `'-1:E567…`: the app's own address parser accepts that as typed (it strips surrounding quotes), and
 * the user-friendly columns hold the same account in forms that never start with a trigger
 * (`E`/`U`/`k`/`0` first), so they are never quoted. Balances never start with one (never negative).
 */

/** A formula trigger, possibly after whitespace; or a leading tab/CR/LF on its own. */
const TRIGGER = String.raw`(?:\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])`;

/** Cells that need the quote: any number of quotes (possibly none), then a trigger. */
const NEEDS_QUOTE = new RegExp(`^'*${TRIGGER}`, 'u');

/** The quote that neutralises a cell. */
export const NEUTRALISING_PREFIX = "'";

/** Whether a spreadsheet could read `text` as a formula (or it starts with quotes before a trigger). */
export function needsNeutralising(text: string): boolean {
  return NEEDS_QUOTE.test(text);
}

/**
 * `text` as a spreadsheet cell that is never a formula: `=1+2` → `'=1+2`, `-1:E5…` → `'-1:E5…`; text
 * that needs nothing is returned as it is. Exactly undone by {@link restoreCell}.
 */
export function neutraliseCell(text: string): string {
  return NEEDS_QUOTE.test(text) ? NEUTRALISING_PREFIX + text : text;
}

/**
 * The value {@link neutraliseCell} was given: removes the one quote it adds, and only where it adds
 * one (a quote followed by `'*` and a trigger), so text that merely starts with a quote (`'hello`)
 * comes back unchanged. For reading our CSV or TSV back into data.
 */
export function restoreCell(cell: string): string {
  return cell.startsWith(NEUTRALISING_PREFIX) && NEEDS_QUOTE.test(cell.slice(1)) ? cell.slice(1) : cell;
}
