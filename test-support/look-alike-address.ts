/**
 * A look-alike of an address for tests (shared/address/look-alike-address.ts): made the way a scammer
 * grinds one out, so tests need no stored vector.
 */
import { crc16Xmodem } from '../shared/address/address-codec';

/** Upper-case hex of `bytes`. */
const hex = (bytes: Uint8Array) =>
  [...bytes]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

/**
 * A poisoned address for `raw` (a basechain address), ground out as a scammer would: the same first
 * and last hash bytes (the ends a wallet app shows, with the checksum), every byte between them drawn
 * anew (a fixed `seed`: the same address each run; another seed, another look-alike) until the checksum
 * comes out the same.
 */
export function poisoned(raw: string, seed = 0x9e3779b9): string {
  const hash = Uint8Array.from(Buffer.from(raw.slice(2), 'hex'));
  const bytes = new Uint8Array(34);
  bytes[0] = 0x51;
  bytes.set(hash, 2);
  const target = crc16Xmodem(bytes, 34);

  for (let n = 0; n < 1 << 24; n++) {
    for (let i = 3; i < 33; i++) {
      // xorshift32: cheap, and the same sequence every run.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      bytes[i] = seed & 0xff;
    }
    if (crc16Xmodem(bytes, 34) === target) return `0:${hex(bytes.subarray(2))}`;
  }
  throw new Error('no look-alike found');
}
