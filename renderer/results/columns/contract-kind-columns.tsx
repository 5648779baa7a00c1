/**
 * What the contract is: its kind (computed once per row by shared/contracts — code hash first, then
 * the indexer's interfaces) and the indexer's interfaces as sent.
 */
import { undeployedKind } from '../../../shared/format/status';
import { shortenText } from '../../../shared/format/text-safety';
import { ServerText } from '../../ui/server-text';
import type { ColumnSpec } from '../../model/column-spec';
import type { ResultRow } from '../../model/result-rows';

const GROUP = 'Contract';

const interfacesOf = (row: ResultRow): readonly string[] =>
  row.account?.interfaces ?? row.book?.interfaces ?? [];

/** Where a kind's name came from, for its title. */
function kindTitle(row: ResultRow): string | undefined {
  const kind = row.kind;
  if (!kind) return undefined;
  if (kind.kind_source === 'code_hash')
    return `${kind.name} — known code (${kind.code_source ?? 'code hash'})`;
  // The interface name is the indexer's text: bounded, as every title of server text is.
  if (kind.kind_source === 'interfaces')
    return `${kind.name} — from the indexer's interface ${shortenText(kind.interface ?? '', 200).shown}`;
  return 'Not a known code, and the indexer named no interface';
}

/** The built-in contract columns. */
export const CONTRACT_KIND_COLUMNS: readonly ColumnSpec[] = [
  {
    id: 'kind',
    label: 'Kind',
    group: GROUP,
    width: 170,
    minWidth: 70,
    defaultVisible: true,
    cell: (row) => {
      const undeployed = undeployedKind(row.status);
      if (undeployed)
        return (
          <span title={undeployed.description} data-testid="not-deployed">
            {undeployed.label}
          </span>
        );
      return row.kind ? (
        <span title={kindTitle(row)} className={row.kind.kind === 'unknown' ? 'muted' : undefined}>
          {row.kind.name}
        </span>
      ) : (
        ''
      );
    },
    text: (row) => undeployedKind(row.status)?.label ?? row.kind?.name,
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
