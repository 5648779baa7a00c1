/**
 * NFT details from the contracts' own get-methods (TEP-62): an item's `get_nft_data` (initialised,
 * index, collection, owner, individual content) and a collection's `get_collection_data` (next item
 * index, content, owner). An item of a collection keeps only a suffix of its content; the collection's
 * `get_nft_content(index, individual_content)` gives the whole, which is what is shown when the
 * collection's state is at hand.
 */
import type { Cell } from '@ton/core';
import { z } from 'zod';
import { jsonInteger } from '../stack-reader';
import { readTokenContent, snakeText, tokenContentSchema, type TokenContent } from '../token-content';
import { contractKindSchema } from '../kinds';
import { jsonIntegerSchema, rawAddressSchema } from './common';
import { saleSchema } from './sale-details';
import type { MethodResults } from './method-results';
import { WELL_KNOWN_COLLECTION_KEYS, wellKnownCollection } from '../well-known-collections';

/** NFT item details. */
export const nftItemDetailsSchema = z.object({
  initialized: z.boolean(),
  index: jsonIntegerSchema,
  /** Null for an item without a collection. */
  collection: rawAddressSchema.nullable(),
  owner: rawAddressSchema.nullable(),
  /** The full content (through the collection when it has one and its state was at hand). */
  content: tokenContentSchema,
  /** An item of a collection: its own part of the content, as text when it is text. */
  content_suffix: z.string().nullable().optional(),
  /**
   * Whether the collection's own `get_nft_address_by_index(index)` names this item: true, false (then
   * the collection is not taken for this item's), null when it could not be asked.
   */
  collection_confirms: z.boolean().nullable().optional(),
  /**
   * The well-known collection (shared/contracts/well-known-collections.ts) the item names, by its
   * address — absent for any other. The item is one of its only when `collection_confirms` is true.
   */
  known_collection: z.enum(WELL_KNOWN_COLLECTION_KEYS).optional(),
  /**
   * What the owner is, when its state was at hand: often a marketplace's sale contract, which owns a
   * listed NFT until a buyer pays or the seller cancels — then its terms (null when they did not read).
   */
  owner_is: z
    .object({
      status: z.string().nullable(),
      kind: contractKindSchema,
      contract: z.string(),
      sale: saleSchema.nullable(),
      /** Whether the sale is of this item (its `nft` names it); null when it names none or did not read. */
      sells_this_item: z.boolean().nullable(),
    })
    .optional(),
});
export type NftItemDetails = z.infer<typeof nftItemDetailsSchema>;

/** NFT collection details. */
export const nftCollectionDetailsSchema = z.object({
  next_item_index: jsonIntegerSchema,
  owner: rawAddressSchema.nullable(),
  content: tokenContentSchema,
});
export type NftCollectionDetails = z.infer<typeof nftCollectionDetailsSchema>;

/** What an item's owner is (`owner_is`). */
export type NftOwnerFacts = NonNullable<NftItemDetails['owner_is']>;

/** Methods an item is asked. */
export const NFT_ITEM_METHODS = ['get_nft_data'] as const;
/** Methods a collection is asked. */
export const NFT_COLLECTION_METHODS = ['get_collection_data'] as const;

/** An item's own answer, before its collection is asked for the full content. */
export interface NftItemData {
  initialized: boolean;
  index: bigint;
  collection: string | null;
  owner: string | null;
  individualContent: Cell | null;
}

/** Reads `get_nft_data`. */
export function decodeNftItemData(results: MethodResults): NftItemData | null {
  const reader = results.reader('get_nft_data', 5);
  if (!reader) return null;
  return {
    initialized: reader.int(0) !== 0n,
    index: reader.int(1),
    collection: reader.address(2),
    owner: reader.address(3),
    individualContent: reader.maybeCell(4),
  };
}

/**
 * Builds item details; `fullContent` is the collection's `get_nft_content` answer when there was one,
 * `confirms` whether the collection names this item at its index (undefined: not asked).
 */
export function nftItemDetails(
  item: NftItemData,
  fullContent: Cell | null,
  confirms?: boolean | null,
  ownerIs?: NftOwnerFacts,
): NftItemDetails {
  const known = wellKnownCollection(item.collection);
  let content: TokenContent;
  if (fullContent) content = readTokenContent(fullContent);
  else if (!item.individualContent) content = { layout: 'unknown', reason: 'the item has no content' };
  else if (item.collection === null) content = readTokenContent(item.individualContent);
  else if (confirms === false)
    content = {
      layout: 'unknown',
      reason: 'the collection does not confirm this item, so its content is not completed from it',
    };
  else
    content = {
      layout: 'unknown',
      reason: "the collection's state was not available to complete the item's content",
    };
  return {
    initialized: item.initialized,
    index: jsonInteger(item.index),
    collection: item.collection,
    owner: item.owner,
    content,
    ...(item.collection !== null && item.individualContent
      ? { content_suffix: snakeText(item.individualContent) }
      : {}),
    ...(confirms !== undefined && item.collection !== null ? { collection_confirms: confirms } : {}),
    ...(known ? { known_collection: known } : {}),
    ...(ownerIs ? { owner_is: ownerIs } : {}),
  };
}

/** Reads `get_collection_data`. */
export function decodeNftCollection(results: MethodResults): NftCollectionDetails | null {
  const reader = results.reader('get_collection_data', 3);
  if (!reader) return null;
  return {
    next_item_index: jsonInteger(reader.int(0)),
    content: readTokenContent(reader.cell(1)),
    owner: reader.address(2),
  };
}
