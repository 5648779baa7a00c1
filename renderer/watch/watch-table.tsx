/** The Watch screen's list of watched addresses: each one's last state, its history and a Remove button. */
import { Fragment, useState } from 'react';
import { formatNanotons } from '../../shared/format/amounts';
import { accountRole } from '../../shared/format/address-display';
import { useAddressDisplay } from '../model/use-address-display';
import { Address } from '../model/address';
import { LabelTag } from '../ui/label-tag';
import { useLabels } from '../model/use-labels';
import { useNavigation } from '../ui/navigation';
import type { useWatchList, WatchChange } from '../model/use-watch';
import { TableHead } from '../ui/table-head';
import { WatchHistory } from './watch-history';
import { when } from './watch-time';

/** The watch list query, as useWatchList reads it. */
type WatchListQuery = ReturnType<typeof useWatchList>['list'];

/** The card with the table; one address's history opens under its row. */
export function WatchTable({ list, change }: { list: WatchListQuery; change: WatchChange }) {
  const { current } = useNavigation();
  const labels = useLabels();
  const show = useAddressDisplay(current === 'watch');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="watch-list-heading">
      <h3 id="watch-list-heading">Watched addresses ({list.data?.entries.length ?? 0})</h3>
      {list.data && list.data.entries.length === 0 ? (
        <p className="muted">
          Nothing is watched yet. Add an address above, or use "Watch" in an account's detail.
        </p>
      ) : (
        <table className="data-table" data-testid="watch-table">
          <TableHead
            names={['Address', 'Status', 'Balance', 'Last transaction (lt)', 'Last checked', 'Actions']}
          />
          <tbody>
            {list.data?.entries.map((entry) => {
              const state = list.data.states[entry.raw];
              const role = accountRole({ status: state?.status });
              const name = labels.byRaw.get(entry.raw)?.text ?? show(entry.raw, { role });
              return (
                <Fragment key={entry.raw}>
                  <tr data-testid="watch-row" data-raw={entry.raw}>
                    <td>
                      <Address raw={entry.raw} role={role} /> <LabelTag label={labels.byRaw.get(entry.raw)} />
                    </td>
                    <td data-testid="watch-state-status">{state?.status ?? '—'}</td>
                    <td className="mono" data-testid="watch-state-balance">
                      {state?.balance ? `${formatNanotons(state.balance).text} TON` : '—'}
                    </td>
                    <td className="mono">{state?.lastTransaction?.lt ?? '—'}</td>
                    <td>{when(state?.at)}</td>
                    <td>
                      <button
                        type="button"
                        aria-expanded={open === entry.raw}
                        onClick={() => setOpen(open === entry.raw ? null : entry.raw)}
                        aria-label={`History of ${name}`}
                        data-testid="watch-history-toggle"
                      >
                        History
                      </button>{' '}
                      <button
                        type="button"
                        onClick={() => change.mutate({ kind: 'unwatch', address: entry.raw })}
                        aria-label={`Stop watching ${name}`}
                        data-testid="watch-remove"
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                  {open === entry.raw && (
                    <tr>
                      <td colSpan={6}>
                        <WatchHistory raw={entry.raw} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
