/**
 * A message body read by what it is: real TEP-74 and TEP-62 transfers and text comments built with
 * @ton/core as wallets build them, and the bodies a hostile proposer could put in an order instead —
 * cut short, of another op, amounts at the format's limit, bytes that are no UTF-8.
 */
import { Address, beginCell, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { MAX_COMMENT_BYTES, readMessageBody } from './message-body';

const owner = new Address(0, Buffer.alloc(32, 0x11));
const exchange = new Address(0, Buffer.alloc(32, 0x22));
const raw = (a: Address) => `0:${a.hash.toString('hex').toUpperCase()}`;

/** A TEP-74 transfer as a wallet app writes it (forward payload in a ref). */
function jettonTransfer(amount: bigint, forward: Cell | null) {
  const body = beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(42, 64)
    .storeCoins(amount)
    .storeAddress(exchange)
    .storeAddress(owner)
    .storeMaybeRef(null)
    .storeCoins(1n);
  return (forward ? body.storeBit(true).storeRef(forward) : body.storeBit(false)).endCell();
}
const comment = (text: string) => beginCell().storeUint(0, 32).storeStringTail(text).endCell();

describe('a jetton transfer (TEP-74)', () => {
  it('reads amount, destination, response, forward amount and a forwarded comment exactly', () => {
    expect(readMessageBody(jettonTransfer(5_000_000_000n, comment('deposit 7719')))).toEqual({
      type: 'jetton_transfer',
      query_id: '42',
      amount: '5000000000',
      destination: raw(exchange),
      response_destination: raw(owner),
      forward_ton_amount: '1',
      forward_comment: { text: 'deposit 7719', hex: null, cut: false },
      forward_op: null,
    });
  });

  it('keeps the largest amount the format holds (2^120 - 1) exact', () => {
    const huge = (1n << 120n) - 1n;
    expect(readMessageBody(jettonTransfer(huge, null))).toMatchObject({
      amount: huge.toString(),
      forward_comment: null,
      forward_op: null,
    });
  });

  it('a forward payload of another op is named by its op, not read', () => {
    const payload = beginCell().storeUint(0x7362d09c, 32).storeUint(1, 64).endCell();
    expect(readMessageBody(jettonTransfer(1n, payload))).toMatchObject({ forward_op: '0x7362d09c' });
  });

  it('cut short, it says its op and that it does not read, not half an answer', () => {
    const whole = jettonTransfer(5_000_000_000n, null).beginParse();
    const truncated = beginCell()
      .storeBits(whole.loadBits(32 + 64 + 20))
      .endCell();
    const body = readMessageBody(truncated);
    expect(body).toMatchObject({ type: 'unreadable', op: '0x0f8a7ea5' });
    expect(body).not.toHaveProperty('amount');
  });

  it('an external address as its destination does not read as a transfer', () => {
    const body = beginCell()
      .storeUint(0x0f8a7ea5, 32)
      .storeUint(0, 64)
      .storeCoins(1n)
      .storeUint(1, 2) // addr_extern
      .storeUint(8, 9)
      .storeUint(0xab, 8)
      .endCell();
    expect(readMessageBody(body)).toMatchObject({ type: 'unreadable', op: '0x0f8a7ea5' });
  });
});

describe('an NFT transfer (TEP-62)', () => {
  it('reads the new owner', () => {
    const body = beginCell()
      .storeUint(0x5fcc3d14, 32)
      .storeUint(7, 64)
      .storeAddress(exchange)
      .storeAddress(owner)
      .storeMaybeRef(null)
      .storeCoins(10_000_000n)
      .storeBit(false)
      .endCell();
    expect(readMessageBody(body)).toEqual({
      type: 'nft_transfer',
      query_id: '7',
      new_owner: raw(exchange),
      response_destination: raw(owner),
      forward_amount: '10000000',
    });
  });
});

describe('a text comment', () => {
  it('is the text as written, control characters, HTML and formula characters kept as data', () => {
    const text = '=HYPERLINK("x")\n- Approvals: 2 of 2 <img src=x onerror=alert(1)>\u202e';
    expect(readMessageBody(comment(text))).toEqual({
      type: 'comment',
      comment: { text, hex: null, cut: false },
    });
  });

  it('spread over a snake of cells is read whole', () => {
    const text = 'ü'.repeat(300);
    expect(readMessageBody(comment(text))).toMatchObject({ comment: { text, cut: false } });
  });

  it('bytes that are not UTF-8 are no text: their hex, never a guessed text', () => {
    const body = beginCell()
      .storeUint(0, 32)
      .storeBuffer(Buffer.from([0x68, 0x69, 0xff, 0xfe]))
      .endCell();
    expect(readMessageBody(body)).toEqual({
      type: 'comment',
      comment: { text: null, hex: '6869fffe', cut: false },
    });
  });

  it('longer than it keeps, it is cut at a whole character and says so', () => {
    const text = `a${'€'.repeat(MAX_COMMENT_BYTES)}`;
    const body = readMessageBody(comment(text));
    expect(body.type).toBe('comment');
    const read = (body as { comment: { text: string; cut: boolean } }).comment;
    expect(read.cut).toBe(true);
    expect(text.startsWith(read.text)).toBe(true);
    expect(read.text.length).toBeGreaterThan(300);
  });
});

describe('anything else', () => {
  it('an empty body is said to be empty', () => {
    expect(readMessageBody(Cell.EMPTY)).toEqual({ type: 'empty' });
  });

  it('another op: its op code in hex, not read', () => {
    expect(readMessageBody(beginCell().storeUint(0x595f07bc, 32).storeUint(1, 64).endCell())).toEqual({
      type: 'other',
      op: '0x595f07bc',
    });
  });

  it('a body shorter than an op code does not read', () => {
    expect(readMessageBody(beginCell().storeUint(5, 12).endCell())).toMatchObject({
      type: 'unreadable',
      op: null,
    });
  });
});
