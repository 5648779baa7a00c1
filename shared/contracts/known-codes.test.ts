import { Cell } from '@ton/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_LIBRARIES } from '../tvm/bundled-libraries';
import { libraryHashOf } from '../tvm/libraries';
import { libraryCellNaming } from '../tvm/library-cell';
import { mainnetState, mainnetStateNames } from '../../local-index-server/contract-codes';
import { hashHex, KNOWN_CODES, knownCode } from './known-codes';
import { LIBRARY_CELL_OF } from './known-library-cells';

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
  ['nft_auction', 'nft_sale'],
  ['nft_marketplace', 'nft_marketplace'],
  ['dns_root', 'dns_root'],
  ['dns_item', 'dns_item'],
  ['dns_collection', 'dns_collection'],
  ['subscription', 'subscription_plugin'],
  ['payment_channel', 'payment_channel'],
];

describe('the code-hash table', () => {
  it('names every real code of the fixtures by the hash of its BoC, with the expected kind', () => {
    expect(fixtures).toHaveLength(35);
    for (const fixture of fixtures) {
      const hash = Cell.fromBase64(fixture.code_boc_base64).hash().toString('hex');
      const kind = EXPECTED_KIND.find(([prefix]) => fixture.name.startsWith(prefix))?.[1];
      expect(kind, fixture.name).toBeDefined();
      expect(knownCode(hash)?.kind, fixture.name).toBe(kind);
    }
  });

  it('also names the code behind each bundled library cell, with the kind of the cell real accounts deploy', () => {
    const deployed = [
      ...fixtures.map((f) => Cell.fromBase64(f.code_boc_base64)),
      ...mainnetStateNames().map((name) => Cell.fromBase64(mainnetState(name).code_boc)),
    ];
    for (const library of BUNDLED_LIBRARIES) {
      const cell = deployed.find((c) => libraryHashOf(c) === library.hash);
      expect(cell, `a real account deploying ${library.name}`).toBeDefined();
      expect(knownCode(library.hash)?.kind, library.name).toBe(knownCode(cell!.hash().toString('hex'))?.kind);
    }
  });

  it('names every real mainnet state of the fixtures by its code hash, with its kind', () => {
    const expected: Record<string, string> = {
      'notcoin-jetton-wallet': 'jetton_wallet',
      'hmstr-jetton-wallet': 'jetton_wallet',
      'mintless-jetton-wallet-early': 'jetton_wallet',
      'notcoin-jetton-master': 'jetton_master',
      'hmstr-jetton-master': 'jetton_master',
      'multisig-v2': 'multisig_v2',
      'tf-nominator-pool': 'nominator_pool',
      'tf-nominator-pool-2': 'nominator_pool',
      'single-nominator-pool': 'single_nominator',
      'validator-controller': 'validator_controller',
      'vesting-wallet': 'wallet_vesting',
      'lockup-vesting-wallet': 'wallet_lockup_vesting',
      'universal-lockup-wallet': 'wallet_lockup',
      'tonkeeper-2fa': 'tonkeeper_2fa',
      'mytonwallet-2fa': 'mytonwallet_2fa',
      'subscription-v1': 'subscription_plugin',
      'subscription-v2': 'subscription_v2',
      'subscription-v2-early': 'subscription_v2',
      'dns-item': 'dns_item',
      'dns-item-auction': 'dns_item',
      'telegram-username': 'telegram_username',
      'wallet-v4r2-plugins': 'wallet_v4r2',
    };
    expect(mainnetStateNames().sort()).toEqual(Object.keys(expected).sort());
    for (const name of mainnetStateNames()) {
      const hash = Cell.fromBase64(mainnetState(name).code_boc).hash().toString('hex');
      expect(knownCode(hash)?.kind, name).toBe(expected[name]);
    }
  });

  it("holds each hash once, and takes the indexer's Base64 as well as hex", () => {
    expect(new Set(KNOWN_CODES.map((c) => c.hash)).size).toBe(KNOWN_CODES.length);
    expect(knownCode('/rX/aCDi/w2Ug+fg1iyBfYRniftK5YDIeIZtlZ2r1cA=')?.kind).toBe('wallet_v4r2');
    expect(knownCode('_rX_aCDi_w2Ug-fg1iyBfYRniftK5YDIeIZtlZ2r1cA')?.kind).toBe('wallet_v4r2');
    expect(hashHex('not a hash')).toBeNull();
  });

  it("names a known code deployed behind a library cell by that cell's hash (the code_hash an indexer sends)", () => {
    // The library cells real mainnet accounts deploy (USD₮, NOT, HMSTR wallets), from the code behind each.
    const real = [
      [
        '8f452d7a4dfd74066b682365177259ed05734435be76b5fd4bd5d8af2b7c3d68',
        '89468f02c78e570802e39979c8516fc38df07ea76a48357e0536f2ba7b3ee37b',
      ],
      [
        'ba2918c8947e9b25af9ac1b883357754173e5812f807a3d6e642a14709595395',
        '8d28ea421b77e805fea52acf335296499f03aec8e9fd21ddb5f2564aa65c48de',
      ],
      [
        '0f1ad3d8a46bd283321dde639195fb72602e9b31b1727fecc25e2edc10966df4',
        '431e1485b326a1c600baf02dc3e4cb6339a1538a92ebc4e3ce5daa7100f6c79b',
      ],
      // The multisig v2 order's code and the code hash ton-indexer lists for `multisig_order_v2`.
      [
        '6305a8061c856c2ccf05dcb0df5815c71475870567cab5f049e340bcf59251f3',
        'a01e057fbd4288402b9898d78d67bd4e90254c93c5866879bc2d1d12865436bc',
      ],
    ];
    for (const [code, cell] of real) expect(libraryCellNaming(code!).hash().toString('hex')).toBe(cell);
    // Every known code's library cell, written out in known-library-cells.ts, is the one the cell makes.
    for (const code of KNOWN_CODES)
      expect(LIBRARY_CELL_OF[code.hash], code.name).toBe(libraryCellNaming(code.hash).hash().toString('hex'));
    // Wallet v3r1 behind a library cell of its code: no such cell in the table, still wallet v3r1.
    const v3r1 = KNOWN_CODES.find((c) => c.kind === 'wallet_v3r1')!;
    const cellHash = libraryCellNaming(v3r1.hash).hash();
    expect(knownCode(cellHash.toString('hex'))).toEqual(v3r1);
    expect(knownCode(cellHash.toString('base64'))?.kind).toBe('wallet_v3r1');
    // A listed library cell keeps its own entry (USD₮'s says "library cell").
    expect(knownCode(real[0]![1]!)?.name).toBe('USD₮ jetton wallet (stablecoin contract, library cell)');
  });
});
