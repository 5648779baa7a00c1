/**
 * "Tokens of these wallets" as a job: owners × jetton masters through shared/contracts/tokens.ts at
 * the indexer's pace, with its progress per request (`job-progress`), then the rows in parts
 * (`job-rows`) and `job-done`. Cancelling keeps the rows that were read; the others say `pending`.
 */
import { lookupDocument } from '../api/account-states';
import { tokensOfWallets, type TokensOptions } from '../contracts/tokens';
import type { TvmRunner } from '../tvm/runner';
import { collectLookup } from './collect-lookup';
import type { JobEmit, TokensJetton } from './job-events';
import { getMethodTime, schedulerOptions, type JobIndexer } from './job-indexer';

/** Rows per `job-rows` event: small enough to clone in a few milliseconds. */
export const TOKEN_ROWS_PER_EVENT = 2_000;

/** What a tokens job is given. */
export interface TokensJobInput {
  owners: readonly string[];
  masters: readonly string[];
  unixTime: number | undefined;
  indexer: JobIndexer;
  runner: () => Promise<TvmRunner>;
  /** The user's own libraries (code BoCs), sent with every emulator call. */
  libraries: () => Promise<readonly string[]>;
  signal: AbortSignal;
  emit: JobEmit;
}

/**
 * What a tokens run asks the indexer through: its requests (states with code and data, the indexer's
 * budget) and the masters' lookup through the same budget. The CLI's `tokens` asks the same way.
 */
export function tokensLookups(
  indexer: JobIndexer,
  signal: AbortSignal | undefined,
): Pick<
  TokensOptions,
  'transport' | 'urlLength' | 'limits' | 'rate' | 'budget' | 'concurrency' | 'retry' | 'lookUpMasters'
> {
  const scheduler = schedulerOptions(indexer, true);
  return {
    ...scheduler,
    // shared/contracts reads an answer in the API's document shape (a tokens run reads its accounts).
    transport: async (raws, signal) => lookupDocument(await scheduler.transport(raws, signal)),
    lookUpMasters: async (masters) => {
      const found = await collectLookup({ ...scheduler, raws: masters, ...(signal ? { signal } : {}) });
      return { ...found, result: lookupDocument(found.result) };
    },
  };
}

/** Runs the job. */
export async function runTokensJob(input: TokensJobInput): Promise<void> {
  const { indexer, signal, emit } = input;
  const outcome = await tokensOfWallets({
    ...tokensLookups(indexer, signal),
    owners: input.owners,
    masters: input.masters,
    runner: await input.runner(),
    unixTime: await getMethodTime(indexer, input.unixTime, signal),
    libraries: await input.libraries(),
    signal,
    onProgress: (progress) => emit('job-progress', { kind: 'tokens', progress }),
  });
  const jettons: TokensJetton[] = outcome.jettons.map((j) => ({
    master: j.master,
    symbol: j.symbol,
    decimals: j.details?.decimals ?? null,
    problem: j.problem,
  }));
  for (let at = 0; at < outcome.rows.length; at += TOKEN_ROWS_PER_EVENT) {
    emit('job-rows', { kind: 'tokens', rows: outcome.rows.slice(at, at + TOKEN_ROWS_PER_EVENT), jettons });
  }
  if (outcome.rows.length === 0) emit('job-rows', { kind: 'tokens', rows: [], jettons });
  emit('job-done', { kind: 'tokens', cancelled: outcome.cancelled });
}
