/**
 * Widely used jettons, per network, offered as presets for "tokens of these wallets" (a profile may
 * edit its own list). Only the master's address and a label are preset: decimals and symbol always
 * come from the master itself (its content, or the indexer's metadata for it), never from here.
 */

/** A preset jetton. */
export interface JettonPreset {
  /** Short label for a column header. */
  readonly label: string;
  /** The jetton master, as its issuer publishes it. */
  readonly master: string;
  /**
   * What a token claims to be this jetton by: symbols (compared whole) and name words (found inside
   * a name), as jetton-identity.ts folds them — any other master using one is a look-alike.
   */
  readonly claims: { readonly symbols: readonly string[]; readonly names: readonly string[] };
}

/** Presets by network. Testnet has no jetton widely used enough to preset; add yours in the profile. */
export const JETTON_PRESETS: Readonly<Record<'mainnet' | 'testnet', readonly JettonPreset[]>> = {
  mainnet: [
    {
      label: 'USD₮',
      master: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
      claims: { symbols: ['USD₮', 'USDT'], names: ['Tether'] },
    },
    {
      label: 'NOT',
      master: 'EQAvlWFDxGF2lXm67y4yzC17wYKD9A0guwPkMs1gOsM__NOT',
      claims: { symbols: ['NOT'], names: ['Notcoin'] },
    },
    {
      label: 'DOGS',
      master: 'EQCvxJy4eG8hyHBFsZ7eePxrRsUQSFE_jpptRAYBmcG_DOGS',
      claims: { symbols: ['DOGS'], names: [] },
    },
  ],
  testnet: [],
};
