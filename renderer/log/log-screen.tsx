/**
 * The lookup log: every finished lookup with its time, network profile, the last indexed block then,
 * and its counts. Open shows it as it was; Re-run looks the same accounts up again against the same
 * indexer and highlights what changed since; Export saves the entry as a JSON file a support agent can
 * attach to a case; Delete removes it (after a confirmation). Each entry is a LogRow (log-row.tsx); what
 * its buttons do is useLogActions (use-log-actions.ts).
 */
import { useDeferredValue, useState } from 'react';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { useLogList } from '../model/use-lookup-log';
import { useLabels } from '../model/use-labels';
import { LogRow } from './log-row';
import { LogStatus } from './log-status';
import { useLogActions } from './use-log-actions';
import { useLogSearch } from '../model/use-log-search';
import { StoreNotices } from '../storage/store-notices';

/** The Log screen. */
export function LogScreen() {
  const list = useLogList();
  const { act, status } = useLogActions();
  const labels = useLabels();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim());
  const { hits: shown, searching } = useLogSearch(list.data, needle, labels);

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
