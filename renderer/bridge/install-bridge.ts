/**
 * Picks the bridge: `window.tonIndex` when something provides it (the Electron preload, or the e2e shell
 * harness), otherwise the in-page web bridge. Either way the renderer only ever sees the validated
 * wrapper, so a reply that breaks the contract is an error, not data.
 */
import type { TonIndexBridge } from '../../shared/bridge/contract';
import { validatedBridge } from './validated-bridge';
import { createWebBridge } from './web-bridge';
import { openWebSettingsStore, type StorageLike } from './web-settings-store';

declare global {
  interface Window {
    /** Exposed by the Electron preload (contextBridge) or the e2e shell harness. */
    tonIndex?: unknown;
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
  if (provided && typeof provided === 'object') {
    return { bridge: validatedBridge(provided as Record<string, unknown>), kind: 'provided' };
  }
  const indexer = new URLSearchParams(window.location.search).get('indexer');
  const store = openWebSettingsStore(localStorageOrNull(), indexer);
  return { bridge: validatedBridge(createWebBridge(store) as unknown as Record<string, unknown>), kind: 'web' };
}
