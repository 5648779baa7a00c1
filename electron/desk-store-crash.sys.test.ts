/**
 * Labels and the watch list's history on disk, crash included — the lookup log's crash test
 * (lookup-log-store.sys.test.ts) for the other two stores of the same database. A real child process
 * (test-support/store-writer.ts) writes in a loop through the app's own stores and is SIGKILLed at random
 * points over its writes and their commits (test-support/crash-harness.ts); after each kill the stores
 * reopen as the next start would:
 *
 * - labels: an import is all or nothing — every label names the same import round, all of its labels are
 *   there, and it is the last round the writer confirmed or the one after;
 * - watch list: a re-check is all or nothing — every watched address has the same round's state, its
 *   history ends with that round's change, and no history is over its bound.
 *
 * And a crash is not damage: the reopened store has no notice to show. Each test is proven able to fail:
 * the same kills against a deliberately broken writer that splits each write in two, 5 ms apart, must
 * leave half a write behind at least once. `TON_INDEX_CRASH_SEED` replays a run's kill points.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashAtRandomPoints, crashSeed, type WriterRun } from '../test-support/crash-harness';
import { seededRandom } from '../test-support/seeded-random';
import { sampleRaw } from '../test-support/sample-log-drafts';
import { openLookupLogStore, type LookupLogStore } from './lookup-log-store';

/** As in test-support/store-writer.ts (not imported: importing it would run the writer). */
const LABELS = 2_000;
const WATCHED = 50;
const HISTORY = 5;
const KILLS = 12;
const BROKEN_KILLS = 12;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'desk-store-crash-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const writer = (kind: 'labels' | 'watch', dir: string, broken?: string) => ({
  script: 'test-support/store-writer.ts',
  args: [dir, kind],
  env: broken ? { TON_INDEX_TEST_BROKEN_WRITER: broken } : ({} as Record<string, string>),
});

/** The last round the writer reported durable, or -1. */
const lastConfirmed = (run: WriterRun) =>
  Math.max(-1, ...run.lines.filter((l) => l.startsWith('done ')).map((l) => Number(l.slice(5))));

/** Opens the stores as the next start would, runs `check` and answers its problems (and any notice). */
async function afterCrash(
  userData: string,
  check: (store: LookupLogStore, problems: string[]) => Promise<void>,
): Promise<string[]> {
  const problems: string[] = [];
  const store = openLookupLogStore(userData, { historyPerAddress: HISTORY });
  try {
    for (const notice of await store.core.notices()) problems.push(`notice: ${notice.message}`);
    await check(store, problems);
  } finally {
    await store.close();
  }
  return problems;
}

/** Labels after a crash: one whole import round, not older than the last confirmed one. */
const labelsWhole = (confirmed: number) => async (store: LookupLogStore, problems: string[]) => {
  const labels = await store.labels.list();
  const rounds = new Set(labels.map((l) => /^round (\d+)/.exec(l.text)?.[1]));
  if (labels.length === 0 && confirmed < 0) return;
  if (labels.length !== LABELS) problems.push(`${labels.length} labels, not ${LABELS}`);
  if (rounds.size !== 1) problems.push(`labels of ${rounds.size} import rounds: ${[...rounds].join(', ')}`);
  const round = Number([...rounds][0]);
  if (round < confirmed) problems.push(`round ${round} is older than the confirmed ${confirmed}`);
  if (round > confirmed + 1) problems.push(`round ${round} was never started (confirmed ${confirmed})`);
};

/** The watch list after a crash: one whole re-check, each history ending with it and within its bound. */
const watchWhole = (confirmed: number) => async (store: LookupLogStore, problems: string[]) => {
  const states = await store.watch.states();
  const rounds = new Set(Object.values(states).map((s) => s.balance));
  if (Object.keys(states).length === 0 && confirmed < 0) return;
  if (Object.keys(states).length !== WATCHED) problems.push(`${Object.keys(states).length} states`);
  if (rounds.size !== 1) problems.push(`states of ${rounds.size} re-checks`);
  const round = Number([...rounds][0]);
  if (round < confirmed) problems.push(`round ${round} is older than the confirmed ${confirmed}`);
  for (let i = 0; i < WATCHED; i++) {
    const raw = sampleRaw(i);
    const history = await store.watch.history(raw, 100);
    if (history.length > HISTORY) problems.push(`${raw}: ${history.length} changes kept, bound ${HISTORY}`);
    if (history[0]?.after !== states[raw]?.balance)
      problems.push(`${raw}: state of round ${states[raw]?.balance}, newest change of ${history[0]?.after}`);
  }
};

const CASES = [
  { kind: 'labels' as const, broken: 'labels-halves', whole: labelsWhole },
  { kind: 'watch' as const, broken: 'state-first', whole: watchWhole },
];

describe.each(CASES)('$kind store under a crash mid-write', ({ kind, broken, whole }) => {
  it(`is whole after ${KILLS} kills at random points over its writes`, async () => {
    const seed = crashSeed();
    const userData = join(root, `${kind}-store`);
    let confirmed = -1;
    let inside = 0;
    await crashAtRandomPoints({
      writer: (round) => writer(kind, round < 0 ? join(root, `${kind}-calibration`) : userData),
      kills: KILLS,
      random: seededRandom(seed),
      check: async (run, round, kill) => {
        confirmed = Math.max(confirmed, lastConfirmed(run));
        if (!run.lines.at(-1)?.startsWith('done')) inside += 1;
        const problems = await afterCrash(userData, whole(confirmed));
        expect(
          problems,
          `seed ${seed}, kill ${round} at +${run.killedAfterMs?.toFixed(1)} ms after ${kill.phase} in write ${kill.during}`,
        ).toEqual([]);
      },
    });
    console.log(`${kind}: ${inside} of ${KILLS} kills inside a write (seed ${seed})`);
    expect(inside).toBeGreaterThanOrEqual(KILLS / 3);
  });

  it(`catches a deliberately broken writer (${broken})`, async () => {
    const seed = crashSeed();
    const caught: number[] = [];
    await crashAtRandomPoints({
      // A fresh store per kill, so each kill is judged on its own.
      writer: (round) => writer(kind, join(root, `${kind}-broken-${round}`), broken),
      kills: BROKEN_KILLS,
      commitShare: 0.75,
      random: seededRandom(seed),
      check: async (run, round) => {
        const problems = await afterCrash(join(root, `${kind}-broken-${round}`), whole(lastConfirmed(run)));
        if (problems.length > 0) caught.push(round);
      },
    });
    console.log(
      `${kind}: broken writer caught after ${caught.length} of ${BROKEN_KILLS} kills (seed ${seed})`,
    );
    expect(caught.length, `seed ${seed}: the broken writer left no half write behind`).toBeGreaterThan(0);
  });
});
