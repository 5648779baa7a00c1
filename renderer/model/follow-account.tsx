/**
 * "Open this account on top": what an account page hands the addresses it shows (an owner, a master, a
 * same-key wallet, a jetton wallet) so following one opens that account over the current page, with
 * Back — never a new lookup that would replace the one the agent is working on (account-trail.ts).
 */
import { createContext, useContext } from 'react';
import type { AccountRole } from '../../shared/format/address-display';
import { Address } from './address';
import { useAddressDisplay } from './use-address-display';

/** Opens `raw` on top of the page shown; `via` says how it was reached ("owner", "jetton master"). */
export type FollowAccount = (raw: string, via: string) => void;

/** Provided by the account page's dialog; null elsewhere. */
export const FollowAccountContext = createContext<FollowAccount | null>(null);

/** The page's follow function, or null outside an account page. */
export function useFollowAccount(): FollowAccount | null {
  return useContext(FollowAccountContext);
}

/** A button that opens an account on top of the current page, written as `<Address>` writes it. */
export function FollowButton(props: {
  raw: string;
  via: string;
  role: AccountRole;
  /** The button's text; the address when absent. */
  children?: React.ReactNode;
}) {
  const followAccount = useFollowAccount();
  const show = useAddressDisplay();
  const title = followAccount
    ? `Open the ${props.via} ${show(props.raw, { role: props.role })} on top of this page (Back returns here)`
    : undefined;
  const text = props.children ?? <Address raw={props.raw} role={props.role} title={title} />;
  if (!followAccount) return <span className="mono">{text}</span>;
  return (
    <button
      type="button"
      className="link-button mono"
      title={title}
      data-follow={props.raw}
      onClick={() => followAccount(props.raw, props.via)}
    >
      {text}
    </button>
  );
}
