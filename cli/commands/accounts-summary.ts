/**
 * `accounts --summary`: the figures the results screen draws above a lookup (shared/jobs/lookup-summary.ts)
 * — counts by status and kind, the balance distribution by decade, the largest holders, and the same for
 * each jetton of the Token column — as text tables, or (`--json`) as the summary itself. Every amount is
 * exact; the indexer's token names are written inert, as every cell of `table` is.
 */
import { bucketRange, type AmountFigures, type LookupSummary } from '../../shared/jobs/lookup-summary';
import { displayAddress } from '../../shared/format/address-display';
import { line, printJson, say, table, type CliIo } from '../io';
import { groupedInteger } from '../../shared/grouped-integer';

const count = groupedInteger;
/** A server name cut to a line's share (the table pads every cell to the widest). */
const cut = (text: string, max = 48) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The distribution and largest holders of one amount, under `title`. */
function printAmounts(
  title: string,
  unit: string,
  figures: AmountFigures,
  network: 'mainnet' | 'testnet',
  io: CliIo,
): void {
  say(io.stdout, title);
  if (figures.counted === 0) {
    line(io.stdout, '  (no amounts)');
    line(io.stdout);
    return;
  }
  const buckets = figures.buckets.map((b) => [bucketRange(b), count(b.count), b.total]);
  line(io.stdout, table([[`${unit} (log scale, by decade)`, 'accounts', `total ${unit}`], ...buckets]));
  line(io.stdout);
  const holders = figures.largest.map((h, i) => [
    String(i + 1),
    displayAddress(h.raw, { testnet: network === 'testnet', given: h.input, role: h.role }),
    h.amount,
  ]);
  line(io.stdout, table([['#', 'largest holders', unit], ...holders]));
  line(io.stdout);
}

/** Prints `summary` of a lookup on `network`: text tables, or the summary as JSON. */
export function printSummary(
  summary: LookupSummary,
  json: boolean,
  network: 'mainnet' | 'testnet',
  io: CliIo,
): void {
  if (json) {
    printJson(io.stdout, summary);
    return;
  }
  line(io.stdout, `Summary of ${count(summary.rows)} requested account${summary.rows === 1 ? '' : 's'}`);
  line(io.stdout);
  line(io.stdout, table([['status', 'accounts'], ...summary.byStatus.map((s) => [s.label, count(s.count)])]));
  line(io.stdout);
  line(io.stdout, table([['kind', 'accounts'], ...summary.byKind.map((k) => [k.label, count(k.count)])]));
  if (summary.withoutKind > 0)
    line(
      io.stdout,
      `(${count(summary.withoutKind)} without a state — not found, failed or pending — have no kind)`,
    );
  line(io.stdout);
  const { balance } = summary;
  printAmounts(
    `Balance: ${count(balance.counted)} accounts hold ${balance.total} TON (${count(balance.zero)} of them 0); ` +
      `${count(balance.noBalance)} have no balance (nonexist, not found, failed, pending)` +
      (balance.unreadable ? `; ${count(balance.unreadable)} sent without a balance` : ''),
    'TON',
    balance,
    network,
    io,
  );
  for (const token of summary.tokens) {
    const unit = cut(token.symbol ?? token.name ?? 'units');
    printAmounts(
      `Token: ${cut(token.label, 80)} — ${count(token.counted)} wallet${token.counted === 1 ? '' : 's'} hold${token.counted === 1 ? 's' : ''} ${token.total} ${unit}` +
        (token.assumedDecimals ? ' (no decimals in its metadata: 9 assumed)' : '') +
        (token.unreadable ? `; ${count(token.unreadable)} wallets' balances unreadable` : ''),
      unit,
      token,
      network,
      io,
    );
  }
}
