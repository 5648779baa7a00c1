/**
 * The user's libraries over a REAL LevelDB (classic-level) in a sublevel of the lookup log's database:
 * a pasted or loaded BoC is kept under its own hash, across a reopen; a BoC of another code than the
 * library a contract names is refused with both hashes; unreadable input, a library cell instead of its
 * code, and the store's bound are refused with the reason; removing one leaves the labels alone.
 */
import { beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { codeInfo } from '../../local-index-server/contract-codes';
import { rejection, steppingClock } from '../../test-support/store-tests';
import { useTempLevelDb } from '../../test-support/temp-level-db';
import { createLabelStore, LABELS_SUBLEVEL } from '../labels/label-store';
import { createUserLibraryStore, LIBRARIES_SUBLEVEL } from './user-library-store';

const level = useTempLevelDb('libraries-');
const librariesDb = () => level.db.sublevel<string, string>(LIBRARIES_SUBLEVEL, { valueEncoding: 'utf8' });

describe('the user’s libraries', () => {
  const v3 = codeInfo('wallet_v3r2');
  const v3Hash = v3.cell.hash().toString('hex');

  it('keeps a pasted BoC (Base64 or hex) or a file under its own hash, with its name, across a reopen', async () => {
    const store = createUserLibraryStore(librariesDb(), { now: steppingClock() });
    const pasted = await store.add({ boc: ` ${v3.boc}\n`, name: ' my wallet code ', expectedHash: v3Hash });
    expect(pasted).toMatchObject({ hash: v3Hash, name: 'my wallet code', origin: 'pasted', file_name: null });
    const v4 = codeInfo('wallet_v4r2');
    const file = await store.add({ boc: v4.cell.toBoc(), fileName: 'v4.boc' });
    expect(file).toMatchObject({ hash: v4.cell.hash().toString('hex'), origin: 'file', file_name: 'v4.boc' });
    const hex = await store.add({ boc: v3.cell.toBoc().toString('hex').toUpperCase() });
    expect(hex.hash).toBe(v3Hash);
    // Adding it again keeps one entry, added when it first was.
    expect(hex.added_at).toBe(pasted.added_at);
    await level.reopen();
    const reopened = createUserLibraryStore(librariesDb());
    expect((await reopened.list()).map((l) => l.hash)).toEqual([v3Hash, v4.cell.hash().toString('hex')]);
    expect(await reopened.bocs()).toEqual([v3.boc, v4.boc]);
  });

  it('refuses another code than the library named, unreadable text, a library cell, and more than the bound', async () => {
    const store = createUserLibraryStore(librariesDb(), { maxLibraries: 1 });
    expect(
      await rejection(store.add({ boc: codeInfo('wallet_v4r2').boc, expectedHash: v3Hash })),
    ).toMatchObject({
      kind: 'invalid-input',
      message: expect.stringMatching(new RegExp(`not ${v3Hash}.*was not added`)),
    });
    expect(await rejection(store.add({ boc: 'not a boc!' }))).toMatchObject({
      message: expect.stringMatching(/not a BoC/),
    });
    expect(await rejection(store.add({ boc: 'AAAA' }))).toMatchObject({
      message: expect.stringMatching(/not a readable BoC of one cell/),
    });
    const libraryCell = beginCell().storeUint(2, 8).storeBuffer(v3.cell.hash()).endCell({ exotic: true });
    expect(await rejection(store.add({ boc: libraryCell.toBoc() }))).toMatchObject({
      message: expect.stringMatching(/itself a library cell/),
    });
    await store.add({ boc: v3.boc });
    expect(await rejection(store.add({ boc: codeInfo('wallet_v4r2').boc }))).toMatchObject({
      message: expect.stringMatching(/at most 1 libraries/),
    });
    expect(await store.list()).toHaveLength(1);
  });

  it('removes one by hash, and never touches the labels beside it', async () => {
    const labels = createLabelStore(
      level.db.sublevel<string, string>(LABELS_SUBLEVEL, { valueEncoding: 'utf8' }),
    );
    await labels.set('0:' + '1'.repeat(64), 'kept');
    const store = createUserLibraryStore(librariesDb());
    await store.add({ boc: v3.boc });
    expect(await store.remove(v3Hash.toUpperCase())).toBe(true);
    expect(await store.remove(v3Hash)).toBe(false);
    expect(await store.list()).toEqual([]);
    expect((await labels.list()).map((l) => l.text)).toEqual(['kept']);
  });
});
