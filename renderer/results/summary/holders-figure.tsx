/**
 * The largest holders as bars across: each account written as every screen writes it, its exact amount
 * beside its bar (the bar's length is the only place an amount is a float), and in the table a button
 * that opens its page.
 */
import type { AmountFigures, Holder } from '../../../shared/jobs/lookup-summary';
import { localizeDecimal } from '../../../shared/format/locale-format';
import type { LookupOutcome } from '../../model/lookup-outcome';
import { rowAddress } from '../../model/row-address';
import { useIsTestnet } from '../../model/use-is-testnet';
import { HorizontalBars } from './bar-charts';
import { ChartFigure } from './chart-figure';
import { figuresSentence } from './summary-words';

/** `UQAcb0…ctbOd`: an address short enough for a chart's label; the table writes it whole. */
const shortAddress = (address: string) =>
  address.length > 14 ? `${address.slice(0, 5)}…${address.slice(-5)}` : address;

/** The largest holders of `figures` (amounts in `unit`), opened with `onOpen`. */
export function HoldersFigure(props: {
  id: string;
  title: string;
  unit: string;
  figures: AmountFigures;
  outcome: LookupOutcome;
  onOpen: (raw: string) => void;
}) {
  const { figures, unit, outcome } = props;
  const testnet = useIsTestnet();
  const addressOf = (holder: Holder) => {
    const row = outcome.rows[holder.index];
    return row?.raw === holder.raw ? rowAddress(row, testnet) : holder.raw;
  };
  const bars = figures.largest.map((h) => ({
    key: h.raw,
    label: shortAddress(addressOf(h)),
    value: Number(h.amount),
    valueText: `${localizeDecimal(h.amount)} ${unit}`,
  }));
  const description = figuresSentence(
    props.title,
    figures.largest.map((h) => ({ name: addressOf(h), value: `${localizeDecimal(h.amount)} ${unit}` })),
  );
  return (
    <ChartFigure
      id={props.id}
      caption={props.title}
      chart={
        bars.length > 0 ? (
          <HorizontalBars title={props.title} description={description} bars={bars} labelWidth={118} />
        ) : null
      }
      empty="No holder to list."
      table={{
        columns: ['#', 'Account', unit],
        rows: figures.largest.map((h, i) => ({
          key: h.raw,
          cells: [
            String(i + 1),
            <button
              type="button"
              className="link-button mono"
              onClick={() => props.onOpen(h.raw)}
              title={h.raw}
              data-raw={h.raw}
            >
              {addressOf(h)}
            </button>,
            localizeDecimal(h.amount),
          ],
        })),
      }}
    />
  );
}
