import { describe, expect, it } from 'vitest';
import {
  deleteProfile,
  keyStorageRefusal,
  MAX_PROFILES,
  newProfileId,
  normaliseSettings,
  publicSettingsOf,
  saveProfile,
  slugOf,
  withStartupProfile,
} from './settings-rules';
import { defaultSettings, publicSettingsSchema, type Settings } from './settings-schema';

const noKeys = { hasKey: () => false, keyStorage: 'encrypted' as const, allowWeakKeyStorage: false };

describe('settings rules', () => {
  it('makes ids from names: slug, then slug-2, slug-3; nothing usable → profile', () => {
    expect(slugOf('My Node #2')).toBe('my-node-2');
    expect(slugOf('  ---  ')).toBe('profile');
    expect(slugOf('Ünïcode ✓ node')).toBe('n-code-node');
    expect(slugOf('x'.repeat(80))).toHaveLength(32);
    const taken = new Set(['node', 'node-2']);
    expect(newProfileId('Node', (id) => taken.has(id))).toBe('node-3');
  });

  it('never gives a new profile an id that something else still holds (e.g. a stored key)', () => {
    const next = saveProfile(
      defaultSettings(),
      { name: 'Node', baseUrl: 'http://127.0.0.1:1' },
      (id) => id === 'node',
    );
    expect(next.profiles.at(-1)?.id).toBe('node-2');
  });

  it('caps the profiles at 50, counting the built-ins, but still lets them be edited', () => {
    let settings: Settings = defaultSettings();
    for (let i = settings.profiles.length; i < MAX_PROFILES; i++)
      settings = saveProfile(settings, { name: `n${i}`, baseUrl: 'http://127.0.0.1:1' });
    expect(() => saveProfile(settings, { name: 'one more', baseUrl: 'http://127.0.0.1:1' })).toThrow(
      /already 50 profiles/,
    );
    expect(
      saveProfile(settings, { id: 'n2', name: 'renamed', baseUrl: 'http://127.0.0.1:2' }).profiles.find(
        (p) => p.id === 'n2',
      )?.name,
    ).toBe('renamed');
  });

  it('answers the very same settings for an unchanged built-in, so nothing is written', () => {
    const settings = defaultSettings();
    expect(
      saveProfile(settings, {
        id: 'toncenter-mainnet',
        name: 'toncenter mainnet',
        baseUrl: 'https://toncenter.com',
      }),
    ).toBe(settings);
  });

  it('falls back to mainnet after deleting the active profile, wherever mainnet stands in the list', () => {
    const settings = saveProfile(defaultSettings(), { name: 'Node', baseUrl: 'http://127.0.0.1:1' });
    const reordered = { ...settings, profiles: [...settings.profiles].reverse(), activeProfileId: 'node' };
    expect(deleteProfile(reordered, 'node').activeProfileId).toBe('toncenter-mainnet');
  });

  it('normalises: built-ins restored as shipped (keeping their limits), customs unique, active repaired', () => {
    const limits = { requestsPerSecond: 25, maxAddressesPerRequest: 500, maxUrlLength: 8192 };
    const normal = normaliseSettings({
      ...defaultSettings(),
      profiles: [
        { id: 'a', name: 'A', baseUrl: 'http://127.0.0.1:1', builtIn: true },
        {
          id: 'toncenter-mainnet',
          name: 'mine',
          baseUrl: 'http://evil.example',
          builtIn: false,
          requestLimits: limits,
        },
        { id: 'a', name: 'A2', baseUrl: 'http://127.0.0.1:2', builtIn: false },
      ],
      activeProfileId: 'gone',
    });
    expect(normal.profiles).toEqual([
      {
        id: 'toncenter-mainnet',
        name: 'toncenter mainnet',
        baseUrl: 'https://toncenter.com',
        builtIn: true,
        requestLimits: limits,
      },
      {
        id: 'toncenter-testnet',
        name: 'toncenter testnet',
        baseUrl: 'https://testnet.toncenter.com',
        builtIn: true,
      },
      { id: 'a', name: 'A', baseUrl: 'http://127.0.0.1:1', builtIn: false },
    ]);
    expect(normal.activeProfileId).toBe('toncenter-mainnet');
  });

  it('adds or re-points the startup profile and selects it, keeping its limits', () => {
    const limits = { requestsPerSecond: null, maxAddressesPerRequest: 100, maxUrlLength: 4096 };
    const first = withStartupProfile(defaultSettings(), {
      id: 'local',
      name: 'Local',
      baseUrl: 'http://127.0.0.1:1',
    });
    const limited = {
      ...first,
      profiles: first.profiles.map((p) => (p.id === 'local' ? { ...p, requestLimits: limits } : p)),
      activeProfileId: 'toncenter-testnet',
    };
    const again = withStartupProfile(limited, { id: 'local', name: 'Local', baseUrl: 'http://127.0.0.1:2' });
    expect(again.profiles.filter((p) => p.id === 'local')).toEqual([
      { id: 'local', name: 'Local', baseUrl: 'http://127.0.0.1:2', builtIn: false, requestLimits: limits },
    ]);
    expect(again.activeProfileId).toBe('local');
  });

  it('asks for consent only where keys cannot really be encrypted', () => {
    const profile = defaultSettings().profiles[0]!;
    expect(keyStorageRefusal(profile, 'encrypted', false)).toBeUndefined();
    expect(keyStorageRefusal(profile, 'browser', false)).toBeUndefined();
    expect(keyStorageRefusal(profile, 'basic-text', false)?.message).toMatch(/no keyring/);
    expect(keyStorageRefusal(profile, 'unavailable', false)?.message).toMatch(/no encryption/);
    expect(keyStorageRefusal(profile, 'unavailable', true)).toBeUndefined();
  });

  it('builds the public view field by field: nothing else a stored object carries gets in', () => {
    const stored = defaultSettings();
    const leaky = {
      ...stored,
      apiKey: 'leak-1',
      profiles: stored.profiles.map((p) => ({
        ...p,
        apiKey: 'leak-2',
        requestLimits: { requestsPerSecond: 1, maxAddressesPerRequest: 1, maxUrlLength: 512, key: 'leak-3' },
      })),
      preferences: { ...stored.preferences, apiKey: 'leak-4' },
    } as Settings;
    const view = publicSettingsOf(
      leaky,
      { ...noKeys, hasKey: (id) => id === 'toncenter-testnet' },
      'a notice',
    );
    expect(JSON.stringify(view)).not.toMatch(/leak/);
    expect(publicSettingsSchema.strict().safeParse(view).success).toBe(true);
    expect(view.profiles.map((p) => p.hasApiKey)).toEqual([false, true]);
    expect(view.notice).toBe('a notice');
  });
});
