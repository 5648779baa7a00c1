/**
 * A damaged desktop store, against REAL LevelDB: one store holding a 20,000-account lookup and two small
 * ones, 50 labels, a favourite and a watched address is built once, and for each kind of damage a copy is
 * damaged on disk (a missing or wrong CURRENT, a missing, garbage or cut manifest, garbage in or a cut
 * write-ahead log, a cut, garbage or missing data file) and opened as the next start of the app would.
 *
 * Each time: the damage is found on open and named (the store's folder, what could not be read); the
 * store is repaired (or moved aside) and every screen still works, with no "problem in the app"; a copy
 * of the store as it was found is kept beside it, byte for byte; and nothing is missing without a notice
 * that concerns the store it was in. A clean reopen finds nothing and keeps no copy.
 */
import {
  cp,
  mkdtemp,
  open,
  readdir,
  readFile,
  rm,
  stat,
  truncate,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concerns, type StoreNotice } from '../shared/storage/store-notice';
import { sampleDraft, sampleRaw } from '../test-support/sample-log-drafts';
import { LOOKUP_LOG_FOLDER, openLookupLogStore, type LookupLogStore } from './lookup-log-store';

let root: string;
let pristine: string;

/** What a whole store holds. */
interface Contents {
  entries: number;
  labels: number;
  favourites: number;
  watched: number;
}

const WHOLE: Contents = { entries: 3, labels: 50, favourites: 1, watched: 1 };

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'store-damage-'));
  pristine = join(root, 'pristine');
  // The big entry alone first, then closed and opened again: the reopen moves it out of the write-ahead
  // log into a data file that the manifest lists. (Left to the next write, that move runs in the
  // background, and a close that comes first leaves the data file unlisted: damage to it is then no
  // damage at all, and the cases below that damage it find nothing.)
  const first = openLookupLogStore(pristine);
  await first.log.add(sampleDraft(20_000));
  await first.close();
  const store = openLookupLogStore(pristine);
  await store.log.list();
  // The rest stays in the new write-ahead log, far below what makes LevelDB move it, yet more than one of
  // its 32 KB blocks: LevelDB takes damage in the last block for a write a crash cut short and says
  // nothing. Bodies are stored gzipped, so the first entry here has 3,000 accounts (200 were enough when
  // they were plain JSON).
  await store.log.add(sampleDraft(3_000, { start: 50_000 }));
  for (let i = 0; i < 50; i++) await store.labels.set(sampleRaw(900_000 + i), `label ${i}`);
  await store.labels.addFavourite(sampleRaw(1));
  await store.watch.add(sampleRaw(2));
  await store.log.add(sampleDraft(100, { start: 60_000 }));
  await store.close();
  const files = await readdir(join(pristine, LOOKUP_LOG_FOLDER));
  // The damage below needs both kinds of file.
  expect(files.some((f) => f.endsWith('.ldb'))).toBe(true);
  expect(files.some((f) => /^\d+\.log$/.test(f))).toBe(true);
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A copy of the pristine store for one case. */
async function copyOfPristine(name: string): Promise<string> {
  const userData = join(root, name);
  await cp(pristine, userData, { recursive: true });
  return userData;
}

/** The files of the store folder with the given ending or prefix. */
async function filesOf(folder: string, test: (name: string) => boolean): Promise<string[]> {
  return (await readdir(folder)).filter(test).map((name) => join(folder, name));
}

/** Overwrites `count` bytes at `at` (a fraction of the file, or 0) with a fixed garbage pattern. */
async function garbage(path: string, at: number, count = 300): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    const size = (await handle.stat()).size;
    const bytes = Buffer.from(Array.from({ length: count }, (_, i) => (i * 37 + 11) & 0xff));
    await handle.write(bytes, 0, count, Math.floor(size * at));
  } finally {
    await handle.close();
  }
}

const isLog = (name: string) => /^\d+\.log$/.test(name);
const isTable = (name: string) => name.endsWith('.ldb') || name.endsWith('.sst');
const isManifest = (name: string) => name.startsWith('MANIFEST-');

/** Each damage: what it does to the folder, and how the notice names what could not be read. */
const DAMAGE: {
  name: string;
  damage: (folder: string) => Promise<void>;
  names: RegExp;
  /** What must have survived (a repair reads every file that is left). */
  keeps?: Partial<Contents>;
}[] = [
  {
    name: 'CURRENT deleted',
    damage: (f) => unlink(join(f, 'CURRENT')),
    names: /CURRENT file .* is missing/,
    keeps: WHOLE,
  },
  {
    name: 'CURRENT naming a manifest that does not exist',
    damage: (f) => writeFile(join(f, 'CURRENT'), 'MANIFEST-999999\n'),
    names: /manifest \(MANIFEST-999999.*\) is missing/,
    keeps: WHOLE,
  },
  {
    name: 'MANIFEST deleted',
    damage: async (f) => {
      for (const path of await filesOf(f, isManifest)) await unlink(path);
    },
    names: /manifest \(MANIFEST-\d+.*\) is missing/,
    keeps: WHOLE,
  },
  {
    name: 'garbage in the MANIFEST',
    damage: async (f) => {
      for (const path of await filesOf(f, isManifest)) await garbage(path, 0, 64);
    },
    names: /manifest .* is damaged/,
    keeps: WHOLE,
  },
  {
    name: 'MANIFEST cut short',
    damage: async (f) => {
      for (const path of await filesOf(f, isManifest)) await truncate(path, 10);
    },
    names: /manifest .* is damaged/,
    keeps: WHOLE,
  },
  {
    name: '300 garbage bytes in the middle of the write-ahead log',
    damage: async (f) => {
      for (const path of await filesOf(f, isLog)) await garbage(path, 0.5);
    },
    names: /bytes of its write-ahead log \(\d+\.log\) could not be read/,
  },
  {
    // A close during a compaction leaves its unfinished data file behind, outside the manifest; the next
    // open hands its number out again and rewrites it. The copy kept must still hold it as found.
    name: 'garbage in the write-ahead log, beside a data file a cut compaction left',
    damage: async (f) => {
      const numbers = (await readdir(f)).map((n) => Number(/^(\d+)\./.exec(n)?.[1] ?? -1));
      const newest = Math.max(...numbers);
      // The next numbers the open may hand out (one of them is the manifest's next file number).
      for (let next = newest + 1; next <= newest + 4; next++)
        await writeFile(join(f, `${String(next).padStart(6, '0')}.ldb`), Buffer.alloc(4096, 0x5a));
      for (const path of await filesOf(f, isLog)) await garbage(path, 0.5);
    },
    names: /bytes of its write-ahead log \(\d+\.log\) could not be read/,
  },
  {
    name: '300 garbage bytes at the start of the write-ahead log',
    damage: async (f) => {
      for (const path of await filesOf(f, isLog)) await garbage(path, 0);
    },
    names: /bytes of its write-ahead log \(\d+\.log\) could not be read/,
  },
  {
    name: 'write-ahead log cut in half',
    damage: async (f) => {
      for (const path of await filesOf(f, isLog))
        await truncate(path, Math.floor((await stat(path)).size / 2));
    },
    // LevelDB takes a cut log for a crash and says nothing: the commit marks tell.
    names: /lost its last \d* ?changes?/,
  },
  {
    name: 'data file cut in half',
    damage: async (f) => {
      for (const path of await filesOf(f, isTable))
        await truncate(path, Math.floor((await stat(path)).size / 2));
    },
    names: /data file \(\d+\.ldb\) is cut short or damaged/,
  },
  {
    name: 'garbage in a data file',
    damage: async (f) => {
      for (const path of await filesOf(f, isTable)) await garbage(path, 0.5, 3000);
    },
    names: /data file .*is damaged/,
  },
  {
    name: 'data file deleted',
    damage: async (f) => {
      for (const path of await filesOf(f, isTable)) await unlink(path);
    },
    names: /data file \(\d+\.ldb\) is missing/,
  },
];

/** What the store holds, read the way the screens read it (a failure fails the test). */
async function contents(store: LookupLogStore): Promise<Contents> {
  return {
    entries: (await store.log.list()).length,
    labels: (await store.labels.list()).length,
    favourites: (await store.labels.favourites()).length,
    watched: (await store.watch.list()).length,
  };
}

/** Every file of a folder with its bytes. */
async function snapshotOf(folder: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of await readdir(folder)) {
    if (name === 'LOCK') continue;
    out[name] = (await readFile(join(folder, name))).toString('base64');
  }
  return out;
}

const STORE_OF: Record<keyof Contents, string> = {
  entries: 'log',
  labels: 'labels',
  favourites: 'labels',
  watched: 'watch',
};

describe('a damaged desktop store is found, named, repaired and told', () => {
  it.each(DAMAGE)(
    '$name',
    async ({ name, damage, names, keeps }) => {
      const userData = await copyOfPristine(name.replace(/\W+/g, '-'));
      const folder = join(userData, LOOKUP_LOG_FOLDER);
      await damage(folder);
      const asFound = await snapshotOf(folder);

      const store = openLookupLogStore(userData);
      try {
        const held = await contents(store);
        const notices: StoreNotice[] = await store.core.notices();
        // Found on open, and named: where, and what could not be read.
        expect(notices.map((n) => n.message).join('\n')).toMatch(names);
        expect(notices.some((n) => n.message.includes(folder))).toBe(true);
        expect(notices.map((n) => n.message).join('\n')).not.toMatch(/problem in the app/);
        // Nothing is missing without a notice for its store.
        for (const key of Object.keys(WHOLE) as (keyof Contents)[]) {
          if (held[key] < WHOLE[key])
            expect(
              notices.some((n) => concerns(n, STORE_OF[key])),
              `${key}: ${held[key]} of ${WHOLE[key]} with no notice`,
            ).toBe(true);
        }
        if (keeps) expect(held).toMatchObject(keeps);
        // Every listed entry opens, or says it is damaged on disk (never "a problem in the app").
        for (const summary of await store.log.list()) {
          const opened = await store.log.get(summary.id).then(
            () => 'ok',
            (error: unknown) => (error as Error).message,
          );
          expect(opened).toMatch(/^ok$|damaged on disk/);
        }
        // The damaged store, as it was found, is kept beside it.
        const kept = notices.find((n) => n.keptCopy)?.keptCopy;
        if (kept) expect(await snapshotOf(kept)).toEqual(asFound);
        else expect(notices.some((n) => /moved aside/.test(n.message))).toBe(true);
        // And it takes new writes.
        const added = await store.log.add(sampleDraft(5));
        await store.labels.set(sampleRaw(7), 'after the repair');
        expect((await store.log.list())[0]!.id).toBe(added.id);
      } finally {
        await store.close();
      }

      // The next start finds nothing new: the notices stay until dismissed, no second copy is made.
      const again = openLookupLogStore(userData);
      try {
        const before = (await readdir(userData)).length;
        const notices = await again.core.notices();
        expect(notices.length).toBeGreaterThan(0);
        for (const notice of notices) expect(await again.core.dismissNotice(notice.id)).toBe(true);
        expect(await again.core.notices()).toEqual([]);
        expect((await readdir(userData)).length).toBe(before);
      } finally {
        await again.close();
      }
    },
    60_000,
  );

  it('a clean store opens with no notice and keeps no copy', async () => {
    const userData = await copyOfPristine('clean');
    for (let round = 0; round < 2; round++) {
      const store = openLookupLogStore(userData);
      try {
        expect(await contents(store)).toEqual(WHOLE);
        expect(await store.core.notices()).toEqual([]);
      } finally {
        await store.close();
      }
    }
    expect(await readdir(userData)).toEqual([LOOKUP_LOG_FOLDER]);
  });
});
