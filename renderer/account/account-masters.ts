/**
 * Which jetton masters an account page derives a wallet's tokens from: the network's well-known jettons
 * (the Tokens screen's presets) first, then the masters the user keeps (the Tokens screen's list), then
 * the jettons of the lookup the agent is working on (its jetton masters, and the masters of its jetton
 * wallets) — so a token the customer named is checked on the customer's own page. Distinct, at most
 * what one `tokensOfWallets` call takes.
 */
import { parseAddressList } from '../../shared/address/address-list';
import { MAX_TOKEN_JETTONS } from '../../shared/bridge/api/jobs-api';
import { JETTON_PRESETS } from '../../shared/contracts/jetton-presets';
import { normalizeAddress } from '../../shared/address/address-codec';
import type { TokenSummary } from '../../shared/format/token-summary';

/** What an account page knows of the lookup's rows: each one's raw address and token facts. */
export interface LookupTokenFacts {
  readonly raw: string;
  readonly token: Pick<TokenSummary, 'type' | 'jettonMaster'> | null;
}

/** The masters of an account page, raw, in the order above. */
export function accountPageMasters(input: {
  readonly testnet: boolean;
  /** The Tokens screen's masters box (null while it holds the presets). */
  readonly keptText: string | null;
  readonly lookupRows: readonly LookupTokenFacts[];
}): string[] {
  const presets = JETTON_PRESETS[input.testnet ? 'testnet' : 'mainnet'].map((p) => p.master);
  const kept = input.keptText === null ? [] : parseAddressList(input.keptText).unique.map((a) => a.raw);
  const fromLookup = input.lookupRows.flatMap((row) =>
    row.token?.type === 'jetton_masters'
      ? [row.raw]
      : row.token?.type === 'jetton_wallets' && row.token.jettonMaster
        ? [row.token.jettonMaster]
        : [],
  );
  const out: string[] = [];
  for (const address of [...presets, ...kept, ...fromLookup]) {
    const raw = normalizeAddress(address);
    if (raw && !out.includes(raw)) out.push(raw);
    if (out.length === MAX_TOKEN_JETTONS) break;
  }
  return out;
}
