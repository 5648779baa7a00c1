/**
 * The user's libraries' bridge handlers, once for every transport, over the store beside the labels
 * (shared/libraries): in Electron in main, on the web in the log's Worker (where that database is open).
 */
import type { UserLibraryStore } from '../libraries';
import type { BridgeHandlers } from './handlers';

/** The methods of the libraries store; on the web they run in the log's worker, like the labels'. */
export const LIBRARY_METHODS = ['listLibraries', 'addLibrary', 'removeLibrary'] as const;
export type LibraryMethod = (typeof LIBRARY_METHODS)[number];

/** What the library handlers are built from. */
export interface LibraryDeps {
  libraries: UserLibraryStore;
}

/** Builds the library handlers over `deps.libraries`. */
export function createLibraryHandlers(deps: LibraryDeps): Pick<BridgeHandlers, LibraryMethod> {
  const { libraries } = deps;
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
