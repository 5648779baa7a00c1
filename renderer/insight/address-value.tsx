/**
 * An address a contract returned (an owner, a jetton master, an admin…): written as every screen writes
 * it (`<Address>`), a copy button, and one click to open that account on top of the current page (with
 * Back) — the lookup the agent is working on stays as it is (renderer/account/follow-account.tsx).
 */
import { Address } from '../model/address';
import { useFollowAccount } from '../model/follow-account';
import { useAddressDisplay } from '../model/use-address-display';
import { CopyButton } from '../ui/copy-button';

/** One address with copy and look-up actions; `label` names it for screen readers ("owner"). */
export function AddressValue(props: { raw: string; label: string; wallet?: boolean }) {
  const followAccount = useFollowAccount();
  const role = props.wallet ? 'wallet' : 'contract';
  const shown = useAddressDisplay()(props.raw, { role });
  return (
    <span className="insight-address">
      <Address raw={props.raw} role={role} />{' '}
      <CopyButton value={shown} label={`Copy the ${props.label}'s address`} />{' '}
      {followAccount && (
        <button
          type="button"
          className="link-button"
          onClick={() => followAccount(props.raw, props.label)}
          aria-label={`Open the ${props.label} (${shown}) on top of this page`}
          data-follow={props.raw}
        >
          Open
        </button>
      )}
    </span>
  );
}
