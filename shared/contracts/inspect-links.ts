/**
 * The second phase of an inspection (shared/contracts/inspect.ts): the accounts the details point at —
 * a jetton wallet's master, an NFT item's collection and owner — looked up when they were not in the
 * list, asked whether they confirm the link the account claims, and run for what completes the details
 * (the master's decimals and symbol, the item's full content, what its owner is: a sale contract's
 * seller and price answer "I bought it and it is not in my wallet").
 */
import type { Cell } from '@ton/core';
import type { Metadata } from '../api/account-states';
import type { ExtraLibraries } from '../tvm/libraries';
import type { GetMethodResult } from '../tvm/runner';
import { addressArgument } from '../tvm/stack';
import type { StackArgument } from '../tvm/stack-schema';
import {
  decodeJettonMaster,
  decodeJettonWalletData,
  type JettonMasterDetails,
} from './details/jetton-details';
import { MethodResults } from './details/method-results';
import { decodeNftItemData, type NftItemData, type NftOwnerFacts } from './details/nft-details';
import { orderJettonWallets } from './details/multisig-order-details';
import { decodeSale, FIX_PRICE_V4, SALE_EXTRAS, type SaleDetails } from './details/sale-details';
import { saleJettonWallets } from './details/sale-v4-details';
import { methodNamesOf } from './identify';
import { walletJetton } from './inspect-build';
import { indexerDecimals, prepare, type Work } from './inspect-work';
import type { InspectOptions } from './inspect';
import { runPlanned, type PlannedCall, type PlannedRun } from './planned-calls';
import { ResultShapeError } from './stack-reader';

/**
 * What another contract said about the link an account claims — a jetton master asked for its wallet
 * of the owner, a collection for its item at the index: the address it named, or why it could not say.
 */
export type LinkAnswer = { address: string } | { problem: string };

type WalletData = ReturnType<typeof decodeJettonWalletData>;

/** What the linked accounts tell about the inspected ones: what an account's details are built from. */
export interface LinkedFacts {
  metadata: Metadata;
  /** A master's details (decoded once), or null when it was not run or is not a jetton master. */
  masterOf: (raw: string) => JettonMasterDetails | null;
  walletData: Map<Work, WalletData>;
  itemData: Map<Work, NftItemData | null>;
  fullContent: Map<Work, Cell | null>;
  links: Map<Work, LinkAnswer>;
  /** What each item's owner is, when its state was at hand (a sale contract: its terms). */
  owners: Map<Work, NftOwnerFacts>;
  /**
   * The jetton wallets other accounts name — an order's jetton transfers go to, a v4 sale's jetton
   * prices are keyed by — (raw), each with what its own `get_wallet_data` says (owner, master); null
   * when it could not be run (not in the index, not a jetton wallet).
   */
  namedWallets: Map<string, WalletData>;
  /** Whether each named wallet is active in the index (false: not active, or not in it). */
  namedWalletsDeployed: Map<string, boolean>;
  /** Why the accounts the details need could not be looked up, if they could not. */
  lookupProblem: string | null;
  unixTime: number;
  /** The indexer's network, when the inspection was given it. */
  network: 'mainnet' | 'testnet' | undefined;
}

/** The accounts an inspection's details point at, found and run: what each account's details are built from. */
export async function linkedFacts(
  options: InspectOptions,
  run: PlannedRun,
  extra: ExtraLibraries | undefined,
  works: readonly Work[],
): Promise<LinkedFacts> {
  const byRaw = new Map(works.map((w) => [w.state.address, w]));
  const { walletData, itemData } = claimedLinks(works);
  const wanted = new Set<string>();
  for (const data of walletData.values())
    if (data?.jetton && !byRaw.has(data.jetton)) wanted.add(data.jetton);
  for (const data of itemData.values())
    if (data?.collection && data.individualContent && !byRaw.has(data.collection))
      wanted.add(data.collection);
  for (const data of itemData.values()) if (data?.owner && !byRaw.has(data.owner)) wanted.add(data.owner);
  const namedWallets = namedWalletsOf(works);
  for (const raw of namedWallets) if (!byRaw.has(raw)) wanted.add(raw);
  const more = await lookUpRelated(options, extra, wanted);
  const metadata: Metadata = { ...more.metadata, ...options.lookup.metadata };
  const relatedWork = (raw: string): Work | undefined => byRaw.get(raw) ?? more.related.get(raw);
  const facts: LinkedFacts = {
    metadata,
    masterOf: masterDetailsOf(relatedWork, metadata),
    walletData,
    itemData,
    fullContent: new Map(),
    links: new Map(),
    owners: new Map(),
    namedWallets: new Map(),
    namedWalletsDeployed: new Map(),
    lookupProblem: more.problem,
    unixTime: options.unixTime,
    network: options.network,
  };
  await runPlanned(run, [
    ...linkChecks(facts, relatedWork),
    ...masterCalls(walletData, relatedWork, byRaw),
    ...contentCalls(facts, relatedWork),
    ...saleCalls(itemData, relatedWork),
    ...walletDataCalls(namedWallets, relatedWork),
  ]);
  for (const raw of namedWallets) {
    facts.namedWallets.set(raw, ownWalletData(relatedWork(raw)));
    // Only a lookup that answered tells a wallet is not deployed.
    if (!more.problem && options.lookupMore)
      facts.namedWalletsDeployed.set(raw, relatedWork(raw)?.state.status === 'active');
  }
  await ownersSaleWallets({ options, extra, run, facts, relatedWork, related: more.related }, itemData);
  for (const [work, data] of itemData) {
    const owner = data?.owner ? relatedWork(data.owner) : undefined;
    if (owner) facts.owners.set(work, ownerFacts(owner, work.state.address, facts));
  }
  return facts;
}

/** What a round of lookups works with. */
interface Round {
  options: InspectOptions;
  extra: ExtraLibraries | undefined;
  run: PlannedRun;
  facts: LinkedFacts;
  relatedWork: (raw: string) => Work | undefined;
  /** The accounts looked up so far, by raw address (a later round adds its own). */
  related: Map<string, Work>;
}

/**
 * The jetton wallets the v4 sales that own items key their prices by, looked up and run in a second
 * round (a sale's prices are known only once it has run): an item's Owner field names the jetton as
 * its sale's own page does.
 */
async function ownersSaleWallets(round: Round, itemData: Map<Work, NftItemData | null>): Promise<void> {
  const { facts, relatedWork } = round;
  const raws = new Set<string>();
  for (const data of itemData.values()) {
    const owner = data?.owner ? relatedWork(data.owner) : undefined;
    if (owner?.id.kind !== 'nft_sale') continue;
    for (const raw of saleJettonWallets(new MethodResults(owner.results).reader(FIX_PRICE_V4)))
      if (!facts.namedWallets.has(raw)) raws.add(raw);
  }
  if (raws.size === 0) return;
  const wanted = new Set([...raws].filter((r) => !relatedWork(r)));
  const found = await lookUpRelated(round.options, round.extra, wanted);
  for (const [raw, work] of found.related) round.related.set(raw, work);
  // The lookup's own metadata (the masters' decimals and symbols) where the first round had none.
  for (const [raw, row] of Object.entries(found.metadata)) facts.metadata[raw] ??= row;
  await runPlanned(round.run, walletDataCalls(raws, relatedWork));
  for (const raw of raws) {
    facts.namedWallets.set(raw, ownWalletData(relatedWork(raw)));
    if (!found.problem && round.options.lookupMore)
      facts.namedWalletsDeployed.set(raw, relatedWork(raw)?.state.status === 'active');
  }
}

/**
 * The jetton wallets an order's jetton transfers go to and a v4 sale's jetton prices are keyed by (raw):
 * looked up to name their jettons.
 */
function namedWalletsOf(works: readonly Work[]): Set<string> {
  const raws = new Set<string>();
  for (const work of works) {
    if (!work.runnable) continue;
    const results = new MethodResults(work.results);
    if (work.id.kind === 'multisig_v2_order') for (const raw of orderJettonWallets(results)) raws.add(raw);
    if (work.id.kind === 'nft_sale')
      for (const raw of saleJettonWallets(results.reader(FIX_PRICE_V4))) raws.add(raw);
  }
  return raws;
}

/** `get_wallet_data` of the named jetton wallets looked up (those in the list ran theirs). */
function walletDataCalls(
  raws: ReadonlySet<string>,
  relatedWork: (raw: string) => Work | undefined,
): PlannedCall[] {
  const calls: PlannedCall[] = [];
  for (const raw of raws) {
    const work = relatedWork(raw);
    if (!work?.runnable || work.family !== 'jetton_wallet' || work.results.has('get_wallet_data')) continue;
    calls.push({
      account: work.tvm!,
      method: 'get_wallet_data',
      args: [],
      done: (r) => void work.results.set('get_wallet_data', r),
    });
  }
  return calls;
}

/** What a jetton wallet's own `get_wallet_data` says (its owner and master); null when it did not say. */
function ownWalletData(work: Work | undefined): WalletData {
  if (!work || work.family !== 'jetton_wallet') return null;
  try {
    return decodeJettonWalletData(new MethodResults(work.results));
  } catch {
    return null;
  }
}

/** The sale getters of the items' owners looked up that are sale contracts (those in the list ran theirs). */
function saleCalls(
  itemData: Map<Work, NftItemData | null>,
  relatedWork: (raw: string) => Work | undefined,
): PlannedCall[] {
  const owners = new Set([...itemData.values()].map((d) => (d?.owner ? relatedWork(d.owner) : undefined)));
  const calls: PlannedCall[] = [];
  for (const owner of owners) {
    if (!owner?.runnable || owner.id.kind !== 'nft_sale') continue;
    // A v4 sale answers its own getter, the others get_sale_data: the code's dictionary tells which.
    const has = owner.methodIds ? methodNamesOf(owner.methodIds) : null;
    for (const { method } of SALE_EXTRAS.calls)
      if (!owner.results.has(method) && (!has || has.has(method)))
        calls.push({ account: owner.tvm!, method, args: [], done: (r) => void owner.results.set(method, r) });
  }
  return calls;
}

/**
 * What an item's owner is: its kind and contract, and a sale contract's terms (null when unreadable)
 * with whether they are of this item (`item`, raw).
 */
function ownerFacts(owner: Work, item: string, facts: LinkedFacts): NftOwnerFacts {
  let sale: SaleDetails | null = null;
  if (owner.id.kind === 'nft_sale') {
    const known = {
      jettonOf: (raw: string) => walletJetton(raw, facts),
      deployed: (raw: string) => facts.namedWalletsDeployed.get(raw) ?? null,
    };
    try {
      sale = decodeSale(new MethodResults(owner.results), owner.code, known, owner.state.address);
    } catch {
      // An answer of another shape leaves the sale's terms unknown; the owner is still a sale contract.
    }
  }
  const nft = sale ? sale.nft : null;
  return {
    status: owner.state.status,
    kind: owner.id.kind,
    contract: owner.id.name,
    sale,
    sells_this_item: nft === null ? null : nft === item,
  };
}

/** What the jetton wallets and NFT items say they belong to (a data that cannot be decoded is a problem). */
function claimedLinks(works: readonly Work[]) {
  const walletData = new Map<Work, WalletData>();
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
  return { walletData, itemData };
}

/** The accounts `wanted`, looked up in one request (when the caller can), prepared to run. */
async function lookUpRelated(
  options: InspectOptions,
  extra: ExtraLibraries | undefined,
  wanted: ReadonlySet<string>,
): Promise<{ related: Map<string, Work>; metadata: Metadata; problem: string | null }> {
  const related = new Map<string, Work>();
  if (wanted.size === 0 || !options.lookupMore) return { related, metadata: {}, problem: null };
  let metadata: Metadata = {};
  try {
    const more = await options.lookupMore([...wanted]);
    metadata = more.metadata;
    for (const state of more.accounts) related.set(state.address, prepare(state, extra));
    return { related, metadata, problem: null };
  } catch (error) {
    return {
      related,
      metadata,
      problem: `The accounts the details need could not be looked up (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
}

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

/**
 * Each link an account claims is asked of the other side: does the master derive this wallet for its
 * owner, does the collection hold this item at its index?
 */
function linkChecks(facts: LinkedFacts, relatedWork: (raw: string) => Work | undefined): PlannedCall[] {
  const calls: PlannedCall[] = [];
  for (const [work, data] of facts.walletData) {
    const master = data?.jetton && data.owner ? relatedWork(data.jetton) : undefined;
    if (!data?.owner || !master?.runnable) continue;
    calls.push({
      account: master.tvm!,
      method: 'get_wallet_address',
      args: [addressArgument(data.owner)],
      done: (r) => void facts.links.set(work, linkAnswer('get_wallet_address', r)),
    });
  }
  for (const [work, data] of facts.itemData) {
    const collection = data?.collection ? relatedWork(data.collection) : undefined;
    if (!data || !collection?.runnable) continue;
    calls.push({
      account: collection.tvm!,
      method: 'get_nft_address_by_index',
      args: [{ type: 'int', value: data.index.toString() }],
      done: (r) => void facts.links.set(work, linkAnswer('get_nft_address_by_index', r)),
    });
  }
  return calls;
}

/** `get_jetton_data` of the masters looked up for the wallets (those in the list ran theirs already). */
function masterCalls(
  walletData: Map<Work, WalletData>,
  relatedWork: (raw: string) => Work | undefined,
  byRaw: ReadonlyMap<string, Work>,
): PlannedCall[] {
  const calls: PlannedCall[] = [];
  for (const raw of new Set([...walletData.values()].map((d) => d?.jetton).filter((r): r is string => !!r))) {
    const master = relatedWork(raw);
    if (master?.runnable && !byRaw.has(raw)) {
      calls.push({
        account: master.tvm!,
        method: 'get_jetton_data',
        args: [],
        done: (r) => void master.results.set('get_jetton_data', r),
      });
    }
  }
  return calls;
}

/** The collections' `get_nft_content` for their items' individual content: the items' full content. */
function contentCalls(facts: LinkedFacts, relatedWork: (raw: string) => Work | undefined): PlannedCall[] {
  const calls: PlannedCall[] = [];
  for (const [work, data] of facts.itemData) {
    const collection = data?.collection ? relatedWork(data.collection) : undefined;
    if (!data || !collection?.runnable || !data.individualContent) continue;
    const args: StackArgument[] = [
      { type: 'int', value: data.index.toString() },
      { type: 'cell', boc: data.individualContent.toBoc({ idx: false, crc32: false }).toString('base64') },
    ];
    calls.push({
      account: collection.tvm!,
      method: 'get_nft_content',
      args,
      done: (r) => {
        const reader = new MethodResults(new Map([['get_nft_content', r]])).reader('get_nft_content');
        facts.fullContent.set(work, reader?.maybeCell(0) ?? null);
        if (!reader)
          work.problems.push(
            `The collection's get_nft_content did not answer: ${new MethodResults(new Map([['get_nft_content', r]])).problem('get_nft_content')}.`,
          );
      },
    });
  }
  return calls;
}

/** A master's details, decoded on first ask (with the indexer's decimals as the fallback). */
function masterDetailsOf(
  relatedWork: (raw: string) => Work | undefined,
  metadata: Metadata,
): (raw: string) => JettonMasterDetails | null {
  const masterDetails = new Map<string, JettonMasterDetails | null>();
  return (raw) => {
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
}
