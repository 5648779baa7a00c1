/** The metadata states real data holds (pending, unreadable, scam, NSFW), read once for every screen. */
import { describe, expect, it } from 'vitest';
import { metadataMapSchema } from '../api/account-states';
import { metadataState, metadataStateKinds } from './metadata-state';
import { tokenLabel, tokenSummary } from './token-summary';

const A = '0:' + 'A'.repeat(64);
const M = '0:' + 'B'.repeat(64);

const metadata = metadataMapSchema.parse({
  [A]: { is_indexed: false, token_info: [] },
  [M]: { is_indexed: true, token_info: [{ valid: false, type: 'jetton_masters', is_scam: true }] },
  ['0:' + 'C'.repeat(64)]: {
    is_indexed: true,
    token_info: [{ valid: true, type: 'jetton_wallets', extra: { jetton: M, balance: '5' } }],
  },
  ['0:' + 'D'.repeat(64)]: {
    is_indexed: true,
    token_info: [{ valid: true, type: 'nft_items', is_nsfw: true }],
  },
});

describe('metadataState', () => {
  it('reads pending, unreadable, scam and NSFW; no entry is null', () => {
    expect(metadataState(metadata, A)).toEqual({ pending: true, invalid: false, scam: false, nsfw: false });
    expect(metadataState(metadata, M)).toEqual({ pending: false, invalid: true, scam: true, nsfw: false });
    expect(metadataStateKinds(metadataState(metadata, '0:' + 'D'.repeat(64)))).toEqual(['nsfw']);
    expect(metadataState(metadata, '0:' + 'E'.repeat(64))).toBeNull();
  });

  it('gives a jetton wallet its master’s states (its name and decimals come from there)', () => {
    expect(metadataStateKinds(metadataState(metadata, '0:' + 'C'.repeat(64)))).toEqual(['scam', 'invalid']);
  });

  it('a pending entry with no token_info is summarised as pending, not dropped', () => {
    const summary = tokenSummary(metadata, A);
    expect(summary).toMatchObject({ type: 'unknown', pending: true });
    expect(tokenLabel(summary)).toBe('metadata not indexed yet');
    expect(tokenSummary(metadata, '0:' + 'C'.repeat(64))).toMatchObject({ isScam: true, invalid: true });
  });
});
