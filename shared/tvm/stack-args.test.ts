import { Address, beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { addressInSlice, cellToBoc, fromTupleItem, toTupleItem } from './stack';
import { parseStackArgument } from './stack-args';

describe('get-method arguments written as text', () => {
  it('reads int (decimal, hex, negative), addr (any form), cell, slice and null', () => {
    expect(parseStackArgument('int:42')).toEqual({ ok: true, value: { type: 'int', value: '42' } });
    expect(parseStackArgument('int:-0x10')).toEqual({ ok: true, value: { type: 'int', value: '-16' } });
    const addr = parseStackArgument('addr:EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs');
    expect(addr).toMatchObject({
      ok: true,
      value: { type: 'slice', address: '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE' },
    });
    const cell = cellToBoc(beginCell().storeUint(5, 8).endCell());
    expect(parseStackArgument(`cell:${cell}`)).toEqual({ ok: true, value: { type: 'cell', boc: cell } });
    expect(parseStackArgument(`slice:${cell}`)).toEqual({ ok: true, value: { type: 'slice', boc: cell } });
    expect(parseStackArgument('null')).toEqual({ ok: true, value: { type: 'null' } });
  });

  it('says what is wrong with each bad argument', () => {
    expect(parseStackArgument('int:4.2')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/whole number/),
    });
    expect(parseStackArgument(`int:${2n ** 300n}`)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/257 bits/),
    });
    expect(parseStackArgument('addr:EQnope')).toMatchObject({ ok: false });
    expect(parseStackArgument('cell:%%%')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/BoC/),
    });
    expect(parseStackArgument('42')).toMatchObject({ ok: false, message: expect.stringMatching(/int:N/) });
  });
});

describe('stack values', () => {
  it('mark a slice holding exactly one standard address as that address, nothing else', () => {
    const address = Address.parseRaw(`-1:${'AB'.repeat(32)}`);
    expect(addressInSlice(beginCell().storeAddress(address).endCell())).toBe(`-1:${'AB'.repeat(32)}`);
    expect(addressInSlice(beginCell().storeAddress(address).storeBit(1).endCell())).toBeNull();
    expect(addressInSlice(beginCell().storeAddress(null).endCell())).toBeNull();
    expect(addressInSlice(beginCell().storeUint(0, 267).endCell())).toBeNull();
  });

  it('convert both ways, ints beyond 2^64 exact', () => {
    const value = {
      type: 'tuple' as const,
      items: [{ type: 'int' as const, value: (2n ** 200n).toString() }, { type: 'null' as const }],
    };
    expect(fromTupleItem(toTupleItem(value))).toEqual(value);
    expect(() => toTupleItem({ type: 'cell', boc: 'nope' })).toThrow(/not a BoC/);
  });
});
