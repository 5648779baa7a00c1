/**
 * One lookup of the log as its row: when, where and what was asked, why it matches the search, what
 * came back, and its actions — Open, Re-run and compare, Export, Pin, and Delete after a confirmation.
 */
import { useState } from 'react';
import type { LookupLogSummary } from '../../shared/lookup-log/log-entry';
import { timeOfLogId } from '../../shared/lookup-log/lookup-log';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { useDeleteLogEntry } from '../model/use-lookup-log';
import { LabelTag } from '../ui/label-tag';
import type { LabelIndex } from '../model/use-labels';
import { Address } from '../model/address';
import { LogNotes, PinToggle } from './log-notes';
import { formatCount, formatDateTime } from '../../shared/format/locale-format';
import { formatBytes } from '../../shared/byte-size';

/** An entry's actions, in the row's order, with their buttons' words. */
const ACTIONS = [
  ['open', 'Open'],
  ['rerun', 'Re-run and compare'],
  ['export', 'Export as file'],
] as const;
/** What a row's button asks the Log screen to do with its entry. */
export type LogAction = (typeof ACTIONS)[number][0];

/** What the customer pasted that was not looked up as typed: the inputs corrected, and those not valid. */
function PastedInputNotes(props: { summary: LookupLogSummary }) {
  const { correctedInputs, invalidInputs } = props.summary;
  return (
    <>
      {correctedInputs && correctedInputs.length > 0 && (
        <p className="muted small" data-testid="log-corrected">
          Corrected before the lookup:{' '}
          {correctedInputs
            .map(
              (c) =>
                `the customer wrote “${c.typed}”, looked up as “${c.to}” (line ${c.line}, column ${c.column})`,
            )
            .join('; ')}
        </p>
      )}
      {invalidInputs && invalidInputs.length > 0 && (
        <p className="muted small" data-testid="log-invalid">
          Also pasted, not valid:{' '}
          {invalidInputs.map((i) => `${i.input} (line ${i.line}, column ${i.column})`).join('; ')}
        </p>
      )}
    </>
  );
}

/** The lookup's first accounts (by label where the user named one), and how many more it asked for. */
function FirstAddresses(props: { summary: LookupLogSummary; labels: LabelIndex }) {
  const { summary, labels } = props;
  const first = summary.firstAddresses;
  if (!first || first.length === 0) return null;
  return (
    <ul className="log-addresses" aria-label="First accounts of this lookup" data-testid="log-addresses">
      {first.map((raw, i) => (
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
      {summary.counts.requested > first.length && (
        <li className="muted small">and {formatCount(summary.counts.requested - first.length)} more</li>
      )}
    </ul>
  );
}

/** What came back (counts, the index's last block, the entry's size), or why the entry is damaged. */
function LogCounts(props: { summary: LookupLogSummary }) {
  const { summary } = props;
  const c = summary.counts;
  if (summary.damaged) return <p className="error-text">{summary.damaged}</p>;
  return (
    <p className="muted small" data-testid="log-counts">
      {formatCount(c.requested)} requested · {formatCount(c.found)} found · {formatCount(c.notFound)} not
      found
      {c.failed > 0 ? ` · ${formatCount(c.failed)} failed` : ''}
      {summary.cancelled ? ' · cancelled' : ''} · last indexed block{' '}
      {summary.lastBlock ? `#${summary.lastBlock.seqno}` : 'unknown'} · {formatBytes(summary.sizeBytes)}
    </p>
  );
}

/** Delete, which asks first (Yes, delete / Keep it); `onDelete` deletes the entry. */
function DeleteButton(props: { when: string; onDelete: () => void }) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <button type="button" className="danger" onClick={() => setConfirming(true)} data-testid="log-delete">
        Delete
      </button>
    );
  return (
    <span className="confirm" role="group" aria-label={`Confirm deleting the lookup of ${props.when}`}>
      Delete this lookup from the log?{' '}
      <button type="button" className="danger" onClick={props.onDelete} data-testid="log-delete-confirm">
        Yes, delete
      </button>
      <button type="button" onClick={() => setConfirming(false)}>
        Keep it
      </button>
    </span>
  );
}

/** One entry's row. */
export function LogRow(props: {
  summary: LookupLogSummary;
  /** Why it matches the search (empty without one). */
  reasons: readonly string[];
  onAction: (action: LogAction, id: string) => void;
  busy: boolean;
  labels: LabelIndex;
}) {
  const { summary, onAction, busy } = props;
  const remove = useDeleteLogEntry();
  const when = formatDateTime(summary.createdAt);
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
      <PastedInputNotes summary={summary} />
      <FirstAddresses summary={summary} labels={props.labels} />
      <LogCounts summary={summary} />
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
        <DeleteButton when={when} onDelete={() => remove.mutate({ id: summary.id })} />
      </div>
      {remove.isError && (
        <ErrorView error={errorInfoOf(remove.error)} title="The entry could not be deleted" />
      )}
    </li>
  );
}
