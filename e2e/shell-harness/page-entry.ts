/**
 * Runs in the test page before any page script (bundled into an IIFE by preload-bundle.ts): the same
 * `createPreloadApi` the Electron preload exposes, over a Playwright binding instead of ipcRenderer for
 * calls, and for main's pushed events a page function the harness calls (`__tonIndexPush`, the stand-in
 * for `webContents.send`; test-only — a real preload has no such entry point).
 */
import { createPreloadApi } from '../../electron/preload-api';

type HarnessWindow = {
  __tonIndexInvoke?: (channel: string, arg: unknown, callId?: number) => Promise<unknown>;
  __tonIndexPush?: (channel: string, payload: unknown) => void;
  tonIndex?: unknown;
};

const target = window as unknown as HarnessWindow;
const invoke = target.__tonIndexInvoke;
if (typeof invoke === 'function') {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  Object.defineProperty(target, '__tonIndexPush', {
    value: (channel: string, payload: unknown) => {
      for (const listener of [...(listeners.get(channel) ?? [])]) listener(payload);
    },
    writable: false,
    configurable: false,
  });
  const api = createPreloadApi(
    (channel, arg, callId) => invoke(channel, arg, callId),
    (channel, listener) => {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(listener);
      return () => void set.delete(listener);
    },
    // ipcRenderer.send: a message main hears without answering (a call's cancel).
    (channel, payload) => void invoke(channel, payload),
  );
  // Like contextBridge: a read-only property the page cannot replace.
  Object.defineProperty(target, 'tonIndex', {
    value: api,
    writable: false,
    configurable: false,
    enumerable: true,
  });
}
