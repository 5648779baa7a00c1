/**
 * Contract columns for the results table (renderer/model/column-spec.ts), all on request: the kind as
 * the emulator names it, seqno, public key, wallet id, jetton owner, balance, master and total supply (on
 * request). A cell asks the shared insight store (insight-store.ts) for its row when it mounts — the
 * table is virtualised, so only visible rows are asked for, and the store sends them to the bridge in
 * batches (one `inspectAccounts` per screen, run behind the bridge, never on this page's thread).
 * `text()` reads the same store for the filter, sorting and exports: undefined until decoded.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { AppErrorInfo } from '../../shared/errors';
import { accountField } from '../../shared/jobs/account-field';
import type { ResultRow } from '../model/result-rows';
import type { ColumnSpec } from '../model/column-spec';
import type { DerivedValues } from '../model/derived-values';
import { useLookupFacts } from '../model/use-lookup-facts';
import { Address } from '../model/address';
import { contractFieldText, type ContractField } from './contract-fields';
import { currentInsightStore } from '../model/insight-store';
import { useInsightStore } from '../model/use-insight';

/** One contract cell: asks for its row once mounted, shows the field when decoded. */
function ContractCell(props: { row: ResultRow; field: ContractField }) {
  const { row, field } = props;
  const store = useInsightStore();
  const { unixTime } = useLookupFacts();
  const entry = useSyncExternalStore(store.subscribe, () => store.get(row.raw));
  const account = row.account;
  const stateHash = account?.status === 'active' ? account.account_state_hash : null;
  useEffect(() => {
    if (stateHash) store.want([{ raw: row.raw, stateHash }], unixTime);
  }, [store, row.raw, stateHash, unixTime]);
  if (!account || account.status !== 'active') return null;
  if (entry?.state !== 'done') return <NotDoneCell entry={entry} doing="decoding" />;
  const text = contractFieldText(entry.inspected, field);
  if (text === undefined) return null;
  if (ADDRESS_FIELDS.has(field)) return <AddressField raw={text} field={field} />;
  return (
    <span className="mono" title={text} data-contract-field={field}>
      {text}
    </span>
  );
}

/** A cell whose entry is loading ("…", with what is being done) or failed ("error", the reason in its title). */
export function NotDoneCell(props: {
  entry: { state: 'loading' } | { state: 'error'; error: AppErrorInfo } | undefined;
  doing: string;
}) {
  return props.entry?.state === 'error' ? (
    <span className="muted" title={props.entry.error.message}>
      error
    </span>
  ) : (
    <span className="muted" aria-label={props.doing}>
      …
    </span>
  );
}

/** Fields that hold an address: written as every screen writes it, the raw form in the title. */
const ADDRESS_FIELDS: ReadonlySet<ContractField> = new Set(['jetton-owner', 'jetton-master']);

/** An owner or master, by the one address rule (a master is a contract; an owner as the lookup knows it). */
function AddressField(props: { raw: string; field: ContractField }) {
  const role = props.field === 'jetton-master' ? 'contract' : undefined;
  return (
    <span className="mono" data-contract-field={props.field}>
      <Address raw={props.raw} role={role} middle />
    </span>
  );
}

/** The exact text of a row's field, from the store, or undefined when not decoded (yet) or not a contract's. */
function fieldText(row: ResultRow, field: ContractField): string | undefined {
  const entry = currentInsightStore()?.get(row.raw);
  if (entry?.state === 'error') return `could not be decoded: ${entry.error.message}`;
  return entry?.state === 'done' ? contractFieldText(entry.inspected, field) : undefined;
}

/** The state a row's code runs on, when it has code to run (nothing to decode otherwise). */
const runnableHash = (row: ResultRow) =>
  accountField(row, 'status') === 'active' ? (accountField(row, 'account_state_hash') ?? null) : null;

/**
 * The contract fields of any rows, for an export: asked of the insight store (one `inspect` call per
 * batch, behind the bridge); a row without code to run is settled at once (nothing to decode).
 */
export const contractValues: DerivedValues = {
  want(rows, { unixTime }) {
    const store = currentInsightStore();
    const wants = rows.flatMap((row) => {
      const stateHash = runnableHash(row);
      return stateHash ? [{ raw: row.raw, stateHash }] : [];
    });
    if (store && wants.length > 0) store.want(wants, unixTime);
  },
  settled(row) {
    if (!runnableHash(row)) return true;
    const state = currentInsightStore()?.get(row.raw)?.state;
    return state === 'done' || state === 'error';
  },
  subscribe: (listener) => currentInsightStore()?.subscribe(listener) ?? (() => undefined),
};

/** A column of one field. */
function column(field: ContractField, label: string, width: number, defaultVisible = false): ColumnSpec {
  return {
    id: `contract-${field}`,
    label,
    group: 'Contract',
    width,
    minWidth: 60,
    defaultVisible,
    cell: (row) => <ContractCell row={row} field={field} />,
    text: (row) => fieldText(row, field),
    derived: contractValues,
  };
}

/** The contract columns, in picker order. */
export const contractColumns: ColumnSpec[] = [
  // The table's own Kind column (code hash, then interfaces; no emulator) is shown by default; this one
  // also names a contract by the get-methods it answers, at the cost of running it, so it is on request.
  column('kind', 'Kind (by its methods)', 170),
  column('seqno', 'Seqno', 90),
  column('public-key', 'Public key', 220),
  column('wallet-id', 'Wallet id', 120),
  column('jetton-owner', 'Jetton owner', 220),
  column('jetton-balance', 'Jetton balance', 160),
  column('jetton-master', 'Jetton master', 220),
  column('total-supply', 'Total supply', 180),
];
