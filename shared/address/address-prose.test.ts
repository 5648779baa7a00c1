/**
 * The paste box reading prose (`read: 'prose'`): real support messages — English and Russian, with
 * amounts, times, dates, e-mails, ticket numbers, transaction links and hashes — give their addresses
 * and their real problems (a typo, a truncated raw address, a broken link) with line and column, and
 * every ordinary word is skipped and counted, not reported. Also the profile's network: a testnet form
 * on a mainnet profile (and the reverse) is named instead of passing as a mere duplicate.
 */
import { describe, expect, it } from 'vitest';
import {
  describeEntryError,
  describeNetworkMismatch,
  parseAddressList,
  type AddressList,
} from './address-list';

/** ton-core's test account, in every form the messages use. */
const A = {
  raw: '0:2CF55953E92EFBEADAB7BA725C3F93A0B23F842CBBA72D7B8E6F510A70E422E3',
  rawLower: '0:2cf55953e92efbeadab7ba725c3f93a0b23f842cbba72d7b8e6f510a70e422e3',
  eq: 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB',
  uq: 'UQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi41-E',
  kq: 'kQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi47nL',
  zq: '0QAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4-QO',
};
/** The wallet v4r2 of nft-recycle.ton. */
const B = {
  raw: '0:29023DEB1272494B112310754AAC7DD0660B68FCC40C3A693C97BD9ACDA5E563',
  eq: 'EQApAj3rEnJJSxEjEHVKrH3QZgto_MQMOmk8l72azaXlY1zB',
  uq: 'UQApAj3rEnJJSxEjEHVKrH3QZgto_MQMOmk8l72azaXlYwEE',
};
/** The root DNS contract (masterchain). */
const M = {
  raw: '-1:E56754F83426F69B09267BD876AC97C44821345B7E266BD956A7BFBFB98DF35C',
  ef: 'Ef_lZ1T4NCb2mwkme9h2rJfESCE0W34ma9lWp7-_uY3zXDvq',
};
/** A transaction hash as tonviewer shows it (hex) and as the indexer writes it (Base64, here starting with '+'). */
const TX_HEX = '5c98ca0a06d1e826d7997e19a60fb24a41a5618c7b20ba6de06e95eac31a5717';
const TX_B64 = '+UlqNjqK2vE56V7oWX2wyDFyQ42nMHCh91ISvzWuUPE=';

const prose = (text: string) => parseAddressList(text, { read: 'prose' });
const problems = (list: AddressList) => list.invalid.map((e) => [e.line, e.column, e.reason, e.input]);
const words = (list: AddressList) => list.skipped.map((w) => w.input);

describe('a customer message in the paste box', () => {
  it('"Hi support, these are my wallets: … Thanks!" gives the wallets and 7 words skipped, no invalid entry', () => {
    const list = prose(`Hi support, these are my wallets: ${A.eq} ${B.uq} Thanks!`);
    expect(list.unique.map((a) => a.raw)).toEqual([A.raw, B.raw]);
    expect(list.invalid).toEqual([]);
    expect(list.summary).toEqual({
      tokens: 2,
      valid: 2,
      duplicates: 0,
      invalid: 0,
      skipped: 7,
      otherNetwork: 0,
    });
    expect(words(list)).toEqual(['Hi', 'support', 'these', 'are', 'my', 'wallets:', 'Thanks!']);
    expect(list.skipped[6]).toEqual({ input: 'Thanks!', line: 1, column: 133 });
  });

  it('a complaint with amounts, a time, a date, a transaction link, an e-mail and a ticket: only the typo is a problem', () => {
    const typo = `${B.eq.slice(0, -1)}X`;
    const message = [
      'Hello,',
      '',
      'I sent 12.5 TON at 10:30 UTC yesterday (2024-03-14) from my Tonkeeper wallet',
      `${A.eq} to the exchange deposit address`,
      `${typo} but it never arrived.`,
      `Transaction: https://tonviewer.com/transaction/${TX_HEX}`,
      `hash ${TX_B64}, memo 483920. Ticket #55812, my email is anna.k@example.com.`,
      'Please help!! 🙏',
    ].join('\r\n');
    const list = prose(message);
    expect(list.unique.map((a) => a.raw)).toEqual([A.raw]);
    expect(problems(list)).toEqual([[5, 1, 'bad-checksum', typo]]);
    expect(describeEntryError(list.invalid[0]!)).toBe(
      'line 5, column 1: “EQAp…1zX” — checksum does not match — a character was mistyped or lost',
    );
    expect(words(list)).toContain(`https://tonviewer.com/transaction/${TX_HEX}`);
    expect(words(list)).toContain(`${TX_B64},`.replace(/,$/, ''));
    expect(words(list)).toEqual(
      expect.arrayContaining(['12.5', 'TON', '10:30', '(2024-03-14)', '#55812', 'anna.k@example.com.', '🙏']),
    );
    expect(list.summary.skipped).toBe(list.skipped.length);
    expect(list.summary.skipped).toBe(38);
  });

  it('a message in Russian with raw addresses, a tonscan link and a truncated raw address', () => {
    const truncated = A.rawLower.slice(0, -1);
    const message = [
      `Добрый день! Мой кошелёк: ${A.rawLower}`,
      `Второй — https://tonscan.org/address/${M.ef}`,
      `и ещё ${truncated} (скопировал не полностью?)`,
      'Спасибо.',
    ].join('\n');
    const list = prose(message);
    expect(list.unique.map((a) => a.raw)).toEqual([A.raw, M.raw]);
    expect(problems(list)).toEqual([[3, 7, 'wrong-length', truncated]]);
    expect(list.invalid[0]!.message).toBe("64 hex digits expected after '0:', got 63");
    expect(words(list)).toEqual([
      'Добрый',
      'день!',
      'Мой',
      'кошелёк:',
      'Второй',
      'и',
      'ещё',
      '(скопировал',
      'не',
      'полностью?)',
      'Спасибо.',
    ]);
  });

  it('finds addresses glued to words and punctuation, with the column of the address itself', () => {
    const list = prose(`wallet:${A.eq}, deposit=${B.uq}.Thanks -${M.raw}`);
    expect(list.unique.map((a) => a.raw)).toEqual([A.raw, B.raw, M.raw]);
    expect(list.entries.map((e) => [e.input, e.column])).toEqual([
      [A.eq, 8],
      [B.uq, 66],
      [M.raw, 123],
    ]);
    expect(list.skipped).toEqual([]);
  });

  it('flags near-misses: 48 characters with a bad checksum, a lost character, wc: with the wrong digit count, a broken link', () => {
    const message = [
      `first ${A.eq.replace('9VlT', '9VIT')} then`, // a mistyped letter (l → I)
      `second ${B.eq.slice(0, 30)}${B.eq.slice(31)} ok`, // one character lost
      `third 0:abc and -1:${M.raw.slice(3, 50)} done`, // raw forms with too few hex digits
      `fourth https://tonviewer.com/${A.eq.slice(0, 46)} and ton://transfer/ end`, // broken links
    ].join('\n');
    const list = prose(message);
    expect(list.unique).toEqual([]);
    expect(list.invalid.map((e) => [e.line, e.column, e.reason])).toEqual([
      [1, 7, 'bad-checksum'],
      [2, 8, 'wrong-length'],
      [3, 7, 'wrong-length'],
      [3, 17, 'wrong-length'],
      [4, 8, 'wrong-length'],
      [4, 81, 'not-an-address'],
    ]);
    expect(list.invalid[4]!.message).toBe(
      'the address in this link is not valid: 48 characters expected for a user-friendly address, got 46',
    );
    expect(list.invalid[5]!.message).toBe('this link has no TON address in it');
    expect(words(list)).toEqual([
      'first',
      'then',
      'second',
      'ok',
      'third',
      'and',
      'done',
      'fourth',
      'and',
      'end',
    ]);
  });

  it('keeps "EQ…"-started attempts and 64 hex digits without a workchain, but not capitalised words or hashes with padding', () => {
    const list = prose(
      `EQbad EQUAL ${A.raw.slice(2)} ${TX_B64} 0x71C7656EC7ab88b098defB751B7401B5f6d8976F 12:45:00 1:2 Effect`,
    );
    expect(problems(list)).toEqual([
      [1, 1, 'not-an-address', 'EQbad'],
      [1, 13, 'not-an-address', A.raw.slice(2)],
    ]);
    expect(list.invalid[1]!.message).toMatch(/^64 hex digits without a workchain/);
    expect(words(list)).toEqual([
      'EQUAL',
      TX_B64,
      '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
      '12:45:00',
      '1:2',
      'Effect',
    ]);
  });

  it('skips links to other sites and transaction links, flags TON links without an address', () => {
    const list = prose(
      [
        'docs: https://ton.org/docs/develop and t.me/wallet?start=abc',
        `tx: https://tonscan.org/tx/${TX_HEX} https://tonviewer.com/transaction/${TX_HEX}`,
        'https://tonviewer.com/ and https://dton.io/a/hello?x=1',
        `https://example.com/a/${A.uq}?ref=1`,
      ].join('\n'),
    );
    expect(list.unique.map((a) => a.raw)).toEqual([A.raw]);
    expect(list.invalid.map((e) => e.input)).toEqual([
      'https://tonviewer.com/',
      'https://dton.io/a/hello?x=1',
    ]);
    expect(list.summary.skipped).toBe(8);
  });

  it('still skips list markers without counting them as words', () => {
    const list = prose(`- ${A.eq}\n* ${B.eq}\n1. ${M.ef}\n•`);
    expect(list.summary).toMatchObject({ valid: 3, invalid: 0, skipped: 0 });
  });

  it('reads a list the old way unless asked to read prose: every word is then an invalid entry', () => {
    const list = parseAddressList(`Hi ${A.eq} Thanks!`);
    expect(list.summary).toEqual({
      tokens: 3,
      valid: 1,
      duplicates: 0,
      invalid: 2,
      skipped: 0,
      otherNetwork: 0,
    });
    expect(list.skipped).toEqual([]);
  });

  it('is linear: 100,000 words of prose and 10,000 addresses', () => {
    const parts: string[] = [];
    for (let i = 0; i < 110_000; i++)
      parts.push(i % 11 === 10 ? A.eq : ['please', 'check', 'wallet:', '12.5', 'TON', 'Ticket'][i % 6]!);
    const list = prose(parts.join(' '));
    expect(list.summary).toMatchObject({ valid: 1, duplicates: 9_999, invalid: 0, skipped: 100_000 });
  });
});

describe("the profile's network", () => {
  it('names a testnet form pasted on a mainnet profile, also when it repeats a mainnet form', () => {
    const list = parseAddressList(`${A.eq}\n${A.zq}\n${A.raw}\n${B.uq}`, { network: 'mainnet' });
    expect(list.entries.map((e) => e.kind)).toEqual(['valid', 'duplicate', 'duplicate', 'valid']);
    expect(list.otherNetwork.map((e) => [e.line, e.otherNetwork])).toEqual([[2, 'testnet']]);
    expect(list.entries[1]!.message).toBe(
      'the same account as line 1, column 1, written in its testnet form',
    );
    expect(list.summary).toMatchObject({ otherNetwork: 1, network: 'mainnet' });
    expect(describeNetworkMismatch(list.entries[1]!)).toBe(
      'line 2, column 1: “0QAs…-QO” — a testnet form (0Q…) on a mainnet profile: it is looked up on mainnet, as UQAs…1-E',
    );
    expect(describeNetworkMismatch(list.entries[0]!)).toBeNull();
  });

  it('names a testnet form that comes first too, in links and in prose', () => {
    const list = parseAddressList(`Hi, https://testnet.tonviewer.com/${A.kq} please`, {
      network: 'mainnet',
      read: 'prose',
    });
    expect(list.entries).toHaveLength(1);
    expect(list.entries[0]).toMatchObject({ kind: 'valid', otherNetwork: 'testnet' });
    expect(describeNetworkMismatch(list.entries[0]!)).toMatch(
      /a testnet form \(kQ…\) on a mainnet profile: it is looked up on mainnet, as EQAs…wJB$/,
    );
  });

  it('names a mainnet form on a testnet profile; raw forms carry no network', () => {
    const list = parseAddressList(`${A.kq} ${B.uq} ${M.raw}`, { network: 'testnet' });
    expect(list.otherNetwork.map((e) => [e.input, e.otherNetwork])).toEqual([[B.uq, 'mainnet']]);
    expect(describeNetworkMismatch(list.otherNetwork[0]!)).toMatch(
      /a mainnet form \(UQ…\) on a testnet profile: it is looked up on testnet, as 0QAp…/,
    );
  });

  it('names nothing when the network is not given', () => {
    const list = parseAddressList(`${A.eq} ${A.zq}`);
    expect(list.otherNetwork).toEqual([]);
    expect(list.entries[1]!.message).toBe('the same account as line 1, column 1');
  });
});
