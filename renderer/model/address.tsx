/**
 * `<Address>`: the one way an account's address is written on screen. It reads the network being looked
 * at and what the current lookup knows of the account (the form the user pasted for it, what it is)
 * itself, and writes it by the shared rule (use-address-display.ts → shared/format/address-display.ts),
 * so one account reads the same in the table, its page, the log, Watch, Favourites and every list. A
 * screen passes only what it knows better (what the user typed there, the account's role). The title
 * holds the shown form and the raw one.
 */
import type { AccountRole } from '../../shared/format/address-display';
import { MiddleText } from '../ui/middle-text';
import { useLookup } from './lookup-context';
import { rowOfRaw } from './lookup-outcome';
import { shownAddress } from './use-address-display';
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
