/**
 * An account as an inspection (shared/contracts/inspect.ts) works on it: its code parsed (looking
 * through a library cell), its contract named, the get-methods its kind answers planned, unknown code
 * probed for the standard methods; and the words for what a library cell names.
 */
import { Cell } from '@ton/core';
import type { AccountState, Metadata } from '../api/account-states';
import {
  bundledLibrary,
  resolveLibraryCode,
  type ExtraLibraries,
  type ResolvedLibrary,
} from '../tvm/libraries';
import { ADD_LIBRARY_WAYS, whereToGetLibrary } from '../tvm/failures';
import type { GetMethodResult, TvmAccount } from '../tvm/runner';
import type { StackArgument } from '../tvm/stack-schema';
import { methodIdsOfCode } from './code-methods';
import { JETTON_MASTER_METHODS, JETTON_WALLET_METHODS } from './details/jetton-details';
import type { ExtraCall, ExtraContext } from './details/kind-extras';
import { KIND_EXTRAS } from './details/kind-extras-table';
import { NFT_COLLECTION_METHODS, NFT_ITEM_METHODS } from './details/nft-details';
import { WALLET_METHODS, walletGetters } from './details/wallet-details';
import { hashHex, knownCode } from './known-codes';
import { identifyContract, methodNamesOf, type Identification } from './identify';
import { kindFamily, type KindFamily } from './kinds';
import type { MethodRun, NotRun } from './inspected-account';
import { tvmAccountOf, type PlannedRun } from './planned-calls';
import { probeStandardMethods } from './probe-methods';

/** An account being inspected. */
export interface Work {
  state: AccountState;
  tvm: TvmAccount | null;
  data: Cell | null;
  /** The code that runs: a library cell's library, else the code itself. */
  code: Cell | null;
  id: Identification;
  family: KindFamily;
  codeHash?: string;
  methodIds: number[] | null;
  /** When the code is a library cell: what it names and where that came from. */
  library: ResolvedLibrary | null;
  /** Whether its get-methods can run at all (it has code, its library, and the data the indexer sent). */
  runnable: boolean;
  /** When they cannot: why, and the one of `problems` that says so. */
  notRun: NotRun | null;
  results: Map<string, GetMethodResult>;
  problems: string[];
}

/** The context the extra decoders get for an account. */
export function extraContext(work: Work, unixTime: number): ExtraContext {
  return {
    unixTime,
    balance: BigInt(work.state.balance ?? '0'),
    data: work.data,
    code: work.code,
    address: work.state.address,
  };
}

/** Methods a family (and the kind's extra details) asks, filtered by the code's dictionary when it has one. */
export function plannedMethods(
  work: Work,
  unixTime: number,
): Array<{ method: string; args: StackArgument[] }> {
  const all: Record<KindFamily, readonly string[]> = {
    wallet: WALLET_METHODS,
    jetton_master: JETTON_MASTER_METHODS,
    jetton_wallet: JETTON_WALLET_METHODS,
    nft_item: NFT_ITEM_METHODS,
    nft_collection: NFT_COLLECTION_METHODS,
    other: [],
  };
  const family = (work.family === 'wallet' ? walletGetters(work.id.kind) : null) ?? all[work.family];
  const extras: readonly ExtraCall[] = KIND_EXTRAS[work.id.kind]?.calls ?? [];
  const context = extraContext(work, unixTime);
  const calls = [
    ...family.map((method) => ({ method, args: [] as StackArgument[] })),
    ...extras
      .filter((call) => !family.includes(call.method))
      .map((call) => ({ method: call.method, args: call.args?.(context) ?? [] })),
  ];
  if (!work.methodIds) return calls;
  const names = methodNamesOf(work.methodIds);
  return calls.filter((call) => names.has(call.method));
}

/** First token row of an address in the metadata. */
export function tokenRow(metadata: Metadata, raw: string) {
  return metadata[raw]?.token_info[0];
}

/** `extra.decimals` of a master in the metadata, when usable. */
export function indexerDecimals(metadata: Metadata, raw: string): number | null {
  const value = tokenRow(metadata, raw)?.extra?.['decimals'];
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{1,3}$/.test(text) && Number(text) <= 255 ? Number(text) : null;
}

/** Prepares an account: parses its code (looking through a library cell), names it. */
export function prepare(state: AccountState, extra: ExtraLibraries | undefined): Work {
  const tvm = state.status === 'active' ? tvmAccountOf(state) : null;
  const problems: string[] = [];
  let code: Cell | null = null;
  let data: Cell | null = null;
  let unreadable: string | null = null;
  if (tvm) {
    try {
      code = Cell.fromBase64(tvm.code_boc);
      data = tvm.data_boc ? Cell.fromBase64(tvm.data_boc) : null;
    } catch (error) {
      unreadable = `The indexer's code_boc or data_boc is not a readable BoC (${error instanceof Error ? error.message : String(error)}).`;
      problems.push(unreadable);
    }
  }
  const codeHash = code?.hash().toString('hex');
  if (codeHash && state.code_hash && hashHex(state.code_hash) !== codeHash) {
    problems.push(
      `The indexer's code_hash differs from the hash of its code_boc (${codeHash}); the code's own hash is used.`,
    );
  }
  const library = code ? resolveLibraryCode(code, extra) : null;
  // A library cell's own code is the contract: its method dictionary, its hash in the code table.
  const effective = library ? library.code : code;
  const methodIds = effective ? methodIdsOfCode(effective) : null;
  const id = identifyContract({
    codeHash: codeHash ?? state.code_hash ?? null,
    libraryHash: library?.hash ?? null,
    interfaces: state.interfaces ?? null,
    methods: methodIds ? methodNamesOf(methodIds) : null,
  });
  const notRun = notRunReasons(state, tvm, code, library, unreadable);
  // An unreadable BoC is among the problems already (it may be the data's alone).
  for (const reason of notRun) if (reason.reason !== 'unreadable_code') problems.push(reason.problem);
  return {
    state,
    tvm: code ? tvm : null,
    data,
    code: effective,
    id,
    family: kindFamily(id.kind),
    ...(codeHash ? { codeHash } : {}),
    methodIds,
    library,
    runnable: notRun.length === 0,
    notRun: notRun[0] ?? null,
    results: new Map(),
    problems,
  };
}

/** The problem of a library cell naming a library the app does not carry and the user has not added. */
export function missingLibraryProblem(hash: string): string {
  return `The code is a library cell naming library ${libraryText(hash)}, which the app does not carry and you have not added, so none of its get-methods can run. ${whereToGetLibrary(hash)} ${ADD_LIBRARY_WAYS}, then look again.`;
}

/**
 * Each reason none of an account's get-methods can run, with the problem that says so, the one a
 * screen would show first leading (a missing library before missing data); empty when they can run.
 */
function notRunReasons(
  state: AccountState,
  tvm: TvmAccount | null,
  code: Cell | null,
  library: ResolvedLibrary | null,
  unreadable: string | null,
): NotRun[] {
  if (!tvm) {
    const problem =
      state.status === 'active'
        ? 'The account has no code in the indexed state.'
        : `The account is ${state.status ?? 'of unknown status'}: it has no code to run.`;
    return [{ reason: 'no_code', problem }];
  }
  // Code the indexer sent but that is not there is code that did not parse: `unreadable` says why.
  if (!code) return [{ reason: 'unreadable_code', problem: unreadable! }];
  const reasons: NotRun[] = [];
  if (library?.origin === 'missing')
    reasons.push({ reason: 'library_missing', problem: missingLibraryProblem(library.hash) });
  if (!tvm.data_boc)
    reasons.push({
      reason: 'no_data',
      problem:
        'The indexer sent no data for this account (its data_boc is empty), so its get-methods, which read their data, were not run.',
    });
  return reasons;
}

/**
 * Names code without a method dictionary (and no other clue) by the standard methods it answers
 * (probe-methods.ts: bounded; a probe that spent its gas or could not run stays in the report).
 */
export async function probeUnknown(works: Work[], run: PlannedRun): Promise<void> {
  const unknown = works.filter((w) => w.runnable && w.id.kind === 'unknown' && w.methodIds === null);
  if (unknown.length === 0) return;
  const probed = unknown.map((work) => ({ work, tvm: work.tvm!, results: work.results }));
  const answered = await probeStandardMethods(run, probed);
  for (const entry of probed) {
    const id = identifyContract({ methods: answered.get(entry)! });
    if (id.kind !== 'unknown') {
      entry.work.id = id;
      entry.work.family = kindFamily(id.kind);
    }
  }
}

/** The methods' runs, for the report. */
export function methodRuns(results: ReadonlyMap<string, GetMethodResult>): MethodRun[] {
  return [...results].map(([method, r]) =>
    r.ran
      ? { method, exit_code: r.exit_code, exit_meaning: r.exit_meaning, gas_used: r.gas_used, error: null }
      : { method, exit_code: null, exit_meaning: null, gas_used: null, error: r.message },
  );
}

/**
 * What a library is: the name the app carries it under, else the code table's name for its hash (an
 * earlier mintless jetton wallet build, say, which the app knows but does not carry); null when unknown.
 */
export function libraryName(hash: string): string | null {
  return (
    bundledLibrary(hash)?.name ??
    knownCode(hash)?.name.replace(/ \(the code behind its library cell\)$/, '') ??
    null
  );
}

/** A library's hash with what it is, where known: `0ef1… (mintless jetton wallet, earlier build)`. */
export function libraryText(hash: string): string {
  const name = libraryName(hash);
  return name ? `${hash} (${name})` : hash;
}

/** What a library cell named, for the details: its hash, where the library came from, and its name. */
export function libraryDetails(library: ResolvedLibrary) {
  return { hash: library.hash, origin: library.origin, name: libraryName(library.hash) };
}

/** Getters only some versions have: their absence is not a problem (a kind's main extra method is not one). */
export function optionalFor(method: string, kind: string): boolean {
  return (
    !['seqno', 'get_wallet_data', 'get_jetton_data', 'get_nft_data', 'get_collection_data'].includes(
      method,
    ) && KIND_EXTRAS[kind as keyof typeof KIND_EXTRAS]?.calls[0]?.method !== method
  );
}
