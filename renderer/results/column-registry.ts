/**
 * Every column the results table can show: the built-in groups (one file each under columns/) and
 * whatever extra specs a caller adds (contract insight's decoded fields, the user's labels), in one
 * list the picker, the table, the filter and the exports read alike. Ids are unique: a later spec with
 * an id already taken is left out (the built-in one wins), so a stored preference always means one column.
 */
import type { ColumnSpec } from '../model/column-spec';
import { ACCOUNT_COLUMNS } from './columns/account-columns';
import { CONTRACT_KIND_COLUMNS } from './columns/contract-kind-columns';
import { TOKEN_COLUMNS } from './columns/token-columns';

/** Ids of the built-in columns in their default order: those shown at first come first. */
const ORDER = [
  'index',
  'address',
  'status',
  'balance',
  'kind',
  'token',
  'domain',
  'input',
  'interfaces',
  'extra',
  'last-tx',
  'raw',
];

const BUILT_IN: readonly ColumnSpec[] = [...ACCOUNT_COLUMNS, ...CONTRACT_KIND_COLUMNS, ...TOKEN_COLUMNS].sort(
  (a, b) => ORDER.indexOf(a.id) - ORDER.indexOf(b.id),
);

/** Columns that stay in view when the table scrolls sideways (after the selection box). */
export const STICKY_COLUMNS: ReadonlySet<string> = new Set(['index', 'address']);

/**
 * Default columns that stay last, after any column the user shows: a column added (USD₮ held, a
 * contract field) lands beside the token, inside a 1366 px window, not past the right edge.
 */
const TRAILING: ReadonlySet<string> = new Set(['domain', 'label']);

/**
 * Every column in its place: the shown-by-default ones (built-in, then extras), the rest (built-in,
 * then extras) where a column the user adds appears, then the trailing defaults (domain, your label).
 */
export function allColumns(extra: readonly ColumnSpec[] = []): readonly ColumnSpec[] {
  const seen = new Set(BUILT_IN.map((c) => c.id));
  const added = extra.filter((c) => !seen.has(c.id) && (seen.add(c.id), true));
  const all = [...BUILT_IN, ...added];
  return [
    ...all.filter((c) => c.defaultVisible && !TRAILING.has(c.id)),
    ...all.filter((c) => !c.defaultVisible),
    ...all.filter((c) => c.defaultVisible && TRAILING.has(c.id)),
  ];
}

/** What the user chose: shown ids (absent: defaults) and dragged widths. */
export interface ColumnChoice {
  readonly visible?: readonly string[] | undefined;
  readonly widths?: Readonly<Record<string, number>> | undefined;
}

/** A column as the table draws it: its spec and its width now. */
export interface ShownColumn {
  readonly spec: ColumnSpec;
  readonly width: number;
}

/** The shown columns in order, each at the user's width (never below its minimum). */
export function shownColumns(
  columns: readonly ColumnSpec[],
  choice: ColumnChoice | undefined,
): ShownColumn[] {
  const visible = choice?.visible ? new Set(choice.visible) : null;
  return columns
    .filter((c) => (visible ? visible.has(c.id) : c.defaultVisible))
    .map((spec) => ({ spec, width: Math.max(spec.minWidth ?? 40, choice?.widths?.[spec.id] ?? spec.width) }));
}
