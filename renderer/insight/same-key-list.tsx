/**
 * "Same key": the standard wallets (v3r2, v4r2, v5r1 with their default wallet ids) of the public key a
 * wallet's own code returned, derived on this machine (shared/contracts/same-key-wallets.ts) and looked
 * up in one request — so "my coins vanished after the app moved me to W5" is answered in the detail.
 */
import { useMemo } from 'react';
import type { AnswerStep } from '../../shared/jobs/lookup-answer';
import { sameKeyWallets } from '../../shared/contracts/same-key-wallets';
import { kindLabel } from '../../shared/contracts/kinds';
import { formatNanotons } from '../../shared/format/amounts';
import { displayAmountOptions } from '../../shared/format/locale-format';
import { useBridgeQuery } from '../model/bridge-query';
import { CopyButton } from '../ui/copy-button';
import { FollowButton } from '../model/follow-account';
import { Address } from '../model/address';
import { useAddressDisplay } from '../model/use-address-display';
import { useIsTestnet } from '../model/use-is-testnet';

/** What the index says of one derived wallet (the list shows it; the answer copied for a ticket repeats it). */
export function sameKeyStateText(raw: string, answer: AnswerStep | undefined): string {
  if (!answer) return '…';
  const account = answer.rows.find((r) => r.raw === raw)?.account;
  if (!account) return 'not in the index — never used';
  const balance = formatNanotons(account.balance ?? '', displayAmountOptions());
  return `${account.status ?? 'unknown'}${balance.valid ? ` · ${balance.text} TON` : ''}`;
}

/** The standard wallets of `publicKey` (none for a key that is not one) and what the index says of them. */
export function useSameKeyWallets(publicKey: string | null, raw: string) {
  const testnet = useIsTestnet();
  const workchain = raw.startsWith('-1:') ? -1 : 0;
  const wallets = useMemo(() => {
    if (publicKey === null) return [];
    try {
      return sameKeyWallets(publicKey, { workchain, network: testnet ? 'testnet' : 'mainnet' });
    } catch {
      return [];
    }
  }, [publicKey, workchain, testnet]);
  const raws = wallets.map((w) => w.raw);
  const states = useBridgeQuery('accountRows', raws.length > 0 ? { addresses: raws } : undefined, {
    enabled: raws.length > 0,
    staleTime: 60_000,
  });
  return { wallets, states };
}

/** The list; `raw` is the wallet being shown (marked "this wallet"). */
export function SameKeyList(props: { publicKey: string; raw: string }) {
  const { wallets, states } = useSameKeyWallets(props.publicKey, props.raw);
  const show = useAddressDisplay();
  if (wallets.length === 0) return null;
  return (
    <table className="kv-table same-key" data-testid="same-key">
      <caption>
        Same key — the standard wallets of this public key (default wallet ids)
        {states.isError && (
          <span className="error-text"> · could not look them up: {states.error.message}</span>
        )}
      </caption>
      <tbody>
        {wallets.map((w) => {
          const shown = show(w.raw, { role: 'wallet' });
          return (
            <tr key={w.version} data-testid="same-key-wallet" data-raw={w.raw} data-version={w.version}>
              <th scope="row">
                {kindLabel(w.version)}
                {w.raw === props.raw && <span className="badge badge-recommended">this wallet</span>}
              </th>
              <td>
                {w.raw === props.raw ? (
                  <Address raw={w.raw} role="wallet" title={`${shown}\n${w.raw}\nwallet id ${w.walletId}`} />
                ) : (
                  <FollowButton raw={w.raw} via={`same-key ${kindLabel(w.version)} wallet`} role="wallet" />
                )}{' '}
                <CopyButton value={shown} label={`Copy the ${kindLabel(w.version)} address`} />
              </td>
              <td data-testid="same-key-state">{sameKeyStateText(w.raw, states.data)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
