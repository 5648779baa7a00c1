/**
 * What the browser laid out and restyled during a span: a CDP trace of the `devtools.timeline`
 * category, read for its Layout and style recalculation (UpdateLayoutTree) events — how long each took,
 * how many layout objects it laid out of how many, which element was the layout's root, and which
 * script forced it (a layout read inside a task shows the function that read it). The sampling profile
 * (task-profile.ts) only says `(program)` or names the reader for this time; the profile tool
 * (app-100k-profile.ts `--trace`) prints these beside it.
 */
import type { CDPSession, Page } from '@playwright/test';

/** One Layout or UpdateLayoutTree event of the trace, on the page's clock. */
export interface RenderEvent {
  readonly name: string;
  /** Page time it began at (ms, `performance.now()`). */
  readonly at: number;
  readonly ms: number;
  /** Layout: objects laid out (dirty) of all; UpdateLayoutTree: elements restyled. */
  readonly detail: string;
  /** The layout's root element, described (`DIV.results-scroll[data-testid=results-table]`). */
  readonly root: string;
  /** The script frame that forced it, when one did. */
  readonly forcedBy: string;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: {
    beginData?: {
      dirtyObjects?: number;
      totalObjects?: number;
      partialLayout?: boolean;
      stackTrace?: { functionName: string; url: string; lineNumber: number }[];
    };
    endData?: { rootNode?: number; layoutRoots?: { nodeId: number }[] };
    elementCount?: number;
    data?: { message?: string; stackTrace?: { functionName: string; url: string; lineNumber: number }[] };
  };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
].join(',');

const ORIGIN = 'layout-trace-origin';

/** Starts tracing; the returned stop ends it and resolves with the render events of `minMs` or more. */
export async function startLayoutTrace(
  page: Page,
  cdp: CDPSession,
  minMs = 5,
): Promise<() => Promise<RenderEvent[]>> {
  const events: TraceEvent[] = [];
  // CDP types the events as string maps; they are the trace format's objects.
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  // A TimeStamp event at a known page time ties the trace clock to `performance.now()`.
  const originAt = await page.evaluate((label) => {
    const at = performance.now();
    console.timeStamp(label);
    return at;
  }, ORIGIN);
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    const origin = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === ORIGIN);
    if (!origin) throw new Error('layout-trace: the origin time stamp is not in the trace');
    const pageAt = (ts: number) => originAt + (ts - origin.ts) / 1000;
    const picked = events.filter(
      (e) =>
        (e.name === 'Layout' || e.name === 'UpdateLayoutTree') &&
        e.ph === 'X' &&
        (e.dur ?? 0) >= minMs * 1000,
    );
    const out: RenderEvent[] = [];
    for (const e of picked) out.push(await described(cdp, e, pageAt(e.ts)));
    return out;
  };
}

/** One event as printed: its numbers, its root element and what forced it. */
async function described(cdp: CDPSession, e: TraceEvent, at: number): Promise<RenderEvent> {
  const begin = e.args?.beginData;
  const detail =
    e.name === 'Layout'
      ? `${begin?.dirtyObjects ?? '?'} of ${begin?.totalObjects ?? '?'} objects${begin?.partialLayout ? ', partial' : ''}`
      : `${e.args?.elementCount ?? e.args?.beginData?.totalObjects ?? '?'} elements`;
  const rootId = e.args?.endData?.layoutRoots?.[0]?.nodeId ?? e.args?.endData?.rootNode;
  const stack = begin?.stackTrace ?? e.args?.data?.stackTrace ?? [];
  const top = stack[0];
  return {
    name: e.name,
    at,
    ms: (e.dur ?? 0) / 1000,
    detail,
    root: rootId === undefined ? '' : await nodeName(cdp, rootId),
    forcedBy: top
      ? `${top.functionName || '(anonymous)'} ${top.url.split('/').pop()}:${top.lineNumber + 1}`
      : '',
  };
}

/** `TAG.class[data-testid=…]` of a backend node, or `#id` when it is gone. */
async function nodeName(cdp: CDPSession, backendNodeId: number): Promise<string> {
  try {
    const { node } = (await cdp.send('DOM.describeNode', { backendNodeId })) as {
      node: { nodeName: string; attributes?: string[] };
    };
    const attributes = new Map<string, string>();
    const list = node.attributes ?? [];
    for (let i = 0; i + 1 < list.length; i += 2) attributes.set(list[i]!, list[i + 1]!);
    const cls = attributes.get('class');
    const testId = attributes.get('data-testid');
    return `${node.nodeName}${cls ? `.${cls.split(' ')[0]}` : ''}${testId ? `[data-testid=${testId}]` : ''}${attributes.get('id') ? `#${attributes.get('id')}` : ''}`;
  } catch {
    return `node ${backendNodeId} (gone)`;
  }
}
