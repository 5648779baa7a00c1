/**
 * The address display rule (shared/format/address-display.ts) for screens that list accounts outside
 * the results table — log, watch, tokens, favourites, labels, address book, contract fields: what the
 * screen knows of an account, completed by what the current lookup knows (the form the user pasted, the
 * account's role), so an account is written the same way on every screen.
 */
import { useCallback } from 'react';
import {
  accountRole,
  displayAddress,
  type AccountRole,
  type AccountRoleFacts,
} from '../../shared/format/address-display';
import { useIsTestnet } from './use-is-testnet';
import { rowOfRaw, type LookupOutcome } from './lookup-outcome';
import { useLookup } from './lookup-context';
import { kindFamily } from '../../shared/contracts/kinds';

/** What a screen may know of an account itself. */
export interface ShownAddressFacts extends AccountRoleFacts {
  /** What the user typed for it, if the screen kept that. */
  readonly given?: string | null | undefined;
  /** The role, when the screen knows it outright (a jetton master is a contract). */
  readonly role?: AccountRole | undefined;
}

/** What the lookup knows of `raw`: read from its row when asked (a screen writes a few dozen at a time). */
function lookupFacts(outcome: LookupOutcome | null, raw: string) {
  const row = outcome ? rowOfRaw(outcome, raw) : undefined;
  if (!row) return undefined;
  const isWallet = row.kind ? kindFamily(row.kind.kind) === 'wallet' : false;
  return {
    given: row.requested.input,
    role: accountRole({ status: row.status, codeHash: row.account?.code_hash, isWallet }),
  };
}

/** `(raw, facts?) => the address as every screen writes it`; `live: false` on a hidden screen. */
export function useAddressDisplay(live = true): (raw: string, facts?: ShownAddressFacts) => string {
  const testnet = useIsTestnet();
  const outcome = useLookup((state) => state.last, live);
  return useCallback(
    (raw: string, facts: ShownAddressFacts = {}) => {
      const fromLookup = lookupFacts(outcome, raw);
      const own = facts.role ?? accountRole(facts);
      return displayAddress(raw, {
        testnet,
        given: facts.given ?? fromLookup?.given,
        role: own !== 'unknown' ? own : fromLookup?.role,
      });
    },
    [outcome, testnet],
  );
}
