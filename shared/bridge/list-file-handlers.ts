/**
 * A list file's reading and its own columns, behind the bridge: the page sends a .txt's or a CSV's
 * text and gets back what it shows (the addresses for the box, the note, the columns' names); the columns stay here,
 * under the file's id, for the lookup that names it (its log entry keeps them: logged-input-columns.ts),
 * and the page asks for the cells of the rows it shows or exports (`inputColumnsOf`) — of a file read
 * here, or of a logged lookup. One owner of the file's columns; the page never holds a whole file's.
 */
import type { InputColumns, InputLines } from '../address/input-columns';
import { readListFile } from '../address/list-file';
import { entryInputColumns } from '../jobs/logged-input-columns';
import type { LookupLog } from '../lookup-log/lookup-log';
import type { BridgeParsedArg, BridgeValue, HandlersOf, MethodsOf } from './api/bridge-api';
import type { listFileApi } from './api/list-file-api';

/** Files kept for the lookups that name them: the last few read (each ~100 bytes a line). */
const KEPT_FILES = 4;

/** The list files read here and the columns of logged lookups, as the job owner serves them. */
export interface ListFiles {
  read(arg: BridgeParsedArg<'readListFile'>): Promise<BridgeValue<'readListFile'>>;
  columnsOf(arg: BridgeParsedArg<'inputColumnsOf'>): Promise<BridgeValue<'inputColumnsOf'>>;
  /** The columns of the file `id` read here (null when it had none, or is no longer kept). */
  file(id: string): InputColumns | null;
  /** The columns the logged lookup `id` keeps (null when it kept none). */
  logged(id: string): Promise<InputColumns | null>;
}

/** The cells of each of `raws`' lines in `columns`, with the columns' names. */
function linesOfRaws(columns: InputColumns, raws: readonly string[]): BridgeValue<'inputColumnsOf'> {
  return {
    headers: [...columns.headers],
    lines: raws.map((raw) => columns.linesOf(raw) as InputLines as string[][]),
  };
}

/** A holder of files read and of the last logged lookup's columns asked for, over `log`. */
export function createListFiles(log: Pick<LookupLog, 'get'>): ListFiles {
  const files = new Map<string, InputColumns>();
  let read = 0;
  let logged: { id: string; columns: Promise<InputColumns | null> } | null = null;
  const file = (id: string): InputColumns | null => {
    const columns = files.get(id);
    if (!columns) return null;
    // Used again: kept longest.
    files.delete(id);
    files.set(id, columns);
    return columns;
  };
  const ofLog = (id: string): Promise<InputColumns | null> => {
    if (logged?.id !== id) {
      const columns = log.get(id).then(entryInputColumns);
      logged = { id, columns };
      columns.catch(() => {
        if (logged?.columns === columns) logged = null;
      });
    }
    return logged.columns;
  };
  return {
    file,
    logged: ofLog,
    async read({ name, text }) {
      const got = await readListFile(name, text);
      const note = got.note ? { note: got.note } : {};
      if (!got.columns) return { text: got.text, ...note };
      const id = `list-${(read += 1)}`;
      files.set(id, got.columns);
      for (const old of files.keys()) if (files.size > KEPT_FILES) files.delete(old);
      return { text: got.text, ...note, file: { id, headers: [...got.columns.headers] } };
    },
    async columnsOf({ file: fileId, log: logId, raws }) {
      const columns = (fileId ? file(fileId) : null) ?? (logId ? await ofLog(logId) : null);
      return columns ? linesOfRaws(columns, raws) : null;
    },
  };
}

/** The list file methods over `files`. */
export function listFileHandlers(files: ListFiles): HandlersOf<MethodsOf<typeof listFileApi>> {
  return {
    readListFile: (arg) => files.read(arg),
    inputColumnsOf: (arg) => files.columnsOf(arg),
  };
}
