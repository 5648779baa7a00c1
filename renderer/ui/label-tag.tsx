/**
 * A private label where an address is shown, marked as the user's own: a "your label" tag (never
 * "mine", which beside a customer's wallet reads as "this wallet is mine") and an accessible name that
 * says so, styled apart from the indexer's domain and token names. Isolated, and any hidden or
 * direction-changing character of a label saved before they were refused shown as a marker.
 */
import type { Label } from '../../shared/labels/label-record';
import { IsolatedText } from './server-text';

/** The label `label` of an address, marked as the user's. */
export function LabelTag(props: { label: Label | undefined }) {
  const { label } = props;
  if (!label) return null;
  return (
    <span
      className="mine-label"
      title={`Your label (kept on this machine): ${label.text}`}
      data-testid="mine-label"
    >
      <span className="mine-tag" aria-hidden="true">
        your label
      </span>
      <span className="visually-hidden">Your label: </span>
      <IsolatedText text={label.text} className="mine-text" />
    </span>
  );
}
