/**
 * The Tokens tab's panel content: the screen's code (and the emulator's client code it brings) loads
 * only once the tab is first opened — hidden panels stay mounted, so a plain lazy element would load
 * it at start — and stays mounted after, like every screen.
 */
import { lazy, Suspense, useState } from 'react';
import { useNavigation } from '../ui/navigation';

const TokensScreen = lazy(() => import('./tokens-screen'));

/** The panel content. */
export function TokensTab() {
  const { current } = useNavigation();
  const [opened, setOpened] = useState(false);
  if (current === 'tokens' && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<p role="status">Loading the Tokens screen…</p>}>
      <TokensScreen />
    </Suspense>
  );
}
