/**
 * The lookup log of the desktop app: the shared log (shared/lookup-log) over LevelDB (classic-level, a
 * native N-API module with prebuilt binaries) in `<userData>/lookup-log`. LevelDB's write-ahead log makes
 * each batch all-or-nothing across a crash; the single-instance lock keeps a second copy of the app out,
 * and if one gets in anyway LevelDB's own lock file refuses it with a clear message.
 */
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';
import { createLabelStore, LABELS_SUBLEVEL, type LabelStore } from '../shared/labels';
import { createUserLibraryStore, LIBRARIES_SUBLEVEL, type UserLibraryStore } from '../shared/libraries';
import { createLookupLog, type LookupLog, type LookupLogOptions } from '../shared/lookup-log/lookup-log';
import { createWatchStore, WATCH_SUBLEVEL, type WatchStore } from '../shared/watch';

/** The folder inside user data that holds the store. */
export const LOOKUP_LOG_FOLDER = 'lookup-log';

/** An open lookup log and its database. */
export interface LookupLogStore {
  readonly log: LookupLog;
  /** The private labels and favourites, in a sublevel of the same database. */
  readonly labels: LabelStore;
  /** The watch list, in a sublevel of the same database. */
  readonly watch: WatchStore;
  /** The libraries the user added, in a sublevel of the same database. */
  readonly libraries: UserLibraryStore;
  /** The LevelDB folder. */
  readonly location: string;
  /** Closes the database (on quit, or before a test reopens it). */
  close(): Promise<void>;
}

/** Opens (lazily, at first use) the lookup log in `<userDataDir>/lookup-log`. */
export function openLookupLogStore(
  userDataDir: string,
  options: Omit<LookupLogOptions, 'location'> = {},
): LookupLogStore {
  const location = join(userDataDir, LOOKUP_LOG_FOLDER);
  const db = new ClassicLevel<string, string>(location, { keyEncoding: 'utf8', valueEncoding: 'utf8' });
  return {
    log: createLookupLog(db, { ...options, location }),
    labels: createLabelStore(db.sublevel<string, string>(LABELS_SUBLEVEL, { valueEncoding: 'utf8' }), {
      location,
    }),
    watch: createWatchStore(db.sublevel<string, string>(WATCH_SUBLEVEL, { valueEncoding: 'utf8' }), {
      location,
    }),
    libraries: createUserLibraryStore(
      db.sublevel<string, string>(LIBRARIES_SUBLEVEL, { valueEncoding: 'utf8' }),
      { location },
    ),
    location,
    close: () => db.close(),
  };
}
