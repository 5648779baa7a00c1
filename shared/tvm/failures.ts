/**
 * The sentences a get-method run that did not give the contract's answer ends with: each names the
 * account and the method, and says what stopped it — a limit (by its value), the emulator, a missing
 * library. Shared by the engine (in its thread) and the pool that hosts it (which measures the time and
 * sees a thread die), and light enough for the browser's small runner module.
 */
import { durationText, memoryText, type ResolvedLimits } from './limits';
import type { GetMethodFailure, GetMethodFailureReason } from './runner';

/** Which run a message is about. */
export interface CallName {
  /** The method as the caller named it, else `method 85143`. */
  method: string;
  /** Raw address of the account. */
  address: string;
}

/** "seqno on 0:ABCD…" */
export const named = (call: CallName): string => `${call.method} on ${call.address}`;

/** How a method is named in messages: its name as asked, else its id. */
export function methodLabel(method: string | number, methodId: number | null): string {
  if (typeof method === 'string' && !/^(0x[0-9a-f]+|\d+)$/i.test(method.trim())) return method.trim();
  return methodId === null ? String(method) : `method ${methodId}`;
}

/** A failure result. */
export function failure(
  reason: GetMethodFailureReason,
  message: string,
  methodId: number | null,
  library?: string,
): GetMethodFailure {
  return {
    ran: false,
    method_id: methodId,
    reason,
    message,
    ...(library ? { missing_library: library } : {}),
  };
}

/**
 * Where a user gets the code of a library the app lacks, which the indexer's API cannot send: the chain
 * keeps it as a public library, and a liteserver gives it by hash — toncenter's API v2 among others.
 */
export function whereToGetLibrary(hash: string): string {
  return `Its code is on the chain as a public library: toncenter's API v2 gives it at https://toncenter.com/api/v2/getLibraries?library_list=${hash} (testnet.toncenter.com on testnet), an answer that can be pasted or saved as a file as it is; the contract's authors may publish it too.`;
}

/** What adds a library, in the app and at the CLI. */
export const ADD_LIBRARY_WAYS =
  'Add it in Settings → Libraries (pasted, or loaded from a file), or pass the file with --library FILE at the CLI';

/** `missing_library` failure for a library hash. */
export function missingLibrary(hash: string, methodId: number | null): GetMethodFailure {
  return failure(
    'missing_library',
    `The code needs library ${hash}, which the app neither carries nor has among your added libraries (the indexer's API cannot fetch libraries), so the method was not run. ${whereToGetLibrary(hash)} ${ADD_LIBRARY_WAYS}.`,
    methodId,
    hash,
  );
}

/** The failure of a run whose libraries name further libraries past `depth` levels. */
export function libraryChainTooDeep(
  chain: readonly string[],
  depth: number,
  methodId: number | null,
): GetMethodFailure {
  return failure(
    'invalid_state',
    `The code's libraries name further libraries more than ${depth} levels deep (${chain.map((hash) => `${hash.slice(0, 8)}…`).join(' → ')}); the app follows at most ${depth}, so the method was not run.`,
    methodId,
  );
}

/** The memory-limit failure of a run. */
export function memoryFailure(
  limits: Pick<ResolvedLimits, 'memory_mb'>,
  name: CallName,
  methodId: number | null,
): GetMethodFailure {
  return failure(
    'memory_limit',
    `The run of ${named(name)} was stopped: it needed more than ${memoryText(limits.memory_mb)} of emulator memory, the memory limit of one get-method.`,
    methodId,
  );
}

/** The time-limit failure of a run (the host measures the time and stops the thread). */
export function timeLimitFailure(limitMs: number, name: CallName, methodId: number | null): GetMethodFailure {
  return failure(
    'time_limit',
    `The run of ${named(name)} was stopped after ${durationText(limitMs)}, the time limit of one get-method.`,
    methodId,
  );
}

/** The failure of a run whose emulator (thread, Worker) died under it. */
export function crashFailure(reason: string, name: CallName, methodId: number | null): GetMethodFailure {
  return failure(
    'emulator_error',
    `The emulator stopped while running ${named(name)} (${reason}); a fresh one runs the next call, so no other account is affected.`,
    methodId,
  );
}

/** A message of an error, without a number or emscripten's wording standing in for a sentence. */
export function crashWords(error: unknown): string {
  if (typeof error === 'number') return 'an internal error of the emulator';
  const text = error instanceof Error ? error.message : String(error);
  if (
    /Aborted|unreachable|memory access out of bounds|function signature|null function|RuntimeError/i.test(
      text,
    )
  )
    return 'the emulator crashed';
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
