/**
 * Which jetton a master is, judged where it is inspected (behind the bridge, and in the CLI): the name
 * and symbol it gives itself — the indexer's metadata, else its on-chain content — and, on the
 * indexer's network, whether its address is a well-known jetton's master (jetton-identity.ts) or it
 * takes a well-known jetton's name without being its master. The page, "Copy the answer" and
 * `cli inspect` all read this one judgement; none makes its own.
 */
import { z } from 'zod';
import { jettonLookAlike, wellKnownJetton } from '../jetton-identity';
import { JETTON_PRESETS } from '../jetton-presets';
import type { TokenContent } from '../token-content';

/** A master's identity. */
export const masterIdentitySchema = z.object({
  /** The name and symbol it gives itself (server or deployer text: shown marked, never obeyed). */
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  /** Where they come from. */
  named_by: z.enum(['indexer_metadata', 'content']),
  /** The network judged on. */
  network: z.enum(['mainnet', 'testnet']),
  /** The well-known jetton (its label) whose master this address is, or null. */
  well_known: z.string().nullable(),
  /** The well-known jetton whose name or symbol it takes without being its master, or null. */
  look_alike: z.object({ claims: z.string(), real_master: z.string() }).nullable(),
  /** The labels of the network's well-known jettons, for "none of these". */
  known: z.array(z.string()),
});
export type MasterIdentity = z.infer<typeof masterIdentitySchema>;

/** The indexer's metadata row for the master, as far as naming goes. */
export interface MasterMetadata {
  readonly type?: string | null | undefined;
  readonly name?: string | null | undefined;
  readonly symbol?: string | null | undefined;
}

/** The name and symbol a master gives itself: the indexer's metadata, else its on-chain content. */
function selfName(
  row: MasterMetadata | undefined,
  content: TokenContent,
): Pick<MasterIdentity, 'name' | 'symbol' | 'named_by'> {
  if (row && row.type === 'jetton_masters' && (row.name || row.symbol))
    return { name: row.name || null, symbol: row.symbol || null, named_by: 'indexer_metadata' };
  const fields: Record<string, string | undefined> = 'fields' in content ? content.fields : {};
  return { name: fields.name ?? null, symbol: fields.symbol ?? null, named_by: 'content' };
}

/** The identity of the master at `raw`, on `network`. */
export function masterIdentity(
  raw: string,
  row: MasterMetadata | undefined,
  content: TokenContent,
  network: 'mainnet' | 'testnet',
): MasterIdentity {
  const self = selfName(row, content);
  const known = wellKnownJetton(raw, network);
  const lookAlike = known ? null : jettonLookAlike({ ...self, master: raw }, network);
  return {
    ...self,
    network,
    well_known: known?.label ?? null,
    look_alike: lookAlike ? { claims: lookAlike.claims, real_master: lookAlike.realMaster } : null,
    known: JETTON_PRESETS[network].map((preset) => preset.label),
  };
}
