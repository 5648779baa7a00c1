/** The mark of a token that claims a well-known jetton it is not (shared/contracts/jetton-identity.ts). */
import type { LookAlike } from '../../shared/contracts/jetton-identity';

/** A warning badge with the finding in words; nothing when there is no finding. */
export function LookAlikeMark(props: { lookAlike: LookAlike | null; long?: boolean }) {
  const { lookAlike } = props;
  if (!lookAlike) return null;
  return (
    <span className="look-alike" data-testid="look-alike" title={lookAlike.message}>
      <span className="badge badge-look-alike">look-alike</span>
      {props.long ? (
        <span> {lookAlike.message}</span>
      ) : (
        <span className="visually-hidden"> {lookAlike.message}</span>
      )}
    </span>
  );
}
