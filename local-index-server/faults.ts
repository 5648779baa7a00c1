/**
 * Fault injection: the failures a client meets in the field (docs/indexer-api.md §5.2), switchable at run
 * time through `setFaults`, the CLI (`--fault`) and `POST /__control/faults`.
 */
import { z } from 'zod';
import { parseAccountAddress } from './address-codec';
import { SeededRandom } from './seeded-random';

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
  // Hostile or quirky servers (hostile-answers.ts, oversized-bodies.ts; README "Hostile modes"):
  'legacy-limit',
  'db-error-422',
  'redirect',
  'address-book-mismatch',
  'duplicate-account',
  'deep-metadata',
  'terminal-escapes',
  'huge-body',
  'gzip-bomb',
  'hostile-text',
  'metadata-states',
  'long-strings',
] as const;

/** The database errors `db-error-422` can send, as ton-index-go's driver words them (§4.5). */
export const DB_ERRORS = {
  /** pgx/pgconn when the request's context (X-Timeout, 3 s by default) runs out. */
  deadline: 'timeout: context deadline exceeded',
  /** Postgres's own statement_timeout. */
  'statement-timeout': 'ERROR: canceling statement due to statement timeout (SQLSTATE 57014)',
  /** The pool cannot reach the database. */
  connection:
    'failed to connect to `host=127.0.0.1 user=postgres database=ton_index`: dial error (dial tcp 127.0.0.1:5432: connect: connection refused)',
} as const;

/** Where `terminal-escapes` puts its escape sequences. */
export const ESCAPE_PLACES = ['status', 'user_friendly', 'domain'] as const;

/** The fields `long-strings` makes long (`many-interfaces`: a list of 10,000 names). */
export const LONG_PLACES = [
  'status',
  'interfaces',
  'many-interfaces',
  'token_type',
  'image',
  'user_friendly',
  'code_boc',
  'extra_key',
] as const;
export type LongPlace = (typeof LONG_PLACES)[number];

/** The API endpoints a fault can be limited to. */
export const FAULT_ENDPOINTS = ['masterchainInfo', 'accountStates'] as const;

/** Which endpoint a request is for (`null` for anything else, which faults never touch). */
export type ApiEndpoint = (typeof FAULT_ENDPOINTS)[number];

/** A fault mode. */
export type FaultMode = (typeof FAULT_MODES)[number];

/** Shape of `setFaults` / `POST /__control/faults` bodies (unknown keys are refused so typos fail loudly). */
export const faultOptionsSchema = z
  .strictObject({
    /** What goes wrong; absent or `none` = nothing. */
    mode: z.enum(FAULT_MODES).optional(),
    /** Limit to these endpoints; absent = both. */
    endpoints: z.array(z.enum(FAULT_ENDPOINTS)).optional(),
    /** Apply to the next N matching requests only, then heal; absent = until changed. */
    times: z.number().int().positive().optional(),
    /** Which documented 429 body the rate-limit modes send (§5.3); default `result`. */
    rateLimitBody: z.enum(['result', 'error']).optional(),
    /**
     * Only accountStates requests whose address list contains one of these (any form, compared by raw
     * form): one batch of a bulk lookup keeps failing while the others succeed.
     */
    addresses: z
      .array(z.string().refine((a) => parseAccountAddress(a) !== null, 'not an account address'))
      .min(1)
      .optional(),
    /** Only every Nth matching request (the Nth, 2Nth, …); the others are answered normally. */
    every: z.number().int().positive().optional(),
    /** Only this seeded fraction of matching requests (0–1), reproducible for a given `seed`. */
    fraction: z.number().min(0).max(1).optional(),
    /** Seed of `fraction`'s choices; default 1. */
    seed: z.number().int().optional(),
    /** `rate-limit`: the Retry-After value in seconds (default 1). */
    retryAfter: z.number().int().nonnegative().optional(),
    /** `legacy-limit`: the hidden default limit of a server before v1.2.2 (default 100, §4.1). */
    defaultLimit: z.number().int().positive().optional(),
    /** `db-error-422`: which database error (default `deadline`). */
    dbError: z
      .enum(Object.keys(DB_ERRORS) as [keyof typeof DB_ERRORS, ...(keyof typeof DB_ERRORS)[]])
      .optional(),
    /** `http500`, `db-error-422`: the error text instead of the usual one (e.g. with terminal escapes). */
    message: z.string().optional(),
    /** `redirect`: the base URL (another origin) the server redirects to; path and query are kept. */
    redirectTo: z.url().optional(),
    /** `deep-metadata`: nesting levels inside `token_info.extra` (default 4100, about 8 KB). */
    depth: z.number().int().positive().max(10_000_000).optional(),
    /** `terminal-escapes`: the fields that carry them (default `status`). */
    escapesIn: z.array(z.enum(ESCAPE_PLACES)).min(1).optional(),
    /** `long-strings`: the fields made long (default `status` and `interfaces`). */
    longIn: z.array(z.enum(LONG_PLACES)).min(1).optional(),
    /**
     * `huge-body`: the body's size in MB (default 200); `gzip-bomb`: the size it inflates to (default 600);
     * `hostile-text`: the length of the domain and the description in MB (default: short);
     * `long-strings`: the length of each long field in MB (default 10).
     */
    sizeMb: z.number().positive().max(4096).optional(),
  })
  .refine((o) => o.mode !== 'redirect' || o.redirectTo !== undefined, {
    error: 'mode "redirect" needs redirectTo',
    path: ['redirectTo'],
  });

/** Fault settings (see `faultOptionsSchema`). */
export type FaultOptions = z.infer<typeof faultOptionsSchema>;

/** The fault settings in force, counting down `times`. */
export class FaultState {
  private options: FaultOptions = { mode: 'none' };
  private remaining: number | undefined;
  private targets: ReadonlySet<string> | undefined;
  private matched = 0;
  private random = new SeededRandom('faults', 1);

  /** Replaces the settings (validated; throws a ZodError on a bad shape). */
  set(options: FaultOptions): void {
    this.options = faultOptionsSchema.parse(options);
    this.remaining = this.options.times;
    this.targets = this.options.addresses
      ? new Set(this.options.addresses.map((a) => parseAccountAddress(a)!))
      : undefined;
    this.matched = 0;
    this.random = new SeededRandom('faults', this.options.seed ?? 1);
  }

  /** The settings in force, with `times` showing how many faulty answers are left. */
  get(): FaultOptions {
    const mode = this.options.mode ?? 'none';
    return { ...this.options, mode, ...(this.remaining !== undefined ? { times: this.remaining } : {}) };
  }

  /**
   * The fault to apply to one request for `endpoint` asking for `addresses` (the raw `address` query
   * values, possibly comma-joined), consuming one of `times`; `none` when the request is not targeted.
   * Heals itself once `times` reaches zero.
   */
  take(endpoint: ApiEndpoint | null, addresses: readonly string[] = []): FaultOptions & { mode: FaultMode } {
    const mode = this.options.mode ?? 'none';
    if (mode === 'none' || endpoint === null) return { mode: 'none' };
    if (this.options.endpoints && !this.options.endpoints.includes(endpoint)) return { mode: 'none' };
    if (this.targets && !asksForAny(addresses, this.targets)) return { mode: 'none' };
    this.matched += 1;
    if (this.options.every !== undefined && this.matched % this.options.every !== 0) return { mode: 'none' };
    if (
      this.options.fraction !== undefined &&
      this.random.below(1_000_000) >= this.options.fraction * 1_000_000
    ) {
      return { mode: 'none' };
    }
    const applied = { ...this.options, mode };
    if (this.remaining !== undefined) {
      this.remaining -= 1;
      if (this.remaining <= 0) this.set({ mode: 'none' });
    }
    return applied;
  }
}

/** Whether any of the query's address values (comma lists included, §2.9) is one of `targets`. */
function asksForAny(values: readonly string[], targets: ReadonlySet<string>): boolean {
  for (const value of values) {
    for (const piece of value.split(',')) {
      const raw = parseAccountAddress(piece);
      if (raw !== null && targets.has(raw)) return true;
    }
  }
  return false;
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
