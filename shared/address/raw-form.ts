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
 * The normalised raw form with its 64 hex digits written out: V8 runs the counted repeat `{64}` as a
 * counting loop, several times slower than the same class written 64 times (shared/api/fast-regex.ts,
 * which this folder cannot import, does the same rewrite for the schemas). Measured on 100,000
 * addresses: 55-130 ms with `{64}`, 9-40 ms written out, 44-90 ms for a charCodeAt loop. The bridge's
 * argument of a parsed raw address is checked with it too.
 */
export const NORMALISED_RAW = new RegExp(`^(?:0|-1):${'[0-9A-F]'.repeat(64)}$`);

/**
 * Whether `text` is exactly an address in the normalised raw form (`wc:UPPERHEX`, workchain 0 or -1).
 * The client and the scheduler ask it of every address of every batch.
 */
export function isNormalisedRaw(text: string): boolean {
  return NORMALISED_RAW.test(text);
}
