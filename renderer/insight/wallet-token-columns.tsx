/**
 * The results table's token columns, on request (issue 16): for each of the network's well-known jettons,
 * what a wallet row holds — derived as its page derives it (the master's own `get_wallet_address`, the
 * jetton wallet's own `get_wallet_data`, its `get_status` for the lock; model/wallet-tokens-store.ts) —
 * and a Look-alike column naming the token a row's jetton pretends to be. `text()` is exact: the filter,
 * sorting and exports read the whole balance, never the cell's shortened one.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { JETTON_PRESETS, type JettonPreset } from '../../shared/contracts/jetton-presets';
import type { TokenRow } from '../../shared/contracts/tokens';
import { tokenBalanceText } from '../../shared/contracts/token-balance-text';
import { normalizeAddress } from '../../shared/address/address-codec';
import { currentInsightStore } from '../model/insight-store';
import { lockOf } from '../model/row-lock';
import { mayOwnTokens } from '../model/may-own-tokens';
import type { ResultRow } from '../model/result-rows';
import { useInsightStore } from '../model/use-insight';
import { useIsTestnet } from '../model/use-is-testnet';
import { useLookupFacts } from '../model/use-lookup-facts';
import {
  currentWalletTokensStore,
  useWalletTokensStore,
  type WalletTokensEntry,
} from '../model/wallet-tokens-store';
import type { ColumnSpec } from '../model/column-spec';
import type { DerivedValues } from '../model/derived-values';
import { RowLookAlike } from '../model/row-look-alike';
import { NotDoneCell } from './contract-columns';

/** The mainnet presets, raw: the masters every wallet row is asked about (testnet has none). */
const MAINNET_MASTERS = JETTON_PRESETS.mainnet.map((p) => normalizeAddress(p.master)!);

/** The token row of `master` in a wallet's entry. */
function tokenOf(entry: WalletTokensEntry | undefined, master: string): TokenRow | undefined {
  return entry?.state === 'done' ? entry.rows.find((r) => r.jetton === master) : undefined;
}

/** One wallet's balance of one jetton: asks for the wallet once mounted, then shows balance and lock. */
function WalletTokenCell(props: { row: ResultRow; master: string }) {
  const { row, master } = props;
  const store = useWalletTokensStore();
  const insight = useInsightStore();
  const testnet = useIsTestnet();
  const { unixTime } = useLookupFacts();
  const owns = holdsTokens(row, testnet);
  useEffect(() => {
    if (owns) store.want([row.raw], { masters: MAINNET_MASTERS, unixTime });
  }, [store, owns, row.raw, unixTime]);
  const entry = useSyncExternalStore(store.subscribe, () => store.get(row.raw, unixTime));
  const token = tokenOf(entry, master);
  const lockEntry = useSyncExternalStore(insight.subscribe, () =>
    token?.jetton_wallet ? insight.get(token.jetton_wallet) : undefined,
  );
  if (!owns) return null;
  if (entry?.state !== 'done') return <NotDoneCell entry={entry} doing="deriving" />;
  if (!token) return null;
  const lock = lockOf(lockEntry);
  const exact = token.status === 'active' && token.balance !== null;
  return (
    <span data-testid="wallet-token" data-status={token.status} title={token.error ?? undefined}>
      <span className={exact ? 'mono' : 'muted'}>{tokenBalanceText(token)}</span>
      {lock?.warning && (
        <>
          {' '}
          <strong
            className="insight-flag"
            data-testid="wallet-token-lock"
            title={`${lock.text}. ${lock.hint}`}
          >
            locked
          </strong>
        </>
      )}
    </span>
  );
}

/** The exact text of a wallet's token, with its lock when locked; undefined until derived. */
function walletTokenText(row: ResultRow, master: string): string | undefined {
  const entry = currentWalletTokensStore()?.latest(row.raw);
  if (entry?.state === 'error') return `could not be derived: ${entry.error.message}`;
  const token = tokenOf(entry, master);
  if (!token) return undefined;
  const lock = token.jetton_wallet ? lockOf(currentInsightStore()?.get(token.jetton_wallet)) : null;
  return lock?.warning ? `${tokenBalanceText(token)} · ${lock.text}` : tokenBalanceText(token);
}

/** Whether a row's tokens are asked for at all: a wallet (or an account without code) on mainnet. */
const holdsTokens = (row: ResultRow, testnet: boolean) => !testnet && mayOwnTokens(row);

/** Whether the lock of a found jetton wallet is still being read (its own get_status). */
function lockPending(token: TokenRow | undefined): boolean {
  if (!token || token.status !== 'active' || !token.jetton_wallet) return false;
  const state = currentInsightStore()?.get(token.jetton_wallet)?.state;
  return state !== 'done' && state !== 'error';
}

/**
 * The token columns' values of any rows, for an export: each wallet's tokens derived behind the bridge
 * (tokens jobs of a few hundred wallets), then each found jetton wallet's lock; a row that holds no
 * tokens — or any row on testnet, where the presets are mainnet's — is settled at once.
 */
export const tokenValues: DerivedValues = {
  want(rows, { unixTime, testnet }) {
    const owners = rows.filter((row) => holdsTokens(row, testnet)).map((row) => row.raw);
    if (owners.length > 0) currentWalletTokensStore()?.want(owners, { masters: MAINNET_MASTERS, unixTime });
  },
  settled(row, { unixTime, testnet }) {
    if (!holdsTokens(row, testnet)) return true;
    const entry = currentWalletTokensStore()?.get(row.raw, unixTime);
    if (entry?.state === 'error') return true;
    if (entry?.state !== 'done') return false;
    return !entry.rows.some(lockPending);
  },
  subscribe(listener) {
    const stops = [
      currentWalletTokensStore()?.subscribe(listener),
      currentInsightStore()?.subscribe(listener),
    ];
    return () => stops.forEach((stop) => stop?.());
  },
};

/** A column of one preset jetton. */
function presetColumn(preset: JettonPreset): ColumnSpec {
  const master = normalizeAddress(preset.master)!;
  const id = preset.label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
  return {
    id: `wallet-token-${id}`,
    label: `${preset.label} held`,
    group: 'Tokens of the wallet',
    width: 150,
    minWidth: 70,
    defaultVisible: false,
    cell: (row) => <WalletTokenCell row={row} master={master} />,
    text: (row) => walletTokenText(row, master),
    derived: tokenValues,
  };
}

/** The on-request token columns: one per well-known jetton, then Look-alike. */
export const walletTokenColumns: readonly ColumnSpec[] = [
  ...JETTON_PRESETS.mainnet.map(presetColumn),
  {
    id: 'look-alike',
    label: 'Look-alike',
    group: 'Tokens of the wallet',
    width: 200,
    minWidth: 80,
    defaultVisible: false,
    // No text: exports carry the finding in their own look_alike field already.
    cell: (row) => <RowLookAlike row={row} long />,
    // A click puts the look-alikes first.
    compare: (a, b, facts) => Number(!facts.lookAlike(a)) - Number(!facts.lookAlike(b)),
  },
];
