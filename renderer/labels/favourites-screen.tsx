/**
 * The Favourites screen: the saved list (look them all up, or one, in one click), every private label
 * (change, remove, star; a page at a time, label-pages.tsx), and the labels file — CSV export and import (labels-file.tsx).
 */
import { parseAddressList } from '../../shared/address';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { useLookupActions } from '../model/lookup-context';
import { useAddressDisplay } from '../lookup/use-address-display';
import { requestedAccounts } from '../model/requested-accounts';
import { useSettings } from '../model/use-settings';
import { useNavigation } from '../ui/navigation';
import { StoreNotices } from '../storage/store-notices';
import { FavouriteToggle } from './label-editor';
import { LabelPages } from './label-pages';
import { LabelTag } from './label-tag';
import { LabelsFile } from './labels-file';
import { useLabels } from '../model/use-labels';

/** The Favourites screen. */
export function FavouritesScreen() {
  const labels = useLabels();
  const lookup = useLookupActions();
  const { go, current } = useNavigation();
  const includeBoc = useSettings().data?.preferences.includeBocDefault ?? true;

  const lookUp = (raws: readonly string[]) => {
    lookup.run(requestedAccounts(parseAddressList(raws.join('\n'))), includeBoc);
    go('accounts');
  };

  const show = useAddressDisplay(current === 'favourites');
  return (
    <div className="screen" data-testid="favourites">
      <h2>Favourites and your labels</h2>
      <StoreNotices store="labels" />
      <p className="muted small">
        Your labels and favourites are kept on this machine only, beside the lookup log. A label shows
        wherever its address does, marked <span className="mine-tag">your label</span> so it is never taken
        for the indexer's domain or token name.
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
                    aria-label={`Look up ${labels.byRaw.get(f.raw)?.text ?? show(f.raw)}`}
                  >
                    {show(f.raw)}
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
        <LabelsFile labelCount={labels.byRaw.size} favouriteCount={labels.favourites.length} />
        <LabelPages onLookUp={lookUp} show={show} />
      </section>
    </div>
  );
}
