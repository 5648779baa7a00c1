/**
 * Settings: where keys are kept, network profiles (active one, add, edit,
 * delete, API key, test connection) and preferences.
 */
import { useState } from 'react';
import type { PublicSettings } from '../../shared/settings/settings-schema';
import { errorInfoOf, useBridgeKind } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { LibrariesSection } from '../libraries/libraries-section';
import { ApiKeyField } from './api-key-field';
import { KeyStorageNote, keysAllowed } from './key-storage-note';
import { PreferencesForm } from './preferences-form';
import { ProfileForm } from './profile-form';
import { RequestLimitsField } from './request-limits-field';
import { TestConnection } from './test-connection';
import { IsolatedText } from '../ui/server-text';
import { useSettings, useSettingsMutation } from '../model/use-settings';

/** The profiles with their controls. */
function Profiles(props: { settings: PublicSettings }) {
  const { settings } = props;
  const setActive = useSettingsMutation('setActiveProfile');
  const remove = useSettingsMutation('deleteProfile');
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const allowed = keysAllowed(settings);
  // The radio shows the user's choice at once, while it is saved (a busy machine takes a moment);
  // a save that fails puts it back, with the error below.
  const chosen = setActive.isPending ? setActive.variables.id : settings.activeProfileId;

  return (
    <section aria-labelledby="profiles-heading" className="card">
      <h3 id="profiles-heading">Network profiles</h3>
      <fieldset className="profile-list">
        <legend>Active network profile</legend>
        {settings.profiles.map((profile) => (
          <div
            key={profile.id}
            className="profile"
            data-testid={`profile-${profile.id}`}
            data-active={profile.id === settings.activeProfileId}
          >
            <label className="profile-choice">
              <input
                type="radio"
                name="active-profile"
                value={profile.id}
                checked={profile.id === chosen}
                onChange={() => setActive.mutate({ id: profile.id })}
              />
              <span>
                <strong>
                  <IsolatedText text={profile.name} />
                </strong>{' '}
                <span className="mono muted">{profile.baseUrl}</span>
                {profile.builtIn && <span className="badge badge-neutral">built in</span>}
              </span>
            </label>
            <div className="profile-actions">
              <TestConnection profileId={profile.id} profileName={profile.name} />
              {!profile.builtIn && (
                <>
                  <button
                    type="button"
                    onClick={() => setEditing(editing === profile.id ? null : profile.id)}
                    aria-expanded={editing === profile.id}
                  >
                    Edit {profile.name}
                  </button>
                  {confirming === profile.id ? (
                    <span className="confirm" role="group" aria-label={`Confirm deleting ${profile.name}`}>
                      Delete “{profile.name}” and its API key?{' '}
                      <button
                        type="button"
                        className="danger"
                        onClick={() => {
                          setConfirming(null);
                          remove.mutate({ id: profile.id });
                        }}
                      >
                        Yes, delete
                      </button>
                      <button type="button" onClick={() => setConfirming(null)}>
                        Keep it
                      </button>
                    </span>
                  ) : (
                    // Confirmed inline rather than with window.confirm: keyboard- and test-friendly.
                    <button type="button" className="danger" onClick={() => setConfirming(profile.id)}>
                      Delete {profile.name}
                    </button>
                  )}
                </>
              )}
            </div>
            {editing === profile.id && <ProfileForm profile={profile} onDone={() => setEditing(null)} />}
            <ApiKeyField profile={profile} allowed={allowed} />
            <RequestLimitsField profile={profile} />
          </div>
        ))}
      </fieldset>
      {setActive.isError && <ErrorView error={errorInfoOf(setActive.error)} />}
      {remove.isError && <ErrorView error={errorInfoOf(remove.error)} />}
      <h4>Add a custom indexer</h4>
      <ProfileForm />
    </section>
  );
}

/** The settings screen. */
export function SettingsScreen() {
  const settings = useSettings();
  const kind = useBridgeKind();
  if (settings.isError)
    return (
      <ErrorView
        error={errorInfoOf(settings.error)}
        title="Settings could not be loaded"
        onRetry={() => void settings.refetch()}
      />
    );
  if (!settings.data) return <p role="status">Loading settings…</p>;
  const data = settings.data;
  return (
    <div className="screen" data-testid="settings">
      <h2>Settings</h2>
      <KeyStorageNote settings={data} />
      <Profiles settings={data} />
      <section aria-labelledby="preferences-heading" className="card">
        <h3 id="preferences-heading">Preferences</h3>
        <PreferencesForm preferences={data.preferences} />
      </section>
      <LibrariesSection />
      <p className="muted small">
        {kind === 'web'
          ? 'Browser version: requests go from this page straight to the indexer.'
          : 'Desktop version: all requests are made by the app, not by this window.'}
      </p>
    </div>
  );
}
