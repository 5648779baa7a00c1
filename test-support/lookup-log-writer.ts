/**
 * A child process for the crash test (lookup-log-store.test.ts), run with tsx: opens the lookup log in
 * the folder given as argument and adds large entries in a loop until it is killed, printing `writing`
 * before each add and `added <id>` once the add is durable. Bounded to a few entries so that eviction
 * runs inside the writes too.
 */
import { openLookupLogStore } from '../electron/lookup-log-store';
import { sampleDraft } from './sample-log-drafts';

const [dir, accounts = '20000', maxEntries = '4'] = process.argv.slice(2);
if (!dir) throw new Error('usage: lookup-log-writer.ts <userDataDir> [accounts] [maxEntries]');

const { log } = openLookupLogStore(dir, { maxEntries: Number(maxEntries) });
for (let round = 0; ; round++) {
  const draft = sampleDraft(Number(accounts), { start: round * 7, profileName: `round ${round}` });
  process.stdout.write('writing\n');
  const summary = await log.add(draft);
  process.stdout.write(`added ${summary.id}\n`);
}
