/** Links out to public explorers, opened by the bridge (allow-listed https only), never by <a target>. */
import { useState } from 'react';
import type { AppErrorInfo } from '../../shared/errors';
import { errorInfoOf } from '../bridge/bridge-context';
import { useBridgeCall } from '../model/bridge-query';
import { useIsTestnet } from '../model/use-is-testnet';
import { ErrorView } from '../errors/error-view';
import { explorerLinks } from '../model/explorer-urls';

/** Buttons that open the address (user-friendly form) in an explorer of the network looked at. */
export function ExplorerLinks(props: { address: string }) {
  const call = useBridgeCall();
  const testnet = useIsTestnet();
  const [error, setError] = useState<AppErrorInfo | null>(null);
  return (
    <div className="explorer-links">
      {explorerLinks(props.address, testnet).map((link) => (
        <button
          key={link.url}
          type="button"
          title={link.url}
          onClick={() => {
            setError(null);
            call('openExternal', { url: link.url }).then(
              (answer) => {
                if (!answer.opened)
                  setError({
                    kind: 'invalid-input',
                    message: `The link ${link.url} was not opened: only https links to known TON explorers are allowed.`,
                  });
              },
              (thrown: unknown) => setError(errorInfoOf(thrown)),
            );
          }}
        >
          Open in {link.name} ↗
        </button>
      ))}
      {error && <ErrorView error={error} />}
    </div>
  );
}
