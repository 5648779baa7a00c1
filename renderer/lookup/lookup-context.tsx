/**
 * The lookup lives above the tabs, so the Accounts screen, the Address book and the Log read the same
 * outcome and switching tabs never loses results. Every lookup that ends with at least one answer is
 * recorded in the lookup log here (reopened entries are not recorded again).
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { uploadLookupLogDraft } from '../../shared/bridge/log-draft-upload';
import type { AppErrorInfo } from '../../shared/errors';
import { errorInfoOf, unwrap, useBridge } from '../bridge/bridge-context';
import { logDraftOf } from './lookup-log-link';
import { useAccountLookup, type AccountLookupState } from './use-account-lookup';

/** The query key of the lookup log list. */
export const LOOKUP_LOG_KEY = ['lookupLog'] as const;

/** The lookup, plus whether recording the last one in the log failed. */
export type LookupContextValue = AccountLookupState & { logError: AppErrorInfo | null };

const LookupContext = createContext<LookupContextValue | null>(null);

/** Holds the one account lookup of the app and records finished lookups in the log. */
export function LookupProvider(props: { children: ReactNode }) {
  const lookup = useAccountLookup();
  const { bridge } = useBridge();
  const queryClient = useQueryClient();
  const [logError, setLogError] = useState<AppErrorInfo | null>(null);
  const { onFinished } = lookup;

  useEffect(() => {
    onFinished((outcome) => {
      setLogError(null);
      unwrap(uploadLookupLogDraft(bridge, logDraftOf(outcome)))
        .then(() => queryClient.invalidateQueries({ queryKey: LOOKUP_LOG_KEY }))
        // The results are on screen either way; say that the log did not get them.
        .catch((error: unknown) => setLogError(errorInfoOf(error)));
    });
    return () => onFinished(null);
  }, [onFinished, bridge, queryClient]);

  return <LookupContext.Provider value={{ ...lookup, logError }}>{props.children}</LookupContext.Provider>;
}

/** The app's account lookup. */
export function useLookup(): LookupContextValue {
  const value = useContext(LookupContext);
  if (!value) throw new Error('useLookup outside LookupProvider');
  return value;
}
