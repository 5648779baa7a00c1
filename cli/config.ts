/**
 * Where the CLI connects: `--base-url`, else `TON_INDEX_URL`, else toncenter mainnet; the API key from
 * `--api-key` or `TON_INDEX_API_KEY`.
 */
import { baseUrlSchema } from '../shared/settings/settings-schema';

/** The default indexer, as in the desktop app. */
export const DEFAULT_BASE_URL = 'https://toncenter.com';

/** Connection settings resolved from flags and environment. */
export interface Connection {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
}

/** Usage problems (exit 2): a bad flag value, an unknown command. */
export class UsageError extends Error {}

/** Resolves the connection from parsed flags and the environment. */
export function resolveConnection(
  flags: { 'base-url'?: string; 'api-key'?: string; timeout?: string },
  env: Record<string, string | undefined>,
): Connection {
  const baseUrl = flags['base-url'] ?? env.TON_INDEX_URL ?? DEFAULT_BASE_URL;
  const checked = baseUrlSchema.safeParse(baseUrl);
  if (!checked.success) {
    throw new UsageError(`The indexer URL "${baseUrl}" is not usable: ${checked.error.issues[0]?.message ?? 'invalid URL'}.`);
  }
  const timeoutMs = flags.timeout === undefined ? 15_000 : Number(flags.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 600_000) {
    throw new UsageError(`--timeout takes milliseconds between 1 and 600000, got "${flags.timeout}".`);
  }
  const apiKey = flags['api-key'] ?? env.TON_INDEX_API_KEY;
  return { baseUrl: checked.data, timeoutMs, ...(apiKey ? { apiKey } : {}) };
}
