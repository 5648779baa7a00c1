/** Add or edit a custom network profile (name and base URL), validated with the shared schema. */
import { useId, useState } from 'react';
import {
  baseUrlSchema,
  profileNameSchema,
  SETTINGS_LIMITS,
  type PublicProfile,
} from '../../shared/settings/settings-schema';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { PlainHttpKeyNote } from './plain-http-key-note';
import { useSettingsMutation } from '../model/use-settings';

/** The form; with `profile` it edits that one, otherwise it adds a new one. */
export function ProfileForm(props: { profile?: PublicProfile; onDone?: () => void }) {
  const { profile, onDone } = props;
  const [name, setName] = useState(profile?.name ?? '');
  const [baseUrl, setBaseUrl] = useState(profile?.baseUrl ?? '');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSettingsMutation('saveProfile');
  const id = useId();

  return (
    <form
      className="profile-form"
      data-testid={profile ? `edit-profile-${profile.id}` : 'add-profile'}
      onSubmit={(e) => {
        e.preventDefault();
        const checkedName = profileNameSchema.safeParse(name);
        setNameError(checkedName.success ? null : (checkedName.error.issues[0]?.message ?? 'Enter a name.'));
        const url = baseUrlSchema.safeParse(baseUrl);
        if (!url.success) {
          setUrlError(url.error.issues[0]?.message ?? 'Enter a full http(s) URL.');
          return;
        }
        setUrlError(null);
        if (!checkedName.success) return;
        save.mutate(
          { ...(profile ? { id: profile.id } : {}), name: checkedName.data, baseUrl: url.data },
          {
            onSuccess: () => {
              if (!profile) {
                setName('');
                setBaseUrl('');
              }
              onDone?.();
            },
          },
        );
      }}
    >
      <div className="form-row">
        <label htmlFor={`${id}-name`}>Profile name</label>
        <input
          id={`${id}-name`}
          value={name}
          required
          maxLength={SETTINGS_LIMITS.profileName.max}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      {nameError && (
        <p id={`${id}-name-error`} className="error-text" role="alert" data-testid="profile-name-error">
          {nameError}
        </p>
      )}
      <div className="form-row">
        <label htmlFor={`${id}-url`}>Indexer base URL</label>
        <input
          id={`${id}-url`}
          value={baseUrl}
          required
          inputMode="url"
          placeholder="http://127.0.0.1:8787"
          aria-invalid={urlError ? true : undefined}
          aria-describedby={urlError ? `${id}-url-error` : undefined}
          onChange={(e) => setBaseUrl(e.target.value)}
        />
      </div>
      {/* Saving this URL sends the profile's key there: say so before it is saved. */}
      <PlainHttpKeyNote baseUrl={baseUrl} keyState={profile?.hasApiKey ? 'about to be set' : 'none'} />
      {urlError && (
        <p id={`${id}-url-error`} className="error-text" role="alert">
          {urlError}
        </p>
      )}
      <div className="toolbar">
        <button type="submit" className="primary" disabled={save.isPending || !name.trim()}>
          {profile ? 'Save profile' : 'Add profile'}
        </button>
        {onDone && (
          <button type="button" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
      {save.isError && <ErrorView error={errorInfoOf(save.error)} />}
    </form>
  );
}
