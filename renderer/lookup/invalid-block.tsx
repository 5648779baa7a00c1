/**
 * The banner shown when Look up is pressed with invalid entries in the list: nothing invalid is ever
 * sent, so the lookup waits until they are fixed — or the user explicitly sends only the valid ones.
 */
import { countOf } from '../../shared/format/locale-format';

/** The block, for `invalid` entries and `valid` addresses; `onValidOnly` sends the valid ones only. */
export function InvalidBlock(props: { invalid: number; valid: number; onValidOnly: () => void }) {
  const { invalid, valid } = props;
  return (
    <div className="banner banner-error" role="alert" data-testid="invalid-block">
      <p className="banner-title">
        Fix or remove the {countOf(invalid, 'invalid entry', 'invalid entries')} first. Nothing was sent.
      </p>
      {valid > 0 && (
        <div className="banner-actions">
          <button type="button" onClick={props.onValidOnly} data-testid="lookup-valid-only">
            Look up the {valid} valid {valid === 1 ? 'one' : 'ones'} only
          </button>
        </div>
      )}
    </div>
  );
}
