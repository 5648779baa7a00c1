/**
 * A lookup's look-alike addresses (address poisoning), as the job found them (shared/address/
 * look-alike-address.ts) and the lookup store keeps them (the outcome's `lookAlikes`): the table's badge
 * beside an address, and the sentence its page writes. Nothing is worked out here: every reader reads
 * the one mark the job sent.
 */
import { createContext, useContext, type ReactNode } from 'react';
import {
  lookAlikeOfText,
  lookAlikeSentence,
  type LookAlikeOf,
} from '../../shared/address/look-alike-address';
import type { LookupOutcome } from './lookup-outcome';

const NONE: ReadonlyMap<string, LookAlikeOf> = new Map();

/** The marks of the lookup a table shows, read once for the whole table. */
const LookAlikesContext = createContext<ReadonlyMap<string, LookAlikeOf>>(NONE);

/** The look-alike marks of `outcome` (none when it has none). */
export const lookAlikesOf = (outcome: Pick<LookupOutcome, 'lookAlikes'> | null | undefined) =>
  outcome?.lookAlikes ?? NONE;

/** Gives the address cells below it the marks of the lookup shown. */
export function LookAlikesProvider(props: {
  lookAlikes: ReadonlyMap<string, LookAlikeOf> | undefined;
  children: ReactNode;
}) {
  return (
    <LookAlikesContext.Provider value={props.lookAlikes ?? NONE}>{props.children}</LookAlikesContext.Provider>
  );
}

/** The sentence of an account that looks like `of`: what its page says, and the badge's title. */
export function addressLookAlikeSentence(of: LookAlikeOf): string {
  return `${lookAlikeSentence('This address', lookAlikeOfText(of))}.`;
}

/** `address` with the look-alike badge of `raw` before it, when the lookup shown marks it. */
export function WithAddressLookAlike(props: { raw: string; children: ReactNode }) {
  const of = useContext(LookAlikesContext).get(props.raw);
  if (!of) return props.children;
  return (
    <span className="address-with-badge">
      <span
        className="badge badge-look-alike"
        data-testid="address-look-alike"
        title={addressLookAlikeSentence(of)}
      >
        ⚠ look-alike
      </span>
      {props.children}
    </span>
  );
}

/** The page's sentence for the account `raw` of `outcome`; null when it looks like no other address. */
export function addressLookAlikeLine(raw: string, outcome: LookupOutcome | null | undefined): string | null {
  const of = lookAlikesOf(outcome).get(raw);
  return of ? addressLookAlikeSentence(of) : null;
}

/** The page's line (its sentence, {@link addressLookAlikeLine}); nothing when there is none. */
export function AddressLookAlikeNote(props: { line: string | null }) {
  if (!props.line) return null;
  return (
    <p className="banner banner-error" data-testid="address-look-alike-note">
      {props.line}
    </p>
  );
}
