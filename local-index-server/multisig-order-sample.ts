/**
 * A multisig v2 order of the sample multisig (the real mainnet one, fixtures/mainnet_states.json),
 * deployed as the multisig deploys its orders (multisig-contract-v2 order_helpers.func): a StateInit of
 * the order code as a library cell of the published build the app carries, and data of the multisig's
 * address and the order's seqno; its state after the multisig's init message (order.func `save_data`):
 * threshold 2 of the multisig's own 4 signers, signer 1's approval only, not executed, one transfer.
 */
import { Address, beginCell, Cell, Dictionary, internal, storeMessageRelaxed } from '@ton/core';
import { mainnetState } from './contract-codes';
import { stateInitAddress } from './contract-data';
import { derivedBytes } from './seeded-random';
import { MULTISIG_V2_ORDER_CODE_HASH } from '../shared/tvm/carried-codes';
import { libraryCellNaming } from '../shared/tvm/library-cell';

/** The sample order's seqno (the sample multisig takes orders with any seqno). */
export const SAMPLE_ORDER_SEQNO = 7n;
/** Its expiration date: 2100-01-01 00:00 UTC, so it has not expired whenever the tests run. */
export const SAMPLE_ORDER_EXPIRES_AT = 4_102_444_800;
/** What its one transfer sends: 150 TON. */
export const SAMPLE_ORDER_AMOUNT = 150_000_000_000n;

/** The order's single action: send 150 TON to `to` (multisig.tlb `send_message`, mode 3). */
function transferOrder(to: Address): Cell {
  const message = beginCell()
    .store(storeMessageRelaxed(internal({ to, value: SAMPLE_ORDER_AMOUNT, bounce: false })))
    .endCell();
  const action = beginCell().storeUint(0xf1381e5b, 32).storeUint(3, 8).storeRef(message).endCell();
  const actions = Dictionary.empty(Dictionary.Keys.Uint(8), Dictionary.Values.Cell());
  actions.set(0, action);
  return beginCell().storeDictDirect(actions).endCell();
}

/** The order's recipient: an address of the seed's (raw). */
export function sampleOrderRecipient(seed: number): Address {
  return new Address(0, derivedBytes(seed, 'multisig-v2-order', 'recipient'));
}

/**
 * The sample order's address, code and data (`expiresAt`: another expiration date; `initialized: false`:
 * its state before the multisig's init message reached it, the initial data alone).
 */
export function sampleMultisigOrder(
  seed: number,
  options: { expiresAt?: number; initialized?: boolean } = {},
): { address: string; code: Cell; data: Cell } {
  const multisig = mainnetState('multisig-v2');
  const multisigAddress = Address.parseRaw(multisig.address);
  const signers = Cell.fromBase64(multisig.data_boc).refs[0]!;
  const code = libraryCellNaming(MULTISIG_V2_ORDER_CODE_HASH);
  const head = beginCell().storeAddress(multisigAddress).storeUint(SAMPLE_ORDER_SEQNO, 256);
  const data = beginCell()
    .storeBuilder(head)
    .storeUint(2, 8) // threshold
    .storeBit(false) // sent for execution
    .storeRef(signers)
    .storeUint(1n << 1n, 256) // approvals mask: signer 1
    .storeUint(1, 8) // approvals
    .storeUint(options.expiresAt ?? SAMPLE_ORDER_EXPIRES_AT, 48)
    .storeRef(transferOrder(sampleOrderRecipient(seed)))
    .endCell();
  const initial = head.endCell();
  const address = stateInitAddress(0, code, initial);
  return { address, code, data: options.initialized === false ? initial : data };
}
