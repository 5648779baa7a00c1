/**
 * Runs in the test page before any page script (bundled into an IIFE by preload-bundle.ts): the same
 * `createPreloadApi` the Electron preload exposes, over a Playwright binding instead of ipcRenderer.
 */
import { createPreloadApi } from '../../electron/preload-api';

type HarnessWindow = {
  __tonIndexInvoke?: (channel: string, arg: unknown) => Promise<unknown>;
  tonIndex?: unknown;
};

const target = window as unknown as HarnessWindow;
const invoke = target.__tonIndexInvoke;
if (typeof invoke === 'function') {
  const api = createPreloadApi((channel, arg) => invoke(channel, arg));
  // Like contextBridge: a read-only property the page cannot replace.
  Object.defineProperty(target, 'tonIndex', {
    value: api,
    writable: false,
    configurable: false,
    enumerable: true,
  });
}
