/**
 * What one column of the results table is: the one shape every column group uses (the built-in ones,
 * the contract-insight ones, the user's labels), so a column picker, resizing, filtering and exports can
 * treat them alike without knowing where a column comes from.
 */
import type { ReactNode } from 'react';
import type { DerivedValues } from './derived-values';
import type { ResultRow, RowFacts } from './result-rows';

/** One column of the results table. */
export interface ColumnSpec {
  /** Stable id, kept in the user's column preferences (kebab-case, unique across all groups). */
  readonly id: string;
  /** Header text. */
  readonly label: string;
  /** Which group the picker lists it under, e.g. "Account", "Contract", "Tokens", "Yours". */
  readonly group: string;
  /** Width in px before the user resizes it. */
  readonly width: number;
  /** Narrowest the user may make it. */
  readonly minWidth?: number;
  /** Shown without the user asking for it. */
  readonly defaultVisible: boolean;
  /** Extra class on the cell and header (e.g. "num" for right-aligned figures). */
  readonly className?: string;
  /**
   * The cell's content. May be a component that reads its own store (decoded contract fields arrive
   * after the row does): the table re-renders a row only when the row object changes.
   */
  readonly cell: (row: ResultRow) => ReactNode;
  /**
   * The value as plain text, for the filter, sorting and exports; undefined when not known (yet).
   * Must be exact (an amount in full, an address whole) — never the shortened text of the cell.
   */
  readonly text?: (row: ResultRow) => string | undefined;
  /**
   * Orders two rows by this column; without it the column sorts by `text`, if it has one. `facts` are
   * what is known beside the rows (a look-alike mark, a lock): a column showing one sorts by it.
   */
  readonly compare?: (a: ResultRow, b: ResultRow, facts: RowFacts) => number;
  /**
   * Instead of `compare`, a text per row whose code-unit order is this column's ascending order, made
   * once per row when the table sorts by it: for a value costly to read or compare (an exact balance).
   */
  readonly sortKey?: (row: ResultRow) => string;
  /** The direction of a first click on the header: `desc` where the largest is what is looked for (a balance). */
  readonly firstSort?: 'asc' | 'desc';
  /**
   * For a column whose values are derived behind the bridge on request: how to ask for any rows'
   * values and know when each is settled — an export asks for every row it writes and waits.
   */
  readonly derived?: DerivedValues;
}
