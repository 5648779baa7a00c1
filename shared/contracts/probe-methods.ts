/**
 * Probing code that has no method dictionary (and no other clue) for the standard get-methods it
 * answers, so it can be named by them — bounded, because such code may be anything: a probe is given a
 * tenth of a get-method's gas, and code that spends a whole probe's budget (or cannot be run at all)
 * is asked nothing more. Ten gas burners so cost ten short probes, not seventy full runs.
 */
import { DEFAULT_GAS_LIMIT, gasText } from '../tvm/limits';
import { isOutOfGas, isSuccessExitCode } from '../tvm/exit-codes';
import type { GetMethodResult, TvmAccount } from '../tvm/runner';
import { PROBE_METHODS } from './identify';
import { runPlanned, type PlannedRun } from './planned-calls';

/**
 * Gas one probe may spend. Every standard getter of the real contracts in the fixtures answers in
 * under 10,000 gas (the most: a nominator pool's list_nominators, 9,155), so ten times that is ample.
 */
export const PROBE_GAS_LIMIT = 100_000;

/** An account to probe: its state, and where a probe that ended its probing is kept for the report. */
export interface ProbedAccount {
  readonly tvm: TvmAccount;
  readonly results: Map<string, GetMethodResult>;
}

/** Whether a probe's result ends the account's probing: it could not run, or it spent all its gas. */
function spent(result: GetMethodResult): boolean {
  return !result.ran || isOutOfGas(result.exit_code);
}

/** A spent probe as the report shows it: running out of gas names the probe's own budget. */
function reported(result: GetMethodResult, gas: number): GetMethodResult {
  if (!result.ran || !isOutOfGas(result.exit_code)) return result;
  return {
    ...result,
    exit_meaning: `out of gas: it used up the ${gasText(gas)} a probe for a standard get-method is given, where real getters need under 10,000, so the code was asked nothing more`,
  };
}

/**
 * Runs `methods` on each account, recording in `answered` those that answered; a spent probe is kept
 * in the account's results (the first only). Returns the accounts still worth probing.
 */
async function probeRound<T extends ProbedAccount>(
  run: PlannedRun,
  gas: number,
  accounts: readonly T[],
  methods: readonly string[],
  answered: Map<T, Set<string>>,
): Promise<T[]> {
  const stopped = new Set<T>();
  await runPlanned(
    run,
    accounts.flatMap((account) =>
      methods.map((method) => ({
        account: account.tvm,
        method,
        args: [],
        done: (result: GetMethodResult) => {
          if (result.ran && isSuccessExitCode(result.exit_code)) answered.get(account)!.add(method);
          if (!spent(result)) return;
          if (!stopped.has(account)) account.results.set(method, reported(result, gas));
          stopped.add(account);
        },
      })),
    ),
  );
  return accounts.filter((account) => !stopped.has(account));
}

/**
 * Probes each account for the standard get-methods ({@link PROBE_METHODS}): one first, then — for
 * code that neither spent that probe's gas nor failed to run — the others. Answers, per account, the
 * names of the methods that answered.
 */
export async function probeStandardMethods<T extends ProbedAccount>(
  run: PlannedRun,
  accounts: readonly T[],
): Promise<Map<T, Set<string>>> {
  const answered = new Map(accounts.map((account) => [account, new Set<string>()]));
  const gas = Math.min(run.limits?.gas ?? DEFAULT_GAS_LIMIT, PROBE_GAS_LIMIT);
  const probeRun: PlannedRun = { ...run, limits: { ...run.limits, gas } };
  const [first, ...rest] = PROBE_METHODS;
  const going = await probeRound(probeRun, gas, accounts, [first!], answered);
  if (going.length > 0) await probeRound(probeRun, gas, going, rest, answered);
  return answered;
}
