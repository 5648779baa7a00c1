/**
 * A child process for the crash tests (electron/lookup-log-store.sys.test.ts), run with tsx: opens the
 * desktop lookup log in the folder given as argument and adds large entries in a loop until it is
 * killed, printing `writing` before each add, `committing` when the add hands its batch to LevelDB and
 * `done <id>` once the add is durable (the protocol of test-support/crash-harness.ts). Bounded to a few
 * entries so that eviction runs inside the writes too. The log is the desktop one: the same options as
 * electron/lookup-log-store.ts, over a database that only announces its batches.
 *
 * `TON_INDEX_TEST_BROKEN_WRITER=summary-first` makes it a deliberately broken writer, for proving that
 * the crash test can fail: each add's batch is split, the summary written 5 ms before the body, so a
 * kill in between leaves a listed entry whose body is missing. Only this test writer has the switch.
 */
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';
import { LOOKUP_LOG_FOLDER } from '../electron/lookup-log-store';
import {
  createLookupLog,
  type LookupLogBatchOperation,
  type LookupLogDatabase,
} from '../shared/lookup-log/lookup-log';
import { sampleDraft } from './sample-log-drafts';

const [dir, accounts = '20000', maxEntries = '4'] = process.argv.slice(2);
if (!dir) throw new Error('usage: lookup-log-writer.ts <userDataDir> [accounts] [maxEntries]');

/** The database, announcing each batch on stdout (synchronous for a pipe, so before any byte is written). */
function announcing(db: LookupLogDatabase): LookupLogDatabase {
  return {
    open: () => db.open(),
    get: (key) => db.get(key),
    iterator: (options) => db.iterator(options),
    batch(operations, options) {
      process.stdout.write('committing\n');
      return db.batch(operations, options);
    },
  };
}

/** The database with every batch split: summaries first, the rest 5 ms later (the broken variant). */
function summaryFirst(db: LookupLogDatabase): LookupLogDatabase {
  return {
    open: () => db.open(),
    get: (key) => db.get(key),
    iterator: (options) => db.iterator(options),
    async batch(operations: LookupLogBatchOperation[], options) {
      const summaries = operations.filter((op) => op.key.startsWith('summary:'));
      await db.batch(summaries, options);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await db.batch(
        operations.filter((op) => !summaries.includes(op)),
        options,
      );
    },
  };
}

const level = new ClassicLevel<string, string>(join(dir, LOOKUP_LOG_FOLDER), {
  keyEncoding: 'utf8',
  valueEncoding: 'utf8',
});
const db = process.env.TON_INDEX_TEST_BROKEN_WRITER === 'summary-first' ? summaryFirst(level) : level;
const log = createLookupLog(announcing(db), { maxEntries: Number(maxEntries) });
for (let round = 0; ; round++) {
  const draft = sampleDraft(Number(accounts), { start: round * 7, profileName: `round ${round}` });
  process.stdout.write('writing\n');
  const summary = await log.add(draft);
  process.stdout.write(`done ${summary.id}\n`);
}
