/**
 * One error family for everything the app can fail with. Each error carries a plain message
 * fit for a person (what happened and where) and a serialisable `info` that crosses IPC and the CLI
 * unchanged. No stack trace is ever part of what a user sees.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** What kind of failure it was; the UI picks its way forward (retry, fix the URL, add a key) from this. */
export const appErrorKindSchema = lazySchema(() =>
  z.enum([
    'invalid-input',
    'network',
    'timeout',
    'http',
    'rate-limited',
    'schema',
    'aborted',
    /** A defect of ours, not the indexer's: shown plainly, with the text as detail. */
    'unexpected',
    /** The app's own stored data (the log, labels, watch list) could not be read or written: damage, not a defect. */
    'storage',
  ]),
);
export type AppErrorKind = z.infer<typeof appErrorKindSchema>;

/** One rejected input entry (invalid address, with where it stood and why). */
export const invalidEntrySchema = lazySchema(() =>
  z.object({
    input: z.string(),
    /** 1-based position of the entry in the list it came from. */
    position: z.number().int(),
    line: z.number().int().optional(),
    column: z.number().int().optional(),
    reason: z.string(),
    message: z.string(),
  }),
);
export type InvalidEntry = z.infer<typeof invalidEntrySchema>;

/** The serialisable part of an error: what crosses the bridge and what `--json` prints. */
export const appErrorInfoSchema = lazySchema(() =>
  z.object({
    kind: appErrorKindSchema,
    /** One sentence for a person. */
    message: z.string(),
    /** More for the detail toggle: server text, the field path, the URL host; never a stack. */
    detail: z.string().optional(),
    /** HTTP status for `http` and `rate-limited`. */
    status: z.number().int().optional(),
    /** Seconds from the Retry-After header, when the server gave one. */
    retryAfterSeconds: z.number().optional(),
    /**
     * Set when the server failed although its status says otherwise, so the request is worth another
     * try: `accountStates` answers 422 for its database errors and timeouts too (docs/indexer-api.md §4.5).
     */
    retryable: z.boolean().optional(),
    /** For `schema`: where in the response the mismatch is, e.g. `accounts[3].balance`. */
    path: z.string().optional(),
    /** For `invalid-input`: every rejected entry. */
    entries: z.array(invalidEntrySchema).optional(),
  }),
);
export type AppErrorInfo = z.infer<typeof appErrorInfoSchema>;

/** The error class thrown by the shared client. `message` is the person-facing sentence. */
export class AppError extends Error {
  readonly info: AppErrorInfo;
  constructor(info: AppErrorInfo, options?: { cause?: unknown }) {
    super(info.message, options);
    this.name = 'AppError';
    this.info = info;
  }
  get kind(): AppErrorKind {
    return this.info.kind;
  }
}

/** Whether a value is an {@link AppError}. */
export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/**
 * Turns anything thrown into the serialisable error info, so no unexpected exception (and no stack)
 * reaches a user: unknown errors become a generic message with the original text as detail.
 */
export function toErrorInfo(error: unknown): AppErrorInfo {
  if (isAppError(error)) return error.info;
  const parsed = appErrorInfoSchema.safeParse(error);
  if (parsed.success) return parsed.data;
  return {
    kind: 'unexpected',
    message: 'Something unexpected went wrong; the details below may help.',
    detail: errorText(error),
  };
}

/** The text of anything thrown (an Error's message, else the value as a string), for a `detail`. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
