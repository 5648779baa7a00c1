/**
 * The results' filters: status, kind and text, and the quick filters — scam-flagged, look-alikes, locked
 * wallets, not-deployed accounts and (after a re-run) changed rows — each with the number of rows it
 * shows, counted over the same rows the table filters (result-rows.ts `quickCounts`).
 */
import type { ReactNode } from 'react';
import { formatCount } from '../../shared/format/locale-format';
import type { JettonWalletLocks } from './jetton-wallet-locks';
import { ReservedFigure, reserveOf } from './reserved-figure';
import { kindOptions, statusFilterCount, type QuickCounts, type StatusFilter } from '../model/result-rows';

/** What the user chose to narrow the rows by. */
export interface FilterChoice {
  readonly status: StatusFilter;
  /** An `AccountKind.key`, or '' for every kind. */
  readonly kind: string;
  readonly text: string;
  readonly scam: boolean;
  readonly lookAlike: boolean;
  /** Rows whose address looks like another (address poisoning: the job's marks). */
  readonly addressLookAlike: boolean;
  readonly locked: boolean;
  readonly notDeployed: boolean;
  readonly changed: boolean;
}

/** Nothing filtered. */
export const NO_FILTER: FilterChoice = {
  status: 'all',
  kind: '',
  text: '',
  scam: false,
  lookAlike: false,
  addressLookAlike: false,
  locked: false,
  notDeployed: false,
  changed: false,
};

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'active' },
  { value: 'uninit', label: 'uninit' },
  { value: 'frozen', label: 'frozen' },
  { value: 'nonexist', label: 'nonexist' },
  { value: 'not found', label: 'not found' },
  { value: 'failed', label: 'failed' },
  { value: 'pending', label: 'pending' },
  { value: 'other', label: 'other' },
];

/** One choice of a drop-down filter, with the number of rows it shows. */
interface CountedOption {
  readonly value: string;
  readonly label: string;
  /** Left out for "all": no count. */
  readonly rows?: number;
}

/** A labelled drop-down whose choices say how many rows each shows: "wallet v4r2 (3)". */
function CountedSelect(props: {
  label: string;
  value: string;
  options: readonly CountedOption[];
  onChange: (value: string) => void;
  testId: string;
  className?: string;
}) {
  return (
    <label className="field-inline">
      <span>{props.label}</span>
      <select
        className={props.className}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.rows === undefined ? o.label : `${o.label} (${formatCount(o.rows)})`}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Status, kind and text: the filters that take a value. */
export function ValueFilters(props: {
  choice: FilterChoice;
  onChange: (change: Partial<FilterChoice>) => void;
  statusCounts: ReadonlyMap<string, number>;
  total: number;
  counts: QuickCounts;
  /** The filter box got focus, or lost it with no text in it (the rows' search texts are made, or let go). */
  onTextFocus?: (focused: boolean) => void;
}) {
  const { choice, onChange, statusCounts, total, counts, onTextFocus } = props;
  const statuses = STATUS_OPTIONS.map((o) => ({
    ...o,
    rows: statusFilterCount(statusCounts, o.value, total),
  }));
  const kinds = [
    { value: '', label: 'All kinds' },
    ...kindOptions(counts.kinds).map((k) => ({ value: k.key, label: k.label, rows: k.rows })),
  ];
  return (
    <>
      <CountedSelect
        label="Status"
        value={choice.status}
        options={statuses}
        onChange={(status) => onChange({ status: status as StatusFilter })}
        testId="status-filter"
      />
      <CountedSelect
        label="Kind"
        className="kind-filter"
        value={choice.kind}
        options={kinds}
        onChange={(kind) => onChange({ kind })}
        testId="kind-filter"
      />
      <label className="field-inline">
        <span>Filter</span>
        <input
          type="search"
          value={choice.text}
          onChange={(e) => onChange({ text: e.target.value })}
          onFocus={() => onTextFocus?.(true)}
          onBlur={(e) => e.target.value === '' && onTextFocus?.(false)}
          placeholder="address, kind, token, badge, label"
          data-testid="text-filter"
        />
      </label>
    </>
  );
}

/** One quick filter: a switch with its name and count. */
function QuickSwitch(props: {
  on: boolean;
  onChange: (on: boolean) => void;
  testId: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <label className="switch" title={props.title}>
      <input
        type="checkbox"
        checked={props.on}
        onChange={(e) => props.onChange(e.target.checked)}
        data-testid={props.testId}
      />
      <span>{props.children}</span>
    </label>
  );
}

/** What the look-alike token filter judges, and what the address one does. */
const LOOK_ALIKE_NOTE =
  'A token named as a well-known jetton (USD₮, NOT, DOGS…) by another master. Addresses that look alike are the next switch.';
const ADDRESS_LOOK_ALIKE_NOTE =
  'An address whose first and last four characters (what a wallet app shows) are those of another account of this list, or of an address you labelled, saved or watch: address poisoning.';

/** Why the locked count is of some rows only. */
const LOCK_NOTE =
  "A lock is read from the jetton wallet's own get_status: for the lookup's jetton wallets at once when code and data were included (up to 1,000), else when a row's page or contract columns are opened; for a wallet when a token column (USD₮ held…) derives its jetton wallets. Rows whose lock has not been read are not counted.";

/** A count in parentheses, "(307)", its width kept while the lookup runs (`reserve`: see reserved-figure.tsx). */
function Count(props: { n: number; reserve: number }) {
  return (
    <ReservedFigure text={`(${formatCount(props.n)})`} reserve={props.reserve > 0 ? props.reserve + 2 : 0} />
  );
}

/** What the Locked filter adds about the lookup's jetton wallets whose lock is not read (yet). */
function lockGaps(locks: JettonWalletLocks): string {
  const reading = locks.reading > 0 ? ` · reading ${formatCount(locks.reading)}…` : '';
  const unread =
    locks.unread > 0
      ? ` · ${formatCount(locks.unread)} jetton wallet${locks.unread === 1 ? '' : 's'} not read`
      : '';
  return reading + unread;
}

/**
 * The quick filters' counts, where the locks of the lookup's jetton wallets stand, and how many rows
 * look like another address (the job's marks: one each, so their number).
 */
export interface FilterCounts extends QuickCounts {
  readonly locks: JettonWalletLocks;
  readonly addressLookAlike: number;
}

/**
 * The quick filters, each with the rows it shows; `changes` only after a re-run; `growingTo` is the
 * lookup's row count while it runs, the largest any count can reach (each keeps that width), else 0.
 * Nothing is cut: too wide for the window, the switches wrap to another line, in a box whose height the
 * window's width sets (styles.css `.quick-line`), so the table under it does not move while the counts
 * come in. The Locked switch comes last: its note of the locks still being read comes and goes, and
 * moves nothing after it.
 */
export function QuickFilterBar(props: {
  choice: FilterChoice;
  onChange: (change: Partial<FilterChoice>) => void;
  counts: FilterCounts;
  changes: number | undefined;
  growingTo: number;
}) {
  const { choice, onChange, counts, changes } = props;
  const reserve = reserveOf(props.growingTo);
  return (
    <div className="quick-filters" role="group" aria-label="Quick filters" data-testid="quick-filters">
      <QuickSwitch on={choice.scam} onChange={(scam) => onChange({ scam })} testId="scam-filter">
        Scam-flagged <Count n={counts.scam} reserve={reserve} />
      </QuickSwitch>
      {/* One heading for both look-alike filters: the line keeps room for the exports at 1366 px. */}
      <span className="quick-group" role="group" aria-label="Look-alike" data-testid="look-alike-filters">
        Look-alike:
        <QuickSwitch
          on={choice.lookAlike}
          onChange={(lookAlike) => onChange({ lookAlike })}
          testId="look-alike-filter"
          title={LOOK_ALIKE_NOTE}
        >
          token <Count n={counts.lookAlike} reserve={reserve} />
        </QuickSwitch>
        <QuickSwitch
          on={choice.addressLookAlike}
          onChange={(addressLookAlike) => onChange({ addressLookAlike })}
          testId="address-look-alike-filter"
          title={ADDRESS_LOOK_ALIKE_NOTE}
        >
          address <Count n={counts.addressLookAlike} reserve={reserve} />
        </QuickSwitch>
      </span>
      <QuickSwitch
        on={choice.notDeployed}
        onChange={(notDeployed) => onChange({ notDeployed })}
        testId="not-deployed-filter"
      >
        Not deployed <Count n={counts.notDeployed} reserve={reserve} />
      </QuickSwitch>
      {changes !== undefined && (
        <QuickSwitch
          on={choice.changed}
          onChange={(changed) => onChange({ changed })}
          testId="changed-filter"
          title="Changed since last lookup"
        >
          Changed<span className="quick-words"> since last lookup</span>{' '}
          <Count n={changes} reserve={reserve} />
        </QuickSwitch>
      )}
      <QuickSwitch
        on={choice.locked}
        onChange={(locked) => onChange({ locked })}
        testId="locked-filter"
        title={LOCK_NOTE}
      >
        Locked ({formatCount(counts.locked)}
        <span className="muted" data-testid="lock-read">
          {' '}
          of {formatCount(counts.lockRead)} read{lockGaps(counts.locks)}
        </span>
        )
      </QuickSwitch>
    </div>
  );
}
