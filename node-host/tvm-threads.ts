/**
 * The emulator host of Node — shared by the CLI and Electron main: the pool of shared/tvm/emulator-pool.ts
 * over worker threads (by default one per core, at most two), each running the engine of
 * node-host/tvm-thread.ts. The threads keep the event loop free (the CLI paces its requests and
 * answers Ctrl-C; main answers IPC) and are what a wall-clock limit or a cancel terminates. Each
 * thread's JavaScript heap is capped too, so a thread that runs away with memory dies alone.
 *
 * Under tsx (the CLI from its sources, tests) a thread loads the TypeScript sources through
 * node-host/tvm-thread.mjs; in the packed CLI (cli.vite.config.ts) the same relative name is the bundled
 * thread, out/cli/tvm-thread.mjs; Electron main passes its bundled copy (out/main/tvm-thread.cjs) with
 * {@link createBundledTvmRunner}.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { compileEmulator, type CompiledEmulator } from '../shared/tvm/emulator-compile';
import { createEmulatorPool } from '../shared/tvm/emulator-pool';
import type { TvmChannel, TvmRequestMessage, TvmResponseMessage } from '../shared/tvm/emulator-protocol';
import type { TvmRunner } from '../shared/tvm/runner';
import { nodeEmulatorWasm } from './emulator-wasm';

/** Starts one emulator thread. */
export type TvmThreadSpawner = (
  resourceLimits: NonNullable<ConstructorParameters<typeof Worker>[1]>['resourceLimits'],
) => Worker;

/** The JavaScript heap one thread may use (the emulator's own memory is capped per run by the engine). */
export const THREAD_HEAP_MB = 1024;

/**
 * The thread entry `tvm-thread.mjs` beside this module: in the sources, the tsx loader over the
 * TypeScript thread; in the packed CLI, whose chunks all lie in out/cli/, the bundled thread itself.
 */
const sourceThread: TvmThreadSpawner = (resourceLimits) =>
  new Worker(new URL('./tvm-thread.mjs', import.meta.url), { resourceLimits });

/** The bundled thread's file name, beside Electron main's main.cjs (electron.vite.config.ts). */
export const TVM_THREAD_FILE = 'tvm-thread.cjs';

/** Words for a thread that died. */
function deathWords(error: Error & { code?: string }): string {
  if (error.code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory|memory limit/i.test(error.message))
    return `its thread ran out of memory (a thread may use ${THREAD_HEAP_MB.toLocaleString('en-US')} MB)`;
  return `its thread failed: ${error.message}`;
}

/** Pool → thread: the compiled emulator (posted once, first), then requests. */
export type TvmThreadMessage = { emulator: CompiledEmulator } | TvmRequestMessage;

/** A channel over one thread, which gets `emulator` once the pool has compiled it. */
function threadChannel(spawn: TvmThreadSpawner, emulator: Promise<CompiledEmulator>): TvmChannel {
  const worker = spawn({ maxOldGenerationSizeMb: THREAD_HEAP_MB });
  // The thread must not keep the process alive once the command is done…
  worker.unref();
  let onMessage: (message: TvmResponseMessage) => void = () => undefined;
  let onFailure: (reason: string) => void = () => undefined;
  // …but while a request is outstanding it must (every request gets one answer).
  let outstanding = 0;
  let terminated = false;
  worker.on('message', (message: TvmResponseMessage) => {
    if (--outstanding === 0) worker.unref();
    onMessage(message);
  });
  worker.on('error', (error) => onFailure(deathWords(error)));
  worker.on('exit', (code) => {
    if (!terminated) onFailure(`its thread exited (code ${code})`);
  });
  emulator.then(
    (compiled) => {
      if (!terminated) worker.postMessage({ emulator: compiled } satisfies TvmThreadMessage);
    },
    (error: Error) => onFailure(`the emulator could not be compiled: ${error.message}`),
  );
  return {
    post: (message) => {
      if (outstanding++ === 0) worker.ref();
      worker.postMessage(message);
    },
    onMessage: (listener) => void (onMessage = listener),
    onFailure: (listener) => void (onFailure = listener),
    terminate: () => {
      terminated = true;
      void worker.terminate();
    },
  };
}

/** Options of {@link createThreadTvmRunner}. */
export interface ThreadRunnerOptions {
  /** Threads at most (default: one per core, at most two); they start when work waits. */
  threads?: number;
  /** Starts one thread; default: `tvm-thread.mjs` beside this module (the sources under tsx, or the packed CLI's). */
  spawn?: TvmThreadSpawner;
  /**
   * The emulator's bytes, compiled once for the threads; default: this build's (the package's Base64
   * text from the sources, the packed CLI's `emulator.wasm`). A bench of the packed pool run from the
   * sources passes the packed file.
   */
  binary?: () => Uint8Array | Promise<Uint8Array>;
}

/** A runner over worker threads: the CLI's, and (with the bundled thread) Electron main's. */
export function createThreadTvmRunner(options: ThreadRunnerOptions = {}): TvmRunner {
  const spawn = options.spawn ?? sourceThread;
  const binary = options.binary ?? nodeEmulatorWasm;
  // Compiled once per pool, when its first thread starts, while that thread loads its modules; every
  // thread of the pool (a replacement too) gets the same module instead of compiling its own: two
  // threads compiling at once on two cores each took twice as long to be ready.
  let compiled: Promise<CompiledEmulator> | undefined;
  const emulator = () => (compiled ??= Promise.resolve().then(binary).then(compileEmulator));
  return createEmulatorPool({
    size: options.threads ?? Math.max(1, Math.min(2, availableParallelism())),
    open: () => threadChannel(spawn, emulator()),
  });
}

/** Electron main's runner: the threads run the bundled thread beside main.cjs (`dir`). */
export function createBundledTvmRunner(dir: string): TvmRunner {
  return createThreadTvmRunner({
    spawn: (resourceLimits) => new Worker(join(dir, TVM_THREAD_FILE), { resourceLimits }),
  });
}
