/**
 * The Favourites screen: the saved list (look them all up, or one, in one click), every private label
 * (change, remove, star), and the labels file — CSV export and import (shared/labels/labels-csv.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { parseAddressList } from '../../shared/address';
import { errorInfoOf, unwrap, useBridge } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { useLookupActions } from '../lookup/lookup-context';
import { readTextFile } from '../lookup/read-text-file';
import { requestedAccounts } from '../lookup/requested-accounts';
import { useSettings } from '../settings/use-settings';
import { useNavigation } from '../ui/navigation';
import { FavouriteToggle } from './label-editor';
import { LabelPages } from './label-pages';
import { LabelTag } from './label-tag';
import { StoreNotices } from '../storage/store-notices';
import { LABELS_KEY, useLabels } from './use-labels';

/** The Favourites screen. */
export function FavouritesScreen() {
  const { bridge } = useBridge();
  const labels = useLabels();
  const lookup = useLookupActions();
  const { go } = useNavigation();
  const includeBoc = useSettings().data?.preferences.includeBocDefault ?? true;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const lookUp = (raws: readonly string[]) => {
    lookup.run(requestedAccounts(parseAddressList(raws.join('\n'))), includeBoc);
    go('accounts');
  };

  const exportCsv = async () => {
    setError(null);
    try {
      const { csv } = await unwrap(bridge.exportLabels());
      const saved = await unwrap(
        bridge.saveFile({ suggestedName: 'ton-labels.csv', content: csv, format: 'csv' }),
      );
      setStatus(
        saved.saved
          ? `Saved ${labels.byRaw.size} labels and ${labels.favourites.length} favourites${saved.location ? ` to ${saved.location}` : ''}.`
          : 'Export cancelled; nothing was saved.',
      );
    } catch (thrown) {
      setError(thrown);
    }
  };

  const importCsv = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const read = await readTextFile(file);
    if (!read.ok) {
      setError(new Error(read.error));
      return;
    }
    try {
      const done = await unwrap(bridge.importLabels({ csv: read.text }));
      setStatus(`Imported ${done.labels} labels and ${done.favourites} favourites from ${file.name}.`);
    } catch (thrown) {
      setError(thrown);
    } finally {
      await queryClient.invalidateQueries({ queryKey: LABELS_KEY });
    }
  };

  return (
    <div className="screen" data-testid="favourites">
      <h2>Favourites and your labels</h2>
      <StoreNotices store="labels" />
      <p className="muted small">
        Your labels and favourites are kept on this machine only, beside the lookup log. A label shows
        wherever its address does, marked <span className="mine-tag">mine</span> so it is never taken for the
        indexer's domain or token name.
      </p>
      {labels.error !== null && (
        <ErrorView error={errorInfoOf(labels.error)} title="Your labels could not be read" />
      )}
      <section className="card" aria-labelledby="favourites-heading">
        <h3 id="favourites-heading">Favourites</h3>
        {labels.favourites.length === 0 ? (
          <p className="muted">
            No favourites yet. Star an address in its detail (or below) to keep it here.
          </p>
        ) : (
          <>
            <button
              type="button"
              className="primary"
              onClick={() => lookUp(labels.favourites.map((f) => f.raw))}
              data-testid="favourites-lookup"
            >
              Look up all {labels.favourites.length}
            </button>
            <ul className="favourite-list" data-testid="favourite-list">
              {labels.favourites.map((f) => (
                <li key={f.raw} data-testid="favourite" data-raw={f.raw}>
                  <button
                    type="button"
                    className="link-button mono"
                    onClick={() => lookUp([f.raw])}
                    aria-label={`Look up ${labels.byRaw.get(f.raw)?.text ?? f.raw}`}
                  >
                    {f.raw}
                  </button>{' '}
                  <LabelTag label={labels.byRaw.get(f.raw)} /> <FavouriteToggle raw={f.raw} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="card" aria-labelledby="labels-heading">
        <h3 id="labels-heading">Your labels</h3>
        <div className="toolbar">
          <button type="button" onClick={() => void exportCsv()} data-testid="labels-export">
            Export labels (CSV)
          </button>
          <button type="button" onClick={() => fileInput.current?.click()} data-testid="labels-import">
            Import labels…
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="visually-hidden"
            tabIndex={-1}
            aria-label="Choose a labels CSV file to import"
            onChange={(e) => {
              void importCsv(e.target.files?.[0]);
              e.target.value = '';
            }}
            data-testid="labels-file"
          />
        </div>
        {status && (
          <p role="status" className="muted" data-testid="labels-status">
            {status}
          </p>
        )}
        {error !== null && <ErrorView error={errorInfoOf(error)} title="The labels file could not be used" />}
        <LabelPages onLookUp={lookUp} />
      </section>
    </div>
  );
}
