/**
 * Two of emscripten's glue functions that the emulator (shared/tvm/emulator-instance.ts) calls so often
 * that they were a fifth of the CPU of deriving jetton wallets, replaced by ones that do less work per
 * call: the table answers the same; the clock answers the same clocks in coarser steps. Profiled on
 * 9,600 `get_wallet_address` runs of the real USD₮ minter in sessions of 48: the table lookups were
 * 10–13 % of the CPU, the clock 6–8 %.
 */

/** A WebAssembly memory, as used here. */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(delta: number): number;
}

/** A WebAssembly table of functions, as used here. */
export interface WasmTable {
  readonly length: number;
  get(index: number): unknown;
  set(index: number, value: unknown): void;
  grow(delta: number, value?: unknown): number;
}

/** The clocks of the runtimes the engine runs in (shared/ loads neither Node's nor the DOM's types). */
const clocks = globalThis as unknown as { performance: { now(): number }; Date: { now(): number } };

/**
 * How many reads of one clock (the wall clock, or the monotonic one) answer the same reading of the
 * runtime's clock. The emulator reads the clock twice for each instruction it executes (≈7,900 reads
 * in a session of 48 jetton wallets, which executes ≈3,900 instructions), and nothing it answers
 * depends on the time: a get-method's `now()` is the run's `unix_time`, put in its context, and its
 * stack, gas and exit code are the same whatever the clock says. Reading the runtime's clock
 * (`performance.now()`, `Date.now()`) and converting it on each of those reads was 13–17 % of the
 * emulator's CPU for each derived wallet (in-process A/B, 1,920 derivations of the real USD₮ minter a
 * pass, twelve passes each, load 8–10).
 */
export const READS_PER_CLOCK_READING = 64;

/**
 * Replaces emscripten's `clock_time_get` (found among the imports by its name, or its shape when the
 * glue was minified: {@link WASI_CLOCK_SHAPE}) with one that answers nanoseconds of the wall clock
 * (id 0) or of the monotonic one (ids 1–3), EINVAL for other ids, as emscripten's does — without a
 * BigInt on each call, and reading the runtime's clock once in {@link READS_PER_CLOCK_READING} reads
 * of each: a clock of a coarser step, which still never goes back and still moves on (a loop that
 * waits for time to pass still ends).
 */
export function leanClock(imports: object, memory: () => WasmMemory): void {
  for (const group of Object.values(imports) as Array<Record<string, unknown>>) {
    for (const [name, value] of Object.entries(group)) {
      if (!isWasiClock(value)) continue;
      // A view of the memory is detached (length 0) when the memory grows; only then is it made again.
      let view = new Uint32Array(0);
      // Per clock (0: wall, 1: monotonic): the last reading in nanoseconds, and reads left to answer it.
      const readings = [0, 0];
      const left = [0, 0];
      group[name] = (clock: number, _precision: bigint, out: number): number => {
        if (clock < 0 || clock > 3) return 28;
        const kind = clock === 0 ? 0 : 1;
        if (left[kind]! === 0) {
          left[kind] = READS_PER_CLOCK_READING;
          readings[kind] = Math.round(
            (kind === 0 ? clocks.Date.now() : clocks.performance.now()) * 1e3 * 1e3,
          );
        }
        left[kind]!--;
        const nanoseconds = readings[kind]!;
        if (view.length === 0) view = new Uint32Array(memory().buffer);
        // The 64-bit little-endian integer emscripten writes, as two halves (no BigInt per call).
        const low = nanoseconds % 2 ** 32;
        view[out >> 2] = low;
        view[(out >> 2) + 1] = (nanoseconds - low) / 2 ** 32;
        return 0;
      };
    }
  }
}

/**
 * The shape of emscripten's `_clock_time_get` once a minifier renamed it and its helpers (the packed CLI
 * and the web build minify the glue; emscripten already named its imports `ua`, `va`…): EINVAL (28) for
 * an id WASI does not have, ENOSYS (52) without a monotonic clock, nanoseconds as `ms * 1e3 * 1e3`
 * written as a BigInt — together, no other import of the glue.
 */
const WASI_CLOCK_SHAPE = /return 28[\s\S]*return 52[\s\S]*\*1e3\*1e3\)[\s\S]*BigInt\(/;

/** Whether `value` is emscripten's `clock_time_get`: by its name from sources, by its shape when bundled. */
function isWasiClock(value: unknown): boolean {
  if (typeof value !== 'function' || value.length !== 3) return false;
  return value.name === '_clock_time_get' || WASI_CLOCK_SHAPE.test(Function.prototype.toString.call(value));
}

/**
 * Keeps the functions read from the instance's table. emscripten's glue calls every C++ function that
 * may throw through an `invoke_…` wrapper, which looks the function up with `table.get(index)` each
 * time; that lookup is a call into the engine, and it was 10–13 % of the CPU of deriving jetton wallets
 * (the largest single item of the profile). An entry read once is the same function until the table
 * is written or grown, which forgets what was read.
 */
export function mirrorTable(table: WasmTable): void {
  const { get, set, grow } = table;
  // Dense (filled with null), so V8 keeps it an array and not a dictionary of a few thousand indices.
  const empty = () => new Array<unknown>(table.length).fill(null);
  let mirror = empty();
  table.get = (index) => (mirror[index] ??= get.call(table, index));
  table.set = (index, value) => {
    set.call(table, index, value);
    mirror = empty();
  };
  table.grow = (delta, value) => {
    const size = grow.call(table, delta, value);
    mirror = empty();
    return size;
  };
}
