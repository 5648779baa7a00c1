import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicSettingsSchema, settingsSchema } from '../shared/settings/settings-schema';
import { API_KEYS_FILE, INITIAL_PROFILE_ID, openSettingsStore, SETTINGS_FILE } from './settings-store';
import { createTestCipher } from '../test-support/test-cipher';

const KEY = 'k3y-for-tests-0123456789abcdef';
const FIXED_NOW = Date.UTC(2026, 10, 22, 8, 20, 0, 0);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ton-settings-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const open = (cipher = createTestCipher(), extra: { initialIndexerUrl?: string } = {}) =>
  openSettingsStore({ dir, cipher, now: () => FIXED_NOW, ...extra });

describe('settings store: first start and persistence', () => {
  it('starts with the built-in profiles, mainnet active, and writes nothing until something changes', async () => {
    const store = await open();
    const pub = store.toPublic();
    expect(pub.profiles.map((p) => p.id)).toEqual(['toncenter-mainnet', 'toncenter-testnet']);
    expect(pub.activeProfileId).toBe('toncenter-mainnet');
    expect(pub.notice).toBeUndefined();
    expect(await readdir(dir)).toEqual([]);
  });

  it('adds and selects a "Local indexer" profile from TON_INDEX_URL on a first start only', async () => {
    const first = await open(createTestCipher(), { initialIndexerUrl: 'http://127.0.0.1:9999' });
    expect(first.activeProfile()).toMatchObject({
      id: INITIAL_PROFILE_ID,
      baseUrl: 'http://127.0.0.1:9999',
      builtIn: false,
    });
    await first.setActiveProfile('toncenter-testnet');
    // The settings file now exists, so the variable no longer overrides the user's choice.
    const second = await open(createTestCipher(), { initialIndexerUrl: 'http://127.0.0.1:1' });
    expect(second.toPublic().activeProfileId).toBe('toncenter-testnet');
    expect(second.getProfile(INITIAL_PROFILE_ID)?.baseUrl).toBe('http://127.0.0.1:9999');
  });

  it('ignores an invalid TON_INDEX_URL', async () => {
    const store = await open(createTestCipher(), { initialIndexerUrl: 'ftp://example.com' });
    expect(store.toPublic().activeProfileId).toBe('toncenter-mainnet');
    expect(store.getProfile(INITIAL_PROFILE_ID)).toBeUndefined();
  });

  it('keeps profiles, the active profile and preferences across a restart', async () => {
    const store = await open();
    const saved = await store.saveProfile({ name: 'My node #1', baseUrl: 'http://127.0.0.1:8787' });
    const custom = saved.profiles.find((p) => !p.builtIn);
    expect(custom).toMatchObject({ id: 'my-node-1', name: 'My node #1', hasApiKey: false });
    await store.setActiveProfile('my-node-1');
    await store.savePreferences({ requestTimeoutMs: 5_000, includeBocDefault: false });

    const reopened = await open();
    expect(reopened.toPublic()).toEqual(store.toPublic());
    expect(reopened.toPublic().preferences).toEqual({
      requestTimeoutMs: 5_000,
      refreshIntervalSeconds: 10,
      includeBocDefault: false,
    });
    // The file on disk is the schema's document, nothing more.
    expect(settingsSchema.parse(JSON.parse(await readFile(join(dir, SETTINGS_FILE), 'utf8')))).toEqual(
      store.getSettings(),
    );
  });

  it('gives a second profile with the same name its own id', async () => {
    const store = await open();
    await store.saveProfile({ name: 'Node', baseUrl: 'http://127.0.0.1:1' });
    const pub = await store.saveProfile({ name: 'Node', baseUrl: 'http://127.0.0.1:2' });
    expect(pub.profiles.filter((p) => !p.builtIn).map((p) => p.id)).toEqual(['node', 'node-2']);
  });

  it('edits a custom profile in place by id', async () => {
    const store = await open();
    await store.saveProfile({ name: 'Node', baseUrl: 'http://127.0.0.1:1' });
    const pub = await store.saveProfile({
      id: 'node',
      name: 'Renamed',
      baseUrl: 'https://index.example.org/api/v3',
    });
    expect(pub.profiles.filter((p) => !p.builtIn)).toEqual([
      {
        id: 'node',
        name: 'Renamed',
        baseUrl: 'https://index.example.org/api/v3',
        builtIn: false,
        hasApiKey: false,
      },
    ]);
  });
});

describe('settings store: built-in and active profiles', () => {
  it('refuses to delete or rename a built-in profile, with a plain message', async () => {
    const store = await open();
    await expect(store.deleteProfile('toncenter-mainnet')).rejects.toThrow(/built in and cannot be deleted/);
    await expect(
      store.saveProfile({ id: 'toncenter-testnet', name: 'Mine', baseUrl: 'http://127.0.0.1:1' }),
    ).rejects.toThrow(/cannot be renamed/);
    expect(store.toPublic().profiles.map((p) => p.name)).toEqual(['toncenter mainnet', 'toncenter testnet']);
  });

  it('lets a built-in profile get an API key', async () => {
    const store = await open();
    const pub = await store.setApiKey('toncenter-testnet', KEY);
    expect(pub.profiles.find((p) => p.id === 'toncenter-testnet')?.hasApiKey).toBe(true);
    expect(store.getApiKey('toncenter-testnet')).toBe(KEY);
  });

  it('falls back to mainnet when the active profile is deleted, and drops its key from disk', async () => {
    const store = await open();
    await store.saveProfile({ name: 'Node', baseUrl: 'http://127.0.0.1:1' });
    await store.setActiveProfile('node');
    await store.setApiKey('node', KEY);
    const pub = await store.deleteProfile('node');
    expect(pub.activeProfileId).toBe('toncenter-mainnet');
    expect(pub.profiles.some((p) => p.id === 'node')).toBe(false);
    const keyFile = JSON.parse(await readFile(join(dir, API_KEYS_FILE), 'utf8')) as {
      keys: Record<string, unknown>;
    };
    expect(keyFile.keys).toEqual({});
  });

  it('refuses unknown profiles by name', async () => {
    const store = await open();
    await expect(store.setActiveProfile('nope')).rejects.toThrow(/no network profile "nope"/);
    await expect(store.setApiKey('nope', KEY)).rejects.toThrow(/no network profile "nope"/);
  });
});

describe('settings store: API keys', () => {
  it('stores the key encrypted (not in plain text anywhere on disk) and never in the public settings', async () => {
    const store = await open();
    const pub = await store.setApiKey('toncenter-mainnet', KEY);
    expect(JSON.stringify(pub)).not.toContain(KEY);
    expect(publicSettingsSchema.strict().safeParse(pub).success).toBe(true);
    expect(pub.keyStorage).toBe('encrypted');
    for (const file of await readdir(dir)) {
      expect(await readFile(join(dir, file), 'utf8')).not.toContain(KEY);
    }
    const reopened = await open();
    expect(reopened.getApiKey('toncenter-mainnet')).toBe(KEY);
    expect(JSON.stringify(reopened.toPublic())).not.toContain(KEY);
  });

  it('removes a key with null', async () => {
    const store = await open();
    await store.setApiKey('toncenter-mainnet', KEY);
    const pub = await store.setApiKey('toncenter-mainnet', null);
    expect(pub.profiles.every((p) => !p.hasApiKey)).toBe(true);
    expect(store.getApiKey('toncenter-mainnet')).toBeUndefined();
  });

  it('refuses a key on a basic-text (no keyring) system until weak storage is allowed, then reports it', async () => {
    const store = await open(createTestCipher('basic-text'));
    expect(store.toPublic().keyStorage).toBe('basic-text');
    await expect(store.setApiKey('toncenter-mainnet', KEY)).rejects.toThrow(/no keyring/);
    expect(store.getApiKey('toncenter-mainnet')).toBeUndefined();

    await store.setAllowWeakKeyStorage(true);
    const pub = await store.setApiKey('toncenter-mainnet', KEY);
    expect(pub).toMatchObject({ keyStorage: 'basic-text', allowWeakKeyStorage: true });
    expect(pub.profiles.find((p) => p.id === 'toncenter-mainnet')?.hasApiKey).toBe(true);
    expect((await open(createTestCipher('basic-text'))).getApiKey('toncenter-mainnet')).toBe(KEY);
  });

  it('stores a key without any encryption only with consent, and withdrawing consent deletes it', async () => {
    const store = await open(createTestCipher('unavailable'));
    await expect(store.setApiKey('toncenter-mainnet', KEY)).rejects.toThrow(/no encryption/);
    await store.setAllowWeakKeyStorage(true);
    await store.setApiKey('toncenter-mainnet', KEY);
    expect(store.getApiKey('toncenter-mainnet')).toBe(KEY);
    const pub = await store.setAllowWeakKeyStorage(false);
    expect(pub.profiles.every((p) => !p.hasApiKey)).toBe(true);
    expect(store.getApiKey('toncenter-mainnet')).toBeUndefined();
  });

  it('keeps request limits per profile across a restart and an edit of the profile, and resets them with null', async () => {
    const limits = { requestsPerSecond: 25, maxAddressesPerRequest: 300, maxUrlLength: 4096 };
    const store = await open();
    const added = await store.saveProfile({ name: 'Node', baseUrl: 'http://127.0.0.1:1' });
    const id = added.profiles.at(-1)!.id;
    await store.setProfileLimits('toncenter-mainnet', limits);
    await store.setProfileLimits(id, { ...limits, requestsPerSecond: null });
    await store.saveProfile({ id, name: 'Renamed node', baseUrl: 'http://127.0.0.1:2' });
    const reopened = await open();
    expect(reopened.getProfile('toncenter-mainnet')?.requestLimits).toEqual(limits);
    expect(reopened.getProfile(id)).toMatchObject({ name: 'Renamed node', requestLimits: { requestsPerSecond: null } });
    const pub = await reopened.setProfileLimits('toncenter-mainnet', null);
    expect(pub.profiles.find((p) => p.id === 'toncenter-mainnet')).not.toHaveProperty('requestLimits');
    await expect(reopened.setProfileLimits('gone', limits)).rejects.toThrow(/no network profile "gone"/);
  });

  it('explains a key that can no longer be decrypted instead of sending garbage', async () => {
    const store = await open();
    await store.setApiKey('toncenter-mainnet', KEY);
    const file = join(dir, API_KEYS_FILE);
    const doc = JSON.parse(await readFile(file, 'utf8')) as { keys: Record<string, { data: string }> };
    doc.keys['toncenter-mainnet']!.data = Buffer.from('not from this keyring').toString('base64');
    await writeFile(file, JSON.stringify(doc));
    const reopened = await open();
    expect(() => reopened.getApiKey('toncenter-mainnet')).toThrow(
      /could not be decrypted.*Enter the key again/,
    );
  });
});

describe('settings store: damaged files', () => {
  const corruptName = 'settings.corrupt-2026-11-22T08-20-00-000Z.json';

  it('keeps a file with bad JSON aside, restores defaults and says where the old file went', async () => {
    await writeFile(join(dir, SETTINGS_FILE), '{"version":1, "profiles": [');
    const store = await open();
    expect(store.toPublic().profiles.map((p) => p.id)).toEqual(['toncenter-mainnet', 'toncenter-testnet']);
    expect(store.toPublic().notice).toContain('not valid JSON');
    expect(store.toPublic().notice).toContain(join(dir, corruptName));
    expect(await readFile(join(dir, corruptName), 'utf8')).toBe('{"version":1, "profiles": [');
    expect((await readdir(dir)).sort()).toEqual([corruptName]);
  });

  it('keeps a schema-invalid file aside the same way', async () => {
    const invalid = JSON.stringify({
      version: 1,
      profiles: [],
      activeProfileId: 'x',
      preferences: { requestTimeoutMs: 'fast' },
    });
    await writeFile(join(dir, SETTINGS_FILE), invalid);
    const store = await open();
    expect(store.toPublic().notice).toMatch(/does not have the expected content/);
    expect(store.toPublic().notice).toContain(corruptName);
    expect(await readFile(join(dir, corruptName), 'utf8')).toBe(invalid);
    // The next change writes a fresh, valid file; the damaged one stays for the user.
    await store.setActiveProfile('toncenter-testnet');
    expect(
      settingsSchema.safeParse(JSON.parse(await readFile(join(dir, SETTINGS_FILE), 'utf8'))).success,
    ).toBe(true);
    expect(await readdir(dir)).toContain(corruptName);
  });

  it('keeps a damaged keys file aside and asks for the keys again', async () => {
    await writeFile(join(dir, API_KEYS_FILE), 'garbage');
    const store = await open();
    expect(store.toPublic().notice).toMatch(/saved API keys could not be read.*enter them again/);
    expect(await readdir(dir)).toContain('api-keys.corrupt-2026-11-22T08-20-00-000Z.json');
    expect(store.toPublic().profiles.every((p) => !p.hasApiKey)).toBe(true);
  });

  it('repairs a valid file whose active profile is missing, without calling it damaged', async () => {
    await writeFile(
      join(dir, SETTINGS_FILE),
      JSON.stringify({
        version: 1,
        profiles: [{ id: 'node', name: 'Node', baseUrl: 'http://127.0.0.1:1', builtIn: false }],
        activeProfileId: 'gone',
        preferences: { requestTimeoutMs: 15_000, refreshIntervalSeconds: 10, includeBocDefault: true },
      }),
    );
    const store = await open();
    expect(store.toPublic().notice).toBeUndefined();
    expect(store.toPublic().activeProfileId).toBe('toncenter-mainnet');
    expect(store.toPublic().profiles.map((p) => p.id)).toEqual([
      'toncenter-mainnet',
      'toncenter-testnet',
      'node',
    ]);
  });
});

describe('settings store: failed writes', () => {
  it('keeps the old file and the old in-memory state when a save fails halfway', async () => {
    const store = await open();
    await store.saveProfile({ name: 'Node', baseUrl: 'http://127.0.0.1:1' });
    const before = await readFile(join(dir, SETTINGS_FILE), 'utf8');
    const fs = await import('node:fs/promises');
    const crashing = await openSettingsStore({
      dir,
      cipher: createTestCipher(),
      fs: {
        open: fs.open,
        mkdir: fs.mkdir,
        rm: fs.rm,
        rename: async () => {
          throw new Error('simulated crash before rename');
        },
      },
    });
    await expect(crashing.setActiveProfile('node')).rejects.toThrow(/could not be saved.*not kept/);
    expect(crashing.toPublic().activeProfileId).toBe('toncenter-mainnet');
    expect(await readFile(join(dir, SETTINGS_FILE), 'utf8')).toBe(before);
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
