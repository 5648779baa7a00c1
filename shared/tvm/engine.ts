/**
 * The in-process get-method runner over @ton/sandbox's `Executor` (the TON emulator compiled to
 * WebAssembly). The host injects how the Executor is created — `Executor.create()` in Node, the same
 * bundled into a Worker in the browser — so this file stays free of Node and DOM. The Executor is
 * created on first use (≈200 ms) and kept.
 *
 * Every call runs the account's own code on its indexed data with its address and balance, the bundled
 * config (shared/tvm/config.ts), `unix_time` as `now()`, a zero random seed and 10,000,000 gas (what
 * @ton/sandbox gives a get-method). A batch runs up to 255 calls in one emulator session through the
 * RUNVM program of shared/tvm/batch-wrapper.ts.
 */
import { Address, beginCell, Cell, parseTuple, type TupleItem } from '@ton/core';
import type {
  GetMethodArgs,
  GetMethodResult as ExecutorGetMethodResult,
} from '@ton/sandbox/dist/executor/Executor.js';
import { ADDRESS_BATCH_WRAPPER_BOC, BATCH_WRAPPER_BOC, MAX_CALLS_PER_SESSION } from './batch-wrapper';
import { BUNDLED_TVM_CONFIG, type TvmConfig } from './config';
import { exitCodeMeaning } from './exit-codes';
import {
  extraLibrariesOf,
  libraryCell,
  libraryHashesIn,
  libraryHashOf,
  librariesDictionary,
  type ExtraLibraries,
} from './libraries';
import { resolveMethodId } from './method-id';
import {
  getMethodBatchRequestSchema,
  getMethodRequestSchema,
  type GetMethodBatchRequest,
  type GetMethodFailure,
  type GetMethodRequest,
  type GetMethodResult,
  type TvmRunner,
} from './runner';
import { fromTupleItem, StackValueError, toTupleItem, type StackValue } from './stack';
import { addressSliceBoc, readStackBoc } from './stack-boc';

/** What the engine needs of @ton/sandbox's Executor. */
export interface ExecutorLike {
  runGetMethod(args: GetMethodArgs): Promise<ExecutorGetMethodResult>;
}

/** Options of {@link createTvmEngine}. */
export interface TvmEngineOptions {
  /** Creates the emulator; called once, on first use. */
  createExecutor: () => Promise<ExecutorLike>;
  /** Default: the bundled config. */
  config?: TvmConfig;
  /** Gas limit of one call; default 10,000,000. */
  gasLimit?: bigint;
}

/** Gas one get-method may use, as @ton/sandbox's own getters allow. */
export const DEFAULT_GAS_LIMIT = 10_000_000n;
/** Gas the batch program itself may spend per call (tuple work and RUNVM's own price). */
const WRAPPER_GAS_PER_CALL = 50_000n;
/** Code cells kept parsed, by BoC text (a batch and repeated calls reuse them). */
const CELL_CACHE_SIZE = 512;

/** A 32-byte zero seed: `random()` in a get-method is deterministic, as in @ton/sandbox. */
const ZERO_SEED = beginCell().storeUint(0n, 256).endCell().beginParse().loadBuffer(32);
const EMPTY_CELL = beginCell().endCell();
const WRAPPER = Cell.fromBase64(BATCH_WRAPPER_BOC);
const ADDRESS_WRAPPER = Cell.fromBase64(ADDRESS_BATCH_WRAPPER_BOC);

/** A call ready for the batch program. */
interface PreparedCall {
  data: Cell;
  address: Address;
  balance: bigint;
  methodId: number;
  /** The arguments for the general path (built on demand: an address argument travels packed). */
  stack: () => TupleItem[];
  /** When the only argument is a slice holding exactly this address (the packed fast path). */
  addressArgument?: Address;
}

/** The address of a call's only argument when it is exactly an address slice, else undefined. */
function soleAddressArgument(args: readonly StackValue[]): Address | undefined {
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
      !call.address.equals(first.address)
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

/** A function returning `value`. */
const constant =
  <T>(value: T) =>
  (): T =>
    value;

/** A failure result. */
function failure(
  reason: GetMethodFailure['reason'],
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

/** `missing_library` failure for a library hash. */
function missingLibrary(hash: string, methodId: number | null): GetMethodFailure {
  return failure(
    'missing_library',
    `The code needs library ${hash}, which the app neither carries nor has among your added libraries (the indexer's API cannot fetch libraries), so the method was not run. Add its code BoC in Settings → Libraries (or with --library at the CLI).`,
    methodId,
    hash,
  );
}

/** A bounded map of parsed cells by BoC text (oldest dropped first). */
function cellCache(): (boc: string, what: string) => Cell {
  const cells = new Map<string, Cell>();
  return (boc, what) => {
    const hit = cells.get(boc);
    if (hit) return hit;
    let cell: Cell;
    try {
      cell = Cell.fromBase64(boc);
    } catch (error) {
      throw new StackValueError(
        `The ${what} is not a BoC in Base64 (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    if (cells.size >= CELL_CACHE_SIZE) cells.delete(cells.keys().next().value!);
    cells.set(boc, cell);
    return cell;
  };
}

/**
 * Parses the emulator's stack BoC into stack entries: the fast reader (shared/tvm/stack-boc.ts), or
 * @ton/core for anything it does not read (cells with stored hashes).
 */
function readStack(stackBoc: string): StackValue[] {
  try {
    return readStackBoc(stackBoc);
  } catch {
    return parseTuple(Cell.fromBase64(stackBoc)).map(fromTupleItem);
  }
}

/** A readable line for a schema failure of a request. */
function requestIssue(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  return issue
    ? `The request is not valid at ${issue.path.join('.') || 'its top level'}: ${issue.message}.`
    : 'The request is not valid.';
}

/** Creates the in-process runner. */
export function createTvmEngine(options: TvmEngineOptions): TvmRunner {
  const config = options.config ?? BUNDLED_TVM_CONFIG;
  const gasLimit = options.gasLimit ?? DEFAULT_GAS_LIMIT;
  const cell = cellCache();
  let executor: Promise<ExecutorLike> | undefined;
  const emulator = () => (executor ??= options.createExecutor());

  /** The libraries dictionary for these cells, or the failure when the code itself is a library nobody has. */
  function libraries(
    code: Cell,
    others: readonly Cell[],
    methodId: number | null,
    extra: ExtraLibraries | undefined,
  ): { libs: Cell | null } | { failed: GetMethodFailure } {
    const root = libraryHashOf(code);
    if (root !== null && !libraryCell(root, extra)) return { failed: missingLibrary(root, methodId) };
    return { libs: librariesDictionary(libraryHashesIn([code, ...others]), extra) };
  }

  async function runOne(request: GetMethodRequest): Promise<GetMethodResult> {
    const checked = getMethodRequestSchema.safeParse(request);
    if (!checked.success) return failure('invalid_request', requestIssue(checked.error), null);
    const { account, method, args, unix_time: unixTime } = checked.data;
    const methodId = resolveMethodId(method);
    if (methodId === null)
      return failure(
        'invalid_request',
        `"${String(method)}" is neither a method name nor a method id.`,
        null,
      );
    let code: Cell;
    let data: Cell;
    let stack: TupleItem[];
    try {
      code = cell(account.code_boc, 'code');
      data = account.data_boc === undefined ? EMPTY_CELL : cell(account.data_boc, 'data');
      stack = args.map((arg) => toTupleItem(arg));
    } catch (error) {
      return failure('invalid_request', error instanceof Error ? error.message : String(error), methodId);
    }
    const libs = libraries(code, [data], methodId, extraLibrariesOf(checked.data.libraries));
    if ('failed' in libs) return libs.failed;
    let answer: ExecutorGetMethodResult;
    try {
      answer = await (
        await emulator()
      ).runGetMethod({
        code,
        data,
        methodId,
        stack,
        config: config.boc,
        verbosity: 'short',
        ...(libs.libs ? { libs: libs.libs } : {}),
        address: Address.parseRaw(account.address),
        unixTime,
        balance: BigInt(account.balance),
        randomSeed: ZERO_SEED,
        gasLimit,
        debugEnabled: false,
      });
    } catch (error) {
      return failure(
        'emulator_error',
        `The emulator failed: ${error instanceof Error ? error.message : String(error)}.`,
        methodId,
      );
    }
    const output = answer.output;
    if (!output.success)
      return failure('emulator_error', `The emulator could not run the method: ${output.error}.`, methodId);
    if (output.missing_library) return missingLibrary(output.missing_library.toLowerCase(), methodId);
    return {
      ran: true,
      method_id: methodId,
      exit_code: output.vm_exit_code,
      exit_meaning: exitCodeMeaning(output.vm_exit_code),
      gas_used: Number(output.gas_used),
      stack: readStack(output.stack),
    };
  }

  /** One emulator session for up to 255 prepared calls; null when the session itself failed. */
  async function runSession(
    code: Cell,
    unixTime: number,
    calls: readonly PreparedCall[],
    libs: Cell | null,
  ): Promise<Array<{ exit: number; gas: number; stack: StackValue[] }> | null> {
    const childCode = code.isExotic ? beginCell().storeRef(code).endCell() : code;
    // The first call's state is the default; later calls send only what differs from it.
    const first = calls[0]!;
    const firstAddress = beginCell().storeAddress(first.address).endCell();
    const defaults: TupleItem = {
      type: 'tuple',
      items: [
        { type: 'cell', cell: first.data },
        { type: 'slice', cell: firstAddress },
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
            call.data === first.data && call.address.equals(first.address) && call.balance === first.balance;
          if (!same) {
            fields.push(
              { type: 'cell', cell: call.data },
              { type: 'slice', cell: beginCell().storeAddress(call.address).endCell() },
              { type: 'int', value: call.balance },
            );
          }
          if (call.methodId !== first.methodId) {
            if (same) fields.push({ type: 'null' }, { type: 'null' }, { type: 'null' });
            fields.push({ type: 'int', value: BigInt(call.methodId) });
          }
          return { type: 'tuple', items: fields };
        });
    let answer: ExecutorGetMethodResult;
    try {
      const common: TupleItem[] = [
        { type: 'cell', cell: code },
        { type: 'cell', cell: childCode },
        { type: 'int', value: gasLimit },
        defaults,
      ];
      answer = await (
        await emulator()
      ).runGetMethod({
        code: addresses ? ADDRESS_WRAPPER : WRAPPER,
        data: EMPTY_CELL,
        methodId: 0,
        stack: addresses
          ? [
              ...common,
              { type: 'cell', cell: packAddresses(addresses) },
              { type: 'int', value: BigInt(addresses.length) },
            ]
          : [...common, { type: 'tuple', items }],
        config: config.boc,
        verbosity: 'short',
        ...(libs ? { libs } : {}),
        address: first.address,
        unixTime,
        balance: 0n,
        randomSeed: ZERO_SEED,
        gasLimit: BigInt(calls.length) * (gasLimit + WRAPPER_GAS_PER_CALL),
        debugEnabled: false,
      });
    } catch {
      return null;
    }
    const output = answer.output;
    if (!output.success || output.vm_exit_code !== 0) return null;
    const [results] = readStack(output.stack);
    if (results?.type !== 'tuple' || results.items.length !== calls.length) return null;
    return results.items.map((item) => {
      if (item.type !== 'tuple' || item.items.length !== 3)
        throw new Error('batch program returned an unexpected shape');
      const [exit, gas, values] = item.items;
      if (exit?.type !== 'int' || gas?.type !== 'int' || values?.type !== 'tuple')
        throw new Error('batch program returned an unexpected shape');
      return { exit: Number(exit.value), gas: Number(gas.value), stack: values.items };
    });
  }

  async function runMany(request: GetMethodBatchRequest): Promise<GetMethodResult[]> {
    const checked = getMethodBatchRequestSchema.safeParse(request);
    if (!checked.success) {
      const count = Array.isArray((request as { calls?: unknown }).calls)
        ? (request as { calls: unknown[] }).calls.length
        : 0;
      return Array.from({ length: count }, () =>
        failure('invalid_request', requestIssue(checked.error), null),
      );
    }
    const { code_boc: codeBoc, unix_time: unixTime, calls, libraries: extraBocs } = checked.data;
    const extra = extraLibrariesOf(extraBocs);
    const results: GetMethodResult[] = new Array(calls.length);
    let code: Cell;
    try {
      code = cell(codeBoc, 'code');
    } catch (error) {
      return calls.map(() =>
        failure('invalid_request', error instanceof Error ? error.message : String(error), null),
      );
    }
    const prepared: Array<PreparedCall & { index: number }> = [];
    calls.forEach((call, index) => {
      const methodId = resolveMethodId(call.method);
      if (methodId === null) {
        results[index] = failure(
          'invalid_request',
          `"${String(call.method)}" is neither a method name nor a method id.`,
          null,
        );
        return;
      }
      try {
        const addressArgument = soleAddressArgument(call.args);
        prepared.push({
          index,
          data: call.data_boc === undefined ? EMPTY_CELL : cell(call.data_boc, 'data'),
          address: Address.parseRaw(call.address),
          balance: BigInt(call.balance),
          methodId,
          stack: addressArgument
            ? () => [{ type: 'slice', cell: beginCell().storeAddress(addressArgument).endCell() }]
            : constant(call.args.map((arg) => toTupleItem(arg))),
          ...(addressArgument ? { addressArgument } : {}),
        });
      } catch (error) {
        results[index] = failure(
          'invalid_request',
          error instanceof Error ? error.message : String(error),
          methodId,
        );
      }
    });
    for (let start = 0; start < prepared.length; start += MAX_CALLS_PER_SESSION) {
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
      const session = await runSession(code, unixTime, chunk, libs.libs);
      for (let i = 0; i < chunk.length; i++) {
        const call = chunk[i]!;
        const answer = session?.[i];
        // Exit 9 may be a library that is not bundled: a single run names it. A failed session
        // (a result the batch program cannot hold, e.g. more than 255 values) falls back too.
        if (!answer || answer.exit === 9) {
          results[call.index] = await runOne({
            account: {
              address: calls[call.index]!.address,
              code_boc: codeBoc,
              ...(calls[call.index]!.data_boc !== undefined ? { data_boc: calls[call.index]!.data_boc } : {}),
              balance: calls[call.index]!.balance,
            },
            method: call.methodId,
            args: calls[call.index]!.args,
            unix_time: unixTime,
            ...(extraBocs ? { libraries: extraBocs } : {}),
          });
          continue;
        }
        results[call.index] = {
          ran: true,
          method_id: call.methodId,
          exit_code: answer.exit,
          exit_meaning: exitCodeMeaning(answer.exit),
          gas_used: answer.gas,
          stack: answer.stack,
        };
      }
    }
    return results;
  }

  return {
    runGetMethod: runOne,
    runGetMethods: runMany,
    // Loaded when first asked: the disassembler is large and a get-method never needs it.
    disassemble: async (codeBoc) => (await import('./disassembly')).disassemble(codeBoc),
    cellTree: async (boc, maxCells) => (await import('./cell-tree')).cellTree(boc, maxCells),
    prepare: async () => void (await emulator()),
  };
}
