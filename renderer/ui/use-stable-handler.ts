/**
 * A handler whose identity never changes, calling the latest function it was given: a memoised child
 * (a table row) keeps its render when only its parent's handler was made anew, and still calls what
 * the parent's last render meant.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * `handler`, stable across renders. Only for event handlers: the latest function is put in place when
 * the render commits, so calling it while rendering would call the one before.
 */
export function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
