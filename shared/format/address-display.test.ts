import { describe, expect, it } from 'vitest';
import { addressForms } from '../address/address-codec';
import { accountRole, addressQueryRaw, displayAddress, displayFormKey } from './address-display';

// ton-core's published vector (shared/address/fixtures/addresses.json).
const RAW = '0:2CF55953E92EFBEADAB7BA725C3F93A0B23F842CBBA72D7B8E6F510A70E422E3';
const forms = addressForms(RAW);

describe('displayAddress: one rule for every screen', () => {
  it('writes wallets and accounts without code non-bounceable, other contracts bounceable', () => {
    expect(displayAddress(RAW, { testnet: false, role: 'wallet' })).toBe(forms.nonBounceable);
    expect(displayAddress(RAW, { testnet: false, role: 'no-code' })).toBe(forms.nonBounceable);
    expect(displayAddress(RAW, { testnet: false, role: 'contract' })).toBe(forms.bounceable);
    expect(displayAddress(RAW, { testnet: true, role: 'wallet' })).toBe(forms.testnetNonBounceable);
    expect(displayAddress(RAW, { testnet: true, role: 'contract' })).toBe(forms.testnetBounceable);
  });

  it('writes an account nothing is known of in the bounceable form (TEP-2 default)', () => {
    expect(displayAddress(RAW, { testnet: false })).toBe(forms.bounceable);
  });

  it('keeps the form the user gave, on the network being looked at', () => {
    expect(displayAddress(RAW, { testnet: false, role: 'contract', given: forms.nonBounceable })).toBe(
      forms.nonBounceable,
    );
    expect(displayAddress(RAW, { testnet: false, role: 'wallet', given: forms.bounceable })).toBe(
      forms.bounceable,
    );
    // A testnet form pasted on mainnet is looked up on mainnet: shown as its mainnet form, same flag.
    expect(displayAddress(RAW, { testnet: false, given: forms.testnetNonBounceable })).toBe(
      forms.nonBounceable,
    );
    // Standard Base64 given: the same flags, written URL-safe.
    expect(
      displayAddress(RAW, { testnet: false, given: 'UQAs9VlT6S776tq3unJcP5Ogsj+ELLunLXuOb1EKcOQi41+E' }),
    ).toBe(forms.nonBounceable);
  });

  it('keeps a raw form the user gave raw (README: "the form you pasted"), written wc:UPPERHEX', () => {
    expect(displayAddress(RAW, { testnet: false, role: 'wallet', given: RAW.toLowerCase() })).toBe(RAW);
    expect(displayAddress(RAW, { testnet: true, role: 'contract', given: RAW })).toBe(RAW);
    expect(displayFormKey(RAW, { testnet: false, role: 'no-code', given: ` ${RAW}.` })).toBe('raw');
    // …unless a friendly form is asked for (an explorer link): the role picks the flag then.
    expect(displayAddress(RAW, { testnet: false, role: 'wallet', given: RAW, friendly: true })).toBe(
      forms.nonBounceable,
    );
  });

  it('reads the form the user gave inside the text they pasted it in, as the paste box does', () => {
    // A contract pasted non-bounceable at the end of a sentence, inside quotes, or in an explorer link.
    for (const given of [
      `${forms.nonBounceable}.`,
      `“${forms.nonBounceable}”,`,
      `wallet:${forms.nonBounceable}`,
    ])
      expect(displayAddress(RAW, { testnet: false, role: 'contract', given })).toBe(forms.nonBounceable);
    const link = `https://tonviewer.com/${forms.nonBounceable}`;
    expect(displayAddress(RAW, { testnet: false, role: 'contract', given: link })).toBe(forms.nonBounceable);
    expect(displayAddress(RAW, { testnet: false, role: 'wallet', given: `(${RAW})` })).toBe(RAW);
  });

  it('ignores a given text that is invalid or another account', () => {
    expect(displayAddress(RAW, { testnet: false, role: 'wallet', given: 'EQbad' })).toBe(forms.nonBounceable);
    const other = addressForms('-1:' + 'AB'.repeat(32)).bounceable;
    expect(displayAddress(RAW, { testnet: false, role: 'wallet', given: other })).toBe(forms.nonBounceable);
    expect(
      displayAddress(RAW, { testnet: false, role: 'wallet', given: `${other} ${'-1:' + 'AB'.repeat(32)}` }),
    ).toBe(forms.nonBounceable);
  });

  it('writes raw on request, and accepts the account in any form', () => {
    expect(displayAddress(forms.bounceable, { testnet: false, raw: true })).toBe(RAW);
    expect(displayAddress(RAW.toLowerCase(), { testnet: false, role: 'wallet' })).toBe(forms.nonBounceable);
    expect(displayFormKey(RAW, { testnet: true, role: 'no-code' })).toBe('testnetNonBounceable');
  });

  it('leaves text that is not an address as it is', () => {
    expect(displayAddress('not an address', { testnet: false })).toBe('not an address');
  });
});

describe('accountRole', () => {
  it('names wallets, contracts and accounts without code', () => {
    expect(accountRole({ status: 'active', codeHash: 'abc', isWallet: true })).toBe('wallet');
    expect(accountRole({ status: 'active', codeHash: 'abc' })).toBe('contract');
    expect(accountRole({ status: 'active' })).toBe('contract');
    for (const status of ['uninit', 'nonexist', 'frozen', 'not found'])
      expect(accountRole({ status })).toBe('no-code');
    expect(accountRole({ status: 'pending' })).toBe('unknown');
    expect(accountRole({})).toBe('unknown');
  });
});

describe('addressQueryRaw: a search matches every form of an account', () => {
  it('reads a whole address in any form', () => {
    for (const form of [forms.bounceable, forms.nonBounceable, forms.testnetBounceable, RAW.toLowerCase()])
      expect(addressQueryRaw(` ${form} `)).toBe(RAW);
  });

  it('is null for anything else', () => {
    expect(addressQueryRaw('wallet v4')).toBeNull();
    expect(addressQueryRaw(forms.bounceable.slice(0, 40))).toBeNull();
  });
});
