/**
 * The main thread's tasks of a CDP trace (`devtools.timeline` categories) with their CPU: each task's
 * thread time (`tdur`), not its wall time — on a loaded shared machine a task's wall time is mostly the
 * time its thread waited for a core, while its thread time moves little between runs of the same code.
 * Each task also says what ran in it (script, style, layout, paint: thread time of those events inside
 * it) and how many layout objects its layouts laid out, a count that does not depend on the load at all.
 */
import type { CDPSession } from '@playwright/test';

/** One trace event, as far as read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    elementCount?: number;
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
}

/** One main-thread task: when (trace µs), its CPU and wall ms, and what ran in it. */
export interface FrameTask {
  ts: number;
  cpuMs: number;
  wallMs: number;
  scriptMs: number;
  styleMs: number;
  layoutMs: number;
  paintMs: number;
  /** Layout objects each of its layouts laid out, `dirty/total`. */
  layouts: string[];
  /** The most objects one of its layouts laid out. */
  laidOut: number;
}

/** Starts a trace on `cdp`; the returned function stops it and resolves with every event. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    },
    transferMode: 'ReportEvents',
  });
  return async () => {
    const ended = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await ended;
    return events;
  };
}

/** The page's main thread: of the renderers' main threads, the one that ran the most. */
function mainThread(events: readonly TraceEvent[]): string {
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      busy.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && busy.has(key)) busy.set(key, busy.get(key)! + (e.tdur ?? 0));
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** Every task of the page's main thread, in order, with its CPU and what ran in it. */
export function mainThreadTasks(events: readonly TraceEvent[]): FrameTask[] {
  const thread = mainThread(events);
  const on = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread);
  const seen = new Set<number>();
  // A task shows as RunTask and, nested at the same time, ThreadControllerImpl::RunTask: counted once.
  const tasks = on.filter(
    (e) =>
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
      !seen.has(e.ts) &&
      seen.add(e.ts),
  );
  return tasks.map((task) => {
    const inside = on.filter((e) => e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));
    const ms = (...names: string[]) =>
      inside.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0) / 1000;
    const layouts = inside.filter((e) => e.name === 'Layout').map((e) => e.args?.beginData ?? {});
    return {
      ts: task.ts,
      cpuMs: (task.tdur ?? 0) / 1000,
      wallMs: (task.dur ?? 0) / 1000,
      scriptMs: ms('FunctionCall', 'EvaluateScript'),
      styleMs: ms('UpdateLayoutTree'),
      layoutMs: ms('Layout'),
      paintMs: ms('Paint', 'PrePaint', 'Layerize'),
      layouts: layouts.map((l) => `${l.dirtyObjects ?? 0}/${l.totalObjects ?? 0}`),
      laidOut: Math.max(0, ...layouts.map((l) => l.dirtyObjects ?? 0)),
    };
  });
}

/** A task in one line: CPU/wall, and what ran in it. */
export function describeTask(task: FrameTask): string {
  const f = (n: number) => n.toFixed(1);
  return (
    `${f(task.cpuMs)} ms CPU (${Math.round(task.wallMs)} ms wall): script ${f(task.scriptMs)}, style ` +
    `${f(task.styleMs)}, layout ${f(task.layoutMs)}, paint ${f(task.paintMs)}; objects laid out ${task.layouts.join(', ') || '-'}`
  );
}
