/**
 * The Log screen's search: each entry that matches, with why (shared/lookup-log/log-search.ts). An
 * address in any form is matched by its raw form against every entry's requested accounts (in the log's
 * own process) and against the invalid addresses the customer wrote (by their corrections); any other
 * text is searched in the customers' pasted messages and the addresses they wrote before a correction
 * (in the log's own process too: the summaries carry only a message's first line); a label finds the
 * entries that asked for the addresses it names, and says so.
 */
import { useMemo } from 'react';
import { parseAddress } from '../../shared/address/address-codec';
import { formatDateTime } from '../../shared/format/locale-format';
import type { LookupLogSummary } from '../../shared/lookup-log/log-entry';
import { logMatchReasons } from '../../shared/lookup-log/log-search';
import { MAX_LOG_SEARCH_TEXT } from '../../shared/bridge/api/lookup-log-api';
import { bridgeKey, useBridgeCall } from './bridge-query';
import type { LabelIndex } from './use-labels';
import { useQuery } from '@tanstack/react-query';

/** One shown entry and why it matched (empty while there is no search). */
export interface LogSearchHit {
  readonly summary: LookupLogSummary;
  readonly reasons: readonly string[];
}

/** How an entry's time may be typed in a search. */
function dateTexts(summary: LookupLogSummary): string[] {
  const when = new Date(summary.createdAt);
  return [summary.createdAt, formatDateTime(when), when.toLocaleString(), when.toLocaleDateString()];
}

/** The entries `needle` matches (all, without a search), each with its reasons. */
export function useLogSearch(
  list: readonly LookupLogSummary[] | undefined,
  needle: string,
  labels: LabelIndex,
): { hits: LogSearchHit[] | undefined; searching: boolean } {
  const call = useBridgeCall();
  const raw = useMemo(() => {
    const parsed = needle === '' ? null : parseAddress(needle);
    return parsed?.ok ? parsed.address.raw : null;
  }, [needle]);
  const matchingLabels = useMemo(() => {
    if (needle === '' || raw !== null) return [];
    const lower = needle.toLowerCase();
    return [...labels.byRaw.values()].filter((l) => l.text.toLowerCase().includes(lower)).slice(0, 20);
  }, [needle, raw, labels.byRaw]);
  // A text that is no address is looked for in the messages (a ticket number: "48213", "#48213").
  const text = raw === null && needle.trim().length >= 2 ? needle.trim().slice(0, MAX_LOG_SEARCH_TEXT) : '';
  const found = useQuery({
    queryKey: bridgeKey(
      'findInLookupLog',
      undefined,
      [raw, text, ...matchingLabels.map((l) => l.raw)].join(' '),
    ),
    queryFn: async ({ signal }) => {
      const idsByAddress = new Set(raw ? (await call('findInLookupLog', { raw }, { signal })).ids : []);
      const textById = new Map<string, string[]>();
      if (text !== '')
        for (const hit of (await call('findInLookupLog', { text }, { signal })).where ?? [])
          textById.set(hit.id, hit.where);
      const labelsById = new Map<string, string[]>();
      for (const label of matchingLabels)
        for (const id of (await call('findInLookupLog', { raw: label.raw }, { signal })).ids)
          labelsById.set(id, [...(labelsById.get(id) ?? []), label.text]);
      return { idsByAddress, labelsById, textById };
    },
    enabled: raw !== null || text !== '' || matchingLabels.length > 0,
    retry: false,
  });
  const hits = useMemo(() => {
    if (!list) return undefined;
    if (needle === '') return list.map((summary) => ({ summary, reasons: [] }));
    const facts = {
      raw,
      idsByAddress: found.data?.idsByAddress ?? new Set<string>(),
      labelsById: found.data?.labelsById ?? new Map<string, string[]>(),
      textById: found.data?.textById ?? new Map<string, string[]>(),
      dateTexts,
    };
    return list.flatMap((summary) => {
      const reasons = logMatchReasons(summary, needle, facts);
      return reasons.length > 0 ? [{ summary, reasons }] : [];
    });
  }, [list, needle, raw, found.data]);
  return { hits, searching: found.isFetching };
}
