/**
 * The bridge API suite (bridge-api-suite.ts) against the web transport: the REAL in-page web bridge
 * (renderer/bridge/web-bridge.ts) over an in-memory localStorage, and behind the REAL port protocol
 * (renderer/bridge/port-dispatch.ts) over a MessageChannel — structured clones both ways, as to the
 * Worker — the REAL job worker's code (renderer/bridge/job-worker-serve.ts) with Node's fetch to the
 * local index server, the emulator's engine, and a real log store (LevelDB here; IndexedDB in the
 * browser, which Node lacks: the browser side runs in e2e). It lives here, not beside web-bridge.ts,
 * because renderer files may not import test helpers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';
import { createStorageCore } from '../shared/storage/storage-core';
import { backEndStores } from './back-end-stores';
import { plainStoreEngine } from './plain-store-engine';
import { type WatchNotification } from '../shared/watch/watch-notice';
import { JOB_EVENT_TYPES } from '../shared/jobs/job-events';
import type { BridgeMethod, TonIndexBridge } from '../shared/bridge/api/bridge-api';
import { createIndexClient } from '../shared/client/index-client';
import type { BackEnd } from '../shared/bridge/back-end';
import { serveBackEnd } from '../renderer/bridge/job-worker-serve';
import { createWebBridge } from '../renderer/bridge/web-bridge';
import { WEB_SETTINGS_KEY, type StorageLike } from '../renderer/bridge/web-settings-store';
import { methodName } from '../shared/contracts/method-names';
import { createTvmEngine } from '../shared/tvm/engine';
import { describeBridgeApi } from './bridge-api-suite';
import type { RecordedEvent } from './job-events';
import { nodeEmulatorWasm } from '../node-host/emulator-wasm';

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

  let db: ClassicLevel<string, string> | undefined;
  let channel: MessageChannel | undefined;
  let owner: BackEnd | undefined;
  let bridge: TonIndexBridge;
  const events: RecordedEvent[] = [];
  /**
   * A page load: a new bridge over the same storage, and a new job worker over the same database. Only
   * the first load carries `?indexer=` (it re-selects its profile on every load that has it, as a
   * bookmark with it would); a restart is the app opened again the plain way, like Electron's second start.
   */
  async function start(indexer: string | null): Promise<void> {
    owner?.jobs.cancelAll();
    channel?.port1.close();
    await db?.close();
    db = new ClassicLevel<string, string>(join(dir, 'lookup-log'));
    channel = new MessageChannel();
    // The web worker's stores (renderer/bridge/web-lookup-log.ts) over LevelDB instead of IndexedDB.
    const core = createStorageCore(plainStoreEngine(db));
    owner = serveBackEnd(channel.port2 as never, {
      createClient: (client) => createIndexClient({ ...client, fetch }),
      ...backEndStores(core),
      // The engine itself (the browser's Worker around it runs in e2e/web-insight.spec.ts).
      tvmRunner: () => createTvmEngine({ methodName, wasm: nodeEmulatorWasm }),
      logger: { warn: () => undefined },
      // The suite drives re-checks with "Check now"; the timer's own runs are in shared/watch/watch-runner.int.test.ts.
      startWatcher: false,
    });
    const worker = channel.port1;
    bridge = createWebBridge({
      storage,
      indexer,
      openWorker: () => worker as never,
      saveFile: async (arg) => {
        saved.push({ name: arg.suggestedName, content: [arg.content].flat().join('') });
        return { saved: true };
      },
      openLink: async (url) => void opened.push(url),
      logger: { warn: () => undefined },
      notifier: { notify: (notification) => void notifications.push(notification) },
    });
    for (const type of JOB_EVENT_TYPES)
      bridge.addEventListener(type, (payload) => void events.push({ type, payload }));
  }
  await start(indexerUrl ?? null);

  return {
    call: (method: BridgeMethod, arg?: unknown) =>
      (bridge[method] as (a?: unknown) => ReturnType<TonIndexBridge['getSettings']>)(arg),
    restart: () => start(null),
    openedLinks: () => opened,
    savedFiles: async () => saved,
    events: () => events,
    notifications: () => notifications,
    async close() {
      owner?.jobs.cancelAll();
      channel?.port1.close();
      await db?.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});
