import { describe, expect, it } from 'vitest';
import { addressForms } from '../../shared/address/address-codec';
import { parseAddressList } from '../../shared/address/address-list';
import { applyCorrection, correctable } from './entry-problems';

const real = addressForms('0:2cf55953e92efbeadab7ba725c3f93a0b23f842cbba72d7b8e6f510a70e422e3').nonBounceable;
const typo = real.replace('O', '0');

describe('a correction goes where the mistyped address stands', () => {
  it('replaces it in a message, punctuation and other lines kept', () => {
    const text = `Hi,\r\nmy old wallet is “${typo}”, thanks\nand ${typo}`;
    const list = parseAddressList(text, { read: 'prose', network: 'mainnet' });
    const entry = list.invalid[0]!;
    const part = correctable(entry);
    expect(part.text).toBe(typo);
    const fixed = applyCorrection(text, { entry, from: part.text, offset: part.offset, to: real });
    expect(fixed).toBe(`Hi,\r\nmy old wallet is “${real}”, thanks\nand ${typo}`);
    expect(parseAddressList(fixed, { read: 'prose' }).invalid).toHaveLength(1);
  });
});
