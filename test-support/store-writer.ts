/**
 * A child process for the crash tests (electron/lookup-log-store.sys.test.ts, electron/desk-store-crash.sys.test.ts),
 * run with tsx: opens the desktop stores in the folder given as argument, exactly as the app does
 * (electron/lookup-log-store.ts), and writes to one of them in a loop until it is killed, printing
 * `writing` before each write, `committing` when it hands a batch to LevelDB and `done <n>` once the
 * write is durable (the protocol of test-support/crash-harness.ts):
 *
 * - `log`: adds large lookups, bounded to a few entries so that eviction runs inside the writes too;
 * - `labels`: imports the same addresses again and again, each round's labels naming the round;
 * - `watch`: records a re-check of every watched address, each with a change, trimming each history to
 *   a small bound in the same write.
 *
 * `TON_INDEX_TEST_BROKEN_WRITER` makes it a deliberately broken writer, for proving that a crash test can
 * fail: each batch is split in two, the first part written 5 ms before the rest, so a kill in between
 * leaves half a write behind — `summary-first` (a logged lookup's summary before its body),
 * `labels-halves` (the first half of an import before the second), `state-first` (the watch list's last
 * states before their history). Only this test writer has the switch.
 */
import { ClassicLevel } from 'classic-level';
import { join } from 'node:path';
import { LOOKUP_LOG_FOLDER, openLookupLogStore } from '../electron/lookup-log-store';
import type { StoreBatchOperation } from '../shared/storage/store-database';
import type { WatchChange, WatchSnapshot } from '../shared/watch/watch-schema';
import { sampleDraft, sampleRaw } from './sample-log-drafts';

/** Labels one import round writes, and watched addresses; the watch history bound. */
export const WRITER_LABELS = 2_000;
export const WRITER_WATCHED = 50;
export const WRITER_HISTORY = 5;

const [dir, kind = 'log', accounts = '20000', maxEntries = '4'] = process.argv.slice(2);
if (!dir) throw new Error('usage: store-writer.ts <userDataDir> [log|labels|watch] [accounts] [maxEntries]');

/** Where each broken variant cuts a batch: the operations written first. */
const FIRST_PART: Record<string, (ops: StoreBatchOperation[]) => StoreBatchOperation[]> = {
  'summary-first': (ops) => ops.filter((op) => op.key.startsWith('summary:')),
  'labels-halves': (ops) => ops.slice(0, Math.floor(ops.length / 2)),
  'state-first': (ops) => ops.filter((op) => op.key.includes('!state:')),
};

const level = new ClassicLevel<string, string>(join(dir, LOOKUP_LOG_FOLDER), {
  keyEncoding: 'utf8',
  valueEncoding: 'utf8',
});
const write = level.batch.bind(level) as (ops: StoreBatchOperation[], options?: object) => Promise<void>;
const firstPart = FIRST_PART[process.env.TON_INDEX_TEST_BROKEN_WRITER ?? ''];
// Every batch announced on stdout (synchronous for a pipe, so before any byte is written); split when broken.
async function announced(ops: StoreBatchOperation[], options?: object): Promise<void> {
  process.stdout.write('committing\n');
  const first = firstPart?.(ops) ?? [];
  if (first.length === 0 || first.length === ops.length) return write(ops, options);
  await write(first, options);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await write(
    ops.filter((op) => !first.includes(op)),
    options,
  );
}

/** abstract-level's chained batch (writeBatch's, for large values), gathered and written as one above. */
function gathered() {
  const ops: StoreBatchOperation[] = [];
  return {
    put: (key: string, value: string | Uint8Array, options?: { valueEncoding?: string }) =>
      void ops.push(
        typeof value === 'string' || options?.valueEncoding !== 'view'
          ? { type: 'put', key, value: value as string }
          : { type: 'put', key, value, valueEncoding: 'view' },
      ),
    del: (key: string) => void ops.push({ type: 'del', key }),
    write: (options?: object) => announced(ops, options),
    close: async () => undefined,
  };
}

(level as unknown as { batch: unknown }).batch = (ops?: StoreBatchOperation[], options?: object) =>
  ops === undefined ? gathered() : announced(ops, options);

const stores = openLookupLogStore(dir, {
  level,
  maxEntries: Number(maxEntries),
  historyPerAddress: WRITER_HISTORY,
});

/** One write of the chosen kind, round `round`; answers what `done` prints. */
async function writeRound(round: number): Promise<string> {
  if (kind === 'labels') {
    const rows = Array.from({ length: WRITER_LABELS }, (_, i) => ({
      line: i + 2,
      raw: sampleRaw(i),
      text: `round ${round} label ${i}`,
      favourite: false,
    }));
    await stores.labels.importRows(rows);
    return String(round);
  }
  if (kind === 'watch') {
    const at = new Date(Date.UTC(2026, 0, 1) + round * 60_000).toISOString();
    const snapshots: Record<string, WatchSnapshot> = {};
    const changes: WatchChange[] = [];
    for (let i = 0; i < WRITER_WATCHED; i++) {
      const raw = sampleRaw(i);
      snapshots[raw] = {
        status: 'active',
        balance: String(round),
        lastTransaction: null,
        jettonBalance: null,
        jettons: {},
        at,
      };
      changes.push({ raw, field: 'balance', before: String(round - 1), after: String(round), at });
    }
    await stores.watch.recordCheck({ snapshots, changes });
    return String(round);
  }
  const draft = sampleDraft(Number(accounts), { start: round * 7, profileName: `round ${round}` });
  return (await stores.log.add(draft)).id;
}

// The watched addresses exist before the first round (not part of any write that is killed).
if (kind === 'watch' && (await stores.watch.list()).length === 0)
  for (let i = 0; i < WRITER_WATCHED; i++) await stores.watch.add(sampleRaw(i));
/** The round after the last one in the store, so rounds keep counting up across kills. */
async function nextRound(): Promise<number> {
  if (kind === 'labels') {
    const label = await stores.labels.get(sampleRaw(0));
    return label ? Number(/^round (\d+)/.exec(label.text)?.[1] ?? -1) + 1 : 0;
  }
  if (kind === 'watch') {
    const state = (await stores.watch.states())[sampleRaw(0)];
    return state ? Number(state.balance) + 1 : 0;
  }
  return 0;
}
const start = await nextRound();
for (let round = start; ; round++) {
  process.stdout.write('writing\n');
  process.stdout.write(`done ${await writeRound(round)}\n`);
}
