/**
 * A wallet's tokens on its own page, without another click: for the network's well-known jettons and
 * the masters the user keeps (account-masters.ts), each master's own `get_wallet_address` derives the
 * wallet's jetton wallet and that wallet's own `get_wallet_data` gives the balance (shared/contracts/
 * tokens.ts, a tokens run behind the bridge as the Tokens screen's); its `get_status` gives the lock (use-jetton-wallet-insight.ts). Each
 * token is checked against the master it claims (jetton-identity.ts) and links to its jetton wallet and
 * master, opened on top of this page.
 */
import { useEffect, useState } from 'react';
import type { TokensJetton } from '../../shared/jobs/job-events';
import { jettonLookAlike } from '../../shared/contracts/jetton-identity';
import { JETTON_PRESETS } from '../../shared/contracts/jetton-presets';
import type { TokenRow } from '../../shared/contracts/tokens';
import { tokenBalanceText } from '../../shared/contracts/tokens-output';
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

/** The lock cell: what the jetton wallet's own `get_status` says, once read. */
function LockCell(props: { row: TokenRow }) {
  const wallet = props.row.status === 'active' ? props.row.jetton_wallet : null;
  const entry = useJettonWalletEntry(wallet ?? '');
  if (!wallet) return <span className="muted">—</span>;
  if (!entry || entry.state === 'loading') return <span className="muted">reading…</span>;
  if (entry.state === 'error') return <span className="error-text">not read: {entry.error.message}</span>;
  const lock = 'lock_status' in entry.inspected.details ? entry.inspected.details.lock_status : undefined;
  return lock ? <LockStatusWords lock={lock} /> : <span className="muted">no lock in this jetton</span>;
}

/** One token of the wallet. */
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
        <LockCell row={row} />
      </td>
    </tr>
  );
}

/** The tokens section of a wallet's page. */
export function AccountTokens(props: { raw: string; unixTime: number | undefined }) {
  const startRun = useStartTokensRun();
  const testnet = useIsTestnet();
  const keptText = useKeptMastersText();
  const lookupRows = useLookup((s) => s.last?.rows);
  const masters = accountPageMasters({ testnet, keptText, lookupRows: lookupRows ?? [] });
  const key = [props.raw, props.unixTime, ...masters].join(' ');
  const [run, setRun] = useState<{ key: string; state: TokensRunState } | null>(null);
  // One tokens run per page and set of masters (the run's own cancel when the page goes). A run
  // replaced (the lookup's rows named another master) still reports its cancellation later, maybe
  // after its successor finished: it is no longer heard, or its stale key would hide the tokens.
  useEffect(() => {
    if (masters.length === 0) return;
    let heard = true;
    const stop = startRun({ owners: [props.raw], masters, unixTime: props.unixTime }, (state) => {
      if (heard) setRun({ key, state });
    });
    return () => {
      heard = false;
      stop();
    };
    // `key` stands for the owner, the time and the masters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startRun, key]);
  const current = run?.key === key ? run.state : null;
  const tokens = {
    isPending: !current || (current.state === 'running' && current.rows.length === 0),
    isError: current?.state === 'failed',
    error: current?.error ?? null,
    data: current,
  };
  const rows = tokens.data?.rows ?? [];
  const wallets = rows.flatMap((r) => (r.status === 'active' && r.jetton_wallet ? [r.jetton_wallet] : []));
  const insights = useJettonWalletInsights(wallets, props.unixTime);
  const held = rows.filter((r) => r.status !== 'no_wallet');
  const none = rows.filter((r) => r.status === 'no_wallet');
  const unusable = tokens.data?.jettons.filter((j) => j.problem) ?? [];

  return (
    <section className="detail-section" aria-labelledby="account-tokens-title" data-testid="account-tokens">
      <h4 id="account-tokens-title">Tokens</h4>
      {masters.length === 0 ? (
        <p className="muted">
          This network has no well-known jettons; add jetton masters on the Tokens screen to check them here.
        </p>
      ) : tokens.isPending ? (
        <p role="status" data-testid="account-tokens-loading">
          Deriving this wallet&apos;s jetton wallets from {masters.length} jetton master
          {masters.length === 1 ? '' : 's'}…
        </p>
      ) : tokens.isError ? (
        <p className="banner banner-error" role="alert">
          The tokens could not be read: {tokens.error?.message ?? 'the run stopped'}
        </p>
      ) : (
        <>
          {held.length > 0 ? (
            <table className="kv-table account-tokens" data-testid="account-token-table">
              <caption className="visually-hidden">Tokens of this wallet</caption>
              <TableHead names={['Token', 'Balance', 'Lock']} />
              <tbody>
                {held.map((row) => (
                  <TokenLine key={row.jetton} row={row} />
                ))}
              </tbody>
            </table>
          ) : (
            <p className="muted">None of the jettons checked has a jetton wallet for this account.</p>
          )}
          {insights.error && (
            <p className="error-text">The jetton wallets could not be read: {insights.error.message}</p>
          )}
          {none.length > 0 && (
            <p className="muted" data-testid="account-tokens-none">
              No jetton wallet yet (0):{' '}
              {none.map((r) => jettonName({ master: r.jetton, symbol: r.symbol }, testnet)).join(', ')}.
            </p>
          )}
          {unusable.length > 0 && (
            <p className="muted" data-testid="account-tokens-unusable">
              Not checked: {unusable.map((j) => `${jettonName(j, testnet)} (${j.problem})`).join('; ')}.
            </p>
          )}
        </>
      )}
      <p className="muted small">
        Checked: the well-known jettons, the masters kept on the Tokens screen and the jettons of this lookup
        — not every token the wallet may hold.
      </p>
    </section>
  );
}
