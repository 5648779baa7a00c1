/**
 * The budget of one get-method run. A contract's code is untrusted like the indexer's answers: it may
 * loop, allocate or return more than anyone can read. Every run therefore has three limits, and a run
 * past one stops with a sentence that names it:
 *
 * - **gas**: 1,000,000 by default, what TON's own `run_get_method` (tonlib, liteservers) allows a
 *   get-method; the virtual machine itself stops the run (exit code −14, "out of gas").
 * - **time**: 10 s of wall-clock time by default, measured by the host of the emulator (a worker
 *   thread, the browser's Worker), which ends a longer run by terminating the thread and starting a
 *   fresh one (shared/tvm/emulator-pool.ts).
 * - **memory**: 256 MB of emulator memory by default; the emulator's memory refuses to grow past it
 *   (shared/tvm/emulator-instance.ts).
 *
 * Each may be raised for one run (the app's get-method form, `run-method --gas-limit …`), up to the
 * maxima below (their schema: shared/tvm/limits-schema.ts, kept apart so the emulator's threads start
 * without zod). The result a run hands back is read with bounds too (shared/tvm/stack-boc.ts).
 */
import type { GetMethodLimits } from './limits-schema';
import { groupedInteger } from '../grouped-integer';

/** Gas of one get-method unless raised. */
export const DEFAULT_GAS_LIMIT = 1_000_000;
/** Wall-clock time of one get-method unless raised, in ms. */
export const DEFAULT_TIME_LIMIT_MS = 10_000;
/** Emulator memory of one get-method unless raised, in MB. */
export const DEFAULT_MEMORY_LIMIT_MB = 256;

/** The most gas a run may be given (≈ 100× the default: minutes of work). */
export const MAX_GAS_LIMIT = 100_000_000;
/** The longest a run may be allowed, in ms (5 minutes). */
export const MAX_TIME_LIMIT_MS = 300_000;
/** The most memory a run may be given, in MB (the emulator's 32-bit memory ends at 2 GB). */
export const MAX_MEMORY_LIMIT_MB = 2_048;

/** Every limit of a run, defaults filled in. */
export type ResolvedLimits = Required<GetMethodLimits>;

/** The limits of a run: what was asked, defaults for the rest. */
export function resolveLimits(limits: GetMethodLimits | undefined): ResolvedLimits {
  return {
    gas: limits?.gas ?? DEFAULT_GAS_LIMIT,
    time_ms: limits?.time_ms ?? DEFAULT_TIME_LIMIT_MS,
    memory_mb: limits?.memory_mb ?? DEFAULT_MEMORY_LIMIT_MB,
  };
}

/** `1,000,000` */
const grouped = groupedInteger;

/** "1,000,000 gas" */
export function gasText(gas: number): string {
  return `${grouped(gas)} gas`;
}

/** "10 s", "1.5 s", "300 ms" */
export function durationText(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${grouped(Math.round(ms / 100) / 10)} s`;
}

/** "256 MB" */
export function memoryText(mb: number): string {
  return `${grouped(mb)} MB`;
}

/** One line stating the defaults, for help texts and the README. */
export const LIMITS_SUMMARY = `${gasText(DEFAULT_GAS_LIMIT)}, ${durationText(DEFAULT_TIME_LIMIT_MS)} and ${memoryText(DEFAULT_MEMORY_LIMIT_MB)} of emulator memory per get-method`;
