/**
 * A handler whose identity never changes, calling the latest function it was given: a memoised child
 * (a table row) keeps its render when only its parent's handler was made anew, and still calls what
 * the parent's last render meant.
 */
import { useLayoutEffect, useRef, useState, type MutableRefObject } from 'react';

/**
 * `handler`, stable across renders. Only for event handlers: the latest function is put in place when
 * the render commits, so calling it while rendering would call the one before.
 */
export function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  const [stable] = useState(() => callLatest(latest));
  return stable;
}

/**
 * The stable function, made outside the hook on purpose: a closure keeps its whole scope alive in V8
 * (one context for every closure of a call), and the hook's first call holds the first `handler` —
 * which held that render's 100,000 pending rows for as long as the table lived (+58 B an account in
 * the app-100k heap bench). Here the scope holds the ref alone.
 */
function callLatest<A extends unknown[], R>(latest: MutableRefObject<(...args: A) => R>): (...args: A) => R {
  return (...args: A) => latest.current(...args);
}
