import { beginCell, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { codeInfo, mainnetState } from '../../local-index-server/contract-codes';
import { BUNDLED_LIBRARIES } from './bundled-libraries';
import { CARRIED_CODES } from './carried-codes';
import { bundledLibrary, libraryHashesIn, libraryHashOf, librariesDictionary } from './libraries';

describe('bundled libraries', () => {
  it('each BoC hashes to the hash it is kept under, and says where it comes from (repository, path, commit)', () => {
    for (const library of [...BUNDLED_LIBRARIES, ...CARRIED_CODES]) {
      expect(Cell.fromBase64(library.boc).hash().toString('hex'), library.name).toBe(library.hash);
      expect(library.source.repository, library.name).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(library.source.path, library.name).not.toBe('');
      expect(library.source.commit, library.name).toMatch(/^[0-9a-f]{40}$/);
    }
    expect(BUNDLED_LIBRARIES.map((l) => l.hash.slice(0, 8))).toEqual(
      expect.arrayContaining(['ba2918c8', '0f1ad3d8', '701eede6', '8f452d7a', 'e4cf3b2f']),
    );
  });

  it('include the codes the app carries whole: a library cell naming wallet v1r3, v3r2, v4r2, v5r1 or multisig v2 resolves', () => {
    for (const name of ['wallet_v1r3', 'wallet_v3r2', 'wallet_v4r2', 'wallet_v5r1']) {
      const hash = codeInfo(name).cell.hash().toString('hex');
      expect(bundledLibrary(hash)?.boc, name).toBeDefined();
      expect(Cell.fromBase64(bundledLibrary(hash)!.boc).hash().toString('hex'), name).toBe(hash);
    }
    const multisig = Cell.fromBase64(mainnetState('multisig-v2').code_boc);
    expect(bundledLibrary(multisig.hash().toString('hex'))?.name).toBe('multisig wallet v2 code');
  });

  it('cover the library cells real contracts deploy: wallet v5 beta and the USD₮ jetton wallet', () => {
    for (const name of ['wallet_v5_beta', 'jetton_wallet (mainnet USDT']) {
      const cell = codeInfo(name).cell;
      const hash = libraryHashOf(cell);
      expect(hash, name).not.toBeNull();
      expect(bundledLibrary(hash!), name).toBeDefined();
    }
  });

  it('finds library cells anywhere in code and data, and builds the dictionary of the bundled ones only', () => {
    const usdt = codeInfo('jetton_wallet (mainnet USDT').cell;
    const unknown = beginCell().storeUint(2, 8).storeBuffer(Buffer.alloc(32, 1)).endCell({ exotic: true });
    const data = beginCell().storeRef(beginCell().storeRef(usdt).endCell()).storeRef(unknown).endCell();
    const hashes = libraryHashesIn([codeInfo('wallet_v4r2').cell, data]);
    expect(hashes.sort()).toEqual([libraryHashOf(usdt)!, '01'.repeat(32)].sort());
    const dict = librariesDictionary(hashes);
    expect(dict).not.toBeNull();
    expect(librariesDictionary(['01'.repeat(32)])).toBeNull();
    expect(libraryHashOf(codeInfo('wallet_v4r2').cell)).toBeNull();
  });
});
