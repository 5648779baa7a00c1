import { describe, expect, it } from 'vitest';
import { shardToHex } from './shard';
import masterchainInfo from './fixtures/v3_masterchainInfo_testnet__cordialsys-crosschain.json';

describe('shardToHex', () => {
  it('reads the v3 hex spelling (real masterchain block)', () => {
    expect(shardToHex(masterchainInfo.last.shard)).toBe('8000000000000000');
  });

  it('reads the v2 signed decimal spelling of the same shard', () => {
    expect(shardToHex('-9223372036854775808')).toBe('8000000000000000');
  });

  it('pads unpadded v3 hex and accepts lower case', () => {
    expect(shardToHex('800000000000000')).toBe('0800000000000000');
    expect(shardToHex('a000000000000000')).toBe('A000000000000000');
  });

  it('reads positive v2 decimal shards (top bit clear)', () => {
    expect(shardToHex('4611686018427387904')).toBe('4000000000000000');
    expect(shardToHex(2n ** 62n)).toBe('4000000000000000');
  });

  it('rejects what is neither form or out of range', () => {
    for (const bad of ['', 'xyz', '0x8000', '-9223372036854775809', '18446744073709551616', '1'.repeat(21)]) {
      expect(shardToHex(bad)).toBeNull();
    }
    expect(shardToHex(2 ** 63)).toBeNull();
  });
});
