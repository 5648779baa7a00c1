/** Whether the page is visible; automatic refresh pauses while the window is hidden or minimised. */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** True unless `document.hidden`. */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, () => !document.hidden);
}
