/**
 * The lookup log's bridge handlers, once for every transport: list, read, annotate, find (by an
 * account, or by a text of the pasted message) and delete logged lookups. In Electron they run in main;
 * on the web in the job worker, beside the jobs that write the entries (shared/jobs/lookup-job.ts) — a
 * lookup is logged where it ran, never sent here.
 */
import { AppError } from '../errors';
import { createEntryPartReader } from '../lookup-log/entry-parts';
import type { LookupLog } from '../lookup-log/lookup-log';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { lookupLogApi } from './api/lookup-log-api';

/** Builds the lookup log's handlers over `lookupLog`. */
export function createLookupLogHandlers(
  lookupLog: LookupLog,
  now: () => number = Date.now,
): HandlersOf<MethodsOf<typeof lookupLogApi>> {
  // A big entry is read by the page in parts: parsed here once, served from memory while they are read.
  const parts = createEntryPartReader((id) => lookupLog.get(id), now);
  return {
    listLookupLog: () => lookupLog.list(),
    getLookupLogEntry: ({ id }) => lookupLog.get(id),
    getLookupLogEntryPart: async ({ id, part }) => {
      try {
        return await parts.part(id, part);
      } catch (error) {
        if (error instanceof RangeError)
          throw new AppError({ kind: 'invalid-input', message: `That logged lookup has no part ${part}.` });
        throw error;
      }
    },
    annotateLookupLogEntry: ({ id, notes }) => lookupLog.annotate(id, notes),
    lookupLogStatus: () => lookupLog.status(),
    findInLookupLog: async (arg) => {
      if ('raw' in arg) return { ids: await lookupLog.findAddress(arg.raw) };
      const where = await lookupLog.findText(arg.text);
      return { ids: where.map((w) => w.id), where };
    },
    deleteLookupLogEntry: async ({ id }) => ({ deleted: await lookupLog.remove(id) }),
  };
}
