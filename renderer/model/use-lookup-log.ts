/**
 * The lookup log as the screens read and change it: the list, how full it is, an entry's notes and its
 * removal, and an entry read whole (in parts) to open, re-run or save. Every read is a bridge query
 * (bridge-query.ts); what changes the log makes its reads stale — a lookup the job logged too
 * (lookup-context.tsx).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BridgeMethod } from '../../shared/bridge/api/bridge-api';
import type { KeptLookupEntry, LookupLogNotes } from '../../shared/lookup-log/log-entry';
import { useBridge } from '../bridge/bridge-context';
import { invalidateBridge, useBridgeMutation, useBridgeQuery } from './bridge-query';
import type { LookupOutcome } from './lookup-outcome';
import { openLogEntry, readLogEntry } from './read-log-entry';

/** What a change of the log makes stale: its list, its fill and its address index. */
export const LOG_READS: readonly BridgeMethod[] = ['listLookupLog', 'lookupLogStatus', 'findInLookupLog'];

/** The log's entries (summaries), newest first. */
export function useLogList() {
  return useBridgeQuery('listLookupLog', undefined, { retry: false });
}

/** How full the log is, and what it last dropped. */
export function useLogStatus() {
  return useBridgeQuery('lookupLogStatus', undefined, { retry: false });
}

/** Saves notes of one entry (title, note, pin); the list is read again. */
export function useAnnotateLogEntry(id: string) {
  const mutation = useBridgeMutation('annotateLookupLogEntry', { invalidates: LOG_READS });
  return {
    ...mutation,
    mutate: (notes: LookupLogNotes, options?: { onSuccess?: () => void }) =>
      mutation.mutate({ id, notes }, options),
  };
}

/** Deletes one entry; the list is read again. */
export function useDeleteLogEntry() {
  return useBridgeMutation('deleteLookupLogEntry', { invalidates: LOG_READS });
}

/** Marks the log's reads stale (a lookup was just logged). */
export function useLogChanged(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => invalidateBridge(client, LOG_READS), [client]);
}

/** Reads entries whole: to open (its outcome, made a slice at a time) or to re-run and save. */
export function useLogEntryReader(): {
  open(id: string): Promise<{ entry: KeptLookupEntry; outcome: LookupOutcome }>;
  read(id: string): Promise<KeptLookupEntry>;
} {
  const { bridge } = useBridge();
  return {
    open: useCallback((id: string) => openLogEntry(bridge, id), [bridge]),
    read: useCallback((id: string) => readLogEntry(bridge, id), [bridge]),
  };
}
