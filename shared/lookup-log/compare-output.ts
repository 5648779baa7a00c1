/**
 * A comparison (lookup-compare.ts) as a file: the JSON document the CLI's `compare --json` prints and
 * the app's compare view saves, and a CSV of one row per account with previous, now and the signed
 * difference of every compared field — every account, changed or not, so a spreadsheet can filter.
 * Balances stay exact: nanotons and token units as the lookups gave them, never rounded, each with its
 * unit in a column beside it.
 */
import { formatNanotons } from '../format/amounts';
import { displayAmountOptions, localizeDecimal } from '../format/locale-format';
import type { AccountComparison, ComparedField } from './lookup-compare';

/** How a compared value is written for a person. */
export interface ComparedTextOptions {
  /**
   * Group the whole part of amounts and mark decimals as the locale does (`1,310.393426523 TON`), as
   * every screen writes amounts (locale-format.ts); plain digits when false or absent.
   */
  readonly grouped?: boolean;
  /** The locale; the runtime's own when absent. */
  readonly locale?: string;
}

/**
 * A compared value for a person: balances in TON (a difference keeps its sign), jetton balances as
 * they are; amounts grouped when asked; "—" when unknown. A logical time is a number, not an amount:
 * never grouped.
 */
export function comparedValueText(
  field: ComparedField,
  value: string | null,
  options: ComparedTextOptions = {},
): string {
  if (value === null) return '—';
  const sign = /^[+-]/.exec(value)?.[0] ?? '';
  const magnitude = value.slice(sign.length);
  if (field === 'jetton_balance' && options.grouped)
    return `${sign}${localizeDecimal(magnitude, options.locale)}`;
  if (field !== 'balance') return value;
  const ton = formatNanotons(magnitude, options.grouped ? displayAmountOptions(options.locale) : {});
  return ton.valid ? `${sign}${ton.text} TON` : value;
}

/** The written form of each compared account's address (the one rule of shared/format/address-display). */
export type ComparedAddress = (comparison: AccountComparison) => string;

/** What a comparison document says besides the accounts. */
export interface ComparisonSummary {
  /** Accounts compared. */
  readonly compared: number;
  /** Accounts with at least one changed field. */
  readonly changed: number;
  /** Accounts the fresh lookup could not ask for (their request failed). */
  readonly failed: number;
}

/** The document's figures: accounts compared, changed, and not asked again. */
function comparisonSummary(compared: readonly AccountComparison[], failed: number): ComparisonSummary {
  return { compared: compared.length, changed: compared.filter((c) => c.changed).length, failed };
}

/** One account of the document, with every field (previous, now, difference). */
function accountEntry(c: AccountComparison, addressOf: ComparedAddress) {
  return { address: addressOf(c), raw: c.raw, changed: c.changed, fields: c.fields };
}

/** The JSON document: the summary, then every account with every field (previous, now, difference). */
export function comparisonDocument(
  compared: readonly AccountComparison[],
  addressOf: ComparedAddress,
  failed = 0,
): ComparisonSummary & { accounts: unknown[] } {
  return {
    ...comparisonSummary(compared, failed),
    accounts: compared.map((c) => accountEntry(c, addressOf)),
  };
}

/** How many accounts {@link comparisonJsonSteps} writes between two steps. */
export const JSON_STEP_ACCOUNTS = 500;

/**
 * The JSON document's text (`JSON.stringify(comparisonDocument(…), null, 2)` and a newline) a step at a
 * time, in parts (`saveFile` writes them one after another): yields after every
 * {@link JSON_STEP_ACCOUNTS} accounts. Each account is written as the whole document writes it — its
 * lines indented one level deeper — so the parts joined are the same text byte for byte; the page saves
 * 100,000 accounts without holding its main thread for the whole stringify or a 30 MB join.
 */
export function* comparisonJsonSteps(
  compared: readonly AccountComparison[],
  addressOf: ComparedAddress,
  failed = 0,
): Generator<void, string[], void> {
  const head = JSON.stringify({ ...comparisonSummary(compared, failed), accounts: [] }, null, 2);
  if (compared.length === 0) return [`${head}\n`];
  // One part per step, its entries joined then.
  const chunks: string[] = [];
  for (let from = 0; from < compared.length; from += JSON_STEP_ACCOUNTS) {
    const entries = compared
      .slice(from, from + JSON_STEP_ACCOUNTS)
      .map((c) => `    ${JSON.stringify(accountEntry(c, addressOf), null, 2).replaceAll('\n', '\n    ')}`);
    chunks.push(`${chunks.length === 0 ? '' : ',\n'}${entries.join(',\n')}`);
    yield;
  }
  // The head ends `"accounts": []\n}`: the entries go between the brackets.
  return [`${head.slice(0, -'[]\n}'.length)}[\n`, ...chunks, '\n  ]\n}\n'];
}
