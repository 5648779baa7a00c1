/**
 * The object the preload exposes as `window.tonIndex`: one named function per bridge API method
 * and nothing else (no generic invoke, no ipcRenderer). It forwards each call on that method's own
 * channel and hands back main's reply. It checks nothing itself: main checks every argument once, where
 * it arrives (the renderer is not trusted, so a check here would prove nothing), and main's replies are
 * built from the API's types. A failed invoke (no handler, a value IPC cannot clone) becomes an
 * error result, never a rejection. Electron-free: the preload passes `ipcRenderer.invoke`, the shell
 * harness a Playwright binding.
 */
import {
  BRIDGE_METHODS,
  ipcChannel,
  type BridgeMethod,
  type BridgeResult,
  type TonIndexBridge,
} from '../shared/bridge/api/bridge-api';
import { toErrorInfo } from '../shared/errors';

/** Sends one message to main and resolves with main's reply (`ipcRenderer.invoke`'s shape). */
export type InvokeFn = (channel: string, arg: unknown) => Promise<unknown>;

/** Builds the frozen `window.tonIndex` object over `invoke`. */
export function createPreloadApi(invoke: InvokeFn): TonIndexBridge {
  const call = async (method: BridgeMethod, arg: unknown): Promise<BridgeResult<unknown>> => {
    try {
      return (await invoke(ipcChannel(method), arg)) as BridgeResult<unknown>;
    } catch (error) {
      return { ok: false, error: toErrorInfo(error) };
    }
  };
  const api = Object.fromEntries(
    BRIDGE_METHODS.map((method) => [method, (arg?: unknown) => call(method, arg)]),
  );
  return Object.freeze(api) as TonIndexBridge;
}
