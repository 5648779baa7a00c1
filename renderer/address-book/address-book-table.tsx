/**
 * The address book as a semantic <table>, windowed by the results table's own row-window.ts: every row is
 * one line of one fixed height, so which rows are in view of the `.table-scroll` region follows from its
 * scroll offset alone, and only those (plus a few) are in the DOM, between two spacer rows that keep the
 * scroll height. Nothing is kept or measured per row: a general virtualiser (its rows wrapped, so each was
 * measured) made a pass over all 100,000 on the first showing. Text that does not fit its cell is cut
 * with an ellipsis, whole in the DOM (selected and copied whole) and in the cell's title.
 * aria-rowcount/aria-rowindex tell assistive tech the real size. Strings from the indexer are text.
 */
import { memo, useEffect, useLayoutEffect, useRef, useState, type RefObject, type UIEvent } from 'react';
import { flushSync } from 'react-dom';
import { tokenTypeLabel } from '../../shared/format/token-summary';
import { countOf, formatCount } from '../../shared/format/locale-format';
import { metadataState } from '../../shared/format/metadata-state';
import { markedText } from '../../shared/format/text-safety';
import { MetadataStateBadges } from '../ui/metadata-state-badge';
import { ServerText } from '../ui/server-text';
import type { AddressBookRow } from '../model/address-book-rows';
import { LabelTag } from '../ui/label-tag';
import { Address } from '../model/address';
import { useLabelOf } from '../model/use-labels';
import { useRowWindow } from '../results/row-window';

/** Height of every row in px, which styles.css gives them (one line each). */
const ROW_HEIGHT = 30;
/** Height of the sticky header row above the rows, inside the scroll region. */
const HEAD_HEIGHT = 30;
const OVERSCAN = 10;
/** Characters of a server text in a cell's title: never the whole of a 1 MB domain. */
const TITLE_MAX = 200;

const COLUMNS = [
  'Address',
  'Your label',
  'Domain',
  'Interfaces',
  'Token type',
  'Name',
  'Symbol',
  'Metadata',
  'Flags',
] as const;

/**
 * The scroll region's height, read where reading it costs nothing: in a ResizeObserver's calls, after
 * the frame's layout and before its paint. `undefined` until then, and the table renders no row: its
 * first frame renders the rows that fit, once, before it paints. A hidden screen measures 0, which
 * keeps the height known before.
 */
function useRegionHeight(scrollRef: RefObject<HTMLDivElement | null>): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const region = scrollRef.current;
    if (!region) return;
    const observer = new ResizeObserver(() => {
      const next = region.clientHeight;
      if (next > 0) flushSync(() => setHeight(next));
    });
    observer.observe(region);
    return () => observer.disconnect();
  }, [scrollRef]);
  return height;
}

/** A cell's server text as its title: cut to a bound, every bidi control or hidden character a marker. */
const titleOf = (text: string | null | undefined) => (text ? markedText(text, TITLE_MAX) : undefined);

/** The cells of one row; each server text's cell has it (cut to a bound) as its title. */
function RowCells(props: { row: AddressBookRow }) {
  const { book, meta } = props.row;
  const info = meta?.token_info[0];
  // The user's own name for it, apart from the indexer's domain and token names.
  const label = useLabelOf(props.row.raw);
  const isWallet = book?.interfaces?.some((i) => i.startsWith('wallet'));
  const interfaces = book?.interfaces?.join(', ');
  const type = info?.type ? tokenTypeLabel(info.type) : '';
  return (
    <>
      <td className="mono" data-testid="address-book-address">
        <Address raw={props.row.raw} role={isWallet ? 'wallet' : undefined} middle />
      </td>
      <td>
        <LabelTag label={label} />
      </td>
      <td className="text" title={titleOf(book?.domain)}>
        {book?.domain ? <ServerText text={book.domain} label="Domain" max={80} /> : ''}
      </td>
      <td title={titleOf(interfaces)}>
        {interfaces ? <ServerText text={interfaces} label="Interfaces" max={80} /> : ''}
      </td>
      <td title={type || undefined}>{type}</td>
      <td className="text" title={titleOf(info?.name)}>
        {info?.name !== undefined ? <ServerText text={info.name} label="Name" max={80} /> : ''}
      </td>
      <td className="text" title={titleOf(info?.symbol)}>
        {info?.symbol !== undefined ? <ServerText text={info.symbol} label="Symbol" max={40} /> : ''}
      </td>
      <td>{meta ? (meta.is_indexed ? 'indexed' : 'not yet') : ''}</td>
      <td>
        {meta && (
          <MetadataStateBadges state={metadataState(new Map([[props.row.raw, meta]]), props.row.raw)} />
        )}
      </td>
    </>
  );
}

/** A row that only holds open the height of the rows that are not rendered. */
function SpacerRow(props: { height: number }) {
  return (
    <tr className="address-book-spacer" aria-hidden="true">
      <td colSpan={COLUMNS.length} style={{ height: props.height }} />
    </tr>
  );
}

/**
 * Which rows of the list are rendered as the region scrolls, and the spacer heights above and below
 * them. A new list (a filter, a lookup) starts at its top; back on screen, the list is where the user
 * left it.
 */
function useAddressBookWindow(
  keys: readonly string[],
  shown: boolean,
  scrollRef: RefObject<HTMLDivElement | null>,
) {
  const count = keys.length;
  /** The scroll position while the region was last visible. */
  const savedTop = useRef(0);
  /** Whether the region has been on screen: its first showing has no position to put back. */
  const wasShown = useRef(false);
  const rowWindow = useRowWindow({
    count,
    rowHeight: ROW_HEIGHT,
    headerHeight: HEAD_HEIGHT,
    viewportHeight: useRegionHeight(scrollRef),
    overscan: OVERSCAN,
    scrollRef,
  });

  // A new filter (or a new lookup) starts at the top of the list. The first list is there already: a
  // write of the position would lay the new table out inside the task that mounts it.
  const listed = useRef(keys);
  useEffect(() => {
    if (listed.current === keys) return;
    listed.current = keys;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [keys, scrollRef]);

  // A hidden panel may be scrolled to 0 while it has no box; Chromium puts it back when it shows again,
  // other engines may not: back on screen, the list is where the user left it. Chromium does so without
  // a scroll event, so the window (which last saw the region at 0) is told where it is.
  useLayoutEffect(() => {
    const region = scrollRef.current;
    if (!shown || !region) return;
    // Shown for the first time, the region and the window are both at the top: reading where the
    // region is would lay the new table out inside this task.
    if (!wasShown.current) {
      wasShown.current = true;
      return;
    }
    if (region.scrollTop !== savedTop.current) region.scrollTop = savedTop.current;
    region.dispatchEvent(new Event('scroll'));
  }, [shown, scrollRef]);

  const { rows } = rowWindow;
  const first = rows[0]?.index ?? 0;
  const end = rows.length > 0 ? rows[rows.length - 1]!.index + 1 : 0;
  return {
    rows,
    above: first * ROW_HEIGHT,
    // With no row rendered yet (or in a hidden panel) the spacer keeps the full height.
    below: (count - end) * ROW_HEIGHT,
    onScroll: (event: UIEvent<HTMLDivElement>) => {
      if (event.currentTarget.clientHeight > 0) savedTop.current = event.currentTarget.scrollTop;
    },
  };
}

/** The caption (how many entries are shown of how many), the columns and the header row. */
function AddressBookHead(props: { count: number; total: number }) {
  const { count, total } = props;
  return (
    <>
      <caption className="visually-hidden">
        Address book and metadata of the last lookup (
        {count === total
          ? countOf(total, 'address', 'addresses')
          : `${formatCount(count)} of ${countOf(total, 'address', 'addresses')} shown`}
        )
      </caption>
      <colgroup>
        {COLUMNS.map((label, i) => (
          <col key={label} className={`address-book-col-${i + 1}`} />
        ))}
      </colgroup>
      <thead>
        <tr aria-rowindex={1}>
          {COLUMNS.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}

/** One entry's row at `index` of the list; an account that can be opened opens on a click or Enter. */
function AddressBookRowView(props: {
  row: AddressBookRow;
  index: number;
  openable: boolean;
  onOpen: (raw: string) => void;
}) {
  const { row, index, openable, onOpen } = props;
  return (
    <tr
      data-index={index}
      aria-rowindex={index + 2}
      data-raw={row.raw}
      data-testid="address-book-row"
      className={openable ? 'openable-row' : undefined}
      tabIndex={openable ? 0 : undefined}
      title={openable ? 'Open this account (Enter)' : undefined}
      onClick={openable ? () => onOpen(row.raw) : undefined}
      onKeyDown={
        openable
          ? (event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onOpen(row.raw);
            }
          : undefined
      }
    >
      <RowCells row={row} />
    </tr>
  );
}

/**
 * The table of the addresses `keys` (already filtered), each row made by `rowOf` when it is rendered;
 * `total` is how many entries there are before filtering; `shown` whether its screen is the visible one.
 */
export const AddressBookTable = memo(function AddressBookTable(props: {
  keys: readonly string[];
  rowOf: (raw: string) => AddressBookRow;
  total: number;
  shown: boolean;
  /** Opens the account of a row (click or Enter), where `canOpen` says it can be opened. */
  onOpen: (raw: string) => void;
  canOpen: (raw: string) => boolean;
}) {
  const { keys, rowOf, canOpen } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rows, above, below, onScroll } = useAddressBookWindow(keys, props.shown, scrollRef);
  return (
    <div
      ref={scrollRef}
      className="table-scroll address-book-scroll"
      tabIndex={0}
      role="region"
      aria-label="Address book entries"
      onScroll={onScroll}
    >
      <table
        className="data-table address-book-table"
        data-testid="address-book-table"
        aria-rowcount={keys.length + 1}
        data-row-count={keys.length}
      >
        <AddressBookHead count={keys.length} total={props.total} />
        <tbody>
          {above > 0 && <SpacerRow height={above} />}
          {rows.map(({ index }) => {
            const row = rowOf(keys[index]!);
            return (
              <AddressBookRowView
                key={row.raw}
                row={row}
                index={index}
                openable={canOpen(row.raw)}
                onOpen={props.onOpen}
              />
            );
          })}
          {below > 0 && <SpacerRow height={below} />}
        </tbody>
      </table>
    </div>
  );
});
