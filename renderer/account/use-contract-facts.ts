/**
 * The Contract section's reading of an account as the page's other parts take it (the answer, the other
 * addresses of the customer's message): its kind, verified public key, why none of its get-methods ran,
 * where the reading stands, and the inspected account once read — from the insight store the section
 * itself fills, so nothing is read twice.
 */
import { useSyncExternalStore } from 'react';
import { inspectedKindLabel } from '../../shared/contracts/inspected-kind-label';
import { keyTrust } from '../../shared/contracts/same-key-wallets';
import type { InspectedAccount } from '../../shared/contracts/inspected-account';
import { notRunText, type AnswerContractState } from '../model/ticket-answer';
import { useInsightStore } from '../model/use-insight';

/** What the answer takes from the Contract section, as it has read it. */
export interface ContractFacts {
  kind: string | null;
  publicKey: string | null;
  notRun: string | null;
  /** Null when the section asked for nothing (the account runs no contract). */
  state: AnswerContractState | null;
  /** The inspected account, once read: its own facts are written with the page's address forms. */
  inspected: InspectedAccount | null;
}

/**
 * The contract's kind, verified public key, why none of its get-methods ran and where its reading
 * stands, as the Contract section has read them.
 */
export function useContractFacts(raw: string): ContractFacts {
  const store = useInsightStore();
  const entry = useSyncExternalStore(store.subscribe, () => store.get(raw));
  const none = { kind: null, publicKey: null, notRun: null, inspected: null };
  if (!entry) return { ...none, state: null };
  if (entry.state === 'loading') return { ...none, state: { state: 'reading' } };
  if (entry.state === 'error') return { ...none, state: { state: 'failed', problem: entry.error.message } };
  const { inspected } = entry;
  const key = 'public_key' in inspected.details ? inspected.details.public_key : undefined;
  const trusted = typeof key === 'string' && keyTrust(inspected.kind_source).verified;
  return {
    kind: inspectedKindLabel(inspected),
    publicKey: trusted ? key : null,
    notRun: notRunText(inspected.details),
    state: { state: 'read' },
    inspected,
  };
}
