/**
 * The bridge API suite (bridge-api-suite.ts) against the web transport: the REAL in-page web
 * bridge (renderer/bridge/web-bridge.ts) over an in-memory localStorage and Node's fetch to the local
 * index server, with its lookup log behind the REAL port protocol (renderer/bridge/port-dispatch.ts)
 * over a MessageChannel — structured clones both ways, as to the Worker — serving the shared log
 * handlers over a real log store (LevelDB here; IndexedDB in the browser, which Node lacks: the browser
 * side runs in e2e/web-lookup-log). It lives here, not beside web-bridge.ts, because renderer files may
 * not import test helpers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';
import { createBridgeDispatch } from '../shared/bridge/dispatch';
import { createLabelHandlers } from '../shared/bridge/label-handlers';
import { createLibraryHandlers } from '../shared/bridge/library-handlers';
import { createUserLibraryStore, LIBRARIES_SUBLEVEL } from '../shared/libraries';
import { createLookupLogHandlers } from '../shared/bridge/lookup-log-handlers';
import { createStoreNoticeHandlers } from '../shared/bridge/store-notice-handlers';
import { createLabelStore, LABELS_SUBLEVEL } from '../shared/labels';
import { createStorageCore, ROOT_STORE } from '../shared/storage/storage-core';
import { plainStoreEngine } from './plain-store-engine';
import { createWatchHandlers } from '../shared/bridge/watch-handlers';
import { createWatchStore, WATCH_SUBLEVEL, type WatchNotification } from '../shared/watch';
import type { BridgeMethod, TonIndexBridge } from '../shared/bridge/api/bridge-api';
import { createLookupLog } from '../shared/lookup-log/lookup-log';
import { dispatchOverPort, serveOverPort } from '../renderer/bridge/port-dispatch';
import { createWebBridge } from '../renderer/bridge/web-bridge';
import { WEB_SETTINGS_KEY, type StorageLike } from '../renderer/bridge/web-settings-store';
import { methodName } from '../shared/contracts/method-names';
import { createTvmEngine } from '../shared/tvm/engine';
import { describeBridgeApi } from './bridge-api-suite';

describeBridgeApi('web bridge', async ({ indexerUrl, stored }) => {
  const dir = await mkdtemp(join(tmpdir(), 'bridge-api-web-'));
  const items = new Map<string, string>();
  if (stored) {
    items.set(
      WEB_SETTINGS_KEY,
      'text' in stored
        ? stored.text
        : JSON.stringify({ settings: stored.settings, apiKeys: {}, allowWeakKeyStorage: false }),
    );
  }
  const storage: StorageLike = {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
  };
  const opened: string[] = [];
  const saved: { name: string; content: string }[] = [];
  const notifications: WatchNotification[] = [];
  let clock = Date.UTC(2026, 10, 23, 9, 0, 0);

  let db: ClassicLevel<string, string> | undefined;
  let channel: MessageChannel | undefined;
  let bridge: TonIndexBridge;
  /**
   * A page load: a new bridge over the same storage, and a new log worker over the same database. Only
   * the first load carries `?indexer=` (it re-selects its profile on every load that has it, as a
   * bookmark with it would); a restart is the app opened again the plain way, like Electron's second start.
   */
  async function start(indexer: string | null): Promise<void> {
    channel?.port1.close();
    await db?.close();
    db = new ClassicLevel<string, string>(join(dir, 'lookup-log'));
    channel = new MessageChannel();
    // The web worker's stores (renderer/bridge/web-lookup-log.ts) over LevelDB instead of IndexedDB.
    const core = createStorageCore(plainStoreEngine(db));
    const { handlers } = createLookupLogHandlers({
      lookupLog: createLookupLog(core.store(ROOT_STORE)),
      now: () => clock,
    });
    const labels = createLabelStore(core.store(LABELS_SUBLEVEL));
    const watch = createWatchStore(core.store(WATCH_SUBLEVEL));
    const libraries = createUserLibraryStore(core.store(LIBRARIES_SUBLEVEL));
    serveOverPort(
      channel.port2 as never,
      createBridgeDispatch({
        ...handlers,
        ...createLabelHandlers({ labels }),
        ...createWatchHandlers({ watch }),
        ...createStoreNoticeHandlers({ storage: core }),
        ...createLibraryHandlers({ libraries }),
      }),
    );
    const worker = channel.port1;
    bridge = createWebBridge({
      storage,
      indexer,
      fetch,
      logDispatch: dispatchOverPort(() => worker as never),
      saveFile: async (arg) => {
        saved.push({ name: arg.suggestedName, content: arg.content });
        return { saved: true };
      },
      openLink: async (url) => void opened.push(url),
      logger: { warn: () => undefined },
      // The engine itself (the browser's Worker around it runs in e2e/web-insight.spec.ts).
      tvmRunner: () => createTvmEngine({ methodName }),
      notifier: { notify: (notification) => void notifications.push(notification) },
      // The suite drives re-checks with "Check now"; the timer's own runs are in shared/watch/watch-runner.int.test.ts.
      startWatcher: false,
    });
  }
  await start(indexerUrl ?? null);

  return {
    call: (method: BridgeMethod, arg?: unknown) =>
      (bridge[method] as (a?: unknown) => ReturnType<TonIndexBridge['getSettings']>)(arg),
    restart: () => start(null),
    openedLinks: () => opened,
    savedFiles: async () => saved,
    advanceClock: (ms) => void (clock += ms),
    notifications: () => notifications,
    async close() {
      channel?.port1.close();
      await db?.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});
