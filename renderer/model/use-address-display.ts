/**
 * The address display rule (shared/format/address-display.ts) as the renderer applies it — the one file
 * of renderer/ that calls it (lint): what a screen knows of an account (the form the user gave, its
 * role), completed by what the current lookup knows of it (the form the user pasted for it, what its
 * row says it is), on the network being looked at. `<Address>` (address.tsx) writes an address on
 * screen with it; {@link useAddressDisplay} gives the same text for titles, copy values and labels.
 */
import { useCallback } from 'react';
import { displayAddress, type AccountRole } from '../../shared/format/address-display';
import { roleOfRow, type LookupRow } from '../../shared/jobs/lookup-row';
import { useIsTestnet } from './use-is-testnet';
import { rowOfRaw } from './lookup-outcome';
import { useLookup } from './lookup-context';

/** What a screen may know of an account itself. */
export interface ShownAddressFacts {
  /** What the user typed for it, if the screen kept that (any form, or the text it was pasted in). */
  readonly given?: string | null | undefined;
  /** What it is, when the screen knows (a jetton master is a contract; `accountRole` of a status). */
  readonly role?: AccountRole | undefined;
  /**
   * A user-friendly form even for an account the user gave raw: for a link out to an explorer, which
   * wants one. The flag still follows what they gave, else the role.
   */
  readonly friendly?: boolean | undefined;
}

/** What completes a screen's facts: the network looked at and the current lookup's row of the account. */
export interface AddressContext {
  readonly testnet: boolean;
  readonly row?: LookupRow | undefined;
}

/**
 * THE address as every screen writes it: the screen's own facts first, the lookup row's for what the
 * screen does not know. The one function both `<Address>` and {@link useAddressDisplay} go through.
 */
export function shownAddress(raw: string, facts: ShownAddressFacts, context: AddressContext): string {
  const { row } = context;
  const given = facts.given ?? row?.input;
  const own = facts.role ?? 'unknown';
  return displayAddress(raw, {
    testnet: context.testnet,
    given,
    role: own !== 'unknown' ? own : row ? roleOfRow(row) : undefined,
    friendly: facts.friendly,
  });
}

/** A lookup row's own facts: what the user typed for it and what its answer says it is. */
export function rowFacts(row: LookupRow): ShownAddressFacts {
  // Nothing typed (an account followed from a page): the lookup may know what the user typed for it.
  return { given: row.input || undefined, role: roleOfRow(row) };
}

/** A lookup row's address as the rule writes it from the row's own facts (text: a file, a link). */
export function rowAddress(row: LookupRow, testnet: boolean, facts: ShownAddressFacts = {}): string {
  return shownAddress(row.raw, { ...rowFacts(row), ...facts }, { testnet });
}

/**
 * `(raw, facts?) => the address as every screen writes it`, for text that is not the address on screen
 * itself (titles, copy values, labels, files); `live: false` on a hidden screen (it reads the lookup when
 * it renders, and is not re-rendered when a lookup ends).
 */
export function useAddressDisplay(live = true): (raw: string, facts?: ShownAddressFacts) => string {
  const testnet = useIsTestnet();
  const outcome = useLookup((state) => state.last, live);
  return useCallback(
    (raw: string, facts: ShownAddressFacts = {}) =>
      shownAddress(raw, facts, { testnet, row: outcome ? rowOfRaw(outcome, raw) : undefined }),
    [outcome, testnet],
  );
}
