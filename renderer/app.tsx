/**
 * The app shell: providers, the tab bar (ARIA tabs: arrow keys, Home/End), one error boundary per
 * screen, the settings notice, and the `data-ready="true"` marker e2e tests wait on (set once the first
 * render with settings loaded — or failed to load — is done). Screens stay mounted while hidden so the
 * lookup text, results and scroll positions survive tab switches; a hidden screen does no work for the
 * lookup (lookup-context.tsx).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import type { TonIndexBridge } from '../shared/bridge/api/bridge-api';
import { BridgeProvider } from './bridge/bridge-context';
import type { BridgeKind } from './bridge/install-bridge';
import { ChainStatusScreen } from './chain-status/chain-status-screen';
import { ScreenErrorBoundary } from './errors/error-boundary';
import { AccountsScreen } from './lookup/accounts-screen';
import { LookupProvider } from './model/lookup-context';
import { TokensTab } from './tokens/tokens-tab';
import { activeProfileOf, useSettings } from './model/use-settings';
import { NavigationContext, SCREENS, type ScreenId } from './ui/navigation';
import { IsolatedText } from './ui/server-text';
import { ThemeToggle } from './ui/theme-toggle';

/*
 * The screens one does not start on load as chunks of their own, right after the first screen is up
 * (they stay mounted while hidden, so they are fetched at once, but the first paint does not wait for
 * them): the first screen's JS stays under its 250 KB budget (npm run bench).
 */
const AddressBookScreen = lazy(() =>
  import('./address-book/address-book-screen').then((m) => ({ default: m.AddressBookScreen })),
);
const FavouritesScreen = lazy(() =>
  import('./labels/favourites-screen').then((m) => ({ default: m.FavouritesScreen })),
);
const LogScreen = lazy(() => import('./log/log-screen').then((m) => ({ default: m.LogScreen })));
const SettingsScreen = lazy(() =>
  import('./settings/settings-screen').then((m) => ({ default: m.SettingsScreen })),
);
const WatchScreen = lazy(() => import('./watch/watch-screen').then((m) => ({ default: m.WatchScreen })));

/**
 * One element per screen, made once: a tab switch re-renders the shell, and React skips an element it
 * has seen before, so only the screens that read the navigation (or their own state) render again.
 */
const SCREEN_ELEMENTS: Record<ScreenId, React.JSX.Element> = {
  status: <ChainStatusScreen />,
  accounts: <AccountsScreen />,
  'address-book': <AddressBookScreen />,
  tokens: <TokensTab />,
  favourites: <FavouritesScreen />,
  watch: <WatchScreen />,
  log: <LogScreen />,
  settings: <SettingsScreen />,
};

/** The settings notice (e.g. corrupted settings were reset), dismissible for this session. */
function SettingsNotice() {
  const notice = useSettings().data?.notice;
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!notice || dismissed === notice) return null;
  return (
    <div className="banner banner-warning app-notice" role="alert" data-testid="settings-notice">
      <p className="banner-title">{notice}</p>
      <div className="banner-actions">
        <button type="button" onClick={() => setDismissed(notice)}>
          Dismiss
        </button>
      </div>
    </div>
  );
}

/** Tabs, panels and the ready marker. */
function Shell() {
  const settings = useSettings();
  const [screen, setScreen] = useState<ScreenId>('status');
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const settled = !settings.isPending;
  // The marker is committed together with the screens it announces, so a test that sees it sees them.
  const ready = settled;

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = SCREENS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const id = SCREENS[next]!.id;
    setScreen(id);
    tabs.current[id]?.focus();
  };

  const profile = activeProfileOf(settings.data);
  return (
    <NavigationContext.Provider value={{ current: screen, go: setScreen }}>
      <div className="app" data-testid="app" data-ready={ready ? 'true' : 'false'} data-screen={screen}>
        <header className="app-header">
          <h1>TON Index Explorer</h1>
          {profile && (
            <p className="active-profile" data-testid="active-profile" data-profile-id={profile.id}>
              <span className="muted">Indexer:</span> <IsolatedText text={profile.name} />{' '}
              <span className="mono muted">{profile.baseUrl}</span>
            </p>
          )}
          <ThemeToggle />
          <nav aria-label="Screens">
            <div role="tablist" aria-label="Screens" className="tabs">
              {SCREENS.map((s, index) => (
                <button
                  key={s.id}
                  ref={(el) => {
                    tabs.current[s.id] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`tab-${s.id}`}
                  aria-selected={screen === s.id}
                  aria-controls={`panel-${s.id}`}
                  tabIndex={screen === s.id ? 0 : -1}
                  onClick={() => setScreen(s.id)}
                  onKeyDown={(e) => onTabKey(e, index)}
                  data-testid={`tab-${s.id}`}
                >
                  {s.label}
                </button>
              ))}
            </div>
          </nav>
        </header>
        <SettingsNotice />
        <main>
          {SCREENS.map((s) => (
            <section
              key={s.id}
              role="tabpanel"
              id={`panel-${s.id}`}
              aria-labelledby={`tab-${s.id}`}
              hidden={screen !== s.id}
              className="panel"
            >
              <ScreenErrorBoundary screen={s.label}>
                <Suspense fallback={<p role="status">Loading…</p>}>
                  {settled ? SCREEN_ELEMENTS[s.id] : <p role="status">Loading settings…</p>}
                </Suspense>
              </ScreenErrorBoundary>
            </section>
          ))}
        </main>
      </div>
    </NavigationContext.Provider>
  );
}

/** The whole app over a bridge. */
export function App(props: { bridge: TonIndexBridge; kind: BridgeKind }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { refetchOnWindowFocus: true, retry: false },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <BridgeProvider bridge={props.bridge} kind={props.kind}>
        <LookupProvider>
          <Shell />
        </LookupProvider>
      </BridgeProvider>
    </QueryClientProvider>
  );
}
