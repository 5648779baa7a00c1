/**
 * Get-method calls planned for many accounts, run grouped by code — one `runGetMethods` per code, so
 * accounts sharing a code share emulator sessions — with each result handed to where it belongs.
 */
import type { AccountState } from '../api/account-states';
import type { GetMethodResult, TvmAccount, TvmRunner } from '../tvm/runner';
import type { StackValue } from '../tvm/stack';

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
  args: StackValue[];
  done: (result: GetMethodResult) => void;
}

/**
 * Runs calls grouped by code (one `runGetMethods` per code), results handed to each call. `libraries`
 * are the user's own library BoCs, sent along so library-cell code they name can run.
 */
export async function runPlanned(
  runner: TvmRunner,
  unixTime: number,
  calls: readonly PlannedCall[],
  libraries?: readonly string[],
): Promise<void> {
  const byCode = new Map<string, PlannedCall[]>();
  for (const call of calls) {
    const group = byCode.get(call.account.code_boc);
    if (group) group.push(call);
    else byCode.set(call.account.code_boc, [call]);
  }
  for (const [code, group] of byCode) {
    const results = await runner.runGetMethods({
      code_boc: code,
      unix_time: unixTime,
      ...(libraries && libraries.length > 0 ? { libraries: [...libraries] } : {}),
      calls: group.map((c) => ({
        address: c.account.address,
        ...(c.account.data_boc ? { data_boc: c.account.data_boc } : {}),
        balance: c.account.balance,
        method: c.method,
        args: c.args,
      })),
    });
    group.forEach((call, i) => call.done(results[i]!));
  }
}
