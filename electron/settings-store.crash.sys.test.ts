/**
 * The desktop settings store under a crash: a real writer process (test-support/settings-writer.ts)
 * changes settings.json and api-keys.json through the real store and the shared handlers, and is
 * SIGKILLed at random points spread over whole changes and over their file writes
 * (test-support/crash-harness.ts). After each kill the store opens with the old or the new state of
 * each change, whole: no file damaged, every key it holds readable and the right one, every confirmed
 * change kept, no temp file left behind.
 *
 * Proven able to fail: the same kills against a deliberately broken writer that overwrites the files in
 * place (`TON_INDEX_TEST_BROKEN_WRITER=in-place`) must leave a damaged file at least once.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashAtRandomPoints, crashSeed, type WriterRun } from '../test-support/crash-harness';
import { seededRandom } from '../test-support/seeded-random';
import { createTestCipher } from '../test-support/test-cipher';
import { openSettingsStore } from './settings-store';

const KILLS = 16;
const BROKEN_KILLS = 12;
/** The key the writer gives each profile (test-support/settings-writer.ts). */
const keyOf = (id: string) => `key-for-${id}-0123456789`;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'settings-crash-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const writer = (dir: string, env: Record<string, string> = {}) => ({
  script: 'test-support/settings-writer.ts',
  args: [dir],
  env,
});

/** What the writer had confirmed, and the change it was in the middle of. */
function outcome(run: WriterRun) {
  const done = new Set(run.lines.filter((l) => l.startsWith('done ')).map((l) => l.slice('done '.length)));
  const lastWriting = run.lines
    .filter((l) => l.startsWith('writing '))
    .at(-1)
    ?.slice('writing '.length);
  const inFlight = lastWriting && !done.has(lastWriting) ? lastWriting : undefined;
  return { done, inFlight };
}

/** Opens the store as the next start would; answers what is wrong with it (empty: old or new state, whole). */
async function problemsAfterCrash(dir: string, run: WriterRun): Promise<string[]> {
  const problems: string[] = [];
  const { done, inFlight } = outcome(run);
  const store = await openSettingsStore({ dir, cipher: createTestCipher() });
  const notice = store.settings.notice();
  if (notice) problems.push(`opened with a notice: ${notice}`);
  const profiles = new Set(store.settings.current().profiles.map((p) => p.id));
  const ids = new Set([...done, ...(inFlight ? [inFlight] : [])].map((event) => event.split(' ')[1]!));
  for (const id of ids) {
    const added = done.has(`add ${id}`);
    const keyed = done.has(`key ${id}`);
    const deleted = done.has(`delete ${id}`);
    const maybe = (op: string) => inFlight === `${op} ${id}`;
    const present = profiles.has(id);
    if (deleted && present) problems.push(`${id}: deleted, yet still there`);
    if (added && !deleted && !maybe('delete') && !present) problems.push(`${id}: added, yet gone`);
    if (!added && !maybe('add') && present) problems.push(`${id}: there without having been added`);
    if (keyed && !deleted && !maybe('delete') && !store.secrets.has(id))
      problems.push(`${id}: its key is gone`);
    if (deleted && store.secrets.has(id)) problems.push(`${id}: deleted, yet its key is still stored`);
  }
  for (const id of profiles) {
    if (!store.secrets.has(id)) continue;
    try {
      if (store.secrets.read(id) !== keyOf(id)) problems.push(`${id}: its key reads back wrong`);
    } catch (error) {
      problems.push(`${id}: its key cannot be read (${(error as Error).message})`);
    }
  }
  const temps = (await readdir(dir)).filter((name) => name.endsWith('.tmp'));
  if (temps.length > 0) problems.push(`temp files left: ${temps.join(', ')}`);
  return problems;
}

describe('settings store under a crash mid-write', () => {
  it(`opens with the old or the new state, whole, after ${KILLS} kills at random points`, async () => {
    const seed = crashSeed();
    let torn = 0;
    const spans = await crashAtRandomPoints({
      writer: (round) => writer(join(root, `ok-${round}`)),
      kills: KILLS,
      random: seededRandom(seed),
      // Any of the first few changes: adds, keys and deletes (the 5th change is the first delete).
      during: (random) => 3 + Math.floor(random() * 6),
      check: async (run, round, kill) => {
        if (outcome(run).inFlight) torn += 1;
        const problems = await problemsAfterCrash(join(root, `ok-${round}`), run);
        expect(
          problems,
          `seed ${seed}, kill ${round}: ${run.killedAfterMs?.toFixed(2)} ms after ${kill.phase} in change ${kill.during}`,
        ).toEqual([]);
      },
    });
    console.log(
      `settings: change ${spans.writing.toFixed(1)} ms, file write ${spans.committing.toFixed(1)} ms, ${torn} of ${KILLS} kills inside a change (seed ${seed})`,
    );
    expect(torn).toBeGreaterThanOrEqual(KILLS / 2);
  });

  it('catches a deliberately broken writer (files overwritten in place)', async () => {
    const seed = crashSeed();
    const caught: number[] = [];
    await crashAtRandomPoints({
      writer: (round) => writer(join(root, `broken-${round}`), { TON_INDEX_TEST_BROKEN_WRITER: 'in-place' }),
      kills: BROKEN_KILLS,
      random: seededRandom(seed),
      during: (random) => 3 + Math.floor(random() * 6),
      check: async (run, round) => {
        if ((await problemsAfterCrash(join(root, `broken-${round}`), run)).length > 0) caught.push(round);
      },
    });
    console.log(
      `settings: the broken writer was caught after ${caught.length} of ${BROKEN_KILLS} kills (seed ${seed})`,
    );
    expect(caught.length, `seed ${seed}`).toBeGreaterThan(0);
  });
});
