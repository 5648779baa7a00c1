/**
 * Names held as NFT items, from their own get-methods. A `.ton` domain (ton-blockchain/dns-contract
 * nft-item.fc): `get_domain`, `get_last_fill_up_time` (the domain expires when it is not renewed within
 * `one_year` = 366 days of it, dns-utils.fc) and `get_auction_info`. A Telegram username or anonymous
 * number (TelegramMessenger/telemint nft-item.fc): `get_telemint_token_name` and, while it is on auction,
 * `get_telemint_auction_state`; which of the two it is, its collection says (Fragment's two collections).
 * The owner, index and collection come from `get_nft_data`, as for every NFT item.
 */
import { z } from 'zod';
import { jsonInteger } from '../stack-reader';
import { jsonIntegerSchema, rawAddressSchema } from './common';
import type { KindExtras } from './kind-extras';
import { wellKnownCollection } from '../well-known-collections';

const nanotons = z.string().regex(/^-?\d+$/);

/** dns-utils.fc `one_year`: 60 × 60 × 24 × 366 seconds. */
export const DNS_RENEWAL_SECONDS = 31_622_400;

/** An auction as these items report it. */
const auctionSchema = z.object({
  /** The highest bidder, if any. */
  bidder: rawAddressSchema.nullable(),
  /** The highest bid, nanotons ("0" without bids). */
  bid: nanotons,
  /** Telegram: the least a new bid must be. */
  min_bid: nanotons.optional(),
  end_time: jsonIntegerSchema,
  /** Whether it was still running at the indexed time. */
  active: z.boolean(),
});

/** `.ton` domain details. */
export const domainDetailsSchema = z.object({
  domain: z.object({
    /** The full domain, `name.ton` (the bare name in any collection but the .ton root's). */
    name: z.string(),
    /** The last renewal (null when the contract did not say). */
    last_fill_up_time: jsonIntegerSchema.nullable(),
    /** When it expires unless renewed (last fill-up + 366 days). */
    expires_at: jsonIntegerSchema.nullable(),
    /** Whether it had expired at the indexed time. */
    expired: z.boolean(),
    auction: auctionSchema.nullable(),
  }),
});

/** A `.ton` domain. */
export const DNS_ITEM_EXTRAS: KindExtras = {
  key: 'domain',
  calls: [{ method: 'get_domain' }, { method: 'get_last_fill_up_time' }, { method: 'get_auction_info' }],
  decode(results, context) {
    const name = results.reader('get_domain');
    if (!name) return null;
    const fillUp = results.reader('get_last_fill_up_time')?.int(0) ?? null;
    const auction = results.reader('get_auction_info');
    const bidder = auction ? auction.address(0) : null;
    const end = auction ? auction.int(2) : 0n;
    const expires = fillUp === null ? null : fillUp + BigInt(DNS_RENEWAL_SECONDS);
    // The code keeps the name without its zone; it is a .ton domain only in the .ton root's collection.
    const root = wellKnownCollection(results.reader('get_nft_data')?.address(2)) === 'ton_dns';
    return {
      name: root ? `${name.text(0)}.ton` : name.text(0),
      last_fill_up_time: fillUp === null ? null : jsonInteger(fillUp),
      expires_at: expires === null ? null : jsonInteger(expires),
      expired: expires !== null && BigInt(context.unixTime) > expires,
      // No bidder and no end time: there is no auction (the item is owned).
      auction:
        auction && (bidder !== null || end !== 0n)
          ? {
              bidder,
              bid: auction.int(1).toString(),
              end_time: jsonInteger(end),
              active: BigInt(context.unixTime) < end,
            }
          : null,
    };
  },
};

/** Telegram username or number details. */
export const telegramDetailsSchema = z.object({
  telegram: z.object({
    /** Username, anonymous number, or unknown (a telemint item of another collection). */
    type: z.enum(['username', 'number', 'unknown']),
    /** As a person writes it: `@name` or `+888…`. */
    name: z.string(),
    /** The token name the contract holds. */
    token_name: z.string(),
    auction: auctionSchema.nullable(),
  }),
});

/** The type of a telemint item from its collection (and, for another collection, nothing). */
export function telegramType(collection: string | null): 'username' | 'number' | 'unknown' {
  const known = wellKnownCollection(collection);
  if (known === 'telegram_usernames') return 'username';
  if (known === 'telegram_numbers') return 'number';
  return 'unknown';
}

/** A Telegram username or anonymous number. */
export const TELEGRAM_EXTRAS: KindExtras = {
  key: 'telegram',
  calls: [{ method: 'get_telemint_token_name' }, { method: 'get_telemint_auction_state' }],
  decode(results, context) {
    const token = results.reader('get_telemint_token_name');
    if (!token) return null;
    const name = token.text(0);
    const collection = results.reader('get_nft_data')?.address(2) ?? null;
    const type = telegramType(collection);
    const state = results.reader('get_telemint_auction_state');
    const end = state ? state.int(4) : 0n;
    return {
      type,
      name: type === 'number' ? `+${name}` : type === 'username' ? `@${name}` : name,
      token_name: name,
      auction: state
        ? {
            bidder: state.address(0),
            bid: state.int(1).toString(),
            min_bid: state.int(3).toString(),
            end_time: jsonInteger(end),
            active: BigInt(context.unixTime) < end,
          }
        : null,
    };
  },
};
