/**
 * The lookup lives above the tabs, in one store (lookup-store.ts), so the Accounts screen, the Address
 * book and the Log read the same lookup and switching tabs never loses results. Components read the
 * part they show with {@link useLookup} — progress, rows, the last lookup — and re-render only when that
 * part changes; a hidden screen passes `live: false` and is not re-rendered by the lookup at all.
 * Every lookup that ends with at least one answer is logged by its job where it ran; the Log screen
 * reads the log again when that is done.
 */
import { IsTestnetProvider } from './use-is-testnet';
import type { PastedInput } from '../../shared/lookup-log/pasted-input-schema';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useBridge } from '../bridge/bridge-context';
import { activeProfileOf, useSettings } from './use-settings';
import type { LookupOutcome, LookupRequest, RequestedAccount } from './lookup-outcome';
import { LookupStore, type LookupStoreState } from './lookup-store';
import { invalidateBridge } from './bridge-query';
import { LOG_READS } from './use-lookup-log';

const LookupContext = createContext<LookupStore | null>(null);

/** Holds the one lookup store of the app and records finished lookups in the log. */
export function LookupProvider(props: { children: ReactNode }) {
  const { bridge } = useBridge();
  const queryClient = useQueryClient();
  const [store] = useState(() => new LookupStore());
  useEffect(
    () =>
      store.connect({
        bridge,
        // A lookup's end also may have taught its indexer's budget a pace (Settings says it).
        onLogged: () => void invalidateBridge(queryClient, [...LOG_READS, 'learnedPace']),
      }),
    [store, bridge, queryClient],
  );
  useEffect(() => () => store.dispose(), [store]);
  return (
    <LookupContext.Provider value={store}>
      <IsTestnetProvider>{props.children}</IsTestnetProvider>
    </LookupContext.Provider>
  );
}

/** The lookup store itself, for a click that must read its state at that moment. */
export function useLookupStore(): LookupStore {
  const store = useContext(LookupContext);
  if (!store) throw new Error('useLookup outside LookupProvider');
  return store;
}

const inert = () => () => undefined;

/**
 * The part of the lookup `select` picks (it must return a part of the state, not a new object). With
 * `live: false` (a hidden screen) the component is not re-rendered when the lookup changes; it reads
 * the store again when it renders for another reason or goes live.
 */
export function useLookup<T>(select: (state: LookupStoreState) => T, live = true): T {
  const store = useLookupStore();
  return useSyncExternalStore(live ? store.subscribe : inert, () => select(store.getState()));
}

/** Lookups started in this page (each one's key). */
let lookups = 0;

/** Options of a run. */
export interface RunOptions {
  /** What was pasted (the paste box's text and what its parse found), for the log's case record. */
  pasted?: PastedInput;
  /** Run against this profile instead of the active one (if it still exists). */
  profileId?: string;
  /** Results of a logged lookup, to highlight what changed. */
  baseline?: LookupRequest['baseline'];
  /** The list file the addresses came from, whose own columns the export writes (lookup-outcome.ts). */
  listFile?: LookupRequest['listFile'];
}

/** What a screen can do with the lookup; stable functions that never re-render anything by themselves. */
export interface LookupActions {
  /**
   * Starts a lookup of `accounts` (already parsed) against the active profile, or `options.profileId`
   * when that profile still exists (a re-run goes to the indexer of the logged lookup).
   */
  run(accounts: readonly RequestedAccount[], includeBoc: boolean, options?: RunOptions): void;
  /** Runs the last attempted request again (after it failed as a whole). */
  retry(): void;
  cancel(): void;
  retryFailed(): void;
  reopen(outcome: LookupOutcome): void;
}

/** The lookup's actions. */
export function useLookupActions(): LookupActions {
  const store = useLookupStore();
  const settings = useSettings().data;
  const run = useCallback(
    (accounts: readonly RequestedAccount[], includeBoc: boolean, options: RunOptions = {}) => {
      const profile = settings?.profiles.find((p) => p.id === options.profileId) ?? activeProfileOf(settings);
      if (!profile) {
        store.reportError({
          kind: 'invalid-input',
          message: 'The settings are not loaded yet; try again in a moment.',
        });
        return;
      }
      store.start({
        key: `lookup-${(lookups += 1)}`,
        accounts,
        includeBoc,
        profileId: profile.id,
        ...(options.baseline ? { baseline: options.baseline } : {}),
        ...(options.pasted ? { pasted: options.pasted } : {}),
        ...(options.listFile ? { listFile: options.listFile } : {}),
      });
    },
    [settings, store],
  );
  return useMemo(
    () => ({
      run,
      retry: () => {
        const attempted = store.getState().attempted;
        if (attempted)
          run(attempted.accounts, attempted.includeBoc, {
            profileId: attempted.profileId,
            ...(attempted.baseline ? { baseline: attempted.baseline } : {}),
            ...(attempted.listFile ? { listFile: attempted.listFile } : {}),
          });
      },
      cancel: () => store.cancel(),
      retryFailed: () => store.retryFailed(),
      reopen: (outcome: LookupOutcome) => store.reopen(outcome),
    }),
    [run, store],
  );
}
