/**
 * The desktop stores on a REAL full disk: a 512 KB tmpfs mounted for the test (root only: elsewhere the
 * file is skipped and says why; electron/store-disk-full.int.test.ts injects the same failure anywhere).
 *
 * What it proves is LevelDB's own behaviour, which an injected failure cannot show: after a write that
 * the full disk cut short, a later write LevelDB confirms is lost at the next open (measured before the
 * stores refused writes after a failed one: the label written once space was freed was gone after a
 * restart), and an open on a full disk fails without any damage to repair.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleRaw } from '../test-support/sample-log-drafts';
import { LOOKUP_LOG_FOLDER, openLookupLogStore } from './lookup-log-store';

let disk = '';
/** Why the file cannot run here, or '' when the tmpfs is mounted. */
let cannot = '';
beforeAll(async () => {
  disk = await mkdtemp(join(tmpdir(), 'store-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', disk], { stdio: 'pipe' });
  } catch (error) {
    cannot = `a tmpfs cannot be mounted here (${(error as Error).message.split('\n')[0]})`;
  }
});
/** Stores a test opened, closed after it whatever happened (a mounted disk with open files cannot go). */
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close().catch(() => undefined);
  if (!cannot) for (const name of await readdir(disk)) await rm(join(disk, name), { recursive: true });
});
afterAll(async () => {
  if (!cannot) execFileSync('umount', [disk]);
  await rm(disk, { recursive: true, force: true });
});

/** Fills what is left of the disk with one file; answers its path. */
async function fillDisk(): Promise<string> {
  const filler = join(disk, 'filler');
  await writeFile(filler, Buffer.alloc(4 * 1024 * 1024)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOSPC') throw error;
  });
  return filler;
}

describe('the desktop stores on a real full disk', () => {
  it('keep every confirmed change: after a failed write nothing more is written until a restart', async ({
    skip,
  }) => {
    if (cannot) skip(cannot);
    const userData = join(disk, 'write');
    const store = openLookupLogStore(userData);
    opened.push(store);
    await store.labels.set(sampleRaw(0), 'before the disk filled up');
    const filler = await fillDisk();
    const confirmed = ['before the disk filled up'];
    let failure: Error | undefined;
    for (let i = 1; !failure; i++)
      await store.labels.set(sampleRaw(i), `label ${i} ${'x'.repeat(100)}`).then(
        (label) => void confirmed.push(label.text),
        (error: Error) => (failure = error),
      );
    expect(failure!.message).toMatch(
      /could not save this change: the disk is full\. The change was not saved/,
    );

    await rm(filler);
    // Room again: a change the store confirmed now would have to survive the restart too.
    const afterFreeing = await store.labels.set(sampleRaw(999), 'after freeing space').then(
      (label) => void confirmed.push(label.text),
      (error: Error) => error,
    );
    await store.close();

    const restarted = openLookupLogStore(userData);
    opened.push(restarted);
    expect((await restarted.labels.list()).map((l) => l.text).sort()).toEqual(confirmed.sort());
    expect(await restarted.core.notices()).toEqual([]);
    // It was not confirmed: until the restart nothing more was written.
    expect(afterFreeing?.message).toMatch(/did not save this change: an earlier change could not be written/);
    await restarted.labels.set(sampleRaw(999), 'after the restart');
    await restarted.close();
  });

  it('tell a start on a full disk as such, leave the store where it is, and open it once there is room', async ({
    skip,
  }) => {
    if (cannot) skip(cannot);
    const userData = join(disk, 'start');
    const first = openLookupLogStore(userData);
    opened.push(first);
    for (let i = 0; i < 20; i++) await first.labels.set(sampleRaw(i), `label ${i} ${'y'.repeat(100)}`);
    await first.close();
    const filler = await fillDisk();

    const store = openLookupLogStore(userData);
    opened.push(store);
    await expect(store.labels.list()).rejects.toThrow(
      `The app's store in ${join(userData, LOOKUP_LOG_FOLDER)} could not be opened: the disk is full`,
    );
    expect(await readdir(userData)).toEqual([LOOKUP_LOG_FOLDER]);
    await rm(filler);
    expect(await store.labels.list()).toHaveLength(20);
    expect(await store.core.notices()).toEqual([]);
    await store.close();
  });
});
