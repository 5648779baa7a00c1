/**
 * The lookup log's bridge handlers, once for every transport: list, read, annotate, find and delete
 * logged lookups. In Electron they run in main; on the web in the job worker, beside the jobs that
 * write the entries (shared/jobs/lookup-job.ts) — a lookup is logged where it ran, never sent here.
 */
import type { LookupLog } from '../lookup-log/lookup-log';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { lookupLogApi } from './api/lookup-log-api';

/** Builds the lookup log's handlers over `lookupLog`. */
export function createLookupLogHandlers(lookupLog: LookupLog): HandlersOf<MethodsOf<typeof lookupLogApi>> {
  return {
    listLookupLog: () => lookupLog.list(),
    getLookupLogEntry: ({ id }) => lookupLog.get(id),
    annotateLookupLogEntry: ({ id, notes }) => lookupLog.annotate(id, notes),
    lookupLogStatus: () => lookupLog.status(),
    findInLookupLog: async ({ raw }) => ({ ids: await lookupLog.findAddress(raw) }),
    deleteLookupLogEntry: async ({ id }) => ({ deleted: await lookupLog.remove(id) }),
  };
}
