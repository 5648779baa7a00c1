/**
 * The replacements of emscripten's glue (emulator-hot-paths.ts) answer what emscripten's own functions
 * answer: the clock writes the same 64-bit nanoseconds into the emulator's memory (also after the
 * memory grew), of a reading taken once in a step of reads, and the table mirror returns what the table holds now, also after it was written or
 * grown. The emulator run through them: engine.int.test.ts and tvm-inputs.property.int.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  leanClock,
  mirrorTable,
  READS_PER_CLOCK_READING,
  type WasmMemory,
  type WasmTable,
} from './emulator-hot-paths';

/** The runtime's WebAssembly (shared/ loads no DOM types that would declare it). */
const { WebAssembly } = globalThis as unknown as {
  WebAssembly: { Memory: new (descriptor: { initial: number; maximum: number }) => WasmMemory };
};

/** What emscripten's `_clock_time_get` writes for a clock reading of `milliseconds`. */
const emscripten = (milliseconds: number) => BigInt(Math.round(milliseconds * 1e3 * 1e3));

/** emscripten's clock as @ton/sandbox's glue has it (its body never runs: it must be replaced). */
function _clock_time_get(_id: number, _precision: bigint, _out: number): number {
  throw new Error('the replaced clock was called');
}

/**
 * The same clock as the packed CLI's bundle has it after minifying (cli.vite.config.ts; copied from
 * its tvm-thread.mjs): renamed, its helpers too. Made from text, as the bundle has it; never called.
 */
const minifiedClock = new Function(
  'X',
  'St',
  'bt',
  'yt',
  'xt',
  'T',
  'return function Ct(e,t,n){if(t=X(t),!St(e))return 28;var r;if(e===0)r=bt();else if(xt)r=yt();else return 52;var i=Math.round(r*1e3*1e3);return T[n>>3]=BigInt(i),0}',
)() as (id: number, precision: bigint, out: number) => number;

/** A glue import group with emscripten's clock under a minified name, and a memory to write into. */
function glue(original: (id: number, precision: bigint, out: number) => number = _clock_time_get) {
  const memory = new WebAssembly.Memory({ initial: 1, maximum: 4 });
  const unrelated = (a: number, b: number, c: number) => a + b + c;
  const group: Record<string, unknown> = { ua: original, other: () => 1, va: unrelated };
  leanClock({ a: group }, () => memory);
  const clock = group.ua as (clock: number, precision: bigint, out: number) => number;
  const read = (at: number) => new BigInt64Array(memory.buffer)[at >> 3];
  return { memory, group, clock, read };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the lean clock', () => {
  it('writes the monotonic clock (ids 1-3) and the wall clock (id 0) as emscripten does, high half included', () => {
    const { clock, read, group } = glue();
    vi.spyOn(performance, 'now').mockReturnValue(98_765_432.123456);
    vi.spyOn(Date, 'now').mockReturnValue(1_764_430_123_456);
    expect(clock(1, 1000n, 8)).toBe(0);
    expect(read(8)).toBe(emscripten(98_765_432.123456));
    expect(clock(3, 0n, 16)).toBe(0);
    expect(read(16)).toBe(emscripten(98_765_432.123456));
    expect(clock(0, 0n, 24)).toBe(0);
    expect(read(24)).toBe(emscripten(1_764_430_123_456));
    expect((group.other as () => number)()).toBe(1);
  });

  it('is found in the minified glue of a bundle, where its name is gone, and nothing else is replaced', () => {
    const { clock, read, group } = glue(minifiedClock);
    expect(clock).not.toBe(minifiedClock);
    vi.spyOn(performance, 'now').mockReturnValue(1_234.5);
    expect(clock(1, 0n, 8)).toBe(0);
    expect(read(8)).toBe(emscripten(1_234.5));
    expect((group.va as (a: number, b: number, c: number) => number)(1, 2, 3)).toBe(6);
  });

  it('answers EINVAL for a clock WASI does not have, writing nothing', () => {
    const { clock, read } = glue();
    expect(clock(4, 0n, 8)).toBe(28);
    expect(clock(-1, 0n, 8)).toBe(28);
    expect(read(8)).toBe(0n);
  });

  it('writes into the memory as it is after growing, not into the old buffer', () => {
    const { clock, read, memory } = glue();
    vi.spyOn(performance, 'now').mockReturnValue(5_000.5);
    clock(1, 0n, 8);
    memory.grow(1);
    clock(1, 0n, 70_000);
    expect(read(70_000)).toBe(emscripten(5_000.5));
    expect(read(8)).toBe(emscripten(5_000.5));
  });

  it("reads the runtime's clock once in a step of reads of each clock, never going back and always moving on", () => {
    const { clock, read } = glue();
    let now = 1_000;
    const monotonic = vi.spyOn(performance, 'now').mockImplementation(() => (now += 0.5));
    const seen: bigint[] = [];
    for (let i = 0; i < 3 * READS_PER_CLOCK_READING; i++) {
      expect(clock(i % 3 === 0 ? 1 : 2, 0n, 8)).toBe(0);
      seen.push(read(8)!);
    }
    expect(monotonic).toHaveBeenCalledTimes(3);
    expect(seen.every((value, i) => i === 0 || value >= seen[i - 1]!)).toBe(true);
    expect(seen[READS_PER_CLOCK_READING]! - seen[READS_PER_CLOCK_READING - 1]!).toBe(emscripten(0.5));
    expect(seen.at(-1)).toBe(emscripten(1_001.5));
    // The wall clock keeps a reading of its own.
    vi.spyOn(Date, 'now').mockReturnValue(1_764_430_123_456);
    clock(0, 0n, 16);
    expect(read(16)).toBe(emscripten(1_764_430_123_456));
  });
});

/** A stand-in table counting the reads that reach it. */
function table(values: unknown[]): WasmTable & { reads: number } {
  const slots = [...values];
  return {
    reads: 0,
    get length() {
      return slots.length;
    },
    get(index) {
      this.reads++;
      return slots[index] ?? null;
    },
    set(index, value) {
      slots[index] = value;
    },
    grow(delta, value) {
      const before = slots.length;
      for (let i = 0; i < delta; i++) slots.push(value ?? null);
      return before;
    },
  };
}

describe('the table mirror', () => {
  it('reads each entry from the table once', () => {
    const f = () => 1;
    const t = table([null, f]);
    mirrorTable(t);
    expect(t.get(1)).toBe(f);
    expect(t.get(1)).toBe(f);
    expect(t.reads).toBe(1);
  });

  it('answers what the table holds after an entry is written, or the table grows', () => {
    const [f, g, h] = [() => 1, () => 2, () => 3];
    const t = table([f, f]);
    mirrorTable(t);
    expect(t.get(1)).toBe(f);
    t.set(1, g);
    expect(t.get(1)).toBe(g);
    expect(t.grow(1, h)).toBe(2);
    expect(t.get(2)).toBe(h);
    expect(t.get(0)).toBe(f);
  });
});
