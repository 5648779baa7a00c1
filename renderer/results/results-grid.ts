/**
 * The results table's grid: rows and header of one fixed height (so which rows are in view follows from
 * the scroll offset: nothing is measured), the selection box's column first, then the shown columns at
 * their widths — set as CSS variables the header and every row read — with the sticky ones leading.
 */
import type { CSSProperties } from 'react';
import { STICKY_COLUMNS, type ShownColumn } from './column-registry';

/** Row height in px. */
export const ROW_HEIGHT = 40;
/** The sticky header row's height in px, inside the scroll container above the rows. */
export const HEADER_HEIGHT = 40;
/** The selection box's column. */
export const SELECT_WIDTH = 36;

/** Left offsets of the sticky columns (they lead the list; the selection box is first). */
export function stickyOffsets(columns: readonly ShownColumn[]): Map<string, number> {
  const offsets = new Map<string, number>();
  let left = SELECT_WIDTH;
  for (const { spec, width } of columns) {
    if (!STICKY_COLUMNS.has(spec.id)) break;
    offsets.set(spec.id, left);
    left += width;
  }
  return offsets;
}

/** The grid's columns and full width as the CSS variables the table's stylesheet reads (styles.css). */
export function gridStyle(columns: readonly ShownColumn[]): CSSProperties {
  const tableWidth = SELECT_WIDTH + columns.reduce((sum, c) => sum + c.width, 0);
  return {
    '--cols': `${SELECT_WIDTH}px ${columns.map((c) => `${c.width}px`).join(' ')}`,
    '--table-width': `${tableWidth}px`,
  } as CSSProperties;
}
