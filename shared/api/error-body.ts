/**
 * Error bodies (docs/indexer-api.md §5): ton-index-go writes `{"error": "..."}`; toncenter's gateway writes
 * `{"ok": false, "code": 429, "error" | "result": "..."}`. Parsed leniently: it only feeds a message.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';

/** Any of the known error body shapes. */
export const errorBodySchema = lazySchema(() =>
  z.looseObject({
    ok: z.boolean().optional(),
    code: z.number().optional(),
    error: z.string().optional(),
    Error: z.string().optional(),
    result: z.unknown().optional(),
  }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The message to show from an error body: `error` ?? `Error` ?? a string `result` (§5.3). */
export function errorBodyMessage(body: ErrorBody): string | undefined {
  if (body.error) return body.error;
  if (body.Error) return body.Error;
  return typeof body.result === 'string' ? body.result : undefined;
}
