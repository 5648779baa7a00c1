/** Set, replace or remove a profile's API key. The key goes in; only "a key is set" ever comes back. */
import { useId, useState } from 'react';
import type { PublicProfile } from '../../shared/settings/settings-schema';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { PlainHttpKeyNote } from './plain-http-key-note';
import { useSettingsMutation } from '../model/use-settings';

/** The key editor of one profile. */
export function ApiKeyField(props: { profile: PublicProfile; allowed: boolean }) {
  const { profile, allowed } = props;
  const [value, setValue] = useState('');
  const setKey = useSettingsMutation('setApiKey');
  const id = useId();
  return (
    <div className="api-key" data-testid={`api-key-${profile.id}`}>
      <p data-testid="api-key-state" data-has-key={profile.hasApiKey}>
        {profile.hasApiKey ? 'A key is set.' : 'No key is set.'}
      </p>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!value.trim()) return;
          setKey.mutate({ profileId: profile.id, apiKey: value.trim() }, { onSuccess: () => setValue('') });
        }}
      >
        <label htmlFor={id}>API key for {profile.name}</label>
        <input
          id={id}
          type="password"
          autoComplete="off"
          value={value}
          maxLength={256}
          disabled={!allowed}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" disabled={!allowed || !value.trim() || setKey.isPending}>
          {profile.hasApiKey ? 'Replace key' : 'Save key'}
        </button>
        {profile.hasApiKey && (
          <button
            type="button"
            disabled={setKey.isPending}
            onClick={() => setKey.mutate({ profileId: profile.id, apiKey: null })}
          >
            Remove key
          </button>
        )}
      </form>
      <PlainHttpKeyNote
        baseUrl={profile.baseUrl}
        keyState={value.trim() ? 'about to be set' : profile.hasApiKey ? 'set' : 'none'}
      />
      {!allowed && (
        <p className="muted small">Keys cannot be saved until you accept unencrypted storage above.</p>
      )}
      {setKey.isError && <ErrorView error={errorInfoOf(setKey.error)} />}
    </div>
  );
}
