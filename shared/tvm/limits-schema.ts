/**
 * The schema of the limits one get-method run may ask for (shared/tvm/limits.ts says what they are).
 * Apart from limits.ts, which the emulator's threads load: they start without zod.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { MAX_GAS_LIMIT, MAX_MEMORY_LIMIT_MB, MAX_TIME_LIMIT_MS } from './limits';

/** Limits asked for one run; a missing one takes its default. */
export const getMethodLimitsSchema = lazySchema(() =>
  z
    .object({
      gas: z.number().int().min(10_000).max(MAX_GAS_LIMIT).optional(),
      time_ms: z.number().int().min(100).max(MAX_TIME_LIMIT_MS).optional(),
      memory_mb: z.number().int().min(64).max(MAX_MEMORY_LIMIT_MB).optional(),
    })
    .strict(),
);
export type GetMethodLimits = z.infer<typeof getMethodLimitsSchema>;
