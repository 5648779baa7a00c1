/**
 * The bridge across a message port: the page's side sends `{ id, method, arg }` and waits for
 * `{ id, reply }`; the other side (the lookup log's Worker) runs a dispatch and answers. Messages are
 * structured clones, so each is as small as one draft part; the argument is checked by the dispatch on
 * the far side, where it is used, and the reply is the far side's typed envelope.
 */
import type { BridgeMethod, BridgeResult } from '../../shared/bridge/api/bridge-api';
import type { BridgeDispatch } from '../../shared/bridge/dispatch';
import { errorText } from '../../shared/errors';

/** One call, as it travels to the far side. */
interface PortCall {
  id: number;
  method: BridgeMethod;
  arg: unknown;
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

/**
 * A dispatch that forwards each call over the port `open()` makes (on first use). If the far side fails
 * (the worker script could not load, or crashed), every waiting call answers an error, and the next call
 * opens a new port.
 */
export function dispatchOverPort(open: () => PortLike, what = 'The lookup log'): BridgeDispatch {
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
      const { id, reply } = event.data as PortReply;
      const settle = pending.get(id);
      pending.delete(id);
      settle?.(reply);
    });
    opened.addEventListener('error', (event) =>
      failAll((event as ErrorEvent).message || 'its worker failed to start'),
    );
    opened.addEventListener('messageerror', () => failAll('a message could not be read'));
    return opened;
  }

  return (method, arg) =>
    new Promise((settle) => {
      const id = ++nextId;
      pending.set(id, settle);
      try {
        port ??= connect();
        port.postMessage({ id, method, arg } satisfies PortCall);
      } catch (error) {
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
}

/** The far side: answers every call arriving on `port` with `dispatch`, in order of arrival. */
export function serveOverPort(port: PortLike, dispatch: BridgeDispatch): void {
  port.addEventListener('message', (event) => {
    const { id, method, arg } = event.data as PortCall;
    void dispatch(method, arg).then((reply) => port.postMessage({ id, reply } satisfies PortReply));
  });
}
