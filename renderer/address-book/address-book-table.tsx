/**
 * The address book as a semantic <table>, virtualised with @tanstack/react-virtual: only the rows in
 * view of the `.table-scroll` region (plus a few) are in the DOM, between two spacer rows that keep the
 * scroll height. Rows are measured after rendering (wrapped text makes some taller), so the estimate
 * only has to be close. aria-rowcount/aria-rowindex tell assistive tech the real size. Strings from the
 * indexer are text, domains in full.
 */
import { measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { tokenTypeLabel } from '../../shared/format/token-summary';
import { metadataState } from '../../shared/format/metadata-state';
import { MetadataStateBadges } from '../ui/metadata-state-badge';
import { ServerText } from '../ui/server-text';
import type { AddressBookRow } from '../model/address-book-rows';
import { LabelTag } from '../ui/label-tag';
import { Address } from '../model/address';
import { useLabelOf } from '../model/use-labels';

/**
 * Height of a one-line row in px, which styles.css gives every row at least: measuring a one-line row
 * then changes nothing, and only taller (wrapped) rows make the virtualiser re-place the rows below.
 */
const ROW_ESTIMATE = 30;
/**
 * Height of the sticky header row, where the body starts. Not measured: a measurement would re-render
 * and so re-place all 100,000 rows once more on every first showing; a few pixels off are covered by
 * the overscan, and the spacer rows keep the scroll height exact either way.
 */
const HEAD_HEIGHT = 30;
const OVERSCAN = 10;

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
 * A row's height as rendered. Hidden panels stay mounted, and a row in a hidden panel measures 0: that
 * would collapse every rendered row and move the scroll position, so a 0 keeps the size known before.
 */
function measureRow(
  row: HTMLTableRowElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, HTMLTableRowElement>,
): number {
  const size = measureElement(row, entry, instance);
  if (size > 0) return size;
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(row))) ?? ROW_ESTIMATE
  );
}

/** The cells of one row. */
function RowCells(props: { row: AddressBookRow }) {
  const { book, meta } = props.row;
  const info = meta?.token_info[0];
  // The user's own name for it, apart from the indexer's domain and token names.
  const label = useLabelOf(props.row.raw);
  const isWallet = book?.interfaces?.some((i) => i.startsWith('wallet'));
  return (
    <>
      <td className="mono" data-testid="address-book-address">
        <Address raw={props.row.raw} role={isWallet ? 'wallet' : undefined} middle />
      </td>
      <td>
        <LabelTag label={label} />
      </td>
      <td className="text">
        {book?.domain ? <ServerText text={book.domain} label="Domain" max={80} /> : ''}
      </td>
      <td>
        {book?.interfaces ? <ServerText text={book.interfaces.join(', ')} label="Interfaces" max={80} /> : ''}
      </td>
      <td>{info?.type ? tokenTypeLabel(info.type) : ''}</td>
      <td className="text">
        {info?.name !== undefined ? <ServerText text={info.name} label="Name" max={80} /> : ''}
      </td>
      <td className="text">
        {info?.symbol !== undefined ? <ServerText text={info.symbol} label="Symbol" max={40} /> : ''}
      </td>
      <td>{meta ? (meta.is_indexed ? 'indexed' : 'not yet') : ''}</td>
      <td>
        {meta && <MetadataStateBadges state={metadataState({ [props.row.raw]: meta }, props.row.raw)} />}
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
  const { keys, rowOf, total, shown, onOpen, canOpen } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  /** The scroll position while the region was last visible. */
  const savedTop = useRef(0);
  // Stable while the list is: the virtualiser recomputes every row's position (100,000 of them) whenever
  // this function changes, and it re-renders on every scroll frame.
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders through its own state
  const virtualizer = useVirtualizer({
    count: keys.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey,
    measureElement: measureRow,
    overscan: OVERSCAN,
    scrollMargin: HEAD_HEIGHT,
  });

  // A new filter (or a new lookup) starts at the top of the list.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [keys]);

  // A hidden panel is scrolled to 0 while it has no box; Chromium puts it back when it shows again,
  // other engines may not: back on screen, the list is where the user left it. Chromium does so without
  // a scroll event, so the virtualiser (which last saw the region at 0) is told where it is.
  useLayoutEffect(() => {
    const region = scrollRef.current;
    if (!shown || !region) return;
    if (region.scrollTop !== savedTop.current) region.scrollTop = savedTop.current;
    region.dispatchEvent(new Event('scroll'));
  }, [shown]);

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  // With no row in range (a hidden panel has no height) the spacer keeps the full height, so the
  // scroll position survives.
  const above = first ? first.start - HEAD_HEIGHT : 0;
  const below = virtualizer.getTotalSize() - (last ? last.end - HEAD_HEIGHT : 0);

  return (
    <div
      ref={scrollRef}
      className="table-scroll address-book-scroll"
      tabIndex={0}
      role="region"
      aria-label="Address book entries"
      onScroll={(event) => {
        if (event.currentTarget.clientHeight > 0) savedTop.current = event.currentTarget.scrollTop;
      }}
    >
      <table
        className="data-table address-book-table"
        data-testid="address-book-table"
        aria-rowcount={keys.length + 1}
        data-row-count={keys.length}
      >
        <caption className="visually-hidden">
          Address book and metadata of the last lookup (
          {keys.length === total ? `${total} addresses` : `${keys.length} of ${total} addresses shown`})
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
        <tbody>
          {above > 0 && <SpacerRow height={above} />}
          {items.map((item) => {
            const row = rowOf(keys[item.index]!);
            const openable = canOpen(row.raw);
            return (
              <tr
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
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
          })}
          {below > 0 && <SpacerRow height={below} />}
        </tbody>
      </table>
    </div>
  );
});
