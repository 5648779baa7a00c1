/**
 * Get-method calls planned for many accounts, run grouped by code — one `runGetMethods` per code, so
 * accounts sharing a code share emulator sessions — with each result handed to where it belongs.
 */
import type { AccountState } from '../api/account-states';
import type { GetMethodLimits } from '../tvm/limits-schema';
import type { GetMethodResult, RunOptions, TvmAccount, TvmRunner } from '../tvm/runner';
import type { StackArgument } from '../tvm/stack-schema';

/** The runner's view of an indexed state, or null without code. */
export function tvmAccountOf(state: AccountState): TvmAccount | null {
  if (!state.code_boc) return null;
  return {
    address: state.address,
    code_boc: state.code_boc,
    ...(state.data_boc ? { data_boc: state.data_boc } : {}),
    balance: state.balance ?? '0',
  };
}

/** A call to run, tied to where its result goes. */
export interface PlannedCall {
  account: TvmAccount;
  method: string;
  args: StackArgument[];
  done: (result: GetMethodResult) => void;
}

/** How planned calls are run: their time, limits, the user's own libraries, cancellation and place in line. */
export interface PlannedRun extends RunOptions {
  runner: TvmRunner;
  unixTime: number;
  limits?: GetMethodLimits;
  /** The user's own library BoCs, sent along so library-cell code they name can run. */
  libraries?: readonly string[];
}

/**
 * Runs calls grouped by code (one `runGetMethods` per code; the codes at once, so a pool of threads
 * shares them out), results handed to each call.
 */
export async function runPlanned(run: PlannedRun, calls: readonly PlannedCall[]): Promise<void> {
  const byCode = new Map<string, PlannedCall[]>();
  for (const call of calls) {
    const group = byCode.get(call.account.code_boc);
    if (group) group.push(call);
    else byCode.set(call.account.code_boc, [call]);
  }
  const groups = [...byCode].map(async ([code, group]) => {
    const results = await run.runner.runGetMethods(
      {
        code_boc: code,
        unix_time: run.unixTime,
        calls: group.map((c) => ({
          address: c.account.address,
          ...(c.account.data_boc ? { data_boc: c.account.data_boc } : {}),
          balance: c.account.balance,
          method: c.method,
          args: c.args,
        })),
        ...(run.limits ? { limits: run.limits } : {}),
        ...(run.libraries && run.libraries.length > 0 ? { libraries: [...run.libraries] } : {}),
      },
      {
        ...(run.signal ? { signal: run.signal } : {}),
        ...(run.background ? { background: true } : {}),
      },
    );
    group.forEach((call, i) => call.done(results[i]!));
  });
  await Promise.all(groups);
}
