import { describe, expect, it } from 'vitest';
import { methodIdOf, resolveMethodId } from './method-id';

describe('get-method ids', () => {
  it('are CRC16-XMODEM of the name with bit 16 set (the ids the indexer lists)', () => {
    // Known ids: seqno 85143 (the indexer's contract_methods of any wallet v4r2), get_wallet_address 103289.
    expect(methodIdOf('seqno')).toBe(85143);
    expect(methodIdOf('get_wallet_address')).toBe(103289);
    expect(methodIdOf('get_jetton_data')).toBe(106029);
  });

  it('take a name, a decimal id or a 0x id; reject empty text and ids out of range', () => {
    expect(resolveMethodId('seqno')).toBe(85143);
    expect(resolveMethodId('85143')).toBe(85143);
    expect(resolveMethodId('0x14C97')).toBe(85143);
    expect(resolveMethodId(-1)).toBe(-1);
    expect(resolveMethodId(' ')).toBeNull();
    expect(resolveMethodId('99999999999')).toBeNull();
    expect(resolveMethodId(1.5)).toBeNull();
  });
});
