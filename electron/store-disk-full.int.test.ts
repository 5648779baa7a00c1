/**
 * A full disk under the desktop stores, over a REAL LevelDB whose file layer is made to fail as LevelDB
 * fails when its disk is full (the error's code and words as measured on a full tmpfs: `LEVEL_IO_ERROR`,
 * "IO error: …/000003.log: No space left on device" for a write; the same under "Database failed to
 * open" for an open, which writes a new log and manifest).
 *
 * - A change that cannot be written is refused in words naming the store and saying nothing saved was
 *   lost, and no later change is written until the app restarts — on a real full disk LevelDB confirms a
 *   later write and drops it at the next open (measured: the write after the failed one was gone).
 * - A start on a full disk is told as such, the store left as it is; before, the failed open was taken
 *   for damage: the store was "repaired" (its write-ahead log moved to lost/) and moved aside, and the
 *   user's data left the store.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppError } from '../shared/errors';
import { sampleDraft, sampleRaw } from '../test-support/sample-log-drafts';
import type { Level } from './checked-level';
import { LOOKUP_LOG_FOLDER, openLookupLogStore } from './lookup-log-store';

/** The part of classic-level's own database object that the full disk stands in front of. */
interface LevelInternals {
  _batch(operations: unknown[], options: unknown): Promise<void>;
  _open(options: unknown): Promise<void>;
}

/** A LevelDB whose disk is full while `full` is set; it counts the writes that reach LevelDB. */
type FullDiskLevel = Level & { full: boolean; writes: number };

/** The LevelDB of `folder`, its writes and opens failing as they do on a full disk while `full` is set. */
function fullDiskLevel(folder: string): FullDiskLevel {
  const level = Object.assign(
    new ClassicLevel<string, string>(folder, { keyEncoding: 'utf8', valueEncoding: 'utf8' }),
    {
      full: false,
      writes: 0,
    },
  );
  const internals = level as unknown as LevelInternals;
  const batch = internals._batch.bind(level);
  const open = internals._open.bind(level);
  const noSpace = (file: string) =>
    Object.assign(new Error(`IO error: ${folder}/${file}: No space left on device`), {
      code: 'LEVEL_IO_ERROR',
    });
  internals._batch = async (operations, options) => {
    if (level.full) throw noSpace('000003.log');
    level.writes += 1;
    return batch(operations, options);
  };
  internals._open = async (options) => {
    if (level.full) throw noSpace('000005.ldb');
    return open(options);
  };
  return level;
}

let userData: string;
beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'store-disk-full-'));
});
afterEach(() => rm(userData, { recursive: true, force: true }));

const folder = () => join(userData, LOOKUP_LOG_FOLDER);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as AppError,
  );

describe('a full disk under the desktop stores', () => {
  it('refuses a change in words, keeps all that was saved, and writes nothing more until a restart', async () => {
    const level = fullDiskLevel(folder());
    const store = openLookupLogStore(userData, { level });
    await store.labels.set(sampleRaw(1), 'first');
    const logged = await store.log.add(sampleDraft(3));
    await store.watch.add(sampleRaw(2));

    level.full = true;
    const label = await refusal(store.labels.set(sampleRaw(3), 'second'));
    expect(label.message).toBe(
      `The store of your labels and favourites in ${folder()} could not save this change: the disk is full. The change was not saved; everything saved before is kept. Until the app is restarted nothing more is saved, so that what is saved stays whole (a change written after a failed one could be lost at the next start); free some space, then restart the app.`,
    );
    expect(label.info.detail).toBe(
      `LEVEL_IO_ERROR IO error: ${folder()}/000003.log: No space left on device`,
    );

    // Room again: still nothing is written, whichever store asks, and each says why.
    level.full = false;
    const written = level.writes;
    const lookup = await refusal(store.log.add(sampleDraft(4, { start: 100 })));
    expect(lookup.message).toMatch(
      new RegExp(
        `^The lookup log in ${folder()} did not save this change: an earlier change could not be written \\(LEVEL_IO_ERROR IO error: .*No space left on device\\), and until the app is restarted nothing more is saved`,
      ),
    );
    await expect(store.watch.add(sampleRaw(5))).rejects.toThrow(/watch list in .* did not save this change/);
    expect(level.writes).toBe(written);
    // What was saved still reads.
    expect((await store.labels.list()).map((l) => l.text)).toEqual(['first']);
    await store.close();

    const restarted = openLookupLogStore(userData);
    expect((await restarted.labels.list()).map((l) => l.text)).toEqual(['first']);
    expect((await restarted.log.list()).map((s) => s.id)).toEqual([logged.id]);
    expect((await restarted.watch.list()).map((e) => e.raw)).toEqual([sampleRaw(2)]);
    expect(await restarted.core.notices()).toEqual([]);
    // After the restart, changes are saved again.
    await restarted.labels.set(sampleRaw(3), 'second');
    await restarted.close();
  });

  it('tells a start on a full disk as such, leaves the store as it is, and opens it once there is room', async () => {
    const first = openLookupLogStore(userData);
    await first.labels.set(sampleRaw(1), 'kept');
    await first.close();

    const level = fullDiskLevel(folder());
    level.full = true;
    const store = openLookupLogStore(userData, { level });
    const error = await refusal(store.labels.list());
    expect(error.message).toBe(
      `The app's store in ${folder()} could not be opened: the disk is full (opening it writes a little). Nothing was changed; free some space and try again.`,
    );
    await expect(store.core.notices()).rejects.toThrow(/could not be opened: the disk is full/);
    // Not taken for damage: nothing repaired, moved aside or copied.
    expect(await readdir(userData)).toEqual([LOOKUP_LOG_FOLDER]);
    expect(await readdir(folder())).not.toContain('lost');

    level.full = false;
    expect((await store.labels.list()).map((l) => l.text)).toEqual(['kept']);
    expect(await store.core.notices()).toEqual([]);
    await store.close();
  });
});
