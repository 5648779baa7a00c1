/**
 * The lookup log: every finished lookup with its time, network profile, the last indexed block then,
 * and its counts. Open shows it as it was; Re-run looks the same accounts up again against the same
 * indexer and highlights what changed since; Export saves the entry as a JSON file a support agent can
 * attach to a case; Delete removes it (after a confirmation).
 */
import { useMutation } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { LookupLogEntry, LookupLogSummary } from '../../shared/lookup-log/log-entry';
import { timeOfLogId } from '../../shared/lookup-log/lookup-log';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { useBridgeCall } from '../model/bridge-query';
import { useLookupActions } from '../model/lookup-context';
import { useDeleteLogEntry, useLogEntryReader, useLogList } from '../model/use-lookup-log';
import { requestedOfEntry, restoredPasteOfEntry } from '../model/lookup-log-link';
import { LabelTag } from '../ui/label-tag';
import { useLabels, type LabelIndex } from '../model/use-labels';
import { useNavigation } from '../ui/navigation';
import { Address } from '../model/address';
import { LogNotes, PinToggle } from './log-notes';
import { LogStatus } from './log-status';
import { useLogSearch } from '../model/use-log-search';
import { restorePasteTextWith } from '../model/previous-lookup';
import { StoreNotices } from '../storage/store-notices';
import { formatCount, formatDateTime } from '../../shared/format/locale-format';
import { formatBytes } from '../../shared/byte-size';

/** An entry's actions, in the row's order, with their buttons' words. */
const ACTIONS = [
  ['open', 'Open'],
  ['rerun', 'Re-run and compare'],
  ['export', 'Export as file'],
] as const;
type Action = (typeof ACTIONS)[number][0];

/** One entry's row. */
function LogRow(props: {
  summary: LookupLogSummary;
  /** Why it matches the search (empty without one). */
  reasons: readonly string[];
  onAction: (action: Action, id: string) => void;
  busy: boolean;
  labels: LabelIndex;
}) {
  const { summary, onAction, busy, labels } = props;
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteLogEntry();
  const when = formatDateTime(summary.createdAt);
  const c = summary.counts;
  return (
    <li
      className="log-entry card"
      data-testid="log-entry"
      data-id={summary.id}
      data-damaged={summary.damaged ? 'true' : undefined}
      data-pinned={summary.pinned || undefined}
    >
      <p className="log-title">
        <strong>{when}</strong> · {summary.profile.name}{' '}
        <span className="mono muted small">{summary.profile.baseUrl}</span>
      </p>
      {!summary.damaged && <LogNotes summary={summary} />}
      {props.reasons.length > 0 && (
        <p className="small" data-testid="log-match">
          <span className="muted">Matches by</span> {props.reasons.join('; ')}
        </p>
      )}
      {summary.rerunOf && (
        <p className="muted small" data-testid="log-rerun-of">
          Re-run of the lookup of {formatDateTime(timeOfLogId(summary.rerunOf))}
        </p>
      )}
      {summary.message && (
        <p className="log-message small" data-testid="log-message">
          <span className="muted">Message: </span>
          <span className="pre-wrap">{summary.message}</span>
        </p>
      )}
      {summary.correctedInputs && summary.correctedInputs.length > 0 && (
        <p className="muted small" data-testid="log-corrected">
          Corrected before the lookup:{' '}
          {summary.correctedInputs
            .map(
              (c) =>
                `the customer wrote “${c.typed}”, looked up as “${c.to}” (line ${c.line}, column ${c.column})`,
            )
            .join('; ')}
        </p>
      )}
      {summary.invalidInputs && summary.invalidInputs.length > 0 && (
        <p className="muted small" data-testid="log-invalid">
          Also pasted, not valid:{' '}
          {summary.invalidInputs.map((i) => `${i.input} (line ${i.line}, column ${i.column})`).join('; ')}
        </p>
      )}
      {summary.firstAddresses && summary.firstAddresses.length > 0 && (
        <ul className="log-addresses" aria-label="First accounts of this lookup" data-testid="log-addresses">
          {summary.firstAddresses.map((raw, i) => (
            <li key={raw}>
              {labels.byRaw.has(raw) ? (
                <LabelTag label={labels.byRaw.get(raw)} />
              ) : (
                <span className="small" data-testid="log-address">
                  <Address raw={raw} given={summary.firstInputs?.[i]} />
                </span>
              )}
            </li>
          ))}
          {summary.counts.requested > summary.firstAddresses.length && (
            <li className="muted small">
              and {formatCount(summary.counts.requested - summary.firstAddresses.length)} more
            </li>
          )}
        </ul>
      )}
      {summary.damaged ? (
        <p className="error-text">{summary.damaged}</p>
      ) : (
        <p className="muted small" data-testid="log-counts">
          {formatCount(c.requested)} requested · {formatCount(c.found)} found · {formatCount(c.notFound)} not
          found
          {c.failed > 0 ? ` · ${formatCount(c.failed)} failed` : ''}
          {summary.cancelled ? ' · cancelled' : ''} · last indexed block{' '}
          {summary.lastBlock ? `#${summary.lastBlock.seqno}` : 'unknown'} · {formatBytes(summary.sizeBytes)}
        </p>
      )}
      <div className="toolbar">
        {!summary.damaged && (
          <>
            {ACTIONS.map(([action, label]) => (
              <button
                key={action}
                type="button"
                disabled={busy}
                onClick={() => onAction(action, summary.id)}
                data-testid={`log-${action}`}
              >
                {label}
              </button>
            ))}
            <PinToggle summary={summary} />
          </>
        )}
        {confirming ? (
          <span className="confirm" role="group" aria-label={`Confirm deleting the lookup of ${when}`}>
            Delete this lookup from the log?{' '}
            <button
              type="button"
              className="danger"
              onClick={() => remove.mutate({ id: summary.id })}
              data-testid="log-delete-confirm"
            >
              Yes, delete
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="danger"
            onClick={() => setConfirming(true)}
            data-testid="log-delete"
          >
            Delete
          </button>
        )}
      </div>
      {remove.isError && (
        <ErrorView error={errorInfoOf(remove.error)} title="The entry could not be deleted" />
      )}
    </li>
  );
}

/** The Log screen. */
export function LogScreen() {
  const call = useBridgeCall();
  const reader = useLogEntryReader();
  // Actions only: the Log screen is never re-rendered by a running lookup.
  const lookup = useLookupActions();
  const { go } = useNavigation();
  const list = useLogList();
  const [status, setStatus] = useState<string | null>(null);
  const labels = useLabels();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim());
  const { hits: shown, searching } = useLogSearch(list.data, needle, labels);

  const act = useMutation({
    mutationFn: async ({ action, id }: { action: Action; id: string }) => {
      if (action === 'open') {
        // In parts and slices: a 100,000-account entry never makes one long task on this page.
        const { entry, outcome } = await reader.open(id);
        // The whole input comes back in the paste box: the message, its mistyped address and all.
        if (entry.pasted) restorePasteTextWith(outcome.request, restoredPasteOfEntry(entry).text);
        lookup.reopen(outcome);
        go('accounts');
        return;
      }
      const entry: LookupLogEntry = await reader.read(id);
      if (action === 'rerun') {
        lookup.run(requestedOfEntry(entry), entry.includeBoc, {
          profileId: entry.profile.id,
          baseline: { logId: entry.id, createdAt: entry.createdAt, result: entry.result },
        });
        go('accounts');
      } else {
        const saved = await call('saveFile', {
          suggestedName: `ton-lookup-${entry.createdAt.replace(/[:.]/g, '-')}.json`,
          content: JSON.stringify(entry, null, 2),
          format: 'json',
        });
        setStatus(
          saved.saved
            ? `Saved the lookup of ${formatDateTime(entry.createdAt)}${saved.location ? ` to ${saved.location}` : ''}.`
            : 'Export cancelled; nothing was saved.',
        );
      }
    },
  });

  return (
    <div className="screen" data-testid="log">
      <h2>Lookup log</h2>
      <p className="muted small">
        Every lookup is kept here with the time, the indexer, how fresh its index was and what came back, so
        you can show later what you saw. Give an entry a title and a note (a ticket number) to find it again;
        keep the ones a case needs.
      </p>
      <StoreNotices store="log" />
      <LogStatus />
      {list.data && list.data.length > 0 && (
        <label className="field-inline">
          <span>Search the log</span>
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="address (any form), words of the message, label, title, note, date"
            className="log-search"
            data-testid="log-search"
          />
        </label>
      )}
      {status && (
        <p role="status" className="muted" data-testid="log-status">
          {status}
        </p>
      )}
      {act.isError && (
        <ErrorView error={errorInfoOf(act.error)} title="That lookup could not be read from the log" />
      )}
      {list.isError && (
        <ErrorView
          error={errorInfoOf(list.error)}
          title="The lookup log could not be read"
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && list.data.length === 0 && (
        <p className="muted empty-note">No lookups yet. Lookups appear here when they finish.</p>
      )}
      {shown && needle !== '' && (
        <p className="muted small" role="status" data-testid="log-search-count">
          {searching ? 'Searching… ' : ''}
          {shown.length} of {list.data?.length ?? 0} lookups match
        </p>
      )}
      {shown && shown.length > 0 && (
        <ol className="log-list" data-testid="log-list">
          {shown.map(({ summary, reasons }) => (
            <LogRow
              key={summary.id}
              summary={summary}
              reasons={reasons}
              labels={labels}
              busy={act.isPending}
              onAction={(action, id) => act.mutate({ action, id })}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
