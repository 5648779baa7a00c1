/**
 * One "tokens of these wallets" run from the screen: a tokens job behind the bridge (main in Electron,
 * the job worker on the web; the emulator in its thread or Worker), paced by the profile's limits, which
 * reports its progress per request and its rows when they are read; cancel stops it and keeps the rows
 * that were read (the rest say `pending`).
 */
import { useCallback } from 'react';
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import type { TokenRow } from '../../shared/contracts/tokens';
import type { AppErrorInfo } from '../../shared/errors';
import type { TokensJetton } from '../../shared/jobs/job-events';
import { useBridge } from '../bridge/bridge-context';
import { followJob } from './job-client';

/** Where a run stands. */
export interface TokensRunState {
  readonly owners: number;
  /** Owners whose jetton wallets were looked up. */
  readonly done: number;
  readonly rows: readonly TokenRow[];
  readonly jettons: readonly TokensJetton[];
  readonly state: 'running' | 'complete' | 'cancelled' | 'failed';
  readonly error: AppErrorInfo | null;
}

/** Starts a run; `onChange` gets every new state; the returned function cancels. */
export function startTokensRun(
  bridge: TonIndexBridge,
  input: { owners: readonly string[]; masters: readonly string[]; unixTime: number | undefined },
  onChange: (state: TokensRunState) => void,
): () => void {
  let state: TokensRunState = {
    owners: input.owners.length,
    done: 0,
    rows: [],
    jettons: [],
    state: 'running',
    error: null,
  };
  const emit = (next: Partial<TokensRunState>) => {
    state = { ...state, ...next };
    onChange(state);
  };
  emit({});
  let cancelled = false;
  const job = followJob(
    bridge,
    'tokens',
    (jobId) =>
      bridge.startTokens({
        jobId,
        owners: [...input.owners],
        masters: [...input.masters],
        ...(input.unixTime !== undefined ? { unixTime: input.unixTime } : {}),
      }),
    {
      onRefused: (reply) => emit({ state: 'failed', error: reply.error }),
      'job-progress': (event) => emit({ done: event.progress.lookup?.doneAccounts ?? 0 }),
      'job-rows': (event) => emit({ rows: [...state.rows, ...event.rows], jettons: event.jettons }),
      'job-done': (event) =>
        emit({
          state: event.cancelled || cancelled ? 'cancelled' : 'complete',
          done: event.cancelled ? state.done : state.owners,
        }),
      'job-failed': (event) =>
        emit(
          cancelled || event.error.kind === 'aborted'
            ? { state: 'cancelled' }
            : { state: 'failed', error: event.error },
        ),
    },
  );
  return () => {
    cancelled = true;
    job.cancel();
  };
}

/** {@link startTokensRun} on the app's bridge, for a screen. */
export function useStartTokensRun(): (
  input: Parameters<typeof startTokensRun>[1],
  onChange: (state: TokensRunState) => void,
) => () => void {
  const { bridge } = useBridge();
  return useCallback((input, onChange) => startTokensRun(bridge, input, onChange), [bridge]);
}
