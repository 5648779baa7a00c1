/**
 * The summary's figures as charts: accounts by status and by kind, a distribution by decade (log scale,
 * zero apart) and the largest holders — each a {@link ChartFigure} whose table and description hold the
 * same numbers its bars draw.
 */
import type { AmountFigures, LookupSummary, SummaryCount } from '../../../shared/jobs/lookup-summary';
import { formatCount, localizeDecimal } from '../../../shared/format/locale-format';
import { HorizontalBars, Histogram, type ChartBar } from './bar-charts';
import { ChartFigure } from './chart-figure';
import { accounts, decadeName, decadeRange, figuresSentence, plainName } from './summary-words';

/** Kinds drawn at most; the rest are one bar, "other kinds". */
export const MAX_KIND_BARS = 15;

/** The bar colour of a status (the badges' colours). */
function statusClass(status: string): string {
  const known = ['active', 'uninit', 'frozen', 'nonexist', 'failed', 'pending'];
  if (status === 'not found') return 'summary-bar-notfound';
  return known.includes(status) ? `summary-bar-${status}` : '';
}

/** Counts as bars, each with its exact count. */
const countBars = (counts: readonly SummaryCount[], colour?: (key: string) => string): ChartBar[] =>
  counts.map((c) => ({
    key: c.key,
    // A status is the indexer's text, shown as written: plain (hidden characters as markers), not too long.
    label: plainName(c.label, 40),
    value: c.count,
    valueText: formatCount(c.count),
    ...(colour ? { className: colour(c.key) } : {}),
  }));

/** A figure of counts: bars across, and the same counts as a table. */
function CountFigure(props: {
  id: string;
  title: string;
  what: string;
  bars: readonly ChartBar[];
  note?: string;
}) {
  const { bars } = props;
  return (
    <ChartFigure
      id={props.id}
      caption={props.title}
      chart={
        <HorizontalBars
          title={props.title}
          description={figuresSentence(
            props.what,
            bars.map((b) => ({ name: b.label, value: b.valueText })),
          )}
          bars={bars}
        />
      }
      table={{
        columns: [props.what, 'Accounts'],
        rows: bars.map((b) => ({ key: b.key, cells: [b.label, b.valueText] })),
      }}
      note={props.note && <p className="muted small">{props.note}</p>}
    />
  );
}

/** Accounts by status. */
export function StatusFigure(props: { summary: LookupSummary }) {
  const { summary } = props;
  return (
    <CountFigure
      id="status"
      title={`Accounts by status (${formatCount(summary.rows)})`}
      what="Status"
      bars={countBars(summary.byStatus, statusClass)}
    />
  );
}

/** Accounts by kind: the most common {@link MAX_KIND_BARS}, the rest as one bar. */
export function KindFigure(props: { summary: LookupSummary }) {
  const { byKind, withoutKind } = props.summary;
  const shown = byKind.slice(0, MAX_KIND_BARS - (byKind.length > MAX_KIND_BARS ? 1 : 0));
  const rest = byKind.slice(shown.length);
  const bars = countBars(shown);
  if (rest.length > 0) {
    const count = rest.reduce((n, k) => n + k.count, 0);
    bars.push({
      key: 'other-kinds',
      label: `${rest.length} other kinds`,
      value: count,
      valueText: formatCount(count),
    });
  }
  return (
    <CountFigure
      id="kind"
      title="Accounts by kind"
      what="Kind"
      bars={bars}
      {...(withoutKind > 0
        ? { note: `${accounts(withoutKind)} without an answer (failed or pending) have no kind.` }
        : {})}
    />
  );
}

/** A distribution by decade: one column per decade of `unit`, zero first. */
export function DistributionFigure(props: {
  id: string;
  title: string;
  unit: string;
  figures: AmountFigures;
  note?: string;
}) {
  const { figures, unit } = props;
  const bars: ChartBar[] = figures.buckets.map((b) => ({
    key: String(b.digits),
    label: decadeName(b, figures.decimals),
    value: b.count,
    valueText: formatCount(b.count),
    ...(b.digits === 0 ? { className: 'summary-bar-zero' } : {}),
  }));
  const description = figuresSentence(
    `${props.title}, accounts per decade of ${unit} (log scale; zero apart)`,
    figures.buckets.map((b) => ({ name: `${decadeRange(b)} ${unit}`, value: formatCount(b.count) })),
  );
  return (
    <ChartFigure
      id={props.id}
      caption={`${props.title}: ${accounts(figures.counted)}, ${localizeDecimal(figures.total)} ${unit} in all`}
      chart={
        bars.length > 0 ? (
          <Histogram
            title={props.title}
            description={description}
            bars={bars}
            categoryAxis={`${unit}, from (log scale: one column per decade; 0 apart)`}
            valueAxis="accounts"
          />
        ) : null
      }
      empty={`No ${unit} amount to draw.`}
      table={{
        columns: [`${unit} (from – below)`, 'Accounts', `Total ${unit}`],
        rows: figures.buckets.map((b) => ({
          key: String(b.digits),
          cells: [decadeRange(b), formatCount(b.count), localizeDecimal(b.total)],
        })),
      }}
      note={props.note && <p className="muted small">{props.note}</p>}
    />
  );
}
