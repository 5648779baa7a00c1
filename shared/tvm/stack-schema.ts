/**
 * The TVM stack's plain-data shape (shared/tvm/stack.ts converts it to and from @ton/core's values).
 * Kept free of @ton/core so that the bridge API, which the sandboxed preload bundles, can check
 * get-method arguments without carrying the cell library.
 *
 * Arguments ({@link StackArgument}) are what a person or the app can pass in. Results
 * ({@link StackValue}) may hold two more things: a continuation (a contract may return code to run),
 * shown as its type, and a value the explorer did not read because it is past the bounds a result is
 * read with (shared/tvm/stack-boc.ts) — shown as what it is and why it was left out, never dropped
 * silently and never allowed to end the whole command.
 */
import { z } from 'zod';
import { rawAddressText as rawAddress } from '../api/primitives';

/** Most entries in one tuple (TVM's own limit). */
export const MAX_TUPLE_LENGTH = 255;

/** One argument of a get-method. */
export type StackArgument =
  | { type: 'int'; value: string }
  | { type: 'nan' }
  | { type: 'null' }
  | { type: 'cell'; boc: string }
  | { type: 'slice'; boc: string; address?: string }
  | { type: 'builder'; boc: string }
  | { type: 'tuple'; items: StackArgument[] };

/** One entry of a result stack: an argument's kinds, a continuation, or a value left unread. */
export type StackValue =
  | Exclude<StackArgument, { type: 'tuple' }>
  | { type: 'tuple'; items: StackValue[] }
  | { type: 'continuation' }
  /** A value past the bounds results are read with: `what` says what it was and why it is not shown. */
  | { type: 'unread'; what: string };

/** Schema of an argument (recursive through tuples). */
export const stackArgumentSchema: z.ZodType<StackArgument> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('int'), value: z.string().regex(/^-?\d{1,80}$/) }),
    z.object({ type: z.literal('nan') }),
    z.object({ type: z.literal('null') }),
    z.object({ type: z.literal('cell'), boc: z.string().min(1) }),
    z.object({ type: z.literal('slice'), boc: z.string().min(1), address: rawAddress.optional() }),
    z.object({ type: z.literal('builder'), boc: z.string().min(1) }),
    z.object({ type: z.literal('tuple'), items: z.array(stackArgumentSchema).max(MAX_TUPLE_LENGTH) }),
  ]),
);
