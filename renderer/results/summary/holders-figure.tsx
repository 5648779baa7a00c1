/**
 * The largest holders as bars across: each account written as every screen writes it, its exact amount
 * beside its bar (the bar's length is the only place an amount is a float), and in the table a button
 * that opens its page.
 */
import type { AmountFigures, Holder } from '../../../shared/jobs/lookup-summary';
import { localizeDecimal } from '../../../shared/format/locale-format';
import { Address } from '../../model/address';
import { useAddressDisplay } from '../../model/use-address-display';
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
  onOpen: (raw: string) => void;
}) {
  const { figures, unit } = props;
  const display = useAddressDisplay();
  // The form the user gave for the account, else its role's: as the table writes it.
  const addressOf = (holder: Holder) => display(holder.raw, { given: holder.input, role: holder.role });
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
              className="link-button"
              onClick={() => props.onOpen(h.raw)}
              data-raw={h.raw}
            >
              <Address raw={h.raw} given={h.input} role={h.role} />
            </button>,
            localizeDecimal(h.amount),
          ],
        })),
      }}
    />
  );
}
