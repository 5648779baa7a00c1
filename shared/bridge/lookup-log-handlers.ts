/**
 * The lookup log's bridge handlers, once for every transport: in Electron they run in main beside the
 * others; on the web they run in the log's dedicated Worker, so a 100,000-account entry (~65 MB of
 * JSON) is assembled, serialised and written off the page's main thread.
 *
 * A finished lookup crosses the bridge as a draft in parts (`begin` → `append`… → `finish`). Each part
 * was checked against its API definition where it arrived; the draft is kept in memory here, never on disk, until
 * `finish` hands it whole to the log, which writes it as one atomic batch. So a crash leaves an entry
 * whole or absent, and a draft nobody finishes is dropped: on `discard`, after {@link DRAFT_IDLE_MS}
 * without a part, or when the process ends.
 */
import type { AddressBookEntry, MetadataEntry } from '../api/account-states';
import { AppError } from '../errors';
import { createEntryPartReader } from '../lookup-log/entry-parts';
import type { LookupLog } from '../lookup-log/lookup-log';
import type { LookupLogDraft } from '../lookup-log/log-entry';
import { draftPartItems, type LookupLogDraftHead, type LookupLogDraftPart } from './api/lookup-log-api';
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import type { lookupLogApi } from './api/lookup-log-api';

/** A draft untouched this long is abandoned (the window closed mid-send, the renderer crashed). */
export const DRAFT_IDLE_MS = 10 * 60 * 1000;
/**
 * Accounts that drafts being received may declare together: far above a real lookup (100,000 is what is
 * tested; the log keeps at most 256 MB), low enough that a runaway renderer cannot fill main's memory.
 */
export const MAX_OPEN_DRAFT_ACCOUNTS = 500_000;

/** What the log handlers are built from. */
export interface LookupLogDeps {
  lookupLog: LookupLog;
  /** Clock in ms since the epoch (draft expiry); `Date.now` by default. */
  now?: () => number;
  /** Randomness for draft ids; `Math.random` by default. */
  random?: () => number;
}

/** The log handlers, plus a way to drop every draft (window closed, app quitting). */
export interface LookupLogHandlerSet {
  handlers: HandlersOf<MethodsOf<typeof lookupLogApi>>;
  discardAll(): void;
}

type Part = LookupLogDraftPart;

/** One draft being received. */
interface OpenDraft {
  head: LookupLogDraftHead;
  inputs: NonNullable<Part['inputs']>;
  accounts: NonNullable<Part['accounts']>;
  notFound: string[];
  failed: string[];
  // Maps, not objects: a key such as `__proto__` from the renderer must stay a plain key.
  addressBook: Map<string, AddressBookEntry>;
  metadata: Map<string, MetadataEntry>;
  received: number;
  touchedAt: number;
}

const refused = (message: string) => new AppError({ kind: 'invalid-input', message });

/** The most entries each list or map of a draft may reach, from what its head declared. */
function boundsOf({ counts }: LookupLogDraftHead) {
  // The address book and metadata hold at most one entry per requested or found account.
  const perAccount = counts.requested + counts.found;
  return {
    inputs: counts.requested,
    accounts: counts.found,
    notFound: counts.notFound,
    failed: counts.failed,
    addressBook: perAccount,
    metadata: perAccount,
  };
}
type ListName = keyof ReturnType<typeof boundsOf>;
const LIST_NAMES: Record<ListName, string> = {
  inputs: 'inputs',
  accounts: 'accounts',
  notFound: 'not-found addresses',
  failed: 'failed addresses',
  addressBook: 'address-book entries',
  metadata: 'metadata entries',
};

/** Builds the lookup log's handlers over `deps.lookupLog`. */
export function createLookupLogHandlers(deps: LookupLogDeps): LookupLogHandlerSet {
  const { lookupLog } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const drafts = new Map<string, OpenDraft>();
  let counter = 0;

  /** Drops drafts nobody has sent a part for in {@link DRAFT_IDLE_MS}. */
  function sweep(): void {
    const cutoff = now() - DRAFT_IDLE_MS;
    for (const [id, draft] of drafts) if (draft.touchedAt < cutoff) drafts.delete(id);
  }

  function draftOf(draftId: string): OpenDraft {
    sweep();
    const draft = drafts.get(draftId);
    if (!draft) {
      throw refused(
        'This lookup could not be logged: its record is no longer being received (it was abandoned or already finished). Run the lookup again to log it.',
      );
    }
    draft.touchedAt = now();
    return draft;
  }

  function newDraftId(): string {
    const suffix = Array.from(
      { length: 6 },
      () => '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 36)],
    ).join('');
    return `draft-${(++counter).toString(36)}${suffix}`;
  }

  /** Adds a part, refusing anything past what the head declared. */
  function append(draft: OpenDraft, part: Part): void {
    const bounds = boundsOf(draft.head);
    const addressBook = Object.entries(part.addressBook ?? {});
    const metadata = Object.entries(part.metadata ?? {});
    const after: Record<ListName, number> = {
      inputs: draft.inputs.length + (part.inputs?.length ?? 0),
      accounts: draft.accounts.length + (part.accounts?.length ?? 0),
      notFound: draft.notFound.length + (part.notFound?.length ?? 0),
      failed: draft.failed.length + (part.failed?.length ?? 0),
      addressBook: draft.addressBook.size + addressBook.length,
      metadata: draft.metadata.size + metadata.length,
    };
    for (const name of Object.keys(bounds) as ListName[]) {
      if (after[name] > bounds[name]) {
        throw refused(
          `This lookup could not be logged: its parts hold more ${LIST_NAMES[name]} than the ${bounds[name]} it declared.`,
        );
      }
    }
    if (part.inputs) draft.inputs.push(...part.inputs);
    if (part.accounts) draft.accounts.push(...part.accounts);
    if (part.notFound) draft.notFound.push(...part.notFound);
    if (part.failed) draft.failed.push(...part.failed);
    for (const [key, entry] of addressBook) draft.addressBook.set(key, entry);
    for (const [key, entry] of metadata) draft.metadata.set(key, entry);
    draft.received += draftPartItems(part);
  }

  /** The whole draft, once every list holds exactly what the head declared. */
  function assembled(draft: OpenDraft): LookupLogDraft {
    const { counts } = draft.head;
    const expected: [string, number, number][] = [
      ['inputs', draft.inputs.length, counts.requested],
      ['accounts', draft.accounts.length, counts.found],
      ['not-found addresses', draft.notFound.length, counts.notFound],
      ['failed addresses', draft.failed.length, counts.failed],
    ];
    for (const [name, got, want] of expected) {
      if (got !== want)
        throw refused(`This lookup could not be logged: only ${got} of ${want} ${name} arrived.`);
    }
    return {
      ...draft.head,
      inputs: draft.inputs,
      failed: draft.failed,
      result: {
        accounts: draft.accounts,
        address_book: Object.fromEntries(draft.addressBook),
        metadata: Object.fromEntries(draft.metadata),
        not_found: draft.notFound,
      },
    };
  }

  // A big entry is read by the page in parts: parsed here once, served from memory while they are read.
  const parts = createEntryPartReader((id) => lookupLog.get(id), now);

  return {
    discardAll: () => drafts.clear(),
    handlers: {
      listLookupLog: () => lookupLog.list(),
      getLookupLogEntry: ({ id }) => lookupLog.get(id),
      getLookupLogEntryPart: async ({ id, part }) => {
        try {
          return await parts.part(id, part);
        } catch (error) {
          if (error instanceof RangeError) throw refused(`That logged lookup has no part ${part}.`);
          throw error;
        }
      },
      annotateLookupLogEntry: ({ id, notes }) => lookupLog.annotate(id, notes),
      lookupLogStatus: () => lookupLog.status(),
      findInLookupLog: async ({ raw }) => ({ ids: await lookupLog.findAddress(raw) }),
      deleteLookupLogEntry: async ({ id }) => ({ deleted: await lookupLog.remove(id) }),

      beginLookupLogEntry: async (head) => {
        sweep();
        let open = 0;
        for (const draft of drafts.values()) open += draft.head.counts.requested;
        if (open + head.counts.requested > MAX_OPEN_DRAFT_ACCOUNTS) {
          throw refused(
            `This lookup could not be logged: with the lookups still being logged that would be ${open + head.counts.requested} accounts at once, more than the ${MAX_OPEN_DRAFT_ACCOUNTS} the log takes.`,
          );
        }
        const draftId = newDraftId();
        drafts.set(draftId, {
          head,
          inputs: [],
          accounts: [],
          notFound: [],
          failed: [],
          addressBook: new Map(),
          metadata: new Map(),
          received: 0,
          touchedAt: now(),
        });
        return { draftId };
      },

      appendLookupLogEntry: async ({ draftId, part }) => {
        const draft = draftOf(draftId);
        append(draft, part);
        return { received: draft.received };
      },

      finishLookupLogEntry: async ({ draftId }) => {
        const draft = draftOf(draftId);
        // Gone from memory whatever happens next: a refused or failed draft is not kept for a retry.
        drafts.delete(draftId);
        return lookupLog.addChecked(assembled(draft));
      },

      discardLookupLogEntry: async ({ draftId }) => {
        sweep();
        return { discarded: drafts.delete(draftId) };
      },
    },
  };
}
