/**
 * A whole bridge for tests that drive the renderer's model without a browser: the REAL web bridge
 * (renderer/bridge/web-bridge.ts) over an in-memory localStorage, and behind a MessageChannel the REAL
 * job worker's code (renderer/bridge/job-worker-serve.ts) with Node's fetch, a LevelDB log in a
 * temporary folder and the emulator's engine in this process.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';
import { serveBackEnd } from '../renderer/bridge/job-worker-serve';
import { createWebBridge } from '../renderer/bridge/web-bridge';
import type { StorageLike } from '../renderer/bridge/web-settings-store';
import type { TonIndexBridge } from '../shared/bridge/api/bridge-api';
import { createIndexClient } from '../shared/client/index-client';
import { methodName } from '../shared/contracts/method-names';
import { createTvmEngine } from '../shared/tvm/engine';
import type { LookupLog } from '../shared/lookup-log/lookup-log';
import { createStorageCore } from '../shared/storage/storage-core';
import { backEndStores } from './back-end-stores';
import { plainStoreEngine } from './plain-store-engine';
import { nodeEmulatorWasm } from '../node-host/emulator-wasm';

/** A bridge and the way to close it. */
export interface TestBridge {
  bridge: TonIndexBridge;
  close(): Promise<void>;
}

/** Opens a bridge whose active profile is `indexerUrl`; `wrapLog` may stand in front of its lookup log. */
export async function openTestBridge(
  indexerUrl: string,
  wrapLog: (log: LookupLog) => LookupLog = (log) => log,
): Promise<TestBridge> {
  const dir = await mkdtemp(join(tmpdir(), 'test-bridge-'));
  const db = new ClassicLevel<string, string>(join(dir, 'db'));
  const items = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
  };
  // The web worker's stores (renderer/bridge/web-lookup-log.ts) over LevelDB instead of IndexedDB.
  const core = createStorageCore(plainStoreEngine(db));
  const stores = backEndStores(core);
  const channel = new MessageChannel();
  const owner = serveBackEnd(channel.port2 as never, {
    createClient: (client) => createIndexClient({ ...client, fetch }),
    ...stores,
    lookupLog: wrapLog(stores.lookupLog),
    tvmRunner: () => createTvmEngine({ methodName, wasm: nodeEmulatorWasm }),
    logger: { warn: () => undefined },
    startWatcher: false,
  });
  const bridge = createWebBridge({
    storage,
    indexer: indexerUrl,
    openWorker: () => channel.port1 as never,
    logger: { warn: () => undefined },
  });
  return {
    bridge,
    async close() {
      owner.jobs.cancelAll();
      channel.port1.close();
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
