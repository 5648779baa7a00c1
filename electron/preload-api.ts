/**
 * The object the preload exposes as `window.tonIndex`: one named function per bridge API method, and
 * `addEventListener` for the named job events — nothing else (no generic invoke, no ipcRenderer). It
 * forwards each call on that method's own channel and hands back main's reply. It checks nothing itself:
 * main checks every argument once, where it arrives (the renderer is not trusted, so a check here would
 * prove nothing), and main's replies and events are built from the API's types. A failed invoke (no
 * handler, a value IPC cannot clone) becomes an error result, never a rejection. A call made with a
 * signal carries a call id, and its abort sends that id on the cancel channel: main aborts the call's
 * work, which answers `aborted`. An event listener gets the event's payload only, never Electron's event
 * object. Electron-free: the preload passes `ipcRenderer`'s invoke, send and on/removeListener, the shell
 * harness a Playwright binding.
 */
import {
  BRIDGE_METHODS,
  IPC_CANCEL_CHANNEL,
  ipcChannel,
  ipcEventChannel,
  type BridgeMethod,
  type BridgeResult,
  type CallOptions,
  type TonIndexBridge,
} from '../shared/bridge/api/bridge-api';
import { toErrorInfo } from '../shared/errors';
import { isJobEventType } from '../shared/jobs/job-events';

/** Sends one message to main and resolves with main's reply (`ipcRenderer.invoke`'s shape). */
export type InvokeFn = (channel: string, arg: unknown, callId?: number) => Promise<unknown>;

/** Sends one message to main that wants no reply (`ipcRenderer.send`'s shape). */
export type SendFn = (channel: string, payload: unknown) => void;

/** Listens on a channel main sends to; answers the function that stops listening. */
export type SubscribeFn = (channel: string, listener: (payload: unknown) => void) => () => void;

/** Builds the frozen `window.tonIndex` object over `invoke`, `send` and `subscribe`. */
export function createPreloadApi(invoke: InvokeFn, subscribe: SubscribeFn, send: SendFn): TonIndexBridge {
  let lastCallId = 0;
  const call = async (
    method: BridgeMethod,
    arg: unknown,
    options?: CallOptions,
  ): Promise<BridgeResult<unknown>> => {
    const signal = options?.signal;
    if (signal?.aborted) return { ok: false, error: { kind: 'aborted', message: 'The call was cancelled.' } };
    const callId = signal ? ++lastCallId : undefined;
    const cancel = () => send(IPC_CANCEL_CHANNEL, callId);
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      return (await invoke(ipcChannel(method), arg, callId)) as BridgeResult<unknown>;
    } catch (error) {
      return { ok: false, error: toErrorInfo(error) };
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  };
  const methods = Object.fromEntries(
    BRIDGE_METHODS.map((method) => [
      method,
      (arg?: unknown, options?: CallOptions) => call(method, arg, options),
    ]),
  );
  const addEventListener = (
    type: unknown,
    listener: unknown,
    options?: { signal?: AbortSignal },
  ): (() => void) => {
    // Named events only: anything else is not a channel the page may listen on.
    if (!isJobEventType(type)) throw new TypeError(`"${String(type)}" is not an event of the bridge.`);
    if (typeof listener !== 'function') throw new TypeError('The listener must be a function.');
    const stop = subscribe(ipcEventChannel(type), (payload) => (listener as (p: unknown) => void)(payload));
    let removed = false;
    const remove = () => {
      if (removed) return;
      removed = true;
      stop();
    };
    const signal = options?.signal;
    if (signal && typeof signal.addEventListener === 'function') {
      if (signal.aborted) remove();
      else signal.addEventListener('abort', remove, { once: true });
    }
    return remove;
  };
  return Object.freeze({ ...methods, addEventListener }) as TonIndexBridge;
}
