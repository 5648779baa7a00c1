/**
 * The lookup log over a REAL LevelDB (classic-level) in a temp folder: round trip of a 100,000-account
 * lookup across a reopen, newest-first listing without reading bodies, eviction order and bounds, the
 * layout version, gzipped bodies and plain ones written before, damaged values. (Crash safety with a killed writer process: electron/lookup-log-store.sys.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { keptEntryJson, lookupLogDraftSchema } from './log-entry';
import { stripBocs } from './logged-account';
import type { StoreDatabase } from '../storage/store-database';
import { createLookupLog } from './lookup-log';
import { gunzip, gzipChunks, isGzip } from '../storage/gzip-bytes';
import { jsonBytes, jsonChunks } from '../storage/json-bytes';
import { joinBytes } from '../join-bytes';
import { sampleDraft, sampleLookup, sampleRaw } from '../../test-support/sample-log-drafts';
import type { CheckedLookup } from '../api/account-states';
import { LookupAnswer } from '../jobs/lookup-answer';
import { checkedLookup } from '../../test-support/checked-lookup';
import { useTempLevelDb } from '../../test-support/temp-level-db';

const level = useTempLevelDb('lookup-log-');

/** The stored bytes of `key`. */
async function storedBytes(key: string): Promise<Uint8Array> {
  const bytes = await level.db.get(key, { valueEncoding: 'view' });
  if (!bytes) throw new Error(`nothing stored under ${key}`);
  return bytes as unknown as Uint8Array;
}

async function keysWith(prefix: string): Promise<string[]> {
  return (await level.db.iterator({ gt: prefix, lt: `${prefix.slice(0, -1)};` }).all()).map(([k]) => k);
}

/** The keys of entry `id`'s body, every part of it, in order. */
async function bodyKeys(id: string): Promise<string[]> {
  return level.db.keys({ gte: `body:${id}`, lt: `body:${id};` }).all();
}

/** A paste with its message, a skipped word and an invalid entry with its correction. */
const pastedCase = {
  text: 'I sent 10 USDT from my wallet; my old wallet is UQtypo',
  cut: false,
  skipped: [{ input: 'USDT', line: 1, column: 11 }],
  invalid: [
    {
      input: 'UQtypo',
      line: 1,
      column: 49,
      reason: 'checksum does not match',
      corrections: [`0:${'3'.repeat(64)}`],
    },
  ],
};

/** A clock that moves one second per call, so entries get distinct, ordered times. */
function steppingClock(start = Date.UTC(2026, 10, 23, 9, 0, 0)) {
  let t = start;
  return () => new Date((t += 1000));
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('lookup log round trip', () => {
  it('keeps a 100,000-account lookup whole across a reopen, without BoCs', async () => {
    const draft = sampleDraft(100_000);
    const summary = await createLookupLog(level.db).add(draft);
    expect(summary.counts).toEqual({ requested: 100_000, found: 66_667, notFound: 33_333, failed: 0 });

    await level.reopen();
    const log = createLookupLog(level.db);
    const listed = await log.list();
    expect(listed).toEqual([summary]);
    const entry = await log.get(summary.id);
    const expected = lookupLogDraftSchema.parse(draft);
    expect(entry).toEqual({
      ...expected,
      result: stripBocs(expected.result),
      schemaVersion: 1,
      id: summary.id,
      createdAt: summary.createdAt,
    });
    expect(entry.result.accounts).toHaveLength(66_667);
    expect(entry.inputs).toHaveLength(100_000);
    const stored = await storedBytes(`body:${summary.id}`);
    const body = new TextDecoder().decode(await gunzip(stored));
    expect(body).toContain('"account_state_hash"');
    expect(body).not.toContain('code_boc');
    expect(body).not.toContain('data_boc');
    expect(summary.sizeBytes).toBeGreaterThan(stored.length);
  });

  it('keeps the body gzipped and counts what it takes on disk, not its JSON', async () => {
    const log = createLookupLog(level.db);
    const summary = await log.add(sampleDraft(20_000));
    const stored = await storedBytes(`body:${summary.id}`);
    expect(isGzip(stored)).toBe(true);
    const json = (await jsonBytes(await log.get(summary.id))).length;
    // The size listed and summed is the stored one: the body's bytes and the small summary beside it.
    expect(summary.sizeBytes).toBeGreaterThanOrEqual(stored.length);
    expect(summary.sizeBytes).toBeLessThan(stored.length + 4096);
    expect(summary.sizeBytes * 4).toBeLessThan(json);
    expect((await log.status()).bytes).toBe(summary.sizeBytes);
  });

  it('lists newest first from the summaries alone (no body is read)', async () => {
    const log = createLookupLog(level.db, { now: steppingClock() });
    const a = await log.add(sampleDraft(3, { profileName: 'first' }));
    const b = await log.add(sampleDraft(3, { profileName: 'second' }));
    const c = await log.add(sampleDraft(3, { profileName: 'third' }));

    const touched: string[] = [];
    const spy: StoreDatabase = {
      open: () => level.db.open(),
      get: ((key: string) => (touched.push(key), level.db.get(key))) as StoreDatabase['get'],
      batch: (ops, o) => (level.db as StoreDatabase).batch(ops, o),
      iterator: (o) => (touched.push(`range ${o.gt}..${o.lt}`), level.db.iterator(o)),
      keys: (o) => (touched.push(`keys ${o.gt}..${o.lt}`), level.db.keys(o)),
    };
    const listed = await createLookupLog(spy).list();
    expect(listed.map((s) => s.id)).toEqual([c.id, b.id, a.id]);
    expect(listed.map((s) => s.profile.name)).toEqual(['third', 'second', 'first']);
    expect(touched.filter((k) => k.includes('body'))).toEqual([]);
  });

  it('gives entries logged in the same millisecond distinct ids in the order they were added', async () => {
    const fixed = new Date(Date.UTC(2026, 0, 1));
    const log = createLookupLog(level.db, { now: () => fixed });
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await log.add(sampleDraft(1))).id);
    expect(new Set(ids).size).toBe(5);
    expect((await log.list()).map((s) => s.id)).toEqual([...ids].reverse());
  });

  it('deletes one entry (summary and body) and says whether there was one', async () => {
    const log = createLookupLog(level.db, { now: steppingClock() });
    const a = await log.add(sampleDraft(2));
    const b = await log.add(sampleDraft(2));
    expect(await log.remove(a.id)).toBe(true);
    expect(await log.remove(a.id)).toBe(false);
    expect((await log.list()).map((s) => s.id)).toEqual([b.id]);
    expect(await keysWith('body:')).toEqual([`body:${b.id}`]);
    expect((await rejection(log.get(a.id))).message).toMatch(/no longer in the log/);
  });

  it('refuses a malformed draft or id with a plain message', async () => {
    const log = createLookupLog(level.db);
    const bad = { ...sampleDraft(1), counts: { requested: -1, found: 0, notFound: 0, failed: 0 } };
    const error = await rejection(log.add(bad));
    expect(error.info).toMatchObject({ kind: 'invalid-input', path: 'counts.requested' });
    expect((await rejection(log.get('../etc/passwd'))).message).toMatch(/not a lookup log id/);
    expect(await log.list()).toEqual([]);
  });
});

describe('lookup log bounds', () => {
  it('keeps at most maxEntries, evicting the oldest first', async () => {
    const log = createLookupLog(level.db, { maxEntries: 3, now: steppingClock() });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await log.add(sampleDraft(4, { start: i * 10 }))).id);
    expect((await log.list()).map((s) => s.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(await keysWith('body:')).toEqual(ids.slice(2).map((id) => `body:${id}`));
    expect((await rejection(log.get(ids[0]!))).message).toMatch(/no longer in the log/);
  });

  it('keeps the total size within maxBytes, oldest going first, newest always kept', async () => {
    const probe = await createLookupLog(level.db).add(sampleDraft(50));
    await createLookupLog(level.db).remove(probe.id);
    const maxBytes = Math.floor(probe.sizeBytes * 2.5);
    const log = createLookupLog(level.db, { maxBytes, now: steppingClock() });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push((await log.add(sampleDraft(50, { start: i * 100 }))).id);
      const listed = await log.list();
      expect(listed.reduce((sum, s) => sum + s.sizeBytes, 0)).toBeLessThanOrEqual(maxBytes);
      expect(listed[0]!.id).toBe(ids.at(-1));
    }
    expect((await log.list()).map((s) => s.id)).toEqual([ids[5], ids[4]]);
  });

  it('never evicts a pinned entry, records what it evicted, and refuses when pinned entries fill it', async () => {
    const log = createLookupLog(level.db, { maxEntries: 3, now: steppingClock() });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await log.add(sampleDraft(2, { start: i * 10 }))).id);
    await log.annotate(ids[0]!, { pinned: true, note: 'T-4411' });
    expect((await log.status()).lastEviction).toBeNull();
    ids.push((await log.add(sampleDraft(2, { start: 30 }))).id);
    ids.push((await log.add(sampleDraft(2, { start: 40 }))).id);
    // The oldest (pinned) stays; the next oldest went instead.
    expect((await log.list()).map((s) => s.id)).toEqual([ids[4], ids[3], ids[0]]);
    expect((await log.list()).at(-1)).toMatchObject({ pinned: true, note: 'T-4411' });
    const status = await log.status();
    expect(status).toMatchObject({ entries: 3, pinned: 1, maxEntries: 3 });
    expect(status.lastEviction).toMatchObject({ count: 1 });
    expect(status.lastEviction!.newest).toBe(new Date(Number(ids[2]!.slice(0, 13))).toISOString());

    await log.annotate(ids[3]!, { pinned: true });
    await log.annotate(ids[4]!, { pinned: true });
    const full = await rejection(log.add(sampleDraft(2, { start: 50 })));
    expect(full.message).toMatch(/pinned lookups fill the lookup log/);
    expect((await log.list()).map((s) => s.id)).toEqual([ids[4], ids[3], ids[0]]);
    // Unpinned, an entry can go again; its notes go with it.
    await log.annotate(ids[0]!, { pinned: false });
    await log.add(sampleDraft(2, { start: 60 }));
    expect((await log.list()).map((s) => s.id)).not.toContain(ids[0]);
    expect(await keysWith('notes:')).not.toContain(`notes:${ids[0]}`);
  });

  it('refuses an entry larger than the whole log, saying so, and keeps what it had', async () => {
    const log = createLookupLog(level.db, { maxBytes: 20_000, now: steppingClock() });
    const small = await log.add(sampleDraft(2));
    const error = await rejection(log.add(sampleDraft(5000)));
    expect(error.info.kind).toBe('invalid-input');
    expect(error.message).toMatch(
      /takes more than the lookup log's limit of 20 KB, so it was not logged\. Export it to a file instead\./,
    );
    expect((await log.list()).map((s) => s.id)).toEqual([small.id]);
  });

  it('keeps a body larger than the database keeps in one value in parts, read back whole and evicted whole', async () => {
    // Chromium's IndexedDB refuses one value over 127 MB, though the log may take 256: the body is cut.
    const log = createLookupLog(level.db, { maxValueBytes: 20_000, now: steppingClock() });
    const small = await log.add(sampleDraft(2));
    const draft = sampleDraft(5000);
    const large = await log.add(draft);
    const parts = await bodyKeys(large.id);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts).toEqual([
      `body:${large.id}`,
      ...parts.slice(1).map((_, i) => `body:${large.id}:${String(i + 1).padStart(4, '0')}`),
    ]);
    const sizes = await Promise.all(parts.map(async (key) => (await storedBytes(key)).length));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(20_000);
    // The size listed, summed and evicted by counts every part.
    expect(large.sizeBytes).toBeGreaterThan(sizes.reduce((a, b) => a + b, 0));
    expect((await log.status()).bytes).toBe(small.sizeBytes + large.sizeBytes);
    const entry = await log.get(large.id);
    expect(entry.inputs).toEqual(lookupLogDraftSchema.parse(draft).inputs);
    expect(await log.findAddress(draft.inputs[4321]!.raw)).toEqual([large.id]);

    // Made room for by eviction: every part goes with it.
    const full = createLookupLog(level.db, {
      maxBytes: small.sizeBytes + large.sizeBytes + 1000,
      maxValueBytes: 20_000,
      now: steppingClock(Date.UTC(2026, 10, 24)),
    });
    await full.add(sampleDraft(5000, { start: 20_000 }));
    expect((await full.list()).map((s) => s.id)).not.toContain(large.id);
    expect(await bodyKeys(large.id)).toEqual([]);
  });

  it('tells a body with a part missing as damaged, and deletes what is left of it', async () => {
    const log = createLookupLog(level.db, { maxValueBytes: 20_000, now: steppingClock() });
    const good = await log.add(sampleDraft(3, { profileName: 'good' }));
    const bad = await log.add(sampleDraft(5000));
    const parts = await bodyKeys(bad.id);
    await level.db.del(parts[2]!);

    const error = await rejection(log.get(bad.id));
    expect(error.info.kind).toBe('storage');
    expect(error.message).toMatch(/damaged on disk and cannot be shown; you can delete it/);
    expect(await log.findAddress(sampleDraft(5000).inputs[9]!.raw)).toEqual([]);
    expect((await log.get(good.id)).profile.name).toBe('good');
    expect(await log.remove(bad.id)).toBe(true);
    expect(await bodyKeys(bad.id)).toEqual([]);
  });

  it('stops making an entry once it has passed the whole log, and refuses it', async () => {
    const log = createLookupLog(level.db, { maxBytes: 20_000 });
    const draft = lookupLogDraftSchema.parse(sampleDraft(100_000));
    // Which inputs were written out: the body's JSON reads each one as it is made.
    let furthest = -1;
    const inputs = new Proxy(draft.inputs, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) furthest = Math.max(furthest, Number(key));
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const error = await rejection(log.addChecked({ ...draft, inputs }));
    expect(error.message).toMatch(/takes more than the lookup log's limit of 20 KB, so it was not logged/);
    expect(furthest).toBeGreaterThan(100);
    // Not all the inputs were made, and so none of the accounts, which come after them.
    expect(furthest).toBeLessThan(draft.inputs.length - 1);
    expect(await log.list()).toEqual([]);
  });
});

describe('a large lookup written without holding the thread', () => {
  it("writes the address book and metadata from the lookup's own Maps, in the order its answer kept them", async () => {
    // The app's own maker of the draft: batches answered out of order, a later batch's book naming an
    // account again, metadata of an address no one asked for (a jetton master).
    const lookup = sampleLookup(600);
    const inputs = lookup.accounts.map((a) => ({ raw: a.address, input: a.address.toLowerCase() }));
    const answer = LookupAnswer.of({ mode: 'record' }, inputs);
    const batch = (from: number, to: number): CheckedLookup => {
      const accounts = lookup.accounts.slice(from, to);
      const book = Object.fromEntries(accounts.map((a) => [a.address, lookup.address_book[a.address]!]));
      return checkedLookup({
        accounts,
        address_book: book,
        metadata: { [sampleRaw(9_000 + from)]: { is_indexed: true, token_info: [] } },
        not_found: [],
      });
    };
    const raws = (from: number, to: number) => inputs.slice(from, to).map((i) => i.raw);
    answer.add(raws(200, 400), batch(200, 400));
    answer.add(raws(0, 200), batch(0, 200));
    answer.add(raws(400, 400), batch(100, 150));
    answer.add(raws(400, 400), batch(400, 400));
    const draft = answer.draft({
      indexer: { profileId: 'local', name: 'Local', baseUrl: 'http://127.0.0.1:8787' },
      lastBlock: null,
      includeBoc: false,
      cancelled: true,
    });
    const { address_book: book, metadata } = draft.result;
    // The answer's own Maps, not copied into records for the log.
    expect(book).toBe(answer.names().addressBook);
    expect(metadata).toBe(answer.names().metadata);
    const order = { book: [...book.keys()], metadata: [...metadata.keys()] };
    expect(order.book).toHaveLength(400);

    const log = createLookupLog(level.db);
    const summary = await log.addChecked(draft);

    const entry = await log.get(summary.id);
    expect([...entry.result.address_book.keys()]).toEqual(order.book);
    expect([...entry.result.metadata.keys()]).toEqual(order.metadata);
    for (const key of order.book) expect(entry.result.address_book.get(key)).toEqual(book.get(key));
    for (const key of order.metadata) expect(entry.result.metadata.get(key)).toEqual(metadata.get(key));
    expect(entry.inputs).toEqual(inputs.slice(0, 400));
  });
});

describe('lookup log schema version', () => {
  it('marks a new store with layout 3 (compact bodies in parts)', async () => {
    await createLookupLog(level.db).list();
    expect(await level.db.get('meta:schema')).toBe('3');
  });

  it('reads an entry written before bodies were gzipped exactly as before, beside new ones', async () => {
    const first = createLookupLog(level.db, { now: steppingClock() });
    const summary = await first.add({
      ...sampleDraft(300),
      pasted: { ...pastedCase, text: 'Ticket #512 — Ana' },
    });
    const entry = await first.get(summary.id);
    // The store as the app wrote it before: layout 1, the body as its plain JSON text, no paste apart.
    await level.db.batch([
      { type: 'put', key: 'meta:schema', value: '1' },
      { type: 'put', key: `body:${summary.id}`, value: JSON.stringify(JSON.parse(keptEntryJson(entry))) },
      { type: 'del', key: `pasted:${summary.id}` },
    ]);

    await level.reopen();
    const log = createLookupLog(level.db, { now: steppingClock(Date.UTC(2026, 10, 24)) });
    expect(await log.get(summary.id)).toEqual(entry);
    expect(await log.findAddress(entry.inputs[7]!.raw)).toEqual([summary.id]);
    expect((await log.findText('#512')).map((f) => f.id)).toEqual([summary.id]);
    const added = await log.add(sampleDraft(300, { start: 1000 }));
    expect(await level.db.get('meta:schema')).toBe('3');
    expect(await log.get(summary.id)).toEqual(entry);
    expect((await log.get(added.id)).inputs).toHaveLength(300);
    expect(await log.findAddress(entry.inputs[7]!.raw)).toEqual([summary.id]);
  });

  it('reads an entry written with gzipped whole bodies (layout 2) exactly as before, beside new ones', async () => {
    const first = createLookupLog(level.db, { now: steppingClock() });
    const summary = await first.add({ ...sampleDraft(300), pasted: pastedCase });
    const entry = await first.get(summary.id);
    // The store as layout 2 wrote it: the entry's own JSON, gzipped, in one record.
    const gzipped = await gzipChunks(jsonChunks(JSON.parse(keptEntryJson(entry))));
    await level.db.batch([
      { type: 'put', key: 'meta:schema', value: '2' },
      {
        type: 'put',
        key: `body:${summary.id}`,
        value: joinBytes(
          gzipped!,
          gzipped!.reduce((n, c) => n + c.length, 0),
        ),
        valueEncoding: 'view',
      },
    ] as never);

    await level.reopen();
    const log = createLookupLog(level.db, { now: steppingClock(Date.UTC(2026, 10, 24)) });
    expect(await log.get(summary.id)).toEqual(entry);
    expect(await log.findAddress(entry.inputs[7]!.raw)).toEqual([summary.id]);
    await log.add(sampleDraft(300, { start: 1000 }));
    expect(await level.db.get('meta:schema')).toBe('3');
    expect(await log.get(summary.id)).toEqual(entry);
    expect(await log.remove(summary.id)).toBe(true);
    expect(await bodyKeys(summary.id)).toEqual([]);
  });

  it('refuses a store written by a newer version, leaving its data untouched', async () => {
    const summary = await createLookupLog(level.db).add(sampleDraft(2));
    await level.db.put('meta:schema', '4');
    const before = await level.db.iterator({}).all();

    await level.reopen();
    const log = createLookupLog(level.db, { location: '/data/lookup-log' });
    const error = await rejection(log.list());
    expect(error.message).toMatch(
      /lookup log in \/data\/lookup-log was written by a newer version of the app \(schema 4/,
    );
    await rejection(log.add(sampleDraft(1)));
    await rejection(log.remove(summary.id));
    expect(await level.db.iterator({}).all()).toEqual(before);
  });
});

describe('lookup log damaged values', () => {
  it('reports a damaged body as unreadable, lists the others, and lets it be deleted', async () => {
    const log = createLookupLog(level.db, { now: steppingClock() });
    const good = await log.add(sampleDraft(3, { profileName: 'good' }));
    const bad = await log.add(sampleDraft(3, { profileName: 'bad' }));
    const body = await storedBytes(`body:${bad.id}`);
    await level.db.put(`body:${bad.id}`, body.slice(0, body.length / 2), { valueEncoding: 'view' });

    expect((await log.list()).map((s) => s.id)).toEqual([bad.id, good.id]);
    const error = await rejection(log.get(bad.id));
    expect(error.message).toMatch(/damaged on disk and cannot be shown; you can delete it/);
    expect((await log.get(good.id)).profile.name).toBe('good');
    expect(await log.remove(bad.id)).toBe(true);
    expect((await log.list()).map((s) => s.id)).toEqual([good.id]);
  });

  it('tells a gzipped body changed on disk as damaged, and searches pass over it', async () => {
    const log = createLookupLog(level.db, { now: steppingClock() });
    const good = await log.add(sampleDraft(3, { profileName: 'good' }));
    const bad = await log.add({ ...sampleDraft(300, { profileName: 'bad' }), pasted: pastedCase });
    await level.db.del(`pasted:${bad.id}`);
    const body = await storedBytes(`body:${bad.id}`);
    // One byte of the compressed stream changed: gzip's check finds it, nothing else is read instead.
    const middle = body.length >> 1;
    body[middle] = body[middle]! ^ 0x5a;
    await level.db.put(`body:${bad.id}`, body, { valueEncoding: 'view' });

    const error = await rejection(log.get(bad.id));
    expect(error.info.kind).toBe('storage');
    expect(error.message).toMatch(/damaged on disk and cannot be shown; you can delete it/);
    const goodRaw = (await log.get(good.id)).inputs[0]!.raw;
    expect(await log.findAddress(goodRaw)).toEqual([good.id]);
    expect(await log.findText('USDT')).toEqual([]);
    expect(await log.remove(bad.id)).toBe(true);
  });

  it('lists a damaged summary as damaged (time from its id) instead of failing the list', async () => {
    const log = createLookupLog(level.db, { now: steppingClock() });
    const good = await log.add(sampleDraft(3));
    const bad = await log.add(sampleDraft(3));
    await level.db.put(`summary:${bad.id}`, '{"schemaVersion":1,"id":');
    const listed = await log.list();
    expect(listed.map((s) => [s.id, Boolean(s.damaged)])).toEqual([
      [bad.id, true],
      [good.id, false],
    ]);
    expect(listed[0]!.createdAt).toBe(bad.createdAt);
    expect(await log.remove(bad.id)).toBe(true);
    expect((await log.list()).map((s) => s.id)).toEqual([good.id]);
  });
});

describe('the case record', () => {
  const pasted = pastedCase;

  it('keeps exactly what was pasted in the entry, and its invalid entries in the summary for search', async () => {
    const log = createLookupLog(level.db, { now: steppingClock() });
    const summary = await log.add({ ...sampleDraft(2), pasted });
    expect(summary.invalidInputs).toEqual(pasted.invalid);
    expect((await log.get(summary.id)).pasted).toEqual(pasted);
    expect((await log.list())[0]!.invalidInputs).toEqual(pasted.invalid);
  });

  it('a re-run is linked to its entry and keeps its title and note (not its pin), editable apart', async () => {
    const log = createLookupLog(level.db, { now: steppingClock() });
    const first = await log.add(sampleDraft(2));
    await log.annotate(first.id, { title: 'Lost USDT', note: 'T-4411', pinned: true });
    const rerun = await log.add({ ...sampleDraft(2), rerunOf: first.id });
    expect(rerun).toMatchObject({ rerunOf: first.id, title: 'Lost USDT', note: 'T-4411' });
    expect(rerun.pinned).toBeUndefined();
    await log.annotate(rerun.id, { note: 'T-4411, answered' });
    const listed = await log.list();
    expect(listed.find((s) => s.id === first.id)!.note).toBe('T-4411');
    expect(listed.find((s) => s.id === rerun.id)).toMatchObject({
      title: 'Lost USDT',
      note: 'T-4411, answered',
    });
  });

  it('finds an entry by a text inside its pasted message or a typo corrected before it, reading no body', async () => {
    const log = createLookupLog(level.db, { now: steppingClock() });
    const message = 'Hello, I am Maria Lopez.\nTicket #48213: my USDT is gone';
    const corrected = [{ typed: 'UQtyp0', to: 'UQtypo', line: 1, column: 49 }];
    const withCase = await log.add({ ...sampleDraft(2), pasted: { ...pasted, text: message, corrected } });
    const other = await log.add({ ...sampleDraft(2), pasted: { ...pasted, text: 'Ticket #5 from Pedro' } });
    await log.add(sampleDraft(2));
    // The card's first line and the corrections ride in the summary; the message itself does not.
    expect(withCase).toMatchObject({ message: 'Hello, I am Maria Lopez.', correctedInputs: corrected });
    expect(JSON.stringify(await log.list())).not.toContain('48213');
    // No body is read: with the bodies gone the messages are still found.
    for (const id of [withCase.id, other.id]) await level.db.del(`body:${id}`);

    expect(await log.findText('48213')).toEqual([
      { id: withCase.id, where: ['message, line 2, column 9: “Ticket #48213: my USDT is gone”'] },
    ]);
    expect((await log.findText('maria')).map((f) => f.id)).toEqual([withCase.id]);
    expect((await log.findText('ticket')).map((f) => f.id)).toEqual([other.id, withCase.id]);
    expect(await log.findText('UQtyp0')).toEqual([
      {
        id: withCase.id,
        where: ['address as the customer wrote it, before the correction (line 1, column 49)'],
      },
    ]);
    expect(await log.findText('nobody')).toEqual([]);

    // Deleted with its entry.
    await log.remove(withCase.id);
    expect(await keysWith('pasted:')).toHaveLength(2);
    expect(await keysWith('pasted:')).not.toContain(`pasted:${withCase.id}`);
    expect(await log.findText('48213')).toEqual([]);
  });

  it('finds the message of an entry logged before pastes were kept apart, from its body', async () => {
    const log = createLookupLog(level.db, { now: steppingClock() });
    const old = await log.add({ ...sampleDraft(2), pasted: { ...pasted, text: 'Ticket #777 — Ana' } });
    await level.db.del(`pasted:${old.id}`);
    expect((await createLookupLog(level.db).findText('#777')).map((f) => f.id)).toEqual([old.id]);
  });
});
