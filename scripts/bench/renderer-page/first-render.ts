/**
 * The first render of a results table, measured as the main thread pays it: the task that renders and
 * commits it (React's render, the DOM, the layout effects — and any layout they force), then the frame's
 * own style, layout and paint. The rows are made first, in a task of their own and untimed (the model
 * makes them, not the table).
 */
import type { FirstRenderSample } from './bench-protocol';
import { pendingRow, type ResultRow } from '../../../renderer/model/result-rows';

/** `count` pending rows, as the table holds them the moment a lookup starts (no answer yet). */
export function pendingRows(count: number): ResultRow[] {
  return Array.from({ length: count }, (_, index) => {
    const raw = `0:${index.toString(16).toUpperCase().padStart(64, '0')}`;
    return pendingRow(index, { raw, input: raw, line: index + 1, column: 1, repeats: 0 });
  });
}

/** Resolves at the start of a fresh task (after whatever the current one does). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Resolves in the next animation frame with its timestamp (before that frame's style and layout). */
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/**
 * Runs `render` (a synchronous render and commit) in a task of its own and measures it and the frame
 * after it: `taskMs` from the task's start to the commit's end, `renderMs` from that frame's animation
 * callbacks to the first task after its style, layout and paint. Long tasks (over 50 ms, as Chromium
 * reports them) that overlap are recorded too.
 */
export async function measureFirstRender(render: () => void, rows: number): Promise<FirstRenderSample> {
  // Begin in a task after the one that made the rows, so its long task is not counted.
  await nextTask();
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  await nextTask();
  const start = performance.now();
  render();
  const taskMs = performance.now() - start;
  const frameAt = await nextFrame();
  await nextTask();
  const renderMs = performance.now() - frameAt;
  // Long-task entries are delivered a little after the task; a frame or two later they are in.
  await nextFrame();
  await nextFrame();
  observer.disconnect();
  return {
    rows,
    taskMs,
    renderMs,
    longestLongTaskMs: longTasks.length > 0 ? Math.max(...longTasks) : 0,
    domRows: document.querySelectorAll('[data-row-position]').length,
  };
}
