/**
 * Get-method arguments written as text, the way the CLI takes them and the run-method form will:
 * `int:N` (decimal, or hex with 0x, optionally negative), `addr:ADDRESS` (any address form), `cell:BASE64`
 * and `slice:BASE64` (a BoC), `null`. Each becomes a stack entry, or a message saying what is wrong.
 */
import { Cell } from '@ton/core';
import { parseAddress } from '../address/address-codec';
import { addressArgument, cellToBoc } from './stack';
import type { StackArgument } from './stack-schema';

/** TVM integers are 257-bit signed. */
const MAX_INT = 2n ** 256n - 1n;
const MIN_INT = -(2n ** 256n);

/** The outcome of reading one argument. */
export type StackArgumentResult = { ok: true; value: StackArgument } | { ok: false; message: string };

/** The syntax, for usage texts. */
export const STACK_ARGUMENT_SYNTAX = 'int:N, addr:ADDRESS, cell:BASE64, slice:BASE64 or null';

/** Reads one argument. */
export function parseStackArgument(text: string): StackArgumentResult {
  const trimmed = text.trim();
  if (trimmed === 'null') return { ok: true, value: { type: 'null' } };
  const colon = trimmed.indexOf(':');
  const kind = colon < 0 ? '' : trimmed.slice(0, colon).toLowerCase();
  const body = colon < 0 ? '' : trimmed.slice(colon + 1).trim();
  switch (kind) {
    case 'int': {
      const match = /^(-?)(0x[0-9a-f]+|\d+)$/i.exec(body);
      if (!match)
        return {
          ok: false,
          message: `"${text}": int: takes a whole number (decimal, or hex with 0x), e.g. int:42.`,
        };
      const value = BigInt(match[2]!) * (match[1] ? -1n : 1n);
      if (value > MAX_INT || value < MIN_INT)
        return { ok: false, message: `"${text}": TVM integers have 257 bits; this one does not fit.` };
      return { ok: true, value: { type: 'int', value: value.toString() } };
    }
    case 'addr': {
      const parsed = parseAddress(body);
      if (!parsed.ok) return { ok: false, message: `"${text}": ${parsed.message}` };
      return { ok: true, value: addressArgument(parsed.address.raw) };
    }
    case 'cell':
    case 'slice': {
      let cell: Cell;
      try {
        cell = Cell.fromBase64(body);
      } catch (error) {
        return {
          ok: false,
          message: `"${text}": ${kind}: takes a BoC in Base64 (${error instanceof Error ? error.message : String(error)}).`,
        };
      }
      return { ok: true, value: { type: kind, boc: cellToBoc(cell) } };
    }
    default:
      return { ok: false, message: `"${text}": an argument is written ${STACK_ARGUMENT_SYNTAX}.` };
  }
}
