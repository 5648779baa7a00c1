/**
 * The lookup log's bridge handlers, once for every transport: list, read, annotate, find (by an
 * account, or by a text of the pasted message) and delete logged lookups. In Electron they run in main;
 * on the web in the job worker, beside the jobs that write the entries (shared/jobs/lookup-job.ts) — a
 * lookup is logged where it ran, never sent here.
 */
import { AppError } from '../errors';
import { createEntryPartReader } from '../lookup-log/entry-parts';
import type { LookupLog } from '../lookup-log/lookup-log';
import type { OwnEnds } from '../address/look-alike-address';
import { loggedLookAlikes } from './logged-look-alikes';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { lookupLogApi } from './api/lookup-log-api';

/** What the log's handlers read besides the log. */
export interface LookupLogHandlerDeps {
  /** The user's addresses by their ends on a network (shared/bridge/own-address-index.ts), for look-alikes. */
  ownEnds?: (testnet: boolean) => Promise<OwnEnds>;
  now?: () => number;
}

/** Builds the lookup log's handlers over `lookupLog`. */
export function createLookupLogHandlers(
  lookupLog: LookupLog,
  { ownEnds, now = Date.now }: LookupLogHandlerDeps = {},
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
    // From the copy its parts are served from, while the page reads them (else read again).
    lookAlikesOfLogEntry: async ({ id }) => ({
      lookAlikes: await loggedLookAlikes(await parts.entry(id), ownEnds),
    }),
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
