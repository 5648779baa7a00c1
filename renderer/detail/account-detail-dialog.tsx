/**
 * The account page, in a modal <dialog> (focus stays inside; Esc closes; focus returns to the row).
 * A wallet's tokens with their balances, locks and look-alike marks (a jetton wallet's: what was sent to
 * its address as a recipient, and that its owner is where tokens go), every field of the record with copy
 * buttons, every address form, the address-book and metadata entries, code and data summaries, the whole
 * JSON record, and links out. An account followed from the page (an owner, a master, a same-key wallet,
 * a jetton wallet) opens on top of it with Back (and Esc) returning to it (renderer/account/) — the
 * lookup underneath is never replaced.
 */
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { MetadataMap } from '../../shared/api/account-states';
import {
  EXTRA_CURRENCY_UNITS,
  extraCurrencyText,
  formatExtraCurrencies,
  formatNanotons,
} from '../../shared/format/amounts';
import {
  bounceNote,
  FAILED_STATUS,
  PENDING_STATUS,
  statusDescription,
  undeployedKind,
} from '../../shared/format/status';
import type { LookupOutcome } from '../model/lookup-outcome';
import { InputColumnsLine } from './input-columns-line';
import { balanceText } from '../model/balance-text';
import type { ResultRow } from '../model/result-rows';
import { isJettonWalletRow, mayOwnTokens } from '../model/may-own-tokens';
import { RowLookAlike } from '../model/row-look-alike';
import { CopyableValue, CopyButton } from '../ui/copy-button';
import { JsonToggle } from '../ui/json-view';
import { StatusBadge } from '../ui/status-badge';
import { AddressFormsView } from './address-forms-view';
import { BocView } from './boc-view';
import { ExplorerLinks } from './explorer-links';
import { AddressBookView, MetadataView } from './metadata-view';
import { ServerText } from '../ui/server-text';
import { DetailLabel } from '../model/detail-label';
import { WatchButton } from '../model/watch-button';
import { rowFacts, useAddressDisplay } from '../model/use-address-display';
import { Address } from '../model/address';
import { AccountTokens } from '../account/account-tokens';
import { back, follow, type TrailStep } from '../model/account-trail';
import { BeyondTheIndexNote } from '../account/beyond-the-index-note';
import { JettonWalletOwnerNote } from '../account/jetton-wallet-owner-note';
import { AddressLookAlikeNote, addressLookAlikeLine } from '../model/address-look-alike';
import { FollowAccountContext } from '../model/follow-account';
import { useFollowedAccount } from '../account/use-followed-account';
import { AnswerPartsProvider } from '../account/answer-parts';
import { CopyAnswer } from '../account/copy-answer';
import { MessageAddresses, useMessageAddresses } from '../account/message-addresses-view';
import { CaseTypos, outcomeFiguresTime, PageFigures, ReadNowTag, usePageReadAt } from '../account/page-times';
import { readHereFiguresTime, type FiguresTime } from '../model/ticket-answer';
import { ErrorView } from '../errors/error-view';
import { errorInfoOf } from '../bridge/bridge-context';

/** `now()` for get-methods: the lookup's last block time, when the chain status was known. */
function lastBlockTime(outcome: LookupOutcome | null): number | undefined {
  const time = Number(outcome?.bound.lastBlock?.gen_utime ?? Number.NaN);
  return Number.isInteger(time) && time >= 0 ? time : undefined;
}

/**
 * What a page shows beside its row: the metadata its answer came with, `now()`, whether BoCs were
 * asked, the lookup it belongs to and whether its row is that lookup's own (else it was read for the
 * page alone) — for when its figures were read, and the answer copied for a ticket.
 */
interface PageFacts {
  readonly metadata: MetadataMap;
  readonly unixTime: number | undefined;
  readonly includeBoc: boolean;
  readonly outcome: LookupOutcome | null;
  readonly fromLookup: boolean;
}

/** When a page's figures were read, and (a reopened lookup's own row) when it reads the rest now. */
function usePageTimes(page: PageFacts): { figures: FiguresTime; readNowAt: number | undefined } {
  const readAt = usePageReadAt();
  const { outcome } = page;
  if (!outcome || !page.fromLookup)
    return {
      figures: readHereFiguresTime(outcome?.bound.indexer.name ?? 'the indexer', readAt),
      readNowAt: undefined,
    };
  return { figures: outcomeFiguresTime(outcome, readAt), readNowAt: outcome.fromLog ? readAt : undefined };
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

/** Why a row has no account record, as the start of a sentence. */
function noRecordSentence(status: string): string {
  if (status === PENDING_STATUS) return 'The indexer has not answered for this address yet';
  if (status === FAILED_STATUS) return 'The request for this address failed';
  return 'The indexer returned no record for this address';
}

/** Every field of the account record the sections above do not show, or why there is none. */
function RecordFields(props: { row: ResultRow }) {
  const { row } = props;
  const account = row.account;
  return account ? (
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
    <p className="muted" data-testid="record-missing">
      {noRecordSentence(row.status)}, so there are no fields to show.
    </p>
  );
}

/**
 * The row's status in words — for an account with no contract, where coins sent to it go — and, when
 * the customer gave its bounceable form, where a transfer to that form went.
 */
function StatusSentence(props: { row: ResultRow }) {
  const { row } = props;
  const undeployed = undeployedKind(row.status);
  const bounce = bounceNote(row.status, row.requested.input);
  return (
    <>
      <p>
        <StatusBadge status={row.status} />{' '}
        <span data-testid="status-description">
          {undeployed?.description ?? statusDescription(row.status).description}
        </span>
      </p>
      {bounce && (
        <p className="banner banner-notice" data-testid="bounce-note">
          {bounce}
        </p>
      )}
    </>
  );
}

/** The detail body of one row. */
function AccountDetail(props: { row: ResultRow; page: PageFacts }) {
  const { row, page } = props;
  const show = useAddressDisplay();
  const account = row.account;
  const balance = balanceText(row);
  const metadata = page.metadata;
  const master = row.token?.jettonMaster;
  // Explorers want a user-friendly form, also for an account pasted raw.
  const linkAddress = show(row.raw, { ...rowFacts(row), friendly: true });
  const { figures, readNowAt } = usePageTimes(page);
  const pasted = page.outcome?.request.pasted;
  const messageAddresses = useMessageAddresses(row, page.outcome?.request, page.unixTime);
  const addressLookAlike = addressLookAlikeLine(row.raw, page.outcome);

  return (
    <div className="detail-body">
      <section className="detail-section">
        <StatusSentence row={row} />
        <RowLookAlike row={row} long />
        <AddressLookAlikeNote line={addressLookAlike} />
        <JettonWalletOwnerNote raw={row.raw} />
        <PageFigures figures={figures} />
        <CaseTypos pasted={pasted} here={row.requested} />
        <MessageAddresses sentences={messageAddresses} />
        <CopyAnswer
          row={row}
          figures={figures}
          pasted={pasted}
          unixTime={page.unixTime}
          messageAddresses={messageAddresses}
          addressLookAlike={addressLookAlike}
        />
        <dl className="fields">
          {row.requested.input !== '' && (
            <>
              <dt>Input</dt>
              <dd className="mono pre-wrap" data-testid="detail-input">
                {row.requested.input}{' '}
                <span className="muted">
                  (line {row.requested.line}, column {row.requested.column})
                </span>
                <InputColumnsLine outcome={page.outcome} raw={row.raw} />
              </dd>
            </>
          )}
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
                      {extraCurrencyText(c)}
                    </li>
                  ))}
                </ul>
                <span className="muted small" data-testid="extra-currency-units">
                  ({EXTRA_CURRENCY_UNITS})
                </span>
              </dd>
            </>
          )}
        </dl>
      </section>

      {(mayOwnTokens(row) || isJettonWalletRow(row)) && (
        <AccountTokens
          raw={row.raw}
          unixTime={page.unixTime}
          readNowAt={readNowAt}
          asRecipient={isJettonWalletRow(row)}
        />
      )}

      <section
        className="detail-section"
        aria-labelledby="detail-contract-title"
        data-testid="detail-contract"
      >
        <h4 id="detail-contract-title">
          Contract {readNowAt !== undefined && <ReadNowTag at={readNowAt} />}
        </h4>
        <Suspense fallback={<p role="status">Loading the contract tools…</p>}>
          <ContractInsightPanel
            raw={row.raw}
            account={account}
            missing={noRecordSentence(row.status)}
            unixTime={page.unixTime}
          />
        </Suspense>
      </section>

      <section className="detail-section">
        <h4>Address forms</h4>
        <AddressFormsView raw={row.raw} shown={show(row.raw, rowFacts(row))} />
        <ExplorerLinks address={linkAddress} />
        <BeyondTheIndexNote />
      </section>

      <RecordFields row={row} />

      <section className="detail-section">
        <h4>Address book</h4>
        <AddressBookView entry={row.book} />
      </section>

      <MetadataView entry={metadata.get(row.raw)} title="Metadata" raw={row.raw} />
      {master && (
        <MetadataView
          entry={metadata.get(master)}
          title={
            <>
              Jetton master <Address raw={master} role="contract" />
            </>
          }
          raw={master}
        />
      )}

      {account && (
        <>
          <BocView name="Code" boc={account.code_boc} hash={account.code_hash} included={page.includeBoc} />
          <BocView name="Data" boc={account.data_boc} hash={account.data_hash} included={page.includeBoc} />
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

/** The account's address as every screen writes it; focused when another account's page replaces it. */
function DetailTitle(props: { row: ResultRow }) {
  return (
    <h3 id="detail-title" className="mono" data-testid="detail-title" tabIndex={-1}>
      <Address raw={props.row.raw} {...rowFacts(props.row)} />
    </h3>
  );
}

/** The header and body of one page. */
function AccountPage(props: { row: ResultRow; page: PageFacts; onClose: () => void; backTo: ReactNode }) {
  const { row } = props;
  return (
    <>
      <header className="dialog-header">
        {props.backTo}
        <DetailTitle row={row} />
        {row.book?.domain && (
          <p>
            <ServerText text={row.book.domain} label="Domain" max={120} />
          </p>
        )}
        <DetailLabel raw={row.raw} />
        <WatchButton raw={row.raw} />
        <button type="button" className="dialog-close" onClick={props.onClose}>
          Close
        </button>
      </header>
      <AnswerPartsProvider key={row.raw}>
        <AccountDetail row={row} page={props.page} />
      </AnswerPartsProvider>
    </>
  );
}

/** A followed account's page, loaded on its own (or taken from the lookup when it is one of its rows). */
function FollowedPage(props: {
  step: TrailStep;
  outcome: LookupOutcome | null;
  onClose: () => void;
  backTo: ReactNode;
}) {
  const { page, error } = useFollowedAccount(props.step.raw, props.outcome);
  if (page)
    return (
      <AccountPage
        row={page.row}
        page={{
          metadata: page.metadata,
          unixTime: lastBlockTime(props.outcome),
          includeBoc: false,
          outcome: props.outcome,
          fromLookup: page.fromLookup,
        }}
        onClose={props.onClose}
        backTo={props.backTo}
      />
    );
  return (
    <>
      <header className="dialog-header">
        {props.backTo}
        <h3 id="detail-title" className="mono" data-testid="detail-title" tabIndex={-1}>
          <Address raw={props.step.raw} />
        </h3>
        <button type="button" className="dialog-close" onClick={props.onClose}>
          Close
        </button>
      </header>
      {error ? (
        <ErrorView error={errorInfoOf(error)} title={`The ${props.step.via} could not be looked up`} />
      ) : (
        <p role="status">Looking up the {props.step.via}…</p>
      )}
    </>
  );
}

/**
 * The dialog; open while `row` is set (a row of the lookup) or `startAt` (an account opened on its own,
 * from Favourites). Accounts followed from a page open on top of it; Back and Esc return, then close.
 */
export function AccountDetailDialog(props: {
  row: ResultRow | null;
  outcome: LookupOutcome | null;
  onClose: () => void;
  startAt?: TrailStep | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { row, onClose, outcome } = props;
  const startAt = props.startAt ?? null;
  const [trail, setTrail] = useState<readonly TrailStep[]>(startAt ? [startAt] : []);
  const open = row !== null || startAt !== null;

  // A page opened afresh starts a fresh trail (the same account's row filling in is not a new page).
  const rowRaw = row?.raw ?? null;
  const [opened, setOpened] = useState({ rowRaw, startAt });
  if (opened.rowRaw !== rowRaw || opened.startAt !== startAt) {
    setOpened({ rowRaw, startAt });
    setTrail(startAt ? [startAt] : []);
  }

  // A double-click's second click lands on the page the first one opened (from a row, or a link in
  // here), on whatever lies under the pointer — a Copy button, a link to another account. A click that
  // continues a sequence begun outside the page shown is ignored; one begun on it (a double-click to
  // select a word) is not.
  const begunHere = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // The new page's title takes the focus, so a screen reader hears which account is shown.
  const top = trail.at(-1)?.raw ?? row?.raw ?? null;
  useEffect(() => {
    begunHere.current = false;
    if (top) ref.current?.querySelector<HTMLElement>('#detail-title')?.focus();
  }, [top]);
  const ignoreOpeningClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.type === 'mousedown' && event.detail === 1) begunHere.current = true;
    if (event.detail < 2 || begunHere.current) return;
    event.preventDefault();
    event.stopPropagation();
  };

  const followAccount = (raw: string, via: string) =>
    setTrail((current) => follow(current, { raw, via }, row?.raw ?? null));
  const canGoBack = row !== null ? trail.length > 0 : trail.length > 1;
  const goBack = () => setTrail(back);
  // Esc goes back a page while there is one; the last Esc closes the dialog as before.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || !canGoBack) return;
    event.preventDefault();
    event.stopPropagation();
    goBack();
  };
  const close = () => ref.current?.close();

  const step = trail.at(-1);
  const previous = trail.length > 1 ? trail.at(-2)!.raw : row?.raw;
  const backTo = canGoBack ? (
    <p className="account-trail" data-testid="account-trail">
      <button type="button" onClick={goBack} data-testid="account-back">
        ← Back
      </button>{' '}
      <span className="muted small">
        {step?.via} of {previous ? <Address raw={previous} /> : null}
      </span>
    </p>
  ) : null;

  return (
    <dialog
      ref={ref}
      className="detail-dialog"
      aria-labelledby="detail-title"
      onClose={() => {
        setTrail([]);
        onClose();
      }}
      onKeyDown={onKeyDown}
      onMouseDownCapture={ignoreOpeningClick}
      onClickCapture={ignoreOpeningClick}
      onDoubleClickCapture={ignoreOpeningClick}
      data-testid="account-detail"
      data-depth={trail.length}
    >
      <FollowAccountContext.Provider value={followAccount}>
        {step ? (
          <FollowedPage
            key={`${trail.length}:${step.raw}`}
            step={step}
            outcome={outcome}
            onClose={close}
            backTo={backTo}
          />
        ) : (
          row &&
          outcome && (
            <AccountPage
              row={row}
              page={{
                metadata: outcome.metadata,
                unixTime: lastBlockTime(outcome),
                includeBoc: outcome.request.includeBoc,
                outcome,
                fromLookup: true,
              }}
              onClose={close}
              backTo={backTo}
            />
          )
        )}
      </FollowAccountContext.Provider>
    </dialog>
  );
}
