/**
 * Labels and favourites as CSV, over real LevelDB stores: export → import into an empty store gives the
 * same labels, times and saved-list order, and the same file to the character; hostile label text stays
 * inert for a spreadsheet and exact after import; a bad file is refused as a whole, each bad row named by
 * its line (line breaks inside quoted cells counted), and nothing is written — or, asked to, the good
 * rows are written and the bad ones listed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';
import fc from 'fast-check';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rejection, steppingClock } from '../../test-support/store-tests';
import { isInertCell } from '../format/spreadsheet-safety';
import { LABELS_SUBLEVEL, createLabelStore, type LabelStore } from './label-store';
import { LABELS_CSV_COLUMNS, exportLabelsCsv, importLabelsCsv, parseLabelsCsv } from './labels-csv';

const A = {
  raw: '0:2CF55953E92EFBEADAB7BA725C3F93A0B23F842CBBA72D7B8E6F510A70E422E3',
  eq: 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB',
  uq: 'UQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi41-E',
};
const B = {
  raw: '0:29023DEB1272494B112310754AAC7DD0660B68FCC40C3A693C97BD9ACDA5E563',
  eq: 'EQApAj3rEnJJSxEjEHVKrH3QZgto_MQMOmk8l72azaXlY1zB',
};
const M = { raw: '-1:E56754F83426F69B09267BD876AC97C44821345B7E266BD956A7BFBFB98DF35C' };
const raw = (n: number) => `0:${n.toString(16).toUpperCase().padStart(64, '0')}`;

/** Label texts a spreadsheet or a CSV reader could trip on. */
const HOSTILE = [
  '=HYPERLINK("http://evil.example/","claim")',
  '-2+3',
  '+1 (555) 0100',
  '@SUM(1,2)',
  "'quoted",
  '"Bob", Jr.',
  'a,b;c',
  'Пётр 🧊 中文',
  ' =1+1'.trim(),
];

let dir: string;
let db: ClassicLevel<string, string>;
let other: ClassicLevel<string, string>;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'labels-csv-'));
  db = new ClassicLevel<string, string>(join(dir, 'a'));
  other = new ClassicLevel<string, string>(join(dir, 'b'));
});
afterEach(async () => {
  await db.close();
  await other.close();
  await rm(dir, { recursive: true, force: true });
});
const storeOver = (level: ClassicLevel<string, string>, now?: () => Date): LabelStore =>
  createLabelStore(
    level.sublevel<string, string>(LABELS_SUBLEVEL, { valueEncoding: 'utf8' }),
    now ? { now } : {},
  );

describe('export and import', () => {
  it('round-trips exactly: labels, times, the saved list’s order, hostile text — and the file itself', async () => {
    const a = storeOver(db, steppingClock());
    for (const [i, text] of HOSTILE.entries()) await a.set(raw(i + 1), text);
    await a.set(M.raw, 'Root DNS');
    await a.addFavourite(raw(5));
    await a.addFavourite(A.eq); // a favourite without a label
    await a.addFavourite(raw(2));
    await a.addFavourite(raw(9));
    await a.removeFavourite(raw(9)); // a gap in positions
    await a.addFavourite(M.raw);
    const csv = await exportLabelsCsv(a);

    const b = storeOver(other);
    expect(await importLabelsCsv(b, csv)).toEqual({ labels: HOSTILE.length + 1, favourites: 4, refused: [] });
    expect(await b.list()).toEqual(await a.list());
    expect((await b.favourites()).map((f) => [f.raw, f.addedAt])).toEqual(
      (await a.favourites()).map((f) => [f.raw, f.addedAt]),
    );
    expect(await exportLabelsCsv(b)).toBe(csv);
  });

  it('writes a file every CSV reader and spreadsheet takes as data: header, saved list first, no live formula', async () => {
    const a = storeOver(db);
    for (const [i, text] of HOSTILE.entries()) await a.set(raw(i + 1), text);
    await a.set(M.raw, 'Root');
    await a.addFavourite(raw(4));
    const parsed = Papa.parse<string[]>(await exportLabelsCsv(a), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual([...LABELS_CSV_COLUMNS]);
    expect(parsed.data[1]!.slice(0, 3)).toEqual([raw(4), '@SUM(1,2)'.replace(/^/, "'"), 'true']);
    for (const row of parsed.data) for (const cell of row) expect(isInertCell(cell), cell).toBe(true);
    expect(parsed.data.find((row) => row[1] === '="-2+3"')).toBeDefined();
    expect(parsed.data.find((row) => row[0] === `="${M.raw}"`)).toBeDefined();
  });

  it('takes a file from another tool: columns by name, any address form, favourites only', async () => {
    const b = storeOver(other);
    const text = ['Label;Address;Favourite', `Alice;${A.uq};yes`, `;${B.eq};1`].join('\n');
    expect(await importLabelsCsv(b, text)).toMatchObject({ labels: 1, favourites: 2 });
    expect((await b.get(A.raw))!.text).toBe('Alice');
    expect((await b.favourites()).map((f) => f.raw)).toEqual([A.raw, B.raw]);
  });

  it('an empty label cell keeps the label there is', async () => {
    const b = storeOver(other);
    await b.set(A.eq, 'Alice');
    await importLabelsCsv(b, `address,label,favourite\r\n${A.eq},,true\r\n`);
    expect((await b.get(A.raw))!.text).toBe('Alice');
  });
});

describe('files from other tools', () => {
  it('keeps their values verbatim: a leading quote or ="…" there is part of the label (only our own export is unwrapped)', async () => {
    const b = storeOver(other);
    const text = [
      'address,label',
      `${A.eq},'-starts with a dash`,
      `${B.eq},"=""+1 555 0100"""`,
      `${raw(3)},'=SUM(1;2)`,
    ].join('\r\n');
    await importLabelsCsv(b, text);
    expect((await b.list()).map((l) => [l.raw, l.text])).toEqual([
      [raw(3), "'=SUM(1;2)"],
      [B.raw, '="+1 555 0100"'],
      [A.raw, "'-starts with a dash"],
    ]);
  });

  it('still reads an address a spreadsheet-safe export wrapped (="-1:E567…"): no address holds =" by itself', async () => {
    const b = storeOver(other);
    await importLabelsCsv(b, `address,label\r\n="${M.raw}",Root\r\n`);
    expect((await b.get(M.raw))!.text).toBe('Root');
  });

  it('takes the separator from the header row (or as given), never a guess from the data: a one-column file too', () => {
    // Guessing from the data fails on a file of one column ("Unable to auto-detect delimiting character").
    const oneColumn = parseLabelsCsv(`address\r\n${A.eq}\r\n${B.eq}\r\n`);
    expect(oneColumn.refused.map((r) => r.message)).toEqual([
      'line 2: neither a label nor a favourite',
      'line 3: neither a label nor a favourite',
    ]);
    const tabs = parseLabelsCsv(`label\taddress\r\nSmith, John; Jr.\t${A.eq}\r\n`);
    expect(tabs.rows.map((r) => r.text)).toEqual(['Smith, John; Jr.']);
    const given = parseLabelsCsv(`address;label\r\n${A.eq};a,b\r\n`, { delimiter: ';' });
    expect(given.rows.map((r) => r.text)).toEqual(['a,b']);
    expect(() => parseLabelsCsv(`address;label\r\n${A.eq};a\r\n`, { delimiter: ',' })).toThrow(
      /line 1 has no "address" column when read as comma-separated/,
    );
  });
});

describe('bad files', () => {
  it('refuses a time that is no date and time (2026-13-45T25:61:61Z) with its line, instead of storing a label no screen can show', async () => {
    const b = storeOver(other);
    const text = [
      'address,label,favourite,label_updated_at,favourite_added_at',
      `${A.eq},Alice,true,2026-11-23T09:00:00.000Z,2026-11-23T09:00:00Z`,
      `${B.eq},Bob,false,2026-13-45T25:61:61Z,`,
      `${raw(3)},Carol,true,,2026-02-30T10:00:00.000Z`,
    ].join('\r\n');
    const error = await rejection(importLabelsCsv(b, text));
    expect(error.info.entries!.map((e) => e.message)).toEqual([
      'line 3: label_updated_at is “2026-13-45T25:61:61Z”, which is not a date and time; one such as 2026-11-23T09:00:00.000Z (UTC) expected',
      'line 4: favourite_added_at is “2026-02-30T10:00:00.000Z”, which is not a date and time; one such as 2026-11-23T09:00:00.000Z (UTC) expected',
    ]);
    expect(await b.list()).toEqual([]);
    // The good row alone, asked to: stored with its times as written, and listed.
    await importLabelsCsv(b, text, { partial: true });
    expect(await b.list()).toEqual([
      { raw: A.raw, text: 'Alice', origin: 'user', updatedAt: '2026-11-23T09:00:00.000Z' },
    ]);
    expect((await b.favourites()).map((f) => f.addedAt)).toEqual(['2026-11-23T09:00:00Z']);
  });

  /** Line 4's label holds a line break inside quotes, so the rows after it start one line later. */
  const BAD = [
    'address,label,favourite',
    `${A.eq},Alice,true`, // 2
    'EQbad,Typo,false', // 3
    `${B.eq},"two`, // 4
    `lines",false`, // 5 (the same cell)
    `${A.uq},Again,false`, // 6: the same account as line 2
    `${raw(7)},ok,maybe`, // 7
    `${raw(8)},,false`, // 8: nothing to keep
    `${raw(9)},"gift\u202Etxt.exe",false`, // 9
    `${raw(10)},fine,false`, // 10
  ].join('\r\n');

  it('refuses the whole file, naming every bad row by its line, and writes nothing', async () => {
    const b = storeOver(other);
    await b.set(raw(10), 'before');
    const error = await rejection(importLabelsCsv(b, BAD));
    expect(error.kind).toBe('invalid-input');
    expect(error.message).toMatch(
      /^Nothing was imported: 6 rows are not valid \(line 3: “EQbad” is not a TON address: .*; …\)\.$/,
    );
    expect(error.info.entries!.map((e) => [e.line, e.reason])).toEqual([
      [3, 'address'],
      [4, 'label'],
      [6, 'duplicate'],
      [7, 'favourite'],
      [8, 'empty'],
      [9, 'label'],
    ]);
    expect(error.info.entries![2]!.message).toBe('line 6: the same account as line 2');
    expect(error.info.entries![3]!.message).toBe('line 7: favourite is “maybe”; true or false expected');
    expect(error.info.entries![5]!.message).toMatch(/^line 9: a label is one line of visible text: U\+202E/);
    expect(await b.list()).toEqual([expect.objectContaining({ raw: raw(10), text: 'before' })]);
    expect(await b.favourites()).toEqual([]);
  });

  it('asked to, writes the good rows and lists the refused ones', async () => {
    const b = storeOver(other);
    const result = await importLabelsCsv(b, BAD, { partial: true });
    expect(result).toMatchObject({ labels: 2, favourites: 1 });
    expect(result.refused).toHaveLength(6);
    expect((await b.list()).map((l) => [l.raw, l.text])).toEqual([
      [raw(10), 'fine'],
      [A.raw, 'Alice'],
    ]);
  });

  it('says what a file that is no labels file at all is', () => {
    expect(() => parseLabelsCsv('')).toThrow(
      'This file is empty: a labels file has a header row and one row per address.',
    );
    expect(() => parseLabelsCsv('name,amount\r\nAlice,5\r\n')).toThrow(/line 1 has no "address" column/);
    expect(() => parseLabelsCsv(`address,label\r\n${A.eq},"unclosed`)).toThrow(
      /^This is not a labels file that can be imported: line 2: /,
    );
  });
});

describe('properties', () => {
  it('any label text the store accepts comes back exactly through CSV', async () => {
    const a = storeOver(db);
    const texts = fc.sample(
      fc.oneof(
        fc.string({ minLength: 1, maxLength: 120 }),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      ),
      300,
    );
    let n = 0;
    const kept: string[] = [];
    for (const text of texts) {
      try {
        kept.push((await a.set(raw(++n), text)).text);
      } catch {
        // refused (empty, invisible or control characters): not part of the round trip
      }
    }
    expect(kept.length).toBeGreaterThan(100);
    const b = storeOver(other);
    await importLabelsCsv(b, await exportLabelsCsv(a));
    expect(await b.list()).toEqual(await a.list());
  });
});
