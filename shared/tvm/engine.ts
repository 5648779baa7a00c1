/**
 * The get-method engine: runs get-methods in this thread on the TON emulator (WebAssembly,
 * shared/tvm/emulator-instance.ts). Hosts run it inside a worker thread or Worker behind the pool of
 * shared/tvm/emulator-pool.ts, which adds the wall-clock limit and cancellation; tests and benches run
 * it directly. Free of Node and DOM.
 *
 * Every call runs the account's own code on its indexed data with its address and balance, the bundled
 * config (shared/tvm/config.ts), `unix_time` as `now()`, a zero random seed, and the run's limits
 * (shared/tvm/limits.ts): gas is enforced by the virtual machine, memory by the emulator instance's
 * capped memory. A batch runs up to 255 calls in one emulator session through the RUNVM program of
 * shared/tvm/batch-wrapper.ts, each call with its own gas limit.
 *
 * The contract is untrusted, so the emulator instance is too once it has run it: an instance that
 * failed (an abort, a trap, memory refused) or that had to write back a result deep enough to overrun
 * its native stack (the 311-value stack that silently broke every later call) is discarded, and the
 * next run gets a fresh one — each account's outcome is independent of the accounts run before it.
 * Results are read with bounds (shared/tvm/stack-boc.ts). Failures are sentences that name the
 * account, the method and what went wrong.
 */
import { Address, beginCell, Cell, serializeTuple, type TupleItem } from '@ton/core';
import { ADDRESS_BATCH_WRAPPER_BOC, BATCH_WRAPPER_BOC, MAX_CALLS_PER_SESSION } from './batch-wrapper';
import { BUNDLED_TVM_CONFIG, type TvmConfig } from './config';
import {
  createEmulatorInstance,
  type CreateEmulatorInstance,
  type EmulatorInstance,
  type EmulatorWasm,
  type NativeGetMethodOutput,
} from './emulator-instance';
import { exitCodeMeaning } from './exit-codes';
import {
  dictionaryOf,
  extraLibrariesOf,
  libraryCell,
  libraryHashesIn,
  libraryHashOf,
  MAX_LIBRARY_DEPTH,
  neededLibraries,
  type ExtraLibraries,
} from './libraries';
import {
  crashWords,
  failure,
  libraryChainTooDeep,
  memoryFailure,
  methodLabel,
  missingLibrary,
  named,
  type CallName,
} from './failures';
import { resolveLimits, type ResolvedLimits } from './limits';
import { resolveMethodId } from './method-id';
import type {
  GetMethodBatchRequest,
  GetMethodFailure,
  GetMethodRequest,
  GetMethodResult,
  RunOptions,
  TvmRunner,
} from './runner';
import { StackValueError, toTupleItem } from './stack';
import { addressSliceBoc, readStackBoc, RESULT_BOUNDS, type ReadStack } from './stack-boc';
import type { StackArgument, StackValue } from './stack-schema';

/** Options of {@link createTvmEngine}. */
export type TvmEngineOptions = EngineSettings &
  (
    | {
        /**
         * Where @ton/sandbox's binary comes from (compiled on first use): each host loads it its own way
         * (node-host/emulator-wasm.ts; the browser's Worker bundles it), so shared/ imports none.
         */
        wasm: EmulatorWasm;
        createInstance?: undefined;
      }
    | {
        /** Creates an emulator instance (a test's stand-in). */
        createInstance: CreateEmulatorInstance;
        wasm?: undefined;
      }
  );

/** What every engine may be told. */
interface EngineSettings {
  /** Default: the bundled config. */
  config?: TvmConfig;
  /** Names a method id for the disassembly's method table (the contracts' knowledge, injected). */
  methodName?: (id: number) => string | null;
}

/** Gas the batch program itself may spend per call (tuple work and RUNVM's own price). */
const WRAPPER_GAS_PER_CALL = 50_000n;
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

const EMPTY_CELL = beginCell().endCell();
const EMPTY_CELL_BOC = cellBoc(EMPTY_CELL);
const EMPTY_STACK_BOC = cellBoc(serializeTuple([]));

/** A standard Base64 BoC of a cell. */
function cellBoc(cell: Cell): string {
  return cell.toBoc({ idx: false, crc32: false }).toString('base64');
}

/** A call ready for the batch program. */
interface PreparedCall {
  data: Cell;
  address: string;
  balance: bigint;
  methodId: number;
  /** The arguments for the general path (built on demand: an address argument travels packed). */
  stack: () => TupleItem[];
  /** When the only argument is a slice holding exactly this address (the packed fast path). */
  addressArgument?: Address;
}

/** The address of a call's only argument when it is exactly an address slice, else undefined. */
function soleAddressArgument(args: readonly StackArgument[]): Address | undefined {
  const [arg] = args;
  if (args.length !== 1 || arg?.type !== 'slice' || !arg.address) return undefined;
  // The claim is checked against the BoC itself: the argument run is the one that was sent.
  return addressSliceBoc(arg.address) === arg.boc ? Address.parseRaw(arg.address) : undefined;
}

/** When every call asks one state's one method about one address each: the addresses, else null. */
function uniformAddressCalls(calls: readonly PreparedCall[]): Address[] | null {
  const first = calls[0]!;
  const addresses: Address[] = [];
  for (const call of calls) {
    if (
      !call.addressArgument ||
      call.data !== first.data ||
      call.balance !== first.balance ||
      call.methodId !== first.methodId ||
      call.address !== first.address
    )
      return null;
    addresses.push(call.addressArgument);
  }
  return addresses;
}

/** Addresses packed three to a cell (3 × 267 bits), chained by their first reference. */
function packAddresses(addresses: readonly Address[]): Cell {
  let next: Cell | null = null;
  for (let end = addresses.length; end > 0; end -= 3) {
    const builder = beginCell();
    for (const address of addresses.slice(Math.max(0, end - 3), end)) builder.storeAddress(address);
    if (next) builder.storeRef(next);
    next = builder.endCell();
  }
  return next ?? EMPTY_CELL;
}

/** What the emulator's own refusals mean for a person. */
function emulatorWords(error: string): string {
  if (/serialize stack/i.test(error))
    return 'its result is too large or too deeply nested for the emulator to hand back';
  if (/deserialize/i.test(error)) return `the emulator could not read the state (${error})`;
  return error.length > 200 ? `${error.slice(0, 200)}…` : error;
}

/** The state's reason not to run: cells deeper than TVM loads. */
function tooDeep(what: 'code' | 'data', cell: Cell, call: CallName): string | null {
  const depth = cell.depth();
  return depth > MAX_CELL_DEPTH
    ? `The ${what} of ${call.address} nests cells ${depth.toLocaleString('en-US')} levels deep; TVM loads at most ${MAX_CELL_DEPTH.toLocaleString('en-US')}, so ${call.method} cannot run on it.`
    : null;
}

/** Creates the in-thread engine. */
export function createTvmEngine(options: TvmEngineOptions): TvmRunner {
  const config = options.config ?? BUNDLED_TVM_CONFIG;
  const { createInstance, wasm } = options;
  const create: CreateEmulatorInstance = createInstance ?? (() => createEmulatorInstance(wasm));
  const cells = new Map<string, Cell>();
  let instance: Promise<EmulatorInstance> | undefined;

  /** The live instance, created on first use (and after one was discarded). */
  function emulator(): Promise<EmulatorInstance> {
    const live = (instance ??= create());
    // One that could not start is not kept: the next run tries again.
    live.catch(() => {
      if (instance === live) instance = undefined;
    });
    return live;
  }
  /** Throws the current instance away; the next run gets a fresh one. */
  const discard = () => void (instance = undefined);

  /** A parsed cell (cached by its BoC text); throws with `what` named. */
  function cell(boc: string, what: string): Cell {
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
  }

  /**
   * The libraries dictionary for these cells (with the libraries the libraries name), or the failure
   * when the code itself is a library nobody has, or its libraries name others too deep to follow.
   */
  function libraries(
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

  /**
   * Runs one emulator call within `limits`: the output, or the failure that ended it. The instance is
   * discarded after any failure of its own and when it holds much memory.
   */
  async function invoke(
    call: Parameters<EmulatorInstance['runGetMethod']>[0],
    limits: ResolvedLimits,
    name: CallName,
    methodId: number | null,
  ): Promise<NativeGetMethodOutput | GetMethodFailure> {
    let live: EmulatorInstance;
    try {
      live = await emulator();
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
      discard();
      return live.memoryRefused()
        ? memoryFailure(limits, name, methodId)
        : failure(
            'emulator_error',
            `The emulator failed while running ${named(name)} (${crashWords(error)}); it was replaced by a fresh one, so no other account is affected.`,
            methodId,
          );
    }
    if (live.memoryRefused()) {
      discard();
      return memoryFailure(limits, name, methodId);
    }
    if (live.memoryBytes() > RECYCLE_MEMORY_BYTES) discard();
    if (!output.success) discard();
    return output;
  }

  /** Reads a result stack; an instance that had to write a deep one is replaced. */
  function readResult(stackBoc: string, perCall: boolean): ReadStack {
    const read = readStackBoc(stackBoc, RESULT_BOUNDS, perCall);
    if (read.cellDepth > SAFE_RESULT_DEPTH) discard();
    return read;
  }

  /** One run; `label` names the method in messages when the caller knows it better (a batch's name). */
  async function runOne(
    request: GetMethodRequest,
    runOptions?: RunOptions,
    label?: string,
  ): Promise<GetMethodResult> {
    runOptions?.signal?.throwIfAborted();
    const { account, method, unix_time: unixTime } = request;
    const limits = resolveLimits(request.limits);
    const methodId = resolveMethodId(method);
    const name: CallName = { method: label ?? methodLabel(method, methodId), address: account.address };
    if (methodId === null)
      return failure(
        'invalid_request',
        `"${String(method)}" is neither a method name nor a method id.`,
        null,
      );
    let code: Cell;
    let data: Cell;
    let stack: string;
    try {
      code = cell(account.code_boc, `code_boc of ${account.address}`);
      data =
        account.data_boc === undefined
          ? EMPTY_CELL
          : cell(account.data_boc, `data_boc of ${account.address}`);
    } catch (error) {
      return failure('invalid_state', (error as Error).message, methodId);
    }
    const deep = tooDeep('code', code, name) ?? tooDeep('data', data, name);
    if (deep) return failure('invalid_state', deep, methodId);
    try {
      Address.parseRaw(account.address);
      const args = request.args ?? [];
      stack = args.length === 0 ? EMPTY_STACK_BOC : cellBoc(serializeTuple(args.map((a) => toTupleItem(a))));
    } catch (error) {
      return failure('invalid_request', error instanceof Error ? error.message : String(error), methodId);
    }
    const libs = libraries(code, [data], methodId, extraLibrariesOf(request.libraries));
    if ('failed' in libs) return libs.failed;
    const output = await invoke(
      {
        code: account.code_boc,
        data: account.data_boc ?? EMPTY_CELL_BOC,
        libs: libs.libs ? cellBoc(libs.libs) : null,
        address: account.address,
        balance: BigInt(account.balance),
        unixTime,
        methodId,
        gasLimit: BigInt(limits.gas),
        stack,
        config: config.boc,
      },
      limits,
      name,
      methodId,
    );
    if ('ran' in output) return output;
    if (!output.success)
      return failure(
        'emulator_error',
        `The emulator could not run ${named(name)}: ${emulatorWords(output.error)}.`,
        methodId,
      );
    if (output.missing_library) return missingLibrary(output.missing_library.toLowerCase(), methodId);
    let read: ReadStack;
    try {
      read = readResult(output.stack, false);
    } catch (error) {
      discard();
      return failure(
        'emulator_error',
        `The result of ${named(name)} could not be read (${crashWords(error)}).`,
        methodId,
      );
    }
    return {
      ran: true,
      method_id: methodId,
      exit_code: output.vm_exit_code,
      exit_meaning: exitCodeMeaning(output.vm_exit_code, limits.gas),
      gas_used: Number(output.gas_used),
      stack: read.values,
    };
  }

  /** One emulator session for up to 255 prepared calls; null when the session itself failed. */
  async function runSession(
    code: Cell,
    unixTime: number,
    calls: readonly PreparedCall[],
    libs: Cell | null,
    limits: ResolvedLimits,
  ): Promise<Array<{ exit: number; gas: number; stack: StackValue[] }> | null> {
    const childCode = code.isExotic ? beginCell().storeRef(code).endCell() : code;
    // The first call's state is the default; later calls send only what differs from it.
    const first = calls[0]!;
    const firstAddress = Address.parseRaw(first.address);
    const defaults: TupleItem = {
      type: 'tuple',
      items: [
        { type: 'cell', cell: first.data },
        { type: 'slice', cell: beginCell().storeAddress(firstAddress).endCell() },
        { type: 'int', value: first.balance },
        { type: 'int', value: BigInt(first.methodId) },
      ],
    };
    const addresses = uniformAddressCalls(calls);
    const items: TupleItem[] = addresses
      ? []
      : calls.map((call) => {
          const fields: TupleItem[] = [{ type: 'tuple', items: call.stack() }];
          const same =
            call.data === first.data && call.address === first.address && call.balance === first.balance;
          if (!same) {
            fields.push(
              { type: 'cell', cell: call.data },
              { type: 'slice', cell: beginCell().storeAddress(Address.parseRaw(call.address)).endCell() },
              { type: 'int', value: call.balance },
            );
          }
          if (call.methodId !== first.methodId) {
            if (same) fields.push({ type: 'null' }, { type: 'null' }, { type: 'null' });
            fields.push({ type: 'int', value: BigInt(call.methodId) });
          }
          return { type: 'tuple', items: fields };
        });
    const common: TupleItem[] = [
      { type: 'cell', cell: code },
      { type: 'cell', cell: childCode },
      { type: 'int', value: BigInt(limits.gas) },
      defaults,
    ];
    const stack = addresses
      ? [
          ...common,
          { type: 'cell' as const, cell: packAddresses(addresses) },
          { type: 'int' as const, value: BigInt(addresses.length) },
        ]
      : [...common, { type: 'tuple' as const, items }];
    const output = await invoke(
      {
        code: addresses ? ADDRESS_BATCH_WRAPPER_BOC : BATCH_WRAPPER_BOC,
        data: EMPTY_CELL_BOC,
        libs: libs ? cellBoc(libs) : null,
        address: first.address,
        balance: 0n,
        unixTime,
        methodId: 0,
        gasLimit: BigInt(calls.length) * (BigInt(limits.gas) + WRAPPER_GAS_PER_CALL),
        stack: cellBoc(serializeTuple(stack)),
        config: config.boc,
      },
      limits,
      { method: 'a batch', address: first.address },
      null,
    );
    if ('ran' in output || !output.success || output.vm_exit_code !== 0) return null;
    let read: ReadStack;
    try {
      read = readResult(output.stack, true);
    } catch {
      discard();
      return null;
    }
    const [results] = read.values;
    if (results?.type !== 'tuple' || results.items.length !== calls.length) return null;
    const answers: Array<{ exit: number; gas: number; stack: StackValue[] }> = [];
    for (const item of results.items) {
      if (item.type !== 'tuple' || item.items.length !== 3) return null;
      const [exit, gas, values] = item.items;
      if (exit?.type !== 'int' || gas?.type !== 'int' || values?.type !== 'tuple') return null;
      answers.push({ exit: Number(exit.value), gas: Number(gas.value), stack: values.items });
    }
    return answers;
  }

  async function runMany(
    request: GetMethodBatchRequest,
    runOptions?: RunOptions,
  ): Promise<GetMethodResult[]> {
    runOptions?.signal?.throwIfAborted();
    const { code_boc: codeBoc, unix_time: unixTime, calls, libraries: extraBocs } = request;
    const extra = extraLibrariesOf(extraBocs);
    const limits = resolveLimits(request.limits);
    const results: GetMethodResult[] = new Array(calls.length);
    /** The call run alone: what names a missing library, or ends a bad call without its neighbours. */
    const single = (index: number, methodId: number) => {
      const call = calls[index]!;
      return runOne(
        {
          account: {
            address: call.address,
            code_boc: codeBoc,
            ...(call.data_boc !== undefined ? { data_boc: call.data_boc } : {}),
            balance: call.balance,
          },
          method: methodId,
          args: call.args ?? [],
          unix_time: unixTime,
          limits,
          ...(extraBocs ? { libraries: extraBocs } : {}),
        },
        runOptions,
        methodLabel(call.method, methodId),
      );
    };
    let code: Cell;
    try {
      code = cell(codeBoc, 'code_boc');
    } catch (error) {
      return calls.map((call) =>
        failure(
          'invalid_state',
          `${(error as Error).message.replace('code_boc', `code_boc of ${call.address}`)}`,
          null,
        ),
      );
    }
    const prepared: Array<PreparedCall & { index: number }> = [];
    for (const [index, call] of calls.entries()) {
      const methodId = resolveMethodId(call.method);
      if (methodId === null) {
        results[index] = failure(
          'invalid_request',
          `"${String(call.method)}" is neither a method name nor a method id.`,
          null,
        );
        continue;
      }
      try {
        Address.parseRaw(call.address);
        const data =
          call.data_boc === undefined ? EMPTY_CELL : cell(call.data_boc, `data_boc of ${call.address}`);
        const name = { method: methodLabel(call.method, methodId), address: call.address };
        const deep = tooDeep('code', code, name) ?? tooDeep('data', data, name);
        if (deep) {
          results[index] = failure('invalid_state', deep, methodId);
          continue;
        }
        const args = call.args ?? [];
        const addressArgument = soleAddressArgument(args);
        prepared.push({
          index,
          data,
          address: call.address,
          balance: BigInt(call.balance),
          methodId,
          stack: addressArgument
            ? () => [{ type: 'slice', cell: beginCell().storeAddress(addressArgument).endCell() }]
            : constant(args.map((arg) => toTupleItem(arg))),
          ...(addressArgument ? { addressArgument } : {}),
        });
      } catch (error) {
        results[index] = failure(
          error instanceof StackValueError && /BoC/.test(error.message) ? 'invalid_state' : 'invalid_request',
          error instanceof Error ? error.message : String(error),
          methodId,
        );
      }
    }
    for (let start = 0; start < prepared.length; start += MAX_CALLS_PER_SESSION) {
      runOptions?.signal?.throwIfAborted();
      const chunk = prepared.slice(start, start + MAX_CALLS_PER_SESSION);
      const libs = libraries(
        code,
        chunk.map((call) => call.data),
        null,
        extra,
      );
      if ('failed' in libs) {
        for (const call of chunk) results[call.index] = { ...libs.failed, method_id: call.methodId };
        continue;
      }
      const session = await runSession(code, unixTime, chunk, libs.libs, limits);
      for (let i = 0; i < chunk.length; i++) {
        const call = chunk[i]!;
        const answer = session?.[i];
        // Exit 9 may be a library that is not bundled: a single run names it. A failed session (a
        // result the batch program cannot hold, e.g. more than 255 values; a call that crashed the
        // emulator or passed its memory limit) is run call by call, so only the bad call fails.
        if (!answer || answer.exit === 9) {
          results[call.index] = await single(call.index, call.methodId);
          continue;
        }
        results[call.index] = {
          ran: true,
          method_id: call.methodId,
          exit_code: answer.exit,
          exit_meaning: exitCodeMeaning(answer.exit, limits.gas),
          gas_used: answer.gas,
          stack: answer.stack,
        };
      }
    }
    return results;
  }

  return {
    runGetMethod: (request, runOptions) => runOne(request, runOptions),
    runGetMethods: runMany,
    // Loaded when first asked: the disassembler is large and a get-method never needs it.
    disassemble: async (codeBoc) =>
      (await import('./disassembly')).disassemble(codeBoc, options.methodName ?? (() => null)),
    cellTree: async (boc, maxCells) => (await import('./cell-tree')).cellTree(boc, maxCells),
    prepare: async () => void (await emulator()),
  };
}

/** A function returning `value`. */
const constant =
  <T>(value: T) =>
  (): T =>
    value;
