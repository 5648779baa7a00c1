import { describe, expect, it } from 'vitest';
import { openWebSettingsStore, URL_PROFILE, WEB_SETTINGS_KEY, type StorageLike } from './web-settings-store';

/** A Storage stand-in backed by a Map (what localStorage is, minus the browser). */
function mapStorage(initial: Record<string, string> = {}): StorageLike & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('openWebSettingsStore', () => {
  it('starts from the defaults: toncenter mainnet active, keys kept in the browser', () => {
    const view = openWebSettingsStore(mapStorage(), null).publicView();
    expect(view.activeProfileId).toBe('toncenter-mainnet');
    expect(view.keyStorage).toBe('browser');
    expect(view.notice).toBeUndefined();
  });

  it('adds and activates the profile from ?indexer=, and keeps it across reloads', () => {
    const storage = mapStorage();
    openWebSettingsStore(storage, 'http://127.0.0.1:8787');
    const reopened = openWebSettingsStore(storage, null).publicView();
    expect(reopened.activeProfileId).toBe(URL_PROFILE.id);
    expect(reopened.profiles.find((p) => p.id === URL_PROFILE.id)).toMatchObject({ name: 'Local indexer (from URL)', baseUrl: 'http://127.0.0.1:8787' });
  });

  it('updates rather than duplicates the URL profile when the URL changes', () => {
    const storage = mapStorage();
    openWebSettingsStore(storage, 'http://127.0.0.1:8787');
    const view = openWebSettingsStore(storage, 'http://127.0.0.1:9999').publicView();
    expect(view.profiles.filter((p) => p.id === URL_PROFILE.id).map((p) => p.baseUrl)).toEqual(['http://127.0.0.1:9999']);
  });

  it('ignores an unusable ?indexer= and says so', () => {
    const view = openWebSettingsStore(mapStorage(), 'javascript:alert(1)').publicView();
    expect(view.activeProfileId).toBe('toncenter-mainnet');
    expect(view.notice).toMatch(/not a usable http\(s\) URL/);
  });

  it('restores defaults with a notice when the saved settings are corrupted', () => {
    const view = openWebSettingsStore(mapStorage({ [WEB_SETTINGS_KEY]: '{"settings": {"version": 7}' }), null).publicView();
    expect(view.activeProfileId).toBe('toncenter-mainnet');
    expect(view.notice).toMatch(/could not be read/);
  });

  it('never puts a key in the public view, only whether one is set', () => {
    const storage = mapStorage();
    const store = openWebSettingsStore(storage, null);
    store.write({ ...store.read(), apiKeys: { 'toncenter-mainnet': 'secret-key-123' } });
    const view = store.publicView();
    expect(JSON.stringify(view)).not.toContain('secret-key-123');
    expect(view.profiles.find((p) => p.id === 'toncenter-mainnet')?.hasApiKey).toBe(true);
    expect(store.apiKeyOf('toncenter-mainnet')).toBe('secret-key-123');
  });

  it('works without storage (privacy mode) and says settings will not last', () => {
    const store = openWebSettingsStore(null, null);
    expect(store.publicView().notice).toMatch(/only until the page is closed/);
  });
});
