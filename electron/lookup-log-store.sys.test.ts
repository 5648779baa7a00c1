/**
 * The desktop lookup log on disk, crash included: a real child process (tsx) adds large entries to a
 * real LevelDB in a loop and is SIGKILLed at random points spread over the whole of an add and over its
 * commit (test-support/crash-harness.ts: each phase is cut into as many slices as there are kills for
 * it, one kill at a random moment of each, scaled by the writer's previous add), on the same store. After each kill the store reopens;
 * every listed entry reads back whole and valid, every add the writer had confirmed is still there
 * (within the entry bound), and nothing is half-written.
 *
 * The harness is proven able to fail: the same kills against a deliberately broken writer
 * (`TON_INDEX_TEST_BROKEN_WRITER=summary-first`: the summary written 5 ms before the body) must leave a
 * torn entry behind at least once. Set `TON_INDEX_CRASH_SEED` to replay a run's kill points.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashAtRandomPoints, crashSeed, type WriterRun } from '../test-support/crash-harness';
import { seededRandom } from '../test-support/seeded-random';
import { sampleDraft } from '../test-support/sample-log-drafts';
import { LOOKUP_LOG_FOLDER, openLookupLogStore } from './lookup-log-store';

const ACCOUNTS = 4_000;
const MAX_ENTRIES = 4;
const KILLS = 20;
const BROKEN_KILLS = 16;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lookup-log-store-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const writer = (dir: string, env: Record<string, string> = {}) => ({
  script: 'test-support/store-writer.ts',
  args: [dir, 'log', String(ACCOUNTS), String(MAX_ENTRIES)],
  env,
});

const confirmedIds = (run: WriterRun) =>
  run.lines.filter((l) => l.startsWith('done ')).map((l) => l.slice('done '.length));

/**
 * Opens the store as the next start of the app would and answers what is wrong with it (empty: whole).
 * `confirmed`: ids whose add the writer reported durable. One may be gone only by eviction: then the
 * store is full of entries newer than it (adds the writer was killed before confirming count too).
 */
async function problemsAfterCrash(userData: string, confirmed: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  const store = openLookupLogStore(userData, { maxEntries: MAX_ENTRIES });
  try {
    // A crash is not damage: the next start finds nothing to tell.
    for (const notice of await store.core.notices()) problems.push(`notice: ${notice.message}`);
    const listed = await store.log.list();
    if (listed.length > MAX_ENTRIES)
      problems.push(`${listed.length} entries listed, more than ${MAX_ENTRIES}`);
    for (const id of confirmed) {
      const evicted = listed.length === MAX_ENTRIES && listed.every((s) => s.id > id);
      if (!evicted && !listed.some((s) => s.id === id)) problems.push(`confirmed entry ${id} is gone`);
    }
    for (const summary of listed) {
      if (summary.damaged) {
        problems.push(`${summary.id}: summary damaged`);
        continue;
      }
      try {
        // `get` reads the body through the entry's schema and throws (caught below) when it is damaged;
        // what it answers is the checked entry, its address book and metadata Maps.
        const entry = await store.log.get(summary.id);
        if (entry.inputs.length !== ACCOUNTS) problems.push(`${summary.id}: ${entry.inputs.length} inputs`);
        if (entry.result.accounts.length !== summary.counts.found)
          problems.push(`${summary.id}: accounts do not match the summary`);
        const { inputs: _i, result: _r, failed: _f, ...head } = entry;
        const firstAddresses = entry.inputs.slice(0, 5).map((i) => i.raw);
        const firstInputs = entry.inputs.slice(0, 5).map((i) => i.input.slice(0, 200));
        if (
          JSON.stringify({ ...head, sizeBytes: summary.sizeBytes, firstAddresses, firstInputs }) !==
          JSON.stringify(summary)
        )
          problems.push(`${summary.id}: summary and body disagree`);
      } catch (error) {
        problems.push(`${summary.id}: ${(error as Error).message}`);
      }
    }
  } finally {
    await store.close();
  }
  return problems;
}

describe('lookup log store under a crash mid-write', () => {
  it(`every entry reads back whole after ${KILLS} kills at random points over the whole add`, async () => {
    const seed = crashSeed();
    const userData = join(root, 'store');
    const everConfirmed: string[] = [];
    let killsInsideAnAdd = 0;
    const spans = await crashAtRandomPoints({
      writer: (round) => writer(round < 0 ? join(root, 'calibration') : userData),
      kills: KILLS,
      random: seededRandom(seed),
      check: async (run, round, kill) => {
        everConfirmed.push(...confirmedIds(run));
        if (!run.lines.at(-1)?.startsWith('done')) killsInsideAnAdd += 1;
        // Every add the writer confirmed is durable, unless newer ones since evicted it.
        const problems = await problemsAfterCrash(userData, everConfirmed);
        expect(
          problems,
          `seed ${seed}, kill ${round} at +${run.killedAfterMs?.toFixed(1)} ms after ${kill.phase} in add ${kill.during}`,
        ).toEqual([]);
      },
    });
    console.log(
      `add ${spans.writing.toFixed(0)} ms, commit ${spans.committing.toFixed(0)} ms, ${killsInsideAnAdd} of ${KILLS} kills inside an add (seed ${seed})`,
    );
    expect(spans.committing).toBeGreaterThan(0);
    // The kills really landed inside adds (not only between them).
    expect(killsInsideAnAdd).toBeGreaterThanOrEqual(KILLS / 2);
    // And it still takes new entries after all that.
    const store = openLookupLogStore(userData, { maxEntries: MAX_ENTRIES });
    try {
      const added = await store.log.add(sampleDraft(10));
      expect((await store.log.list())[0]?.id).toBe(added.id);
    } finally {
      await store.close();
    }
  });

  it('catches a deliberately broken writer (summary written 5 ms before the body)', async () => {
    const seed = crashSeed();
    const broken = { TON_INDEX_TEST_BROKEN_WRITER: 'summary-first' };
    const caught: number[] = [];
    await crashAtRandomPoints({
      // A fresh store per kill, so each kill is judged on its own.
      writer: (round) => writer(join(root, `broken-${round}`), broken),
      kills: BROKEN_KILLS,
      // Most of them over the commit, where the broken writer's window is (one kill there catches it
      // about every other time, one over the whole add about once in fifteen).
      commitShare: 0.75,
      random: seededRandom(seed),
      check: async (_run, round) => {
        const problems = await problemsAfterCrash(join(root, `broken-${round}`), []);
        if (problems.length > 0) caught.push(round);
      },
    });
    console.log(`broken writer caught after ${caught.length} of ${BROKEN_KILLS} kills (seed ${seed})`);
    expect(
      caught.length,
      `seed ${seed}: the broken writer left a torn entry after ${caught.length} of ${BROKEN_KILLS} kills`,
    ).toBeGreaterThan(0);
  });
});

describe('lookup log store location', () => {
  it('lives in <userData>/lookup-log and refuses a second copy of the app with a plain message', async () => {
    const userData = join(root, 'location');
    const first = openLookupLogStore(userData);
    expect(first.location).toBe(join(userData, LOOKUP_LOG_FOLDER));
    await first.log.list();
    const second = openLookupLogStore(userData);
    try {
      const error = await second.log.list().then(
        () => undefined,
        (e: unknown) => e as { message: string; info: { detail?: string } },
      );
      expect(error?.message).toMatch(/in use by another copy of the app/);
      expect(error?.info.detail).toMatch(/LEVEL_LOCKED/);
    } finally {
      await first.close();
      await second.close().catch(() => undefined);
    }
  });

  it('refuses a second running copy of the app (a real process holds the store) in words, on every store, until it quits', async () => {
    const userData = join(root, 'second-copy');
    // The first copy: the test writer, importing labels in a loop — the store held open all the while.
    const first = spawn(
      process.execPath,
      ['--import', 'tsx', 'test-support/store-writer.ts', userData, 'labels'],
      {
        cwd: join(import.meta.dirname, '..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => first.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      first.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('done ') && resolve());
      first.once('exit', () => reject(new Error('the first copy ended before it wrote')));
    });
    const second = openLookupLogStore(userData);
    try {
      const location = join(userData, LOOKUP_LOG_FOLDER);
      const said = `The app's store in ${location} is in use by another copy of the app; close it and try again.`;
      // The notices first, as the app's first screen asks: each call is told in the same words.
      for (const call of [
        () => second.core.notices(),
        () => second.log.list(),
        () => second.labels.list(),
        () => second.watch.list(),
        () => second.libraries.list(),
      ]) {
        const error = await call().then(
          () => undefined,
          (e: unknown) => e as { message: string; info?: { kind: string; detail?: string } },
        );
        expect(error?.message).toBe(said);
        expect(error?.info?.kind).toBe('storage');
        expect(error?.info?.detail).toMatch(/LEVEL_LOCKED/);
      }
      // Once the first copy has quit, the same stores open — nothing was moved aside or copied.
      first.kill('SIGKILL');
      await exited;
      expect((await second.labels.list()).length).toBeGreaterThan(0);
      expect(await second.core.notices()).toEqual([]);
      expect((await readdir(userData)).sort()).toEqual([LOOKUP_LOG_FOLDER]);
    } finally {
      first.kill('SIGKILL');
      await second.close().catch(() => undefined);
    }
  });
});
