/**
 * Export of the results: all rows or the selected ones, as CSV or JSON through the bridge's `saveFile`
 * (the native save dialog in Electron, a download in the browser), or copied as tab-separated text for
 * a spreadsheet. The files are built by shared/export, so the CLI's `--csv` writes the same columns.
 */
import { useState } from 'react';
import { exportFileName } from '../../shared/export/export-file-name';
import { accountAnnotator } from '../../shared/contracts/account-annotation';
import type { ExportRecord } from '../../shared/export/export-record';
import { indexerNetwork, type IndexerNetwork } from '../../shared/settings/network';
import { errorInfoOf, unwrap, useBridge } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { resultOf, type LookupOutcome } from '../model/lookup-outcome';
import { copyText } from '../ui/copy-button';
import type { ColumnSpec } from '../model/column-spec';
import type { ResultRow } from '../model/result-rows';
import { formatCount } from '../../shared/format/locale-format';

/** The network of an outcome: the indexer's own `global_id` when known, else the profile (one rule with the CLI). */
export function networkOf(outcome: LookupOutcome): IndexerNetwork {
  const { id, baseUrl } = outcome.request.profile;
  return indexerNetwork({ baseUrl, profileId: id, globalId: outcome.request.lastBlock?.global_id });
}

/** The export module (CSV writer included), loaded at the first export rather than with the first screen. */
const exportModule = async () => ({
  ...(await import('../../shared/export/export-record')),
  ...(await import('../../shared/export/export-formats')),
});

/** Records of `rows` (in their shown order) for export. */
async function recordsOf(outcome: LookupOutcome, rows: readonly ResultRow[]): Promise<ExportRecord[]> {
  const { exportRecords } = await exportModule();
  const pending = new Set(rows.filter((r) => r.status === 'pending').map((r) => r.raw));
  const result = resultOf(outcome);
  const network = networkOf(outcome);
  return exportRecords({
    accounts: rows.map((r) => ({ raw: r.raw, input: r.requested.input })),
    result,
    network,
    failed: new Set(outcome.failed.keys()),
    pending,
    annotate: accountAnnotator(result, network),
  });
}

/** The bar's buttons: format, words, test id. */
const EXPORT_BUTTONS = [
  ['csv', 'CSV', 'export-csv'],
  ['json', 'JSON', 'export-json'],
  ['tsv', 'Copy for spreadsheet', 'copy-tsv'],
] as const;
type Format = (typeof EXPORT_BUTTONS)[number][0];

/** Export and copy controls over the shown rows, or the selected ones when there are any. */
export function ExportBar(props: {
  outcome: LookupOutcome;
  rows: readonly ResultRow[];
  selected: ReadonlySet<string>;
  extraColumns?: readonly ColumnSpec[];
}) {
  const { outcome, rows, selected, extraColumns = [] } = props;
  const { bridge } = useBridge();
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const chosen = selected.size > 0 ? rows.filter((r) => selected.has(r.raw)) : rows;
  const what =
    selected.size > 0 ? `${formatCount(chosen.length)} selected` : `${formatCount(chosen.length)} shown`;

  const run = async (format: Format) => {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      const { toCsv, toJson, toTsv } = await exportModule();
      const records = await recordsOf(outcome, chosen);
      // The shown columns the fixed record lacks, each value as exact as the column's text.
      const extra = extraColumns.map((c) => ({
        header: c.label,
        values: chosen.map((row) => c.text?.(row)),
      }));
      if (format === 'tsv') {
        const ok = await copyText(toTsv(records, extra));
        setStatus(
          ok
            ? `Copied ${formatCount(records.length)} rows as tab-separated text.`
            : 'The clipboard refused the copy.',
        );
        return;
      }
      const content =
        format === 'csv'
          ? toCsv(records, { extra })
          : toJson(records, {
              network: networkOf(outcome),
              indexer: outcome.request.profile.baseUrl,
              profile: outcome.request.profile.name,
              lastBlock: outcome.request.lastBlock
                ? { seqno: outcome.request.lastBlock.seqno, gen_utime: outcome.request.lastBlock.gen_utime }
                : null,
            });
      const saved = await unwrap(
        bridge.saveFile({ suggestedName: exportFileName(format, new Date()), content, format }),
      );
      setStatus(
        saved.saved
          ? `Exported ${formatCount(records.length)} rows as ${format.toUpperCase()}${saved.location ? ` to ${saved.location}` : ''}.`
          : 'Export cancelled; nothing was saved.',
      );
    } catch (thrown) {
      setError(thrown);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="export-bar" role="group" aria-label="Export results" data-testid="export-bar">
      <span className="muted small">Export {what}:</span>
      {EXPORT_BUTTONS.map(([format, label, testId]) => (
        <button
          key={format}
          type="button"
          disabled={busy || chosen.length === 0}
          onClick={() => void run(format)}
          data-testid={testId}
        >
          {label}
        </button>
      ))}
      {status && (
        <span className="muted small" role="status" data-testid="export-status">
          {status}
        </span>
      )}
      {error !== null && <ErrorView error={errorInfoOf(error)} title="The export failed" />}
    </div>
  );
}
