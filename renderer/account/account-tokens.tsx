/**
 * A wallet's tokens on its own page, without another click: for the network's well-known jettons and
 * the masters the user keeps (account-masters.ts), each master's own `get_wallet_address` derives the
 * wallet's jetton wallet and that wallet's own `get_wallet_data` gives the balance (shared/contracts/
 * tokens.ts, a tokens run behind the bridge as the Tokens screen's); its `get_status` gives the lock
 * (use-jetton-wallet-insight.ts), with what it means. Each token is checked against the master it
 * claims (jetton-identity.ts) and links to its jetton wallet and master, opened on top of this page.
 * What the section shows is published for "Copy the answer" (answer-parts.tsx).
 */
import { useEffect, useMemo, useState } from 'react';
import type { TokensJetton } from '../../shared/jobs/job-events';
import { jettonLookAlike, type LookAlike } from '../../shared/contracts/jetton-identity';
import { JETTON_PRESETS } from '../../shared/contracts/jetton-presets';
import type { TokenRow } from '../../shared/contracts/tokens';
import type { LockStatus } from '../../shared/contracts/details/jetton-details';
import { lockStatusHint, lockStatusText } from '../../shared/contracts/lock-status-text';
import type { InsightEntry } from '../model/insight-store';
import { NO_JETTON_WALLET_TEXT, RECIPIENT_TOKENS, type AnswerToken } from '../model/ticket-answer';
import { useAddressDisplay } from '../model/use-address-display';
import { usePublishSection, usePublishTokenLine, usePublishTokens, type TokensPart } from './answer-parts';
import type { NamedSection } from './message-addresses';
import { ReadNowTag } from './page-times';
import { tokenBalanceText } from '../../shared/contracts/token-balance-text';
import { normalizeAddress } from '../../shared/address/address-codec';
import { useStartTokensRun, type TokensRunState } from '../model/tokens-run';
import { useLookup } from '../model/lookup-context';
import { useIsTestnet } from '../model/use-is-testnet';
import { useKeptMastersText } from '../model/kept-masters';
import { CopyButton } from '../ui/copy-button';
import { LockStatusWords } from '../ui/lock-status-words';
import { LookAlikeMark } from '../ui/look-alike-mark';
import { accountPageMasters } from './account-masters';
import { FollowButton } from '../model/follow-account';
import { useJettonWalletEntry, useJettonWalletInsights } from './use-jetton-wallet-insight';
import './account.css';
import { TableHead } from '../ui/table-head';

/** A jetton's name for a person: its own symbol, else the preset's label, else "jetton". */
function jettonName(jetton: Pick<TokensJetton, 'master' | 'symbol'>, testnet: boolean): string {
  if (jetton.symbol) return jetton.symbol;
  const preset = JETTON_PRESETS[testnet ? 'testnet' : 'mainnet'].find(
    (p) => normalizeAddress(p.master) === jetton.master,
  );
  return preset?.label ?? 'jetton';
}

/** The lock of a token row's jetton wallet as its own `get_status` says it: words and what they mean. */
function lockOfRow(
  row: TokenRow,
  entry: InsightEntry | undefined,
): { text: string; warning: boolean; hint: string | null; lock?: LockStatus } | null {
  if (row.status !== 'active' || !row.jetton_wallet) return { text: '—', warning: false, hint: null };
  if (!entry || entry.state === 'loading') return null;
  if (entry.state === 'error') return { text: `not read: ${entry.error.message}`, warning: true, hint: null };
  const lock = 'lock_status' in entry.inspected.details ? entry.inspected.details.lock_status : undefined;
  if (!lock) return { text: 'no lock in this jetton', warning: false, hint: null };
  const words = lockStatusText(lock);
  return { ...words, hint: words.warning ? lockStatusHint(lock) : null, lock };
}

/** The lock cell: what the jetton wallet's own `get_status` says, once read. */
function LockCell(props: { lock: ReturnType<typeof lockOfRow> }) {
  const { lock } = props;
  if (!lock) return <span className="muted">reading…</span>;
  if (lock.lock) return <LockStatusWords lock={lock.lock} />;
  return <span className={lock.warning ? 'error-text' : 'muted'}>{lock.text}</span>;
}

/** One token of the wallet (published as shown for the answer). */
function TokenLine(props: { row: TokenRow }) {
  const { row } = props;
  const testnet = useIsTestnet();
  const name = jettonName({ master: row.jetton, symbol: row.symbol }, testnet);
  const lookAlike = jettonLookAlike(
    { symbol: row.symbol, master: row.jetton },
    testnet ? 'testnet' : 'mainnet',
  );
  const balance = tokenBalanceText(row);
  const exact = row.status === 'active' && row.balance !== null;
  const lock = lockOfRow(row, useJettonWalletEntry(row.jetton_wallet ?? ''));
  const show = useAddressDisplay();
  const shown = useMemo<AnswerToken>(
    () => ({
      name,
      balance,
      lock: lock?.text ?? null,
      lockHint: lock?.hint ?? null,
      lookAlike: lookAlike?.message ?? null,
      jettonWallet: row.jetton_wallet ? show(row.jetton_wallet, { role: 'contract' }) : null,
    }),
    [name, balance, lock?.text, lock?.hint, lookAlike?.message, row.jetton_wallet, show],
  );
  usePublishTokenLine(row.jetton, shown);
  return (
    <tr data-testid="account-token" data-master={row.jetton} data-status={row.status}>
      <th scope="row">
        <span className="account-token-name">{name}</span> <LookAlikeMark lookAlike={lookAlike} />
        <span className="account-token-link">
          jetton wallet{' '}
          {row.jetton_wallet ? (
            <span data-testid="account-token-wallet">
              <FollowButton raw={row.jetton_wallet} via={`jetton wallet (${name})`} role="contract" />
            </span>
          ) : (
            <span className="muted" data-testid="account-token-wallet">
              {row.error ?? 'not derived'}
            </span>
          )}
        </span>
        <span className="account-token-link">
          master <FollowButton raw={row.jetton} via={`jetton master (${name})`} role="contract" />
        </span>
      </th>
      <td data-testid="account-token-balance">
        <span className={exact ? 'mono' : 'muted'}>{balance}</span>{' '}
        {exact && <CopyButton value={balance} label={`Copy the ${name} balance`} />}
      </td>
      <td data-testid="account-token-lock">
        <LockCell lock={lock} />
      </td>
    </tr>
  );
}

/** The tokens run of a page: one per page and set of masters (cancelled when the page goes). */
function useAccountTokensRun(raw: string, testnet: boolean, unixTime: number | undefined) {
  const startRun = useStartTokensRun();
  const keptText = useKeptMastersText();
  const lookupRows = useLookup((s) => s.last?.rows);
  const masters = accountPageMasters({ testnet, keptText, lookupRows: lookupRows ?? [] });
  const key = [raw, unixTime, ...masters].join(' ');
  const [run, setRun] = useState<{ key: string; state: TokensRunState } | null>(null);
  // A run replaced (the lookup's rows named another master) still reports its cancellation later, maybe
  // after its successor finished: it is no longer heard, or its stale key would hide the tokens.
  useEffect(() => {
    if (masters.length === 0) return;
    let heard = true;
    const stop = startRun({ owners: [raw], masters, unixTime }, (state) => {
      if (heard) setRun({ key, state });
    });
    return () => {
      heard = false;
      stop();
    };
    // `key` stands for the owner, the time and the masters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startRun, key]);
  return { masters, current: run?.key === key ? run.state : null };
}

/**
 * The jettons checked of which the account has no jetton wallet: each named once with its look-alike
 * mark (two jettons may call themselves alike: the marked one is not the real one), and what "none"
 * means.
 */
function NoWalletYet(props: {
  none: readonly { name: string; lookAlike: LookAlike | null; master: string }[];
  asRecipient: boolean;
}) {
  if (props.none.length === 0) return null;
  return (
    <p className="muted" data-testid="account-tokens-none">
      {props.asRecipient ? RECIPIENT_TOKENS.none : NO_JETTON_WALLET_TEXT}:{' '}
      {props.none.map((n, i) => (
        <span key={n.master} data-testid="account-tokens-none-jetton" data-master={n.master}>
          {i > 0 ? ', ' : ''}
          {n.name}
          {n.lookAlike && (
            <>
              {' '}
              <LookAlikeMark lookAlike={n.lookAlike} />
            </>
          )}
        </span>
      ))}
      .
    </p>
  );
}

/** The section's state as shown, for the answer. */
function tokensPart(
  masters: readonly string[],
  current: TokensRunState | null,
  held: readonly TokenRow[],
  none: readonly { name: string; lookAlike: LookAlike | null }[],
  asRecipient: boolean,
): TokensPart {
  const order = held.map((r) => r.jetton);
  const base = { asRecipient, none: [], order };
  if (masters.length === 0)
    return { ...base, state: 'not-checked', problem: 'this network has no well-known jettons' };
  if (!current || (current.state === 'running' && current.rows.length === 0))
    return { ...base, state: 'reading' };
  if (current.state === 'failed')
    return { ...base, state: 'failed', problem: current.error?.message ?? 'the run stopped' };
  return {
    ...base,
    state: 'read',
    none: none.map((n) => ({ name: n.name, lookAlike: n.lookAlike?.message ?? null })),
    order,
  };
}

/**
 * The jetton wallets the section shows, for the message's other addresses (message-addresses.ts): a
 * customer who writes "my app shows the USDT at EQ…" names the wallet's own jetton wallet, or a
 * look-alike's.
 */
function tokensSection(held: readonly TokenRow[], reading: boolean, testnet: boolean): NamedSection {
  const network = testnet ? 'testnet' : 'mainnet';
  const named = held.flatMap((row) => {
    if (!row.jetton_wallet) return [];
    const name = jettonName({ master: row.jetton, symbol: row.symbol }, testnet);
    const lookAlike = jettonLookAlike({ symbol: row.symbol, master: row.jetton }, network);
    return [{ role: `Jetton wallet (${name}${lookAlike ? ', look-alike' : ''})`, raw: row.jetton_wallet }];
  });
  return { title: 'Jetton wallets', named, reading };
}

/**
 * The tokens section of a wallet's page; `readNowAt`: when a reopened lookup's page read them (now).
 * `asRecipient`: the page is a jetton wallet's, so the section says what was sent to its address as a
 * recipient — the same derivation, owner = this address ({@link RECIPIENT_TOKENS}).
 */
export function AccountTokens(props: {
  raw: string;
  unixTime: number | undefined;
  readNowAt?: number | undefined;
  asRecipient?: boolean;
}) {
  const asRecipient = props.asRecipient ?? false;
  const testnet = useIsTestnet();
  const { masters, current } = useAccountTokensRun(props.raw, testnet, props.unixTime);
  const rows = useMemo(() => current?.rows ?? [], [current]);
  const wallets = rows.flatMap((r) => (r.status === 'active' && r.jetton_wallet ? [r.jetton_wallet] : []));
  const insights = useJettonWalletInsights(wallets, props.unixTime);
  const network = testnet ? 'testnet' : 'mainnet';
  const held = useMemo(() => rows.filter((r) => r.status !== 'no_wallet'), [rows]);
  const none = useMemo(
    () =>
      rows
        .filter((r) => r.status === 'no_wallet')
        .map((r) => ({
          master: r.jetton,
          name: jettonName({ master: r.jetton, symbol: r.symbol }, testnet),
          lookAlike: jettonLookAlike({ symbol: r.symbol, master: r.jetton }, network),
        })),
    [rows, testnet, network],
  );
  const unusable = current?.jettons.filter((j) => j.problem) ?? [];
  usePublishTokens(
    useMemo(
      () => tokensPart(masters, current, held, none, asRecipient),
      [masters, current, held, none, asRecipient],
    ),
  );
  const pending = !current || (current.state === 'running' && current.rows.length === 0);
  usePublishSection(
    'tokens',
    useMemo(
      () => tokensSection(held, masters.length > 0 && (pending || current?.state === 'running'), testnet),
      [held, masters.length, pending, current?.state, testnet],
    ),
  );

  return (
    <section className="detail-section" aria-labelledby="account-tokens-title" data-testid="account-tokens">
      <h4 id="account-tokens-title">
        {asRecipient ? RECIPIENT_TOKENS.title : 'Tokens'}{' '}
        {props.readNowAt !== undefined && <ReadNowTag at={props.readNowAt} />}
      </h4>
      {asRecipient && <p data-testid="account-tokens-meaning">{RECIPIENT_TOKENS.meaning}</p>}
      {masters.length === 0 ? (
        <p className="muted">
          This network has no well-known jettons; add jetton masters on the Tokens screen to check them here.
        </p>
      ) : pending || !current ? (
        <p role="status" data-testid="account-tokens-loading">
          Deriving the jetton wallets {asRecipient ? 'this address owns' : 'of this wallet'} from{' '}
          {masters.length} jetton master
          {masters.length === 1 ? '' : 's'}…
        </p>
      ) : current.state === 'failed' ? (
        <p className="banner banner-error" role="alert">
          The tokens could not be read: {current.error?.message ?? 'the run stopped'}
        </p>
      ) : (
        <>
          {held.length > 0 ? (
            <table className="kv-table account-tokens" data-testid="account-token-table">
              <caption className="visually-hidden">
                {asRecipient ? RECIPIENT_TOKENS.title : 'Tokens of this wallet'}
              </caption>
              <TableHead names={['Token', 'Balance', 'Lock']} />
              <tbody>
                {held.map((row) => (
                  <TokenLine key={row.jetton} row={row} />
                ))}
              </tbody>
            </table>
          ) : (
            // The jettons with no wallet say so themselves, each named (NoWalletYet): this line only when none does.
            none.length === 0 && (
              <p className="muted" data-testid="account-tokens-no-wallet">
                None of the jettons checked has a jetton wallet for this account.
              </p>
            )
          )}
          {insights.error && (
            <p className="error-text">The jetton wallets could not be read: {insights.error.message}</p>
          )}
          <NoWalletYet none={none} asRecipient={asRecipient} />
          {unusable.length > 0 && (
            <p className="muted" data-testid="account-tokens-unusable">
              Not checked: {unusable.map((j) => `${jettonName(j, testnet)} (${j.problem})`).join('; ')}.
            </p>
          )}
        </>
      )}
      <p className="muted small">
        Checked: the well-known jettons, the masters kept on the Tokens screen and the jettons of this lookup
        — not every token {asRecipient ? 'sent to this address' : 'the wallet may hold'}.
      </p>
    </section>
  );
}
