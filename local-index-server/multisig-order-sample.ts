/**
 * A multisig v2 order of the sample multisig (the real mainnet one, fixtures/mainnet_states.json),
 * deployed as the multisig deploys its orders (multisig-contract-v2 order_helpers.func): a StateInit of
 * the order code as a library cell of the published build the app carries, and data of the multisig's
 * address and the order's seqno; its state after the multisig's init message (order.func `save_data`):
 * threshold 2 of the multisig's own 4 signers, signer 1's approval only, not executed, one transfer.
 * Order 8 (`sampleJettonOrder`) sends 5,000 USD₮ from the multisig's USD₮ wallet to an exchange.
 */
import { Address, beginCell, Cell, Dictionary, internal, storeMessageRelaxed } from '@ton/core';
import { mainnetState } from './contract-codes';
import { stablecoinWalletData, stateInitAddress } from './contract-data';
import { derivedBytes } from './seeded-random';
import { MULTISIG_V2_ORDER_CODE_HASH } from '../shared/tvm/carried-codes';
import { libraryCellNaming } from '../shared/tvm/library-cell';

/** The sample order's seqno (the sample multisig takes orders with any seqno). */
export const SAMPLE_ORDER_SEQNO = 7n;
/** Its expiration date: 2100-01-01 00:00 UTC, so it has not expired whenever the tests run. */
export const SAMPLE_ORDER_EXPIRES_AT = 4_102_444_800;
/** What its one transfer sends: 150 TON. */
export const SAMPLE_ORDER_AMOUNT = 150_000_000_000n;

/** The order's single action: send `message` (multisig.tlb `send_message`, mode 3). */
function sendOrder(message: Cell): Cell {
  const action = beginCell().storeUint(0xf1381e5b, 32).storeUint(3, 8).storeRef(message).endCell();
  const actions = Dictionary.empty(Dictionary.Keys.Uint(8), Dictionary.Values.Cell());
  actions.set(0, action);
  return beginCell().storeDictDirect(actions).endCell();
}

/** The order's single action: send 150 TON to `to`. */
function transferOrder(to: Address): Cell {
  return sendOrder(
    beginCell()
      .store(storeMessageRelaxed(internal({ to, value: SAMPLE_ORDER_AMOUNT, bounce: false })))
      .endCell(),
  );
}

/** The order's recipient: an address of the seed's (raw). */
export function sampleOrderRecipient(seed: number): Address {
  return new Address(0, derivedBytes(seed, 'multisig-v2-order', 'recipient'));
}

/** An order's state after the multisig's init message (order.func `save_data`). */
interface OrderTerms {
  seqno: bigint;
  /** Signer indexes whose approval bit is set. */
  approved: readonly number[];
  executed: boolean;
  expiresAt: number;
  order: Cell;
}

/**
 * An order of the sample multisig: its address (the StateInit of the order code as a library cell and
 * the initial data), code, the initial data and its data under `terms` (threshold 2, the multisig's
 * own signers).
 */
function orderOfSampleMultisig(terms: OrderTerms): {
  address: string;
  code: Cell;
  initial: Cell;
  data: Cell;
} {
  const multisig = mainnetState('multisig-v2');
  const multisigAddress = Address.parseRaw(multisig.address);
  const signers = Cell.fromBase64(multisig.data_boc).refs[0]!;
  const code = libraryCellNaming(MULTISIG_V2_ORDER_CODE_HASH);
  const head = beginCell().storeAddress(multisigAddress).storeUint(terms.seqno, 256);
  const mask = terms.approved.reduce((m, i) => m | (1n << BigInt(i)), 0n);
  const data = beginCell()
    .storeBuilder(head)
    .storeUint(2, 8) // threshold
    .storeBit(terms.executed) // sent for execution
    .storeRef(signers)
    .storeUint(mask, 256) // approvals mask
    .storeUint(terms.approved.length, 8) // approvals
    .storeUint(terms.expiresAt, 48)
    .storeRef(terms.order)
    .endCell();
  const initial = head.endCell();
  return { address: stateInitAddress(0, code, initial), code, initial, data };
}

/**
 * The sample order's address, code and data (`expiresAt`: another expiration date; `initialized: false`:
 * its state before the multisig's init message reached it, the initial data alone).
 */
export function sampleMultisigOrder(
  seed: number,
  options: { expiresAt?: number; initialized?: boolean } = {},
): { address: string; code: Cell; data: Cell } {
  const order = orderOfSampleMultisig({
    seqno: SAMPLE_ORDER_SEQNO,
    approved: [1],
    executed: false,
    expiresAt: options.expiresAt ?? SAMPLE_ORDER_EXPIRES_AT,
    order: transferOrder(sampleOrderRecipient(seed)),
  });
  return {
    address: order.address,
    code: order.code,
    data: options.initialized === false ? order.initial : order.data,
  };
}

/** The jetton order's seqno. */
export const JETTON_ORDER_SEQNO = 8n;
/** What it sends: 5,000 USD₮ (6 decimals), in the jetton's smallest units. */
export const JETTON_ORDER_UNITS = 5_000_000_000n;
/** The comment its transfer forwards, as an exchange's deposit memo. */
export const JETTON_ORDER_COMMENT = 'deposit 7719 0042';
/** What the multisig's USD₮ wallet holds: 12,500 USD₮. */
export const MULTISIG_USDT_BALANCE = 12_500_000_000n;

/** The exchange's deposit address the jetton order sends to: an address of the seed's. */
export function jettonOrderDestination(seed: number): Address {
  return new Address(0, derivedBytes(seed, 'multisig-v2-order-jetton', 'destination'));
}

/**
 * The multisig's USD₮ wallet (the real stablecoin wallet code as a library cell, data per
 * stablecoin-contract jetton-wallet.fc: status, balance, owner, master) at the address the master
 * derives for the multisig, and order 8 of the multisig: signers 0 and 1 approved, so it was sent for
 * execution; its one action a message of 0.1 TON to that wallet carrying a TEP-74 `transfer` of 5,000
 * USD₮ to the exchange, the excess back to the multisig, 1 nanoton forwarded with a comment.
 */
export function sampleJettonOrder(
  seed: number,
  usdtMaster: Address,
  walletCode: Cell,
): {
  order: { address: string; code: Cell; data: Cell };
  wallet: { address: string; code: Cell; data: Cell };
} {
  const multisig = Address.parseRaw(mainnetState('multisig-v2').address);
  const walletInit = stablecoinWalletData(0, 0n, multisig, usdtMaster);
  const walletRaw = stateInitAddress(0, walletCode, walletInit);
  const walletAddress = Address.parseRaw(walletRaw);
  const transfer = beginCell()
    .storeUint(0x0f8a7ea5, 32) // TEP-74 transfer
    .storeUint(JETTON_ORDER_SEQNO, 64) // query_id
    .storeCoins(JETTON_ORDER_UNITS)
    .storeAddress(jettonOrderDestination(seed))
    .storeAddress(multisig) // response_destination: the excess back to the multisig
    .storeMaybeRef(null) // custom_payload
    .storeCoins(1n) // forward_ton_amount
    .storeBit(true) // forward_payload in a ref: a text comment
    .storeRef(beginCell().storeUint(0, 32).storeStringTail(JETTON_ORDER_COMMENT).endCell())
    .endCell();
  const message = beginCell()
    .store(
      storeMessageRelaxed(internal({ to: walletAddress, value: 100_000_000n, bounce: true, body: transfer })),
    )
    .endCell();
  const order = orderOfSampleMultisig({
    seqno: JETTON_ORDER_SEQNO,
    approved: [0, 1],
    executed: true,
    expiresAt: SAMPLE_ORDER_EXPIRES_AT,
    order: sendOrder(message),
  });
  return {
    order: { address: order.address, code: order.code, data: order.data },
    wallet: {
      address: walletRaw,
      code: walletCode,
      data: stablecoinWalletData(0, MULTISIG_USDT_BALANCE, multisig, usdtMaster),
    },
  };
}
