/**
 * The collection an item's own data names, read from its data cell without running it: for the kinds
 * whose name depends on their collection (well-known-collections.ts) — a telemint item keeps it in its
 * config cell, `refs[0]` (TelegramMessenger/telemint func/nft-item.fc: `item_index:uint256`, then the
 * collection's address); a DNS item at the start of its data (ton-blockchain/dns-contract
 * func/nft-item.fc: `index:uint256`, then the collection's address). The results table names a
 * look-alike item by it before any get-method runs; the account's page asks the item and the collection.
 */
import { Cell, type Slice } from '@ton/core';
import { judgedByCollection, type ContractKind } from './kinds';
import { foreignCollectionProblem } from './well-known-collections';

/** Where the item index and collection address start, for a kind judged by its collection. */
function indexAndCollection(kind: ContractKind, data: Cell): Slice | null {
  if (kind === 'dns_item') return data.beginParse();
  if (kind === 'telegram_username' || kind === 'telegram_number') {
    const config = data.refs[0];
    return config ? config.beginParse() : null;
  }
  return null;
}

/**
 * The collection the data of an item of `kind` names (raw, upper-case hex), null when it names none
 * (`addr_none`); undefined when `kind` is not judged by its collection or the data cannot be read (no
 * data, a BoC that does not parse, a layout not its code's).
 */
export function itemDataCollection(
  kind: ContractKind,
  dataBoc: string | null | undefined,
): string | null | undefined {
  if (!dataBoc || !judgedByCollection(kind)) return undefined;
  try {
    const slice = indexAndCollection(kind, Cell.fromBase64(dataBoc));
    if (!slice) return undefined;
    slice.skip(256);
    const collection = slice.loadMaybeAddress();
    return collection ? collection.toRawString().toUpperCase() : null;
  } catch {
    return undefined;
  }
}

/**
 * Whether an item of `kind` stands outside the collections its kind needs, as its data says; undefined
 * when that is not read (see {@link itemDataCollection}).
 */
export function outsideItsCollections(
  kind: ContractKind,
  dataBoc: string | null | undefined,
): boolean | undefined {
  const collection = itemDataCollection(kind, dataBoc);
  return collection === undefined ? undefined : foreignCollectionProblem(kind, collection) !== null;
}
