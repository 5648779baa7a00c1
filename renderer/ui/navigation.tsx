/** The screens and a way for any component (an error banner, say) to switch to one. */
import { createContext, useContext } from 'react';

/** Screen ids, in tab order. */
export const SCREENS = [
  { id: 'status', label: 'Chain status' },
  { id: 'accounts', label: 'Accounts' },
  { id: 'address-book', label: 'Address book' },
  { id: 'tokens', label: 'Tokens' },
  { id: 'favourites', label: 'Favourites' },
  { id: 'watch', label: 'Watch' },
  { id: 'log', label: 'Log' },
  { id: 'settings', label: 'Settings' },
] as const;
export type ScreenId = (typeof SCREENS)[number]['id'];

/** The visible screen and the function that switches it. */
export interface Navigation {
  current: ScreenId;
  go: (screen: ScreenId) => void;
}

/** Provided by the app shell. */
export const NavigationContext = createContext<Navigation>({ current: 'status', go: () => {} });

/** The visible screen and a way to switch. */
export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}
