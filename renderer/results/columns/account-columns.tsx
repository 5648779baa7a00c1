/**
 * The account's own columns: position, what was typed, its address forms, status, balance, extra
 * currencies and last transaction. Addresses are shortened in the middle (MiddleText), amounts only in
 * their fraction (the cell's ellipsis), each one unbroken text; their exact text is what the filter,
 * sorting and exports read.
 */
import { formatExtraCurrencies } from '../../../shared/format/amounts';
import { accountField } from '../../../shared/jobs/account-field';
import { StatusBadge } from '../../ui/status-badge';
import { balanceText } from '../../model/balance-text';
import type { ColumnSpec } from '../../model/column-spec';
import { balanceSortKey, ltSortKey, type ResultRow } from '../../model/result-rows';
import { statusRank } from '../../../shared/format/status';
import { MiddleText } from '../../ui/middle-text';
import { RowAddress } from '../../model/address';
import { WithAddressLookAlike } from '../../model/address-look-alike';

const GROUP = 'Account';

const extrasOf = (row: ResultRow) =>
  formatExtraCurrencies(row.account?.extra_currencies ?? null).map((e) => `#${e.id}: ${e.amount.text}`);

/** The built-in account columns, in their default order. */
export const ACCOUNT_COLUMNS: readonly ColumnSpec[] = [
  {
    id: 'index',
    label: '#',
    group: GROUP,
    width: 52,
    minWidth: 40,
    defaultVisible: true,
    className: 'num',
    cell: (row) => row.index + 1,
    text: (row) => String(row.index + 1),
    compare: (a, b) => a.index - b.index,
  },
  {
    id: 'address',
    label: 'Address',
    group: GROUP,
    width: 230,
    minWidth: 120,
    defaultVisible: true,
    className: 'mono',
    // Every row shows its address, found or not (the one asked for, in the form the rule picks), with
    // the look-alike badge of one that begins and ends like another address (the job's mark).
    cell: (row) => (
      <WithAddressLookAlike raw={row.raw}>
        <RowAddress row={row} />
      </WithAddressLookAlike>
    ),
    text: (row) => row.raw,
    compare: (a, b) => (a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0),
  },
  {
    id: 'status',
    label: 'Status',
    group: GROUP,
    width: 100,
    minWidth: 70,
    defaultVisible: true,
    cell: (row) => <StatusBadge status={row.status} />,
    text: (row) => row.status,
    compare: (a, b) => statusRank(a.status) - statusRank(b.status) || a.status.localeCompare(b.status),
  },
  {
    id: 'balance',
    label: 'Balance',
    group: GROUP,
    width: 170,
    minWidth: 90,
    defaultVisible: true,
    className: 'num mono',
    cell: (row) => {
      const balance = balanceText(row);
      // One text node: a selection copies it whole; the cell's own ellipsis shortens only the fraction.
      return (
        <span className={balance.real ? undefined : 'muted'} title={balance.title}>
          {balance.text}
        </span>
      );
    },
    text: (row) => accountField(row, 'balance') ?? undefined,
    // As the cell shows it: a nonexist account's "0" is no balance ("no account"), sorted with the not found.
    sortKey: balanceSortKey,
    // The first click shows the largest balances first (the not-found rows last).
    firstSort: 'desc',
  },
  {
    id: 'input',
    label: 'Input',
    group: GROUP,
    width: 200,
    minWidth: 90,
    defaultVisible: false,
    className: 'mono',
    cell: (row) => (
      <>
        <MiddleText
          text={row.requested.input}
          title={`${row.requested.input} (line ${row.requested.line}, column ${row.requested.column})`}
        />
        {row.requested.repeats > 0 && <span className="muted"> ×{row.requested.repeats + 1}</span>}
      </>
    ),
    text: (row) => row.requested.input,
  },
  {
    id: 'extra',
    label: 'Extra currencies',
    group: GROUP,
    width: 190,
    minWidth: 90,
    defaultVisible: false,
    className: 'mono',
    cell: (row) => {
      const extras = extrasOf(row);
      return extras.length === 0 ? '' : <span title={extras.join('\n')}>{extras.join(', ')}</span>;
    },
    text: (row) => extrasOf(row).join(', ') || undefined,
  },
  {
    id: 'last-tx',
    label: 'Last transaction',
    group: GROUP,
    width: 230,
    minWidth: 90,
    defaultVisible: false,
    className: 'mono',
    cell: (row) => {
      const lt = row.account?.last_transaction_lt;
      if (!lt) return '';
      const hash = row.account?.last_transaction_hash ?? '';
      return <MiddleText text={`${lt} · ${hash}`} title={`lt ${lt}, hash ${hash || '?'}`} />;
    },
    text: (row) => accountField(row, 'last_transaction_lt') ?? undefined,
    // A sort reads every row: one field each, no record built for it (account-field.ts), once a row.
    sortKey: ltSortKey,
  },
  {
    id: 'raw',
    label: 'Raw address',
    group: GROUP,
    width: 200,
    minWidth: 100,
    defaultVisible: false,
    className: 'mono',
    cell: (row) => <MiddleText text={row.raw} />,
    text: (row) => row.raw,
  },
];
