/**
 * Properties of the paste box's prose reading, over messages built from words people write to support
 * (greetings, amounts, times, dates, e-mails, ticket numbers, other sites' links, transaction links and
 * hashes, Cyrillic, emoji) with @ton/core writing the addresses:
 * - prose alone never yields an entry, and every word is counted as skipped;
 * - a valid address embedded anywhere — any form, a link, quoted, bracketed, glued to `wallet:` or a
 *   trailing `.Thanks` — is always found, and nothing else is reported;
 * - a near-miss (a mistyped, lost or extra character, `wc:` with the wrong digit count, a link with a
 *   broken address) embedded anywhere is always flagged, once, at its own line and column.
 */
import { Address } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAddress } from './address-codec';
import { parseAddressList } from './address-list';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Words of real support messages; none of them is an attempt at an address. */
const WORDS = [
  'Hi',
  'Hello',
  'support',
  'these',
  'are',
  'my',
  'wallets:',
  'Thanks!',
  'Please',
  'help',
  'ASAP.',
  'I',
  'sent',
  '12.5',
  'TON',
  '0.000000001',
  '1000',
  'USDT',
  'jUSDT',
  'at',
  '10:30',
  '12:45:00',
  'UTC',
  '(2024-03-14)',
  '2024-03-14T10:30:00Z',
  'yesterday',
  'from',
  'to',
  'the',
  'exchange',
  'deposit',
  'address',
  'but',
  'it',
  'never',
  'arrived.',
  'Transaction:',
  'memo',
  '483920',
  'Ticket',
  '#55812',
  'email:',
  'anna.k@example.com',
  '+1-555-0100',
  '@durov',
  'Tonkeeper',
  'MyTonWallet',
  'v4r2',
  'wallet_v4r2',
  'EQUAL',
  'UQAM',
  'Effect',
  'Efficient',
  'equity',
  '1:2',
  'x2',
  'and/or',
  'e.g.',
  'state-of-the-art',
  'Non-Fungible-Token-Based-Authentication',
  'https://ton.org/docs/develop',
  't.me/wallet?start=abc',
  'https://support.example.com/ticket/55812',
  'https://t.me/+AbCdEf123',
  'https://tonviewer.com/transaction/5c98ca0a06d1e826d7997e19a60fb24a41a5618c7b20ba6de06e95eac31a5717',
  'https://tonscan.org/tx/5c98ca0a06d1e826d7997e19a60fb24a41a5618c7b20ba6de06e95eac31a5717',
  '+UlqNjqK2vE56V7oWX2wyDFyQ42nMHCh91ISvzWuUPE=',
  'hash=Ycxjy3mT0b5q9sGf0e2uQh8Yx1QKkq1mYb0Q3zq2rE=',
  '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  'Добрый',
  'день!',
  'кошелёк:',
  'Спасибо.',
  '🙏',
  '😀😀',
  '&',
  '%',
  '"quoted"',
  '(see',
  'below)',
  'it’s',
  "don't",
  'ok?',
  'x',
  'A',
  'EQ',
  'UQ',
];

const word = fc.constantFrom(...WORDS);
const separator = fc.constantFrom(' ', ' ', ' ', '\n', '\r\n', ', ', '; ', '\t', '\n\n');
const account = fc.record({
  workchain: fc.constantFrom(0, -1),
  hash: fc.uint8Array({ minLength: 32, maxLength: 32 }),
});

/** Every friendly form of an account, with the alphabet each is written in. */
function friendlyForms(workchain: number, hash: Uint8Array): { text: string; urlSafe: boolean }[] {
  const address = Address.parseRaw(`${workchain}:${hex(hash)}`);
  const out: { text: string; urlSafe: boolean }[] = [];
  for (const bounceable of [true, false]) {
    for (const testOnly of [false, true]) {
      for (const urlSafe of [true, false])
        out.push({ text: address.toString({ bounceable, testOnly, urlSafe }), urlSafe });
    }
  }
  return out;
}

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** How an address sits in a message: wrapped as a whole word, or glued to text (the piece starts `glue` later). */
const wrapping = fc.constantFrom(
  { before: '', after: '', glue: 0 },
  { before: '"', after: '"', glue: 0 },
  { before: '(', after: ').', glue: 0 },
  { before: '«', after: '»,', glue: 0 },
  { before: '<', after: '>', glue: 0 },
  { before: '', after: '!', glue: 0 },
  { before: '', after: '.Thanks', glue: 0 },
  { before: 'wallet:', after: '', glue: 7 },
  { before: 'address=', after: '?', glue: 8 },
  { before: '-', after: '', glue: 1 },
);

/** A message: words and separators, with `token` put in at `at` (a fraction of the way through). */
function message(
  words: string[],
  separators: string[],
  token: string,
  at: number,
): { text: string; start: number } {
  const index = Math.floor(at * (words.length + 1));
  const parts = [...words.slice(0, index), token, ...words.slice(index)];
  let text = '';
  let start = 0;
  parts.forEach((part, i) => {
    if (i === index) start = text.length;
    text += part + separators[i % separators.length]!;
  });
  return { text, start };
}

/** 1-based line and column (in code points) of `offset` in `text`. */
function position(text: string, offset: number): [number, number] {
  const before = text.slice(0, offset);
  const lines = before.split(/\r\n|\n|\r/);
  return [lines.length, Array.from(lines[lines.length - 1]!).length + 1];
}

const prose = fc.record({
  words: fc.array(word, { maxLength: 40 }),
  separators: fc.array(separator, { minLength: 1, maxLength: 5 }),
  at: fc.double({ min: 0, max: 0.999, noNaN: true }),
});

describe('prose properties', () => {
  it('prose alone yields no entry, and every word is skipped and counted', () => {
    fc.assert(
      fc.property(prose, ({ words, separators }) => {
        const text = words.map((w, i) => w + separators[i % separators.length]!).join('');
        const list = parseAddressList(text, { read: 'prose' });
        expect(list.entries.map((e) => e.input)).toEqual([]);
        expect(list.skipped.map((w) => w.input)).toEqual(words);
      }),
      { numRuns: 500 },
    );
  });

  it('a valid address embedded anywhere in prose, in any form, is always found', () => {
    const form = account.chain(({ workchain, hash }) =>
      fc.tuple(
        fc.constant(`${workchain}:${hex(hash).toUpperCase()}`),
        fc.oneof(
          fc.constantFrom(...friendlyForms(workchain, hash).map((f) => f.text)),
          fc.constantFrom(`${workchain}:${hex(hash)}`, `${workchain}:${hex(hash).toUpperCase()}`),
          fc.constantFrom(...friendlyForms(workchain, hash).map((f) => `https://tonviewer.com/${f.text}`)),
          fc.constant(`ton://transfer/${friendlyForms(workchain, hash)[0]!.text}?amount=1`),
        ),
      ),
    );
    fc.assert(
      fc.property(prose, form, wrapping, ({ words, separators, at }, [raw, text], wrap) => {
        const { text: pasted } = message(words, separators, wrap.before + text + wrap.after, at);
        const list = parseAddressList(pasted, { read: 'prose' });
        expect(list.invalid.map((e) => e.message)).toEqual([]);
        expect(list.unique.map((a) => a.raw)).toEqual([raw]);
        expect(list.skipped).toHaveLength(words.length);
      }),
      { numRuns: 500 },
    );
  });

  it('a near-miss embedded anywhere in prose is always flagged, once, at its line and column', () => {
    const nearMiss = account.chain(({ workchain, hash }) => {
      const forms = friendlyForms(workchain, hash);
      const rawHex = hex(hash);
      return fc.oneof(
        // A mistyped character: a different value from the form's own alphabet.
        fc.tuple(fc.constantFrom(...forms), fc.nat(47), fc.nat(63)).map(([f, p, k]) => {
          const alphabet = f.urlSafe ? URL_SAFE : STANDARD;
          const replacement = alphabet[(alphabet.indexOf(f.text[p]!) + 1 + (k % 63)) % 64]!;
          return { text: f.text.slice(0, p) + replacement + f.text.slice(p + 1), link: false };
        }),
        // A lost character.
        fc
          .tuple(fc.constantFrom(...forms), fc.nat(47))
          .map(([f, p]) => ({ text: f.text.slice(0, p) + f.text.slice(p + 1), link: false })),
        // An extra character inside (not a repeat of a neighbour, which would only shift the address).
        fc.tuple(fc.constantFrom(...forms), fc.integer({ min: 1, max: 47 }), fc.nat(63)).map(([f, p, k]) => {
          const alphabet = f.urlSafe ? URL_SAFE : STANDARD;
          let extra = alphabet[k]!;
          while (extra === f.text[p] || extra === f.text[p - 1])
            extra = alphabet[(alphabet.indexOf(extra) + 1) % 64]!;
          return { text: f.text.slice(0, p) + extra + f.text.slice(p), link: false };
        }),
        // A raw address with too few or too many hex digits.
        fc.oneof(fc.integer({ min: 1, max: 63 }), fc.integer({ min: 65, max: 70 })).map((n) => ({
          text: `${workchain}:${(rawHex + rawHex).slice(0, n)}`,
          link: false,
        })),
        // An explorer or wallet link whose address lost a character.
        fc
          .tuple(
            fc.constantFrom(...forms),
            fc.nat(47),
            fc.constantFrom('https://tonviewer.com/', 'https://tonscan.org/address/', 'ton://transfer/'),
          )
          .map(([f, p, prefix]) => ({ text: prefix + f.text.slice(0, p) + f.text.slice(p + 1), link: true })),
      );
    });
    fc.assert(
      fc.property(prose, nearMiss, wrapping, ({ words, separators, at }, miss, wrap) => {
        // A 48-character window of an over-long run that still passes its checksum IS an address (2^-16).
        for (let i = 0; i + 48 <= miss.text.length; i++) fc.pre(!parseAddress(miss.text.slice(i, i + 48)).ok);
        const glue = miss.link ? 0 : wrap.glue;
        const before = miss.link ? '' : wrap.before;
        const { text, start } = message(words, separators, before + miss.text + wrap.after, at);
        const list = parseAddressList(text, { read: 'prose' });
        expect(list.unique).toEqual([]);
        expect(list.invalid).toHaveLength(1);
        const [entry] = list.invalid;
        const token = position(text, start);
        const piece = position(text, start + glue);
        // Wrapped, the whole word is the entry; glued, the piece is (a '-' before a raw address may join it).
        expect([token, piece]).toContainEqual([entry!.line, entry!.column]);
        expect(list.skipped).toHaveLength(words.length);
      }),
      { numRuns: 1000 },
    );
  });
});
