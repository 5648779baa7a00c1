/** Every form of an account's address side by side, with the one every screen shows marked. */
import { addressForms } from '../../shared/address/address-codec';
import { CopyableValue } from '../ui/copy-button';

const FORM_LABELS = [
  ['raw', 'Raw'],
  ['bounceable', 'Bounceable (mainnet)'],
  ['nonBounceable', 'Non-bounceable (mainnet)'],
  ['testnetBounceable', 'Bounceable (testnet)'],
  ['testnetNonBounceable', 'Non-bounceable (testnet)'],
] as const;

/** The forms table; `shown` is the account as every screen writes it (use-address-display.ts), marked. */
export function AddressFormsView(props: { raw: string; shown: string }) {
  let forms;
  try {
    forms = addressForms(props.raw);
  } catch {
    return <p className="muted">This address cannot be written in other forms.</p>;
  }
  return (
    <table className="kv-table" data-testid="address-forms">
      <caption className="visually-hidden">Address forms</caption>
      <tbody>
        {FORM_LABELS.map(([key, label]) => {
          const value = forms[key];
          const isRecommended = value === props.shown;
          return (
            <tr key={key} data-form={key} data-recommended={isRecommended || undefined}>
              <th scope="row">
                {label}
                {isRecommended && <span className="badge badge-recommended">shown</span>}
              </th>
              <td>
                <CopyableValue value={value} label={`Copy ${label.toLowerCase()} address`} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
