/**
 * An address session's entry stack written directly (session-stack-boc.ts) is the cell tree @ton/core
 * builds from the same entries — hash for hash, so every derived wallet is the one a single run derives
 * — for every count of addresses a session may hold, both workchains, library-cell code, and a second
 * state of the same code; where the direct BoC would list a cell twice, @ton/core's is sent instead.
 * The sessions run on the real USD₮ minter: engine.int.test.ts and shared/contracts/tokens.int.test.ts.
 */
import { Address, beginCell, Cell, serializeTuple } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { codeInfo } from '../../local-index-server/contract-codes';
import { stablecoinMinterData } from '../../local-index-server/contract-data';
import { USDT_MASTER_RAW } from '../../local-index-server/sample-data';
import { sessionStack, sessionStackBoc, type PreparedCall } from './batch-session';
import { cellBoc } from './engine-context';
import { resolveLimits } from './limits';

const minter = codeInfo('jetton_minter (stablecoin').cell;
const minterData = (supply: bigint) =>
  stablecoinMinterData(
    supply,
    null,
    codeInfo('jetton_wallet (mainnet USDT').cell,
    'https://tether.to/usdt-ton.json',
  );
const limits = resolveLimits(undefined);

/** Owner `i`: its hash's bytes all differ from its neighbours'; every seventh on the masterchain. */
const owner = (i: number) =>
  new Address(
    i % 7 === 6 ? -1 : 0,
    Buffer.from(Array.from({ length: 32 }, (_, k) => (i * 37 + k * 101 + 13) & 0xff)),
  );

/** Calls of `get_wallet_address` on one state, one per owner, as run-batch.ts prepares them. */
const calls = (owners: readonly Address[], data: Cell, address = USDT_MASTER_RAW): PreparedCall[] =>
  owners.map((o) => ({
    data,
    address,
    balance: 5n,
    methodId: 103289,
    stack: () => [{ type: 'slice', cell: beginCell().storeAddress(o).endCell() }],
    addressArgument: o,
  }));

/** The direct BoC's tree and @ton/core's, by root hash. */
function both(code: Cell, owners: readonly Address[], data: Cell, address?: string) {
  const prepared = calls(owners, data, address);
  const direct = sessionStackBoc(code, prepared, [...owners], limits);
  const core = serializeTuple(sessionStack(code, prepared, [...owners], limits));
  return { direct, core, same: Cell.fromBase64(direct).hash().equals(core.hash()) };
}

describe("an address session's stack written directly", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 47, 48, 49, 254, 255])(
    'is the tree @ton/core builds, for %i addresses',
    (count) => {
      const owners = Array.from({ length: count }, (_, i) => owner(i));
      expect(both(minter, owners, minterData(1n)).same).toBe(true);
    },
  );

  it('is the tree of the state asked, when the same code is asked about another state', () => {
    const owners = Array.from({ length: 10 }, (_, i) => owner(i));
    expect(both(minter, owners, minterData(1n)).same).toBe(true);
    expect(both(minter, owners, minterData(2n)).same).toBe(true);
    expect(both(minter, owners, minterData(2n), `0:${'AB'.repeat(32)}`).same).toBe(true);
  });

  it('is the tree @ton/core builds for library-cell code (run through a cell referencing it)', () => {
    const library = beginCell().storeUint(2, 8).storeBuffer(Buffer.alloc(32, 0xcd)).endCell({ exotic: true });
    const owners = Array.from({ length: 5 }, (_, i) => owner(i));
    expect(both(library, owners, minterData(1n)).same).toBe(true);
  });

  it("is @ton/core's own BoC when the last address cell is already a cell of the state", () => {
    // One owner that is the minter itself: its address cell is the defaults' address slice.
    const self = Address.parseRaw(USDT_MASTER_RAW);
    const { direct, core } = both(minter, [self], minterData(1n));
    expect(direct).toBe(cellBoc(core));
  });
});
