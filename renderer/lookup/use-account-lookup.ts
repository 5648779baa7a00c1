/**
 * The account lookup of the app: any number of addresses, run by the shared bulk scheduler
 * (shared/bulk) over the bridge — one bridge call per batch, paced by the active profile's request
 * policy — so rows fill in as batches arrive. Cancel stops what has not started and keeps what came;
 * "Retry failed" runs only the addresses whose batch failed. The last finished lookup stays on screen
 * while a new one runs, and stays if the new one fails as a whole.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountLookup } from '../../shared/api/account-states';
import type { MasterchainInfo } from '../../shared/api/block';
import { runBulkLookup, type BulkProgress } from '../../shared/bulk';
import { effectiveRequestPolicy, type RequestPolicy } from '../../shared/bulk/request-policy';
import { apiRoot } from '../../shared/client/base-url';
import { accountStatesUrlLength } from '../../shared/client/index-client';
import { AppError, type AppErrorInfo } from '../../shared/errors';
import type { LoggedLookup } from '../../shared/lookup-log';
import { useBridge } from '../bridge/bridge-context';
import { masterchainInfoKey, newRequestId } from '../chain-status/use-masterchain-info';
import { activeProfileOf, useSettings } from '../settings/use-settings';
import { LookupAccumulator } from './lookup-accumulator';

/** One requested account: its raw form and how it was typed. */
export interface RequestedAccount {
  readonly raw: string;
  /** The first occurrence in the paste, exactly as typed. */
  readonly input: string;
  readonly line: number;
  readonly column: number;
  /** How many more times the paste named the same account. */
  readonly repeats: number;
}

/** What was asked, and of which indexer. */
export interface LookupRequest {
  readonly requestId: string;
  readonly accounts: readonly RequestedAccount[];
  readonly includeBoc: boolean;
  readonly profile: { readonly id: string; readonly name: string; readonly baseUrl: string };
  readonly policy: RequestPolicy;
  /** The last indexed masterchain block when the lookup started (null if the chain status was not loaded). */
  readonly lastBlock: { readonly seqno: number; readonly gen_utime: string; readonly global_id?: number } | null;
  /** When a lookup re-runs a logged one: its results, to highlight what changed since. */
  readonly baseline?: { readonly logId: string; readonly createdAt: string; readonly result: LoggedLookup };
}

/** Where a lookup stands. */
export type LookupState = 'running' | 'complete' | 'cancelled';

/** What was asked and what has come back so far. */
export interface LookupOutcome {
  readonly request: LookupRequest;
  readonly result: AccountLookup;
  /** Raw address → why its batch failed (after the scheduler's retries). */
  readonly failed: ReadonlyMap<string, AppErrorInfo>;
  readonly state: LookupState;
  readonly progress: BulkProgress | null;
  /** `Date.now()` of the last change. */
  readonly receivedAt: number;
  /** Set when this outcome was reopened from the lookup log rather than fetched now. */
  readonly fromLog?: { readonly id: string; readonly createdAt: string };
}

/** Options of a run. */
export interface RunOptions {
  /** Run against this profile instead of the active one (if it still exists). */
  profileId?: string;
  /** Results of a logged lookup, to highlight what changed. */
  baseline?: LookupRequest['baseline'];
}

/** How often the progress bar is refreshed while batches stream in. */
const FLUSH_INTERVAL_MS = 200;

/**
 * How often the rows are rebuilt while batches stream in: every tick for up to 10,000 accounts, then
 * less often in proportion (2 s at 100,000) — each rebuild walks every requested account, and a page
 * that spends all its time rebuilding cannot be scrolled or cancelled.
 */
export function rowsFlushIntervalMs(totalAccounts: number): number {
  return Math.min(2_000, Math.max(FLUSH_INTERVAL_MS, Math.round(totalAccounts / 50)));
}

/** The lookup hook: run, cancel, retry failed, reopen, and the states a screen shows. */
export function useAccountLookup() {
  const { bridge } = useBridge();
  const settings = useSettings().data;
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<LookupOutcome | null>(null);
  const [last, setLast] = useState<LookupOutcome | null>(null);
  const [error, setError] = useState<AppErrorInfo | null>(null);
  const [attempted, setAttempted] = useState<LookupRequest | null>(null);
  const running = useRef<AbortController | null>(null);
  const finished = useRef<((outcome: LookupOutcome) => void) | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  /** Runs `addresses` of `request` into `accumulator`, streaming snapshots into state. */
  const execute = useCallback(
    async (request: LookupRequest, accumulator: LookupAccumulator, addresses: readonly string[]) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setError(null);
      setAttempted(request);
      const root = apiRoot(request.profile.baseUrl);
      let progress: BulkProgress | null = null;
      const rowsInterval = rowsFlushIntervalMs(request.accounts.length);
      let snapshot = accumulator.snapshot();
      let snapshotAt = 0;
      const show = (state: LookupState) => {
        // The snapshot (and so the rows) is renewed at the rows' pace, or at once when the lookup ends.
        const now = performance.now();
        if (state !== 'running' || now - snapshotAt >= rowsInterval) {
          snapshot = accumulator.snapshot();
          snapshotAt = now;
        }
        const outcome: LookupOutcome = { request, result: snapshot.result, failed: snapshot.failed, state, progress, receivedAt: Date.now() };
        setCurrent(outcome);
        return outcome;
      };
      show('running');
      const timer = setInterval(() => show('running'), FLUSH_INTERVAL_MS);
      try {
        const outcome = await runBulkLookup({
          addresses,
          signal: controller.signal,
          limits: { maxAddressesPerRequest: request.policy.maxAddressesPerRequest, maxUrlLength: request.policy.maxUrlLength },
          rate: { requestsPerSecond: request.policy.requestsPerSecond },
          concurrency: request.policy.concurrency,
          urlLength: (raws) => accountStatesUrlLength(root, raws, request.includeBoc),
          transport: async (raws, signal) => {
            const requestId = newRequestId('batch');
            const onAbort = () => void bridge.cancelRequest({ requestId });
            signal.addEventListener('abort', onAbort, { once: true });
            try {
              const reply = await bridge.lookupAccounts({ requestId, addresses: raws, includeBoc: request.includeBoc });
              if (!reply.ok) throw new AppError(reply.error);
              return reply.value;
            } finally {
              signal.removeEventListener('abort', onAbort);
            }
          },
          onProgress: (event) => {
            progress = event.progress;
            if (event.type === 'batch-done') accumulator.addBatch(event.result);
            else if (event.type === 'batch-failed') accumulator.markFailed(event.addresses, event.error);
          },
        });
        progress = outcome.progress;
        for (const failure of outcome.failed) accumulator.markFailed(failure.addresses, failure.error);
        clearInterval(timer);
        const ended = show(outcome.cancelled ? 'cancelled' : 'complete');
        if (running.current === controller) running.current = null;
        if (snapshot.answered === 0) {
          // Nothing arrived at all: the lookup failed as a whole; the previous results stay on screen.
          const first = outcome.failed[0]?.error;
          setError(
            outcome.cancelled
              ? { kind: 'aborted', message: 'The lookup was cancelled before any account arrived.' }
              : (first ?? { kind: 'unexpected', message: 'The lookup ended without an answer.' }),
          );
          setCurrent(null);
          return;
        }
        setLast(ended);
        setCurrent(null);
        finished.current?.(ended);
      } catch (thrown) {
        clearInterval(timer);
        if (running.current === controller) running.current = null;
        setCurrent(null);
        setError(thrown instanceof AppError ? thrown.info : { kind: 'unexpected', message: 'The lookup could not run.', detail: String(thrown) });
      }
    },
    [bridge],
  );

  /**
   * Starts a lookup of `accounts` against the active profile, or `options.profileId` when that profile
   * still exists (a re-run goes to the indexer of the logged lookup).
   */
  const run = useCallback(
    (accounts: readonly RequestedAccount[], includeBoc: boolean, options: RunOptions = {}) => {
      const profile = settings?.profiles.find((p) => p.id === options.profileId) ?? activeProfileOf(settings);
      if (!profile) {
        setError({ kind: 'invalid-input', message: 'The settings are not loaded yet; try again in a moment.' });
        return;
      }
      const chain = queryClient.getQueryData<MasterchainInfo>(masterchainInfoKey(profile.id));
      const request: LookupRequest = {
        requestId: newRequestId('lookup'),
        accounts,
        includeBoc,
        profile: { id: profile.id, name: profile.name, baseUrl: profile.baseUrl },
        policy: effectiveRequestPolicy(profile),
        lastBlock: chain ? { seqno: chain.last.seqno, gen_utime: chain.last.gen_utime, global_id: chain.last.global_id } : null,
        ...(options.baseline ? { baseline: options.baseline } : {}),
      };
      void execute(request, new LookupAccumulator(), accounts.map((a) => a.raw));
    },
    [settings, queryClient, execute],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  /** Looks up again only the accounts whose batch failed, keeping everything that arrived. */
  const retryFailed = useCallback(() => {
    if (!last || last.failed.size === 0 || running.current) return;
    const accumulator = new LookupAccumulator({ result: last.result, failed: last.failed, answered: 0 });
    const addresses = [...last.failed.keys()];
    accumulator.clearFailed(addresses);
    void execute(last.request, accumulator, addresses);
  }, [last, execute]);

  /** Shows a logged lookup as it was (nothing is fetched). */
  const reopen = useCallback((outcome: LookupOutcome) => {
    running.current?.abort();
    setError(null);
    setCurrent(null);
    setLast(outcome);
  }, []);

  /** Called with every lookup that finishes with at least one answer (the lookup log records it). */
  const onFinished = useCallback((listener: ((outcome: LookupOutcome) => void) | null) => {
    finished.current = listener;
  }, []);

  const pending = current !== null;
  return {
    run,
    cancel,
    retryFailed,
    reopen,
    onFinished,
    /** A lookup is running. */
    pending,
    /** The running lookup, rows filling in. */
    current,
    /** The lookup failed as a whole (nothing arrived), or was cancelled before anything arrived. */
    error,
    /** Run the last attempted request again. */
    retry:
      attempted && error
        ? () => run(attempted.accounts, attempted.includeBoc, { profileId: attempted.profile.id, ...(attempted.baseline ? { baseline: attempted.baseline } : {}) })
        : undefined,
    /** The last finished lookup (complete, cancelled with results, or reopened from the log). */
    last,
    /** What the results area shows: the running lookup, else the last finished one. */
    shown: current ?? last,
  };
}

/** The value the lookup context holds. */
export type AccountLookupState = ReturnType<typeof useAccountLookup>;
