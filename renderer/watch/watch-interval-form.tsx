/** The Watch screen's re-check interval field: typed, checked here, saved through the shared mutation. */
import { useState } from 'react';
import { WATCH_INTERVAL_SECONDS, type WatchSettings } from '../../shared/watch/watch-schema';
import type { WatchChange } from '../model/use-watch';

/** Why a typed re-check interval is refused, or null when it can be saved. */
function intervalRefusal(typed: string): string | null {
  const { min, max } = WATCH_INTERVAL_SECONDS;
  const seconds = Number(typed);
  if (/^\d+$/.test(typed) && seconds >= min && seconds <= max) return null;
  const shown = typed === '' ? 'An empty interval' : `“${typed.slice(0, 20)}”`;
  return `${shown} was not saved: the interval must be a whole number of seconds from ${min} to ${max.toLocaleString('en-US')} (one day). The interval in force is unchanged.`;
}

/** The interval form; `settings` are the saved ones (the rest of them is kept when the interval is saved). */
export function WatchIntervalForm({ settings, change }: { settings: WatchSettings; change: WatchChange }) {
  const [interval, setIntervalText] = useState<string | null>(null);
  const [intervalError, setIntervalError] = useState<string | null>(null);
  const [intervalSaved, setIntervalSaved] = useState<number | null>(null);
  /** Saves the typed interval; the field keeps it until the save has landed (it never flips back). */
  const saveInterval = (seconds: number) => {
    setIntervalSaved(null);
    change.mutate(
      { kind: 'settings', settings: { ...settings, intervalSeconds: seconds } },
      {
        onSuccess: () => {
          setIntervalSaved(seconds);
          // A user who typed another value while this one was on its way keeps it.
          setIntervalText((now) => (now !== null && Number(now.trim()) === seconds ? null : now));
        },
      },
    );
  };
  return (
    <form
      className="toolbar"
      // The browser's own range check would refuse silently: the app says what is wrong.
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const typed = (interval ?? String(settings.intervalSeconds)).trim();
        const refused = intervalRefusal(typed);
        setIntervalError(refused);
        setIntervalSaved(null);
        if (!refused) saveInterval(Number(typed));
      }}
    >
      <label>
        Check every (seconds){' '}
        <input
          type="number"
          min={WATCH_INTERVAL_SECONDS.min}
          max={WATCH_INTERVAL_SECONDS.max}
          value={interval ?? String(settings.intervalSeconds)}
          onChange={(e) => {
            setIntervalText(e.target.value);
            setIntervalSaved(null);
          }}
          data-testid="watch-interval"
        />
      </label>
      <button type="submit" data-testid="watch-interval-save">
        Save interval
      </button>
      {intervalSaved !== null && (
        <p role="status" className="muted" data-testid="watch-interval-saved">
          Saved: checked every {intervalSaved.toLocaleString('en-US')} seconds.
        </p>
      )}
      {intervalError && (
        <p role="alert" className="error-text" data-testid="watch-interval-error">
          {intervalError}
        </p>
      )}
    </form>
  );
}
