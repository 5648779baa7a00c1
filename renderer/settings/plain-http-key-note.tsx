/** The warning shown where a key would go over plain http to another machine (shared/client/plain-http-key.ts). */
import { plainHttpKeyWarning } from '../../shared/client/plain-http-key';

/** Nothing unless `baseUrl` is plain http to a host that is not loopback and a key is set or being entered. */
export function PlainHttpKeyNote(props: { baseUrl: string; keyState: 'set' | 'about to be set' | 'none' }) {
  const warning = props.keyState === 'none' ? null : plainHttpKeyWarning(props.baseUrl, props.keyState);
  if (!warning) return null;
  return (
    <p className="key-warning" role="status" data-testid="plain-http-key-warning">
      <span aria-hidden="true">⚠ </span>
      {warning}
    </p>
  );
}
