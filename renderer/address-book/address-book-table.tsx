/**
 * The address book as a semantic <table>, virtualised with @tanstack/react-virtual: only the rows in
 * view of the `.table-scroll` region (plus a few) are in the DOM, between two spacer rows that keep the
 * scroll height. Rows are measured after rendering (wrapped text makes some taller), so the estimate
 * only has to be close. aria-rowcount/aria-rowindex tell assistive tech the real size. Strings from the
 * indexer are text, domains in full.
 */
import { elementScroll, measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, type RefObject, type UIEvent } from 'react';
import { tokenTypeLabel } from '../../shared/format/token-summary';
import { countOf, formatCount } from '../../shared/format/locale-format';
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
 * A row's height as rendered, from the ResizeObserver that watches every rendered row (its first call
 * comes after the frame's layout, before its paint). A row just rendered (no observer entry yet) keeps
 * the size known before, else the estimate: reading its height there, in the commit, laid the new table
 * out inside the task (23 ms sampled on the address book's first showing at 100,000 entries). Hidden
 * panels stay mounted, and a row in a hidden panel measures 0: that would collapse every rendered row
 * and move the scroll position, so a 0 keeps the size known before too.
 */
function measureRow(
  row: HTMLTableRowElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, HTMLTableRowElement>,
): number {
  const size = entry ? measureElement(row, entry, instance) : 0;
  if (size > 0) return size;
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(row))) ?? ROW_ESTIMATE
  );
}

/**
 * Follows the scroll region's size as the virtualiser's own `observeElementRect` does, without its read
 * of the size when it starts observing: that read, in the commit of the table's first showing, laid the
 * page out inside the task (10 ms sampled at 100,000 rows). A ResizeObserver's first call comes after
 * the frame's layout and before its paint, where the read costs nothing; until then the virtualiser
 * takes the window's height (`initialRect`), which no box of the table exceeds.
 */
function observeRegionRect(
  instance: Virtualizer<HTMLDivElement, HTMLTableRowElement>,
  report: (rect: { width: number; height: number }) => void,
): (() => void) | undefined {
  const region = instance.scrollElement;
  if (!region) return undefined;
  const observer = new ResizeObserver(() =>
    report({ width: Math.round(region.clientWidth), height: Math.round(region.clientHeight) }),
  );
  observer.observe(region, { box: 'content-box' });
  return () => observer.disconnect();
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
 * Which rows of the list are rendered as the region scrolls (measured once rendered), and the spacer
 * heights above and below them. A new list (a filter, a lookup) starts at its top; back on screen, the
 * list is where the user left it.
 */
function useAddressBookWindow(
  keys: readonly string[],
  shown: boolean,
  scrollRef: RefObject<HTMLDivElement | null>,
) {
  /** The scroll position while the region was last visible. */
  const savedTop = useRef(0);
  /** Whether the region has been on screen: its first showing has no position to put back. */
  const wasShown = useRef(false);
  // Stable while the list is: the virtualiser recomputes every row's position (100,000 of them) whenever
  // this function changes, and it re-renders on every scroll frame.
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  /** Whether the virtualiser has scrolled the region yet. */
  const scrolled = useRef(false);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders through its own state
  const virtualizer = useVirtualizer({
    count: keys.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey,
    measureElement: measureRow,
    observeElementRect: observeRegionRect,
    // The virtualiser's first act on a new region is to scroll it to its top, where a new region is
    // already: that write laid the new table out inside the task of its first showing (30 ms sampled).
    scrollToFn: (offset, options, instance) => {
      const first = !scrolled.current;
      scrolled.current = true;
      if (first && offset + (options.adjustments ?? 0) === 0) return;
      elementScroll(offset, options, instance);
    },
    initialRect: { width: 0, height: window.innerHeight },
    overscan: OVERSCAN,
    scrollMargin: HEAD_HEIGHT,
  });

  // A new filter (or a new lookup) starts at the top of the list. The first list is there already: a
  // write of the position would lay the new table out inside the task that mounts it.
  const listed = useRef(keys);
  useEffect(() => {
    if (listed.current === keys) return;
    listed.current = keys;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [keys, scrollRef]);

  // A hidden panel is scrolled to 0 while it has no box; Chromium puts it back when it shows again,
  // other engines may not: back on screen, the list is where the user left it. Chromium does so without
  // a scroll event, so the virtualiser (which last saw the region at 0) is told where it is.
  useLayoutEffect(() => {
    const region = scrollRef.current;
    if (!shown || !region) return;
    // Shown for the first time, the region and the virtualiser are both at the top: reading where the
    // region is would lay the new table out inside this task.
    if (!wasShown.current) {
      wasShown.current = true;
      return;
    }
    if (region.scrollTop !== savedTop.current) region.scrollTop = savedTop.current;
    region.dispatchEvent(new Event('scroll'));
  }, [shown, scrollRef]);

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    items,
    measure: virtualizer.measureElement,
    // With no row in range (a hidden panel has no height) the spacer keeps the full height, so the
    // scroll position survives.
    above: first ? first.start - HEAD_HEIGHT : 0,
    below: virtualizer.getTotalSize() - (last ? last.end - HEAD_HEIGHT : 0),
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

/**
 * One entry's row at `index` of the list, measured by `measure` once rendered; an account that can be
 * opened opens on a click or Enter.
 */
function AddressBookRowView(props: {
  row: AddressBookRow;
  index: number;
  measure: (row: HTMLTableRowElement | null) => void;
  openable: boolean;
  onOpen: (raw: string) => void;
}) {
  const { row, index, openable, onOpen, measure } = props;
  return (
    <tr
      ref={measure}
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
  const { items, measure, above, below, onScroll } = useAddressBookWindow(keys, props.shown, scrollRef);
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
          {items.map((item) => {
            const row = rowOf(keys[item.index]!);
            return (
              <AddressBookRowView
                key={item.key}
                row={row}
                index={item.index}
                measure={measure}
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
