/**
 * The raw form of an address — the one definition of it, which every schema of a raw address uses —
 * and the normalised raw form `parseAddress` hands out (`"0:UPPERHEX"`, `"-1:UPPERHEX"`), recognised
 * without parsing: code that receives addresses someone already parsed (the bulk scheduler, the
 * client's one-request call) checks the form and moves on instead of parsing each one again.
 */

/** A raw address as the indexer writes it and the project passes it on: `<workchain>:<64 upper-case hex digits>`. */
export const RAW_ADDRESS = /^-?\d{1,3}:[0-9A-F]{64}$/;

/** The same in either case of hex: what a caller may hand over (the bridge, a get-method request). */
export const RAW_ADDRESS_ANY_CASE = new RegExp(RAW_ADDRESS.source, 'i');

/**
 * Whether `text` is exactly an address in the normalised raw form (`wc:UPPERHEX`, workchain 0 or -1).
 * Read character by character, not by {@link RAW_ADDRESS}: the client and the scheduler ask it of every
 * address of every batch, and V8 runs the counted repeat `{64}` several times slower than this loop.
 */
export function isNormalisedRaw(text: string): boolean {
  const start = text.startsWith('0:') ? 2 : text.startsWith('-1:') ? 3 : 0;
  if (start === 0 || text.length !== start + 64) return false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // 0-9 or A-F
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 70))) return false;
  }
  return true;
}
