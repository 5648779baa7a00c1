/**
 * Where the desktop app keeps its settings — persistence only; every rule about what may change is in
 * shared/settings/settings-rules.ts, applied by the shared bridge handlers. Profiles and preferences go
 * in `settings.json`; API keys apart in `api-keys.json` (one per profile, encrypted by the injected
 * {@link SecretCipher}, base64 on disk). Both live in the user-data folder and are written atomically
 * (temp file, fsync, rename), so a crash leaves each file old or new, whole.
 *
 * Recovery never loses what the user had:
 * - a damaged `settings.json` (or one written by a newer version) is renamed aside under a free name
 *   and the defaults are used, with a notice saying where the old file went; the keys of its profiles
 *   stay in `api-keys.json` (a key is removed only with its profile, or by the user), so putting the old
 *   file back brings the profiles back with their keys;
 * - a key entry this version cannot read stays in `api-keys.json` as it was, through every save;
 * - a file that cannot even be moved aside is never written over: saving to it is refused instead.
 *
 * Keys go in and never come back out to the renderer: the public settings say only `hasApiKey`.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { SecretStore, SettingsPersistence } from '../shared/bridge/bridge-deps';
import { setKey } from '../shared/api/free-form';
import { AppError, errorText } from '../shared/errors';
import { normaliseSettings, withStartupProfile } from '../shared/settings/settings-rules';
import {
  baseUrlSchema,
  defaultSettings,
  settingsSchema,
  type Settings,
} from '../shared/settings/settings-schema';
import { writeFailureClause, type AtomicWriteFs } from './atomic-write';
import { readJsonFile, writeJsonFile, type JsonFileRead } from './json-file';
import type { SecretCipher } from './secret-cipher';

/** File names inside the user-data folder. */
export const SETTINGS_FILE = 'settings.json';
export const API_KEYS_FILE = 'api-keys.json';

/** The profile made from `TON_INDEX_URL` on a first start. */
export const INITIAL_PROFILE = { id: 'local-indexer', name: 'Local indexer' } as const;

/** How one key is kept: by the OS (`encrypted`), by safeStorage's fixed password (`basic-text`), or not at all (`plain`, with consent). */
const keyProtectionSchema = z.enum(['encrypted', 'basic-text', 'plain']);

/** One stored key. */
export const storedKeySchema = z.object({ protection: keyProtectionSchema, data: z.base64() });
export type StoredKey = z.infer<typeof storedKeySchema>;

/** The keys file: consent to weak storage, and one entry per profile id (each read on its own). */
export const apiKeyFileSchema = z.object({
  version: z.literal(1),
  allowWeakKeyStorage: z.boolean(),
  keys: z.record(z.string(), z.unknown()),
});

/** Options of {@link openSettingsStore}. */
export interface SettingsStoreOptions {
  /** The user-data folder (Electron's `app.getPath('userData')`). */
  dir: string;
  cipher: SecretCipher;
  /** A base URL to add as the active "Local indexer" profile when there is no settings file yet (`TON_INDEX_URL`). */
  initialIndexerUrl?: string;
  /** Clock for the timestamp of a kept-aside file. */
  now?: () => number;
  /** File operations for the atomic writes and for moving a damaged file aside (tests inject failures here). */
  fs?: AtomicWriteFs;
}

/** The settings and keys of the desktop app, as the bridge handlers use them. */
export interface SettingsStore {
  readonly settingsFile: string;
  readonly keysFile: string;
  readonly settings: SettingsPersistence;
  readonly secrets: SecretStore;
}

/** The keys in memory: readable entries, and entries kept verbatim because this version cannot read them. */
interface Keys {
  allowWeakKeyStorage: boolean;
  entries: Record<string, StoredKey>;
  unreadable: Record<string, unknown>;
}

/** Temp files of an atomic write that a crash interrupted (`.settings.json.<pid>.<n>.tmp`). */
const STALE_TEMP = /^\.(settings|api-keys)\.json\.\d+\.\d+\.tmp$/;

/** Removes temp files left by a write that was killed before its rename (they hold nothing current). */
async function removeStaleTemps(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => STALE_TEMP.test(name))
      .map((name) => rm(join(dir, name), { force: true }).catch(() => undefined)),
  );
}

/** The first-start settings: defaults, plus the `TON_INDEX_URL` profile when one was given and is valid. */
function firstStartSettings(initialIndexerUrl: string | undefined): Settings {
  const url = initialIndexerUrl === undefined ? undefined : baseUrlSchema.safeParse(initialIndexerUrl);
  return url?.success
    ? withStartupProfile(defaultSettings(), { ...INITIAL_PROFILE, baseUrl: url.data })
    : defaultSettings();
}

/** A sentence about a file that could not be used, and where it went. */
function keptAsideNotice(
  what: string,
  read: Extract<JsonFileRead<unknown>, { kind: 'corrupt' }>,
  consequence: string,
): string {
  const where = read.movedAside
    ? `The old file was kept as ${read.keptAs}.`
    : `The file could not be moved aside, so it was left at ${read.keptAs} and will not be written over; move it elsewhere to save changes again.`;
  return `Your ${what} could not be read because ${read.reason}, so ${consequence}. ${where}`;
}

/** Splits the keys file into entries this version reads and entries it keeps as they are. */
function keysOf(file: z.output<typeof apiKeyFileSchema>): Keys {
  const keys: Keys = { allowWeakKeyStorage: file.allowWeakKeyStorage, entries: {}, unreadable: {} };
  for (const [id, value] of Object.entries(file.keys)) {
    const entry = storedKeySchema.safeParse(value);
    // Own properties even for an id like "__proto__".
    if (entry.success) setKey(keys.entries, id, entry.data);
    else setKey(keys.unreadable, id, value);
  }
  return keys;
}

/** What the store's steps share: its files, what is in memory, and what was found on loading. */
interface SettingsFiles {
  dir: string;
  settingsFile: string;
  keysFile: string;
  cipher: SecretCipher;
  writeOptions: { fs?: AtomicWriteFs };
  /** Files that could not be moved aside: never written over. */
  blocked: Set<string>;
  /** Sentences for the user about what could not be read. */
  notices: string[];
  settings: Settings;
  keys: Keys;
}

/** Loads (or creates in memory) the settings and keys from `options.dir`. */
export async function openSettingsStore(options: SettingsStoreOptions): Promise<SettingsStore> {
  const { dir } = options;
  const files: SettingsFiles = {
    dir,
    settingsFile: join(dir, SETTINGS_FILE),
    keysFile: join(dir, API_KEYS_FILE),
    cipher: options.cipher,
    writeOptions: options.fs ? { fs: options.fs } : {},
    blocked: new Set(),
    notices: [],
    settings: defaultSettings(),
    keys: { allowWeakKeyStorage: false, entries: {}, unreadable: {} },
  };
  const readOptions = {
    version: 1,
    ...(options.now ? { now: options.now } : {}),
    ...(options.fs ? { rename: options.fs.rename } : {}),
  };

  await removeStaleTemps(dir);
  files.settings = await loadSettings(files, readOptions, options.initialIndexerUrl);
  files.keys = await loadKeys(files, readOptions);
  const notice = files.notices.length > 0 ? files.notices.join(' ') : undefined;

  const persistence: SettingsPersistence = {
    current: () => files.settings,
    notice: () => notice,
    async save(next) {
      const checked = settingsSchema.parse(next);
      await persist(files, files.settingsFile, checked);
      files.settings = checked;
    },
  };
  return {
    settingsFile: files.settingsFile,
    keysFile: files.keysFile,
    settings: persistence,
    secrets: secretStore(files),
  };
}

type ReadOptions = Parameters<typeof readJsonFile>[2];

/** The settings file as read; the defaults, with a notice, when it cannot be. */
async function loadSettings(
  files: SettingsFiles,
  readOptions: ReadOptions,
  initialIndexerUrl: string | undefined,
): Promise<Settings> {
  const settingsRead = await readJsonFile(files.settingsFile, settingsSchema, readOptions);
  if (settingsRead.kind === 'ok') return normaliseSettings(settingsRead.value);
  if (settingsRead.kind === 'missing') return firstStartSettings(initialIndexerUrl);
  if (!settingsRead.movedAside) files.blocked.add(files.settingsFile);
  files.notices.push(
    keptAsideNotice(
      'settings file',
      settingsRead,
      'the default settings were restored (your saved API keys were kept)',
    ),
  );
  return defaultSettings();
}

/** The keys file as read (entries this version cannot read kept as they are); none, with a notice, when it cannot be. */
async function loadKeys(files: SettingsFiles, readOptions: ReadOptions): Promise<Keys> {
  const keysRead = await readJsonFile(files.keysFile, apiKeyFileSchema, readOptions);
  let keys: Keys = { allowWeakKeyStorage: false, entries: {}, unreadable: {} };
  if (keysRead.kind === 'ok') keys = keysOf(keysRead.value);
  else if (keysRead.kind === 'corrupt') {
    if (!keysRead.movedAside) files.blocked.add(files.keysFile);
    files.notices.push(
      keptAsideNotice('saved API keys', keysRead, 'you need to enter them again in Settings'),
    );
  }
  const unreadableCount = Object.keys(keys.unreadable).length;
  if (unreadableCount > 0) {
    files.notices.push(
      `${unreadableCount === 1 ? 'One saved API key is' : `${unreadableCount} saved API keys are`} in a form this version cannot read; ` +
        'they are kept as they are in api-keys.json. Enter the key again in Settings to use its profile here.',
    );
  }
  return keys;
}

/** Writes one file, turning any failure into the user's message; the caller updates memory only after. */
async function persist(files: SettingsFiles, path: string, document: unknown): Promise<void> {
  if (files.blocked.has(path)) {
    throw new AppError({
      kind: 'unexpected',
      message: `The settings could not be saved: ${path} could not be read and could not be moved aside, and saving would overwrite it. Move it elsewhere and restart the app; your change was not kept.`,
    });
  }
  try {
    await writeJsonFile(path, document, files.writeOptions);
  } catch (error) {
    throw new AppError(
      {
        kind: 'unexpected',
        message: `The settings could not be saved to ${files.dir}${writeFailureClause(error)}; your change was not kept, and the settings saved before are kept as they were.`,
        detail: errorText(error),
      },
      { cause: error },
    );
  }
}

async function saveKeys(files: SettingsFiles, next: Keys): Promise<void> {
  // Entries this version could not read go back exactly as they were.
  await persist(files, files.keysFile, {
    version: 1,
    allowWeakKeyStorage: next.allowWeakKeyStorage,
    keys: { ...next.unreadable, ...next.entries },
  });
  files.keys = next;
}

/** `keys` without the entry of `id` (readable or not). */
function without(keys: Keys, id: string): Keys {
  const drop = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => key !== id));
  return { ...keys, entries: drop(keys.entries), unreadable: drop(keys.unreadable) };
}

/** The API keys as the bridge handlers use them: in through the cipher, never back out to the renderer. */
function secretStore(files: SettingsFiles): SecretStore {
  const { cipher } = files;
  return {
    keyStorage: () => cipher.backend(),
    allowWeakKeyStorage: () => files.keys.allowWeakKeyStorage,
    has: (id) => Object.hasOwn(files.keys.entries, id) || Object.hasOwn(files.keys.unreadable, id),
    read(id) {
      const { keys } = files;
      if (Object.hasOwn(keys.unreadable, id))
        throw new Error('the stored entry is in a form this version cannot read');
      const stored = Object.hasOwn(keys.entries, id) ? keys.entries[id] : undefined;
      if (!stored) return undefined;
      const bytes = Uint8Array.from(Buffer.from(stored.data, 'base64'));
      return stored.protection === 'plain' ? Buffer.from(bytes).toString('utf8') : cipher.decrypt(bytes);
    },
    async write(id, apiKey) {
      const next = without(files.keys, id);
      if (apiKey !== null) {
        const backend = cipher.backend();
        const entry: StoredKey =
          backend === 'unavailable'
            ? { protection: 'plain', data: Buffer.from(apiKey, 'utf8').toString('base64') }
            : { protection: backend, data: Buffer.from(cipher.encrypt(apiKey)).toString('base64') };
        next.entries = { ...next.entries, [id]: entry };
      }
      await saveKeys(files, next);
    },
    async setAllowWeakKeyStorage(allow) {
      const { keys } = files;
      // Withdrawing consent removes the keys that were kept only because of it (unreadable ones stay).
      const entries = allow
        ? keys.entries
        : Object.fromEntries(Object.entries(keys.entries).filter(([, k]) => k.protection === 'encrypted'));
      await saveKeys(files, { ...keys, allowWeakKeyStorage: allow, entries });
    },
  };
}
