/**
 * The lookup's summary in pictures (loaded on its own, with the charting library, when the summary is
 * first opened): accounts by status and by kind, the TON balances by decade and their largest holders,
 * and the same for a jetton of the Token column. It summarises every row of the lookup — the table's
 * filters do not change it, and it says so — once the lookup has ended.
 */
import { memo, useMemo, useState } from 'react';
import type { LookupSummary, TokenFigures } from '../../../shared/jobs/lookup-summary';
import { formatCount } from '../../../shared/format/locale-format';
import type { LookupOutcome } from '../../model/lookup-outcome';
import { HoldersFigure } from './holders-figure';
import { DistributionFigure, KindFigure, StatusFigure } from './summary-figures';
import { accounts, plainName } from './summary-words';
import { useStepsAfterPaint } from '../../ui/use-steps-after-paint';
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
 * The summary's parts in the order they are drawn, one a frame ({@link useStepsAfterPaint}): the counts,
 * then the TON balances, then the token column. Drawn in one frame after a 100,000-row lookup, their
 * style, layout and paint (548 of the page's 1,434 layout objects) made it one of the two frames that
 * keep the longest task over 50 ms; each part is final when it shows, and the panel says `drawing`
 * until the last is in.
 */
const SUMMARY_PARTS = 3;

/**
 * The first `parts` parts of a ready summary. Each part is made once per summary (or `onOpen`), so a
 * part drawn before is left as it is when the next comes: a chart that renders measures its texts once
 * drawn (bar-charts.tsx), and that read works out the page's style.
 */
const SummaryCharts = memo(function SummaryCharts(props: {
  summary: LookupSummary;
  onOpen: (raw: string) => void;
  parts: number;
}) {
  const { summary, onOpen } = props;
  const counts = useMemo(
    () => [<StatusFigure key="status" summary={summary} />, <KindFigure key="kind" summary={summary} />],
    [summary],
  );
  const balances = useMemo(() => <BalanceFigures summary={summary} onOpen={onOpen} />, [summary, onOpen]);
  const tokens = useMemo(() => <TokenSection tokens={summary.tokens} onOpen={onOpen} />, [summary, onOpen]);
  return (
    <>
      <div className="summary-grid">
        {counts}
        {props.parts >= 2 && balances}
      </div>
      {props.parts >= 3 && tokens}
    </>
  );
});

/** The TON balances by decade, and their largest holders. */
function BalanceFigures(props: { summary: LookupSummary; onOpen: (raw: string) => void }) {
  const { balance } = props.summary;
  const left = [
    balance.noBalance > 0
      ? `${accounts(balance.noBalance)} have no balance (nonexist: no account there; not found, failed, pending)`
      : '',
    balance.unreadable > 0 ? `${accounts(balance.unreadable)} came without a balance` : '',
  ].filter(Boolean);
  return (
    <>
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
    </>
  );
}

/** The summary of the outcome's rows, once its lookup has ended. */
export default function SummaryPanel(props: { outcome: LookupOutcome; onOpen: (raw: string) => void }) {
  const { outcome } = props;
  const made = useLookupSummary(outcome);
  const ready = made.state === 'ready' ? made.summary : null;
  const parts = useStepsAfterPaint(ready ? SUMMARY_PARTS : 1, ready);
  const state = ready && parts < SUMMARY_PARTS ? 'drawing' : made.state;
  return (
    <div className="summary-panel" data-testid="summary-panel" data-state={state}>
      <p className="muted small">
        Every one of the {formatCount(outcome.rows.length)} requested accounts of this lookup: the table’s
        filters do not change these figures. Balances are on a log scale, one column per decade; zero balances
        are a column of their own.
      </p>
      {made.state === 'ready' ? (
        <SummaryCharts summary={made.summary} onOpen={props.onOpen} parts={parts} />
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
