/**
 * The desktop path without Electron (issue 35 item 1): main in this thread (main-side.ts: the real
 * settings store, lookup log, emulator threads and IPC registry) and the app window in a worker thread
 * of its own (renderer-thread.ts: the real preload API and the renderer's model), joined by the IPC link
 * (ipc-link.ts), over which every call, answer and job event crosses as V8-serialized bytes — the
 * structured clone Electron's IPC pays. Two threads, as Electron has two processes: the window's work
 * runs beside main's, not in its turns. What Electron adds that this does not: the Mojo hop between
 * processes and Chromium's own tasks in the window (DOM, React, paint; the web app's benches measure
 * those).
 *
 * Used by the bench line desktop-100k-vs-cli (lookup-file.ts) and by the walks (walks.ts), which also
 * tap the IPC, emulator-thread and network boundaries and take V8 coverage in every thread.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { join } from 'node:path';
import { MessageChannel, Worker } from 'node:worker_threads';
import { CrossingLog } from './crossings';
import { portEnd } from './ipc-link';
import { openMainSide, type MainSide } from './main-side';
import type { RendererCall, RendererReply, RendererValues } from './renderer-calls';
import { tappedThreads, type TappedThreads } from './thread-tap';
import { takeCoverage } from './thread-coverage';

/** How the path is opened. */
export interface DesktopPathOptions {
  /** The indexer of the profile a first start makes (the local index server). */
  indexerUrl: string;
  /** Tap the IPC and emulator-thread boundaries into {@link DesktopPath.crossings}. */
  tap?: boolean;
  /** Run V8 coverage in the window's and the emulator threads (this thread's is the caller's to start). */
  coverage?: boolean;
  /** The fetch main's index client uses (the walks tap the network with it). */
  fetch?: typeof fetch;
}

/** Product files each thread ran since the previous take. */
export interface CoverageTake {
  main: string[];
  renderer: string[];
  emulator: string[];
}

/** An open path. */
export interface DesktopPath {
  readonly main: MainSide;
  /** What crossed the IPC and emulator-thread boundaries (empty without `tap`). */
  readonly crossings: CrossingLog;
  /** Asks the window's thread to do something; resolves with what it answered. */
  call<A extends RendererCall['action']>(
    call: Extract<RendererCall, { action: A }>,
  ): Promise<RendererValues[A]>;
  /** How busy each thread's event loop has been since it started (`eventLoopUtilization`). */
  utilization(): { main: EventLoopUtilization; window: EventLoopUtilization };
  /** One coverage take in every thread (script URLs; filter them with coverage-files.ts). */
  takeCoverage(): Promise<CoverageTake>;
  close(): Promise<void>;
}

/** Starts the window's thread; resolves with its `call`. */
function startWindow(worker: Worker, control: MessageChannel['port1']) {
  let lastId = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const fail = (error: Error) => {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the window's thread exited (code ${code})`)));
  control.on('message', (reply: RendererReply) => {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.ok) call?.resolve(reply.value);
    else call?.reject(new Error(reply.error));
  });
  return (call: RendererCall) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve, reject });
      control.postMessage({ id, call });
    });
}

/** Opens the path in a fresh user-data folder; the window has read its settings. */
export async function openDesktopPath(options: DesktopPathOptions): Promise<DesktopPath> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'desktop-path-'));
  const crossings = new CrossingLog();
  const threads: TappedThreads | null =
    options.tap || options.coverage ? tappedThreads(crossings, options.coverage ?? false) : null;
  const ipc = new MessageChannel();
  const control = new MessageChannel();
  const main = await openMainSide({
    userDataDir,
    indexerUrl: options.indexerUrl,
    end: portEnd(ipc.port1),
    ...(options.tap ? { log: crossings } : {}),
    ...(threads ? { spawnThread: threads.spawn } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const worker = new Worker(new URL('./renderer-thread.mjs', import.meta.url), {
    workerData: { ipcPort: ipc.port2, controlPort: control.port2, coverage: options.coverage ?? false },
    transferList: [ipc.port2, control.port2],
  });
  const call = startWindow(worker, control.port1);
  await call({ action: 'open' });
  return {
    main,
    crossings,
    call: (c) => call(c) as never,
    utilization: () => ({
      main: performance.eventLoopUtilization(),
      window: worker.performance.eventLoopUtilization(),
    }),
    async takeCoverage() {
      const [mainUrls, renderer, emulator] = await Promise.all([
        takeCoverage(),
        call({ action: 'coverage' }) as Promise<string[]>,
        threads?.takeCoverage() ?? [],
      ]);
      return { main: mainUrls, renderer, emulator };
    },
    async close() {
      await worker.terminate();
      ipc.port1.close();
      control.port1.close();
      await main.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
