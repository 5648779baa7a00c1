/**
 * Shard ids. API v3 writes the unsigned 64-bit id as upper-case hex without zero padding
 * (`"8000000000000000"`, a basechain shard may be `"800000000000000"`); API v2 and tonlib write the
 * signed 64-bit decimal (`"-9223372036854775808"`). docs/indexer-api.md §3.3.
 */

const U64 = 1n << 64n;

/**
 * Any shard spelling as 16-digit upper-case hex: `"8000000000000000"` and `"-9223372036854775808"` both
 * give `"8000000000000000"`; `"800000000000000"` gives `"0800000000000000"`. Null when the text is
 * neither form or out of the 64-bit range.
 *
 * The two spellings overlap for short digit-only strings, so the rule is: a leading minus sign, or
 * more than 16 characters, means signed decimal (every v2 shard with the top bit set is negative, and
 * every other real shard id has at least 17 decimal digits); anything else is v3 hex.
 */
export function shardToHex(shard: string | number | bigint): string | null {
  let value: bigint;
  if (typeof shard === 'bigint') value = shard;
  else if (typeof shard === 'number') {
    // A JS number cannot hold most shard ids exactly; only accept the ones it can.
    if (!Number.isSafeInteger(shard)) return null;
    value = BigInt(shard);
  } else if (/^-\d{1,20}$/.test(shard) || /^\d{17,20}$/.test(shard)) value = BigInt(shard);
  else if (/^[0-9A-Fa-f]{1,16}$/.test(shard)) value = BigInt(`0x${shard}`);
  else return null;
  if (value < -(1n << 63n) || value >= U64) return null;
  const unsigned = value < 0n ? value + U64 : value;
  return unsigned.toString(16).toUpperCase().padStart(16, '0');
}
