/**
 * The jetton masters of a tokens run (shared/contracts/tokens.ts): looked up, each one's own
 * `get_jetton_data` read for its decimals and symbol, and its `get_wallet_address` tried on the first
 * owner alone, so a master that runs past a limit is not run for every owner.
 */
import type { AccountLookup, AccountState } from '../api/account-states';
import { isOutOfGas } from '../tvm/exit-codes';
import type { GetMethodResult } from '../tvm/runner';
import { addressArgument } from '../tvm/stack';
import { decodeJettonMaster, type JettonMasterDetails } from './details/jetton-details';
import { MethodResults } from './details/method-results';
import { tvmAccountOf } from './planned-calls';
import { requestExtras, runOptionsOf } from './tokens-context';
import type { JettonInfo, TokensOptions } from './tokens';

/** The runner's view of a master's state. */
type MasterAccount = NonNullable<ReturnType<typeof tvmAccountOf>>;

/** Whether a run ended on a limit (gas, time, memory): another owner would cost the same. */
function pastLimit(result: GetMethodResult): boolean {
  return result.ran
    ? isOutOfGas(result.exit_code)
    : result.reason === 'time_limit' || result.reason === 'memory_limit';
}

/** Looks up the masters and reads each one's `get_jetton_data`. */
export async function loadJettons(options: TokensOptions): Promise<JettonInfo[]> {
  const outcome = await options.lookUpMasters(options.masters);
  const found = outcome.result;
  const byRaw = new Map(found.accounts.map((a) => [a.address, a]));
  const failed = new Map(
    outcome.failed.flatMap((f) => f.addresses.map((a) => [a, f.error.message] as const)),
  );
  const jettons: JettonInfo[] = [];
  for (const master of options.masters)
    jettons.push(await loadJetton(options, master, byRaw.get(master) ?? null, found, failed.get(master)));
  return jettons;
}

/** One master as the run sees it: its details and symbol, or why it cannot be used. */
async function loadJetton(
  options: TokensOptions,
  master: string,
  state: AccountState | null,
  found: AccountLookup,
  lookupFailure: string | undefined,
): Promise<JettonInfo> {
  const account = state && state.status === 'active' ? tvmAccountOf(state) : null;
  if (!account) {
    const why =
      lookupFailure ??
      (state
        ? `the jetton master is ${state.status ?? 'not active'}`
        : 'the jetton master is not in the index');
    return { master, state, details: null, symbol: null, problem: why };
  }
  const result = await options.runner.runGetMethod(
    {
      account,
      method: 'get_jetton_data',
      args: [],
      unix_time: options.unixTime,
      ...requestExtras(options),
    },
    runOptionsOf(options),
  );
  const indexed = found.metadata[master]?.token_info[0];
  if (!result.ran && result.reason === 'missing_library' && result.missing_library) {
    return {
      master,
      state,
      details: null,
      symbol: indexed?.symbol ?? null,
      problem: `the jetton master's code is library ${result.missing_library}, which the app does not carry and you have not added: add it in Settings → Libraries (at the CLI: --library FILE)`,
    };
  }
  const decoded = masterDetails(result, indexed?.extra?.['decimals']);
  const { details } = decoded;
  let { problem } = decoded;
  if (!problem && options.owners.length > 0) problem = await probeDerivation(options, account);
  const content = details?.content;
  const symbol =
    content && (content.layout === 'onchain' || content.layout === 'semichain') && content.fields.symbol
      ? content.fields.symbol
      : (indexed?.symbol ?? null);
  return { master, state, details, symbol, problem };
}

/**
 * What `get_jetton_data` says, with the indexer's decimals (its metadata's `extra.decimals`) as the
 * fallback; or why the account is not a jetton master.
 */
function masterDetails(
  result: GetMethodResult,
  indexerExtra: unknown,
): { details: JettonMasterDetails | null; problem: string | null } {
  const results = new MethodResults(new Map([['get_jetton_data', result]]));
  try {
    const indexerDecimals =
      typeof indexerExtra === 'string' && /^\d{1,3}$/.test(indexerExtra) && Number(indexerExtra) <= 255
        ? Number(indexerExtra)
        : null;
    const details = decodeJettonMaster(results, indexerDecimals);
    return details
      ? { details, problem: null }
      : { details: null, problem: `not a jetton master: ${results.problem('get_jetton_data')}` };
  } catch (error) {
    return {
      details: null,
      problem: `not a jetton master: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * Runs the master's `get_wallet_address` for the first owner alone: a master whose code runs past a
 * limit would cost that limit once per owner, so it is not run for the others. Null when it is fine.
 */
async function probeDerivation(options: TokensOptions, account: MasterAccount): Promise<string | null> {
  const result = await options.runner.runGetMethod(
    {
      account,
      method: 'get_wallet_address',
      args: [addressArgument(options.owners[0]!)],
      unix_time: options.unixTime,
      ...requestExtras(options),
    },
    runOptionsOf(options),
  );
  if (!pastLimit(result)) return null;
  const why = result.ran ? result.exit_meaning : result.message;
  return `its get_wallet_address ran past a limit for the first owner (${why}); it was not run for the others`;
}
