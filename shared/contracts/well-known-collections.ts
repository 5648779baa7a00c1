/**
 * The NFT collections whose items are names people buy — Fragment's Telegram usernames and anonymous
 * numbers, and the `.ton` DNS root — known by address. Their item code is public: anyone can deploy an
 * item that runs Telegram's or the DNS item's code, gives itself any name and names one of these
 * collections. What makes an item one of theirs is the collection's own answer
 * (`get_nft_address_by_index`, inspect-links.ts), so an item is judged by both: the collection it names,
 * and whether that collection confirms it.
 *
 * Addresses: the collections the real items of local-index-server/fixtures/mainnet_states.json name
 * (`dns-item`: moneyinvestor.ton; `telegram-username`: @yoganews, from tongo's test vectors); Fragment's
 * two are also the two addresses tonindexer/anton's abi/README.md gives its `telemint_nft_item`
 * interface. They are the same raw on every network: an item another deployer claims is told by the
 * collection's answer, not by the network.
 */
import { judgedByCollection, type CollectionJudgedKind, type ContractKind } from './kinds';

/** A collection the app knows by address. */
export interface WellKnownCollection {
  /** The collection's address (raw, upper-case hex). */
  readonly raw: string;
  /** What it is, as a sentence names it. */
  readonly name: string;
}

/** The collections, by key. */
export const WELL_KNOWN_COLLECTIONS = {
  telegram_usernames: {
    raw: '0:80D78A35F955A14B679FAA887FF4CD5BFC0F43B4A4EEA2A7E6927F3701B273C2',
    name: 'Fragment’s collection of Telegram usernames',
  },
  telegram_numbers: {
    raw: '0:0E41DC1DC3C9067ED24248580E12B3359818D83DEE0304FABCF80845EAFAFDB2',
    name: 'Fragment’s collection of anonymous Telegram numbers',
  },
  ton_dns: {
    raw: '0:B774D95EB20543F186C06B371AB88AD704F7E256130CAF96189368A7D0CB6CCF',
    name: 'the .ton DNS root collection',
  },
} as const satisfies Record<string, WellKnownCollection>;

/** A well-known collection's key. */
export type WellKnownCollectionKey = keyof typeof WELL_KNOWN_COLLECTIONS;

/** The keys, for a schema's enum. */
export const WELL_KNOWN_COLLECTION_KEYS = Object.keys(WELL_KNOWN_COLLECTIONS) as [
  WellKnownCollectionKey,
  ...WellKnownCollectionKey[],
];

/** The well-known collection at `raw` (raw, upper-case), or null. */
export function wellKnownCollection(raw: string | null | undefined): WellKnownCollectionKey | null {
  if (!raw) return null;
  for (const [key, collection] of Object.entries(WELL_KNOWN_COLLECTIONS))
    if (collection.raw === raw) return key as WellKnownCollectionKey;
  return null;
}

/**
 * The collections an item of a kind named by its code belongs to when it is what its code says: a
 * telemint item is a Telegram name only in Fragment's two collections, a DNS item a `.ton` domain only
 * in the root's (the kinds are kinds.ts `COLLECTION_JUDGED_KINDS`).
 */
const COLLECTIONS_OF_KIND: Record<CollectionJudgedKind, readonly WellKnownCollectionKey[]> = {
  telegram_username: ['telegram_usernames', 'telegram_numbers'],
  telegram_number: ['telegram_usernames', 'telegram_numbers'],
  dns_item: ['ton_dns'],
};

/**
 * Why an item of `kind` whose collection is `collection` is not what its code says, as one sentence —
 * null when its collection is one its kind belongs to (or its kind is judged by none).
 */
export function foreignCollectionProblem(kind: ContractKind, collection: string | null): string | null {
  const own = judgedByCollection(kind) ? COLLECTIONS_OF_KIND[kind] : undefined;
  if (!own || (collection && own.some((key) => WELL_KNOWN_COLLECTIONS[key].raw === collection))) return null;
  const named = collection
    ? `its collection ${collection} is not`
    : 'it names no collection, and so is not in';
  if (kind === 'dns_item')
    return `This item runs the .ton DNS item's code, but ${named} ${WELL_KNOWN_COLLECTIONS.ton_dns.name} (${WELL_KNOWN_COLLECTIONS.ton_dns.raw}): it is not a .ton domain, whatever name it carries (anyone can deploy this code).`;
  return `This item runs Telegram's username and number code, but ${named} one of Fragment's two (usernames ${WELL_KNOWN_COLLECTIONS.telegram_usernames.raw}, numbers ${WELL_KNOWN_COLLECTIONS.telegram_numbers.raw}): Telegram does not know it, whatever name it carries (anyone can deploy this code).`;
}
