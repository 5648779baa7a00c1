/**
 * A multisig v2's orders on real code: the address the app derives for order N is the one the real
 * multisig's own `get_order_address` answers (its published build, at its real mainnet address), and an
 * order account deployed as the multisig deploys one — the published order code behind a library cell,
 * which the app carries — is named and read through its own `get_order_data`: who approved, who has not,
 * whether it expired, what it sends.
 */
import { Address, Cell } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mainnetState } from '../../local-index-server/contract-codes';
import { codeInfo } from '../../local-index-server/contract-codes';
import {
  JETTON_ORDER_COMMENT,
  jettonOrderDestination,
  SAMPLE_ORDER_EXPIRES_AT,
  sampleJettonOrder,
  sampleMultisigOrder,
  sampleOrderRecipient,
} from '../../local-index-server/multisig-order-sample';
import { USDT_MASTER_RAW } from '../../local-index-server/sample-data';
import { nodeEmulatorWasm } from '../../node-host/emulator-wasm';
import { inspectStates, stateOf } from '../../test-support/tvm-states';
import { createTvmEngine } from '../tvm/engine';
import type { TvmRunner } from '../tvm/runner';
import { rawOf } from '../tvm/stack';
import { MAX_ORDER_SEQNO, orderAddress, orderCodeHashOf } from './multisig-orders';

let runner: TvmRunner;
beforeAll(() => {
  runner = createTvmEngine({ wasm: nodeEmulatorWasm });
});

const multisig = mainnetState('multisig-v2');
const SEED = 1;

describe("a multisig v2's order N", () => {
  it("is at the address the multisig's own get_order_address answers, for any seqno", async () => {
    const orderCode = orderCodeHashOf(Cell.fromBase64(multisig.code_boc));
    expect(orderCode).toBe('6305a8061c856c2ccf05dcb0df5815c71475870567cab5f049e340bcf59251f3');
    const account = {
      address: multisig.address,
      code_boc: multisig.code_boc,
      data_boc: multisig.data_boc,
      balance: '1',
    };
    for (const seqno of [0n, 7n, 1234567n, MAX_ORDER_SEQNO]) {
      const result = await runner.runGetMethod({
        account,
        method: 'get_order_address',
        args: [{ type: 'int', value: seqno.toString() }],
        unix_time: 1_721_068_768,
      });
      if (!result.ran) throw new Error(result.message);
      const answered = result.stack[0];
      expect(answered?.type).toBe('slice');
      const address = Cell.fromBase64((answered as { boc: string }).boc)
        .beginParse()
        .loadAddress();
      expect(orderAddress(multisig.address, seqno, orderCode!), String(seqno)).toBe(rawOf(address));
    }
  });

  it('the multisig details name its order code', async () => {
    const code = Cell.fromBase64(multisig.code_boc);
    const [account] = await inspectStates(runner, [
      stateOf(multisig.address, code, Cell.fromBase64(multisig.data_boc)),
    ]);
    expect(account!.details).toMatchObject({ multisig: { order_code: orderCodeHashOf(code) } });
  });
});

describe('an order account', () => {
  it('is named by its code and says who approved, who has not, and what it sends', async () => {
    const order = sampleMultisigOrder(SEED);
    const [account] = await inspectStates(runner, [stateOf(order.address, order.code, order.data)]);
    expect(account).toMatchObject({ kind: 'multisig_v2_order', kind_source: 'code_hash' });
    expect(account!.details).not.toHaveProperty('problems');
    const details = (account!.details as { multisig_order: Record<string, unknown> }).multisig_order;
    expect(details).toMatchObject({
      multisig: multisig.address,
      order_seqno: 7,
      initialized: true,
      threshold: 2,
      executed: false,
      approvals_count: 1,
      expires_at: SAMPLE_ORDER_EXPIRES_AT,
      expired: false,
      actions: [{ type: 'transfer', to: rawOf(sampleOrderRecipient(SEED)), amount: '150000000000', mode: 3 }],
      actions_unreadable: null,
    });
    const approved = (details.signers as Array<{ index: number; approved: boolean }>).map((s) => [
      s.index,
      s.approved,
    ]);
    expect(approved).toEqual([
      [0, false],
      [1, true],
      [2, false],
      [3, false],
    ]);
  });

  it('expired once the index has passed its expiration date', async () => {
    const order = sampleMultisigOrder(SEED, { expiresAt: 1_721_068_767 });
    const [account] = await inspectStates(runner, [stateOf(order.address, order.code, order.data)]);
    expect(account!.details).toMatchObject({ multisig_order: { expired: true, expires_at: 1_721_068_767 } });
  });

  it('before its init message arrived: its multisig and seqno, nothing else known', async () => {
    const order = sampleMultisigOrder(SEED, { initialized: false });
    const [account] = await inspectStates(runner, [stateOf(order.address, order.code, order.data)]);
    expect(account!.details).toMatchObject({
      multisig_order: {
        multisig: multisig.address,
        order_seqno: 7,
        initialized: false,
        signers: [],
        actions: null,
      },
    });
  });
});

describe("an order's jetton transfer", () => {
  const jettonOrder = () =>
    sampleJettonOrder(SEED, Address.parseRaw(USDT_MASTER_RAW), codeInfo('jetton_wallet (mainnet USDT').cell);
  const usdtRow = {
    is_indexed: true,
    token_info: [{ valid: true, type: 'jetton_masters', symbol: 'USD₮', extra: { decimals: '6' } }],
  };
  const transferOf = (account: { details: unknown }) =>
    (account.details as { multisig_order: { actions: Array<Record<string, unknown>> } }).multisig_order
      .actions[0]!;

  it("is read from its body, its jetton the one the wallet's own get_wallet_data names", async () => {
    const { order, wallet } = jettonOrder();
    const [account] = await inspectStates(runner, [stateOf(order.address, order.code, order.data)], {
      metadata: { [USDT_MASTER_RAW]: usdtRow },
      more: [stateOf(wallet.address, wallet.code, wallet.data)],
    });
    expect(transferOf(account!)).toEqual({
      type: 'transfer',
      to: wallet.address,
      amount: '100000000',
      mode: 3,
      body: {
        type: 'jetton_transfer',
        query_id: '8',
        amount: '5000000000',
        destination: rawOf(jettonOrderDestination(SEED)),
        response_destination: multisig.address,
        forward_ton_amount: '1',
        forward_comment: { text: JETTON_ORDER_COMMENT, hex: null, cut: false },
        forward_op: null,
      },
      jetton: {
        master: USDT_MASTER_RAW,
        master_source: 'wallet_data',
        owner: multisig.address,
        decimals: 6,
        decimals_source: 'indexer_metadata',
        symbol: 'USD₮',
      },
    });
  });

  it('without the wallet at hand, the indexer’s row of it names the master', async () => {
    const { order, wallet } = jettonOrder();
    const walletRow = {
      is_indexed: true,
      token_info: [{ valid: true, type: 'jetton_wallets', extra: { jetton: USDT_MASTER_RAW } }],
    };
    const [account] = await inspectStates(runner, [stateOf(order.address, order.code, order.data)], {
      metadata: { [wallet.address]: walletRow, [USDT_MASTER_RAW]: usdtRow },
    });
    expect(transferOf(account!).jetton).toMatchObject({
      master: USDT_MASTER_RAW,
      master_source: 'indexer_metadata',
    });
  });

  it('with nothing naming its master, the jetton is not known (the amount stays in raw units)', async () => {
    const { order } = jettonOrder();
    const [account] = await inspectStates(runner, [stateOf(order.address, order.code, order.data)]);
    expect(transferOf(account!)).toMatchObject({ jetton: null, body: { amount: '5000000000' } });
  });
});
