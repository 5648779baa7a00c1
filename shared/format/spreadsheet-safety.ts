/**
 * Formula neutralisation for cells a spreadsheet will read (CSV files, tab-separated clipboard text),
 * without changing the data a user copies back out of the spreadsheet.
 *
 * Text from the indexer (token names, domains, metadata) is untrusted: a cell that starts with `=`,
 * `+`, `-` or `@` — or a tab, CR or LF — is evaluated as a formula by Excel, LibreOffice and Google
 * Sheets (CSV injection: `=HYPERLINK(…)`, `+cmd|…`, `-2+3`, `@SUM(…)`). Also covered: the same
 * characters after leading spaces (some importers trim before deciding), their full-width forms
 * (`＝＋－＠`, which East-Asian Excel locales treat as formula starts), and text that already starts
 * with quotes followed by one of them (so the rule can be undone exactly, see {@link restoreCell}).
 *
 * Our own values start with a trigger too: a Base64 hash may begin with `+` (`+Ycxjy…=`, one hash in
 * 64) and a masterchain raw address with `-` (`-1:E567…`). Such a cell is written in one of two ways:
 *
 * - **As a text formula, `="+Ycxjy…="`**, when it is short (≤ 255 characters, Excel's limit for text
 *   in a formula) and made only of letters, digits and `+ / = _ : . -` — every hash, raw address,
 *   amount and lt is, and so is an indexer text like `-2+3`. A spreadsheet shows the text itself, and
 *   copying the cell copies it exactly; nothing is evaluated, because without a `"` the value cannot
 *   leave the string literal. (LibreOffice does this when "Evaluate formulas" is on in its CSV import,
 *   which `shared/export/spreadsheet-exact.sys.test.ts` checks; with it off it shows the `="…"` around.)
 * - **With a leading `'`** (OWASP's rule), for everything else: free text such as
 *   `=HYPERLINK("…")`. Spreadsheets importing a CSV keep the quote visible — acceptable for text that
 *   was never meant to be a formula, and the reason the exact values above are not quoted this way:
 *   `'+Ycxjy…` copied out of a spreadsheet is not the hash.
 *
 * Why not a second, plain "data" CSV instead: the clipboard text for a spreadsheet has only one form,
 * and the JSON export already is the plain data file. {@link restoreCell} undoes both forms exactly,
 * so our own CSV and TSV read back to the same data (read-back.ts).
 */

/** A formula trigger, possibly after whitespace; or a leading tab/CR/LF on its own. */
const TRIGGER = String.raw`(?:\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])`;

/** Cells that need the quote: any number of quotes (possibly none), then a trigger. */
const NEEDS_QUOTE = new RegExp(`^'*${TRIGGER}`, 'u');

/** Values that may be written as a text formula: no quote, space or bracket can end the string literal. */
const TEXT_FORMULA_SAFE = /^[A-Za-z0-9+/=_:.-]{1,255}$/;

/** A text formula as {@link neutraliseCell} writes it. */
const TEXT_FORMULA = /^="([A-Za-z0-9+/=_:.-]{1,255})"$/;

/** The quote that neutralises free text. */
export const NEUTRALISING_PREFIX = "'";

/** Whether a spreadsheet could read `text` as a formula (or it starts with quotes before a trigger). */
export function needsNeutralising(text: string): boolean {
  return NEEDS_QUOTE.test(text);
}

/**
 * `text` as a spreadsheet cell that evaluates nothing: `+Ycxjy…=` → `="+Ycxjy…="` (shown and copied
 * exactly), `=HYPERLINK("…")` → `'=HYPERLINK("…")`; text that needs nothing is returned as it is.
 * Exactly undone by {@link restoreCell}.
 */
export function neutraliseCell(text: string): string {
  if (!NEEDS_QUOTE.test(text)) return text;
  return TEXT_FORMULA_SAFE.test(text) ? `="${text}"` : NEUTRALISING_PREFIX + text;
}

/**
 * The value {@link neutraliseCell} was given: unwraps a text formula it wrote, removes the one quote it
 * adds — each only where it adds one (a cell that merely starts with a quote, `'hello`, comes back
 * unchanged; a `="…"` it did not write cannot occur, since such text starts with `=` and holds `"`, so
 * it is quoted instead). For reading our CSV or TSV back into data.
 */
export function restoreCell(cell: string): string {
  const formula = TEXT_FORMULA.exec(cell);
  if (formula && NEEDS_QUOTE.test(formula[1]!)) return formula[1]!;
  return cell.startsWith(NEUTRALISING_PREFIX) && NEEDS_QUOTE.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** A cell a spreadsheet evaluates: a trigger first (after spaces too), or a leading tab/CR/LF. */
const STARTS_FORMULA = new RegExp(`^${TRIGGER}`, 'u');

/**
 * Whether a written cell evaluates nothing in a spreadsheet: it does not start a formula, or it is
 * exactly a text formula as {@link neutraliseCell} writes it (a string literal and nothing else).
 */
export function isInertCell(cell: string): boolean {
  if (!STARTS_FORMULA.test(cell)) return true;
  const formula = TEXT_FORMULA.exec(cell);
  return formula !== null && NEEDS_QUOTE.test(formula[1]!);
}
