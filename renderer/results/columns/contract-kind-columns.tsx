/**
 * What the contract is: its kind (computed once per row by shared/contracts — code hash first, then
 * the indexer's interfaces) and the indexer's interfaces as sent.
 */
import { accountField } from '../../../shared/jobs/account-field';
import { shortenText } from '../../../shared/format/text-safety';
import { ServerText } from '../../ui/server-text';
import type { ColumnSpec } from '../../model/column-spec';
import { rowKind, type ResultRow } from '../../model/result-rows';
import type { Identification } from '../../../shared/contracts/identify';

const GROUP = 'Contract';

const interfacesOf = (row: ResultRow): readonly string[] =>
  accountField(row, 'interfaces') ?? row.book?.interfaces ?? [];

/**
 * Where a kind's name came from: the exact contract a known code is (`wallet v4 r2`, `USD₮ jetton
 * wallet (stablecoin contract, library cell)`), or the interface that named it.
 */
function kindSource(kind: Identification): string {
  if (kind.kind_source === 'code_hash')
    return `${kind.name} — known code (${kind.code_source ?? 'code hash'})`;
  // The interface name is the indexer's text: bounded, as every title of server text is.
  if (kind.kind_source === 'interfaces')
    return `${kind.name} — from the indexer's interface ${shortenText(kind.interface ?? '', 200).shown}`;
  return 'Not a known code, and the indexer named no interface';
}

/** The Kind cell's title: where its name came from — after why, when the cell names the code only. */
function kindTitle(row: ResultRow, label: string): string | undefined {
  const kind = row.kind;
  if (!kind) return undefined;
  return kind.outside_collections
    ? `${label}: its data names another collection than the one its name needs, so it is no such name (anyone can deploy this code). ${kindSource(kind)}`
    : kindSource(kind);
}

/** The built-in contract columns. */
export const CONTRACT_KIND_COLUMNS: readonly ColumnSpec[] = [
  {
    id: 'kind',
    label: 'Kind',
    group: GROUP,
    // Kind names are short ("jetton wallet", "wallet v4r2"); the exact contract is the title.
    width: 150,
    minWidth: 70,
    defaultVisible: true,
    // One name for the cell, the kind filter, the text filter and exports (rowKind); the exact
    // contract, when its code is known, is the title.
    cell: (row) => {
      const kind = rowKind(row);
      if (!kind) return '';
      const title = kind.description ?? kindTitle(row, kind.label);
      const label = (
        <span
          title={title}
          className={kind.key === 'unknown' || kind.description ? 'muted' : undefined}
          data-kind={kind.key}
        >
          {kind.label}
        </span>
      );
      // Cut to the column's width, a look-alike's label reads as the real one's: the badge goes first.
      return row.kind?.outside_collections ? (
        <span className="kind-with-badge" title={title}>
          <span className="badge badge-look-alike" data-testid="kind-look-alike">
            ⚠ look-alike
          </span>
          {label}
        </span>
      ) : (
        label
      );
    },
    text: (row) => rowKind(row)?.label,
  },
  {
    id: 'interfaces',
    label: 'Interfaces',
    group: GROUP,
    width: 170,
    minWidth: 70,
    defaultVisible: false,
    cell: (row) => {
      const names = interfacesOf(row).join(', ');
      return names ? <ServerText text={names} label="Interfaces" max={60} /> : '';
    },
    text: (row) => interfacesOf(row).join(', ') || undefined,
  },
];
