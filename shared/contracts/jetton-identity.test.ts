import { describe, expect, it } from 'vitest';
import { addressForms } from '../address/address-codec';
import { holdsNearName, jettonLookAlike, tokenLookAlike } from './jetton-identity';

const USDT = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';
const OTHER = addressForms('0:' + '5A'.repeat(32)).bounceable;

describe('jettonLookAlike: the master identity check', () => {
  it('marks a token named like USD₮ whose master is another (the sample "Tether USD (sample)")', () => {
    const found = jettonLookAlike({ symbol: 'USD₮', name: 'Tether USD (sample)', master: OTHER }, 'mainnet');
    expect(found).toMatchObject({ claims: 'USD₮', realMaster: USDT });
    expect(found?.message).toContain('Look-alike');
  });

  it('does not mark the real USD₮, in any form of its master', () => {
    for (const master of [USDT, addressForms(USDT).raw, addressForms(USDT).nonBounceable])
      expect(jettonLookAlike({ symbol: 'USD₮', name: 'Tether USD', master }, 'mainnet')).toBeNull();
  });

  it('sees through spelling tricks: case, punctuation, Cyrillic letters, $ for S', () => {
    for (const symbol of ['usdt', 'USD-T', 'U$DT', 'UЅDТ', 'ＵＳＤＴ'])
      expect(jettonLookAlike({ symbol, master: OTHER }, 'mainnet')?.claims).toBe('USD₮');
    expect(jettonLookAlike({ name: 'Tether Gold Bridged', master: OTHER }, 'mainnet')?.claims).toBe('USD₮');
    expect(jettonLookAlike({ symbol: 'NOT', master: OTHER }, 'mainnet')?.claims).toBe('NOT');
    expect(jettonLookAlike({ name: 'dogs', master: OTHER }, 'mainnet')?.claims).toBe('DOGS');
  });

  it('leaves other tokens, unknown masters and networks without presets alone', () => {
    expect(jettonLookAlike({ symbol: 'SCALE', name: 'Scaleton', master: OTHER }, 'mainnet')).toBeNull();
    expect(jettonLookAlike({ symbol: 'USD₮', master: null }, 'mainnet')).toBeNull();
    expect(jettonLookAlike({ symbol: 'USD₮', master: OTHER }, 'testnet')).toBeNull();
  });

  it('judges each token by its own master, symbol and name, whatever was judged before it', () => {
    // Judgements are kept per symbol and name (a list names few tokens): never per master, never mixed.
    const judge = (symbol: string, name: string, master: string) =>
      jettonLookAlike({ symbol, name, master }, 'mainnet')?.claims ?? null;
    expect([judge('USD₮', 'x', OTHER), judge('USD₮', 'x', USDT), judge('USD₮', 'x', OTHER)]).toEqual([
      'USD₮',
      null,
      'USD₮',
    ]);
    // A symbol and a name that read the same run together are not the same token.
    expect([judge('USDT', '', OTHER), judge('US', 'DT', OTHER), judge('', 'USDT', OTHER)]).toEqual([
      'USD₮',
      null,
      'USD₮',
    ]);
    // Past the judgements kept (a hostile indexer's token per account), each is still judged.
    for (let i = 0; i < 5_000; i++) judge(`T${i}`, `Token ${i}`, OTHER);
    expect([judge('SCALE', 'Scaleton', OTHER), judge('U$DT', '', OTHER), judge('U$DT', '', USDT)]).toEqual([
      null,
      'USD₮',
      null,
    ]);
    expect(jettonLookAlike({ symbol: 'U$DT', master: OTHER }, 'testnet')).toBeNull();
  });

  it('takes a name one letter added, dropped inside or swapped from a name of 5 letters or more', () => {
    for (const name of ['thether', 'tetherr', 'tethr', 'tehter', 'bridgedthetherusd'])
      expect(holdsNearName(name, 'tether'), name).toBe(true);
    // A changed letter, a dropped first or last letter, and short words are other names.
    for (const name of ['whether', 'tetner', 'ether', 'tethe', 'hotcoin', 'dotcoin'])
      expect(holdsNearName(name, name.endsWith('coin') ? 'notcoin' : 'tether'), name).toBe(false);
    expect(holdsNearName('nots', 'not')).toBe(true);
    expect(holdsNearName('nto', 'not')).toBe(false);
  });
});

describe('tokenLookAlike: by the metadata of an account', () => {
  const flags = { isScam: false, isNsfw: false, pending: false, invalid: false };
  it('judges a jetton wallet by its master and a master by its own address', () => {
    const wallet = {
      type: 'jetton_wallets',
      symbol: 'USD₮',
      jettonMaster: addressForms(OTHER).raw,
      ...flags,
    };
    expect(tokenLookAlike(wallet, '0:' + '11'.repeat(32), 'mainnet')?.claims).toBe('USD₮');
    const master = { type: 'jetton_masters', symbol: 'USD₮', ...flags };
    expect(tokenLookAlike(master, addressForms(OTHER).raw, 'mainnet')?.claims).toBe('USD₮');
    expect(tokenLookAlike(master, addressForms(USDT).raw, 'mainnet')).toBeNull();
    expect(
      tokenLookAlike({ type: 'nft_items', name: 'Tether', ...flags }, addressForms(OTHER).raw, 'mainnet'),
    ).toBeNull();
  });
});
