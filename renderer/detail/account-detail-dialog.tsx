/**
 * The account detail, in a modal <dialog> (focus stays inside; Esc closes; focus returns to the row).
 * Every field of the record with copy buttons, every address form, the address-book and metadata
 * entries, code and data summaries, the whole JSON record, and links out.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { formatExtraCurrencies, formatNanotons } from '../../shared/format/amounts';
import { statusDescription, undeployedKind } from '../../shared/format/status';
import type { LookupOutcome } from '../model/lookup-outcome';
import { balanceText } from '../model/balance-text';
import type { ResultRow } from '../model/result-rows';
import { rowAddress, rowRole } from '../results/row-address';
import { RowLookAlike } from '../results/row-look-alike';
import { CopyableValue, CopyButton } from '../ui/copy-button';
import { JsonToggle } from '../ui/json-view';
import { StatusBadge } from '../ui/status-badge';
import { AddressFormsView } from './address-forms-view';
import { BocView } from './boc-view';
import { ExplorerLinks } from './explorer-links';
import { AddressBookView, MetadataView } from './metadata-view';
import { ServerText } from '../ui/server-text';
import { useIsTestnet } from '../model/use-is-testnet';
import { DetailLabel } from '../labels/detail-label';
import { WatchButton } from '../watch/watch-button';

/** `now()` for get-methods: the lookup's last block time, when the chain status was known. */
function lastBlockTime(outcome: LookupOutcome): number | undefined {
  const time = Number(outcome.request.lastBlock?.gen_utime ?? Number.NaN);
  return Number.isInteger(time) && time >= 0 ? time : undefined;
}

/** The contract section loads with its own code, on the first detail opened (the first screen's JS stays as it was). */
const ContractInsightPanel = lazy(() => import('../insight/contract-insight-panel'));

/** Fields shown in their own sections rather than the field list. */
const SECTION_FIELDS = new Set(['code_boc', 'data_boc', 'extra_currencies']);

/** A record value as text. */
function fieldText(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The detail body of one row. */
function AccountDetail(props: { row: ResultRow; outcome: LookupOutcome }) {
  const { row, outcome } = props;
  const testnet = useIsTestnet();
  const account = row.account;
  const status = statusDescription(row.status);
  const balance = balanceText(row);
  const metadata = outcome.metadata;
  const master = row.token?.jettonMaster;
  const linkAddress = rowAddress(row, testnet);
  const undeployed = undeployedKind(row.status);

  return (
    <div className="detail-body">
      <section className="detail-section">
        <p>
          <StatusBadge status={row.status} />{' '}
          <span data-testid="status-description">{undeployed?.description ?? status.description}</span>
        </p>
        <RowLookAlike row={row} long />
        <dl className="fields">
          <dt>Input</dt>
          <dd className="mono pre-wrap">
            {row.requested.input}{' '}
            <span className="muted">
              (line {row.requested.line}, column {row.requested.column})
            </span>
          </dd>
          <dt>Balance</dt>
          <dd data-testid="detail-balance" title={balance.title}>
            {balance.real ? (
              <span className="copyable">
                <span className="copyable-text mono">{balance.text}</span>
                <CopyButton
                  value={`${formatNanotons(account?.balance ?? '').text} TON`}
                  label="Copy balance in TON"
                />
              </span>
            ) : (
              <span className="muted">{balance.text}</span>
            )}
            {balance.real && <span className="muted"> ({account?.balance} nanotons)</span>}
          </dd>
          {account && formatExtraCurrencies(account.extra_currencies).length > 0 && (
            <>
              <dt>Extra currencies</dt>
              <dd>
                <ul className="plain-list">
                  {formatExtraCurrencies(account.extra_currencies).map((c) => (
                    <li key={c.id} className="mono">
                      currency #{c.id}: {c.amount.text}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
      </section>

      <section
        className="detail-section"
        aria-labelledby="detail-contract-title"
        data-testid="detail-contract"
      >
        <h4 id="detail-contract-title">Contract</h4>
        <Suspense fallback={<p role="status">Loading the contract tools…</p>}>
          <ContractInsightPanel
            raw={row.raw}
            account={account}
            metadata={metadata}
            unixTime={lastBlockTime(outcome)}
            testnet={testnet}
          />
        </Suspense>
      </section>

      <section className="detail-section">
        <h4>Address forms</h4>
        <AddressFormsView
          raw={row.raw}
          display={{ testnet, given: row.requested.input, role: rowRole(row) }}
        />
        <ExplorerLinks address={linkAddress} testnet={testnet} />
      </section>

      {account ? (
        <section className="detail-section" data-testid="record-fields">
          <h4>Account record</h4>
          <table className="kv-table">
            <caption className="visually-hidden">Every field of the account record</caption>
            <tbody>
              {Object.entries(account)
                .filter(([key]) => !SECTION_FIELDS.has(key))
                .map(([key, value]) => (
                  <tr key={key} data-field={key}>
                    <th scope="row" className="mono">
                      {key}
                    </th>
                    <td>
                      {value === null ||
                      value === undefined ||
                      (typeof value === 'object' && Object.keys(value).length === 0) ? (
                        <span className="mono muted">{fieldText(value)}</span>
                      ) : (
                        <CopyableValue value={fieldText(value)} label={`Copy ${key}`} />
                      )}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p className="muted">
          The indexer returned no record for this address, so there are no fields to show.
        </p>
      )}

      <section className="detail-section">
        <h4>Address book</h4>
        <AddressBookView entry={row.book} />
      </section>

      <MetadataView entry={metadata[row.raw]} title="Metadata" raw={row.raw} />
      {master && <MetadataView entry={metadata[master]} title={`Jetton master ${master}`} raw={master} />}

      {account && (
        <>
          <BocView
            name="Code"
            boc={account.code_boc}
            hash={account.code_hash}
            included={outcome.request.includeBoc}
          />
          <BocView
            name="Data"
            boc={account.data_boc}
            hash={account.data_hash}
            included={outcome.request.includeBoc}
          />
          <JsonToggle
            value={account}
            label="JSON of the account record"
            buttonText="Show the whole JSON record"
          />
        </>
      )}
    </div>
  );
}

/** The account's address as every screen writes it. */
function DetailTitle(props: { row: ResultRow }) {
  const testnet = useIsTestnet();
  return (
    <h3 id="detail-title" className="mono" data-testid="detail-title">
      {rowAddress(props.row, testnet)}
    </h3>
  );
}

/** The dialog; open while `row` is set. */
export function AccountDetailDialog(props: {
  row: ResultRow | null;
  outcome: LookupOutcome;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { row, onClose } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (row && !dialog.open) dialog.showModal();
    if (!row && dialog.open) dialog.close();
  }, [row]);

  return (
    <dialog
      ref={ref}
      className="detail-dialog"
      aria-labelledby="detail-title"
      onClose={onClose}
      data-testid="account-detail"
    >
      {row && (
        <>
          <header className="dialog-header">
            <DetailTitle row={row} />
            {row.book?.domain && (
              <p>
                <ServerText text={row.book.domain} label="Domain" max={120} />
              </p>
            )}
            <DetailLabel raw={row.raw} />
            <WatchButton raw={row.raw} />
            <button type="button" className="dialog-close" onClick={() => ref.current?.close()} autoFocus>
              Close
            </button>
          </header>
          <AccountDetail row={row} outcome={props.outcome} />
        </>
      )}
    </dialog>
  );
}
