/**
 * One "tokens of these wallets" run from the screen: owners go to the bridge's `tokensOfWallets` in
 * slices (each slice paced by the profile's limits behind the bridge — main in Electron, the in-page
 * bridge on the web, the emulator in its thread or Worker), progress is reported between slices, and a
 * cancel stops the running slice and the ones after it. Rows of slices already done are kept.
 */
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import type { TokensJetton } from '../../shared/bridge/api/insight-api';
import type { TokenRow } from '../../shared/contracts/tokens';
import type { AppErrorInfo } from '../../shared/errors';

/** Owners per bridge call: small enough for steady progress, big enough to fill requests. */
export const OWNERS_PER_CALL = 500;

/** Where a run stands. */
export interface TokensRunState {
  readonly owners: number;
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
  const requestId = `tokens-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  let cancelled = false;
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

  void (async () => {
    for (let start = 0; start < input.owners.length; start += OWNERS_PER_CALL) {
      if (cancelled) return emit({ state: 'cancelled' });
      const owners = input.owners.slice(start, start + OWNERS_PER_CALL);
      const reply = await bridge.tokensOfWallets({
        requestId,
        owners: [...owners],
        masters: [...input.masters],
        ...(input.unixTime !== undefined ? { unixTime: input.unixTime } : {}),
      });
      if (!reply.ok)
        return emit({
          state: cancelled || reply.error.kind === 'aborted' ? 'cancelled' : 'failed',
          error: cancelled ? null : reply.error,
        });
      emit({
        rows: [...state.rows, ...reply.value.rows],
        jettons: reply.value.jettons,
        done: start + owners.length,
      });
      if (reply.value.cancelled) return emit({ state: 'cancelled' });
    }
    emit({ state: 'complete' });
  })();

  return () => {
    cancelled = true;
    void bridge.cancelRequest({ requestId });
  };
}
