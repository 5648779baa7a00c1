/**
 * The tokens grid: one row per owner, one balance column per jetton (scaled by the jetton's own
 * decimals, "no jetton wallet yet (0)" where the owner has none, the status where a row failed).
 * Virtualised: a 10,000-owner run keeps only the visible rows in the DOM.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import type { TokensJetton } from '../../shared/jobs/job-events';
import type { TokenRow } from '../../shared/contracts/tokens';
import { tokenBalanceText } from '../../shared/contracts/tokens-output';
import { Address } from '../model/address';

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

/** The grid. */
export function TokensTable(props: {
  rows: readonly TokenRow[];
  jettons: readonly TokensJetton[];
  /** Raw → what the user typed for that owner (the form it is shown in). */
  given?: ReadonlyMap<string, string>;
}) {
  const owners = useMemo(() => byOwner(props.rows), [props.rows]);
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
            <span role="columnheader" key={j.master} title={j.symbol ? j.master : undefined}>
              {j.symbol ?? <Address raw={j.master} role="contract" middle />}
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
                  <Address raw={owner} given={props.given?.get(owner)} />
                </span>
                {props.jettons.map((j) => {
                  const row = cells.get(j.master);
                  const failed = row && row.status !== 'active' && row.status !== 'no_wallet';
                  return (
                    <span
                      role="cell"
                      key={j.master}
                      data-jetton={j.master}
                      data-status={row?.status}
                      className={failed ? 'insight-flag' : undefined}
                      title={row?.error ?? row?.jetton_wallet ?? undefined}
                    >
                      {row ? tokenBalanceText(row) : '…'}
                    </span>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
