import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { codeInfo } from '../../local-index-server/contract-codes';
import { methodIdOf } from '../tvm/method-id';
import { identifyContract, methodNamesOf } from './identify';
import { methodName } from './method-names';

const V4R2 = 'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0';

describe('naming a contract', () => {
  it('gives every account of the same code one frozen identification, which a structured clone carries once', () => {
    const base64 = Buffer.from(V4R2, 'hex').toString('base64');
    const first = identifyContract({ codeHash: V4R2 });
    expect(identifyContract({ codeHash: base64, interfaces: ['wallet_v4r2'] })).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const byInterface = identifyContract({ codeHash: null, interfaces: ['jetton_wallet'] });
    expect(identifyContract({ interfaces: ['nft_item', 'jetton_wallet'] })).not.toBe(byInterface);
    expect(identifyContract({ interfaces: ['jetton_wallet'] })).toBe(byInterface);
    expect(identifyContract({})).toBe(identifyContract({ codeHash: '00'.repeat(32) }));
    // 1,000 rows of one code: the clone grows by a back-reference a row, not by the identification.
    const rows = (n: number) =>
      Array.from({ length: n }, () => ({ kind: identifyContract({ codeHash: V4R2 }) }));
    const perRow = (serialize(rows(1_000)).length - serialize(rows(1)).length) / 999;
    expect(perRow).toBeLessThan(12);
  });

  it("names nothing by an interface an indexer calls like an object's own property", () => {
    // Found by the export writers' fuzz test: "valueOf" looked up in a plain table was a function.
    for (const name of ['valueOf', 'constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(identifyContract({ codeHash: '00'.repeat(32), interfaces: [name] })).toMatchObject({
        kind: 'unknown',
      });
  });

  it("trusts the code hash first, then the indexer's interfaces, then the get-methods, and says which", () => {
    expect(identifyContract({ codeHash: V4R2, interfaces: ['jetton_wallet'] })).toMatchObject({
      kind: 'wallet_v4r2',
      kind_source: 'code_hash',
      name: 'wallet v4 r2',
    });
    expect(
      identifyContract({ codeHash: '00'.repeat(32), interfaces: ['jetton_wallet_governed'] }),
    ).toMatchObject({
      kind: 'jetton_wallet',
      kind_source: 'interfaces',
      interface: 'jetton_wallet_governed',
    });
    expect(
      identifyContract({
        interfaces: ['stonfi_pool'],
        methods: new Set(['get_jetton_data', 'get_wallet_address']),
      }),
    ).toMatchObject({ kind: 'jetton_master', kind_source: 'get_methods' });
    expect(identifyContract({ methods: new Set(['seqno', 'get_public_key']) })).toMatchObject({
      kind: 'wallet',
      kind_source: 'get_methods',
    });
    expect(identifyContract({ methods: new Set(['get_pool_data']) })).toMatchObject({
      kind: 'unknown',
      kind_source: 'unknown',
    });
    expect(identifyContract({})).toMatchObject({ kind: 'unknown', kind_source: 'unknown' });
  });

  it('names highload wallets, which have no seqno, by their own getters: each real build, as if its hash were unknown', () => {
    const byMethods = (fixture: string) =>
      identifyContract({ methods: methodNamesOf(codeInfo(fixture).methods!) });
    // v2: processed? and get_public_key (r1: processed? alone); v3 adds its subwallet and timeout getters.
    for (const fixture of ['wallet_highload_v2 (', 'wallet_highload_v2r1', 'wallet_highload_v2r2'])
      expect(byMethods(fixture), fixture).toMatchObject({
        kind: 'wallet_highload_v2',
        kind_source: 'get_methods',
        name: 'highload wallet v2',
      });
    expect(byMethods('wallet_highload_v3r1')).toMatchObject({ kind: 'wallet_highload_v3' });
    // Highload v1 keeps a seqno: a wallet of unidentified version, as before.
    expect(byMethods('wallet_highload_v1r2').kind).toBe('wallet');
    expect(byMethods('wallet_v4r2').kind).toBe('wallet');
  });

  it('prefers an exact wallet interface to a family, whatever the order', () => {
    expect(identifyContract({ interfaces: ['editable', 'wallet_v5r1'] }).kind).toBe('wallet_v5r1');
  });
});

describe('names of method ids', () => {
  it('names contract_methods ids, including recv_external as the indexer writes it (2^19−1)', () => {
    expect(methodName(methodIdOf('get_wallet_address'))).toBe('get_wallet_address');
    expect(methodName(85143)).toBe('seqno');
    expect(methodName(0)).toBe('recv_internal');
    expect(methodName(524287)).toBe('recv_external');
    expect(methodName(12345)).toBeNull();
    expect([...methodNamesOf([85143, 78748, 12345])].sort()).toEqual(['get_public_key', 'seqno']);
  });
});
