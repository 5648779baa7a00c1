import { describe, expect, it } from 'vitest';
import { addressForms } from '../address/address-codec';
import { parseAddressList } from '../address/address-list';
import { pastedInputOf } from './pasted-input';
import { restoredPaste } from './restored-paste';

const a = addressForms(`0:${'3'.repeat(64)}`).nonBounceable;
const b = addressForms(`0:${'4'.repeat(64)}`).bounceable;
const c = addressForms(`0:${'5'.repeat(64)}`).bounceable;
const prose = (text: string) => parseAddressList(text, { read: 'prose' });

describe('the paste box a logged lookup comes back in', () => {
  it('puts the message back and places each account where it stands in it (not at line n, column 1)', () => {
    const text = `Hi! I sent 10 USDT from ${a} to ${b}\nTicket #48213, Maria`;
    const restored = restoredPaste(pastedInputOf(text, prose(text)), [a, b]);
    expect(restored.text).toBe(text);
    expect(restored.positions).toEqual([
      [1, 25],
      [1, 77],
    ]);
  });

  it('finds the positions of a record made before they were kept, by the inputs as typed', () => {
    const text = `Ticket 1\n\tfrom ${a};\r\nto “${b}”`;
    const { positions: _kept, ...old } = pastedInputOf(text, prose(text));
    expect(restoredPaste(old, [a, `“${b}”`]).positions).toEqual([
      [2, 7],
      [3, 4],
    ]);
  });

  it('adds the accounts a cut paste does not hold after it, one per line, so each is in the box where it says', () => {
    const text = `Ticket 7: ${a}\n`;
    const record = { ...pastedInputOf(text, prose(text)), cut: true };
    const restored = restoredPaste(record, [a, b, c]);
    expect(restored.text).toBe(`${text}${b}\n${c}`);
    expect(restored.positions).toEqual([
      [1, 11],
      [2, 1],
      [3, 1],
    ]);
  });

  it('without a kept paste, puts the inputs one per line', () => {
    expect(restoredPaste(undefined, [a, b])).toEqual({
      text: `${a}\n${b}`,
      positions: [
        [1, 1],
        [2, 1],
      ],
    });
  });

  it('does not trust a recorded position the text does not hold', () => {
    const text = `x ${a} ${b}`;
    const record = { ...pastedInputOf(text, prose(text)), positions: [[1, 1] as [number, number]] };
    expect(restoredPaste(record, [a, b]).positions).toEqual([
      [1, 3],
      [1, 52],
    ]);
  });
});
