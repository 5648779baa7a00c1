/**
 * Where the CLI connects: `--base-url`, else `TON_INDEX_URL`, else toncenter mainnet; the API key from
 * `--api-key` or `TON_INDEX_API_KEY`.
 */
import { plainHttpKeyWarning } from '../shared/client/plain-http-key';
import { DEFAULT_CONCURRENCY, MAX_ADDRESSES_PER_REQUEST } from '../shared/api/request-limits';
import { DEFAULT_BULK_RETRY } from '../shared/bulk/bulk-lookup';
import { effectiveRequestPolicy } from '../shared/bulk/request-policy';
import { indexerNetwork, type IndexerNetwork } from '../shared/settings/network';
import { baseUrlSchema } from '../shared/settings/settings-schema';
import {
  durationText,
  gasText,
  MAX_GAS_LIMIT,
  MAX_MEMORY_LIMIT_MB,
  MAX_TIME_LIMIT_MS,
  memoryText,
} from '../shared/tvm/limits';
import { getMethodLimitsSchema, type GetMethodLimits } from '../shared/tvm/limits-schema';

/** The default indexer, as in the desktop app. */
export const DEFAULT_BASE_URL = 'https://toncenter.com';

/** Connection settings resolved from flags and environment. */
export interface Connection {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  /** Largest answer read (decoded), in bytes; the client's default when absent. */
  maxAnswerBytes?: number;
}

/** Usage problems (exit 2): a bad flag value, an unknown command. */
export class UsageError extends Error {}

/** Resolves the connection from parsed flags and the environment. */
export function resolveConnection(
  flags: { 'base-url'?: string; 'api-key'?: string; timeout?: string; 'max-answer-mb'?: string },
  env: Record<string, string | undefined>,
  /** Told (one line, before anything is sent) when a key would go over plain http to another machine. */
  warn: (text: string) => void = () => {},
): Connection {
  const baseUrl = flags['base-url'] ?? env.TON_INDEX_URL ?? DEFAULT_BASE_URL;
  const checked = baseUrlSchema.safeParse(baseUrl);
  if (!checked.success) {
    throw new UsageError(
      `The indexer URL "${baseUrl}" is not usable: ${checked.error.issues[0]?.message ?? 'invalid URL'}.`,
    );
  }
  const timeoutMs = flags.timeout === undefined ? 15_000 : Number(flags.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 600_000) {
    throw new UsageError(`--timeout takes milliseconds between 1 and 600000, got "${flags.timeout}".`);
  }
  const apiKey = flags['api-key'] ?? env.TON_INDEX_API_KEY;
  const maxAnswerMb = wholeFlag('max-answer-mb', flags['max-answer-mb'], 1, 4096);
  const plainHttp = apiKey ? plainHttpKeyWarning(checked.data) : null;
  if (plainHttp) warn(`warning: ${plainHttp}`);
  return {
    baseUrl: checked.data,
    timeoutMs,
    ...(apiKey ? { apiKey } : {}),
    ...(maxAnswerMb !== undefined ? { maxAnswerBytes: maxAnswerMb * 1024 * 1024 } : {}),
  };
}

/**
 * The network whose friendly forms `accounts --csv` writes: `--network`, else the indexer's by the rule
 * the app uses (shared/settings/network.ts).
 */
export function resolveNetwork(flag: string | undefined, connection: Connection): IndexerNetwork {
  const network = flag ?? indexerNetwork({ baseUrl: connection.baseUrl });
  if (network !== 'mainnet' && network !== 'testnet')
    throw new UsageError(`--network takes mainnet or testnet, got "${network}".`);
  return network;
}

/** How `accounts` paces and cuts its requests. */
export interface BulkSettings {
  /** Requests per second; null = unlimited. */
  requestsPerSecond: number | null;
  concurrency: number;
  maxAddressesPerRequest: number;
  maxUrlLength: number;
  maxAttempts: number;
}

/** Flags that shape a bulk lookup (strings as parsed; absent = the indexer's defaults). */
export interface BulkFlags {
  rate?: string;
  'batch-size'?: string;
  'max-url-length'?: string;
  concurrency?: string;
  'max-attempts'?: string;
}

/** A whole number flag within bounds, or a UsageError naming the flag. */
function wholeFlag(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < min || n > max) {
    throw new UsageError(`--${name} takes a whole number from ${min} to ${max}, got "${value}".`);
  }
  return n;
}

/**
 * The bulk settings: flags over the defaults for the indexer (`effectiveRequestPolicy`: toncenter
 * without a key 1 request/s, with a key 10/s, any other indexer unlimited). `--rate unlimited` lifts
 * the limit; `--batch-size` is at most 1024, the API's limit.
 */
export function resolveBulkSettings(flags: BulkFlags, connection: Connection): BulkSettings {
  const policy = effectiveRequestPolicy({
    baseUrl: connection.baseUrl,
    hasApiKey: Boolean(connection.apiKey),
  });
  let requestsPerSecond = policy.requestsPerSecond;
  if (flags.rate !== undefined) {
    const rate = Number(flags.rate);
    if (flags.rate === 'unlimited') requestsPerSecond = null;
    else if (!(rate > 0 && rate <= 10_000)) {
      throw new UsageError(
        `--rate takes requests per second (a number above 0, up to 10000) or "unlimited", got "${flags.rate}".`,
      );
    } else requestsPerSecond = rate;
  }
  const concurrency =
    wholeFlag('concurrency', flags.concurrency, 1, 64) ??
    (requestsPerSecond === null
      ? DEFAULT_CONCURRENCY
      : Math.max(1, Math.min(DEFAULT_CONCURRENCY, Math.ceil(requestsPerSecond))));
  return {
    requestsPerSecond,
    concurrency,
    maxAddressesPerRequest:
      wholeFlag('batch-size', flags['batch-size'], 1, MAX_ADDRESSES_PER_REQUEST) ??
      policy.maxAddressesPerRequest,
    maxUrlLength: wholeFlag('max-url-length', flags['max-url-length'], 200, 1_000_000) ?? policy.maxUrlLength,
    maxAttempts: wholeFlag('max-attempts', flags['max-attempts'], 1, 20) ?? DEFAULT_BULK_RETRY.maxAttempts,
  };
}

/** The get-method limit flags. */
export interface LimitFlags {
  'gas-limit'?: string;
  'time-limit'?: string;
  'memory-limit'?: string;
}

/**
 * `--gas-limit N`, `--time-limit SECONDS`, `--memory-limit MB`: each get-method's limits, raised (or
 * lowered) for this run within shared/tvm/limits.ts's bounds; undefined when none is given.
 */
export function resolveMethodLimits(flags: LimitFlags): GetMethodLimits | undefined {
  const number = (flag: keyof LimitFlags, scale = 1): number | undefined => {
    const text = flags[flag];
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text.trim()) || !Number.isFinite(value))
      throw new UsageError(`--${flag} takes a number, got "${text}".`);
    return Math.round(value * scale);
  };
  const asked = {
    gas: number('gas-limit'),
    time_ms: number('time-limit', 1000),
    memory_mb: number('memory-limit'),
  };
  const limits = Object.fromEntries(Object.entries(asked).filter(([, v]) => v !== undefined));
  if (Object.keys(limits).length === 0) return undefined;
  const checked = getMethodLimitsSchema.safeParse(limits);
  if (!checked.success) {
    const bounds = `--gas-limit ${gasText(10_000)} to ${gasText(MAX_GAS_LIMIT)}, --time-limit 0.1 to ${durationText(MAX_TIME_LIMIT_MS)}, --memory-limit ${memoryText(64)} to ${memoryText(MAX_MEMORY_LIMIT_MB)}`;
    throw new UsageError(`A get-method limit is out of range (${bounds}).`);
  }
  return checked.data;
}
