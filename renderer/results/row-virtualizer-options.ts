/**
 * The options of the results table's virtualiser (only the rows in view, and a few around them, are in
 * the DOM), made apart from the table's render: the virtualiser keeps the options of its first render
 * for as long as the table lives, and a closure keeps the whole scope it was made in — options made
 * in the table's render kept the first rows it showed (100,000 pending rows) alive after the lookup.
 */
import type { RefObject } from 'react';
import type { VirtualizerOptions } from '@tanstack/react-virtual';

type RowVirtualizerOptions = Pick<
  VirtualizerOptions<HTMLDivElement, Element>,
  'count' | 'getScrollElement' | 'estimateSize' | 'overscan' | 'scrollMargin'
>;

/** `count` rows of `rowHeight` pixels under a header of `headerHeight`, scrolled in `scrollRef`. */
export function rowVirtualizerOptions(
  count: number,
  scrollRef: RefObject<HTMLDivElement | null>,
  rowHeight: number,
  headerHeight: number,
): RowVirtualizerOptions {
  return {
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    scrollMargin: headerHeight,
  };
}
