/**
 * What the renderer's stores outside React share: listeners in the shape `useSyncExternalStore` takes,
 * one store per bridge (insight-store.ts, wallet-tokens-store.ts), and a queue that leaves in batches on
 * the next task, so a screen of rows that ask at once costs one job.
 */
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';

/** A store's listeners: `notify` calls them all; `subscribe` adds one and returns its removal. */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    notify: () => listeners.forEach((listener) => listener()),
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * One store per bridge, made on first use, and the one last asked for: readers outside React (a
 * column's `text()` for the filter and exports) have no bridge at hand; null before any component asked.
 */
export function storePerBridge<S>(create: (bridge: TonIndexBridge) => S) {
  const stores = new WeakMap<TonIndexBridge, S>();
  let last: S | null = null;
  return {
    of(bridge: TonIndexBridge): S {
      const store = stores.get(bridge) ?? create(bridge);
      stores.set(bridge, store);
      return (last = store);
    },
    last: (): S | null => last,
  };
}

/**
 * A queue whose items leave on the next task, in batches of at most `size` items that share a context
 * (`same` says which do), each batch handed to `run`.
 */
export function batchQueue<T, C>(
  size: number,
  same: (a: C, b: C) => boolean,
  run: (items: T[], context: C) => void,
): (item: T, context: C) => void {
  const queue: { item: T; context: C }[] = [];
  let scheduled = false;
  function flush() {
    scheduled = false;
    while (queue.length > 0) {
      const context = queue[0]!.context;
      const batch: T[] = [];
      for (let i = 0; i < queue.length && batch.length < size;) {
        if (same(queue[i]!.context, context)) batch.push(queue.splice(i, 1)[0]!.item);
        else i++;
      }
      run(batch, context);
    }
  }
  return (item, context) => {
    queue.push({ item, context });
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, 0);
    }
  };
}
