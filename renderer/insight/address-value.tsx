/**
 * An address a contract returned (an owner, a jetton master, an admin…): its user-friendly form, a copy
 * button, and one click to open that account on top of the current page (with Back) — the lookup the
 * agent is working on stays as it is (renderer/account/follow-account.tsx).
 */
import { displayAddress } from '../../shared/format/address-display';
import { useFollowAccount } from '../model/follow-account';
import { CopyButton } from '../ui/copy-button';

/** The form every screen writes the account in (shared/format/address-display.ts). */
export function friendlyOf(raw: string, options: { wallet: boolean; testnet: boolean }): string {
  return displayAddress(raw, { testnet: options.testnet, role: options.wallet ? 'wallet' : 'contract' });
}

/** One address with copy and look-up actions; `label` names it for screen readers ("owner"). */
export function AddressValue(props: { raw: string; label: string; wallet?: boolean; testnet: boolean }) {
  const followAccount = useFollowAccount();
  const friendly = friendlyOf(props.raw, { wallet: props.wallet ?? false, testnet: props.testnet });
  return (
    <span className="insight-address">
      <span className="mono" title={props.raw} data-raw={props.raw}>
        {friendly}
      </span>{' '}
      <CopyButton value={friendly} label={`Copy the ${props.label}'s address`} />{' '}
      {followAccount && (
        <button
          type="button"
          className="link-button"
          onClick={() => followAccount(props.raw, props.label)}
          aria-label={`Open the ${props.label} (${friendly}) on top of this page`}
          data-follow={props.raw}
        >
          Open
        </button>
      )}
    </span>
  );
}
