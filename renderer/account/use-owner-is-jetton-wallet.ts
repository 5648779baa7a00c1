/**
 * Whether a jetton wallet's owner is itself a jetton wallet — then tokens were sent with that jetton
 * wallet's address as the recipient, and "send them to its owner" would repeat the mistake. Read with
 * one request for the owner's account (the page's side facts, cached as a follow of the owner reads it).
 */
import { useBridgeQuery } from '../model/bridge-query';
import { isJettonWalletRow } from '../model/may-own-tokens';

/** For the owner `raw`: true or false once its account is read; undefined while it is read, or without an owner. */
export function useOwnerIsJettonWallet(raw: string | undefined): boolean | undefined {
  const query = useBridgeQuery('accountRows', raw ? { addresses: [raw] } : undefined, {
    enabled: raw !== undefined,
    staleTime: 30_000,
    select: (answer) => answer.rows.some((row) => isJettonWalletRow(row)),
  });
  // A failed read says the usual sentence: the owner is where tokens go unless it is known not to be.
  return query.error ? false : query.data;
}
