/**
 * Pieces every feature's bridge API (the files beside this one) is written with: the reply envelope,
 * the argument shapes that recur, and the marker for results made by trusted code.
 */
import { z } from 'zod';
import { NORMALISED_RAW } from '../../address/raw-form';
import type { AppErrorInfo } from '../../errors';

/** The result envelope of every bridge method: errors travel as data (IPC flattens a thrown error). */
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: AppErrorInfo };

/**
 * A raw address in the form the address parser hands out (`wc:UPPERHEX`, basechain or masterchain):
 * the pattern with its digits written out (a lookup's start checks 100,000 of them).
 */
export const parsedRawArg = z
  .string()
  .regex(NORMALISED_RAW, { error: 'expected a parsed raw address (wc:UPPERHEX)' });

/** The character between the items of a list sent as lines ({@link linesArg}). */
const LINE_BREAK = '\n';

/**
 * A long list of short strings sent as one string, an item per line. Posting 100,000 strings to a
 * worker or over IPC costs the sender's thread about 50 ms (structured clone, item by item, on the
 * renderer's main thread); one string of the same text, about 20. Parsed back into the list here, each
 * item checked by `item`. Made by {@link joinLines}.
 */
export function linesArg(item: z.ZodType<string, string>, maxItems: number, maxItemLength: number) {
  return z
    .string()
    .max(maxItems * (maxItemLength + 1))
    .transform((text) => text.split(LINE_BREAK))
    .pipe(z.array(item).max(maxItems));
}

/** `items` as {@link linesArg} takes them; throws if an item holds a line break (it would read as two). */
export function joinLines(items: readonly string[]): string {
  const broken = items.findIndex((item) => item.includes(LINE_BREAK));
  if (broken !== -1) throw new Error(`item ${broken + 1} of the list holds a line break`);
  return items.join(LINE_BREAK);
}

/** An address in any form (a link is the longest), parsed by the store that keeps it, which says what is wrong. */
export const anyAddressArg = z.string().min(1).max(512);

/** A method without an argument. */
export const noArg = z.undefined().optional();

/**
 * A result made by trusted code (the shared handlers) and never re-parsed: its type is the `z.infer`
 * of its real schema, imported as a type only, so heavy schemas stay out of the first screen's JS.
 */
export const trustedResult = <T>() => z.custom<T>(() => true);
