/**
 * Fault injection: the failures a client meets in the field (INDEX_API_V3.md §5.2), switchable at run
 * time through `setFaults`, the CLI (`--fault`) and `POST /__control/faults`.
 */
import { z } from 'zod';

/** Every fault mode. `none` heals. */
export const FAULT_MODES = [
  'none',
  'http500',
  'http502-html',
  'malformed-json',
  'truncated-body',
  'wrong-field-type',
  'hang',
  'rate-limit',
  'rate-limit-no-retry-after',
  'unauthorized',
] as const;

/** The API endpoints a fault can be limited to. */
export const FAULT_ENDPOINTS = ['masterchainInfo', 'accountStates'] as const;

/** Which endpoint a request is for (`null` for anything else, which faults never touch). */
export type ApiEndpoint = (typeof FAULT_ENDPOINTS)[number];

/** A fault mode. */
export type FaultMode = (typeof FAULT_MODES)[number];

/** Shape of `setFaults` / `POST /__control/faults` bodies (unknown keys are refused so typos fail loudly). */
export const faultOptionsSchema = z.strictObject({
  /** What goes wrong; absent or `none` = nothing. */
  mode: z.enum(FAULT_MODES).optional(),
  /** Limit to these endpoints; absent = both. */
  endpoints: z.array(z.enum(FAULT_ENDPOINTS)).optional(),
  /** Apply to the next N matching requests only, then heal; absent = until changed. */
  times: z.number().int().positive().optional(),
  /** Which documented 429 body the rate-limit modes send (§5.3); default `result`. */
  rateLimitBody: z.enum(['result', 'error']).optional(),
});

/** Fault settings (see `faultOptionsSchema`). */
export type FaultOptions = z.infer<typeof faultOptionsSchema>;

/** The fault settings in force, counting down `times`. */
export class FaultState {
  private options: FaultOptions = { mode: 'none' };
  private remaining: number | undefined;

  /** Replaces the settings (validated; throws a ZodError on a bad shape). */
  set(options: FaultOptions): void {
    this.options = faultOptionsSchema.parse(options);
    this.remaining = this.options.times;
  }

  /** The settings in force, with `times` showing how many faulty answers are left. */
  get(): FaultOptions {
    const mode = this.options.mode ?? 'none';
    return { ...this.options, mode, ...(this.remaining !== undefined ? { times: this.remaining } : {}) };
  }

  /**
   * The fault to apply to one request for `endpoint`, consuming one of `times`; `none` when the request
   * is not targeted. Heals itself once `times` reaches zero.
   */
  take(endpoint: ApiEndpoint | null): FaultOptions & { mode: FaultMode } {
    const mode = this.options.mode ?? 'none';
    if (mode === 'none' || endpoint === null) return { mode: 'none' };
    if (this.options.endpoints && !this.options.endpoints.includes(endpoint)) return { mode: 'none' };
    const applied = { ...this.options, mode };
    if (this.remaining !== undefined) {
      this.remaining -= 1;
      if (this.remaining <= 0) this.set({ mode: 'none' });
    }
    return applied;
  }
}

/**
 * A body for `wrong-field-type`: the real response with one field of the wrong JSON type, the way a
 * broken proxy or an incompatible server version would send it: every `accounts[].balance` becomes a
 * number (masterchainInfo: `last.seqno` becomes a string).
 */
export function wrongFieldTypeBody(endpoint: ApiEndpoint, body: string): string {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  if (endpoint === 'masterchainInfo') {
    const last = parsed.last as Record<string, unknown>;
    last.seqno = String(last.seqno);
  } else {
    for (const account of parsed.accounts as Array<Record<string, unknown>>) {
      if (typeof account.balance === 'string') account.balance = Number(account.balance);
    }
  }
  return JSON.stringify(parsed);
}

/** A body for `malformed-json`: the real response with a trailing comma before the final brace. */
export function malformedJsonBody(body: string): string {
  return `${body.slice(0, -1)},}`;
}
