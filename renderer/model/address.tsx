/**
 * `<Address>`: the one way an account's address is written on screen. It reads the network being looked
 * at and what the current lookup knows of the account (the form the user pasted for it, what it is)
 * itself, and writes it by the shared rule (use-address-display.ts → shared/format/address-display.ts),
 * so one account reads the same in the table, its page, the log, Watch, Favourites and every list. A
 * screen passes only what it knows better (what the user typed there, the account's role). The title
 * holds the shown form and the raw one.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { AccountRole } from '../../shared/format/address-display';
import type { LookupRow } from '../../shared/jobs/lookup-row';
import { MiddleText } from '../ui/middle-text';
import { useLookup } from './lookup-context';
import { rowOfRaw, type LookupOutcome } from './lookup-outcome';
import type { ResultRow } from './result-rows';
import { rowFacts, shownAddress } from './use-address-display';
import { useIsTestnet } from './use-is-testnet';

/** The address of `raw` as every screen writes it. */
export function Address(props: {
  /** The account (`wc:HEX`). */
  raw: string;
  /** What the user typed for it on this screen, when the screen kept that. */
  given?: string | null | undefined;
  /** What it is, when the screen knows. */
  role?: AccountRole | undefined;
  /** Shortened in the middle to fit its box (a table cell), the whole text still selected and read. */
  middle?: boolean;
  /** What hovering says instead of the forms, when the control around it says more ("Open the owner…"). */
  title?: string | undefined;
}) {
  const { raw } = props;
  const testnet = useIsTestnet();
  // Its own row only: an account the lookup did not ask for is not re-rendered when a lookup ends.
  const row = useLookup((state) => (state.last ? rowOfRaw(state.last, raw) : undefined));
  const shown = shownAddress(raw, { given: props.given, role: props.role }, { testnet, row });
  // The shown form, then the raw one (the same line twice for an account pasted raw: one shape to read).
  const title = props.title ?? `${shown}\n${raw}`;
  if (props.middle) return <MiddleText text={shown} title={title} />;
  return (
    <span className="mono" title={title} data-address={raw}>
      {shown}
    </span>
  );
}

/**
 * The last finished lookup, read once for a whole table of lookup rows ({@link LastLookupProvider}):
 * `undefined` where nothing provides it.
 */
const LastLookupContext = createContext<LookupOutcome | null | undefined>(undefined);

/**
 * Gives the {@link RowAddress} cells below it the last finished lookup with ONE store subscription: a
 * subscription per address cell (each `<Address>`'s) made every row of the table's first window
 * subscribe to the store as it mounted, and each read the row again on every publication.
 */
export function LastLookupProvider(props: { children: ReactNode }) {
  const last = useLookup((state) => state.last);
  return <LastLookupContext.Provider value={last}>{props.children}</LastLookupContext.Provider>;
}

/** What a row's address was last written from, and the text: kept per row (a row never changes). */
interface ShownRowAddress {
  readonly testnet: boolean;
  readonly known: LookupRow | undefined;
  readonly text: string;
}

const shownRows = new WeakMap<ResultRow, ShownRowAddress>();

/**
 * The address of a lookup row as `<Address raw={row.raw} {...rowFacts(row)} />` writes it with the last
 * finished lookup `last`: worked out once per row (its forms encoded once), not at each render.
 */
function rowAddressText(row: ResultRow, testnet: boolean, last: LookupOutcome | null): string {
  // The row of the last lookup itself (the table shows it) needs no search of its accounts.
  const known = !last ? undefined : last.rows[row.index] === row ? row : rowOfRaw(last, row.raw);
  const kept = shownRows.get(row);
  if (kept && kept.testnet === testnet && kept.known === known) return kept.text;
  const text = shownAddress(row.raw, rowFacts(row), { testnet, row: known });
  shownRows.set(row, { testnet, known, text });
  return text;
}

/**
 * A lookup row's address in a table cell, shortened in the middle: the same text and title as
 * `<Address raw={row.raw} {...rowFacts(row)} middle />`, read from the {@link LastLookupProvider} above
 * it (that `<Address>` itself where there is none).
 */
export function RowAddress(props: { row: ResultRow }) {
  const { row } = props;
  const testnet = useIsTestnet();
  const last = useContext(LastLookupContext);
  if (last === undefined) return <Address raw={row.raw} {...rowFacts(row)} middle />;
  const shown = rowAddressText(row, testnet, last);
  return <MiddleText text={shown} title={`${shown}\n${row.raw}`} />;
}
