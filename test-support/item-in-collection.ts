/**
 * A real name item (local-index-server/fixtures/mainnet_states.json) with another collection written
 * into its data, where its code keeps it: after the item index in its config cell (telemint
 * nft-item.fc, `refs[0]`) or at the start of its data (dns-contract nft-item.fc). The tests' own
 * reading of the layouts, not the app's.
 */
import { beginCell, Cell, type Address } from '@ton/core';
import { mainnetState } from '../local-index-server/contract-codes';
import { replaceCells } from '../local-index-server/cell-rewrite';

/** The real item's data (`telegram-username` or `dns-item`) naming `collection` (null: none). */
export function itemDataInCollection(
  name: 'telegram-username' | 'dns-item',
  collection: Address | null,
): Cell {
  const data = Cell.fromBase64(mainnetState(name).data_boc);
  const rebuilt = (cell: Cell) => {
    const config = cell.beginParse();
    const builder = beginCell().storeUint(config.loadUintBig(256), 256).storeAddress(collection);
    config.loadAddress();
    return builder.storeSlice(config).endCell();
  };
  return name === 'dns-item'
    ? rebuilt(data)
    : replaceCells(data, (cell) => (cell.equals(data.refs[0]!) ? rebuilt(cell) : null));
}
