/**
 * The user's own libraries: code BoCs for library cells the app does not carry, kept on this machine in
 * a sublevel of the lookup log's database beside the labels (`db.sublevel('libraries')`, see
 * {@link LIBRARIES_SUBLEVEL}). Keyed by the code's own hash, so a stored library can only ever stand
 * for the code it is. The emulator gets their BoCs with each request; the indexer is never asked.
 *
 * Layout (string keys, UTF-8 JSON values), inside the sublevel:
 * - `meta:schema`      the schema version ({@link LIBRARIES_SCHEMA_VERSION});
 * - `library:<hash>`   a {@link UserLibrary}.
 */
import { rangeOf, type StoreDatabase } from '../storage/store-database';
import { recordKind, type RecordKind } from '../storage/stored-records';
import { createVersionedStore, invalidInput, readStoredValue } from '../storage/versioned-store';
import { readLibraryBoc } from './library-boc';
import {
  LIBRARY_NAME_MAX_LENGTH,
  MAX_USER_LIBRARIES,
  userLibrarySchema,
  type UserLibrary,
} from './library-record';

/** The sublevel name the store lives in. */
export const LIBRARIES_SUBLEVEL = 'libraries';
/** The schema version this code writes. */
export const LIBRARIES_SCHEMA_VERSION = 1;

const LIBRARY = 'library:';

/**
 * Why a stored library cannot stand for the library cell it is kept for, or null: kept under another
 * hash than its own, or code that is not readable or hashes to another value. Checked on every read, not
 * only when added — the record could have been changed on disk since.
 */
function libraryProblem(library: UserLibrary, key: string): string | null {
  if (key !== LIBRARY + library.hash) return `it is kept under another hash than its own (${library.hash})`;
  let hash: string;
  try {
    hash = readLibraryBoc(library.boc).hash;
  } catch (error) {
    return `its code cannot be read (${error instanceof Error ? error.message : String(error)})`;
  }
  return hash === library.hash
    ? null
    : `its code's hash is ${hash}, not ${library.hash}, the library it is kept for: it was refused`;
}

const LIBRARIES: RecordKind<UserLibrary> = recordKind({
  prefix: LIBRARY,
  noun: 'library',
  schema: userLibrarySchema,
  check: libraryProblem,
});

/** What adding a library takes. */
export interface AddLibraryInput {
  /** The BoC: pasted Base64 or hex text, or a file's bytes. */
  boc: string | Uint8Array;
  /** The user's name for it. */
  name?: string;
  /** The file it was loaded from, when it was. */
  fileName?: string;
  /** The library a contract names: the BoC must be that code. */
  expectedHash?: string;
}

/** The store. Every method may reject with an `AppError` whose message says what failed. */
export interface UserLibraryStore {
  /** Every library, oldest first. */
  list(): Promise<UserLibrary[]>;
  /** Their BoCs, for the emulator. */
  bocs(): Promise<string[]>;
  /** Adds (or renames) a library; answers it as stored. */
  add(input: AddLibraryInput): Promise<UserLibrary>;
  /** Removes a library; answers whether it was there. */
  remove(hash: string): Promise<boolean>;
}

/** Options of {@link createUserLibraryStore}. */
export interface UserLibraryStoreOptions {
  location?: string;
  now?: () => Date;
  maxLibraries?: number;
}

/** A name as stored: trimmed, one line of visible text, bounded. */
function nameOf(name: string | undefined): string {
  const trimmed = (name ?? '').normalize('NFC').trim();
  if (/\p{Cc}/u.test(trimmed)) throw invalidInput('A library name is one line of text.');
  if (Array.from(trimmed).length > LIBRARY_NAME_MAX_LENGTH)
    throw invalidInput(`A library name has at most ${LIBRARY_NAME_MAX_LENGTH} characters.`);
  return trimmed;
}

/** Creates the store over `db` (a sublevel of the log's database). Opened and checked on first use. */
export function createUserLibraryStore(
  db: StoreDatabase,
  options: UserLibraryStoreOptions = {},
): UserLibraryStore {
  const store = createVersionedStore(db, {
    what: 'The libraries store',
    version: LIBRARIES_SCHEMA_VERSION,
    records: [LIBRARIES],
    ...(options.location ? { location: options.location } : {}),
  });
  const now = options.now ?? (() => new Date());
  const max = options.maxLibraries ?? MAX_USER_LIBRARIES;
  /** Every library whose code is the one it is kept for; any other is set aside and told. */
  const all = async () =>
    (await store.sift(LIBRARIES, await db.iterator(rangeOf(LIBRARY)).all())).records.sort(
      (a, b) => a.added_at.localeCompare(b.added_at) || a.hash.localeCompare(b.hash),
    );

  return {
    list: () => store.serial(all),
    bocs: () => store.serial(async () => (await all()).map((library) => library.boc)),
    add: (input) =>
      store.serial(async () => {
        const { hash, boc } = readLibraryBoc(input.boc, input.expectedHash);
        const existing = readStoredValue(userLibrarySchema, await db.get(LIBRARY + hash));
        if (!existing && (await all()).length >= max)
          throw invalidInput(`The app keeps at most ${max} libraries of yours; remove one first.`);
        const library: UserLibrary = {
          hash,
          boc,
          name: input.name === undefined && existing ? existing.name : nameOf(input.name),
          origin: input.fileName === undefined ? 'pasted' : 'file',
          file_name: input.fileName ?? null,
          added_at: existing?.added_at ?? now().toISOString(),
        };
        await db.batch([{ type: 'put', key: LIBRARY + hash, value: JSON.stringify(library) }], {
          sync: true,
        });
        return library;
      }),
    remove: (hash) =>
      store.serial(async () => {
        const key = LIBRARY + hash.toLowerCase();
        if ((await db.get(key)) === undefined) return false;
        await db.batch([{ type: 'del', key }], { sync: true });
        return true;
      }),
  };
}
