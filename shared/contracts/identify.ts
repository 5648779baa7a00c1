/**
 * Names a contract: by its code hash (known-codes.ts: exact), else by the indexer's `interfaces`, else
 * by the standard get-methods it has (its method dictionary, or — for code without one — the methods
 * that answered when run), else `unknown`. The source of the name travels with it, so a person can tell
 * "this is wallet v4r2's code" from "this answers like a jetton wallet".
 */
import { interfaceKind } from './interface-names';
import { knownCode } from './known-codes';
import { kindLabel, type ContractKind, type KindSource } from './kinds';
import { methodName } from './method-names';

/** What is known about an account's code. */
export interface IdentifyInput {
  /** Hash of the code, hex or Base64 (computed from `code_boc` where there is one). */
  codeHash?: string | null;
  /**
   * When the code is a library cell: the hash of the code it names (hex). The library's own code is the
   * contract, so it is looked up first; the library cell's hash only when the table does not know it.
   */
  libraryHash?: string | null;
  /** The indexer's `interfaces` for the account. */
  interfaces?: readonly string[] | null;
  /** Names of the get-methods the code has or answered (see {@link methodNamesOf}). */
  methods?: ReadonlySet<string> | null;
}

/** A named contract. */
export interface Identification {
  kind: ContractKind;
  kind_source: KindSource;
  /** The contract for a person: the code table's exact name, or the kind's label. */
  name: string;
  /** For `code_hash`: where that code comes from. */
  code_source?: string;
  /** For `interfaces`: the interface that named it. */
  interface?: string;
  /**
   * Set when the item runs its kind's code outside the collections that make it one (a Telegram name,
   * a `.ton` domain), as its data names its collection: the code only, a name anyone may deploy.
   */
  outside_collections?: true;
}

/** Interfaces in the order they are trusted when several imply a kind: specific before generic. */
function bestInterface(interfaces: readonly string[]): { name: string; kind: ContractKind } | null {
  let best: { name: string; kind: ContractKind } | null = null;
  for (const name of interfaces) {
    const kind = interfaceKind(name);
    if (!kind) continue;
    // An exact wallet version beats a family; the first of equals wins.
    if (!best || (best.kind === 'wallet' && kind !== 'wallet')) best = { name, kind };
  }
  return best;
}

/** Rules from get-methods to kinds, first match wins. */
const METHOD_RULES: ReadonlyArray<{ all: readonly string[]; kind: ContractKind }> = [
  { all: ['get_multisig_data'], kind: 'multisig_v2' },
  { all: ['get_order_data'], kind: 'multisig_v2_order' },
  { all: ['get_validator_controller_data'], kind: 'validator_controller' },
  { all: ['get_pool_data', 'list_nominators'], kind: 'nominator_pool' },
  { all: ['get_pool_data', 'get_roles'], kind: 'single_nominator' },
  { all: ['get_root_pubkey', 'get_seed_pubkey', 'get_wallet_addr'], kind: 'tonkeeper_2fa' },
  { all: ['get_subscription_info', 'get_payment_info'], kind: 'subscription_v2' },
  { all: ['get_telemint_token_name', 'get_nft_data'], kind: 'telegram_username' },
  { all: ['get_domain', 'get_last_fill_up_time', 'get_nft_data'], kind: 'dns_item' },
  { all: ['get_lockup_data'], kind: 'wallet_lockup_vesting' },
  { all: ['get_balances', 'check_destination'], kind: 'wallet_lockup' },
  { all: ['get_jetton_data', 'get_wallet_address'], kind: 'jetton_master' },
  { all: ['get_wallet_data'], kind: 'jetton_wallet' },
  { all: ['get_collection_data', 'get_nft_address_by_index'], kind: 'nft_collection' },
  { all: ['get_nft_data'], kind: 'nft_item' },
  { all: ['get_sale_data'], kind: 'nft_sale' },
  { all: ['get_vesting_data'], kind: 'wallet_vesting' },
  { all: ['get_channel_data'], kind: 'payment_channel' },
  { all: ['get_subscription_data'], kind: 'subscription_plugin' },
  // Highload wallets have no seqno: replay protection is the `processed?` query dictionary. v3 adds
  // its subwallet and timeout getters; every v2 build has `processed?` (r1 nothing else).
  { all: ['processed?', 'get_subwallet_id', 'get_timeout'], kind: 'wallet_highload_v3' },
  { all: ['processed?'], kind: 'wallet_highload_v2' },
  { all: ['seqno', 'get_public_key'], kind: 'wallet' },
];

/** The kind the methods imply, if any. */
export function kindFromMethods(methods: ReadonlySet<string>): ContractKind | null {
  return METHOD_RULES.find((rule) => rule.all.every((name) => methods.has(name)))?.kind ?? null;
}

/** Names of the ids in a method list (ids without a known name are left out). */
export function methodNamesOf(ids: readonly number[]): Set<string> {
  const names = new Set<string>();
  for (const id of ids) {
    const name = methodName(id);
    if (name) names.add(name);
  }
  return names;
}

/**
 * Each identification made, by what made it (a known code, an interface, a kind): one frozen object
 * for every account of the same code. A lookup's rows cross to the window by structured clone, which
 * writes an object the message holds twice only once — 100,000 rows carried 100,000 equal copies.
 * Bounded by the code table, the interface names and the kinds.
 */
const made = new Map<unknown, Identification>();

/** The one identification `key` names, made by `make` the first time. */
function once(key: unknown, make: () => Identification): Identification {
  let id = made.get(key);
  if (!id) made.set(key, (id = Object.freeze(make())));
  return id;
}

/** Names the contract (a shared, frozen object: equal answers are the same object). */
export function identifyContract(input: IdentifyInput): Identification {
  const known =
    (input.libraryHash ? knownCode(input.libraryHash) : undefined) ??
    (input.codeHash ? knownCode(input.codeHash) : undefined);
  if (known)
    return once(known, () => ({
      kind: known.kind,
      kind_source: 'code_hash',
      name: known.name,
      code_source: known.source,
    }));
  const byInterface = input.interfaces ? bestInterface(input.interfaces) : null;
  if (byInterface)
    return once(`interface ${byInterface.name}`, () => ({
      kind: byInterface.kind,
      kind_source: 'interfaces',
      name: kindLabel(byInterface.kind),
      interface: byInterface.name,
    }));
  const byMethods = input.methods ? kindFromMethods(input.methods) : null;
  if (byMethods)
    return once(`methods ${byMethods}`, () => ({
      kind: byMethods,
      kind_source: 'get_methods',
      name: kindLabel(byMethods),
    }));
  return once('unknown', () => ({ kind: 'unknown', kind_source: 'unknown', name: kindLabel('unknown') }));
}

/** Each identification marked outside its collections, by the identification it marks. */
const outside = new Map<Identification, Identification>();

/**
 * `id` for an item whose data says whether it stands outside the collections its kind needs
 * (item-data-collection.ts; undefined: not read): the same object, or that identification marked
 * `outside_collections` (shared and frozen too).
 */
export function withItemCollection(
  id: Identification,
  outsideItsCollections: boolean | undefined,
): Identification {
  if (!outsideItsCollections) return id;
  let marked = outside.get(id);
  if (!marked) outside.set(id, (marked = Object.freeze({ ...id, outside_collections: true as const })));
  return marked;
}

/** The get-methods worth running to name code that has no method dictionary. */
export const PROBE_METHODS: readonly string[] = [
  'get_jetton_data',
  'get_wallet_data',
  'get_collection_data',
  'get_nft_data',
  'get_sale_data',
  'seqno',
  'get_public_key',
];
