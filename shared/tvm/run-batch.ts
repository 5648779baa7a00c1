/**
 * A batch of get-method calls on one code (shared/tvm/engine.ts): each call checked and prepared, the
 * prepared ones run up to 255 to an emulator session (shared/tvm/batch-session.ts), and a call the
 * session could not answer run alone (shared/tvm/run-single.ts), so only a bad call fails.
 */
import { Address, beginCell, type Cell } from '@ton/core';
import { MAX_CALLS_PER_SESSION } from './batch-wrapper';
import { runSession, soleAddressArgument, type PreparedCall, type SessionAnswer } from './batch-session';
import { EMPTY_CELL, librariesFor, tooDeep, type EngineContext } from './engine-context';
import { exitCodeMeaning } from './exit-codes';
import { failure, methodLabel } from './failures';
import { extraLibrariesOf, type ExtraLibraries } from './libraries';
import { resolveLimits, type ResolvedLimits } from './limits';
import { resolveMethodId } from './method-id';
import type { GetMethodBatchRequest, GetMethodResult, RunOptions } from './runner';
import { runSingle } from './run-single';
import { StackValueError, toTupleItem } from './stack';

type BatchCall = GetMethodBatchRequest['calls'][number];

/** A prepared call with its place in the batch. */
type PlacedCall = PreparedCall & { index: number };

/** What the steps of one batch share. */
interface BatchRun {
  context: EngineContext;
  request: GetMethodBatchRequest;
  runOptions: RunOptions | undefined;
  code: Cell;
  extra: ExtraLibraries | undefined;
  limits: ResolvedLimits;
  /** Each call's result, by its place in the batch. */
  results: GetMethodResult[];
}

/** Runs a batch: every call's result, in the calls' order. */
export async function runBatch(
  context: EngineContext,
  request: GetMethodBatchRequest,
  runOptions?: RunOptions,
): Promise<GetMethodResult[]> {
  runOptions?.signal?.throwIfAborted();
  const { code_boc: codeBoc, calls } = request;
  const extra = extraLibrariesOf(request.libraries);
  const limits = resolveLimits(request.limits);
  const results: GetMethodResult[] = new Array(calls.length);
  let code: Cell;
  try {
    code = context.cell(codeBoc, 'code_boc');
  } catch (error) {
    return calls.map((call) =>
      failure(
        'invalid_state',
        `${(error as Error).message.replace('code_boc', `code_boc of ${call.address}`)}`,
        null,
      ),
    );
  }
  const run: BatchRun = { context, request, runOptions, code, extra, limits, results };
  const prepared = prepareCalls(run);
  for (let start = 0; start < prepared.length; start += MAX_CALLS_PER_SESSION) {
    runOptions?.signal?.throwIfAborted();
    await runChunk(run, prepared.slice(start, start + MAX_CALLS_PER_SESSION));
  }
  return results;
}

/** The calls ready for a session; a call that cannot run gets its failure in `results` instead. */
function prepareCalls(run: BatchRun): PlacedCall[] {
  const prepared: PlacedCall[] = [];
  for (const [index, call] of run.request.calls.entries()) {
    const methodId = resolveMethodId(call.method);
    if (methodId === null) {
      run.results[index] = failure(
        'invalid_request',
        `"${String(call.method)}" is neither a method name nor a method id.`,
        null,
      );
      continue;
    }
    try {
      const ready = prepareCall(run, call, methodId);
      if ('ran' in ready) run.results[index] = ready;
      else prepared.push({ ...ready, index });
    } catch (error) {
      run.results[index] = failure(
        error instanceof StackValueError && /BoC/.test(error.message) ? 'invalid_state' : 'invalid_request',
        error instanceof Error ? error.message : String(error),
        methodId,
      );
    }
  }
  return prepared;
}

/** One call ready for a session, or why its state cannot run; throws on a bad address, BoC or argument. */
function prepareCall(run: BatchRun, call: BatchCall, methodId: number): PreparedCall | GetMethodResult {
  Address.parseRaw(call.address);
  const data =
    call.data_boc === undefined ? EMPTY_CELL : run.context.cell(call.data_boc, `data_boc of ${call.address}`);
  const name = { method: methodLabel(call.method, methodId), address: call.address };
  const deep = tooDeep('code', run.code, name) ?? tooDeep('data', data, name);
  if (deep) return failure('invalid_state', deep, methodId);
  const args = call.args ?? [];
  const addressArgument = soleAddressArgument(args);
  return {
    data,
    address: call.address,
    balance: BigInt(call.balance),
    methodId,
    stack: addressArgument
      ? () => [{ type: 'slice', cell: beginCell().storeAddress(addressArgument).endCell() }]
      : constant(args.map((arg) => toTupleItem(arg))),
    ...(addressArgument ? { addressArgument } : {}),
  };
}

/** Runs up to 255 prepared calls in one session, and writes each one's result. */
async function runChunk(run: BatchRun, chunk: readonly PlacedCall[]): Promise<void> {
  const { results, limits } = run;
  const libs = librariesFor(
    run.code,
    chunk.map((call) => call.data),
    null,
    run.extra,
  );
  if ('failed' in libs) {
    for (const call of chunk) results[call.index] = { ...libs.failed, method_id: call.methodId };
    return;
  }
  const session = await runSession(run.context, run.code, run.request.unix_time, chunk, libs.libs, limits);
  for (let i = 0; i < chunk.length; i++) {
    const call = chunk[i]!;
    const answer: SessionAnswer | undefined = session?.[i];
    // Exit 9 may be a library that is not bundled: a single run names it. A failed session (a
    // result the batch program cannot hold, e.g. more than 253 values; a call that crashed the
    // emulator or passed its memory limit) is run call by call, so only the bad call fails.
    if (!answer || answer.exit === 9) {
      results[call.index] = await runAlone(run, call.index, call.methodId);
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

/** The call run alone: what names a missing library, or ends a bad call without its neighbours. */
function runAlone(run: BatchRun, index: number, methodId: number): Promise<GetMethodResult> {
  const { code_boc: codeBoc, unix_time: unixTime, libraries: extraBocs } = run.request;
  const call = run.request.calls[index]!;
  return runSingle(
    run.context,
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
      limits: run.limits,
      ...(extraBocs ? { libraries: extraBocs } : {}),
    },
    run.runOptions,
    methodLabel(call.method, methodId),
  );
}

/** A function returning `value`. */
const constant =
  <T>(value: T) =>
  (): T =>
    value;
