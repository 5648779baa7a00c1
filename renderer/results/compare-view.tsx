/**
 * A re-run compared with the logged lookup it re-ran, field by field (shared/lookup-log/lookup-compare.ts,
 * the CLI's `compare` too): the changed fields of each account with previous, now and the signed
 * difference, and the whole comparison — every field of every account — saved as CSV or JSON.
 */
import { useEffect, useState } from 'react';
import { exportFileName } from '../../shared/export/export-file-name';
import {
  comparedValueText,
  comparisonJsonSteps,
  type ComparedAddress,
} from '../../shared/lookup-log/compare-output';
import {
  COMPARED_FIELDS,
  compareLookupsSteps,
  type AccountComparison,
} from '../../shared/lookup-log/lookup-compare';
import { formatCount, formatDateTime } from '../../shared/format/locale-format';
import { useBridgeCall } from '../model/bridge-query';
import { resultOfSteps, rowOfRaw, type LookupOutcome } from '../model/lookup-outcome';
import { stepsInSlices } from '../model/steps-in-slices';
import { rowFacts, useAddressDisplay, type ShownAddressFacts } from '../model/use-address-display';
import { Address } from '../model/address';
import { TableHead } from '../ui/table-head';

/** Field names as a person reads them. */
const FIELD_NAMES: Record<(typeof COMPARED_FIELDS)[number], string> = {
  status: 'Status',
  balance: 'Balance',
  last_transaction_lt: 'Last transaction (lt)',
  jetton_balance: 'Jetton balance',
};

/** The changed accounts whose fields the open comparison lists; the saved files hold every one. */
export const LISTED_CHANGES = 200;

/** `outcome`'s answer and then the comparison with its baseline, made in steps (the same as compareLookups's). */
function* comparisonSteps(
  outcome: LookupOutcome,
  baseline: NonNullable<LookupOutcome['request']['baseline']>,
): Generator<void, AccountComparison[], void> {
  const after = yield* resultOfSteps(outcome);
  const accounts = outcome.rows.map((r) => ({ raw: r.raw, input: r.requested.input }));
  return yield* compareLookupsSteps(baseline.result, after, accounts);
}

/**
 * The comparison of a finished re-run with its baseline (null while it runs, while it is made, or with
 * no baseline), made a slice at a time after the render that ends the lookup: made whole in one task,
 * the comparison of 100,000 accounts held the page for 0.4 s.
 */
function useComparison(outcome: LookupOutcome): AccountComparison[] | null {
  const baseline = outcome.request.baseline;
  const finished = outcome.state !== 'running';
  const [made, setMade] = useState<{ of: LookupOutcome; compared: AccountComparison[] } | null>(null);
  useEffect(() => {
    if (!baseline || !finished) return;
    let stopped = false;
    void stepsInSlices(comparisonSteps(outcome, baseline), () => stopped).then((compared) => {
      if (compared) setMade({ of: outcome, compared });
    });
    return () => {
      stopped = true;
    };
  }, [baseline, finished, outcome]);
  return made?.of === outcome ? made.compared : null;
}

/** The comparison of a finished re-run; nothing while it runs or when it re-ran nothing. */
export function CompareView(props: { outcome: LookupOutcome }) {
  const { outcome } = props;
  const call = useBridgeCall();
  const show = useAddressDisplay();
  const [saved, setSaved] = useState<string | null>(null);
  // The changed fields are rendered only while the comparison is open: thousands of rows each time
  // the lookup ends would hold the page, open or not.
  const [open, setOpen] = useState(false);
  const baseline = outcome.request.baseline;
  const compared = useComparison(outcome);
  // What this lookup knows of a compared account: its row's facts, else what was typed for it.
  const factsOf = (c: { raw: string; input: string }): ShownAddressFacts => {
    const row = rowOfRaw(outcome, c.raw);
    return row ? rowFacts(row) : { given: c.input };
  };
  // Only with a comparison: a running lookup publishes its 100,000 rows every second.
  const addressOf: ComparedAddress | null = compared ? (c) => show(c.raw, factsOf(c)) : null;
  if (!baseline || !compared || !addressOf) return null;
  const changed = compared.filter((c) => c.changed);

  const save = async (format: 'csv' | 'json') => {
    const failed = outcome.rows.filter((r) => r.status === 'failed').length;
    // 100,000 accounts are 16 MB of text, about a second of work: written a slice at a time, saved in parts.
    const steps =
      format === 'csv'
        ? (await import('../../shared/lookup-log/compare-csv')).comparisonToCsvSteps(compared, addressOf)
        : comparisonJsonSteps(compared, addressOf, failed);
    const content = await stepsInSlices(steps, () => false);
    if (content === undefined) return;
    try {
      const suggestedName = exportFileName(format, new Date(), undefined, 'comparison');
      const result = await call('saveFile', { suggestedName, content, format });
      setSaved(result.saved ? `Saved${result.location ? ` to ${result.location}` : ''}.` : 'Not saved.');
    } catch (error) {
      setSaved(`The file could not be saved: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <details
      className="compare-view"
      data-testid="compare-view"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        Compare field by field with the lookup of {formatDateTime(baseline.createdAt)}:{' '}
        {formatCount(changed.length)} of {formatCount(compared.length)} changed
      </summary>
      {!open ? null : changed.length > 0 ? (
        <table className="kv-table" data-testid="compare-table">
          <caption className="visually-hidden">Changed fields: previous, now and the difference</caption>
          <TableHead names={['Account', 'Field', 'Previous', 'Now', 'Difference']} />
          <tbody>
            {changed.slice(0, LISTED_CHANGES).flatMap((c) =>
              COMPARED_FIELDS.filter((field) => c.fields[field].changed).map((field) => (
                <tr
                  key={`${c.raw} ${field}`}
                  data-testid="compare-change"
                  data-raw={c.raw}
                  data-field={field}
                >
                  <th scope="row">
                    <Address raw={c.raw} {...factsOf(c)} />
                  </th>
                  <td>{FIELD_NAMES[field]}</td>
                  <td className="mono">{comparedValueText(field, c.fields[field].previous)}</td>
                  <td className="mono">{comparedValueText(field, c.fields[field].now)}</td>
                  <td className="mono" data-testid="compare-difference">
                    {comparedValueText(field, c.fields[field].difference)}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      ) : (
        <p className="muted">No compared field changed.</p>
      )}
      {open && changed.length > LISTED_CHANGES && (
        <p className="muted small" data-testid="compare-listed">
          Listing the first {formatCount(LISTED_CHANGES)} of {formatCount(changed.length)} changed accounts.
        </p>
      )}
      <p className="muted small">
        Saved files hold every compared field of every account: previous, now and the exact difference.
      </p>
      <div className="banner-actions">
        <button type="button" onClick={() => void save('csv')}>
          Save comparison as CSV
        </button>
        <button type="button" onClick={() => void save('json')}>
          Save comparison as JSON
        </button>
        {saved && (
          <span role="status" className="muted">
            {saved}
          </span>
        )}
      </div>
    </details>
  );
}
