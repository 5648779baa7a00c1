/** Where API keys are kept, said plainly; where they cannot be encrypted, the user decides. */
import type { PublicSettings } from '../../shared/settings/settings-schema';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { useSettingsMutation } from '../model/use-settings';

/** Whether keys may be saved under the current storage. */
export function keysAllowed(settings: PublicSettings): boolean {
  return (
    settings.keyStorage === 'encrypted' || settings.keyStorage === 'browser' || settings.allowWeakKeyStorage
  );
}

/** The note (and, without encryption, the opt-in checkbox). */
export function KeyStorageNote(props: { settings: PublicSettings }) {
  const { settings } = props;
  const allow = useSettingsMutation('setAllowWeakKeyStorage');
  switch (settings.keyStorage) {
    case 'encrypted':
      return (
        <p className="muted" data-testid="key-storage" data-key-storage="encrypted">
          API keys are encrypted by your operating system's keychain and never shown to this window.
        </p>
      );
    case 'browser':
      return (
        <p className="banner banner-notice" data-testid="key-storage" data-key-storage="browser">
          This is the browser version: API keys are kept in this browser's local storage for this site, not
          encrypted. Anyone with access to this browser profile can read them.
        </p>
      );
    case 'basic-text':
    case 'unavailable':
      return (
        <div
          className="banner banner-warning"
          data-testid="key-storage"
          data-key-storage={settings.keyStorage}
        >
          <p className="banner-title">
            {settings.keyStorage === 'basic-text'
              ? 'This system has no keyring, so API keys cannot be encrypted here (they would be stored obfuscated only).'
              : 'This system offers no encryption for API keys.'}
          </p>
          <label className="switch">
            <input
              type="checkbox"
              // The user's choice at once, while it is saved; a failed save puts it back.
              checked={allow.isPending ? allow.variables.allow : settings.allowWeakKeyStorage}
              disabled={allow.isPending}
              onChange={(e) => allow.mutate({ allow: e.target.checked })}
              data-testid="allow-weak-key-storage"
            />
            <span>Store keys anyway (not encrypted)</span>
          </label>
          {allow.isError && <ErrorView error={errorInfoOf(allow.error)} />}
        </div>
      );
  }
}
