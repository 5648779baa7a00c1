/**
 * The desktop settings store on a real disk: what is written where, keys encrypted, damaged files kept
 * aside without losing anything, failed writes. Changes are made through the shared bridge handlers, as
 * main makes them; the rules themselves (ids, built-ins, fallback) are proven for both transports by the
 * bridge API suite, and as pure functions in shared/settings/settings-rules.test.ts.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  publicSettingsSchema,
  settingsSchema,
  type PublicSettings,
} from '../shared/settings/settings-schema';
import { createBackEnd } from '../shared/bridge/back-end';
import { settingsHandlers } from '../test-support/settings-handlers';
import { createTestCipher } from '../test-support/test-cipher';
import type { AtomicWriteFs } from './atomic-write';
import {
  API_KEYS_FILE,
  INITIAL_PROFILE,
  openSettingsStore,
  SETTINGS_FILE,
  type SettingsStore,
} from './settings-store';

const KEY = 'k3y-for-tests-0123456789abcdef';
const OTHER_KEY = 'other-k3y-fedcba9876543210';
const FIXED_NOW = Date.UTC(2026, 10, 22, 8, 20, 0, 0);
const CORRUPT_SETTINGS = 'settings.corrupt-2026-11-22T08-20-00-000Z.json';
const CORRUPT_KEYS = 'api-keys.corrupt-2026-11-22T08-20-00-000Z.json';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ton-settings-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Opens the store and the shared handlers over it, as main does at start. */
/** The handlers that read a key to make a request (main's back end over `store`); none may reach a network. */
function requestsOf(store: SettingsStore) {
  return createBackEnd({
    settings: store.settings,
    secrets: store.secrets,
    createClient: () => {
      throw new Error('no request may be made');
    },
    lookupLog: {} as never,
    labels: {} as never,
    libraries: {} as never,
    storage: {} as never,
    watch: {} as never,
  }).handlers;
}

async function open(cipher = createTestCipher(), extra: { initialIndexerUrl?: string } = {}) {
  const store = await openSettingsStore({ dir, cipher, now: () => FIXED_NOW, ...extra });
  const handlers = settingsHandlers(store);
  return { store, h: handlers, view: () => handlers.getSettings(undefined) };
}

const keysOnDisk = async () =>
  (JSON.parse(await readFile(join(dir, API_KEYS_FILE), 'utf8')) as { keys: Record<string, unknown> }).keys;
const hasKey = (view: PublicSettings, id: string) => view.profiles.find((p) => p.id === id)?.hasApiKey;

describe('settings store: first start and persistence', () => {
  it('starts with the built-in profiles, mainnet active, and writes nothing until something changes', async () => {
    const { view } = await open();
    const pub = await view();
    expect(pub.profiles.map((p) => p.id)).toEqual(['toncenter-mainnet', 'toncenter-testnet']);
    expect(pub.activeProfileId).toBe('toncenter-mainnet');
    expect(pub.notice).toBeUndefined();
    expect(await readdir(dir)).toEqual([]);
  });

  it('adds and selects a "Local indexer" profile from TON_INDEX_URL on a first start only', async () => {
    const first = await open(createTestCipher(), { initialIndexerUrl: 'http://127.0.0.1:9999' });
    expect((await first.view()).profiles.at(-1)).toMatchObject({
      ...INITIAL_PROFILE,
      baseUrl: 'http://127.0.0.1:9999',
      builtIn: false,
    });
    expect((await first.view()).activeProfileId).toBe(INITIAL_PROFILE.id);
    await first.h.setActiveProfile({ id: 'toncenter-testnet' });
    // The settings file now exists, so the variable no longer overrides the user's choice.
    const second = await open(createTestCipher(), { initialIndexerUrl: 'http://127.0.0.1:1' });
    expect((await second.view()).activeProfileId).toBe('toncenter-testnet');
    expect((await second.view()).profiles.find((p) => p.id === INITIAL_PROFILE.id)?.baseUrl).toBe(
      'http://127.0.0.1:9999',
    );
  });

  it('ignores an invalid TON_INDEX_URL', async () => {
    const { view } = await open(createTestCipher(), { initialIndexerUrl: 'ftp://example.com' });
    expect((await view()).activeProfileId).toBe('toncenter-mainnet');
    expect((await view()).profiles.map((p) => p.id)).not.toContain(INITIAL_PROFILE.id);
  });

  it('keeps profiles, the active profile and preferences across a restart, as the schema’s document on disk', async () => {
    const { store, h, view } = await open();
    await h.saveProfile({ name: 'My node #1', baseUrl: 'http://127.0.0.1:8787' });
    await h.setActiveProfile({ id: 'my-node-1' });
    await h.savePreferences({ requestTimeoutMs: 5_000, includeBocDefault: false });
    const reopened = await open();
    expect(await reopened.view()).toEqual(await view());
    expect((await reopened.view()).preferences).toEqual({
      requestTimeoutMs: 5_000,
      refreshIntervalSeconds: 10,
      includeBocDefault: false,
    });
    expect(settingsSchema.parse(JSON.parse(await readFile(join(dir, SETTINGS_FILE), 'utf8')))).toEqual(
      store.settings.current(),
    );
  });
});

describe('settings store: API keys', () => {
  it('stores the key encrypted (not in plain text anywhere on disk) and never in the public settings', async () => {
    const { h } = await open();
    const pub = await h.setApiKey({ profileId: 'toncenter-mainnet', apiKey: KEY });
    expect(JSON.stringify(pub)).not.toContain(KEY);
    expect(publicSettingsSchema.strict().safeParse(pub).success).toBe(true);
    expect(pub.keyStorage).toBe('encrypted');
    for (const file of await readdir(dir)) expect(await readFile(join(dir, file), 'utf8')).not.toContain(KEY);
    const reopened = await open();
    expect(reopened.store.secrets.read('toncenter-mainnet')).toBe(KEY);
    expect(JSON.stringify(await reopened.view())).not.toContain(KEY);
  });

  it('drops a deleted profile’s key from disk', async () => {
    const { h } = await open();
    await h.saveProfile({ name: 'Node', baseUrl: 'http://127.0.0.1:1' });
    await h.setApiKey({ profileId: 'node', apiKey: KEY });
    await h.setApiKey({ profileId: 'toncenter-testnet', apiKey: OTHER_KEY });
    await h.deleteProfile({ id: 'node' });
    expect(Object.keys(await keysOnDisk())).toEqual(['toncenter-testnet']);
  });

  it('refuses a key on a basic-text (no keyring) system until weak storage is allowed, then reports it', async () => {
    const { store, h, view } = await open(createTestCipher('basic-text'));
    expect((await view()).keyStorage).toBe('basic-text');
    await expect(h.setApiKey({ profileId: 'toncenter-mainnet', apiKey: KEY })).rejects.toThrow(/no keyring/);
    expect(store.secrets.read('toncenter-mainnet')).toBeUndefined();
    await h.setAllowWeakKeyStorage({ allow: true });
    const pub = await h.setApiKey({ profileId: 'toncenter-mainnet', apiKey: KEY });
    expect(pub).toMatchObject({ keyStorage: 'basic-text', allowWeakKeyStorage: true });
    expect(hasKey(pub, 'toncenter-mainnet')).toBe(true);
    expect((await open(createTestCipher('basic-text'))).store.secrets.read('toncenter-mainnet')).toBe(KEY);
  });

  it('stores a key without any encryption only with consent, and withdrawing consent deletes it', async () => {
    const { store, h } = await open(createTestCipher('unavailable'));
    await expect(h.setApiKey({ profileId: 'toncenter-mainnet', apiKey: KEY })).rejects.toThrow(
      /no encryption/,
    );
    await h.setAllowWeakKeyStorage({ allow: true });
    await h.setApiKey({ profileId: 'toncenter-mainnet', apiKey: KEY });
    expect(store.secrets.read('toncenter-mainnet')).toBe(KEY);
    const pub = await h.setAllowWeakKeyStorage({ allow: false });
    expect(pub.profiles.every((p) => !p.hasApiKey)).toBe(true);
    expect(store.secrets.read('toncenter-mainnet')).toBeUndefined();
  });

  it('explains a key that can no longer be decrypted instead of sending garbage', async () => {
    const { h } = await open();
    await h.setApiKey({ profileId: 'toncenter-mainnet', apiKey: KEY });
    const file = join(dir, API_KEYS_FILE);
    const doc = JSON.parse(await readFile(file, 'utf8')) as { keys: Record<string, { data: string }> };
    doc.keys['toncenter-mainnet']!.data = Buffer.from('not from this keyring').toString('base64');
    await writeFile(file, JSON.stringify(doc));
    const reopened = await open();
    // The requests' side (main's job owner) reads the key: no request is made with garbage.
    await expect(requestsOf(reopened.store).getMasterchainInfo(undefined)).rejects.toThrow(
      /could not be decrypted.*Enter the key again/,
    );
  });
});

describe('settings store: damaged files', () => {
  it('keeps a file with bad JSON aside, restores defaults and says where the old file went', async () => {
    await writeFile(join(dir, SETTINGS_FILE), '{"version":1, "profiles": [');
    const { view } = await open();
    const pub = await view();
    expect(pub.profiles.map((p) => p.id)).toEqual(['toncenter-mainnet', 'toncenter-testnet']);
    expect(pub.notice).toContain('not valid JSON');
    expect(pub.notice).toContain(join(dir, CORRUPT_SETTINGS));
    expect(await readFile(join(dir, CORRUPT_SETTINGS), 'utf8')).toBe('{"version":1, "profiles": [');
    expect((await readdir(dir)).sort()).toEqual([CORRUPT_SETTINGS]);
  });

  it('keeps a schema-invalid file aside the same way; the next change writes a fresh file beside it', async () => {
    const invalid = JSON.stringify({
      version: 1,
      profiles: [],
      activeProfileId: 'x',
      preferences: { requestTimeoutMs: 'fast' },
    });
    await writeFile(join(dir, SETTINGS_FILE), invalid);
    const { h, view } = await open();
    expect((await view()).notice).toMatch(/does not have the expected content/);
    expect(await readFile(join(dir, CORRUPT_SETTINGS), 'utf8')).toBe(invalid);
    await h.setActiveProfile({ id: 'toncenter-testnet' });
    expect(
      settingsSchema.safeParse(JSON.parse(await readFile(join(dir, SETTINGS_FILE), 'utf8'))).success,
    ).toBe(true);
    expect(await readdir(dir)).toContain(CORRUPT_SETTINGS);
  });

  it('keeps a damaged keys file aside and asks for the keys again', async () => {
    await writeFile(join(dir, API_KEYS_FILE), 'garbage');
    const { view } = await open();
    expect((await view()).notice).toMatch(/saved API keys could not be read.*enter them again/);
    expect(await readdir(dir)).toContain(CORRUPT_KEYS);
    expect((await view()).profiles.every((p) => !p.hasApiKey)).toBe(true);
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
    const pub = await (await open()).view();
    expect(pub.notice).toBeUndefined();
    expect(pub.activeProfileId).toBe('toncenter-mainnet');
    expect(pub.profiles.map((p) => p.id)).toEqual(['toncenter-mainnet', 'toncenter-testnet', 'node']);
  });
});

describe('settings store: nothing set aside is lost (issue 10 item 13)', () => {
  /** Two custom profiles with keys, and a key on mainnet: what a user has before the file breaks. */
  async function userWithKeys(): Promise<string> {
    const { h } = await open();
    await h.saveProfile({ name: 'Node A', baseUrl: 'http://127.0.0.1:1' });
    await h.saveProfile({ name: 'Node B', baseUrl: 'http://127.0.0.1:2' });
    await h.setApiKey({ profileId: 'node-a', apiKey: KEY });
    await h.setApiKey({ profileId: 'node-b', apiKey: OTHER_KEY });
    await h.setApiKey({ profileId: 'toncenter-mainnet', apiKey: KEY });
    return readFile(join(dir, SETTINGS_FILE), 'utf8');
  }

  it.each([
    ['damaged', (_good: string) => '{"version":1, "profiles": [', /not valid JSON/],
    [
      'written by a newer version',
      (good: string) => JSON.stringify({ ...JSON.parse(good), version: 2, profiles: [] }),
      /written by a newer version of the app \(file version 2/,
    ],
  ])(
    'when settings.json is %s, saving another key keeps the other profiles’ keys; the old file brings them back',
    async (_case, breakIt, notice) => {
      const good = await userWithKeys();
      await writeFile(join(dir, SETTINGS_FILE), breakIt(good));
      const recovered = await open();
      expect((await recovered.view()).notice).toMatch(notice);
      expect((await recovered.view()).notice).toMatch(/saved API keys were kept/);
      await recovered.h.setApiKey({ profileId: 'toncenter-testnet', apiKey: OTHER_KEY });
      expect(Object.keys(await keysOnDisk()).sort()).toEqual([
        'node-a',
        'node-b',
        'toncenter-mainnet',
        'toncenter-testnet',
      ]);
      // A profile added meanwhile does not take the id (and so the key) of a profile that was set aside.
      await recovered.h.saveProfile({ name: 'Node A', baseUrl: 'http://127.0.0.1:9' });
      expect((await recovered.view()).profiles.at(-1)).toMatchObject({ id: 'node-a-2', hasApiKey: false });
      // What was set aside is still there, as it was; the user puts working settings back (a backup, or the
      // newer app's file once they run the newer app again) and finds every profile with its key.
      expect(await readFile(join(dir, CORRUPT_SETTINGS), 'utf8')).toBe(breakIt(good));
      await writeFile(join(dir, SETTINGS_FILE), good);
      const restored = await open();
      expect(hasKey(await restored.view(), 'node-a')).toBe(true);
      expect(restored.store.secrets.read('node-a')).toBe(KEY);
      expect(restored.store.secrets.read('node-b')).toBe(OTHER_KEY);
    },
  );

  it('never moves a damaged file onto one kept aside earlier', async () => {
    await writeFile(join(dir, API_KEYS_FILE), 'first damage');
    await open();
    await writeFile(join(dir, API_KEYS_FILE), 'second damage');
    const second = await open();
    expect((await second.view()).notice).toContain('api-keys.corrupt-2026-11-22T08-20-00-000Z-2.json');
    expect(await readFile(join(dir, CORRUPT_KEYS), 'utf8')).toBe('first damage');
    expect(await readFile(join(dir, 'api-keys.corrupt-2026-11-22T08-20-00-000Z-2.json'), 'utf8')).toBe(
      'second damage',
    );
  });

  it('keeps a key entry it cannot read through every save, and says so', async () => {
    await userWithKeys();
    const doc = JSON.parse(await readFile(join(dir, API_KEYS_FILE), 'utf8')) as {
      keys: Record<string, unknown>;
    };
    const future = { protection: 'hardware-token', data: 'AAEC', slot: 3 };
    doc.keys['node-b'] = future;
    await writeFile(join(dir, API_KEYS_FILE), JSON.stringify(doc));
    const { h, view, store } = await open();
    expect((await view()).notice).toMatch(/One saved API key is in a form this version cannot read/);
    expect(hasKey(await view(), 'node-b')).toBe(true);
    expect(store.secrets.read('node-a')).toBe(KEY);
    await h.setApiKey({ profileId: 'toncenter-testnet', apiKey: OTHER_KEY });
    await h.setAllowWeakKeyStorage({ allow: false });
    await h.setApiKey({ profileId: 'node-a', apiKey: null });
    expect((await keysOnDisk())['node-b']).toEqual(future);
    await expect(requestsOf(store).testConnection({ profileId: 'node-b' })).rejects.toThrow(
      /could not be decrypted.*Enter the key again/,
    );
  });

  it('does not write over a damaged file it could not move aside, and says how to get going again', async () => {
    await userWithKeys();
    await writeFile(join(dir, API_KEYS_FILE), 'damaged, and stuck in place');
    // A folder that lets files be written but not renamed aside (odd permissions; tests run as root),
    // given as the store's own file operations: a module mock missed under the unit tier's shared modules.
    const fs = await import('node:fs/promises');
    const refusing: AtomicWriteFs = {
      open: fs.open,
      mkdir: fs.mkdir,
      rm: fs.rm,
      rename: async (from, to) => {
        if (to.includes('.corrupt-'))
          throw Object.assign(new Error('EPERM: operation not permitted, rename'), { code: 'EPERM' });
        return fs.rename(from, to);
      },
    };
    const store = await openSettingsStore({
      dir,
      cipher: createTestCipher(),
      now: () => FIXED_NOW,
      fs: refusing,
    });
    const h = settingsHandlers(store);
    const view = () => h.getSettings(undefined);
    expect((await view()).notice).toMatch(/could not be moved aside.*will not be written over/);
    await expect(h.setApiKey({ profileId: 'toncenter-testnet', apiKey: KEY })).rejects.toThrow(
      /could not be moved aside.*not kept/,
    );
    expect(await readFile(join(dir, API_KEYS_FILE), 'utf8')).toBe('damaged, and stuck in place');
    // Settings themselves (another file) still save.
    await h.setActiveProfile({ id: 'toncenter-testnet' });
  });
});

describe('settings store: failed writes', () => {
  /** The handlers over the same folder, one file operation failing as given (the rest the real ones). */
  async function withFailing(failing: Partial<AtomicWriteFs>) {
    const fs = await import('node:fs/promises');
    const real: AtomicWriteFs = { open: fs.open, mkdir: fs.mkdir, rm: fs.rm, rename: fs.rename };
    return settingsHandlers(
      await openSettingsStore({ dir, cipher: createTestCipher(), fs: { ...real, ...failing } }),
    );
  }
  /** The saved settings file, and a check that it, memory and the folder are as they were. */
  async function savedBefore() {
    const { h } = await open();
    await h.saveProfile({ name: 'Node', baseUrl: 'http://127.0.0.1:1' });
    const before = await readFile(join(dir, SETTINGS_FILE), 'utf8');
    return async (handlers: Awaited<ReturnType<typeof withFailing>>) => {
      expect((await handlers.getSettings(undefined)).activeProfileId).toBe('toncenter-mainnet');
      expect(await readFile(join(dir, SETTINGS_FILE), 'utf8')).toBe(before);
      expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    };
  }

  it('keeps the old file and the old in-memory state when a save fails halfway', async () => {
    const unchanged = await savedBefore();
    const handlers = await withFailing({
      rename: async () => {
        throw new Error('simulated crash before rename');
      },
    });
    await expect(handlers.setActiveProfile({ id: 'node' })).rejects.toThrow(/could not be saved.*not kept/);
    await unchanged(handlers);
  });

  it('says a full disk kept the settings and a key from being saved, and keeps both files and memory as they were', async () => {
    const unchanged = await savedBefore();
    const fs = await import('node:fs/promises');
    // The disk fills up while the temp file is written, as a write(2) answers ENOSPC.
    const handlers = await withFailing({
      open: async (path, flags, mode) =>
        Object.assign(await fs.open(path, flags, mode), {
          writeFile: async () => {
            throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
          },
        }),
    });
    await expect(handlers.setActiveProfile({ id: 'node' })).rejects.toThrow(
      `The settings could not be saved to ${dir} (the disk is full); your change was not kept, and the settings saved before are kept as they were.`,
    );
    await expect(handlers.setApiKey({ profileId: 'node', apiKey: KEY })).rejects.toThrow(
      /could not be saved to .* \(the disk is full\); your change was not kept/,
    );
    await unchanged(handlers);
  });

  it('removes temp files a killed write left behind, when it opens', async () => {
    await writeFile(join(dir, '.settings.json.4242.7.tmp'), '{"version":1,"prof');
    await writeFile(join(dir, '.api-keys.json.4242.8.tmp'), '');
    await writeFile(join(dir, 'notes.tmp'), 'not ours');
    await open();
    expect((await readdir(dir)).sort()).toEqual(['notes.tmp']);
  });
});
