/**
 * Where the app-100k lookup's CPU goes by thread and by what ran there, from a Chrome trace (not a
 * bench: it prints no result line). The sampling profiler (app-100k-profile.ts) sees JavaScript only;
 * the renderer's thread pool (V8's concurrent marking and sweeping, parallel scavenges, background
 * compiles; some Blink work) and the GC inside the page's and the worker's own threads show only in a
 * trace. Builds the web app as the bench does, looks up the same generated accounts from a file in
 * Chromium with tracing on (categories v8, v8.gc, disabled-by-default-v8.gc, blink,
 * devtools.timeline) from the click until the entry is in the log, and prints for each renderer
 * thread its thread time under traced events and the events that took it, by self time (an event's
 * thread time less its children's). JavaScript that runs outside a traced event (a worker's message
 * handlers, microtasks) is not counted: the CPU seconds by thread (app-100k-ab.ts) and the sampling
 * profiles (app-100k-profile.ts --threads) hold the whole. `--loop` first traces the bench's bare fetch loop in a dedicated worker (the floor the
 * app is judged against) the same way. `--keep FILE` writes the lookup's trace (chrome://tracing,
 * Perfetto: each isolate's MajorGC and MinorGC events carry its heap before and after).
 *
 *   npx tsx scripts/bench/app-100k-trace.ts [--accounts N] [--top N] [--loop] [--keep FILE]
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { loadFile, lookUp, openApp } from './app-100k/app-session';
import { fetchLoopInWorker, lookupUrls } from './app-100k/fetch-loop';
import { withUnminifiedApp } from './app-100k/unminified-app';
import { friendlyAddressFile } from './app-100k/web-app-build';

const CATEGORIES = ['v8', 'v8.gc', 'disabled-by-default-v8.gc', 'blink', 'devtools.timeline'];

/** A Chrome trace event, the fields read here. */
interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time (CPU): `tdur` of a complete event, `tts` of a begin or end. */
  tdur?: number;
  tts?: number;
  args?: { name?: string };
}

/** Self time of each event name, per thread, from complete events (`X`) and begin/end pairs. */
function selfTimesByThread(events: readonly TraceEvent[]): Map<string, Map<string, number>> {
  const names = new Map<string, string>();
  const processes = new Map<number, string>();
  for (const e of events) {
    if (e.ph !== 'M') continue;
    if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
    if (e.name === 'process_name') processes.set(e.pid, e.args?.name ?? '?');
  }
  const spans = new Map<string, Span[]>();
  const open = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && e.dur !== undefined)
      push(spans, key, { name: e.name, from: e.ts, to: e.ts + e.dur, cpu: e.tdur ?? e.dur });
    else if (e.ph === 'B') (open.get(key) ?? open.set(key, []).get(key)!).push(e);
    else if (e.ph === 'E') {
      const begin = open.get(key)?.pop();
      const cpu =
        begin?.tts !== undefined && e.tts !== undefined ? e.tts - begin.tts : e.ts - (begin?.ts ?? 0);
      if (begin) push(spans, key, { name: begin.name, from: begin.ts, to: e.ts, cpu });
    }
  }
  const out = new Map<string, Map<string, number>>();
  for (const [key, list] of spans) {
    const pid = Number(key.split(':')[0]);
    const label = `${processes.get(pid) ?? pid}/${names.get(key) ?? key}`;
    out.set(`${label} (${key})`, selfTimes(list));
  }
  return out;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  (map.get(key) ?? map.set(key, []).get(key)!).push(value);
}

/** An event's span on its thread's wall clock (µs), and the thread time it took (µs). */
interface Span {
  name: string;
  from: number;
  to: number;
  cpu: number;
}

/**
 * Self thread time by name of one thread's nested spans (µs → ms): an event's thread time less its
 * children's; `(busy)` is the thread time under any span. Thread time, not wall time: on a loaded
 * machine a thread waits for a core inside its events.
 */
function selfTimes(list: Span[]): Map<string, number> {
  list.sort((a, b) => a.from - b.from || b.to - a.to);
  const self = new Map<string, number>();
  const stack: { name: string; to: number }[] = [];
  let busy = 0;
  for (const span of list) {
    while (stack.length > 0 && stack.at(-1)!.to <= span.from) stack.pop();
    const ms = span.cpu / 1000;
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - ms);
    else busy += ms;
    self.set(span.name, (self.get(span.name) ?? 0) + ms);
    stack.push({ name: span.name, to: span.to });
  }
  self.set('(busy)', busy);
  return self;
}

/** Prints each renderer thread's busy time and its top events by self time. */
function printThreads(title: string, events: readonly TraceEvent[], top: number): void {
  console.log(`\n######## ${title}`);
  const threads = [...selfTimesByThread(events)]
    .filter(([label]) => /^Renderer\//.test(label))
    .map(([label, self]) => ({ label, self, busy: self.get('(busy)') ?? 0 }))
    .filter((t) => t.busy >= 20)
    .sort((a, b) => b.busy - a.busy);
  for (const { label, self, busy } of threads) {
    console.log(`\n== ${label}: ${Math.round(busy)} ms of thread time under traced events`);
    const rows = [...self]
      .filter(([name]) => name !== '(busy)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, top);
    for (const [name, ms] of rows) console.log(`    ${ms.toFixed(1).padStart(9)} ms  ${name}`);
  }
}

/** Traces `run` across the browser; resolves with the trace's events. */
async function traced(browser: Browser, run: () => Promise<void>): Promise<TraceEvent[]> {
  await browser.startTracing(undefined, { categories: CATEGORIES });
  await run();
  const buffer = await browser.stopTracing();
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

async function main(accounts: number, options: { top: number; loop: boolean; keep?: string }): Promise<void> {
  await withUnminifiedApp('app-100k-trace', accounts, async ({ browser, appUrl, server }) => {
    const raws = server.data.list.slice(0, accounts).map((a) => a.raw);
    const { page } = await openApp(browser, appUrl, server.url);
    if (options.loop) {
      const loop = await traced(browser, async () => {
        await fetchLoopInWorker(page, lookupUrls(server.url, raws), true);
      });
      printThreads('bare fetch loop in a dedicated worker', loop, options.top);
    }
    await loadFile(page, friendlyAddressFile(raws), accounts);
    let spans = { clickAt: 0, doneAt: 0, loggedAt: 0 };
    const events = await traced(browser, async () => {
      spans = await lookUp(page, accounts);
    });
    if (options.keep) await writeFile(options.keep, JSON.stringify({ traceEvents: events }));
    const toTable = Math.round(spans.doneAt - spans.clickAt);
    const toLog = Math.round(spans.loggedAt - spans.clickAt);
    printThreads(`app lookup: ${toTable} ms to the table, ${toLog} ms to the log`, events, options.top);
  });
}

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '100000' },
    top: { type: 'string', default: '15' },
    loop: { type: 'boolean', default: false },
    keep: { type: 'string' },
  },
});
await main(Number(values.accounts), { top: Number(values.top), loop: values.loop, keep: values.keep });
