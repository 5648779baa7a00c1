/**
 * Address handling as ton-index-go does it (docs/indexer-api.md §4.2, [S3] `AccountAddressConverter`,
 * [S19] tonutils-go `ParseAddr`/`ParseRawAddr`): deliberately NOT @ton/core's `Address.parse`, because
 * the Go server is more lenient (it ignores the flag byte, so unknown tags pass) and that leniency is
 * part of what a client may meet. Formatting for the address book uses @ton/core (same bytes as tonutils).
 */
import { Address } from '@ton/core';

const URL_SAFE_48 = /^[A-Za-z0-9_-]{48}$/;
const HEX = /^[0-9A-Fa-f]*$/;
const DECIMAL_INT = /^[+-]?[0-9]+$/;

/** CRC16-XMODEM (poly 0x1021, init 0), the user-friendly address checksum. */
export function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The normalised form the server keys and prints accounts by: `<wc>:<64 upper-case hex>` (§4.2). */
export function rawAddress(workchain: number, hash: Uint8Array): string {
  return `${workchain}:${Buffer.from(hash).toString('hex').toUpperCase()}`;
}

function toInt8(byte: number): number {
  return byte > 127 ? byte - 256 : byte;
}

/** tonutils `ParseAddr`: URL-safe Base64 without padding, 36 bytes, valid CRC; the flag byte is not checked. */
function parseFriendly(value: string): string | null {
  // Go's base64 decoder skips CR and LF wherever they are.
  const text = value.includes('\n') || value.includes('\r') ? value.replace(/[\r\n]/g, '') : value;
  if (!URL_SAFE_48.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length !== 36) return null;
  const crc = crc16Xmodem(bytes.subarray(0, 34));
  if (crc !== bytes.readUInt16BE(34)) return null;
  return rawAddress(toInt8(bytes[1]!), bytes.subarray(2, 34));
}

/** tonutils `ParseRawAddr`: `wc:hex`, workchain `strconv.ParseInt(s, 10, 8)`, exactly 32 bytes of hex. */
function parseRaw(value: string): string | null {
  const colon = value.indexOf(':');
  if (colon < 0) return null;
  const hex = value.slice(colon + 1);
  if (hex.length !== 64 || !HEX.test(hex)) return null;
  const wcText = value.slice(0, colon);
  if (!DECIMAL_INT.test(wcText)) return null;
  const wc = Number(wcText);
  if (!Number.isSafeInteger(wc) || wc < -128 || wc > 127) return null;
  return `${wc}:${hex.toUpperCase()}`;
}

/**
 * The server's `AccountAddressConverter`: friendly URL-safe, then the same with `+`→`-` and `/`→`_`
 * (standard alphabet), then raw. Returns the normalised raw form, or null when the value is invalid
 * (which makes the whole request fail with 422, §2.9).
 */
export function parseAccountAddress(value: string): string | null {
  return (
    parseFriendly(value) ?? parseFriendly(value.replace(/\+/g, '-').replace(/\//g, '_')) ?? parseRaw(value)
  );
}

/**
 * `GetAccountAddressFriendly` ([S3], §4.4.3): URL-safe, bounceable unless the account has no code or a
 * known wallet code, testnet flag on testnet deployments.
 */
export function friendlyAddress(raw: string, options: { bounceable: boolean; testnet: boolean }): string {
  const address = Address.parseRaw(raw);
  return address.toString({ urlSafe: true, bounceable: options.bounceable, testOnly: options.testnet });
}
