/**
 * Work shown a frame at a time: a component that shows what the user waits for first and adds the rest
 * after that frame has painted, so one frame's style, layout and paint is not the whole of it.
 */
import { useEffect, useState } from 'react';

/**
 * Counts up to `steps`: 1 in the first render, each next step in a task of its own after the previous
 * step's frame has painted (a frame's callbacks run before its paint; a timer set in one runs after
 * it). A new `key` starts again at 1 in the render that brings it.
 */
export function useStepsAfterPaint(steps: number, key: unknown = null): number {
  const [at, setAt] = useState({ key, shown: 1 });
  const shown = Math.min(at.key === key ? at.shown : 1, steps);
  useEffect(() => {
    if (shown >= steps) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(
      () => (timer = setTimeout(() => setAt({ key, shown: shown + 1 }), 0)),
    );
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key, shown, steps]);
  return shown;
}
