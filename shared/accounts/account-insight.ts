/**
 * What an account's own code says, asked by address: inspecting accounts (kind, decoded details), one
 * get-method, the code's disassembly and a BoC's cell tree. Each reads the states from the profile's
 * account store (account-store.ts) — held ones at once, the others fetched at the indexer's pace — and
 * runs the emulator behind the bridge; no state ever travels from the window to be run. Inspected facts
 * are kept in the store per state and time, so a page opened again costs no emulation.
 */
import type { AccountState } from '../api/account-states';
import { inspectAccounts, tvmAccountOf } from '../contracts/inspect';
import type { InspectedAccount } from '../contracts/inspected-account';
import { AppError } from '../errors';
import { getMethodTime } from '../jobs/job-indexer';
import type { CellTree } from '../tvm/cell-tree';
import type { Disassembly } from '../tvm/disassembly';
import type { GetMethodLimits } from '../tvm/limits-schema';
import type { GetMethodRequest, GetMethodResult, TvmRunner } from '../tvm/runner';
import type { IndexerNetwork } from '../settings/network';
import type { AccountStore } from './account-store';

/** What the insight calls run with. */
export interface InsightDeps {
  store: AccountStore;
  /** The emulator's runner (created on first use: main's threads, the web's Worker). */
  runner: () => Promise<TvmRunner>;
  /** The user's libraries, read at each call so one just added is used at once. */
  libraries: () => Promise<readonly string[]>;
  /** The indexer's network (what a jetton master is judged on), read at each inspection. */
  network?: () => Promise<IndexerNetwork>;
}

/** Inspected accounts, in the order asked, and the asked ones the index does not know. */
export interface Inspected {
  accounts: InspectedAccount[];
  notFound: string[];
}

/** Facts that stay true for a state: none that waited on a library, or used one the user may remove. */
const keepable = (facts: InspectedAccount) => {
  const origin = facts.details.library?.origin;
  return origin !== 'missing' && origin !== 'user';
};

/** Inspects `raws` (shared/contracts/inspect.ts) on their states, at `unixTime` (absent: the last block's). */
export async function inspectByAddress(
  deps: InsightDeps,
  raws: readonly string[],
  unixTime: number | undefined,
  signal: AbortSignal,
): Promise<Inspected> {
  const { store } = deps;
  // The emulator starts while the states are fetched.
  const runner = deps.runner();
  runner.catch(() => undefined);
  const held = await store.statesWithCode(raws, signal);
  const time = await getMethodTime(store.indexer, unixTime, signal);
  const toRun: AccountState[] = [];
  for (const state of held.states.values())
    if (!store.inspected(state.address, state.account_state_hash, time)) toRun.push(state);
  if (toRun.length > 0) {
    const ran = await inspectAccounts({
      lookup: { accounts: toRun, address_book: {}, metadata: held.metadata, not_found: [] },
      unixTime: time,
      runner: await runner,
      lookupMore: async (more) => {
        const fetched = await store.statesWithCode(more, signal);
        return {
          accounts: [...fetched.states.values()],
          address_book: {},
          metadata: fetched.metadata,
          not_found: fetched.notFound,
        };
      },
      libraries: await deps.libraries(),
      ...(deps.network ? { network: await deps.network() } : {}),
      signal,
    });
    for (const facts of ran) {
      const state = held.states.get(facts.address);
      if (state && keepable(facts)) store.keepInspected(facts, state.account_state_hash, time);
    }
    const fresh = new Map(ran.map((facts) => [facts.address, facts]));
    return {
      accounts: inOrder(raws, held.states, (state) => fresh.get(state.address)),
      notFound: held.notFound,
    };
  }
  return {
    accounts: inOrder(raws, held.states, (s) => store.inspected(s.address, s.account_state_hash, time)),
    notFound: held.notFound,
  };
}

/** The facts of each asked account that has them, in the order asked. */
function inOrder(
  raws: readonly string[],
  states: ReadonlyMap<string, AccountState>,
  factsOf: (state: AccountState) => InspectedAccount | undefined,
): InspectedAccount[] {
  const out: InspectedAccount[] = [];
  for (const raw of new Set(raws)) {
    const state = states.get(raw);
    const facts = state && factsOf(state);
    if (facts) out.push(facts);
  }
  return out;
}

/** One get-method on an account's state. */
export interface GetMethodCall {
  address: string;
  method: GetMethodRequest['method'];
  args: GetMethodRequest['args'];
  unixTime: number | undefined;
  limits: GetMethodLimits | undefined;
}

/** The state with code of `raw`, or an error that says why there is none. */
async function stateWithCode(store: AccountStore, raw: string, signal: AbortSignal): Promise<AccountState> {
  const held = await store.statesWithCode([raw], signal);
  const state = held.states.get(raw);
  if (!state) throw new AppError({ kind: 'invalid-input', message: `The indexer does not know ${raw}.` });
  return state;
}

/** Runs one get-method on the account's indexed state, with the user's libraries; cancelled by `signal`. */
export async function getMethodByAddress(
  deps: InsightDeps,
  call: GetMethodCall,
  signal: AbortSignal,
): Promise<GetMethodResult> {
  const state = await stateWithCode(deps.store, call.address, signal);
  const account = tvmAccountOf(state);
  if (!account)
    throw new AppError({
      kind: 'invalid-input',
      message: `${call.address} has no code to run (it is ${state.status ?? 'of unknown status'}).`,
    });
  const [runner, libraries, time] = await Promise.all([
    deps.runner(),
    deps.libraries(),
    getMethodTime(deps.store.indexer, call.unixTime, signal),
  ]);
  return runner.runGetMethod(
    {
      account,
      method: call.method,
      args: call.args,
      unix_time: time,
      ...(call.limits ? { limits: call.limits } : {}),
      ...(libraries.length > 0 ? { libraries: [...libraries] } : {}),
    },
    { signal },
  );
}

/** The disassembly of an account's code. */
export async function disassemblyOf(
  deps: InsightDeps,
  raw: string,
  signal: AbortSignal,
): Promise<Disassembly> {
  const state = await stateWithCode(deps.store, raw, signal);
  if (!state.code_boc) throw new AppError({ kind: 'invalid-input', message: `${raw} has no code.` });
  return (await deps.runner()).disassemble(state.code_boc, { signal });
}

/** An account's code or data as a cell tree (at most `maxCells` cells). */
export async function cellTreeOf(
  deps: InsightDeps,
  raw: string,
  part: 'code' | 'data',
  maxCells: number | undefined,
  signal: AbortSignal,
): Promise<CellTree> {
  const state = await stateWithCode(deps.store, raw, signal);
  const boc = part === 'code' ? state.code_boc : state.data_boc;
  if (!boc) throw new AppError({ kind: 'invalid-input', message: `${raw} has no ${part}.` });
  try {
    return await (await deps.runner()).cellTree(boc, maxCells, { signal });
  } catch (error) {
    throw new AppError(
      {
        kind: 'invalid-input',
        message: `The cell tree could not be read: ${error instanceof Error ? error.message : String(error)}`,
      },
      { cause: error },
    );
  }
}
