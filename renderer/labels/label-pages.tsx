/**
 * The Favourites screen's table of the user's labels, a page at a time from the store (`listLabelsPage`):
 * 100,000 labels open as fast as 100 do. In address order, with a search over text and address, and
 * the count of labels the store could not read (damaged on disk) — counted, never silently left out.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { errorInfoOf } from '../bridge/bridge-context';
import { useBridgeQuery } from '../model/bridge-query';
import { ErrorView } from '../errors/error-view';
import { formatCount } from '../../shared/format/locale-format';
import { FavouriteToggle, LabelEditor } from '../model/label-editor';
import { LabelTag } from '../ui/label-tag';
import { Address } from '../model/address';
import { TableHead } from '../ui/table-head';

/** Labels shown per page. */
export const LABELS_PER_PAGE = 100;

/** The labels table, with its search and pager; `onOpen` opens an address as its page. */
export function LabelPages(props: {
  /** Opens an address as its page (over the screen: no lookup is replaced). */
  onOpen: (raw: string) => void;
}) {
  const [search, setSearch] = useState('');
  /** The `after` of each page shown so far (the first is undefined): Previous goes back one. */
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [editing, setEditing] = useState<string | null>(null);
  const after = cursors.at(-1);
  const page = useBridgeQuery(
    'listLabelsPage',
    {
      limit: LABELS_PER_PAGE,
      ...(after ? { after } : {}),
      ...(search.trim() ? { search: search.trim() } : {}),
    },
    { placeholderData: keepPreviousData, retry: false },
  );
  const first = (cursors.length - 1) * LABELS_PER_PAGE + 1;
  const shown = page.data?.labels ?? [];

  return (
    <>
      <label className="field-inline">
        <span>Find a label</span>
        <input
          type="search"
          value={search}
          placeholder="label text or address"
          onChange={(e) => {
            setSearch(e.target.value);
            setCursors([undefined]);
          }}
          data-testid="labels-search"
        />
      </label>
      {page.error && <ErrorView error={errorInfoOf(page.error)} title="Your labels could not be read" />}
      {page.data && page.data.unreadable > 0 && (
        <p className="error-text" data-testid="labels-unreadable">
          {formatCount(page.data.unreadable)} stored label{page.data.unreadable === 1 ? '' : 's'} here could
          not be read (damaged on disk) and {page.data.unreadable === 1 ? 'is' : 'are'} not shown; the rest
          are.
        </p>
      )}
      {page.data && page.data.total === 0 ? (
        <p className="muted">
          No labels yet. Name an address from its row (the ✎ in the Label column) or its detail.
        </p>
      ) : (
        <>
          <p className="muted small" role="status" data-testid="labels-page-status">
            {page.isFetching && !page.data
              ? 'Reading your labels…'
              : shown.length === 0
                ? `No label matches “${search.trim()}” (${formatCount(page.data?.total ?? 0)} labels in all).`
                : `Labels ${formatCount(first)}–${formatCount(first + shown.length - 1)}${search.trim() ? ` matching “${search.trim()}”` : ''}, of ${formatCount(page.data?.total ?? 0)} in all, in address order.`}
          </p>
          <table className="data-table" data-testid="labels-table">
            <TableHead names={['Label', 'Address', 'Actions']} />
            <tbody>
              {shown.map((label) => (
                <tr key={label.raw} data-raw={label.raw} data-testid="label-row">
                  <td>
                    {editing === label.raw ? (
                      <LabelEditor raw={label.raw} compact onDone={() => setEditing(null)} />
                    ) : (
                      <LabelTag label={label} />
                    )}
                  </td>
                  <td>
                    <Address raw={label.raw} />
                  </td>
                  <td>
                    <button type="button" onClick={() => setEditing(label.raw)}>
                      Edit
                    </button>{' '}
                    <FavouriteToggle raw={label.raw} />{' '}
                    <button type="button" onClick={() => props.onOpen(label.raw)}>
                      Open
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="toolbar">
            <button
              type="button"
              disabled={cursors.length === 1}
              onClick={() => setCursors(cursors.slice(0, -1))}
              data-testid="labels-previous"
            >
              Previous {LABELS_PER_PAGE}
            </button>
            <button
              type="button"
              disabled={!page.data?.next || page.isFetching}
              onClick={() => page.data?.next && setCursors([...cursors, page.data.next])}
              data-testid="labels-next"
            >
              Next {LABELS_PER_PAGE}
            </button>
          </div>
        </>
      )}
    </>
  );
}
