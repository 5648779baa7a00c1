/** Request timeout, refresh interval and the include-BoC default. */
import { useState } from 'react';
import { SETTINGS_LIMITS, type Preferences } from '../../shared/settings/settings-schema';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { useSettingsMutation } from '../model/use-settings';

/** The preferences form. */
export function PreferencesForm(props: { preferences: Preferences }) {
  const { preferences } = props;
  const [timeout, setTimeoutSeconds] = useState(String(preferences.requestTimeoutMs / 1000));
  const [interval, setIntervalSeconds] = useState(String(preferences.refreshIntervalSeconds));
  const [includeBoc, setIncludeBoc] = useState(preferences.includeBocDefault);
  const [saved, setSaved] = useState(false);
  const save = useSettingsMutation('savePreferences');
  // Newly saved (or reloaded) preferences reset the fields, adjusted during render rather than in an
  // effect so the form never shows the old values for a frame.
  const [shown, setShown] = useState(preferences);
  if (shown !== preferences) {
    setShown(preferences);
    setTimeoutSeconds(String(preferences.requestTimeoutMs / 1000));
    setIntervalSeconds(String(preferences.refreshIntervalSeconds));
    setIncludeBoc(preferences.includeBocDefault);
  }

  const min = SETTINGS_LIMITS.timeoutMs.min / 1000;
  const max = SETTINGS_LIMITS.timeoutMs.max / 1000;
  return (
    <form
      className="preferences-form"
      data-testid="preferences"
      onSubmit={(e) => {
        e.preventDefault();
        setSaved(false);
        save.mutate(
          {
            requestTimeoutMs: Math.round(Number(timeout) * 1000),
            refreshIntervalSeconds: Math.round(Number(interval)),
            includeBocDefault: includeBoc,
          },
          { onSuccess: () => setSaved(true) },
        );
      }}
    >
      <div className="form-row">
        <label htmlFor="pref-timeout">Request timeout (seconds)</label>
        <input
          id="pref-timeout"
          type="number"
          min={min}
          max={max}
          step={1}
          required
          value={timeout}
          onChange={(e) => setTimeoutSeconds(e.target.value)}
        />
      </div>
      <div className="form-row">
        <label htmlFor="pref-refresh">Chain status refresh interval (seconds, 0 = off)</label>
        <input
          id="pref-refresh"
          type="number"
          min={SETTINGS_LIMITS.refreshSeconds.min}
          max={SETTINGS_LIMITS.refreshSeconds.max}
          step={1}
          required
          value={interval}
          onChange={(e) => setIntervalSeconds(e.target.value)}
        />
      </div>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={includeBoc}
          onChange={(e) => setIncludeBoc(e.target.checked)}
        />
        <span>Include code and data in lookups by default</span>
      </label>
      <div className="toolbar">
        <button type="submit" className="primary" disabled={save.isPending}>
          Save preferences
        </button>
        {saved && (
          <span role="status" className="ok-text">
            Saved.
          </span>
        )}
      </div>
      {save.isError && <ErrorView error={errorInfoOf(save.error)} />}
    </form>
  );
}
