/**
 * The TVM stack's plain-data shape (shared/tvm/stack.ts converts it to and from @ton/core's values).
 * Kept free of @ton/core so that the bridge API, which the sandboxed preload bundles, can check
 * get-method arguments without carrying the cell library.
 */
import { z } from 'zod';
import { rawAddressText as rawAddress } from '../api/primitives';

/** Deepest tuple nesting accepted from the outside (arguments); results are converted as they come. */
export const MAX_STACK_DEPTH = 16;
/** Most entries in one tuple (TVM's own limit). */
export const MAX_TUPLE_LENGTH = 255;

/** One stack entry. */
export type StackValue =
  | { type: 'int'; value: string }
  | { type: 'nan' }
  | { type: 'null' }
  | { type: 'cell'; boc: string }
  | { type: 'slice'; boc: string; address?: string }
  | { type: 'builder'; boc: string }
  | { type: 'tuple'; items: StackValue[] };

/** Schema of a stack entry (recursive through tuples). */
export const stackValueSchema: z.ZodType<StackValue> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('int'), value: z.string().regex(/^-?\d{1,80}$/) }),
    z.object({ type: z.literal('nan') }),
    z.object({ type: z.literal('null') }),
    z.object({ type: z.literal('cell'), boc: z.string().min(1) }),
    z.object({ type: z.literal('slice'), boc: z.string().min(1), address: rawAddress.optional() }),
    z.object({ type: z.literal('builder'), boc: z.string().min(1) }),
    z.object({ type: z.literal('tuple'), items: z.array(stackValueSchema).max(MAX_TUPLE_LENGTH) }),
  ]),
);
