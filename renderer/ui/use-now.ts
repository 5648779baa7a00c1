/** A clock for ages ("12 s ago") that re-renders its user every `intervalMs` (1 s by default). */
import { useEffect, useState } from 'react';

/** `Date.now()`, refreshed every `intervalMs`. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
