/** The lookup's one-request transport over the bridge: one `lookupAccounts` call per batch. */
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { AppError } from '../../shared/errors';
import { newRequestId } from '../chain-status/use-masterchain-info';
import type { BatchTransport } from './lookup-store';

/** Sends each batch through `bridge`; an abort cancels the request on the other side too. */
export function bridgeTransport(bridge: TonIndexBridge): BatchTransport {
  return async (raws, includeBoc, signal) => {
    const requestId = newRequestId('batch');
    const onAbort = () => void bridge.cancelRequest({ requestId });
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      const reply = await bridge.lookupAccounts({ requestId, addresses: raws, includeBoc });
      if (!reply.ok) throw new AppError(reply.error);
      return reply.value;
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  };
}
