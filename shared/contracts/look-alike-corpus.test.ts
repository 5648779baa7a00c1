/**
 * The 47 spoofed tokens of issue 36 (the 13 it names and the obvious others: Cyrillic, Greek and other
 * scripts' letters, full-width and mathematical forms, digits for letters, `$` for S, invisible
 * characters, combining marks, case, misspelt names), each at a master that is not the real one: every
 * one must be marked as the look-alike of the token it imitates. Beside them, real different tokens
 * and names (USDC, NOTE, DOG, HMSTR, TON, Ethereum, Hotcoin…) must not be. Before the skeleton fold
 * (shared/format/latin-skeleton.ts) 19 of the 47 were caught; now all are.
 */
import { describe, expect, it } from 'vitest';
import { addressForms } from '../address/address-codec';
import { jettonLookAlike, type TokenIdentity } from './jetton-identity';

const OTHER = addressForms('0:' + '5A'.repeat(32)).bounceable;

/** One spoof: what the token says of itself, and the preset it imitates. */
type Spoof = readonly [claims: 'USD₮' | 'NOT' | 'DOGS', identity: Omit<TokenIdentity, 'master'>, how: string];

/** The spoofs. */
const SPOOFS: readonly Spoof[] = [
  // The 13 the issue names.
  ['USD₮', { symbol: 'USD₸' }, 'tenge sign for T'],
  ['USD₮', { symbol: 'USDŤ' }, 'T with caron'],
  ['USD₮', { symbol: 'USĐT' }, 'D with stroke'],
  ['DOGS', { symbol: 'D0GS' }, 'zero for O'],
  ['NOT', { symbol: 'N0T' }, 'zero for O'],
  ['USD₮', { symbol: 'U5DT' }, 'five for S'],
  ['NOT', { symbol: 'ΝΟΤ' }, 'Greek capitals'],
  ['USD₮', { symbol: 'ꓴꓢꓓꓔ' }, 'Lisu letters'],
  ['USD₮', { symbol: 'UՏDT' }, 'Armenian S'],
  ['USD₮', { symbol: 'ᑌSDT' }, 'Canadian syllabics U'],
  ['USD₮', { symbol: 'ႮSDT' }, 'Georgian U'],
  ['USD₮', { symbol: 'USԁT' }, 'Cyrillic komi de'],
  ['USD₮', { name: 'Thether' }, 'a letter added to the name'],
  // Other scripts, other forms.
  ['USD₮', { symbol: 'UЅDТ' }, 'Cyrillic S and T'],
  ['USD₮', { symbol: 'USDТ' }, 'Cyrillic T'],
  ['USD₮', { symbol: 'USDꓔ' }, 'Lisu T alone'],
  ['USD₮', { symbol: 'UᏚDT' }, 'Cherokee S'],
  ['USD₮', { symbol: 'ＵＳＤＴ' }, 'full-width'],
  ['USD₮', { symbol: 'ＵSDT' }, 'one full-width letter'],
  ['USD₮', { symbol: '𝐔𝐒𝐃𝐓' }, 'mathematical bold'],
  ['USD₮', { symbol: 'ⓊⓈⒹⓉ' }, 'circled letters'],
  ['USD₮', { symbol: 'U$DT' }, 'dollar for S'],
  ['USD₮', { symbol: 'usdt' }, 'lower case'],
  ['USD₮', { symbol: 'USD-T' }, 'punctuation inside'],
  ['USD₮', { symbol: 'USD₮' }, 'the real symbol'],
  ['USD₮', { symbol: 'ÚSDT' }, 'precomposed accent'],
  ['USD₮', { symbol: 'USDṪ' }, 'T with dot above'],
  ['USD₮', { symbol: 'USDƬ' }, 'T with hook'],
  ['USD₮', { symbol: 'U\u0308SDT' }, 'combining diaeresis'],
  ['USD₮', { symbol: 'USD\u0335T' }, 'combining stroke'],
  ['USD₮', { symbol: 'U\u200BSDT' }, 'zero-width space'],
  ['USD₮', { symbol: 'US\u00ADDT' }, 'soft hyphen'],
  ['USD₮', { symbol: 'ᴜꜱᴅᴛ' }, 'small capitals'],
  ['USD₮', { name: 'Tethеr USD' }, 'Cyrillic e in the name'],
  ['USD₮', { name: 'Tehter' }, 'two letters of the name swapped'],
  ['USD₮', { name: 'Tethr USD' }, 'a letter inside the name dropped'],
  ['NOT', { symbol: 'NОT' }, 'Cyrillic O'],
  ['NOT', { symbol: 'ΝOT' }, 'Greek Nu'],
  ['NOT', { symbol: 'ŃOT' }, 'N with acute'],
  ['NOT', { symbol: 'ɴᴏᴛ' }, 'small capitals'],
  ['NOT', { symbol: 'N\u200DOT' }, 'zero-width joiner'],
  ['NOT', { name: 'Nоtcoin' }, 'Cyrillic o in the name'],
  ['NOT', { name: 'N0tcoin' }, 'zero in the name'],
  ['DOGS', { symbol: 'DОGS' }, 'Cyrillic O'],
  ['DOGS', { symbol: 'ᗪOGS' }, 'Canadian syllabics D'],
  ['DOGS', { symbol: 'DOG$' }, 'dollar for S'],
  ['DOGS', { symbol: 'ĐOGS' }, 'D with stroke'],
];

/** Real tokens and names that are not any preset: none may be marked. */
const DIFFERENT: readonly Omit<TokenIdentity, 'master'>[] = [
  { symbol: 'USDC', name: 'USD Coin' },
  { symbol: 'USDe', name: 'Ethena USDe' },
  { symbol: 'USD1', name: 'World Liberty USD' },
  { symbol: 'NOTE', name: 'Notes' },
  { symbol: 'DOG', name: 'Dog token' },
  { symbol: 'HMSTR', name: 'Hamster Kombat' },
  { symbol: 'TON', name: 'Toncoin' },
  { symbol: 'STON', name: 'STON' },
  { symbol: 'SCALE', name: 'Scaleton' },
  { symbol: 'ETH', name: 'Ethereum' },
  { symbol: 'ETHER', name: 'Ether' },
  { symbol: 'WHT', name: 'Whether' },
  { symbol: 'HOT', name: 'Hotcoin' },
  { symbol: 'DOT', name: 'Dotcoin' },
  { symbol: 'BTC', name: 'Bitcoin' },
  { symbol: 'NOTA', name: 'Notary' },
  { symbol: 'GOGS', name: 'Gogs' },
  { symbol: 'USDTT', name: 'Tetra' },
];

describe('look-alike corpus: 47 spoofs of USD₮, NOT and DOGS', () => {
  it('has 47 spoofs', () => expect(SPOOFS).toHaveLength(47));

  it('marks every spoof at a foreign master as the token it imitates', () => {
    const missed = SPOOFS.filter(
      ([claims, identity]) => jettonLookAlike({ ...identity, master: OTHER }, 'mainnet')?.claims !== claims,
    ).map(([, identity, how]) => `${identity.symbol ?? identity.name} (${how})`);
    expect(missed).toEqual([]);
  });

  it('marks none of the real different tokens', () => {
    const flagged = DIFFERENT.filter((identity) =>
      jettonLookAlike({ ...identity, master: OTHER }, 'mainnet'),
    );
    expect(flagged).toEqual([]);
  });
});
