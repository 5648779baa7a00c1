/**
 * Get-method ids. FunC and Tolk give a get-method the id `(CRC16-XMODEM(name) & 0xffff) | 0x10000`;
 * the indexer's `contract_methods` lists these ids (docs/indexer-api.md §4.4.1), and the emulator is
 * called with them. A few methods keep small fixed ids instead (the `main`/`recv_*` entries).
 */
import { crc16Xmodem } from '../address/address-codec';

/** The id of the get-method `name`: CRC16-XMODEM of its UTF-8 name with bit 16 set. */
export function methodIdOf(name: string): number {
  return (crc16Xmodem(new TextEncoder().encode(name)) & 0xffff) | 0x10000;
}

/** The largest id a method dictionary key can hold (19-bit keys in FunC, signed). */
const MAX_METHOD_ID = 2 ** 31 - 1;

/**
 * A method given by name or by id: a number (or decimal text) is taken as the id, anything else as a
 * name. Returns null for text that is neither (empty, or a number out of range).
 */
export function resolveMethodId(method: string | number): number | null {
  if (typeof method === 'number')
    return Number.isInteger(method) && Math.abs(method) <= MAX_METHOD_ID ? method : null;
  const text = method.trim();
  if (text === '') return null;
  if (/^-?\d+$/.test(text)) {
    const id = Number(text);
    return Math.abs(id) <= MAX_METHOD_ID ? id : null;
  }
  if (/^0x[0-9a-f]+$/i.test(text)) {
    const id = Number.parseInt(text.slice(2), 16);
    return id <= MAX_METHOD_ID ? id : null;
  }
  return methodIdOf(text);
}
