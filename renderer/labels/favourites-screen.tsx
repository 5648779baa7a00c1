/**
 * The Favourites screen: the saved list (look them all up — a new lookup, the previous one kept one
 * click away — or open one as its page, over this screen), every private label (change, remove, star;
 * a page at a time, label-pages.tsx), and the labels file — CSV export and import (labels-file.tsx).
 */
import { useState } from 'react';
import { parseAddressList } from '../../shared/address/address-list';
import type { TrailStep } from '../model/account-trail';
import { AccountDetailDialog } from '../detail/lazy-account-detail';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { useLookupActions, useLookupStore } from '../model/lookup-context';
import { keepPreviousLookup } from '../model/previous-lookup';
import { useAddressDisplay } from '../model/use-address-display';
import { Address } from '../model/address';
import { requestedAccounts } from '../model/requested-accounts';
import { useSettings } from '../model/use-settings';
import { useNavigation } from '../ui/navigation';
import { StoreNotices } from '../storage/store-notices';
import { FavouriteToggle } from '../model/label-editor';
import { LabelPages } from './label-pages';
import { LabelTag } from '../ui/label-tag';
import { LabelsFile } from './labels-file';
import { useLabels } from '../model/use-labels';

/** The Favourites screen. */
export function FavouritesScreen() {
  const labels = useLabels();
  const lookup = useLookupActions();
  const { go, current: screen } = useNavigation();
  const includeBoc = useSettings().data?.preferences.includeBocDefault ?? true;

  const current = useLookupStore().getState;
  const show = useAddressDisplay(screen === 'favourites');
  // A new lookup of the favourites; the one it replaces is kept one click away (previous-lookup.ts).
  // Each is asked in the form this screen writes it, so the paste box and the table write it so too.
  const lookUpAll = (raws: readonly string[]) => {
    keepPreviousLookup(
      current().last,
      `Looking up your ${raws.length} favourite${raws.length === 1 ? '' : 's'}`,
    );
    lookup.run(requestedAccounts(parseAddressList(raws.map((raw) => show(raw)).join('\n'))), includeBoc);
    go('accounts');
  };
  // One account opens as its page, over this screen: no lookup is replaced.
  const [opened, setOpened] = useState<TrailStep | null>(null);
  const openAccount = (raw: string) => setOpened({ raw, via: 'favourite' });

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
              onClick={() => lookUpAll(labels.favourites.map((f) => f.raw))}
              data-testid="favourites-lookup"
              aria-describedby="favourites-lookup-note"
            >
              Look up all {labels.favourites.length}
            </button>{' '}
            <span id="favourites-lookup-note" className="muted small">
              Starts a new lookup on the Accounts screen; the lookup shown there now is kept one click away.
            </span>
            <ul className="favourite-list" data-testid="favourite-list">
              {labels.favourites.map((f) => (
                <li key={f.raw} data-testid="favourite" data-raw={f.raw}>
                  <button
                    type="button"
                    className="link-button mono"
                    onClick={() => openAccount(f.raw)}
                    aria-label={`Open ${labels.byRaw.get(f.raw)?.text ?? show(f.raw)}`}
                  >
                    <Address raw={f.raw} />
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
        <LabelPages onOpen={openAccount} />
      </section>
      {opened && (
        <AccountDetailDialog row={null} outcome={null} startAt={opened} onClose={() => setOpened(null)} />
      )}
    </div>
  );
}
