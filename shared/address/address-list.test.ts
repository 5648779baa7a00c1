/**
 * The pasted-list parser on the kinds of text people actually paste: columns from a spreadsheet, CSV,
 * quoted JSON arrays, chat messages with explorer and wallet links, Windows line endings.
 */
import { describe, expect, it } from 'vitest';
import vectors from './fixtures/addresses.json';
import {
  ADDRESS_LIST_STEP_TOKENS,
  addressListSteps,
  describeEntryError,
  parseAddressList,
  type AddressListEntry,
} from './address-list';

interface Vector {
  input: string;
  valid: boolean;
  raw: string | null;
}

const recorded = vectors as Vector[];
/** The account every form of which the fixtures record (ton-core's test address). */
const A = {
  raw: '0:2CF55953E92EFBEADAB7BA725C3F93A0B23F842CBBA72D7B8E6F510A70E422E3',
  rawLower: '0:2cf55953e92efbeadab7ba725c3f93a0b23f842cbba72d7b8e6f510a70e422e3',
  eq: 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB',
  uq: 'UQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi41-E',
  kq: 'kQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi47nL',
  eqStd: 'EQAs9VlT6S776tq3unJcP5Ogsj+ELLunLXuOb1EKcOQi4wJB',
  uqStd: 'UQAs9VlT6S776tq3unJcP5Ogsj+ELLunLXuOb1EKcOQi41+E',
};
/** A second account (the wallet v4r2 'nft-recycle.ton'), with a '/' in its standard-Base64 form. */
const B = {
  raw: '0:29023DEB1272494B112310754AAC7DD0660B68FCC40C3A693C97BD9ACDA5E563',
  eq: 'EQApAj3rEnJJSxEjEHVKrH3QZgto_MQMOmk8l72azaXlY1zB',
  eqStd: 'EQApAj3rEnJJSxEjEHVKrH3QZgto/MQMOmk8l72azaXlY1zB',
};
/** A masterchain account: the root DNS contract. */
const M = {
  raw: '-1:E56754F83426F69B09267BD876AC97C44821345B7E266BD956A7BFBFB98DF35C',
  ef: 'Ef_lZ1T4NCb2mwkme9h2rJfESCE0W34ma9lWp7-_uY3zXDvq',
};

const kinds = (entries: readonly AddressListEntry[]) => entries.map((e) => e.kind);
const raws = (text: string) => parseAddressList(text).unique.map((a) => a.raw);
const at = (entries: readonly AddressListEntry[]) => entries.map((e) => [e.line, e.column]);

describe('parseAddressList: splitting', () => {
  it('splits on newlines, commas, semicolons, tabs and spaces, keeping input order', () => {
    const list = parseAddressList(`${A.eq},${B.eq};${M.ef}\t${A.uq} ${B.eqStd}\n${M.raw}`);
    expect(list.entries.map((e) => e.input)).toEqual([A.eq, B.eq, M.ef, A.uq, B.eqStd, M.raw]);
    expect(kinds(list.entries)).toEqual(['valid', 'valid', 'valid', 'duplicate', 'duplicate', 'duplicate']);
    expect(list.unique.map((a) => a.raw)).toEqual([A.raw, B.raw, M.raw]);
  });

  it('also splits on Unicode spaces and zero-width characters copied from web pages', () => {
    expect(raws(`${A.eq}\u00a0${B.eq}\u200b${M.ef}\u3000\ufeff`)).toEqual([A.raw, B.raw, M.raw]);
  });

  it('returns nothing, without error, for empty and blank input', () => {
    for (const text of ['', '   ', '\n\r\n\t,,;;', '\u00a0']) {
      const list = parseAddressList(text);
      expect(list.entries).toEqual([]);
      expect(list.summary).toEqual({
        tokens: 0,
        valid: 0,
        duplicates: 0,
        invalid: 0,
        skipped: 0,
        otherNetwork: 0,
      });
    }
  });

  it('skips list markers instead of reporting them', () => {
    const list = parseAddressList(`- ${A.eq}\n* ${B.eq}\n1. ${M.ef}\n2) ${A.rawLower}\n• x | —`);
    expect(list.entries.map((e) => e.input)).toEqual([A.eq, B.eq, M.ef, A.rawLower, 'x']);
    expect(list.summary).toEqual({
      tokens: 5,
      valid: 3,
      duplicates: 1,
      invalid: 1,
      skipped: 0,
      otherNetwork: 0,
    });
  });
});

describe('parseAddressList: quotes, brackets and punctuation', () => {
  it('strips surrounding quotes and brackets and trailing punctuation, but reports the token as typed', () => {
    const pasted = [
      `"${A.eq}"`,
      `'${B.eq}'`,
      `\`${M.ef}\``,
      `(${A.uq})`,
      `[${B.eqStd}]`,
      `<${M.raw}>.`,
      `“${A.kq}”!`,
      `«${A.rawLower}»?`,
      `{"${B.eq}"}:`,
    ].join(' ');
    const list = parseAddressList(pasted);
    expect(list.invalid).toEqual([]);
    expect(list.entries.map((e) => e.address?.raw)).toEqual([
      A.raw,
      B.raw,
      M.raw,
      A.raw,
      B.raw,
      M.raw,
      A.raw,
      A.raw,
      B.raw,
    ]);
    expect(list.entries[0]!.input).toBe(`"${A.eq}"`);
    expect(list.entries[5]!.input).toBe(`<${M.raw}>.`);
  });

  it('reads a JSON array and a CSV row', () => {
    expect(raws(`["${A.eq}", "${B.eq}", "${M.ef}"]`)).toEqual([A.raw, B.raw, M.raw]);
    expect(raws(`${A.eq},${B.eq},"${M.raw}"\r\n`)).toEqual([A.raw, B.raw, M.raw]);
  });
});

describe('parseAddressList: explorer and wallet links', () => {
  const links: [string, string][] = [
    [`https://tonviewer.com/${A.eq}`, A.raw],
    [`tonviewer.com/${B.eq}`, B.raw],
    [`https://testnet.tonviewer.com/${A.kq}`, A.raw],
    [`https://tonscan.org/address/${B.eq}`, B.raw],
    [`https://tonscan.org/${M.ef}?tab=transactions`, M.raw],
    [`https://testnet.tonscan.org/address/${A.kq}#transactions`, A.raw],
    [`https://explorer.toncoin.org/account?account=${A.eq}`, A.raw],
    [
      `https://explorer.toncoin.org/account?workchain=&shard=&seqno=&roothash=&filehash=&account=${M.raw}`,
      M.raw,
    ],
    [`ton://transfer/${B.eq}?amount=1000000000&text=hi`, B.raw],
    [`https://app.tonkeeper.com/transfer/${A.uq}?amount=5`, A.raw],
    [`tonkeeper://transfer/${M.ef}`, M.raw],
    [`https://dton.io/a/${B.eq}`, B.raw],
    [`https://tonviewer.com/${encodeURIComponent(M.raw)}`, M.raw],
    [`https://tonscan.org/address/${B.eqStd}`, B.raw],
    [`<https://tonviewer.com/${A.eq}>.`, A.raw],
  ];

  it.each(links)('takes the address out of %s', (link, raw) => {
    const list = parseAddressList(link);
    expect(list.entries).toHaveLength(1);
    expect(list.entries[0]!.kind).toBe('valid');
    expect(list.entries[0]!.input).toBe(link);
    expect(list.entries[0]!.address?.raw).toBe(raw);
  });

  it('reports a link with no address in it as not-an-address', () => {
    for (const link of [
      'https://tonviewer.com/',
      'https://tonscan.org/address/',
      'ton://transfer/',
      'https://dton.io/a/hello?x=1',
    ]) {
      const [entry] = parseAddressList(link).entries;
      expect(entry?.kind).toBe('invalid');
      expect(entry?.reason).toBe('not-an-address');
      expect(entry?.message).toBe('this link has no TON address in it');
    }
  });

  it("reports the address's own error when the link holds a mistyped one", () => {
    const [entry] = parseAddressList(`https://tonviewer.com/${A.eq.slice(0, 47)}`).entries;
    expect(entry?.reason).toBe('wrong-length');
    expect(entry?.message).toBe(
      'the address in this link is not valid: 48 characters expected for a user-friendly address, got 47',
    );
  });

  it('treats links and bare addresses of one account as duplicates', () => {
    const list = parseAddressList(`${A.eq}\nhttps://tonviewer.com/${A.uq}\nton://transfer/${A.rawLower}`);
    expect(kinds(list.entries)).toEqual(['valid', 'duplicate', 'duplicate']);
  });
});

describe('parseAddressList: duplicates', () => {
  it('collapses every form of one account (EQ, UQ, raw either case, standard Base64) and points to the first', () => {
    const text = [A.uq, B.eq, A.eq, A.rawLower, A.raw, A.eqStd, A.uqStd, A.kq, B.eqStd].join('\n');
    const list = parseAddressList(text);
    expect(kinds(list.entries)).toEqual(['valid', 'valid', ...Array(6).fill('duplicate'), 'duplicate']);
    expect(list.entries.slice(2, 8).map((e) => e.duplicateOf)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(list.entries[8]!.duplicateOf).toBe(1);
    expect(list.unique.map((a) => a.raw)).toEqual([A.raw, B.raw]);
    expect(list.unique[0]!.inputFlags).toEqual({ bounceable: false, testOnly: false, urlSafe: true });
    expect(list.duplicates.map((e) => e.index)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(list.entries[2]!.message).toBe('the same account as line 1, column 1');
    expect(list.summary).toEqual({
      tokens: 9,
      valid: 2,
      duplicates: 7,
      invalid: 0,
      skipped: 0,
      otherNetwork: 0,
    });
  });

  it('never counts an invalid token as a duplicate, even when repeated', () => {
    const list = parseAddressList('hello hello');
    expect(kinds(list.entries)).toEqual(['invalid', 'invalid']);
  });
});

describe('parseAddressList: positions', () => {
  it('gives 1-based line and column of each token, with Windows, Unix and old Mac line endings', () => {
    const text = `${A.eq}\r\n  ${B.eq}, x\r\n\r\n\t${M.ef}\ry\n`;
    const list = parseAddressList(text);
    expect(list.entries.map((e) => e.input)).toEqual([A.eq, B.eq, 'x', M.ef, 'y']);
    expect(at(list.entries)).toEqual([
      [1, 1],
      [2, 3],
      [2, 53],
      [4, 2],
      [5, 1],
    ]);
  });

  it('counts an emoji as one column', () => {
    const list = parseAddressList(`😀😀 ${A.eq}`);
    expect(at(list.entries)).toEqual([
      [1, 1],
      [1, 4],
    ]);
  });

  it('describes each problem in one sentence with its position', () => {
    const text = `${A.eq}\n${B.eq}\n    ${A.eq.slice(0, 47)}\n${A.uq} 0:abc ${A.eq.slice(0, 10)}X${A.eq.slice(11)}`;
    const list = parseAddressList(text);
    expect(list.entries.map(describeEntryError)).toEqual([
      null,
      null,
      'line 3, column 5: “EQAs…4wJ” — 48 characters expected for a user-friendly address, got 47',
      'line 4, column 1: “UQAs…1-E” — the same account as line 1, column 1',
      "line 4, column 50: “0:abc” — 64 hex digits expected after '0:', got 3",
      'line 4, column 56: “EQAs…wJB” — checksum does not match — a character was mistyped or lost',
    ]);
  });
});

describe('parseAddressList: the first entry of an account is its address and what is looked up', () => {
  // One object an address, not three: a file of 100,000 lines stays held by the paste box and the request.
  it('is the same object as its address and as the unique account, with its repeats counted', () => {
    const list = parseAddressList([A.uq, M.raw, A.eq, 'x', A.raw].join('\n'));
    const [first, master] = list.entries;
    expect(first!.address).toBe(first);
    expect(list.unique).toEqual([first, master]);
    expect(list.unique[0]).toBe(first);
    expect(list.unique.map((a) => a.repeats)).toEqual([2, 0]);
    expect(list.unique.map((a) => [a.raw, a.workchain, a.inputForm])).toEqual([
      [A.raw, 0, 'friendly'],
      [M.raw, -1, 'raw'],
    ]);
    expect(list.unique[0]!.forms).toMatchObject({
      bounceable: A.eq,
      nonBounceable: A.uq,
      testnetBounceable: A.kq,
    });
    expect(list.unique[1]!.inputFlags).toBeUndefined();
  });

  it('holds a list of valid entries once: its unique accounts are its entries', () => {
    const list = parseAddressList([A.eq, B.eq, M.raw].join('\n'));
    expect(list.unique).toBe(list.entries);
    expect(parseAddressList([A.eq, A.uq].join('\n')).unique).toHaveLength(1);
  });

  it('writes out as plain data, and a copy of it keeps its address', () => {
    const [entry] = parseAddressList(`x ${A.uq}`, { read: 'prose', network: 'testnet' }).unique;
    expect(JSON.parse(JSON.stringify(entry))).toEqual({
      index: 0,
      input: A.uq,
      line: 1,
      column: 3,
      kind: 'valid',
      address: {
        raw: A.raw,
        workchain: 0,
        inputForm: 'friendly',
        inputFlags: { bounceable: false, testOnly: false, urlSafe: true },
        forms: entry!.forms,
      },
      raw: A.raw,
      inputFlags: { bounceable: false, testOnly: false, urlSafe: true },
      otherNetwork: 'mainnet',
      repeats: 0,
    });
    expect({ ...entry }.address?.raw).toBe(A.raw);
  });
});

describe('parseAddressList: the recorded vectors', () => {
  it('agrees with the fixtures on which tokens are addresses', () => {
    // One vector per line (the spaces inside some invalid vectors would split them otherwise).
    const single = recorded.filter((v) => !/[\s,;]/.test(v.input));
    const list = parseAddressList(single.map((v) => v.input).join('\n'));
    expect(list.entries).toHaveLength(single.length);
    list.entries.forEach((entry, i) => {
      const v = single[i]!;
      // ton:// links are invalid as single addresses but the list parser takes the address out of them.
      const expected = v.valid || v.input.startsWith('ton://');
      expect(entry.kind !== 'invalid', v.input).toBe(expected);
    });
  });

  it('handles a large paste (100,000 tokens) and counts it exactly', () => {
    const lines: string[] = [];
    for (let i = 0; i < 100_000; i++)
      lines.push(i % 10 === 9 ? `bad${i}` : [A.eq, B.eqStd, M.raw, A.rawLower][i % 4]!);
    const list = parseAddressList(lines.join('\r\n'));
    expect(list.summary).toEqual({
      tokens: 100_000,
      valid: 3,
      duplicates: 89_997,
      invalid: 10_000,
      skipped: 0,
      otherNetwork: 0,
    });
    expect(list.invalid[0]).toMatchObject({ line: 10, column: 1, input: 'bad9', reason: 'not-an-address' });
  });
});

describe('addressListSteps: the same parse a step at a time', () => {
  it('yields a growing share after every step of tokens and returns what parseAddressList returns', () => {
    const raw = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
    const count = ADDRESS_LIST_STEP_TOKENS * 2 + 7;
    // A duplicate and a typo across the steps' edges, and prose that is skipped.
    const lines = Array.from({ length: count }, (_, i) => raw(i));
    lines[ADDRESS_LIST_STEP_TOKENS] = raw(1);
    lines[ADDRESS_LIST_STEP_TOKENS + 1] = 'EQ-not-an-address';
    const text = `${lines.join('\n')}\nthanks!`;
    const steps = addressListSteps(text, { read: 'prose' });
    const shares: number[] = [];
    let step = steps.next();
    for (; !step.done; step = steps.next()) shares.push(step.value);
    expect(shares).toHaveLength(2);
    expect(shares[0]).toBeGreaterThan(0);
    expect(shares[1]).toBeGreaterThan(shares[0]!);
    expect(shares[1]).toBeLessThan(1);
    expect(step.value).toEqual(parseAddressList(text, { read: 'prose' }));
    expect(step.value.summary).toMatchObject({ tokens: count, duplicates: 1, invalid: 1, skipped: 1 });
  });
});
