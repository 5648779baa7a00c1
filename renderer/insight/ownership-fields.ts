/**
 * Who holds an NFT item, a `.ton` domain or a Telegram username or number, and where its auction stands,
 * as named fields (named-fields.ts) the Contract section renders and "Copy the answer" writes alike —
 * the answer to "I bought this username: who owns it now?". Decoded by the contract's own get-methods
 * (shared/contracts/details/nft-details.ts, domain-details.ts); times are UTC, amounts exact to the nanoton.
 */
import { addressField, linkCheck, part, said, type Details, type NamedField } from './named-fields';
import { foreignCode } from '../../shared/contracts/inspected-kind-label';
import {
  WELL_KNOWN_COLLECTIONS,
  type WellKnownCollectionKey,
} from '../../shared/contracts/well-known-collections';
import { ownerIsWords } from './sale-fields';
import { timeText, tonText, valueText, type ShownText } from './shown-values';

/** Whether details are an NFT item's, a collection's, or neither (`kind` as inspected). */
export function nftFamily(d: Details, kind: string): 'item' | 'collection' | null {
  if ('next_item_index' in d) return 'collection';
  if ('index' in d && (kind.startsWith('nft') || 'collection' in d)) return 'item';
  return null;
}

/** An NFT item's or collection's own fields, at the indexed time `now` (its content is the page's alone: it is not a sentence). */
export function nftFields(d: Details, family: 'item' | 'collection', now: number | undefined): NamedField[] {
  // What the owner is: while the item is listed or on auction, a marketplace's contract owns it.
  const about = ownerIsWords(part(d, 'owner_is'), now);
  const owner = addressField('Owner', 'owner', d.owner, 'owner', {
    wallet: true,
    ...(about ? { about } : {}),
  });
  if (family === 'collection')
    return [owner, said('Next item index', 'next-item-index', { text: valueText(d.next_item_index) })];
  const check = collectionCheck(d);
  const foreign = foreignCollectionWords(d);
  return [
    said('Index', 'nft-index', { text: valueText(d.index) }),
    addressField('Collection', 'collection', d.collection, 'collection', {
      ...(check ? { check } : {}),
      ...(foreign ? { about: [foreign] } : {}),
    }),
    owner,
    ...(d.initialized === false ? [said('Initialized', 'initialized', { text: 'no' })] : []),
  ];
}

/**
 * Whether the item's collection holds it, named when it is a well-known one (Fragment's usernames or
 * numbers, the .ton root): only that collection's answer makes the item one of its, so a name bought
 * from anyone else is told from the real one here; while the collection could not be asked, the field
 * says the item's claim is all there is.
 */
function collectionCheck(d: Details) {
  const known =
    typeof d.known_collection === 'string' && d.known_collection in WELL_KNOWN_COLLECTIONS
      ? WELL_KNOWN_COLLECTIONS[d.known_collection as WellKnownCollectionKey].name
      : null;
  // Outside its code's own collections the item is not what it claims whatever its collection says.
  const unasked = foreignCode(d)
    ? undefined
    : `${known ?? 'the collection'} was not at hand to ask (not in the index, or not run), so only the item says it is one of its`;
  return linkCheck(
    d.collection_confirms,
    `${known ?? 'the collection'} holds this item at its index`,
    unasked,
  );
}

/** What an item running Telegram's or the DNS item's code is not, when its collection is not theirs. */
function foreignCollectionWords(d: Details): string | null {
  const foreign = foreignCode(d);
  if (foreign === 'telegram')
    return '— not one of Fragment’s collections: Telegram does not know this item, whatever name it carries (see the problems below)';
  if (foreign === 'domain')
    return '— not the .ton DNS root collection: this item is not a .ton domain, whatever name it carries (see the problems below)';
  return null;
}

/**
 * An auction's fields: whether it runs and when it ends, the highest bid and bidder, and — while it
 * runs — the least a new bid must be. "none" when the item is not on auction.
 */
function auctionFields(auction: Details | null, testId: string, now: number | undefined): NamedField[] {
  if (!auction) return [said('Auction', testId, { text: 'none', muted: true })];
  const ends = timeText(auction.end_time, now);
  const running = auction.active === true;
  return [
    said('Auction', testId, { ...ends, text: running ? `running, ends ${ends.text}` : `ended ${ends.text}` }),
    said(
      'Highest bid',
      `${testId}-bid`,
      auction.bidder === null && auction.bid === '0' ? { text: 'none', muted: true } : tonText(auction.bid),
    ),
    ...(typeof auction.bidder === 'string'
      ? [addressField('Highest bidder', `${testId}-bidder`, auction.bidder, 'bidder', { wallet: true })]
      : []),
    ...(running && typeof auction.min_bid === 'string'
      ? [said('Next bid at least', `${testId}-min-bid`, tonText(auction.min_bid))]
      : []),
  ];
}

/**
 * What an expired `.ton` domain's owner and everyone else may do, by the DNS item's code
 * (ton-blockchain/dns-contract nft-item.fc): once a year has passed since it was last renewed and no
 * auction runs, anyone may release it by paying its minimum price, which starts a new week-long auction
 * and sends the owner the item's balance; until someone does, the owner renews it by sending it TON or
 * changing it (each sets its renewal time). "Is my domain still mine?" is answered by both halves.
 */
const EXPIRED_DOMAIN: ShownText = {
  text: 'anyone may release it by paying its minimum price, which starts a new week-long auction',
  aside: '(until someone does, its owner renews it by sending it TON or changing its records)',
};

/** A `.ton` domain's name, expiry and auction. */
export function domainFields(dm: Details, now: number | undefined): NamedField[] {
  const expires = timeText(dm.expires_at, now);
  const auction = part(dm, 'auction');
  return [
    said('Domain', 'domain-name', { text: valueText(dm.name), mono: true }),
    said('Expires', 'domain-expires', {
      ...expires,
      ...(dm.expired === true ? { flag: '— expired (not renewed in 366 days)' } : {}),
    }),
    ...(dm.expired === true && !auction ? [said('Since it expired', 'domain-release', EXPIRED_DOMAIN)] : []),
    ...auctionFields(auction, 'domain-auction', now),
  ];
}

/**
 * What an ended Telegram auction still held by the item comes to, by telemint's nft-item.fc
 * (`maybe_end_auction`): the item settles it at its next message — any internal message, or an external
 * one anyone may send once it has ended. With a bid, the highest bidder becomes the owner then (its bid
 * goes to the beneficiary); until then `get_nft_data` still names the owner from before the auction, so
 * "I won it and it is not mine" has this answer. With no bid, the owner keeps it.
 */
function telegramSettlement(auction: Details | null): NamedField[] {
  if (!auction || auction.active !== false) return [];
  return [
    said(
      'Since it ended',
      'telegram-settle',
      typeof auction.bidder === 'string'
        ? {
            text: 'the highest bidder becomes its owner at the item’s next message, which anyone may send',
            aside: '(until then its Owner below is still the one from before the auction)',
          }
        : {
            text: 'no one bid: its owner keeps it',
            aside: '(the item drops the ended auction at its next message)',
          },
    ),
  ];
}

/** What the name of a telemint item is, by its collection (`type`). */
const telegramNameLabel = (type: unknown) =>
  type === 'number' ? 'Anonymous number' : type === 'username' ? 'Username' : 'Token name';

/** A Telegram username's or anonymous number's name and auction. */
export function telegramFields(t: Details, now: number | undefined): NamedField[] {
  const auction = part(t, 'auction');
  return [
    said(telegramNameLabel(t.type), 'telegram-name', {
      text: valueText(t.name),
      mono: true,
      ...(t.type === 'unknown'
        ? { flag: '— not a Telegram username or number (its collection is not Fragment’s)' }
        : {}),
    }),
    ...auctionFields(auction, 'telegram-auction', now),
    ...telegramSettlement(auction),
  ];
}
