import { Cell } from '@ton/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_LIBRARIES, libraryHashOf } from '../tvm/libraries';
import { hashHex, KNOWN_CODES, knownCode } from './known-codes';

/** The real codes the table was built from, with the kind each must be named. */
const fixtures = [
  ...JSON.parse(
    readFileSync(new URL('../../local-index-server/fixtures/contract_codes.json', import.meta.url), 'utf8'),
  ),
  ...JSON.parse(
    readFileSync(
      new URL('../../local-index-server/fixtures/extra_contract_codes.json', import.meta.url),
      'utf8',
    ),
  ),
] as Array<{ name: string; code_boc_base64: string }>;

const EXPECTED_KIND: Array<[prefix: string, kind: string]> = [
  ['wallet_v1r1', 'wallet_v1r1'],
  ['wallet_v1r2', 'wallet_v1r2'],
  ['wallet_v1r3', 'wallet_v1r3'],
  ['wallet_v2r1', 'wallet_v2r1'],
  ['wallet_v2r2', 'wallet_v2r2'],
  ['wallet_v3r1', 'wallet_v3r1'],
  ['wallet_v3r2', 'wallet_v3r2'],
  ['wallet_v4r1', 'wallet_v4r1'],
  ['wallet_v4r2', 'wallet_v4r2'],
  ['wallet_v5_beta', 'wallet_v5_beta'],
  ['wallet_v5r1', 'wallet_v5r1'],
  ['wallet_highload_v1r1', 'wallet_highload_v1r1'],
  ['wallet_highload_v1r2', 'wallet_highload_v1r2'],
  ['wallet_highload_v2r1', 'wallet_highload_v2r1'],
  ['wallet_highload_v2r2', 'wallet_highload_v2r2'],
  ['wallet_highload_v2 (', 'wallet_highload_v2'],
  ['wallet_highload_v3r1', 'wallet_highload_v3'],
  ['lockup', 'wallet_lockup'],
  ['vesting', 'wallet_vesting'],
  ['jetton_minter', 'jetton_master'],
  ['jetton_wallet', 'jetton_wallet'],
  ['nft_item', 'nft_item'],
  ['nft_collection', 'nft_collection'],
  ['nft_sale', 'nft_sale'],
  ['nft_marketplace', 'nft_marketplace'],
  ['dns_root', 'dns_root'],
  ['dns_item', 'dns_item'],
  ['dns_collection', 'dns_collection'],
  ['subscription', 'subscription_plugin'],
  ['payment_channel', 'payment_channel'],
];

describe('the code-hash table', () => {
  it('names every real code of the fixtures by the hash of its BoC, with the expected kind', () => {
    expect(fixtures).toHaveLength(33);
    for (const fixture of fixtures) {
      const hash = Cell.fromBase64(fixture.code_boc_base64).hash().toString('hex');
      const kind = EXPECTED_KIND.find(([prefix]) => fixture.name.startsWith(prefix))?.[1];
      expect(kind, fixture.name).toBeDefined();
      expect(knownCode(hash)?.kind, fixture.name).toBe(kind);
    }
  });

  it('also names the code behind each bundled library cell, with the kind of the cell', () => {
    for (const library of BUNDLED_LIBRARIES) {
      const cell = fixtures
        .map((f) => Cell.fromBase64(f.code_boc_base64))
        .find((c) => libraryHashOf(c) === library.hash)!;
      expect(knownCode(library.hash)?.kind, library.name).toBe(knownCode(cell.hash().toString('hex'))?.kind);
    }
  });

  it("holds each hash once, and takes the indexer's Base64 as well as hex", () => {
    expect(new Set(KNOWN_CODES.map((c) => c.hash)).size).toBe(KNOWN_CODES.length);
    expect(knownCode('/rX/aCDi/w2Ug+fg1iyBfYRniftK5YDIeIZtlZ2r1cA=')?.kind).toBe('wallet_v4r2');
    expect(knownCode('_rX_aCDi_w2Ug-fg1iyBfYRniftK5YDIeIZtlZ2r1cA')?.kind).toBe('wallet_v4r2');
    expect(hashHex('not a hash')).toBeNull();
  });
});
