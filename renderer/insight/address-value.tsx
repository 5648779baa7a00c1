/**
 * An address a contract returned (an owner, a jetton master, an admin…): its user-friendly form, a copy
 * button, and one click to look it up (which starts a new lookup of that account on the Accounts screen).
 */
import { displayAddress } from '../../shared/format/address-display';
import { useLookupActions } from '../model/lookup-context';
import { CopyButton } from '../ui/copy-button';

/** The form every screen writes the account in (shared/format/address-display.ts). */
export function friendlyOf(raw: string, options: { wallet: boolean; testnet: boolean }): string {
  return displayAddress(raw, { testnet: options.testnet, role: options.wallet ? 'wallet' : 'contract' });
}

/** One address with copy and look-up actions; `label` names it for screen readers ("owner"). */
export function AddressValue(props: { raw: string; label: string; wallet?: boolean; testnet: boolean }) {
  const { run } = useLookupActions();
  const friendly = friendlyOf(props.raw, { wallet: props.wallet ?? false, testnet: props.testnet });
  return (
    <span className="insight-address">
      <span className="mono" title={props.raw} data-raw={props.raw}>
        {friendly}
      </span>{' '}
      <CopyButton value={friendly} label={`Copy the ${props.label}'s address`} />{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => run([{ raw: props.raw, input: friendly, line: 1, column: 1, repeats: 0 }], true)}
        aria-label={`Look up the ${props.label} (${friendly})`}
      >
        Look up
      </button>
    </span>
  );
}
