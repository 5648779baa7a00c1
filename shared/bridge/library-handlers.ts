/**
 * The user's libraries' bridge handlers, once for every transport, over the store beside the labels
 * (shared/libraries): in Electron in main, on the web in the log's Worker (where that database is open).
 */
import type { UserLibraryStore } from '../libraries/user-library-store';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { librariesApi } from './api/libraries-api';

/** Builds the library handlers over the store. */
export function createLibraryHandlers(
  libraries: UserLibraryStore,
): HandlersOf<MethodsOf<typeof librariesApi>> {
  return {
    listLibraries: async () => ({ libraries: await libraries.list() }),
    addLibrary: ({ boc, name, fileName, expectedHash }) =>
      libraries.add({
        boc,
        ...(name !== undefined ? { name } : {}),
        ...(fileName !== undefined ? { fileName } : {}),
        ...(expectedHash !== undefined ? { expectedHash } : {}),
      }),
    removeLibrary: async ({ hash }) => ({ removed: await libraries.remove(hash) }),
  };
}
