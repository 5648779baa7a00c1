/**
 * The get-method ids a code declares, read from its method dictionary the way the indexer fills
 * `contract_methods` (docs/indexer-api.md §4.4.1, ton-index-go `parse_contract_methods`): only when the
 * root cell starts with `SETCP0` (FF00) followed by `DICTPUSHCONST n` (F4A6_ + 10-bit key length);
 * keys are read as unsigned n-bit numbers, so `recv_external` (-1) shows as 2^n−1. Hand-written code
 * without such a dictionary (wallet v3r2, library cells) gives null. Computed from `code_boc` here, so
 * the app does not depend on the indexer's list, which older servers do not send.
 */
import { Dictionary, type Cell } from '@ton/core';

/** The method ids of `code`, or null when it has no recognisable method dictionary. */
export function methodIdsOfCode(code: Cell): number[] | null {
  if (code.isExotic) return null;
  const slice = code.beginParse();
  if (slice.remainingBits < 16 + 24 || slice.remainingRefs < 1) return null;
  if (slice.loadUint(16) !== 0xff00) return null;
  if (slice.loadUint(14) !== 0xf4a6 >> 2) return null;
  const keyLength = slice.loadUint(10);
  if (keyLength < 1 || keyLength > 32) return null;
  try {
    const dict = Dictionary.loadDirect(
      Dictionary.Keys.Uint(keyLength),
      {
        serialize: () => {
          throw new Error('read-only');
        },
        parse: () => true,
      },
      slice.loadRef(),
    );
    return [...new Set(dict.keys())];
  } catch {
    return null;
  }
}
