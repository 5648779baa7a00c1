/**
 * Text from the indexer (a status, an address-book form, a domain, an error message) and text the user
 * piped in are printed to a terminal, which obeys control sequences: an OSC 52 sequence writes the
 * clipboard, `ESC[2J` clears the screen, `ESC]0;…` sets the window title, a bidi override reverses
 * what follows. So nothing from outside reaches the terminal raw: control characters are shown as
 * visible escapes (`\x1b`), and JSON output carries them as `\uXXXX` (still the same JSON).
 */

/**
 * C0 controls (tab and line breaks included: one cell is one line), DEL, C1 controls (8-bit CSI and
 * OSC in some terminals), line/paragraph separators, and the bidi embeddings, overrides, isolates
 * and marks.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
/** The same, but the line breaks and tabs a multi-line output (CSV) legitimately holds stay. */
const CONTROL_KEEPING_LINES =
  // eslint-disable-next-line no-control-regex -- as above
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
/** What JSON.stringify leaves raw that a terminal may act on. */
const RAW_IN_JSON = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

const visible = (ch: string): string => {
  const code = ch.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** `text` safe to print as one line or cell: every control character shown as a visible escape. */
export function inert(text: string): string {
  return text.replace(CONTROL, visible);
}

/** A multi-line output (CSV to a terminal) made safe the same way, its own line breaks and tabs kept. */
export function inertKeepingLines(text: string): string {
  return text.replace(CONTROL_KEEPING_LINES, visible);
}

/**
 * JSON text with the characters `JSON.stringify` leaves raw but a terminal may act on (DEL, C1
 * controls, separators, bidi controls) written as `\uXXXX`: the same JSON value, inert on a terminal.
 */
export function inertJson(json: string): string {
  return json.replace(RAW_IN_JSON, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
