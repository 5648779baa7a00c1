/** Every form of an account's address side by side, with the recommended one marked. */
import { addressForms, recommendedForm } from '../../shared/address';
import { CopyableValue } from '../ui/copy-button';

const FORM_LABELS = [
  ['raw', 'Raw'],
  ['bounceable', 'Bounceable (mainnet)'],
  ['nonBounceable', 'Non-bounceable (mainnet)'],
  ['testnetBounceable', 'Bounceable (testnet)'],
  ['testnetNonBounceable', 'Non-bounceable (testnet)'],
] as const;

/** The forms table. `hasCode`/`isWallet`/`testnet` choose the recommended form (shared rule). */
export function AddressFormsView(props: {
  raw: string;
  hasCode: boolean;
  isWallet: boolean;
  testnet: boolean;
}) {
  let forms;
  try {
    forms = addressForms(props.raw);
  } catch {
    return <p className="muted">This address cannot be written in other forms.</p>;
  }
  const recommended = recommendedForm(forms, {
    hasCode: props.hasCode,
    isWallet: props.isWallet,
    testnet: props.testnet,
  });
  return (
    <table className="kv-table" data-testid="address-forms">
      <caption className="visually-hidden">Address forms</caption>
      <tbody>
        {FORM_LABELS.map(([key, label]) => {
          const value = forms[key];
          const isRecommended = value === recommended;
          return (
            <tr key={key} data-form={key} data-recommended={isRecommended || undefined}>
              <th scope="row">
                {label}
                {isRecommended && <span className="badge badge-recommended">recommended</span>}
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
