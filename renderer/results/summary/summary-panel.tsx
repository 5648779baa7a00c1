/**
 * The lookup's summary in pictures (loaded on its own, with the charting library, when the summary is
 * first opened): accounts by status and by kind, the TON balances by decade and their largest holders,
 * and the same for a jetton of the Token column. It summarises every row of the lookup — the table's
 * filters do not change it, and it says so — once the lookup has ended.
 */
import { memo, useState } from 'react';
import type { LookupSummary, TokenFigures } from '../../../shared/jobs/lookup-summary';
import { formatCount } from '../../../shared/format/locale-format';
import type { LookupOutcome } from '../../model/lookup-outcome';
import { HoldersFigure } from './holders-figure';
import { DistributionFigure, KindFigure, StatusFigure } from './summary-figures';
import { accounts, plainName } from './summary-words';
import { useLookupSummary } from './use-lookup-summary';
import './summary.css';

/** A jetton's unit as a chart writes it: its symbol, else its name, plain and short. */
const tokenUnit = (token: TokenFigures) => plainName(token.symbol ?? token.name ?? 'units', 16);

/** The choice of a jetton, and its distribution and largest holders. */
function TokenSection(props: { tokens: readonly TokenFigures[]; onOpen: (raw: string) => void }) {
  const { tokens } = props;
  const [master, setMaster] = useState<string | null>(null);
  const token = tokens.find((t) => t.master === master) ?? tokens[0];
  if (!token) return null;
  const unit = tokenUnit(token);
  const notes = [
    token.assumedDecimals
      ? 'its metadata gives no decimals, so 9 are assumed (TEP-64), as the Token column does'
      : '',
    token.decimalsDisagree
      ? 'its wallets came with different decimals; those not read at the first are left out'
      : '',
    token.unreadable > 0 ? `${accounts(token.unreadable)} show no readable balance and are left out` : '',
  ].filter(Boolean);
  return (
    <section className="summary-token" aria-label="Token column" data-testid="summary-token">
      <label className="field-inline">
        <span>Token column</span>
        <select
          value={token.master}
          onChange={(e) => setMaster(e.target.value)}
          data-testid="summary-token-choice"
        >
          {tokens.map((t) => (
            <option key={t.master} value={t.master}>
              {plainName(t.label, 60)} — {formatCount(t.counted + t.unreadable)} wallets
            </option>
          ))}
        </select>
      </label>
      <div className="summary-grid">
        <DistributionFigure
          id="token-balance"
          title={`${unit} held by the jetton wallets`}
          unit={unit}
          figures={token}
          {...(notes.length > 0 ? { note: `Note: ${notes.join('; ')}.` } : {})}
        />
        <HoldersFigure
          id="token-holders"
          title={`Largest ${unit} wallets`}
          unit={unit}
          figures={token}
          onOpen={props.onOpen}
        />
      </div>
    </section>
  );
}

/**
 * Every chart of a ready summary; drawn again only when the summary (or `onOpen`) changes: a chart that
 * renders measures its texts once drawn (bar-charts.tsx), and that read forces a layout of the page.
 */
const SummaryCharts = memo(function SummaryCharts(props: {
  summary: LookupSummary;
  onOpen: (raw: string) => void;
}) {
  const { summary } = props;
  const { balance } = summary;
  const left = [
    balance.noBalance > 0
      ? `${accounts(balance.noBalance)} have no balance (nonexist: no account there; not found, failed, pending)`
      : '',
    balance.unreadable > 0 ? `${accounts(balance.unreadable)} came without a balance` : '',
  ].filter(Boolean);
  return (
    <>
      <div className="summary-grid">
        <StatusFigure summary={summary} />
        <KindFigure summary={summary} />
        <DistributionFigure
          id="balance"
          title="TON balances"
          unit="TON"
          figures={balance}
          {...(left.length > 0 ? { note: `Left out: ${left.join('; ')}.` } : {})}
        />
        <HoldersFigure
          id="holders"
          title="Largest TON balances"
          unit="TON"
          figures={balance}
          onOpen={props.onOpen}
        />
      </div>
      <TokenSection tokens={summary.tokens} onOpen={props.onOpen} />
    </>
  );
});

/** The summary of the outcome's rows, once its lookup has ended. */
export default function SummaryPanel(props: { outcome: LookupOutcome; onOpen: (raw: string) => void }) {
  const { outcome } = props;
  const made = useLookupSummary(outcome);
  return (
    <div className="summary-panel" data-testid="summary-panel" data-state={made.state}>
      <p className="muted small">
        Every one of the {formatCount(outcome.rows.length)} requested accounts of this lookup: the table’s
        filters do not change these figures. Balances are on a log scale, one column per decade; zero balances
        are a column of their own.
      </p>
      {made.state === 'ready' ? (
        <SummaryCharts summary={made.summary} onOpen={props.onOpen} />
      ) : (
        <p className="muted" role="status">
          {made.state === 'waiting'
            ? 'The summary is drawn when the lookup has finished.'
            : `Summarising ${accounts(outcome.rows.length)}…`}
        </p>
      )}
    </div>
  );
}
