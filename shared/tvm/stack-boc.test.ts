import { Address, beginCell, Cell, serializeTuple, type TupleItem } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { codeInfo } from '../../local-index-server/contract-codes';
import { fromTupleItem } from './stack';
import { base64ToBytes, bytesToBase64, readStackBoc } from './stack-boc';

/** Every cell value's BoC, read back with @ton/core, must be the very cell (same hash). */
function expectSameCells(ours: unknown, theirs: unknown): void {
  if (Array.isArray(ours))
    return (ours as unknown[]).forEach((o, i) => expectSameCells(o, (theirs as unknown[])[i]));
  if (ours && typeof ours === 'object') {
    const a = ours as Record<string, unknown>;
    const b = theirs as Record<string, unknown>;
    for (const key of Object.keys(b)) {
      if (key === 'boc')
        expect(
          Cell.fromBase64(a.boc as string)
            .hash()
            .toString('hex'),
        ).toBe(
          Cell.fromBase64(b.boc as string)
            .hash()
            .toString('hex'),
        );
      else expectSameCells(a[key], b[key]);
    }
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    return;
  }
  expect(ours).toEqual(theirs);
}

describe('the fast stack reader', () => {
  it('reads what @ton/core reads: ints of every size, null, NaN, cells, slices (addresses too), builders, nested tuples', () => {
    const code = codeInfo('jetton_wallet (tonweb').cell;
    const address = Address.parseRaw(`-1:${'AB'.repeat(32)}`);
    const withRefs = beginCell().storeUint(5, 7).storeRef(code).storeRef(code).endCell();
    const items: TupleItem[] = [
      { type: 'int', value: 0n },
      { type: 'int', value: -(2n ** 63n) },
      { type: 'int', value: 2n ** 255n + 17n },
      { type: 'int', value: -(2n ** 256n) },
      { type: 'null' },
      { type: 'nan' },
      { type: 'cell', cell: code },
      { type: 'slice', cell: beginCell().storeAddress(address).endCell() },
      { type: 'slice', cell: withRefs },
      { type: 'builder', cell: beginCell().storeUint(1, 3).endCell() },
      { type: 'tuple', items: [] },
      { type: 'tuple', items: [{ type: 'int', value: 1n }] },
      {
        type: 'tuple',
        items: Array.from({ length: 7 }, (_, i) => ({
          type: 'tuple' as const,
          items: [
            { type: 'int' as const, value: BigInt(i) },
            { type: 'cell' as const, cell: withRefs },
          ],
        })),
      },
      { type: 'cell', cell: codeInfo('jetton_wallet (mainnet USDT').cell },
    ];
    const boc = serializeTuple(items).toBoc({ idx: false, crc32: false }).toString('base64');
    expectSameCells(readStackBoc(boc).values, items.map(fromTupleItem));
  });

  it('reads a slice that covers part of its cell as that part', () => {
    // vm_stk_slice over bits 8..20 and reference 1 of a cell with two references.
    const inner = beginCell()
      .storeUint(0xabcdef, 24)
      .storeRef(beginCell().storeUint(1, 1).endCell())
      .storeRef(beginCell().storeUint(2, 2).endCell())
      .endCell();
    const value = beginCell()
      .storeUint(4, 8)
      .storeUint(8, 10)
      .storeUint(20, 10)
      .storeUint(1, 3)
      .storeUint(2, 3)
      .storeRef(inner)
      .endCell();
    const stack = beginCell()
      .storeUint(1, 24)
      .storeRef(beginCell().endCell())
      .storeSlice(value.beginParse())
      .endCell();
    const [slice] = readStackBoc(stack.toBoc().toString('base64')).values;
    const expected = beginCell()
      .storeUint(0xcde, 12)
      .storeRef(beginCell().storeUint(2, 2).endCell())
      .endCell();
    expect(slice).toEqual({ type: 'slice', boc: expect.any(String) });
    expect(
      Cell.fromBase64((slice as { boc: string }).boc)
        .hash()
        .equals(expected.hash()),
    ).toBe(true);
  });

  it('Base64 both ways, and a clear failure for what is not a BoC', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253]);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(() => readStackBoc('AAAA')).toThrow(/not a BoC/);
  });

  it('writes Base64 as Node does for every length, remainder and byte value', () => {
    const all = Uint8Array.from({ length: 1_000 }, (_, i) => (i * 151 + (i >> 8)) & 255);
    for (let length = 0; length <= 9; length++) {
      for (const start of [0, 3, 254, 700]) {
        const bytes = all.subarray(start, start + length);
        expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
      }
    }
    expect(bytesToBase64(all)).toBe(Buffer.from(all).toString('base64'));
  });
});

describe('address slices without @ton/core', () => {
  it('write byte for byte the BoC @ton/core writes, on both workchains', async () => {
    const { Address, beginCell } = await import('@ton/core');
    const { addressSliceBoc } = await import('./stack-boc');
    for (const raw of [
      `0:${'00'.repeat(32)}`,
      `0:${'FF'.repeat(32)}`,
      `-1:${'3C'.repeat(32)}`,
      '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE',
      '-1:0123456789abcdefFEDCBA98765432100123456789ABCDEFfedcba9876543210',
      '7:8000000000000000000000000000000000000000000000000000000000000001',
    ]) {
      const core = beginCell()
        .storeAddress(Address.parseRaw(raw))
        .endCell()
        .toBoc({ idx: false, crc32: false });
      expect(addressSliceBoc(raw)).toBe(core.toString('base64'));
    }
    // Not a raw address: no BoC equals what it gives (the batch then sends the argument as it came).
    for (const bad of [`0:${'0'.repeat(63)}`, `0:${'G'.repeat(64)}`, 'EQ' + 'A'.repeat(46)])
      expect(addressSliceBoc(bad)).toBe('');
  });
});
