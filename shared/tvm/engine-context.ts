/**
 * What the get-method engine's runs share (shared/tvm/engine.ts): the bundled config, the one live
 * emulator instance and the parsed-cell cache; and the two steps that touch the instance — one
 * emulator call, and reading its result — which replace it when the contract may have damaged it.
 */
import { beginCell, Cell, serializeTuple } from '@ton/core';
import type { TvmConfig } from './config';
import type { CreateEmulatorInstance, EmulatorInstance, NativeGetMethodOutput } from './emulator-instance';
import {
  crashWords,
  failure,
  libraryChainTooDeep,
  memoryFailure,
  missingLibrary,
  named,
  type CallName,
} from './failures';
import {
  dictionaryOf,
  libraryCell,
  libraryHashesIn,
  libraryHashOf,
  MAX_LIBRARY_DEPTH,
  neededLibraries,
  type ExtraLibraries,
} from './libraries';
import type { ResolvedLimits } from './limits';
import type { GetMethodFailure } from './runner';
import { StackValueError } from './stack';
import { readStackBoc, RESULT_BOUNDS, type ReadStack } from './stack-boc';

/** Code cells kept parsed, by BoC text (a batch and repeated calls reuse them). */
const CELL_CACHE_SIZE = 512;
/** The deepest cell tree TVM loads. */
const MAX_CELL_DEPTH = 1024;
/**
 * Writing back a result whose cell tree is deeper than this may overrun the emulator's native stack
 * (measured: from 310 levels on, the instance is silently damaged and every later call fails), so the
 * instance that wrote it is replaced. Far above any standard get-method's answer.
 */
const SAFE_RESULT_DEPTH = 192;
/** An instance whose memory grew past this is replaced after its run, giving the memory back. */
const RECYCLE_MEMORY_BYTES = 128 * 1024 * 1024;
const MB = 1024 * 1024;

/** The empty cell: the data of an account that has none. */
export const EMPTY_CELL = beginCell().endCell();
/** The empty cell as a BoC. */
export const EMPTY_CELL_BOC = cellBoc(EMPTY_CELL);
/** An empty stack as a BoC. */
export const EMPTY_STACK_BOC = cellBoc(serializeTuple([]));

/** A standard Base64 BoC of a cell. */
export function cellBoc(cell: Cell): string {
  return cell.toBoc({ idx: false, crc32: false }).toString('base64');
}

/** What the engine's runs share; one per engine. */
export interface EngineContext {
  config: TvmConfig;
  /** The live instance, created on first use (and after one was discarded). */
  emulator(): Promise<EmulatorInstance>;
  /** Throws the current instance away; the next run gets a fresh one. */
  discard(): void;
  /** A parsed cell (cached by its BoC text); throws with `what` named. */
  cell(boc: string, what: string): Cell;
}

/** The context of one engine: no instance yet, an empty cell cache. */
export function createEngineContext(config: TvmConfig, create: CreateEmulatorInstance): EngineContext {
  const cells = new Map<string, Cell>();
  let instance: Promise<EmulatorInstance> | undefined;
  return {
    config,
    emulator() {
      const live = (instance ??= create());
      // One that could not start is not kept: the next run tries again.
      live.catch(() => {
        if (instance === live) instance = undefined;
      });
      return live;
    },
    discard: () => void (instance = undefined),
    cell(boc, what) {
      const hit = cells.get(boc);
      if (hit) return hit;
      let parsed: Cell;
      try {
        parsed = Cell.fromBase64(boc);
      } catch (error) {
        throw new StackValueError(
          `The ${what} is not a readable BoC (${error instanceof Error ? error.message : String(error)}).`,
        );
      }
      if (cells.size >= CELL_CACHE_SIZE) cells.delete(cells.keys().next().value!);
      cells.set(boc, parsed);
      return parsed;
    },
  };
}

/** The state's reason not to run: cells deeper than TVM loads. */
export function tooDeep(what: 'code' | 'data', cell: Cell, call: CallName): string | null {
  const depth = cell.depth();
  return depth > MAX_CELL_DEPTH
    ? `The ${what} of ${call.address} nests cells ${depth.toLocaleString('en-US')} levels deep; TVM loads at most ${MAX_CELL_DEPTH.toLocaleString('en-US')}, so ${call.method} cannot run on it.`
    : null;
}

/**
 * The libraries dictionary for these cells (with the libraries the libraries name), or the failure
 * when the code itself is a library nobody has, or its libraries name others too deep to follow.
 */
export function librariesFor(
  code: Cell,
  others: readonly Cell[],
  methodId: number | null,
  extra: ExtraLibraries | undefined,
): { libs: Cell | null } | { failed: GetMethodFailure } {
  const root = libraryHashOf(code);
  if (root !== null && !libraryCell(root, extra)) return { failed: missingLibrary(root, methodId) };
  const needed = neededLibraries(libraryHashesIn([code, ...others]), extra);
  if (needed.tooDeep) return { failed: libraryChainTooDeep(needed.tooDeep, MAX_LIBRARY_DEPTH, methodId) };
  return { libs: dictionaryOf(needed.known) };
}

/** What the emulator's own refusals mean for a person. */
export function emulatorWords(error: string): string {
  if (/serialize stack/i.test(error))
    return 'its result is too large or too deeply nested for the emulator to hand back';
  if (/deserialize/i.test(error)) return `the emulator could not read the state (${error})`;
  return error.length > 200 ? `${error.slice(0, 200)}…` : error;
}

/**
 * Runs one emulator call within `limits`: the output, or the failure that ended it. The instance is
 * discarded after any failure of its own and when it holds much memory.
 */
export async function invoke(
  context: EngineContext,
  call: Parameters<EmulatorInstance['runGetMethod']>[0],
  limits: ResolvedLimits,
  name: CallName,
  methodId: number | null,
): Promise<NativeGetMethodOutput | GetMethodFailure> {
  let live: EmulatorInstance;
  try {
    live = await context.emulator();
  } catch (error) {
    return failure(
      'emulator_error',
      `The emulator could not start to run ${named(name)} (${crashWords(error)}).`,
      methodId,
    );
  }
  live.capMemory(limits.memory_mb * MB);
  let output: NativeGetMethodOutput;
  try {
    output = live.runGetMethod(call);
  } catch (error) {
    context.discard();
    return live.memoryRefused()
      ? memoryFailure(limits, name, methodId)
      : failure(
          'emulator_error',
          `The emulator failed while running ${named(name)} (${crashWords(error)}); it was replaced by a fresh one, so no other account is affected.`,
          methodId,
        );
  }
  if (live.memoryRefused()) {
    context.discard();
    return memoryFailure(limits, name, methodId);
  }
  if (live.memoryBytes() > RECYCLE_MEMORY_BYTES) context.discard();
  if (!output.success) context.discard();
  return output;
}

/** Reads a result stack; an instance that had to write a deep one is replaced. */
export function readResult(context: EngineContext, stackBoc: string, perCall: boolean): ReadStack {
  const read = readStackBoc(stackBoc, RESULT_BOUNDS, perCall);
  if (read.cellDepth > SAFE_RESULT_DEPTH) context.discard();
  return read;
}
