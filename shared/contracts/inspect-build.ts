/**
 * The last step of an inspection (shared/contracts/inspect.ts): one account's answers decoded into the
 * details of its family (and its kind's extra details), completed by what the linked accounts said,
 * compared with the indexer's metadata, with every problem on the way in words.
 */
import type { Metadata } from '../api/account-states';
import { compareJettonMaster, compareJettonWallet, compareNftItem, type Mismatch } from './details/compare';
import { rawAddressSchema } from './details/common';
import {
  decodeJettonWallet,
  type JettonDecimals,
  type JettonMasterDetails,
  type WalletJetton,
} from './details/jetton-details';
import { KIND_EXTRAS } from './details/kind-extras-table';
import { masterIdentity } from './details/master-identity';
import { MethodResults } from './details/method-results';
import { decodeNftCollection, nftItemDetails } from './details/nft-details';
import { decodeWalletDetails } from './details/wallet-details';
import type { AccountDetails, InspectedAccount } from './inspected-account';
import type { LinkAnswer, LinkedFacts } from './inspect-links';
import {
  extraContext,
  indexerDecimals,
  libraryDetails,
  methodRuns,
  optionalFor,
  tokenRow,
  type Work,
} from './inspect-work';
import { ResultShapeError } from './stack-reader';
import { foreignCollectionProblem } from './well-known-collections';

/** An account's details as they are built (a decoding that throws half-way keeps what it had). */
interface Built {
  family: Record<string, unknown>;
  mismatches: Mismatch[];
  problems: string[];
}

/** Decodes one account's details and compares them with the metadata. */
export function buildAccount(work: Work, facts: LinkedFacts): InspectedAccount {
  const raw = work.state.address;
  const results = new MethodResults(work.results);
  const common = {
    contract: work.id.name,
    account_status: work.state.status,
    ...(work.codeHash ? { code_hash: work.codeHash } : {}),
    ...(work.library ? { library: libraryDetails(work.library) } : {}),
    ...(work.notRun ? { not_run: work.notRun } : {}),
  };
  let kind = work.id.kind;
  const built: Built = { family: {}, mismatches: [], problems: [...work.problems] };
  try {
    familyDetails(work, facts, results, built);
    const extras = KIND_EXTRAS[work.id.kind];
    const extra =
      extras && work.runnable
        ? extras.decode(results, {
            ...extraContext(work, facts.unixTime),
            jettonOfWallet: (wallet) => walletJetton(wallet, facts),
            deployed: (raw) => facts.namedWalletsDeployed.get(raw) ?? null,
          })
        : null;
    if (extras && extra) {
      built.family = { ...built.family, [extras.key]: extra };
      // A telemint item's collection tells a username from an anonymous number.
      if (extras.key === 'telegram' && extra['type'] === 'number') kind = 'telegram_number';
    }
  } catch (error) {
    built.problems.push(
      error instanceof ResultShapeError
        ? error.message
        : `The answers could not be decoded: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
  const { family, mismatches, problems } = built;
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

/** The details of the account's family, into `built`. */
function familyDetails(work: Work, facts: LinkedFacts, results: MethodResults, built: Built): void {
  const raw = work.state.address;
  switch (work.family) {
    case 'wallet':
      if (work.tvm)
        built.family = decodeWalletDetails(work.id.kind, results, work.data, Number(raw.split(':')[0]));
      break;
    case 'jetton_master': {
      const details = facts.masterOf(raw);
      if (details) {
        built.family = facts.network
          ? {
              ...details,
              identity: masterIdentity(raw, tokenRow(facts.metadata, raw), details.content, facts.network),
            }
          : details;
        built.mismatches = compareJettonMaster(raw, details, facts.metadata);
      }
      break;
    }
    case 'jetton_wallet':
      jettonWalletDetails(work, facts, results, built);
      break;
    case 'nft_item':
      nftItemFamily(work, facts, built);
      break;
    case 'nft_collection': {
      const details = decodeNftCollection(results);
      if (details) built.family = details;
      break;
    }
    case 'other':
      break;
  }
}

/** A jetton wallet's details: its decimals and symbol from a master that confirms it, else none. */
function jettonWalletDetails(work: Work, facts: LinkedFacts, results: MethodResults, built: Built): void {
  const raw = work.state.address;
  const data = facts.walletData.get(work);
  if (!data) return;
  const { problems } = built;
  const confirmed = confirmation(
    facts.links.get(work),
    raw,
    (named) =>
      `The jetton master ${data.jetton} does not confirm this wallet: for the owner ${data.owner} it names the wallet ${named}. The balance is not shown as that jetton's (no decimals or symbol are taken from that master).`,
    problems,
  );
  // A master that names another wallet for this owner is not this wallet's master.
  const master = data.jetton && confirmed !== false ? facts.masterOf(data.jetton) : null;
  const decimals: JettonDecimals = master
    ? { decimals: master.decimals, source: master.decimals_source }
    : confirmed !== false && data.jetton && indexerDecimals(facts.metadata, data.jetton) !== null
      ? { decimals: indexerDecimals(facts.metadata, data.jetton), source: 'indexer_metadata' }
      : { decimals: null, source: 'unknown' };
  if (!master && data.jetton && confirmed !== false)
    problems.push(
      facts.lookupProblem ??
        `The jetton master ${data.jetton} was not run (not in the index, or without code): its decimals come from the indexer's metadata if at all.`,
    );
  const symbol = confirmed === false ? null : symbolOf(master, facts.metadata, data.jetton);
  const details = decodeJettonWallet(results, decimals, symbol);
  if (details) {
    built.family = { ...details, master_confirms: confirmed };
    built.mismatches = compareJettonWallet(raw, details, facts.metadata);
  }
}

/** An NFT item's details, its content completed by a collection that confirms it. */
function nftItemFamily(work: Work, facts: LinkedFacts, built: Built): void {
  const raw = work.state.address;
  const data = facts.itemData.get(work);
  if (!data) return;
  const confirmed = confirmation(
    facts.links.get(work),
    raw,
    (named) =>
      `The collection ${data.collection} does not confirm this item: at index ${data.index} it names ${named}. The item's content is not completed from that collection.`,
    built.problems,
  );
  const foreign = foreignCollectionProblem(work.id.kind, data.collection);
  if (foreign) built.problems.push(foreign);
  const details = nftItemDetails(
    data,
    confirmed === false ? null : (facts.fullContent.get(work) ?? null),
    confirmed,
    facts.owners.get(work),
  );
  built.family = details;
  built.mismatches = compareNftItem(raw, details, facts.metadata);
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
 * The jetton of a wallet another account names (an order's transfer goes to it, a v4 sale's price is
 * keyed by it): the master its own `get_wallet_data` names, else
 * the one the indexer's metadata row of the wallet names; that master's decimals and symbol as a
 * wallet's own page takes them. Null when neither names a master.
 */
export function walletJetton(raw: string, facts: LinkedFacts): WalletJetton | null {
  const own = facts.namedWallets.get(raw) ?? null;
  const row = own?.jetton ? null : metadataWallet(facts.metadata, raw);
  const master = own?.jetton ?? row?.master ?? null;
  if (!master) return null;
  const details = facts.masterOf(master);
  const fromIndexer = indexerDecimals(facts.metadata, master);
  const decimals: JettonDecimals = details
    ? { decimals: details.decimals, source: details.decimals_source }
    : fromIndexer !== null
      ? { decimals: fromIndexer, source: 'indexer_metadata' }
      : { decimals: null, source: 'unknown' };
  // The master judged as its own page judges it: a transfer or a price in a look-alike says so.
  const identity =
    facts.network &&
    masterIdentity(
      master,
      tokenRow(facts.metadata, master),
      details?.content ?? { layout: 'unknown', reason: 'not run' },
      facts.network,
    );
  return {
    master,
    master_source: own?.jetton ? 'wallet_data' : 'indexer_metadata',
    owner: (own?.jetton ? own.owner : row?.owner) ?? null,
    decimals: decimals.decimals,
    decimals_source: decimals.source,
    symbol: symbolOf(details, facts.metadata, master),
    ...(identity ? { look_alike: identity.look_alike } : {}),
  };
}

/** The master and owner the indexer's `jetton_wallets` row of a wallet names (raw), or null. */
function metadataWallet(metadata: Metadata, raw: string): { master: string; owner: string | null } | null {
  const extra = metadata[raw]?.token_info.find((t) => t.type === 'jetton_wallets')?.extra;
  const rawIn = (value: unknown) =>
    typeof value === 'string' && rawAddressSchema.safeParse(value).success ? value.toUpperCase() : null;
  const master = rawIn(extra?.['jetton']);
  return master ? { master, owner: rawIn(extra?.['owner']) } : null;
}

/** The jetton's symbol: the master's on-chain content, else the indexer's metadata for the master. */
function symbolOf(master: JettonMasterDetails | null, metadata: Metadata, raw: string | null): string | null {
  const content = master?.content;
  if (content && (content.layout === 'onchain' || content.layout === 'semichain') && content.fields.symbol)
    return content.fields.symbol;
  return raw ? (tokenRow(metadata, raw)?.symbol ?? null) : null;
}
