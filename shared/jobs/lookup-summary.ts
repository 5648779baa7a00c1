/**
 * The figures an analyst reads off a lookup at a glance — counts by status and by kind, the balance
 * distribution on a log scale, the largest holders, and the same for each jetton the Token column shows —
 * made once, here, from the lookup's rows (shared/jobs/lookup-row.ts), for the results screen's charts
 * and `cli accounts --summary` alike.
 *
 * Amounts are exact: the integer units (nanotons, a jetton's units) are read and summed from their
 * decimal text without rounding (shared/format/unsigned-decimal-text.ts), bounds and totals written as
 * exact decimal text, never a float. A log scale has no place for zero, so zero
 * balances are a bucket of their own, before the first decade. A `nonexist` account's "0" is no balance
 * (there is no account: shared/format/status.ts), nor is a not-found, failed or pending row's: they are
 * counted as "no balance", apart from the distribution.
 *
 * Rows are taken a slice at a time ({@link LookupSummaryBuilder.add}), so a screen can spread 100,000
 * rows over a few turns and the CLI could feed it as batches land; memory stays flat in the row count
 * (only counts, sums and the few largest holders are kept).
 */
import { accountKind, NOT_DEPLOYED_KIND, type ContractOfAccount } from '../contracts/kinds';
import { DEFAULT_JETTON_DECIMALS, scaleAmount } from '../format/amounts';
import { statusRank } from '../format/status';
import { tokenLabel } from '../format/token-summary';
import type { AccountRole } from '../format/address-display';
import {
  compareUnsignedText,
  ExactSum,
  safeIntegerDigits,
  significantDigits,
} from '../format/unsigned-decimal-text';
import { accountAmount, hasAccount } from './account-field';
import { roleOfRow, type LookupRow } from './lookup-row';

/** How many largest holders a summary names. */
export const LARGEST_HOLDERS = 10;

/**
 * Decades a distribution spans at most: 1 nanoton to the whole TON supply is 19; a hostile indexer's
 * 500-digit balance must not draw 500 bars, so amounts beyond are gathered in the last, open bucket.
 */
export const MAX_DECADES = 30;

// The kind entry of `uninit` and `nonexist` accounts (no contract runs there): the Kind filter's own key.
export { NOT_DEPLOYED_KIND };

/** A number of rows with one value (a status, a kind). */
export interface SummaryCount {
  /** What is counted: the status as the row has it, or the kind's id ({@link NOT_DEPLOYED_KIND} too). */
  readonly key: string;
  /** How the table names it. */
  readonly label: string;
  readonly count: number;
}

/**
 * One bar of a distribution: the amounts from `from` (inclusive) to `below` (exclusive), both in whole
 * units (TON, tokens), exact. The zero bucket has `from: "0"`, `below: "0"` and `digits: 0`; a bucket
 * with `below: null` is open above (the last one when the span exceeds {@link MAX_DECADES}).
 */
export interface AmountBucket {
  /** Digits of its amounts in base units (a decade): 1 is 1–9 units; 0 is the zero bucket. */
  readonly digits: number;
  readonly from: string;
  readonly below: string | null;
  readonly count: number;
  /** The sum of its amounts, in whole units, exact. */
  readonly total: string;
}

/**
 * A bucket's range in whole units, each bound written by `write` (a screen groups digits as the locale
 * does; the CLI writes them plain): `0`, `1 – < 10`, `≥ 1000` for an open last bucket.
 */
export function bucketRange(bucket: AmountBucket, write: (amount: string) => string = (a) => a): string {
  if (bucket.digits === 0) return '0';
  const from = write(bucket.from);
  return bucket.below === null ? `≥ ${from}` : `${from} – < ${write(bucket.below)}`;
}

/** One of the largest holders: the row it is, and its amount in whole units, exact. */
export interface Holder {
  /** The row's position in the lookup (input order). */
  readonly index: number;
  readonly raw: string;
  /** What was typed for it (the address display rule writes the form the user gave). */
  readonly input: string;
  readonly role: AccountRole;
  readonly amount: string;
}

/** The distribution and largest holders of one kind of amount (TON, or one jetton). */
export interface AmountFigures {
  /** Decimals of the unit: 9 for TON, the jetton's own (or TEP-64's 9). */
  readonly decimals: number;
  /** Amounts read (zero ones included). */
  readonly counted: number;
  /** Of which zero. */
  readonly zero: number;
  /** The sum of every amount read, in whole units, exact. */
  readonly total: string;
  /** The zero bucket (when any amount is zero), then every decade from the smallest amount's to the largest's, empty ones included. */
  readonly buckets: readonly AmountBucket[];
  /** The largest amounts, largest first (ties in input order), at most {@link LARGEST_HOLDERS}. */
  readonly largest: readonly Holder[];
}

/** The figures of the TON balances. */
export interface BalanceFigures extends AmountFigures {
  /** Rows with no balance: nonexist (no account), not found, failed, pending. */
  readonly noBalance: number;
  /** Rows whose balance the indexer left out (null) — not counted as zero. */
  readonly unreadable: number;
}

/** The figures of one jetton's wallets among the rows (the Token column's balances). */
export interface TokenFigures extends AmountFigures {
  /** The jetton master's raw address (the key: two jettons may share a symbol). */
  readonly master: string;
  /** The indexer's symbol and name of the jetton (server text: show it inert). */
  readonly symbol?: string;
  readonly name?: string;
  /** The Token column's label of it (`Tether USD (USD₮) · jetton wallet`). */
  readonly label: string;
  /** True when its metadata gave no decimals and TEP-64's 9 were assumed (as the Token column does). */
  readonly assumedDecimals: boolean;
  /** True when rows disagree on its decimals (metadata changed between batches): the first is used. */
  readonly decimalsDisagree: boolean;
  /** Its wallets whose balance the Token column does not show (unreadable or negative). */
  readonly unreadable: number;
}

/** Everything a summary says about a lookup's rows. */
export interface LookupSummary {
  /** Rows summarised. */
  readonly rows: number;
  /** Rows per status, in the table's order of statuses. */
  readonly byStatus: readonly SummaryCount[];
  /** Rows per kind, most first (ties by name), named as the Kind filter names them. */
  readonly byKind: readonly SummaryCount[];
  /** Rows with no answer yet (failed, pending): no kind to count. */
  readonly withoutKind: number;
  readonly balance: BalanceFigures;
  /** One entry per jetton whose wallets are among the rows, most wallets first (ties by master). */
  readonly tokens: readonly TokenFigures[];
}

/**
 * An amount kept among the largest: its row, the amount (its exact text, or a safe integer that names
 * it) and its significant digits.
 */
interface KeptAmount {
  readonly row: LookupRow;
  readonly amount: Amount;
  readonly digits: number;
}

/** An amount of base units: unsigned decimal text, or a non-negative safe integer (its text unwritten). */
type Amount = string | number;

/** Orders two amounts of `aDigits` and `bDigits` significant digits by value. */
function compareAmounts(a: Amount, aDigits: number, b: Amount, bDigits: number): number {
  if (aDigits !== bDigits) return aDigits - bDigits;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareUnsignedText(String(a), aDigits, String(b), bDigits);
}

/** Whether `amount` (of `digits` significant digits) of `row` ranks above `other`: more, or as much and earlier. */
function beats(row: LookupRow, amount: Amount, digits: number, other: KeptAmount): boolean {
  const order = compareAmounts(amount, digits, other.amount, other.digits);
  return order > 0 || (order === 0 && row.index < other.row.index);
}

/** The non-zero amounts of one decade: how many, and their exact sum. */
class Decade {
  count = 0;
  readonly sum = new ExactSum();
}

/**
 * Running figures of one kind of amount. Amounts are taken as the exact decimal text of their base
 * units and never made BigInts one by one: their decade is their count of significant digits, their
 * order among the largest is read from the text, and each decade's sum is exact
 * (shared/format/unsigned-decimal-text.ts) — a BigInt per row cost most of the summary's time.
 */
class AmountTally {
  counted = 0;
  zero = 0;
  /** Digits → the non-zero amounts of that many significant digits. */
  readonly decades = new Map<number, Decade>();
  /** Largest first; ties in input order. */
  readonly largest: KeptAmount[] = [];

  constructor(readonly decimals: number) {}

  /** Counts `amount` (of base units) of `row`; `digits` are its significant digits. */
  add(row: LookupRow, amount: Amount, digits: number): void {
    this.counted += 1;
    if (digits === 0) this.zero += 1;
    else {
      let decade = this.decades.get(digits);
      if (!decade) {
        decade = new Decade();
        this.decades.set(digits, decade);
      }
      decade.count += 1;
      if (typeof amount === 'number') decade.sum.addNumber(amount);
      else decade.sum.add(amount);
    }
    const list = this.largest;
    if (list.length < LARGEST_HOLDERS || beats(row, amount, digits, list[list.length - 1]!))
      this.keep({ row, amount, digits });
  }

  /** Places `amount` among the largest, in order, dropping the smallest past {@link LARGEST_HOLDERS}. */
  private keep(amount: KeptAmount): void {
    const list = this.largest;
    let at = list.length;
    while (at > 0 && beats(amount.row, amount.amount, amount.digits, list[at - 1]!)) at -= 1;
    list.splice(at, 0, amount);
    if (list.length > LARGEST_HOLDERS) list.pop();
  }

  /** The figures so far. */
  figures(): AmountFigures {
    const whole = (units: bigint) => scaleAmount(units, this.decimals);
    const total = new ExactSum();
    for (const decade of this.decades.values()) total.addSum(decade.sum);
    return {
      decimals: this.decimals,
      counted: this.counted,
      zero: this.zero,
      total: whole(total.value()),
      buckets: this.buckets(whole),
      largest: this.largest.map(({ row, amount }) => ({
        index: row.index,
        raw: row.raw,
        input: row.input,
        role: roleOfRow(row),
        amount: whole(BigInt(amount)),
      })),
    };
  }

  /** The zero bucket, then every decade from the smallest to the largest (capped at {@link MAX_DECADES}). */
  private buckets(whole: (units: bigint) => string): AmountBucket[] {
    const buckets: AmountBucket[] = [];
    if (this.zero > 0) buckets.push({ digits: 0, from: '0', below: '0', count: this.zero, total: '0' });
    if (this.decades.size === 0) return buckets;
    const present = [...this.decades.keys()];
    const lowest = Math.min(...present);
    const highest = Math.max(...present);
    const last = Math.min(highest, lowest + MAX_DECADES - 1);
    for (let digits = lowest; digits <= last; digits++) {
      let count = 0;
      const sum = new ExactSum();
      // The last bucket gathers every decade above the cap.
      for (let d = digits; d <= (digits === last ? highest : digits); d++) {
        const decade = this.decades.get(d);
        if (decade) {
          count += decade.count;
          sum.addSum(decade.sum);
        }
      }
      const open = digits === last && highest > last;
      buckets.push({
        digits,
        from: whole(10n ** BigInt(digits - 1)),
        below: open ? null : whole(10n ** BigInt(digits)),
        count,
        total: whole(sum.value()),
      });
    }
    return buckets;
  }
}

/**
 * `"1.5"` in a unit of `decimals` decimals → the decimal text of its base units (`"1500000"` for 6),
 * exact; null if it is no such amount (negative, more decimals, not a number).
 */
export function unitsOfDecimal(text: string, decimals: number): string | null {
  const dot = text.indexOf('.');
  const whole = dot < 0 ? text : text.slice(0, dot);
  const fraction = dot < 0 ? '' : text.slice(dot + 1);
  if (significantDigits(whole) < 0 || (dot >= 0 && significantDigits(fraction) < 0)) return null;
  if (fraction.length > decimals) return null;
  return whole + fraction.padEnd(decimals, '0');
}

/** Running figures of one jetton. */
class TokenTally extends AmountTally {
  unreadable = 0;
  decimalsDisagree = false;

  constructor(
    readonly first: LookupRow,
    decimals: number,
    readonly assumedDecimals: boolean,
  ) {
    super(decimals);
  }
}

/** Rows of one status whose contract the kind filter names alike, and that contract (one of them). */
interface KindCount {
  readonly contract: ContractOfAccount | undefined;
  rows: number;
}

/**
 * Builds a {@link LookupSummary} from rows given a slice at a time, in any order (each row once).
 * `result()` may be called at any point; it does not end the builder.
 */
export class LookupSummaryBuilder {
  private rows = 0;
  /**
   * Status → the contract's kind (from the indexer's interfaces) → rows. A row's kind as the summary
   * names it follows from these two; it is named once per pair when a result is made, not per row.
   */
  private readonly byStatusAndKind = new Map<string, Map<string | undefined, KindCount>>();
  private noBalance = 0;
  private unreadable = 0;
  private readonly balance = new AmountTally(9);
  private readonly tokens = new Map<string, TokenTally>();

  /** Counts `rows` from `from` up to `to` (all of them by default): a slice is read in place, not copied. */
  add(rows: readonly LookupRow[], from = 0, to = rows.length): this {
    for (let at = from; at < Math.min(to, rows.length); at++) this.addRow(rows[at]!);
    return this;
  }

  private addRow(row: LookupRow): void {
    this.rows += 1;
    this.addStatusAndKind(row);
    // One field of every row: a record held as parts is not built for it (account-field.ts).
    if (!hasAccount(row) || row.status === 'nonexist') this.noBalance += 1;
    else {
      const balance = balanceAmount(row);
      const digits = typeof balance === 'number' ? safeIntegerDigits(balance) : balanceDigits(balance);
      if (digits < 0) this.unreadable += 1;
      else this.balance.add(row, balance!, digits);
    }
    this.addToken(row);
  }

  /** Counts the row under its status and its contract's kind. */
  private addStatusAndKind(row: LookupRow): void {
    let kinds = this.byStatusAndKind.get(row.status);
    if (!kinds) {
      kinds = new Map();
      this.byStatusAndKind.set(row.status, kinds);
    }
    const contract = row.kind ?? undefined;
    const key = contract && (contract.outside_collections ? `${contract.kind} outside` : contract.kind);
    const held = kinds.get(key);
    if (held) held.rows += 1;
    else kinds.set(key, { contract, rows: 1 });
  }

  /**
   * Rows per status, and per kind as the Kind cell and filter name it (shared/contracts/kinds.ts
   * `accountKind`: `not deployed`, `frozen (no code)`, `not in the index`, else the contract's kind).
   */
  private statusesAndKinds(): Pick<LookupSummary, 'byStatus' | 'byKind' | 'withoutKind'> {
    const byStatus: SummaryCount[] = [];
    /** Kind key → [its label, rows]. */
    const kinds = new Map<string, [string, number]>();
    let withoutKind = 0;
    for (const [status, counts] of this.byStatusAndKind) {
      let rows = 0;
      for (const { contract, rows: count } of counts.values()) {
        rows += count;
        const kind = accountKind(status, contract);
        const held = kind ? kinds.get(kind.key) : undefined;
        if (!kind) withoutKind += count;
        else if (held) held[1] += count;
        else kinds.set(kind.key, [kind.label, count]);
      }
      byStatus.push({ key: status, label: status, count: rows });
    }
    const byName = (a: SummaryCount, b: SummaryCount) =>
      b.count - a.count || a.label.localeCompare(b.label, 'en') || a.key.localeCompare(b.key);
    return {
      byStatus: byStatus.sort((a, b) => statusRank(a.key) - statusRank(b.key) || a.key.localeCompare(b.key)),
      byKind: [...kinds].map(([key, [label, count]]) => ({ key, label, count })).sort(byName),
      withoutKind,
    };
  }

  /** A jetton wallet row: its Token column balance, under its master. */
  private addToken(row: LookupRow): void {
    const token = row.token;
    if (!token || token.type !== 'jetton_wallets' || !token.jettonMaster) return;
    const decimals = token.decimals ?? DEFAULT_JETTON_DECIMALS;
    let tally = this.tokens.get(token.jettonMaster);
    if (!tally) {
      tally = new TokenTally(row, decimals, token.decimals === undefined);
      this.tokens.set(token.jettonMaster, tally);
    } else if (tally.decimals !== decimals) tally.decimalsDisagree = true;
    const own = token.jettonBalance === undefined ? null : unitsOfDecimal(token.jettonBalance, decimals);
    // Units read at the row's own decimals, counted at the jetton's: only exact when they agree.
    if (own === null || tally.decimals !== decimals) tally.unreadable += 1;
    else tally.add(row, own, significantDigits(own));
  }

  /** The summary of every row added so far. */
  result(): LookupSummary {
    return {
      rows: this.rows,
      ...this.statusesAndKinds(),
      balance: { ...this.balance.figures(), noBalance: this.noBalance, unreadable: this.unreadable },
      tokens: [...this.tokens]
        .map(([master, tally]) => tokenFigures(master, tally))
        .sort(
          (a, b) => b.counted + b.unreadable - (a.counted + a.unreadable) || a.master.localeCompare(b.master),
        ),
    };
  }
}

/**
 * A row's balance as the row holds it (shared/jobs/account-field.ts `accountAmount`): a non-negative
 * safe integer when it holds one, else the record's text (a number that is not such an integer, like
 * a fraction or one past 2^53, as the text it writes).
 */
function balanceAmount(row: LookupRow): Amount | null | undefined {
  const held = accountAmount(row, 'balance');
  if (typeof held !== 'number') return held;
  return Number.isSafeInteger(held) && held >= 0 ? held : String(held);
}

/** The significant digits of a balance read as text; -1 for none or no unsigned decimal integer text. */
const balanceDigits = (text: string | null | undefined): number =>
  typeof text === 'string' ? significantDigits(text) : -1;

/** The figures of one jetton's tally. */
function tokenFigures(master: string, tally: TokenTally): TokenFigures {
  const token = tally.first.token!;
  return {
    ...tally.figures(),
    master,
    ...(token.symbol !== undefined ? { symbol: token.symbol } : {}),
    ...(token.name !== undefined ? { name: token.name } : {}),
    label: tokenLabel(token),
    assumedDecimals: tally.assumedDecimals,
    decimalsDisagree: tally.decimalsDisagree,
    unreadable: tally.unreadable,
  };
}

/** The summary of `rows`, at once. */
export function summarizeLookup(rows: readonly LookupRow[]): LookupSummary {
  return new LookupSummaryBuilder().add(rows).result();
}
