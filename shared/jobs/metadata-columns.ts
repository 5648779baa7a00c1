/**
 * How a lookup batch's metadata map (the indexer's token and NFT metadata, `metadata` in an
 * accountStates answer) travels from the job owner to the window beside the rows' columns
 * (row-columns.ts): as columns too. A structured clone (or Electron's `v8.serialize`) writes every field
 * name of every object again and every text in full, and reads them all back: a jetton wallet's entry is
 * four objects and eight field names around three texts, two of which (its type, its master) every
 * wallet of the jetton repeats — 4.7 MB and 60,000 objects at 100,000 accounts of which 15 % are jetton
 * wallets. Here an entry of the usual jetton wallet's shape crosses as its values alone, its texts by
 * number in the batch's table of texts; any other entry (a master's, an NFT's, an odd indexer's) crosses
 * whole, as before. The page makes each entry again with the same fields in the same order
 * ({@link metadataOfColumns}), so what it places is what the job emitted.
 */
import type { MetadataEntry, MetadataMap } from '../api/account-states';
import { hasFields } from './packed-records';
import { mapOfColumns } from './column-keys';

/** A text the columns name by its number in the batch's table (null and undefined included). */
type Text = string | null | undefined;

/**
 * A batch's metadata map as columns: entry `k` of each is the entry of `keys[k]` (the map's keys in the
 * order `for…in` gives them; a number `i` there is row `i`'s raw address). An entry of the usual jetton wallet's shape ({@link walletEntryOf})
 * crosses as its values, its texts by number; any other crosses whole in `whole` (null there for a
 * usual one, and the other columns hold a placeholder for it).
 */
export interface MetaColumns {
  keys: (string | number)[];
  whole: (MetadataEntry | null)[] | null;
  is_indexed: boolean[];
  valid: boolean[];
  /** Text numbers: the token's type, its jetton master, its owner. */
  type: number[];
  jetton: number[];
  owner: number[];
  balance: string[];
}

/** The usual jetton wallet's entry, as ton-index-go writes it: its values in their order. */
interface WalletEntry {
  is_indexed: boolean;
  valid: boolean;
  type: string;
  balance: string;
  jetton: string;
  owner: string;
}

const ENTRY_FIELDS = ['is_indexed', 'token_info'] as const;
const INFO_FIELDS = ['valid', 'type', 'extra'] as const;
const EXTRA_FIELDS = ['balance', 'jetton', 'owner'] as const;

/**
 * `entry`'s values when it is exactly `{is_indexed, token_info: [{valid, type, extra: {balance, jetton,
 * owner}}]}` — these fields in this order at each level, one token description, a boolean or a text
 * where each is — which {@link metadataOfColumns} makes again field for field; else null.
 */
function walletEntryOf(entry: MetadataEntry): WalletEntry | null {
  if (!hasFields(entry, ENTRY_FIELDS) || typeof entry.is_indexed !== 'boolean') return null;
  const infos: unknown = entry.token_info;
  if (!Array.isArray(infos) || infos.length !== 1 || !hasFields(infos, ['0'])) return null;
  const info = infos[0] as Record<string, unknown> | null;
  if (typeof info !== 'object' || info === null || !hasFields(info, INFO_FIELDS)) return null;
  const { valid, type, extra } = info as { valid: unknown; type: unknown; extra: Record<string, unknown> };
  if (typeof valid !== 'boolean' || typeof type !== 'string') return null;
  if (typeof extra !== 'object' || extra === null || !hasFields(extra, EXTRA_FIELDS)) return null;
  const { balance, jetton, owner } = extra;
  if (typeof balance !== 'string' || typeof jetton !== 'string' || typeof owner !== 'string') return null;
  return { is_indexed: entry.is_indexed, valid, type, balance, jetton, owner };
}

/**
 * `metadata` as columns, its texts numbered by `text` (the batch's table), and each entry's position
 * among them (a row's `meta` is the very entry of the map: it crosses as that number).
 */
export function metaColumns(
  metadata: MetadataMap,
  text: (value: Text) => number,
): { columns: MetaColumns; positions: Map<MetadataEntry, number> } {
  // Filled by push: an array made at its length is "holey" to V8, and a clone writes it sparse.
  const columns: MetaColumns = {
    keys: [],
    whole: [],
    is_indexed: [],
    valid: [],
    type: [],
    jetton: [],
    owner: [],
    balance: [],
  };
  const positions = new Map<MetadataEntry, number>();
  for (const [raw, entry] of metadata) {
    positions.set(entry, columns.keys.push(raw) - 1);
    const wallet = walletEntryOf(entry);
    columns.whole!.push(wallet ? null : entry);
    columns.is_indexed.push(wallet ? wallet.is_indexed : false);
    columns.valid.push(wallet ? wallet.valid : false);
    columns.type.push(wallet ? text(wallet.type) : -1);
    columns.jetton.push(wallet ? text(wallet.jetton) : -1);
    columns.owner.push(wallet ? text(wallet.owner) : -1);
    columns.balance.push(wallet ? wallet.balance : '');
  }
  if (!columns.whole!.some((entry) => entry !== null)) columns.whole = null;
  return { columns, positions };
}

/** Entry `k` of `columns` as {@link walletEntryOf} read it: the same fields, in the same order. */
function walletEntryAt(columns: MetaColumns, k: number, texts: readonly Text[]): MetadataEntry {
  return {
    is_indexed: columns.is_indexed[k]!,
    token_info: [
      {
        valid: columns.valid[k]!,
        type: texts[columns.type[k]!] as string,
        extra: {
          balance: columns.balance[k]!,
          jetton: texts[columns.jetton[k]!] as string,
          owner: texts[columns.owner[k]!] as string,
        },
      },
    ],
  };
}

/** Entry `k` of `columns` ({@link metaColumns}): as it crossed whole, or made again from its values. */
export const metaEntryAt = (columns: MetaColumns, k: number, texts: readonly Text[]): MetadataEntry =>
  columns.whole?.[k] ?? walletEntryAt(columns, k, texts);

/** The metadata map `columns` were made of ({@link metaColumns}), and its entries in their order. */
export function metadataOfColumns(
  columns: MetaColumns,
  texts: readonly Text[],
  raws: readonly string[],
): { metadata: MetadataMap; entries: MetadataEntry[] } {
  const read = mapOfColumns(columns.keys, null, raws, (k) => metaEntryAt(columns, k, texts));
  return { metadata: read.map, entries: read.entries };
}
