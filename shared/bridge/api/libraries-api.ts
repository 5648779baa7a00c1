/**
 * The libraries the user added (the code of library cells the app does not carry) as bridge methods.
 * Implemented by shared/bridge/library-handlers.ts over the store beside the labels (a sublevel of the
 * log's database): in main in Electron, in the log's Worker on the web.
 */
import { z } from 'zod';
// The codec-free part only: the preload (sandboxed, no Buffer) loads this API.
import {
  LIBRARY_NAME_MAX_LENGTH,
  libraryHashSchema,
  MAX_LIBRARY_TEXT_CHARS,
  userLibrarySchema,
} from '../../libraries/library-record';
import { noArg } from './api-parts';

/** The libraries methods. */
export const librariesApi = {
  /** Every library the user added, oldest first. */
  listLibraries: { arg: noArg, result: z.object({ libraries: z.array(userLibrarySchema) }) },
  /**
   * Adds a library's code: pasted Base64 or hex, or a file's bytes as Base64. With `expectedHash` (the
   * library a contract's code names) a BoC of any other code is refused.
   */
  addLibrary: {
    arg: z
      .object({
        boc: z.string().min(1).max(MAX_LIBRARY_TEXT_CHARS),
        name: z
          .string()
          .max(4 * LIBRARY_NAME_MAX_LENGTH)
          .optional(),
        fileName: z.string().max(255).optional(),
        expectedHash: libraryHashSchema.optional(),
      })
      .strict(),
    result: userLibrarySchema,
  },
  /** Removes one of the user's libraries. */
  removeLibrary: {
    arg: z.object({ hash: libraryHashSchema }).strict(),
    result: z.object({ removed: z.boolean() }),
  },
} as const;
