/**
 * The job owner: the bridge's long work — a lookup, a tokens run — started as jobs the window names,
 * each bound when it starts to its profile's indexer (its account store and request budget, shared by
 * every job asking that indexer: indexers.ts), so a profile switched meanwhile never mixes two indexers
 * in one lookup. The window hears a job through its own event sink and may cancel only its own jobs.
 * Everything else the bridge answers is composed beside it (back-end.ts).
 */
import { LookAlikeIndex, type OwnEnds } from '../address/look-alike-address';
import { LookupAnswer } from '../jobs/lookup-answer';
import type { AccountStore } from '../accounts/account-store';
import type { DistributiveOmit, JobEmit, JobLastBlock, JobRowsEvent } from '../jobs/job-events';
import { createJobRegistry, type JobContext, type JobRegistry } from '../jobs/job-registry';
import { runLookupJob } from '../jobs/lookup-job';
import type { LookupRow } from '../jobs/lookup-row';
import { batchAsColumns } from '../jobs/row-columns';
import type { LookupLog } from '../lookup-log/lookup-log';
import type { LookupLogEntry } from '../lookup-log/log-entry';
import { indexerNetwork } from '../settings/network';
import type { Profile } from '../settings/settings-schema';
import type { TvmRunner } from '../tvm/runner';
import type { BridgeParsedArg, HandlersOf, MethodsOf } from './api/bridge-api';
import type { jobsApi } from './api/jobs-api';
import { isListFileId } from './api/list-file-api';
import { NO_CALLER } from './dispatch';
import type { InputColumns } from '../address/input-columns';
import type { ListFiles } from './list-file-handlers';
import type { Indexers } from './indexers';

/** A lookup's `job-rows` event as the lookup job emits it (its rows as objects). */
type LookupRowsBatch = DistributiveOmit<JobRowsEvent & { kind: 'lookup'; rows: LookupRow[] }, 'jobId'>;

/** The methods the job owner serves. */
export type JobOwnerMethod = MethodsOf<typeof jobsApi>;

/** What the job owner is built from. */
export interface JobOwnerDeps {
  indexers: Indexers;
  lookupLog: LookupLog;
  /** The emulator's runner (created on first use). */
  runner: () => Promise<TvmRunner>;
  /** The user's libraries, read when a job starts. */
  libraries: () => Promise<readonly string[]>;
  /**
   * The addresses the user keeps (labels first, then saved and watched ones) by their ends on a network,
   * kept behind the bridge (shared/bridge/own-address-index.ts): a lookup's account that looks like
   * one of them is marked (shared/address/look-alike-address.ts).
   */
  ownEnds?: (testnet: boolean) => Promise<OwnEnds>;
  /** The list files read behind the bridge and logged lookups' columns, which a lookup that names one keeps. */
  listFiles: Pick<ListFiles, 'file' | 'logged'>;
}

/** The job owner: its handlers and its jobs. */
export interface JobOwner {
  handlers: HandlersOf<JobOwnerMethod>;
  jobs: JobRegistry;
}

/** Builds the job owner. */
export function createJobOwner(deps: JobOwnerDeps): JobOwner {
  const { indexers } = deps;
  const jobs = createJobRegistry();

  /**
   * Where a lookup on `profile`'s indexer finds its look-alikes: its network's forms, against the
   * user's addresses as they are now (a store that cannot be read costs the lookup only those marks).
   */
  async function lookAlikeIndex(profile: Profile, lastBlock: JobLastBlock | null): Promise<LookAlikeIndex> {
    const network = indexerNetwork({ ...profile, profileId: profile.id, globalId: lastBlock?.global_id });
    const testnet = network === 'testnet';
    const own = (await deps.ownEnds?.(testnet).catch(() => undefined)) ?? [];
    return new LookAlikeIndex(testnet, own);
  }

  /** A lookup's run: its answer (a retry's is the whole lookup it retries), logged when it ends. */
  async function lookUp(
    arg: BridgeParsedArg<'startLookup'>,
    [profile, bound, inputColumns]: [Profile, AccountStore, InputColumns | null],
    lastBlock: JobLastBlock | null,
    { signal, emit }: JobContext,
  ): Promise<void> {
    const { addresses, inputs, includeBoc, retriedLogId, pasted, rerunOf } = arg;
    const retried = await retriedEntry(deps.lookupLog, retriedLogId);
    const asked = addresses.map((raw, i) => ({ raw, input: inputs[i]! }));
    const mode = { mode: 'record', lookAlikes: await lookAlikeIndex(profile, lastBlock) } as const;
    await runLookupJob({
      answer: retried ? new LookupAnswer(mode, retried) : LookupAnswer.of(mode, asked),
      raws: addresses,
      includeBoc,
      indexer: bound.indexer,
      signal,
      emit: packingEmit(emit, addresses),
      logging: {
        log: deps.lookupLog,
        lastBlock,
        ...(retried ? { retried } : {}),
        ...(pasted ? { pasted } : {}),
        ...(rerunOf ? { rerunOf } : {}),
        ...(inputColumns ? { inputColumns } : {}),
      },
      // The states it served stay with the store, for the account pages opened next.
      ...(includeBoc ? { onAnswer: (_raws, answer) => bound.remember(answer) } : {}),
    });
  }

  const handlers: HandlersOf<JobOwnerMethod> = {
    startLookup: async (arg, caller = NO_CALLER) => {
      const profile = indexers.profileOf(arg.profileId);
      const store = indexers.storeOf(profile);
      const lastBlock = await indexers.lastBlockOf(profile);
      const columns = await keptColumns(deps.listFiles, arg);
      jobs.start('lookup', arg.jobId, caller.events, (job) =>
        lookUp(arg, [profile, store, columns], lastBlock, job),
      );
      const start = { indexer: store.indexer.ref, policy: indexers.policyOf(profile), lastBlock };
      return columns ? { ...start, inputHeaders: [...columns.headers] } : start;
    },
    startTokens: async ({ jobId, owners, masters, unixTime }, caller = NO_CALLER) => {
      const { indexer } = indexers.storeOf(indexers.profileOf());
      jobs.start('tokens', jobId, caller.events, async ({ signal, emit }) => {
        const { runTokensJob } = await import('../jobs/tokens-job');
        await runTokensJob({
          owners,
          masters,
          unixTime,
          indexer,
          runner: deps.runner,
          libraries: deps.libraries,
          signal,
          emit,
        });
      });
      return {};
    },
    cancelJob: async ({ jobId }, caller = NO_CALLER) => ({ cancelled: jobs.cancel(jobId, caller.events) }),
  };
  return { handlers, jobs };
}

/**
 * The lookup whose failed accounts a retry looks up: the new entry is that whole lookup again. When it
 * is gone from the log, these accounts are logged on their own.
 */
async function retriedEntry(log: LookupLog, id: string | undefined): Promise<LookupLogEntry | undefined> {
  return id ? await log.get(id).catch(() => undefined) : undefined;
}

/**
 * The list file's columns a lookup keeps — a file's read here, or those a logged lookup kept (one
 * reopened or re-run: the page names the entry, never sends its columns back) — while its list holds
 * an address the file named.
 */
async function keptColumns(
  listFiles: Pick<ListFiles, 'file' | 'logged'>,
  arg: BridgeParsedArg<'startLookup'>,
): Promise<InputColumns | null> {
  const id = arg.listFile;
  if (!id) return null;
  // An entry gone from the log (or unreadable) costs the lookup only its columns.
  const columns = isListFileId(id) ? listFiles.file(id) : await listFiles.logged(id).catch(() => null);
  return columns && arg.addresses.some((raw) => columns.has(raw)) ? columns : null;
}

/**
 * `emit` with a lookup's row batches sent as columns, their records packed on the way (shared/jobs/
 * row-columns.ts, packed-records.ts): here, where rows are produced for the app (Electron main, or the
 * web build's job worker), so that the page builds its compact records from the parts with nothing to
 * decode or check, and the batch costs both sides far less to clone than row objects do. A row's raw
 * address crosses only when it is not `addresses[row.index]`: the window sent that list and holds it.
 */
function packingEmit(emit: JobEmit, addresses: readonly string[]): JobEmit {
  const asked = (index: number): string | undefined => addresses[index];
  return (type, event) => {
    const batch = event as LookupRowsBatch;
    if (type !== 'job-rows' || batch.kind !== 'lookup' || !batch.rows) return emit(type, event);
    emit('job-rows', batchAsColumns(batch, asked));
  };
}
