/**
 * What an export (or the CLI) adds to an account from the app's own knowledge: its role — by its code
 * (known codes, then the indexer's interfaces), which picks the form its address is written in — and
 * whether its token is a look-alike of a well-known jetton. One reading for the app's exports and the CLI.
 */
import type { AccountLookup, AccountState } from '../api/account-states';
import type { ExportAnnotation } from '../export/export-record';
import { accountRole } from '../format/address-display';
import { tokenSummary } from '../format/token-summary';
import { identifyContract } from './identify';
import { tokenLookAlike } from './jetton-identity';
import { kindFamily } from './kinds';

/** The role of an account by its state (null: not in the answer). */
export function roleOfAccount(account: AccountState | null | undefined, status?: string) {
  if (!account) return accountRole({ status });
  const kind = identifyContract({
    codeHash: account.code_hash ?? null,
    interfaces: account.interfaces ?? null,
  });
  return accountRole({
    status: account.status,
    codeHash: account.code_hash,
    isWallet: kindFamily(kind.kind) === 'wallet',
  });
}

/** `raw` → its annotation, over one answer (built once per answer: a map of its accounts). */
export function accountAnnotator(
  lookup: AccountLookup,
  network: 'mainnet' | 'testnet',
): (raw: string) => ExportAnnotation {
  const byRaw = new Map(lookup.accounts.map((a) => [a.address, a]));
  const notFound = new Set(lookup.not_found);
  return (raw) => ({
    role: roleOfAccount(byRaw.get(raw), notFound.has(raw) ? 'not found' : undefined),
    lookAlike: tokenLookAlike(tokenSummary(lookup.metadata, raw), raw, network)?.message ?? null,
  });
}
