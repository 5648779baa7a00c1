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
import type { Label } from '../../shared/labels/label-record';
import { FavouriteToggle, LabelEditor } from '../model/label-editor';
import { LabelTag } from '../ui/label-tag';
import { Address } from '../model/address';
import { TableHead } from '../ui/table-head';

/** Labels shown per page. */
export const LABELS_PER_PAGE = 100;

/**
 * The search and the page of labels it shows: the store's answer for it, the number of its first label,
 * and the moves to the previous and next page (a new search starts again at the first).
 */
function useLabelPaging() {
  const [search, setSearch] = useState('');
  /** The `after` of each page shown so far (the first is undefined): Previous goes back one. */
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
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
  const next = page.data?.next;
  return {
    search,
    find: (text: string) => {
      setSearch(text);
      setCursors([undefined]);
    },
    page,
    first: (cursors.length - 1) * LABELS_PER_PAGE + 1,
    previous: cursors.length === 1 ? null : () => setCursors(cursors.slice(0, -1)),
    next: !next || page.isFetching ? null : () => setCursors([...cursors, next]),
  };
}

/** What the page shows, in words: reading, nothing matches, or which labels of how many. */
function pageStatus(paging: ReturnType<typeof useLabelPaging>): string {
  const { page, first } = paging;
  const search = paging.search.trim();
  const shown = page.data?.labels.length ?? 0;
  const total = formatCount(page.data?.total ?? 0);
  if (page.isFetching && !page.data) return 'Reading your labels…';
  if (shown === 0) return `No label matches “${search}” (${total} labels in all).`;
  const range = `${formatCount(first)}–${formatCount(first + shown - 1)}`;
  return `Labels ${range}${search ? ` matching “${search}”` : ''}, of ${total} in all, in address order.`;
}

/** One page's labels, each editable in place (one at a time), starred and opened from its row. */
function LabelsTable(props: { labels: readonly Label[]; onOpen: (raw: string) => void }) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <table className="data-table" data-testid="labels-table">
      <TableHead names={['Label', 'Address', 'Actions']} />
      <tbody>
        {props.labels.map((label) => (
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
  );
}

/** Previous and Next, each disabled where there is no page to go to. */
function LabelsPager(props: { previous: (() => void) | null; next: (() => void) | null }) {
  return (
    <div className="toolbar">
      <button
        type="button"
        disabled={!props.previous}
        onClick={() => props.previous?.()}
        data-testid="labels-previous"
      >
        Previous {LABELS_PER_PAGE}
      </button>
      <button type="button" disabled={!props.next} onClick={() => props.next?.()} data-testid="labels-next">
        Next {LABELS_PER_PAGE}
      </button>
    </div>
  );
}

/** The labels table, with its search and pager; `onOpen` opens an address as its page. */
export function LabelPages(props: {
  /** Opens an address as its page (over the screen: no lookup is replaced). */
  onOpen: (raw: string) => void;
}) {
  const paging = useLabelPaging();
  const { page } = paging;
  const unreadable = page.data?.unreadable ?? 0;
  return (
    <>
      <label className="field-inline">
        <span>Find a label</span>
        <input
          type="search"
          value={paging.search}
          placeholder="label text or address"
          onChange={(e) => paging.find(e.target.value)}
          data-testid="labels-search"
        />
      </label>
      {page.error && <ErrorView error={errorInfoOf(page.error)} title="Your labels could not be read" />}
      {unreadable > 0 && (
        <p className="error-text" data-testid="labels-unreadable">
          {formatCount(unreadable)} stored label{unreadable === 1 ? '' : 's'} here could not be read (damaged
          on disk) and {unreadable === 1 ? 'is' : 'are'} not shown; the rest are.
        </p>
      )}
      {page.data && page.data.total === 0 ? (
        <p className="muted">
          No labels yet. Name an address from its row (the ✎ in the Label column) or its detail.
        </p>
      ) : (
        <>
          <p className="muted small" role="status" data-testid="labels-page-status">
            {pageStatus(paging)}
          </p>
          <LabelsTable labels={page.data?.labels ?? []} onOpen={props.onOpen} />
          <LabelsPager previous={paging.previous} next={paging.next} />
        </>
      )}
    </>
  );
}
