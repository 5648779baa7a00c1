/**
 * Picks the bridge: `window.tonIndex` when something provides it (the Electron preload, or the e2e shell
 * harness), otherwise the in-page web bridge. Either way the renderer calls it directly: arguments are
 * checked where they arrive (main, or the web bridge's dispatch), and replies come back typed from
 * trusted code, so nothing here parses them again.
 */
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { createWebBridge } from './web-bridge';
import type { StorageLike } from './web-settings-store';

declare global {
  interface Window {
    /** Exposed by the Electron preload (contextBridge) or the e2e shell harness. */
    tonIndex?: TonIndexBridge;
  }
}

/** Which transport is in use, for the settings screen and the footer. */
export type BridgeKind = 'provided' | 'web';

/** localStorage, or null where the browser refuses it. */
function localStorageOrNull(): StorageLike | null {
  try {
    const storage = window.localStorage;
    storage.getItem('probe');
    return storage;
  } catch {
    return null;
  }
}

/** The bridge the app talks to, and where it came from. */
export function installBridge(): { bridge: TonIndexBridge; kind: BridgeKind } {
  const provided = window.tonIndex;
  if (provided && typeof provided === 'object') return { bridge: provided, kind: 'provided' };
  const indexer = new URLSearchParams(window.location.search).get('indexer');
  // The job worker starts with the bridge: the first screen's chain status is asked there.
  const openWorker = () =>
    new Worker(new URL('./job-worker.ts', import.meta.url), { type: 'module', name: 'jobs' });
  return { bridge: createWebBridge({ storage: localStorageOrNull(), indexer, openWorker }), kind: 'web' };
}
