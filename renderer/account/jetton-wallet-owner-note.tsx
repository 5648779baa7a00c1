/**
 * Near the top of a jetton wallet's page: that it is a jetton wallet, not a person's wallet, and that its
 * owner — as its own `get_wallet_data` names it, read for the Contract section — is where tokens should
 * be sent. A customer who gave a jetton wallet's address as the recipient is answered by this line and
 * the page's "Tokens sent to this address as a recipient". Shown once the owner is read; the answer
 * carries the same sentence (ticket-answer.ts).
 */
import { contractFieldText } from '../insight/contract-fields';
import { FollowButton } from '../model/follow-account';
import { ownerSentence } from '../model/ticket-answer';
import { useJettonWalletEntry } from './use-jetton-wallet-insight';
import { useOwnerIsJettonWallet } from './use-owner-is-jetton-wallet';

/**
 * The line, for the account `raw`; nothing until its contract is read as a jetton wallet naming an owner
 * and that owner's account is read (an owner that is a jetton wallet is no place to send tokens).
 */
export function JettonWalletOwnerNote(props: { raw: string }) {
  const entry = useJettonWalletEntry(props.raw);
  const owner = entry?.state === 'done' ? contractFieldText(entry.inspected, 'jetton-owner') : undefined;
  const ownerIsJettonWallet = useOwnerIsJettonWallet(owner);
  if (!owner || ownerIsJettonWallet === undefined) return null;
  const sentence = ownerSentence(ownerIsJettonWallet);
  return (
    <p className="banner banner-notice" data-testid="jetton-wallet-owner-note">
      {sentence.before}
      <FollowButton raw={owner} via="owner" role="wallet" />
      {sentence.after}
    </p>
  );
}
