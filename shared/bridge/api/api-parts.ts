/**
 * Pieces every feature's bridge API (the files beside this one) is written with: the reply envelope,
 * the argument shapes that recur, and the marker for results made by trusted code.
 */
import { z } from 'zod';
import type { AppErrorInfo } from '../../errors';

/** The result envelope of every bridge method: errors travel as data (IPC flattens a thrown error). */
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: AppErrorInfo };

/** A raw address in the form the address parser hands out (`wc:UPPERHEX`, basechain or masterchain). */
export const parsedRawArg = z
  .string()
  .regex(/^(?:0|-1):[0-9A-F]{64}$/, { error: 'expected a parsed raw address (wc:UPPERHEX)' });

/** An address in any form (a link is the longest), parsed by the store that keeps it, which says what is wrong. */
export const anyAddressArg = z.string().min(1).max(512);

/** A method without an argument. */
export const noArg = z.undefined().optional();

/**
 * A result made by trusted code (the shared handlers) and never re-parsed: its type is the `z.infer`
 * of its real schema, imported as a type only, so heavy schemas stay out of the first screen's JS.
 */
export const trustedResult = <T>() => z.custom<T>(() => true);
