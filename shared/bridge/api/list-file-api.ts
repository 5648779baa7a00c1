/**
 * A list file the user dropped or picked, read behind the bridge (shared/bridge/list-file-handlers.ts:
 * in Electron main, in the web build's job worker) rather than on the page, and its own columns kept
 * there: the page gets what it shows, names the file to the lookup (`startLookup`'s `listFile`) and
 * asks for the cells of the rows it shows or exports.
 */
import { z } from 'zod';
import { MAX_LIST_FILE_BYTES } from '../../address/list-file';
import { lookupLogIdSchema } from '../../lookup-log/log-entry';
import { parsedRawArg, trustedResult } from './api-parts';

/** A list file's id, as `readListFile` names it. */
export const listFileIdSchema = z.string().regex(/^list-\d{1,12}$/, { error: 'expected a list file id' });

/** Whether `id` names a list file read behind the bridge (else it is a logged lookup's id: lookup-log/log-entry.ts). */
export const isListFileId = (id: string): boolean => listFileIdSchema.safeParse(id).success;

/** Rows whose input columns one `inputColumnsOf` answers (an export asks a slice at a time). */
export const MAX_COLUMN_ROWS = 10_000;

/** The list file methods. */
export const listFileApi = {
  /**
   * Reads a CSV list file (its text, as the page decoded it) here rather than on the page: answers the
   * addresses for the box, the note on what was taken and, when the file has columns of its own, their
   * names and the id the file's columns are kept under (for `startLookup` and `inputColumnsOf`).
   */
  readListFile: {
    arg: z.object({ name: z.string().max(1024), text: z.string().max(MAX_LIST_FILE_BYTES) }).strict(),
    result: trustedResult<{
      text: string;
      note?: string;
      file?: { id: string; headers: string[] };
    }>(),
  },
  /**
   * The list file's cells of each account `raws` names (every line that named it, in file order), with
   * the columns' names: of the file read here (`file`), else of a logged lookup (`log`); null when
   * neither keeps any. What the page shows or exports of them, a slice of rows at a time.
   */
  inputColumnsOf: {
    arg: z
      .object({
        file: listFileIdSchema.optional(),
        log: lookupLogIdSchema.optional(),
        raws: z.array(parsedRawArg).max(MAX_COLUMN_ROWS),
      })
      .strict(),
    result: trustedResult<{ headers: string[]; lines: string[][][] } | null>(),
  },
} as const;
