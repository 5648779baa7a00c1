/**
 * The tokens grid: one row per owner, one balance column per jetton (scaled by the jetton's own
 * decimals, "no jetton wallet yet (0)" where the owner has none, the status where a row failed), a
 * jetton that claims a well-known one it is not marked look-alike in its header, and a locked jetton
 * wallet flagged in its cell (its own `get_status`, read for the rows in view through the insight
 * store, as the results table's token cells read it) with what the lock means in its title.
 * Virtualised: a 10,000-owner run keeps only the visible rows in the DOM.
 */
import type { TrailStep } from '../model/account-trail';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { TokensJetton } from '../../shared/jobs/job-events';
import type { TokenRow } from '../../shared/contracts/tokens';
import { tokenBalanceText } from '../../shared/contracts/token-balance-text';
import { Address } from '../model/address';
import { jettonLookAlike } from '../../shared/contracts/jetton-identity';
import { lockStatusHint, lockStatusText } from '../../shared/contracts/lock-status-text';
import { useInsightStore } from '../model/use-insight';
import { useIsTestnet } from '../model/use-is-testnet';
import { LookAlikeMark } from '../ui/look-alike-mark';

const ROW_HEIGHT = 32;

/** The owners in order, each with its row per jetton. */
function byOwner(rows: readonly TokenRow[]): { owner: string; cells: Map<string, TokenRow> }[] {
  const owners = new Map<string, Map<string, TokenRow>>();
  for (const row of rows) {
    let cells = owners.get(row.owner);
    if (!cells) owners.set(row.owner, (cells = new Map()));
    cells.set(row.jetton, row);
  }
  return [...owners].map(([owner, cells]) => ({ owner, cells }));
}

/** A locked jetton wallet's flag: its lock read by its own `get_status` once the cell is in view. */
function LockFlag(props: { wallet: string; unixTime: number | undefined }) {
  const store = useInsightStore();
  const { wallet, unixTime } = props;
  useEffect(() => store.want([{ raw: wallet, stateHash: null }], unixTime), [store, wallet, unixTime]);
  const entry = useSyncExternalStore(store.subscribe, () => store.get(wallet));
  if (entry?.state !== 'done' || !('lock_status' in entry.inspected.details)) return null;
  const lock = entry.inspected.details.lock_status;
  const words = lock ? lockStatusText(lock) : null;
  if (!lock || !words?.warning) return null;
  return (
    <>
      {' '}
      <strong
        className="insight-flag"
        data-testid="tokens-lock"
        title={`${words.text}. ${lockStatusHint(lock)}`}
      >
        locked
      </strong>
    </>
  );
}

/**
 * One owner's balance of one jetton, its lock flagged; a balance read from a jetton wallet opens that
 * wallet's page (its lock, owner and master said in full, and its answer for the ticket).
 */
function TokenCell(props: {
  row: TokenRow | undefined;
  master: string;
  symbol: string;
  unixTime: number | undefined;
  onOpen: (step: TrailStep) => void;
}) {
  const { row } = props;
  const failed = row && row.status !== 'active' && row.status !== 'no_wallet';
  const balance = <span data-testid="tokens-balance">{row ? tokenBalanceText(row) : '…'}</span>;
  const wallet = row?.status === 'active' ? row.jetton_wallet : null;
  return (
    <span
      role="cell"
      data-jetton={props.master}
      data-status={row?.status}
      className={failed ? 'insight-flag' : undefined}
      title={row?.error ?? row?.jetton_wallet ?? undefined}
    >
      {wallet ? (
        <button
          type="button"
          className="link-button"
          onClick={() => props.onOpen({ raw: wallet, via: `${props.symbol} wallet` })}
          title={`Open this ${props.symbol} wallet’s page: ${wallet}`}
        >
          {balance}
        </button>
      ) : (
        balance
      )}
      {row?.status === 'active' && row.jetton_wallet && (
        <LockFlag wallet={row.jetton_wallet} unixTime={props.unixTime} />
      )}
    </span>
  );
}

/** The grid. */
export function TokensTable(props: {
  rows: readonly TokenRow[];
  jettons: readonly TokensJetton[];
  /** Raw → what the user typed for that owner (the form it is shown in). */
  given?: ReadonlyMap<string, string>;
  /** `now()` the balances were read at (the lookup's last block), for the locks too. */
  unixTime?: number | undefined;
  /** Opens an owner's or a jetton wallet's page over the screen. */
  onOpen: (step: TrailStep) => void;
}) {
  const owners = useMemo(() => byOwner(props.rows), [props.rows]);
  const network = useIsTestnet() ? 'testnet' : 'mainnet';

  const parent = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read during render by design
  const virtualizer = useVirtualizer({
    count: owners.length,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const columns = `minmax(16rem, 2fr) ${props.jettons.map(() => 'minmax(10rem, 1fr)').join(' ')}`;
  return (
    <div
      role="table"
      aria-label="Token balances"
      aria-rowcount={owners.length + 1}
      className="tokens-table"
      data-testid="tokens-table"
      data-rows={owners.length}
    >
      <div role="rowgroup">
        <div
          role="row"
          className="tokens-row tokens-head"
          style={{ gridTemplateColumns: columns }}
          aria-rowindex={1}
        >
          <span role="columnheader">Owner</span>
          {props.jettons.map((j) => (
            <span
              role="columnheader"
              key={j.master}
              title={j.symbol ? j.master : undefined}
              data-testid="tokens-jetton"
            >
              {j.symbol ?? <Address raw={j.master} role="contract" middle />}{' '}
              <LookAlikeMark lookAlike={jettonLookAlike({ symbol: j.symbol, master: j.master }, network)} />
              {j.problem && (
                <span className="muted" data-testid="tokens-jetton-problem">
                  {' '}
                  — {j.problem}
                </span>
              )}
            </span>
          ))}
        </div>
      </div>
      <div ref={parent} className="tokens-body" role="rowgroup">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const { owner, cells } = owners[item.index]!;
            return (
              <div
                role="row"
                key={owner}
                aria-rowindex={item.index + 2}
                className="tokens-row"
                data-testid="tokens-row"
                data-owner={owner}
                style={{
                  gridTemplateColumns: columns,
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <span role="cell" data-testid="tokens-owner">
                  <button
                    type="button"
                    className="link-button mono"
                    onClick={() => props.onOpen({ raw: owner, via: 'owner' })}
                  >
                    <Address raw={owner} given={props.given?.get(owner)} />
                  </button>
                </span>
                {props.jettons.map((j) => (
                  <TokenCell
                    key={j.master}
                    row={cells.get(j.master)}
                    master={j.master}
                    symbol={j.symbol ?? 'jetton'}
                    unixTime={props.unixTime}
                    onOpen={props.onOpen}
                  />
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
