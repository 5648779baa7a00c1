/**
 * A handler whose identity never changes, calling the latest function it was given: a memoised child
 * (a table row) keeps its render when only its parent's handler was made anew, and still calls what
 * the parent's last render meant.
 */
import { useLayoutEffect, useState } from 'react';

/** The one function that calls the latest handler, and how the latest is put in place. */
interface StableBox<A extends unknown[], R> {
  readonly call: (...args: A) => R;
  readonly put: (handler: (...args: A) => R) => void;
}

/**
 * `handler`, stable across renders. Only for event handlers: the latest function is put in place when
 * the render commits, so calling it before the first commit throws.
 */
export function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const [box] = useState(stableBox<A, R>);
  useLayoutEffect(() => {
    box.put(handler);
  });
  return box.call;
}

/**
 * A box and its caller, made outside the hook on purpose: a closure keeps its whole scope alive in V8
 * (one context for every closure of a call), and a caller made inside the hook kept the hook's first
 * scope — whose first `handler` held that render's 100,000 pending rows for as long as the table
 * lived (+58 B an account in the app-100k heap bench). Here the scope holds the latest handler alone.
 */
function stableBox<A extends unknown[], R>(): StableBox<A, R> {
  let latest: ((...args: A) => R) | null = null;
  return {
    call: (...args: A) => {
      if (!latest) throw new Error('a stable handler was called before its first commit');
      return latest(...args);
    },
    put: (handler) => {
      latest = handler;
    },
  };
}
