/**
 * A jetton wallet's lock, read for the tokens rows (tokens.ts) the way inspect reads it for a jetton
 * wallet's detail: its own `get_status` (the USD₮ stablecoin wallet's; lock-status-text.ts words it).
 * Asked only of a wallet whose code declares it in its method dictionary (a library cell's code looked
 * through) — or whose code has no dictionary to say, as inspect asks such code — so the ordinary jetton
 * wallets of a long tokens run cost no second emulator run.
 */
import { Cell } from '@ton/core';
import { extraLibrariesOf, resolveLibraryCode } from '../tvm/libraries';
import type { GetMethodResult } from '../tvm/runner';
import { methodIdsOfCode } from './code-methods';
import { decodeLockStatus, type LockStatus } from './details/jetton-details';
import { MethodResults } from './details/method-results';
import { methodNamesOf } from './identify';

/** Whether a code answers `get_status`: it says so, it cannot say (no method dictionary), or it has none. */
export type StatusMethod = 'declared' | 'unknown' | 'absent';

/** Codes already read, by their BoC (a run's wallets share a few codes). */
const cache = new Map<string, StatusMethod>();
const CACHE_SIZE = 256;

/** Whether the code of `codeBoc` (with the user's `libraries`) has `get_status`. */
export function statusMethodOf(codeBoc: string, libraries?: readonly string[]): StatusMethod {
  const key = libraries && libraries.length > 0 ? `${codeBoc}|${libraries.join('|')}` : codeBoc;
  let known = cache.get(key);
  if (known === undefined) {
    known = readStatusMethod(codeBoc, libraries);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, known);
  }
  return known;
}

function readStatusMethod(codeBoc: string, libraries?: readonly string[]): StatusMethod {
  let code: Cell;
  try {
    code = Cell.fromBase64(codeBoc);
  } catch {
    return 'absent';
  }
  const library = resolveLibraryCode(code, extraLibrariesOf(libraries));
  // A missing library runs nothing: its balance read says so already.
  if (library && !library.code) return 'absent';
  const ids = methodIdsOfCode(library?.code ?? code);
  if (!ids) return 'unknown';
  return methodNamesOf(ids).has('get_status') ? 'declared' : 'absent';
}

/**
 * The lock a `get_status` run gives: its status, else — for a code that declares the method — why it
 * could not be read (`unreadable`); undefined for code that merely might have had it.
 */
export function lockStatusFromRun(result: GetMethodResult, method: StatusMethod): LockStatus | undefined {
  const results = new MethodResults(new Map([['get_status', result]]));
  try {
    const lock = decodeLockStatus(results);
    if (lock || method !== 'declared') return lock;
    return { unreadable: results.problem('get_status') ?? 'get_status gave no answer' };
  } catch (error) {
    return { unreadable: `get_status: ${error instanceof Error ? error.message : String(error)}` };
  }
}
