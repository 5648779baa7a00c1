/**
 * The states of an account's metadata that change what its token figures mean (docs/indexer-api.md
 * §4.4.4): not fetched yet (`is_indexed: false`: pending), unreadable (`token_info[].valid: false`: the
 * indexer could not parse the token's metadata), and the indexer's `is_scam` / `is_nsfw` flags. A jetton
 * wallet carries its master's states too (its name and decimals come from there). One reading for the
 * detail, the table badges, the token summary and exports.
 */
import type { MetadataMap } from '../api/account-states';

/** One state a badge or an export column shows. */
export type MetadataStateKind = 'pending' | 'invalid' | 'scam' | 'nsfw';

/** What the metadata says about an account's token information. */
export interface MetadataState {
  /** The indexer has not fetched the metadata yet (the account's or, for a jetton wallet, its master's). */
  readonly pending: boolean;
  /** An entry says `valid: false`: the indexer could not read the token's metadata. */
  readonly invalid: boolean;
  readonly scam: boolean;
  readonly nsfw: boolean;
}

/** The raw form of a jetton wallet's master, as its `extra.jetton` names it. */
function masterOf(metadata: MetadataMap, raw: string): string | undefined {
  const own = metadata.get(raw)?.token_info.find((t) => t.type === 'jetton_wallets');
  const jetton = own?.extra?.['jetton'];
  return typeof jetton === 'string' && jetton !== raw ? jetton : undefined;
}

/** The states of `raw`'s metadata (with its jetton master's), or null when the indexer sent no entry. */
export function metadataState(metadata: MetadataMap, raw: string): MetadataState | null {
  const entry = metadata.get(raw);
  if (!entry) return null;
  const master = masterOf(metadata, raw);
  const masterEntry = master === undefined ? undefined : metadata.get(master);
  const entries = masterEntry ? [entry, masterEntry] : [entry];
  const infos = entries.flatMap((e) => e.token_info);
  return {
    pending: entries.some((e) => e.is_indexed === false),
    invalid: infos.some((t) => t.valid === false),
    scam: infos.some((t) => t.is_scam === true),
    nsfw: infos.some((t) => t.is_nsfw === true),
  };
}

/** How each state is named on a badge and explained in full (tooltip, accessible description, detail). */
export const METADATA_STATE_TEXT: Readonly<
  Record<MetadataStateKind, { label: string; explanation: string }>
> = {
  scam: { label: 'scam', explanation: 'Flagged as scam by the indexer.' },
  nsfw: { label: 'NSFW', explanation: 'Marked as not safe for work by the indexer.' },
  invalid: {
    label: 'metadata unreadable',
    explanation:
      'The indexer could not read this token’s metadata (valid: false): its name, symbol and decimals may be missing or wrong.',
  },
  pending: {
    label: 'metadata pending',
    explanation:
      'The indexer has not fetched this metadata yet (is_indexed: false); a later lookup may show more.',
  },
};

/** The states that hold, most serious first. */
export function metadataStateKinds(state: MetadataState | null): MetadataStateKind[] {
  if (!state) return [];
  return (['scam', 'nsfw', 'invalid', 'pending'] as const).filter((kind) => state[kind]);
}
