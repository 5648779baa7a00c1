/**
 * One instance of the TON emulator: the C++ emulator of @ton/sandbox 0.41.0, compiled by emscripten to
 * WebAssembly, called through its C API (`run_get_method`) directly rather than through @ton/sandbox's
 * `Executor` wrapper, for three reasons:
 *
 * - **Instances are cheap to replace.** The WebAssembly module is compiled once per thread; a new
 *   instance is then a few milliseconds (the `Executor.create()` path compiles it again each time,
 *   ≈200 ms to seconds). An instance that failed, or may have been damaged, is thrown away — never
 *   reused — and the next run gets a fresh one (shared/tvm/engine.ts).
 * - **Its memory is capped.** The instance's linear memory refuses to grow past the cap set for the
 *   run; the run then fails and the instance is discarded.
 * - **Nothing is printed.** emscripten's "Aborted()" lines and the wrapper's `console.error` stay out of
 *   the user's terminal; failures are put into words by the engine.
 *
 * The code and data go in as the Base64 BoCs the indexer sent (already parsed and checked by the
 * engine), so a call does not serialise cells again.
 */
import emulatorFactory, { type EmulatorModule } from '@ton/sandbox/dist/executor/emulator-emscripten.js';
import { compileEmulator, type CompiledEmulator, type EmulatorBinary } from './emulator-compile';
import { leanClock, mirrorTable, type WasmMemory, type WasmTable } from './emulator-hot-paths';

/** One get-method call in the emulator's own terms (BoCs in Base64). */
export interface NativeGetMethodCall {
  /** The code cell's BoC. */
  code: string;
  /** The data cell's BoC. */
  data: string;
  /** A dictionary of library cells (hash → cell), or null. */
  libs: string | null;
  /** `my_address()`, raw `wc:HEX`. */
  address: string;
  /** `get_balance()`, nanotons. */
  balance: bigint;
  unixTime: number;
  methodId: number;
  gasLimit: bigint;
  /** The entry stack as a VmStack BoC. */
  stack: string;
  /** The blockchain config's BoC. */
  config: string;
}

/** What the emulator answers. */
export type NativeGetMethodOutput =
  | {
      success: true;
      /** The result stack as a VmStack BoC. */
      stack: string;
      gas_used: string;
      vm_exit_code: number;
      missing_library: string | null;
    }
  | { success: false; error: string };

/** A live emulator instance. */
export interface EmulatorInstance {
  /**
   * Runs one get-method, synchronously (the WebAssembly call blocks its thread). Throws when the
   * instance itself failed — an abort, a trap, a C++ exception, memory refused — after which it must
   * not be used again.
   */
  runGetMethod(call: NativeGetMethodCall): NativeGetMethodOutput;
  /** The instance's linear memory now, in bytes. */
  memoryBytes(): number;
  /** From now on, growth past this many bytes is refused; clears the refusal flag. */
  capMemory(bytes: number): void;
  /** Whether a growth was refused since the last {@link capMemory}. */
  memoryRefused(): boolean;
}

/** Creates an emulator instance (injectable, for tests of the engine's handling of failures). */
export type CreateEmulatorInstance = () => Promise<EmulatorInstance>;

/** A WebAssembly page. */
const PAGE = 65_536;

/**
 * The part of the WebAssembly API used here. It exists in every runtime the engine runs in (Node's
 * threads, the browser's Worker) but TypeScript declares it only with the DOM's types, which shared/
 * does not load.
 */
interface WasmApi {
  instantiate(module: object, imports: object): Promise<{ exports: Record<string, unknown> }>;
  Memory: abstract new (...args: never[]) => WasmMemory;
  Table: abstract new (...args: never[]) => WasmTable;
}

const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** The compiled module, once per thread (compiling is the expensive part; instantiating is not). */
let compiled: Promise<CompiledEmulator> | undefined;

/** Starts an instance over the compiled module, with its memory growth guarded. */
async function instantiate(
  module: CompiledEmulator,
  guard: (memory: WasmMemory) => void,
): Promise<EmulatorModule> {
  // emscripten's instantiateWasm hook has no way to report a failure: a rejected instantiation would
  // leave its promise pending, so the failure is raced against it.
  let fail: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  let memory: WasmMemory | undefined;
  const native = emulatorFactory({
    print: () => undefined,
    printErr: () => undefined,
    instantiateWasm(imports, done) {
      leanClock(imports, () => memory!);
      wasm.instantiate(module, imports).then((instance) => {
        memory = Object.values(instance.exports).find(
          (value): value is WasmMemory => value instanceof wasm.Memory,
        );
        if (memory) guard(memory);
        const table = Object.values(instance.exports).find(
          (value): value is WasmTable => value instanceof wasm.Table,
        );
        if (table) mirrorTable(table);
        done(instance, module);
      }, fail);
      return {};
    },
  });
  return Promise.race([native, failed]);
}

/**
 * The emulator's WebAssembly: the Base64 text @ton/sandbox ships it in (6.7 MB of JavaScript), its
 * bytes where the host has them without that text (the packed CLI reads a .wasm file, a Node host
 * decodes Base64 natively), or the module already compiled (a Node thread gets it from its pool).
 */
export type EmulatorWasm = () =>
  EmulatorBinary | CompiledEmulator | Promise<EmulatorBinary | CompiledEmulator>;

/** Creates an emulator instance (the WebAssembly module is compiled on the first call of the thread). */
export async function createEmulatorInstance(source: EmulatorWasm): Promise<EmulatorInstance> {
  compiled ??= Promise.resolve(source()).then((binary) =>
    typeof binary === 'string' || binary instanceof Uint8Array ? compileEmulator(binary) : binary,
  );
  let memory: WasmMemory | null = null;
  let cap = Number.POSITIVE_INFINITY;
  let refused = false;
  const native = await instantiate(await compiled, (linear) => {
    memory = linear;
    const grow = linear.grow.bind(linear);
    // emscripten grows the heap through this method (emscripten_resize_heap); refusing it makes the
    // allocation fail inside the emulator, which then ends the run.
    linear.grow = (delta: number) => {
      if (linear.buffer.byteLength + delta * PAGE > cap) {
        refused = true;
        throw new RangeError('the memory limit of the run was reached');
      }
      return grow(delta);
    };
  });

  /** Copies a string into the instance's heap (the caller frees it). */
  const put = (text: string): number => {
    const size = native.lengthBytesUTF8(text) + 1;
    const pointer = native._malloc(size);
    if (pointer === 0) throw new RangeError('the emulator could not allocate its input');
    native.stringToUTF8(text, pointer, size);
    return pointer;
  };

  return {
    runGetMethod(call) {
      const params = JSON.stringify({
        code: call.code,
        data: call.data,
        verbosity: 0,
        libs: call.libs ?? '',
        address: call.address,
        unixtime: call.unixTime,
        balance: call.balance.toString(),
        rand_seed: ZERO_SEED_HEX,
        gas_limit: call.gasLimit.toString(),
        method_id: call.methodId,
        debug_enabled: false,
      });
      const pointers: number[] = [];
      try {
        for (const text of [params, call.stack, call.config]) pointers.push(put(text));
        const answer = native._run_get_method(pointers[0]!, pointers[1]!, pointers[2]!);
        const text = native.UTF8ToString(answer);
        native._free(answer);
        const parsed = JSON.parse(text) as {
          fail?: boolean;
          message?: string;
          output?: NativeGetMethodOutput;
        };
        if (parsed.fail || !parsed.output) throw new EmulatorFault(parsed.message ?? 'it gave no answer');
        return parsed.output;
      } finally {
        // A failed instance may fail again here; it is discarded either way.
        try {
          for (const pointer of pointers) native._free(pointer);
        } catch {
          // nothing to free in an instance that is thrown away
        }
      }
    },
    memoryBytes: () => (memory as WasmMemory | null)?.buffer.byteLength ?? 0,
    capMemory(bytes) {
      cap = bytes;
      refused = false;
    },
    memoryRefused: () => refused,
  };
}

/** A 256-bit zero seed: `random()` in a get-method is deterministic, as in @ton/sandbox. */
const ZERO_SEED_HEX = '0'.repeat(64);

/** The emulator answered, but with a failure of its own (not the contract's). */
export class EmulatorFault extends Error {
  override readonly name = 'EmulatorFault';
}
