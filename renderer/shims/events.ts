/**
 * The Node `events` module for the browser build, as far as abstract-level (under browser-level, the
 * web lookup log) uses it: `class AbstractLevel extends EventEmitter`, then `on`, `emit`,
 * `listenerCount`. Vite does not polyfill Node built-ins and the `events` package is not a dependency,
 * so both Vite configs alias the bare `events` import here (renderer only; Node keeps its own).
 */
type Listener = (...args: unknown[]) => void;

/** A minimal, synchronous EventEmitter with Node's semantics for the methods it has. */
export class EventEmitter {
  #listeners = new Map<string | symbol, Listener[]>();

  on(event: string | symbol, listener: Listener): this {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
    return this;
  }

  addListener(event: string | symbol, listener: Listener): this {
    return this.on(event, listener);
  }

  once(event: string | symbol, listener: Listener): this {
    const wrapped: Listener = (...args) => {
      this.off(event, wrapped);
      listener.apply(this, args);
    };
    return this.on(event, wrapped);
  }

  off(event: string | symbol, listener: Listener): this {
    const list = this.#listeners.get(event);
    const at = list?.lastIndexOf(listener) ?? -1;
    if (list && at >= 0) list.splice(at, 1);
    return this;
  }

  removeListener(event: string | symbol, listener: Listener): this {
    return this.off(event, listener);
  }

  removeAllListeners(event?: string | symbol): this {
    if (event === undefined) this.#listeners.clear();
    else this.#listeners.delete(event);
    return this;
  }

  /** Calls the listeners in order; like Node, an unhandled 'error' event throws. */
  emit(event: string | symbol, ...args: unknown[]): boolean {
    const list = [...(this.#listeners.get(event) ?? [])];
    if (event === 'error' && list.length === 0)
      throw args[0] instanceof Error ? args[0] : new Error(String(args[0]));
    for (const listener of list) listener.apply(this, args);
    return list.length > 0;
  }

  listenerCount(event: string | symbol): number {
    return this.#listeners.get(event)?.length ?? 0;
  }

  listeners(event: string | symbol): Listener[] {
    return [...(this.#listeners.get(event) ?? [])];
  }

  setMaxListeners(): this {
    return this;
  }
}

export default { EventEmitter };
