/**
 * The lookup lives above the tabs, so the Accounts screen and the Address book read the same last
 * outcome and switching tabs never loses results.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useAccountLookup, type AccountLookupState } from './use-account-lookup';

const LookupContext = createContext<AccountLookupState | null>(null);

/** Holds the one account lookup of the app. */
export function LookupProvider(props: { children: ReactNode }) {
  const lookup = useAccountLookup();
  return <LookupContext.Provider value={lookup}>{props.children}</LookupContext.Provider>;
}

/** The app's account lookup. */
export function useLookup(): AccountLookupState {
  const value = useContext(LookupContext);
  if (!value) throw new Error('useLookup outside LookupProvider');
  return value;
}
