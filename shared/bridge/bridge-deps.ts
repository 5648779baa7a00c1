/**
 * What the bridge handlers need from the world, as small interfaces every transport fills in its own
 * way: Electron main with files in the user-data folder, safeStorage and the native save dialog; the web
 * build with localStorage (its job worker with a copy of the settings), fetch and a download. Only storage and I/O differ; every rule
 * lives in the handlers and shared/settings/settings-rules.ts.
 */
import type { KeptPaceStore } from '../bulk/kept-pace-store';
import type { JobClient } from '../jobs/job-indexer';
import type { KeyStorage, Settings } from '../settings/settings-schema';
import type { Clock } from '../bulk/token-bucket';
import type { WatchNotifier } from '../watch/watch-notice';
import type { WatchStore } from '../watch/watch-store';
import type { BridgeParsedArg, BridgeValue } from './api/bridge-api';

/** What the watch list's timer needs beyond the index client (shared/watch/watch-runner.ts). */
export interface WatchingDeps {
  store: Pick<WatchStore, 'list' | 'settings' | 'states' | 'recordCheck'>;
  notifier: WatchNotifier;
  /** The user's labels of these raw addresses (raw → text). */
  labelsOf: (raws: readonly string[]) => Promise<Record<string, string>>;
  /** Tests: a fake clock and wall clock. */
  clock?: Clock;
  now?: () => Date;
}

/** Where the settings live. The handlers decide every change; this only loads and persists. */
export interface SettingsPersistence {
  /** The settings as loaded (normalised) or last saved. */
  current(): Settings;
  /** Persists `next` whole; `current()` answers it only once that succeeded (a failed save changes nothing). */
  save(next: Settings): Promise<void>;
  /** A message for the user about the last load (a damaged file kept aside, storage unavailable…). */
  notice(): string | undefined;
}

/** Where the API keys live, apart from the settings. Keys go in; only main's requests read one back. */
export interface SecretStore {
  /** How keys are protected here. */
  keyStorage(): KeyStorage;
  /** Whether the user agreed to keep keys although they cannot be encrypted here. */
  allowWeakKeyStorage(): boolean;
  /** Whether a key is stored for the id (readable or not). */
  has(profileId: string): boolean;
  /** The key of a profile, or undefined; throws when one is stored but cannot be read (keyring changed). */
  read(profileId: string): string | undefined;
  /** Stores a key, or with `null` removes it. */
  write(profileId: string, apiKey: string | null): Promise<void>;
  /** Records consent (or its withdrawal, which removes the keys kept only because of it). */
  setAllowWeakKeyStorage(allow: boolean): Promise<void>;
}

/** The two calls the bridge makes to an indexer, through the shared index client. */
export type BridgeIndexClient = JobClient;

/** Makes a client for one indexer; the key is added here, in the trusted process, and nowhere else. */
export type IndexClientFactory = (options: {
  baseUrl: string;
  timeoutMs: number;
  apiKey?: string;
}) => BridgeIndexClient;

/** What the indexers behind the bridge read: the settings, the keys, and how a client is made. */
export interface IndexersDepsOf {
  /** The settings as they are now (read only: the settings handlers change them). */
  settings: Pick<SettingsPersistence, 'current'>;
  /** The API keys (read only here; requests read them in this process and nowhere else). */
  secrets: Pick<SecretStore, 'has' | 'read'>;
  createClient: IndexClientFactory;
  /**
   * Where the paces learned from indexers' 429s are kept between sessions (beside the labels: main's
   * LevelDB, the web worker's IndexedDB); without it, a learned pace lasts as long as its budget.
   */
  paces?: KeptPaceStore;
  /** The wall clock a kept pace's age is read on (tests). */
  now?: () => Date;
}

/** Where a developer (not the user) is told what was refused. */
export interface BridgeLogger {
  warn(message: string, details?: Record<string, unknown>): void;
}

/** What the system handlers (system-handlers.ts) are built from. */
export interface SystemDeps {
  /** Asks where to save and writes the file (the native dialog, or a download). */
  saveFile(arg: BridgeParsedArg<'saveFile'>): Promise<BridgeValue<'saveFile'>>;
  /** Opens a link in the system browser; only called with URLs that pass the allow-list. */
  openLink(url: string): Promise<void>;
  logger?: BridgeLogger;
}
