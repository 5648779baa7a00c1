/**
 * The other addresses of the customer's message on an account's page (message-addresses.ts): where each
 * stands and what this account calls it. The same sentences go into "Copy the answer".
 */
import type { LookupRequest } from '../model/lookup-outcome';
import { MESSAGE_ADDRESSES_TITLE } from '../model/ticket-answer';
import type { ResultRow } from '../model/result-rows';
import { useAddressDisplay } from '../model/use-address-display';
import { useIsTestnet } from '../model/use-is-testnet';
import { useSameKeyWallets } from '../insight/same-key-list';
import {
  accountNames,
  messageAddressSentences,
  otherMessageAccounts,
  type NamesState,
} from './message-addresses';
import { useContractFacts } from './use-contract-facts';
import { usePublishedSections } from './answer-parts';

/**
 * The sentences for the page of `row` in the lookup `request` (none when the lookup is not a message's);
 * `unixTime`: the indexed time the Contract section reads the contract at.
 */
export function useMessageAddresses(
  row: ResultRow,
  request: LookupRequest | undefined,
  unixTime: number | undefined,
): string[] {
  const show = useAddressDisplay();
  const testnet = useIsTestnet();
  const contract = useContractFacts(row.raw);
  const sameKey = useSameKeyWallets(contract.publicKey, row.raw);
  const sections = usePublishedSections();
  const others = otherMessageAccounts(request?.accounts ?? [], request?.pasted !== undefined, row.raw);
  if (others.length === 0) return [];
  const state: NamesState =
    contract.state === null ? 'none' : contract.state.state === 'reading' ? 'reading' : 'read';
  const names = accountNames(contract.inspected, unixTime, sameKey.wallets, sections);
  return messageAddressSentences(others, names, state, (raw) => show(raw), { here: row.raw, testnet });
}

/** The list, under its heading; nothing when there are none. */
export function MessageAddresses(props: { sentences: readonly string[] }) {
  if (props.sentences.length === 0) return null;
  return (
    <div className="small" data-testid="message-addresses">
      <p className="muted">{MESSAGE_ADDRESSES_TITLE}</p>
      <ul className="plain-list">
        {props.sentences.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </div>
  );
}
