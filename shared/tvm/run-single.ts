/**
 * One get-method run on the engine (shared/tvm/engine.ts): the account's code and data parsed and
 * checked, its arguments as a stack, its libraries, one emulator call, and the result read with bounds.
 * A batch also runs a call alone this way when the call must fail or be named without its neighbours.
 */
import { Address, type Cell, serializeTuple } from '@ton/core';
import {
  cellBoc,
  EMPTY_CELL,
  EMPTY_CELL_BOC,
  EMPTY_STACK_BOC,
  emulatorWords,
  invoke,
  librariesFor,
  readResult,
  tooDeep,
  type EngineContext,
} from './engine-context';
import type { NativeGetMethodOutput } from './emulator-instance';
import { exitCodeMeaning } from './exit-codes';
import { crashWords, failure, methodLabel, missingLibrary, named, type CallName } from './failures';
import { extraLibrariesOf } from './libraries';
import { resolveLimits, type ResolvedLimits } from './limits';
import { resolveMethodId } from './method-id';
import type { GetMethodFailure, GetMethodRequest, GetMethodResult, RunOptions } from './runner';
import { toTupleItem } from './stack';
import type { ReadStack } from './stack-boc';

/** One run; `label` names the method in messages when the caller knows it better (a batch's name). */
export async function runSingle(
  context: EngineContext,
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
    return failure('invalid_request', `"${String(method)}" is neither a method name nor a method id.`, null);
  const cells = stateCells(context, request, name, methodId);
  if ('ran' in cells) return cells;
  const stack = argumentStackBoc(request, methodId);
  if (typeof stack !== 'string') return stack;
  const libs = librariesFor(cells.code, [cells.data], methodId, extraLibrariesOf(request.libraries));
  if ('failed' in libs) return libs.failed;
  const output = await invoke(
    context,
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
      config: context.config.boc,
    },
    limits,
    name,
    methodId,
  );
  if ('ran' in output) return output;
  return resultOf(context, output, limits, name, methodId);
}

/** The account's code and data cells, or why they cannot run: unreadable, or nested too deep. */
function stateCells(
  context: EngineContext,
  { account }: GetMethodRequest,
  name: CallName,
  methodId: number,
): { code: Cell; data: Cell } | GetMethodFailure {
  let code: Cell;
  let data: Cell;
  try {
    code = context.cell(account.code_boc, `code_boc of ${account.address}`);
    data =
      account.data_boc === undefined
        ? EMPTY_CELL
        : context.cell(account.data_boc, `data_boc of ${account.address}`);
  } catch (error) {
    return failure('invalid_state', (error as Error).message, methodId);
  }
  const deep = tooDeep('code', code, name) ?? tooDeep('data', data, name);
  if (deep) return failure('invalid_state', deep, methodId);
  return { code, data };
}

/** The call's arguments as a stack BoC, or the failure of a bad address or argument. */
function argumentStackBoc(request: GetMethodRequest, methodId: number): string | GetMethodFailure {
  try {
    Address.parseRaw(request.account.address);
    const args = request.args ?? [];
    return args.length === 0 ? EMPTY_STACK_BOC : cellBoc(serializeTuple(args.map((a) => toTupleItem(a))));
  } catch (error) {
    return failure('invalid_request', error instanceof Error ? error.message : String(error), methodId);
  }
}

/** What the emulator's output says: the run's exit, gas and stack, or why there is none. */
function resultOf(
  context: EngineContext,
  output: NativeGetMethodOutput,
  limits: ResolvedLimits,
  name: CallName,
  methodId: number,
): GetMethodResult {
  if (!output.success)
    return failure(
      'emulator_error',
      `The emulator could not run ${named(name)}: ${emulatorWords(output.error)}.`,
      methodId,
    );
  if (output.missing_library) return missingLibrary(output.missing_library.toLowerCase(), methodId);
  let read: ReadStack;
  try {
    read = readResult(context, output.stack, false);
  } catch (error) {
    context.discard();
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
