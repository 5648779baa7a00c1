import { keyPairFromSeed } from '@ton/crypto';
import { Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { addressForms } from '../address/address-codec';
import { knownCode } from './known-codes';
import { identifyContract } from './identify';
import { defaultV5r1WalletId, keyTrust, sameKeyWallets } from './same-key-wallets';
import { STANDARD_WALLET_CODES, type StandardWalletVersion } from './wallet-codes';

const raw = (friendly: string) => addressForms(friendly).raw;
const byVersion = (key: string, network: 'mainnet' | 'testnet' = 'mainnet') =>
  Object.fromEntries(sameKeyWallets(key, { network }).map((w) => [w.version, w.raw]));

describe('sameKeyWallets: the standard wallets of one public key', () => {
  it('derives the published addresses of one key in v3r2, v4r2 and v5r1', () => {
    // Key 5754865e…: v4r2 is ton-org/ton's WalletContractV4.spec.ts wallet (a live mainnet account,
    // 0:e7045e09…); v3r2 and v5r1 as swift-ton's Contracts tests publish them for the same key.
    expect(byVersion('5754865e86d0ade1199301bbb0319a25ed6b129c4b0a57f28f62449b3df9c522')).toEqual({
      wallet_v3r2: raw('EQA0D_5WdusaCB-SpnoE6l5TzdBmgOkzTcXrdh0px6g3zJSk'),
      wallet_v4r2: raw('EQDnBF4JTFKHTYjulEJyNd4dstLGH1m51UrLdu01_tw4z2Au'),
      wallet_v5r1: raw('UQBiUbwjoB56b7CYtoiPnY5vPh2Fwjva6jEPBhqnttjQKpce'),
    });
  });

  it("matches tonutils-go's v4r2 vector and Trust Wallet Core's v5r1 vector", () => {
    // xssnick/tonutils-go ton/wallet/address_test.go
    expect(byVersion('dcc39550bb494f4b493e7efe1aa18ea31470f33a2553c568cb74a17ed56790c1').wallet_v4r2).toBe(
      raw('UQAwwdowWbBKkrnRlbY8CUEzy_pgK9pIvOKP2eqcD01EWl2U'),
    );
    // trustwallet/wallet-core: the key of private key 3570e35f… is a mainnet V5R1 at UQAU3o5-…
    const key = keyPairFromSeed(
      Buffer.from('3570e35f54cfb843f2cfaf2b8cae7ceeb7b32225d7dbbd86f611056d74d9073e', 'hex'),
    ).publicKey.toString('hex');
    expect(byVersion(key).wallet_v5r1).toBe(raw('UQAU3o5-Sp1MYRpw3U7b_wmARxqI49LxiFhEoVCxpUKjTYXk'));
  });

  it('uses the default wallet ids (v5r1: the network global id XOR its client context)', () => {
    expect(defaultV5r1WalletId('mainnet')).toBe(2147483409);
    expect(defaultV5r1WalletId('mainnet', -1)).toBe(8388369);
    expect(defaultV5r1WalletId('testnet')).toBe(2147483645);
    const wallets = sameKeyWallets('00'.repeat(32), { network: 'testnet', workchain: -1 });
    expect(wallets.map((w) => w.walletId)).toEqual([698983190, 698983190, 8388605]);
    expect(wallets.every((w) => w.raw.startsWith('-1:'))).toBe(true);
  });

  it('gives a testnet v5r1 another address than the mainnet one (the id differs), v3/v4 the same', () => {
    const key = '5754865e86d0ade1199301bbb0319a25ed6b129c4b0a57f28f62449b3df9c522';
    const [main, test] = [byVersion(key), byVersion(key, 'testnet')];
    expect(test.wallet_v4r2).toBe(main.wallet_v4r2);
    expect(test.wallet_v5r1).not.toBe(main.wallet_v5r1);
  });

  it('carries the real wallet codes (hashes in the known-codes table)', () => {
    for (const [version, boc] of Object.entries(STANDARD_WALLET_CODES)) {
      const hash = Cell.fromBase64(boc).hash().toString('hex');
      expect(knownCode(hash)?.kind).toBe(version as StandardWalletVersion);
    }
  });

  it('refuses a key that is not 64 hex digits', () => {
    expect(() => sameKeyWallets('abc', { network: 'mainnet' })).toThrow(/64 hex/);
  });
});

describe('keyTrust: a key stands for its owner only when known wallet code gave it', () => {
  const v4Hash = Cell.fromBase64(STANDARD_WALLET_CODES.wallet_v4r2).hash().toString('hex');
  const trustOf = (input: Parameters<typeof identifyContract>[0]) =>
    keyTrust(identifyContract(input).kind_source);

  it('trusts the key of wallet code named by its hash, directly or through a library cell', () => {
    expect(trustOf({ codeHash: v4Hash })).toEqual({ verified: true });
    expect(trustOf({ codeHash: 'ab'.repeat(32), libraryHash: v4Hash })).toEqual({ verified: true });
  });

  it('calls the key of code the app cannot name a claim: named by the indexer, by its methods, or not at all', () => {
    const unknownCode = 'cd'.repeat(32);
    for (const input of [
      { codeHash: unknownCode, interfaces: ['wallet_v4r2'] },
      { codeHash: unknownCode, methods: new Set(['seqno', 'get_public_key']) },
      { codeHash: unknownCode },
    ]) {
      const trust = trustOf(input);
      expect(trust.verified, JSON.stringify(input.interfaces ?? input.methods ?? null)).toBe(false);
      expect(!trust.verified && trust.why).toMatch(/does not know this code|cannot name this code/);
    }
  });
});
