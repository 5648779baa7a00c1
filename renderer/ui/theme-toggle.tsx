/** The theme menu in the app header: System, Light or Dark (renderer/ui/theme.ts keeps and applies it). */
import { useId, useSyncExternalStore } from 'react';
import { THEME_CHOICES, getTheme, setTheme, subscribeTheme, type ThemeChoice } from './theme';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** A labelled select; the choice applies at once and is remembered. */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribeTheme, getTheme);
  const id = useId();
  return (
    <div className="theme-toggle">
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        value={theme}
        onChange={(e) => setTheme(e.target.value as ThemeChoice)}
        data-testid="theme-toggle"
      >
        {THEME_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {LABELS[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
