/**
 * The labels file on the Favourites screen: CSV export (the native save dialog, a download on the web)
 * and import. An import reads the file's bytes — UTF-8 with or without a byte-order mark, or UTF-16;
 * anything else is refused with the line and the byte (shared/format/text-file.ts) — and sends the text
 * whole to the labels store, which finds the separator from the header row and checks every row
 * (shared/labels/labels-csv.ts). A file with bad rows imports nothing and lists them by line; the user
 * may then import the rows that are valid.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppError } from '../../shared/errors';
import { decodeTextFile } from '../../shared/format/text-file';
import { MAX_LABELS_CSV_BYTES } from '../../shared/labels/label-record';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { invalidateBridge, useBridgeCall } from '../model/bridge-query';
import { LABEL_READS } from '../model/use-labels';
import { formatBytes } from '../../shared/byte-size';
import { countOf } from '../../shared/format/locale-format';
import { FilePickButton } from '../ui/file-pick-button';

/** A file whose rows were refused: kept so its valid rows can be imported on request. */
interface RefusedFile {
  name: string;
  text: string;
  refused: number;
}

/** The text of a chosen file, or an `invalid-input` AppError saying why it cannot be read. */
async function readLabelsFile(file: File): Promise<{ text: string; note: string }> {
  if (file.size > MAX_LABELS_CSV_BYTES)
    throw new AppError({
      kind: 'invalid-input',
      message: `“${file.name}” is ${formatBytes(file.size)}; a labels file is at most ${formatBytes(MAX_LABELS_CSV_BYTES)}.`,
    });
  const read = decodeTextFile(new Uint8Array(await file.arrayBuffer()));
  if (!read.ok) throw new AppError({ kind: 'invalid-input', message: `“${file.name}”: ${read.message}` });
  return { text: read.text, note: read.encoding === 'UTF-8' ? '' : ` (read as ${read.encoding})` };
}

/** Export and import of the labels file, with what each did. */
export function LabelsFile(props: { labelCount: number; favouriteCount: number }) {
  const call = useBridgeCall();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [refusedFile, setRefusedFile] = useState<RefusedFile | null>(null);

  const exportCsv = async () => {
    setError(null);
    setRefusedFile(null);
    try {
      const { csv } = await call('exportLabels');
      const saved = await call('saveFile', { suggestedName: 'ton-labels.csv', content: csv, format: 'csv' });
      setStatus(
        saved.saved
          ? `Saved ${props.labelCount} labels and ${props.favouriteCount} favourites${saved.location ? ` to ${saved.location}` : ''}.`
          : 'Export cancelled; nothing was saved.',
      );
    } catch (thrown) {
      setError(thrown);
    }
  };

  const importText = async (name: string, text: string, note: string, partial: boolean) => {
    try {
      const done = await call('importLabels', { csv: text, ...(partial ? { partial } : {}) });
      const skipped = done.refused.length > 0 ? `; ${countOf(done.refused.length, 'row')} skipped` : '';
      setStatus(
        `Imported ${countOf(done.labels, 'label')} and ${countOf(done.favourites, 'favourite')} from ${name}${note}${skipped}.`,
      );
    } catch (thrown) {
      const info = errorInfoOf(thrown);
      if (!partial && info.kind === 'invalid-input' && info.entries && info.entries.length > 0)
        setRefusedFile({ name, text, refused: info.entries.length });
      setError(thrown);
    } finally {
      await invalidateBridge(queryClient, LABEL_READS);
    }
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setStatus(null);
    setRefusedFile(null);
    try {
      const { text, note } = await readLabelsFile(file);
      await importText(file.name, text, note, false);
    } catch (thrown) {
      setError(thrown);
    }
  };

  const importValidRows = async (file: RefusedFile) => {
    setError(null);
    setRefusedFile(null);
    await importText(file.name, file.text, '', true);
  };

  return (
    <>
      <div className="toolbar">
        <button type="button" onClick={() => void exportCsv()} data-testid="labels-export">
          Export labels (CSV)
        </button>
        <FilePickButton
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          inputLabel="Choose a labels CSV file to import"
          onFile={(file) => void importFile(file)}
          buttonTestId="labels-import"
          inputTestId="labels-file"
        >
          Import labels…
        </FilePickButton>
      </div>
      {status && (
        <p role="status" className="muted" data-testid="labels-status">
          {status}
        </p>
      )}
      {error !== null && <ErrorView error={errorInfoOf(error)} title="The labels file could not be used" />}
      {refusedFile && (
        <button
          type="button"
          onClick={() => void importValidRows(refusedFile)}
          data-testid="labels-import-valid"
        >
          Import the other rows of {refusedFile.name}, skipping the {countOf(refusedFile.refused, 'row')}{' '}
          listed
        </button>
      )}
    </>
  );
}
