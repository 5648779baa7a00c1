import { describe, expect, it } from 'vitest';
import { createSettingsHandlers } from '../../shared/bridge/settings-handlers';
import { openWebSettingsStore, URL_PROFILE, WEB_SETTINGS_KEY, type StorageLike } from './web-settings-store';

/** A Storage stand-in backed by a Map (what localStorage is, minus the browser). */
function mapStorage(initial: Record<string, string> = {}): StorageLike & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

/** The store behind the shared handlers, as the web bridge uses it. */
function open(storage: StorageLike | null, indexer: string | null) {
  const store = openWebSettingsStore(storage, indexer, { now: () => Date.UTC(2026, 10, 22, 8, 20) });
  const handlers = createSettingsHandlers({ settings: store.settings, secrets: store.secrets });
  return { store, h: handlers, view: () => handlers.getSettings(undefined) };
}

describe('openWebSettingsStore', () => {
  it('starts from the defaults: toncenter mainnet active, keys kept in the browser', async () => {
    const view = await open(mapStorage(), null).view();
    expect(view.activeProfileId).toBe('toncenter-mainnet');
    expect(view.keyStorage).toBe('browser');
    expect(view.notice).toBeUndefined();
  });

  it('adds and activates the profile from ?indexer=, and keeps it across reloads', async () => {
    const storage = mapStorage();
    open(storage, 'http://127.0.0.1:8787');
    const reopened = await open(storage, null).view();
    expect(reopened.activeProfileId).toBe(URL_PROFILE.id);
    expect(reopened.profiles.find((p) => p.id === URL_PROFILE.id)).toMatchObject({
      name: 'Local indexer (from URL)',
      baseUrl: 'http://127.0.0.1:8787',
    });
  });

  it('seeds the URL profile once: a profile chosen in Settings survives a reload with the same URL', async () => {
    const storage = mapStorage();
    const first = open(storage, 'http://127.0.0.1:8787');
    expect((await first.view()).activeProfileId).toBe(URL_PROFILE.id);
    await first.h.setActiveProfile({ id: 'toncenter-testnet' });
    const reloaded = await open(storage, 'http://127.0.0.1:8787').view();
    expect(reloaded.activeProfileId).toBe('toncenter-testnet');
    expect(reloaded.profiles.some((p) => p.id === URL_PROFILE.id)).toBe(true);
    // Another indexer in the URL is a new seed.
    expect((await open(storage, 'http://127.0.0.1:9999').view()).activeProfileId).toBe(URL_PROFILE.id);
  });

  it('updates rather than duplicates the URL profile when the URL changes', async () => {
    const storage = mapStorage();
    open(storage, 'http://127.0.0.1:8787');
    const view = await open(storage, 'http://127.0.0.1:9999').view();
    expect(view.profiles.filter((p) => p.id === URL_PROFILE.id).map((p) => p.baseUrl)).toEqual([
      'http://127.0.0.1:9999',
    ]);
  });

  it('ignores an unusable ?indexer= and says so', async () => {
    const view = await open(mapStorage(), 'javascript:alert(1)').view();
    expect(view.activeProfileId).toBe('toncenter-mainnet');
    expect(view.notice).toMatch(/not a usable http\(s\) URL/);
  });

  it('restores defaults with a notice when the saved settings are damaged, keeping the old text aside', async () => {
    const damaged = '{"settings": {"version": 7}';
    const storage = mapStorage({ [WEB_SETTINGS_KEY]: damaged });
    const view = await open(storage, null).view();
    expect(view.activeProfileId).toBe('toncenter-mainnet');
    expect(view.notice).toMatch(/could not be read/);
    const asideKey = `${WEB_SETTINGS_KEY}.corrupt-2026-11-22T08:20:00.000Z`;
    expect(view.notice).toContain(asideKey);
    expect(storage.map.get(asideKey)).toBe(damaged);
  });

  it('keeps the keys of a document written by a newer version while restoring the defaults', async () => {
    const newer = JSON.stringify({
      settings: { version: 2 },
      apiKeys: { 'node-a': 'kept-key-123' },
      allowWeakKeyStorage: false,
    });
    const { h, view, store } = open(mapStorage({ [WEB_SETTINGS_KEY]: newer }), null);
    expect((await view()).notice).toMatch(/saved API keys were kept/);
    await h.setApiKey({ profileId: 'toncenter-mainnet', apiKey: 'another-key' });
    expect(store.secrets.read('node-a')).toBe('kept-key-123');
  });

  it('never puts a key in the public view, only whether one is set', async () => {
    const { h, store } = open(mapStorage(), null);
    const view = await h.setApiKey({ profileId: 'toncenter-mainnet', apiKey: 'secret-key-123' });
    expect(JSON.stringify(view)).not.toContain('secret-key-123');
    expect(view.profiles.find((p) => p.id === 'toncenter-mainnet')?.hasApiKey).toBe(true);
    expect(store.secrets.read('toncenter-mainnet')).toBe('secret-key-123');
  });

  it('works without storage (privacy mode) and says settings will not last', async () => {
    expect((await open(null, null).view()).notice).toMatch(/only until the page is closed/);
  });

  it('says so when the browser refuses to save (quota), and keeps working from memory', async () => {
    const storage: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { h, view } = open(storage, null);
    await h.setActiveProfile({ id: 'toncenter-testnet' });
    expect((await view()).activeProfileId).toBe('toncenter-testnet');
    expect((await view()).notice).toMatch(/refused to save the settings/);
  });
});
