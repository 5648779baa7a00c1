/**
 * The bridge across a message port, between the page and the web build's job worker: the page sends
 * `{ id, method, arg }` and waits for `{ id, reply }` — and `{ cancel: id }` when the call's signal
 * aborts, which aborts the far side's signal for that call; the worker runs a dispatch and answers, and
 * also sends what it has to say unasked — a job's events, a notification to show — which the page hands
 * to `onMessage`. Messages are structured clones; an argument is checked by the dispatch on the far
 * side, where it is used, and a reply is the far side's typed envelope.
 */
import type { BridgeCaller, BridgeMethod, BridgeResult } from '../../shared/bridge/api/bridge-api';
import type { BridgeDispatch } from '../../shared/bridge/dispatch';
import { NO_EVENTS } from '../../shared/jobs/job-events';
import { errorText } from '../../shared/errors';

/** One call, as it travels to the far side. */
interface PortCall {
  id: number;
  method: BridgeMethod;
  arg: unknown;
}

/** A call's cancel, as it travels to the far side. */
interface PortCancel {
  cancel: number;
}

/** One answer, as it travels back. */
interface PortReply {
  id: number;
  reply: BridgeResult<unknown>;
}

/** What a Worker, a worker's global scope and a MessagePort have in common. */
export interface PortLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
}

/** The page's side of the port: calls, and messages the far side sends unasked. */
export interface PortDispatch {
  dispatch: BridgeDispatch;
  /** Sends a message that is not a call (the worker's settings); opens the port if needed. */
  post(message: object): void;
}

/**
 * A dispatch that forwards each call over the port `open()` makes (on first use). If the far side fails
 * (the worker script could not load, or crashed), every waiting call answers an error, and the next call
 * opens a new port (`onOpen` runs again, to set it up). Messages that are not replies go to `onMessage`.
 */
export function dispatchOverPort(
  open: () => PortLike,
  options: { what?: string; onMessage?: (data: unknown) => void; onOpen?: (port: PortLike) => void } = {},
): PortDispatch {
  const what = options.what ?? 'The job worker';
  let port: PortLike | undefined;
  let nextId = 0;
  const pending = new Map<number, (reply: BridgeResult<unknown>) => void>();

  function failAll(detail: string): void {
    port = undefined;
    for (const settle of pending.values()) {
      settle({
        ok: false,
        error: {
          kind: 'unexpected',
          message: `${what} stopped working in this page; try again, or reload the page.`,
          detail,
        },
      });
    }
    pending.clear();
  }

  function connect(): PortLike {
    const opened = open();
    opened.addEventListener('message', (event) => {
      const data = event.data as Partial<PortReply>;
      if (typeof data?.id !== 'number' || !('reply' in data)) {
        options.onMessage?.(event.data);
        return;
      }
      const settle = pending.get(data.id);
      pending.delete(data.id);
      settle?.(data.reply!);
    });
    opened.addEventListener('error', (event) =>
      failAll((event as ErrorEvent).message || 'its worker failed to start'),
    );
    opened.addEventListener('messageerror', () => failAll('a message could not be read'));
    options.onOpen?.(opened);
    return opened;
  }

  const dispatch: BridgeDispatch = (method, arg, caller) =>
    new Promise((settle) => {
      const id = ++nextId;
      const signal = caller?.signal;
      if (signal?.aborted)
        return settle({ ok: false, error: { kind: 'aborted', message: 'The call was cancelled.' } });
      const cancel = () => port?.postMessage({ cancel: id } satisfies PortCancel);
      signal?.addEventListener('abort', cancel, { once: true });
      pending.set(id, (reply) => {
        signal?.removeEventListener('abort', cancel);
        settle(reply);
      });
      try {
        port ??= connect();
        port.postMessage({ id, method, arg } satisfies PortCall);
      } catch (error) {
        signal?.removeEventListener('abort', cancel);
        // The worker could not be created, or the argument cannot be cloned.
        pending.delete(id);
        settle({
          ok: false,
          error: {
            kind: 'unexpected',
            message: `${what} could not be reached in this page.`,
            detail: errorText(error),
          },
        });
      }
    });
  return {
    dispatch,
    post(message) {
      port ??= connect();
      port.postMessage(message);
    },
  };
}

/**
 * The far side: answers every call arriving on `port` with `dispatch`, in order of arrival, with
 * `events` (sent on the same port) and a signal of the call's own that its cancel aborts. Messages that
 * are neither calls nor cancels go to `onMessage`.
 */
export function serveOverPort(
  port: PortLike,
  dispatch: BridgeDispatch,
  options: { events?: BridgeCaller['events']; onMessage?: (data: unknown) => void } = {},
): void {
  const running = new Map<number, AbortController>();
  port.addEventListener('message', (event) => {
    const cancel = (event.data as Partial<PortCancel>)?.cancel;
    if (typeof cancel === 'number') return void running.get(cancel)?.abort();
    const call = event.data as Partial<PortCall>;
    if (typeof call?.id !== 'number' || typeof call.method !== 'string') {
      options.onMessage?.(event.data);
      return;
    }
    const id = call.id;
    const controller = new AbortController();
    running.set(id, controller);
    void dispatch(call.method, call.arg, {
      events: options.events ?? NO_EVENTS,
      signal: controller.signal,
    }).then((reply) => {
      running.delete(id);
      port.postMessage({ id, reply } satisfies PortReply);
    });
  });
}
