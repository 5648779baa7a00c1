/**
 * "What is this account?" for a list of indexed states: names each contract (identify.ts), runs the
 * get-methods its kind answers on its own code and data (grouped by code, one emulator session per
 * 255 calls), decodes the answers into typed details, completes them with the accounts they point at
 * (a jetton wallet's master for the decimals, an NFT item's collection for the full content — looked
 * up with one more request when they were not in the list) and compares them with the indexer's
 * metadata. Used by `inspect` in the CLI and, through the bridge, by the detail view.
 *
 * Its steps: each account prepared and its own methods planned (shared/contracts/inspect-work.ts), the
 * accounts the details point at (inspect-links.ts), each account's details built (inspect-build.ts).
 */
import type { AccountLookup } from '../api/account-states';
import { extraLibrariesOf } from '../tvm/libraries';
import { ADD_LIBRARY_WAYS, whereToGetLibrary } from '../tvm/failures';
import type { GetMethodLimits } from '../tvm/limits-schema';
import type { GetMethodResult, TvmRunner } from '../tvm/runner';
import { buildAccount } from './inspect-build';
import { linkedFacts } from './inspect-links';
import { libraryText, optionalFor, plannedMethods, prepare, probeUnknown } from './inspect-work';
import type { InspectedAccount } from './inspected-account';
import { runPlanned, type PlannedRun } from './planned-calls';

export type { AccountDetails, InspectedAccount, MethodRun } from './inspected-account';
export { tvmAccountOf } from './planned-calls';

/** Options of {@link inspectAccounts}. */
export interface InspectOptions {
  /** The accounts (with `code_boc`/`data_boc`), their address book and metadata. */
  lookup: AccountLookup;
  /** `now()` for every method: the last indexed block's time. */
  unixTime: number;
  runner: TvmRunner;
  /**
   * Looks up accounts the details need that are not in `lookup` (jetton masters, NFT collections), in
   * one request. Without it, those details fall back to the indexer's metadata or stay incomplete.
   */
  lookupMore?: (raws: string[]) => Promise<AccountLookup>;
  /**
   * The user's own libraries (code BoCs, shared/libraries): library-cell code naming one of them runs,
   * and is named, as if the app carried it.
   */
  libraries?: readonly string[];
  /** Each get-method's limits (defaults: shared/tvm/limits.ts). */
  limits?: GetMethodLimits;
  /** Stops the emulation at once (the promise rejects). */
  signal?: AbortSignal;
  /**
   * The indexer's network (shared/settings/network.ts): a jetton master is judged on it (which
   * well-known jetton it is, or imitates). Without it, no master is judged.
   */
  network?: 'mainnet' | 'testnet';
}

/** Inspects every account of `lookup.accounts`, in order. */
export async function inspectAccounts(options: InspectOptions): Promise<InspectedAccount[]> {
  const { lookup, unixTime, libraries } = options;
  const run: PlannedRun = {
    runner: options.runner,
    unixTime,
    ...(libraries ? { libraries } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const extra = extraLibrariesOf(libraries);
  const works = lookup.accounts.map((state) => prepare(state, extra));
  await probeUnknown(works, run);

  // Phase 1: each account's own methods.
  await runPlanned(
    run,
    works.flatMap((work) =>
      work.runnable
        ? plannedMethods(work, unixTime).map(({ method, args }) => ({
            account: work.tvm!,
            method,
            args,
            done: (r: GetMethodResult) => void work.results.set(method, r),
          }))
        : [],
    ),
  );

  // Phase 2: the masters and collections the details point at.
  const facts = await linkedFacts(options, run, extra, works);
  return works.map((work) => buildAccount(work, facts));
}

/**
 * Why an inspected account was not fully decoded: each get-method it needed that could not be run
 * (a missing library, a limit, the emulator) or that failed. Empty when every answer came (a getter
 * only some versions have may be missing). The CLI's exit code 4 and the app's per-account notes.
 */
export function undecodedReasons(account: InspectedAccount): string[] {
  const library = account.details.library;
  const missing =
    library?.origin === 'missing'
      ? [
          `the code needs library ${libraryText(library.hash)}, which the app does not carry. ${whereToGetLibrary(library.hash)} ${ADD_LIBRARY_WAYS}`,
        ]
      : [];
  return missing.concat(
    account.methods.flatMap((m) =>
      m.error !== null
        ? [`${m.method}: ${m.error}`]
        : m.exit_code !== null &&
            m.exit_code !== 0 &&
            m.exit_code !== 1 &&
            !(m.exit_code === 11 && optionalFor(m.method, account.kind))
          ? [`${m.method} exited with code ${m.exit_code} (${m.exit_meaning})`]
          : [],
    ),
  );
}
