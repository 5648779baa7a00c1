/**
 * The desktop app's stores: the lookup log, labels and favourites, the watch list and the user's
 * libraries, in one LevelDB (classic-level, a native N-API module with prebuilt binaries) in
 * `<userData>/lookup-log`, under the
 * storage core (shared/storage): opened at first use and checked on the way — a damaged store is named,
 * repaired or moved aside with a copy kept, and the user told (electron/checked-level.ts). LevelDB's
 * write-ahead log makes each batch all-or-nothing across a crash; the single-instance lock keeps a second
 * copy of the app out, and if one gets in anyway LevelDB's own lock file refuses it with a clear message.
 */
import { join } from 'node:path';
import { createKeptPaceStore, PACES_SUBLEVEL, type KeptPaceStore } from '../shared/bulk/kept-pace-store';
import { createLabelStore, LABELS_SUBLEVEL, type LabelStore } from '../shared/labels/label-store';
import {
  createUserLibraryStore,
  LIBRARIES_SUBLEVEL,
  type UserLibraryStore,
} from '../shared/libraries/user-library-store';
import { createLookupLog, type LookupLog, type LookupLogOptions } from '../shared/lookup-log/lookup-log';
import { createStorageCore, ROOT_STORE, type StorageCore } from '../shared/storage/storage-core';
import {
  createWatchStore,
  WATCH_SUBLEVEL,
  type WatchStore,
  type WatchStoreOptions,
} from '../shared/watch/watch-store';
import { createCheckedLevelEngine, type Level } from './checked-level';

/** The folder inside user data that holds the store. */
export const LOOKUP_LOG_FOLDER = 'lookup-log';

/** The open stores and their database. */
export interface LookupLogStore {
  readonly log: LookupLog;
  /** The private labels and favourites, in a sublevel of the same database. */
  readonly labels: LabelStore;
  /** The watch list, in a sublevel of the same database. */
  readonly watch: WatchStore;
  /** The libraries the user added, in a sublevel of the same database. */
  readonly libraries: UserLibraryStore;
  /** The paces learned from indexers' 429s, kept between sessions, in a sublevel of the same database. */
  readonly paces: KeptPaceStore;
  /** The storage core: notices of damage found, and stores for later features (a sublevel each). */
  readonly core: StorageCore;
  /** The LevelDB folder. */
  readonly location: string;
  /** Closes the database (on quit, or before a test reopens it). */
  close(): Promise<void>;
}

/** Options of {@link openLookupLogStore}: the log's bounds and clock, the watch history's bound. */
export interface LookupLogStoreOptions
  extends
    Omit<LookupLogOptions, 'location'>,
    Pick<WatchStoreOptions, 'historyPerAddress' | 'historyBytesPerAddress'> {
  /** The database object (the crash tests' writer passes one that announces its batches). */
  level?: Level;
}

/** Opens (lazily, at first use) the stores in `<userDataDir>/lookup-log`. */
export function openLookupLogStore(userDataDir: string, options: LookupLogStoreOptions = {}): LookupLogStore {
  const location = join(userDataDir, LOOKUP_LOG_FOLDER);
  const { level, historyPerAddress, historyBytesPerAddress, ...logOptions } = options;
  const core = createStorageCore(
    createCheckedLevelEngine(location, {
      ...(level ? { level } : {}),
      ...(options.now ? { now: options.now } : {}),
    }),
    options.now ? { now: options.now } : {},
  );
  return {
    log: createLookupLog(core.store(ROOT_STORE), { ...logOptions, location }),
    labels: createLabelStore(core.store(LABELS_SUBLEVEL), { location }),
    watch: createWatchStore(core.store(WATCH_SUBLEVEL), {
      location,
      ...(historyPerAddress ? { historyPerAddress } : {}),
      ...(historyBytesPerAddress ? { historyBytesPerAddress } : {}),
    }),
    libraries: createUserLibraryStore(core.store(LIBRARIES_SUBLEVEL), { location }),
    paces: createKeptPaceStore(core.store(PACES_SUBLEVEL), { location }),
    core,
    location,
    close: () => core.close(),
  };
}
