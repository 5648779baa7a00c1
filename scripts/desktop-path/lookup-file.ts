/**
 * The desktop path's lookup of a file, as a process of its own — how the bench line desktop-100k-vs-cli
 * runs it beside the CLI (scripts/bench/desktop-path.bench.ts): opens the path against `--base-url` in a
 * fresh user-data folder, reads `--file`, and looks it up as the app looks up a loaded file — BoCs off,
 * the app's default for a list over 1,000 and what the CLI's `--no-boc` asks. Prints one JSON line:
 * Look up → the table complete (what the web app's app-100k-vs-cli times) and → the log entry written,
 * the statuses, how busy each thread's event loop was meanwhile, and how long opening took.
 *
 *   node --import tsx scripts/desktop-path/lookup-file.ts --file F --base-url URL
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openDesktopPath } from './desktop-path';

const { values } = parseArgs({
  options: { file: { type: 'string' }, 'base-url': { type: 'string' } },
  allowPositionals: false,
});
if (!values.file || !values['base-url']) throw new Error('usage: lookup-file.ts --file F --base-url URL');

const started = performance.now();
const text = await readFile(values.file, 'utf8');
const path = await openDesktopPath({ indexerUrl: values['base-url'] });
const openMs = performance.now() - started;
try {
  const before = path.utilization();
  const lookup = await path.call({ action: 'lookup', arg: { text, includeBoc: false, waitForLog: true } });
  const after = path.utilization();
  const busy = (thread: 'main' | 'window') =>
    Math.round(performance.eventLoopUtilization(after[thread], before[thread]).utilization * 1000) / 1000;
  console.log(
    JSON.stringify({ ...lookup, openMs, eventLoopBusy: { main: busy('main'), window: busy('window') } }),
  );
} finally {
  await path.close();
}
