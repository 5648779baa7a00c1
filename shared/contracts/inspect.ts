/**
 * "What is this account?" for a list of indexed states: names each contract (identify.ts), runs the
 * get-methods its kind answers on its own code and data (grouped by code, one emulator session per
 * 255 calls), decodes the answers into typed details, completes them with the accounts they point at
 * (a jetton wallet's master for the decimals, an NFT item's collection for the full content — looked
 * up with one more request when they were not in the list) and compares them with the indexer's
 * metadata. Used by `inspect` in the CLI and, through the bridge, by the detail view.
 */
import { Cell } from '@ton/core';
import type { AccountLookup, AccountState, Metadata } from '../api/account-states';
import {
  bundledLibrary,
  extraLibrariesOf,
  resolveLibraryCode,
  type ExtraLibraries,
  type ResolvedLibrary,
} from '../tvm/libraries';
import { ADD_LIBRARY_WAYS, whereToGetLibrary } from '../tvm/failures';
import type { GetMethodLimits } from '../tvm/limits-schema';
import type { GetMethodResult, TvmAccount, TvmRunner } from '../tvm/runner';
import { addressArgument } from '../tvm/stack';
import type { StackArgument } from '../tvm/stack-schema';
import { methodIdsOfCode } from './code-methods';
import { compareJettonMaster, compareJettonWallet, compareNftItem, type Mismatch } from './details/compare';
import {
  decodeJettonMaster,
  decodeJettonWallet,
  decodeJettonWalletData,
  JETTON_MASTER_METHODS,
  JETTON_WALLET_METHODS,
  type JettonDecimals,
  type JettonMasterDetails,
} from './details/jetton-details';
import type { ExtraCall, ExtraContext } from './details/kind-extras';
import { KIND_EXTRAS } from './details/kind-extras-table';
import { MethodResults } from './details/method-results';
import {
  decodeNftCollection,
  decodeNftItemData,
  NFT_COLLECTION_METHODS,
  NFT_ITEM_METHODS,
  nftItemDetails,
  type NftItemData,
} from './details/nft-details';
import { decodeWalletDetails, WALLET_METHODS, walletGetters } from './details/wallet-details';
import { hashHex, knownCode } from './known-codes';
import { identifyContract, methodNamesOf, type Identification } from './identify';
import { kindFamily, type KindFamily } from './kinds';
import type { AccountDetails, InspectedAccount, MethodRun } from './inspected-account';
import { runPlanned, tvmAccountOf, type PlannedCall, type PlannedRun } from './planned-calls';
import { probeStandardMethods } from './probe-methods';
import { ResultShapeError } from './stack-reader';

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
}

/**
 * What another contract said about the link an account claims — a jetton master asked for its wallet
 * of the owner, a collection for its item at the index: the address it named, or why it could not say.
 */
type LinkAnswer = { address: string } | { problem: string };

/** Reads an address-returning method's answer as a {@link LinkAnswer}. */
function linkAnswer(method: string, result: GetMethodResult): LinkAnswer {
  const results = new MethodResults(new Map([[method, result]]));
  const reader = results.reader(method);
  if (!reader) return { problem: results.problem(method) ?? `${method} did not answer` };
  try {
    const address = reader.address(0);
    return address ? { address } : { problem: `${method} returned no address` };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/** An account being inspected. */
interface Work {
  state: AccountState;
  tvm: TvmAccount | null;
  data: Cell | null;
  id: Identification;
  family: KindFamily;
  codeHash?: string;
  methodIds: number[] | null;
  /** When the code is a library cell: what it names and where that came from. */
  library: ResolvedLibrary | null;
  /** Whether its get-methods can run at all (it has code, its library, and the data the indexer sent). */
  runnable: boolean;
  results: Map<string, GetMethodResult>;
  problems: string[];
}

/** The context the extra decoders get for an account. */
function extraContext(work: Work, unixTime: number): ExtraContext {
  return { unixTime, balance: BigInt(work.state.balance ?? '0'), data: work.data };
}

/** Methods a family (and the kind's extra details) asks, filtered by the code's dictionary when it has one. */
function plannedMethods(work: Work, unixTime: number): Array<{ method: string; args: StackArgument[] }> {
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
function tokenRow(metadata: Metadata, raw: string) {
  return metadata[raw]?.token_info[0];
}

/** `extra.decimals` of a master in the metadata, when usable. */
function indexerDecimals(metadata: Metadata, raw: string): number | null {
  const value = tokenRow(metadata, raw)?.extra?.['decimals'];
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{1,3}$/.test(text) && Number(text) <= 255 ? Number(text) : null;
}

/** Prepares an account: parses its code (looking through a library cell), names it. */
function prepare(state: AccountState, extra: ExtraLibraries | undefined): Work {
  const tvm = state.status === 'active' ? tvmAccountOf(state) : null;
  const problems: string[] = [];
  let code: Cell | null = null;
  let data: Cell | null = null;
  if (tvm) {
    try {
      code = Cell.fromBase64(tvm.code_boc);
      data = tvm.data_boc ? Cell.fromBase64(tvm.data_boc) : null;
    } catch (error) {
      problems.push(
        `The indexer's code_boc or data_boc is not a readable BoC (${error instanceof Error ? error.message : String(error)}).`,
      );
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
  if (!tvm)
    problems.push(
      state.status === 'active'
        ? 'The account has no code in the indexed state.'
        : `The account is ${state.status ?? 'of unknown status'}: it has no code to run.`,
    );
  if (library?.origin === 'missing')
    problems.push(
      `The code is a library cell naming library ${libraryText(library.hash)}, which the app does not carry and you have not added, so none of its get-methods can run. ${whereToGetLibrary(library.hash)} ${ADD_LIBRARY_WAYS}, then look again.`,
    );
  const noData = code !== null && !tvm?.data_boc;
  if (noData)
    problems.push(
      'The indexer sent no data for this account (its data_boc is empty), so its get-methods, which read their data, were not run.',
    );
  return {
    state,
    tvm: code ? tvm : null,
    data,
    id,
    family: kindFamily(id.kind),
    ...(codeHash ? { codeHash } : {}),
    methodIds,
    library,
    runnable: code !== null && library?.origin !== 'missing' && !noData,
    results: new Map(),
    problems,
  };
}

/**
 * Names code without a method dictionary (and no other clue) by the standard methods it answers
 * (probe-methods.ts: bounded; a probe that spent its gas or could not run stays in the report).
 */
async function probeUnknown(works: Work[], run: PlannedRun): Promise<void> {
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
function methodRuns(results: ReadonlyMap<string, GetMethodResult>): MethodRun[] {
  return [...results].map(([method, r]) =>
    r.ran
      ? { method, exit_code: r.exit_code, exit_meaning: r.exit_meaning, gas_used: r.gas_used, error: null }
      : { method, exit_code: null, exit_meaning: null, gas_used: null, error: r.message },
  );
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
  const byRaw = new Map(works.map((w) => [w.state.address, w]));
  const walletData = new Map<Work, ReturnType<typeof decodeJettonWalletData>>();
  const itemData = new Map<Work, NftItemData | null>();
  for (const work of works) {
    const results = new MethodResults(work.results);
    try {
      if (work.family === 'jetton_wallet') walletData.set(work, decodeJettonWalletData(results));
      if (work.family === 'nft_item') itemData.set(work, decodeNftItemData(results));
    } catch (error) {
      work.problems.push(error instanceof ResultShapeError ? error.message : String(error));
    }
  }
  const wanted = new Set<string>();
  for (const data of walletData.values())
    if (data?.jetton && !byRaw.has(data.jetton)) wanted.add(data.jetton);
  for (const data of itemData.values())
    if (data?.collection && data.individualContent && !byRaw.has(data.collection))
      wanted.add(data.collection);
  const related = new Map<string, Work>();
  let extraMetadata: Metadata = {};
  let lookupProblem: string | null = null;
  if (wanted.size > 0 && options.lookupMore) {
    try {
      const more = await options.lookupMore([...wanted]);
      extraMetadata = more.metadata;
      for (const state of more.accounts) related.set(state.address, prepare(state, extra));
    } catch (error) {
      lookupProblem = `The accounts the details need could not be looked up (${error instanceof Error ? error.message : String(error)}).`;
    }
  }
  const metadata: Metadata = { ...extraMetadata, ...lookup.metadata };
  const relatedWork = (raw: string): Work | undefined => byRaw.get(raw) ?? related.get(raw);

  const masterDetails = new Map<string, JettonMasterDetails | null>();
  const fullContent = new Map<Work, Cell | null>();
  // Each link an account claims is asked of the other side: does the master derive this wallet for
  // its owner, does the collection hold this item at its index?
  const links = new Map<Work, LinkAnswer>();
  const phase2: PlannedCall[] = [];
  for (const [work, data] of walletData) {
    const master = data?.jetton && data.owner ? relatedWork(data.jetton) : undefined;
    if (!data?.owner || !master?.runnable) continue;
    phase2.push({
      account: master.tvm!,
      method: 'get_wallet_address',
      args: [addressArgument(data.owner)],
      done: (r) => void links.set(work, linkAnswer('get_wallet_address', r)),
    });
  }
  for (const [work, data] of itemData) {
    const collection = data?.collection ? relatedWork(data.collection) : undefined;
    if (!data || !collection?.runnable) continue;
    phase2.push({
      account: collection.tvm!,
      method: 'get_nft_address_by_index',
      args: [{ type: 'int', value: data.index.toString() }],
      done: (r) => void links.set(work, linkAnswer('get_nft_address_by_index', r)),
    });
  }
  for (const raw of new Set([...walletData.values()].map((d) => d?.jetton).filter((r): r is string => !!r))) {
    const master = relatedWork(raw);
    if (master?.runnable && !byRaw.has(raw)) {
      phase2.push({
        account: master.tvm!,
        method: 'get_jetton_data',
        args: [],
        done: (r) => void master.results.set('get_jetton_data', r),
      });
    }
  }
  for (const [work, data] of itemData) {
    const collection = data?.collection ? relatedWork(data.collection) : undefined;
    if (!data || !collection?.runnable || !data.individualContent) continue;
    const args: StackArgument[] = [
      { type: 'int', value: data.index.toString() },
      { type: 'cell', boc: data.individualContent.toBoc({ idx: false, crc32: false }).toString('base64') },
    ];
    phase2.push({
      account: collection.tvm!,
      method: 'get_nft_content',
      args,
      done: (r) => {
        const reader = new MethodResults(new Map([['get_nft_content', r]])).reader('get_nft_content');
        fullContent.set(work, reader?.maybeCell(0) ?? null);
        if (!reader)
          work.problems.push(
            `The collection's get_nft_content did not answer: ${new MethodResults(new Map([['get_nft_content', r]])).problem('get_nft_content')}.`,
          );
      },
    });
  }
  await runPlanned(run, phase2);

  const masterOf = (raw: string): JettonMasterDetails | null => {
    if (!masterDetails.has(raw)) {
      const work = relatedWork(raw);
      let details: JettonMasterDetails | null;
      try {
        details = work
          ? decodeJettonMaster(new MethodResults(work.results), indexerDecimals(metadata, raw))
          : null;
      } catch {
        details = null;
      }
      masterDetails.set(raw, details);
    }
    return masterDetails.get(raw)!;
  };

  return works.map((work) =>
    buildAccount(work, {
      metadata,
      masterOf,
      walletData,
      itemData,
      fullContent,
      links,
      lookupProblem,
      unixTime,
    }),
  );
}

/** What {@link buildAccount} needs beyond the account. */
interface BuildContext {
  metadata: Metadata;
  masterOf: (raw: string) => JettonMasterDetails | null;
  walletData: Map<Work, ReturnType<typeof decodeJettonWalletData>>;
  itemData: Map<Work, NftItemData | null>;
  fullContent: Map<Work, Cell | null>;
  links: Map<Work, LinkAnswer>;
  lookupProblem: string | null;
  unixTime: number;
}

/**
 * Whether the other side confirms a link: true, false (it names another account — `problems` gets the
 * sentence), or null (it could not be asked, or could not answer).
 */
function confirmation(
  link: LinkAnswer | undefined,
  raw: string,
  contradicted: (named: string) => string,
  problems: string[],
): boolean | null {
  if (!link) return null;
  if ('problem' in link) {
    problems.push(`The link could not be checked: ${link.problem}.`);
    return null;
  }
  if (link.address === raw) return true;
  problems.push(contradicted(link.address));
  return false;
}

/**
 * What a library is: the name the app carries it under, else the code table's name for its hash (an
 * earlier mintless jetton wallet build, say, which the app knows but does not carry); null when unknown.
 */
function libraryName(hash: string): string | null {
  return (
    bundledLibrary(hash)?.name ??
    knownCode(hash)?.name.replace(/ \(the code behind its library cell\)$/, '') ??
    null
  );
}

/** A library's hash with what it is, where known: `0ef1… (mintless jetton wallet, earlier build)`. */
function libraryText(hash: string): string {
  const name = libraryName(hash);
  return name ? `${hash} (${name})` : hash;
}

/** What a library cell named, for the details: its hash, where the library came from, and its name. */
function libraryDetails(library: ResolvedLibrary) {
  return { hash: library.hash, origin: library.origin, name: libraryName(library.hash) };
}

/** Decodes one account's details and compares them with the metadata. */
function buildAccount(work: Work, context: BuildContext): InspectedAccount {
  const raw = work.state.address;
  const results = new MethodResults(work.results);
  const common = {
    contract: work.id.name,
    account_status: work.state.status,
    ...(work.codeHash ? { code_hash: work.codeHash } : {}),
    ...(work.library ? { library: libraryDetails(work.library) } : {}),
  };
  let kind = work.id.kind;
  let family: Record<string, unknown> = {};
  let mismatches: Mismatch[] = [];
  const problems = [...work.problems];
  try {
    switch (work.family) {
      case 'wallet':
        if (work.tvm)
          family = decodeWalletDetails(work.id.kind, results, work.data, Number(raw.split(':')[0]));
        break;
      case 'jetton_master': {
        const details = context.masterOf(raw);
        if (details) {
          family = details;
          mismatches = compareJettonMaster(raw, details, context.metadata);
        }
        break;
      }
      case 'jetton_wallet': {
        const data = context.walletData.get(work);
        if (!data) break;
        const confirmed = confirmation(
          context.links.get(work),
          raw,
          (named) =>
            `The jetton master ${data.jetton} does not confirm this wallet: for the owner ${data.owner} it names the wallet ${named}. The balance is not shown as that jetton's (no decimals or symbol are taken from that master).`,
          problems,
        );
        // A master that names another wallet for this owner is not this wallet's master.
        const master = data.jetton && confirmed !== false ? context.masterOf(data.jetton) : null;
        const decimals: JettonDecimals = master
          ? { decimals: master.decimals, source: master.decimals_source }
          : confirmed !== false && data.jetton && indexerDecimals(context.metadata, data.jetton) !== null
            ? { decimals: indexerDecimals(context.metadata, data.jetton), source: 'indexer_metadata' }
            : { decimals: null, source: 'unknown' };
        if (!master && data.jetton && confirmed !== false)
          problems.push(
            context.lookupProblem ??
              `The jetton master ${data.jetton} was not run (not in the index, or without code): its decimals come from the indexer's metadata if at all.`,
          );
        const symbol = confirmed === false ? null : symbolOf(master, context.metadata, data.jetton);
        const details = decodeJettonWallet(results, decimals, symbol);
        if (details) {
          family = { ...details, master_confirms: confirmed };
          mismatches = compareJettonWallet(raw, details, context.metadata);
        }
        break;
      }
      case 'nft_item': {
        const data = context.itemData.get(work);
        if (!data) break;
        const confirmed = confirmation(
          context.links.get(work),
          raw,
          (named) =>
            `The collection ${data.collection} does not confirm this item: at index ${data.index} it names ${named}. The item's content is not completed from that collection.`,
          problems,
        );
        const details = nftItemDetails(
          data,
          confirmed === false ? null : (context.fullContent.get(work) ?? null),
          confirmed,
        );
        family = details;
        mismatches = compareNftItem(raw, details, context.metadata);
        break;
      }
      case 'nft_collection': {
        const details = decodeNftCollection(results);
        if (details) family = details;
        break;
      }
      case 'other':
        break;
    }
    const extras = KIND_EXTRAS[work.id.kind];
    const extra =
      extras && work.runnable ? extras.decode(results, extraContext(work, context.unixTime)) : null;
    if (extras && extra) {
      family = { ...family, [extras.key]: extra };
      // A telemint item's collection tells a username from an anonymous number.
      if (extras.key === 'telegram' && extra['type'] === 'number') kind = 'telegram_number';
    }
  } catch (error) {
    problems.push(
      error instanceof ResultShapeError
        ? error.message
        : `The answers could not be decoded: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
  for (const method of work.results.keys()) {
    const problem = results.problem(method);
    // A method the code does not have (exit 11) is expected for optional getters.
    const result = work.results.get(method)!;
    if (problem && !(result.ran && result.exit_code === 11 && optionalFor(method, work.id.kind)))
      problems.push(problem);
  }
  return {
    address: raw,
    kind,
    kind_source: work.id.kind_source,
    details: {
      ...common,
      ...family,
      ...(mismatches.length > 0 ? { mismatches } : {}),
      ...(problems.length > 0 ? { problems } : {}),
    } as AccountDetails,
    methods: methodRuns(work.results),
  };
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

/** Getters only some versions have: their absence is not a problem (a kind's main extra method is not one). */
function optionalFor(method: string, kind: string): boolean {
  return (
    !['seqno', 'get_wallet_data', 'get_jetton_data', 'get_nft_data', 'get_collection_data'].includes(
      method,
    ) && KIND_EXTRAS[kind as keyof typeof KIND_EXTRAS]?.calls[0]?.method !== method
  );
}

/** The jetton's symbol: the master's on-chain content, else the indexer's metadata for the master. */
function symbolOf(master: JettonMasterDetails | null, metadata: Metadata, raw: string | null): string | null {
  const content = master?.content;
  if (content && (content.layout === 'onchain' || content.layout === 'semichain') && content.fields.symbol)
    return content.fields.symbol;
  return raw ? (tokenRow(metadata, raw)?.symbol ?? null) : null;
}
