/**
 * The labels store over a REAL LevelDB (classic-level) in a temp folder, in a sublevel of the same
 * database as the lookup log: labels keyed by raw address whatever form names them, the user's text
 * checked and kept as typed (normalised), favourites in their order, across a reopen; the log and the
 * labels never touch each other's keys; a store from a newer app is refused untouched. (IndexedDB via
 * browser-level: e2e/web-desk-stores.)
 */
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { sampleDraft } from '../../test-support/sample-log-drafts';
import { rejection, steppingClock } from '../../test-support/store-tests';
import { createLookupLog } from '../lookup-log/lookup-log';
import { LABELS_SUBLEVEL, createLabelStore, type LabelStore } from './label-store';
import { useTempLevelDb } from '../../test-support/temp-level-db';

const level = useTempLevelDb('labels-');

/** ton-core's test account, in the forms used below. */
const A = {
  raw: '0:2CF55953E92EFBEADAB7BA725C3F93A0B23F842CBBA72D7B8E6F510A70E422E3',
  eq: 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB',
  zq: '0QAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4-QO',
};
const M = {
  raw: '-1:E56754F83426F69B09267BD876AC97C44821345B7E266BD956A7BFBFB98DF35C',
  ef: 'Ef_lZ1T4NCb2mwkme9h2rJfESCE0W34ma9lWp7-_uY3zXDvq',
};
const raw = (n: number) => `0:${n.toString(16).toUpperCase().padStart(64, '0')}`;

const labelsDb = () => level.db.sublevel<string, string>(LABELS_SUBLEVEL, { valueEncoding: 'utf8' });

describe('labels', () => {
  it('names an account once whatever form it is given in, as the user’s own text, across a reopen', async () => {
    const store = createLabelStore(labelsDb(), { now: steppingClock() });
    const label = await store.set(A.eq, '  Alice — cold wallet 🧊 ');
    expect(label).toEqual({
      raw: A.raw,
      text: 'Alice — cold wallet 🧊',
      origin: 'user',
      updatedAt: '2026-11-23T09:00:01.000Z',
    });
    expect(await store.get(A.zq)).toEqual(label);
    expect(await store.get(A.raw.toLowerCase())).toEqual(label);
    await store.set(A.eq, 'Alice'); // renamed
    await store.set(M.ef, 'Root DNS');

    await level.reopen();
    const again = createLabelStore(labelsDb());
    expect(await again.list()).toEqual([
      { raw: M.raw, text: 'Root DNS', origin: 'user', updatedAt: '2026-11-23T09:00:03.000Z' },
      { raw: A.raw, text: 'Alice', origin: 'user', updatedAt: '2026-11-23T09:00:02.000Z' },
    ]);
    expect(await again.remove(A.eq)).toBe(true);
    expect(await again.remove(A.eq)).toBe(false);
    expect(await again.get(A.raw)).toBeNull();
  });

  it('keeps text as typed (Unicode-normalised), and refuses what could disguise or break it, saying why', async () => {
    const store = createLabelStore(labelsDb());
    expect((await store.set(A.eq, 'Cafe\u0301 👨‍👩‍👧 Пётр')).text).toBe('Café 👨‍👩‍👧 Пётр');
    expect((await store.set(A.eq, '=HYPERLINK("http://x")')).text).toBe('=HYPERLINK("http://x")'); // inert here; neutralised in CSV
    const refusals: [string, RegExp][] = [
      ['   ', /cannot be empty/],
      ['x'.repeat(121), /at most 120 characters, this one has 121/],
      ['line one\nline two', /U\+000A/],
      ['gift\u202Etxt.exe', /U\+202E/],
      ['pay\u200Bpal', /U\+200B/],
    ];
    for (const [text, message] of refusals) {
      const error = await rejection(store.set(A.eq, text));
      expect(error.kind).toBe('invalid-input');
      expect(error.message).toMatch(/^This label cannot be saved: /);
      expect(error.message).toMatch(message);
    }
    expect((await store.get(A.eq))!.text).toBe('=HYPERLINK("http://x")');
    const notAddress = await rejection(store.set('EQbad', 'x'));
    expect(notAddress.message).toMatch(/^“EQbad” is not a TON address: /);
  });

  it('answers the labels of a 10,000-row table in one read, and holds to its bound', async () => {
    const store = createLabelStore(labelsDb(), { maxLabels: 3 });
    for (let i = 1; i <= 3; i++) await store.set(raw(i), `#${i}`);
    const error = await rejection(store.set(raw(4), 'four'));
    expect(error.message).toBe('The labels store holds at most 3 labels; remove some first.');
    await store.set(raw(2), 'renamed'); // replacing one is not adding one
    const table = Array.from({ length: 10_000 }, (_, i) => raw(i));
    const found = await store.getMany(table);
    expect(Object.keys(found).sort()).toEqual([raw(1), raw(2), raw(3)]);
    expect(found[raw(2)]!.text).toBe('renamed');
  });
});

describe('labels by page', () => {
  it('lists 2,500 labels a page at a time in address order, searches text and address, and counts the damaged', async () => {
    const store = createLabelStore(labelsDb());
    await store.importRows(
      Array.from({ length: 2_500 }, (_, i) => ({
        line: i + 2,
        raw: raw(i),
        text: i % 500 === 7 ? `Exchange hot wallet ${i}` : `Customer ${i}`,
        favourite: false,
      })),
    );
    const seen: string[] = [];
    let after: string | undefined;
    for (let pages = 0; ; pages++) {
      const page = await store.page({ limit: 1_000, ...(after ? { after } : {}) });
      expect(page.total).toBe(2_500);
      seen.push(...page.labels.map((l) => l.raw));
      if (!page.next) break;
      after = page.next;
      expect(pages).toBeLessThan(3);
    }
    expect(seen).toEqual(Array.from({ length: 2_500 }, (_, i) => raw(i)));

    const found = await store.page({ limit: 3, search: 'EXCHANGE' });
    expect(found.labels.map((l) => l.text)).toEqual([
      'Exchange hot wallet 7',
      'Exchange hot wallet 507',
      'Exchange hot wallet 1007',
    ]);
    const rest = await store.page({ limit: 3, search: 'exchange', after: found.next! });
    expect(rest.labels.map((l) => l.text)).toEqual(['Exchange hot wallet 1507', 'Exchange hot wallet 2007']);
    expect(rest.next).toBeNull();
    expect((await store.page({ limit: 5, search: raw(42).toLowerCase() })).labels.map((l) => l.raw)).toEqual([
      raw(42),
    ]);

    // A damaged record is counted where it would have been listed, not dropped without a word.
    await labelsDb().put(`label:${raw(1)}`, '{"raw":');
    const first = await store.page({ limit: 10 });
    expect(first.unreadable).toBe(1);
    expect(first.labels.map((l) => l.raw)).not.toContain(raw(1));
  });
});

describe('favourites', () => {
  it('is a saved list in the order added, each account once, across a reopen', async () => {
    const store = createLabelStore(labelsDb(), { now: steppingClock() });
    await store.addFavourite(raw(3));
    await store.addFavourite(A.eq);
    await store.addFavourite(raw(1));
    expect((await store.addFavourite(A.zq)).position).toBe(1); // already there, in another form
    expect(await store.removeFavourite(raw(3))).toBe(true);
    await store.addFavourite(M.raw);
    await level.reopen();
    const list = await createLabelStore(labelsDb()).favourites();
    expect(list.map((f) => f.raw)).toEqual([A.raw, raw(1), M.raw]);
    expect(list.map((f) => f.position)).toEqual([1, 2, 3]);
    expect(list[0]!.addedAt).toBe('2026-11-23T09:00:02.000Z');
  });

  it('holds to its bound', async () => {
    const store = createLabelStore(labelsDb(), { maxFavourites: 2 });
    await store.addFavourite(raw(1));
    await store.addFavourite(raw(2));
    const error = await rejection(store.addFavourite(raw(3)));
    expect(error.message).toBe('The saved list holds at most 2 addresses; remove some first.');
  });
});

describe('the same store as the log', () => {
  it('lives beside the lookup log in one database, neither touching the other’s keys', async () => {
    const log = createLookupLog(level.db, { maxEntries: 1 });
    const labels = createLabelStore(labelsDb());
    await log.add(sampleDraft(10));
    await labels.set(A.eq, 'Alice');
    await labels.addFavourite(M.raw);
    await log.add(sampleDraft(10)); // evicts the first entry: the labels stay
    expect(await log.list()).toHaveLength(1);
    expect((await labels.get(A.raw))!.text).toBe('Alice');
    const keys = (await level.db.keys().all()).sort();
    expect(keys.filter((k) => k.startsWith('!labels!'))).toEqual([
      `!labels!favourite:${M.raw}`,
      `!labels!label:${A.raw}`,
      '!labels!meta:schema',
    ]);
    expect(
      keys
        .filter((k) => !k.startsWith('!labels!'))
        .every((k) => /^(meta:schema|meta:eviction|summary:|body:|notes:|pasted:)/.test(k)),
    ).toBe(true);
  });

  it('refuses, untouched, a labels store written by a newer app', async () => {
    await labelsDb().put('meta:schema', '2');
    await labelsDb().put(`label:${A.raw}`, 'from the future');
    const error = await rejection(createLabelStore(labelsDb(), { location: '/data' }).list());
    expect(error.message).toBe(
      'The labels store in /data was written by a newer version of the app (schema 2; this version reads schema 1). It was left untouched: update the app to read it.',
    );
    expect(await labelsDb().get(`label:${A.raw}`)).toBe('from the future');
  });

  it('keys every form of a random account to the one raw address @ton/core gives', async () => {
    const store: LabelStore = createLabelStore(labelsDb());
    const address = new Address(-1, Buffer.alloc(32, 7));
    await store.set(address.toString({ bounceable: false, testOnly: true, urlSafe: false }), 'seven');
    expect((await store.get(address.toRawString()))!.raw).toBe(`-1:${'07'.repeat(32)}`);
  });
});
