/**
 * The master identity check: a token whose symbol or name claims a well-known jetton (USD₮ and the
 * network's other presets) but whose jetton master is not that jetton's master is a look-alike — the
 * likeliest answer to "I sent USDT and it is not there" after a wrong transfer. Names are folded before
 * they are compared (case, spacing and punctuation, Unicode compatibility forms, Cyrillic and Greek
 * letters that look Latin, the tugrik sign ₮ for T), so `U$DТ` with a Cyrillic Т claims USD₮ too.
 * Only the master's address decides: metadata can say anything, the master's address cannot be faked.
 */
import { normalizeAddress } from '../address/address-codec';
import type { TokenSummary } from '../format/token-summary';
import { JETTON_PRESETS, type JettonPreset } from './jetton-presets';

/** A token that claims to be a well-known jetton it is not. */
export interface LookAlike {
  /** The jetton it claims to be (the preset's label, e.g. `USD₮`). */
  readonly claims: string;
  /** That jetton's real master, as its issuer publishes it. */
  readonly realMaster: string;
  /** One sentence for a person. */
  readonly message: string;
}

/** What a token says of itself and which master it belongs to. */
export interface TokenIdentity {
  readonly symbol?: string | null | undefined;
  readonly name?: string | null | undefined;
  /** The jetton master (a jetton wallet's master, or the master itself), any form. */
  readonly master: string | null | undefined;
}

/** Letters of other scripts that look Latin, and signs that stand for letters, folded to the Latin letter. */
const FOLD: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  '₮': 't',
  $: 's',
};

/** Lower-case Latin letters and digits only, look-alikes folded: `U$D₮` → `usdt`. */
export function foldTokenName(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC').toLowerCase()) {
    const folded = FOLD[char] ?? char;
    if (/^[a-z0-9]$/.test(folded)) out += folded;
  }
  return out;
}

/** The preset `identity` claims to be by its symbol or name, if any. */
function claimed(identity: TokenIdentity, presets: readonly JettonPreset[]): JettonPreset | undefined {
  const symbol = identity.symbol ? foldTokenName(identity.symbol) : '';
  const name = identity.name ? foldTokenName(identity.name) : '';
  return presets.find(
    (preset) =>
      (symbol !== '' && preset.claims.symbols.some((s) => foldTokenName(s) === symbol)) ||
      (name !== '' &&
        (preset.claims.symbols.some((s) => foldTokenName(s) === name) ||
          preset.claims.names.some((n) => name.includes(foldTokenName(n))))),
  );
}

/**
 * The look-alike finding for a token, or null when it claims no well-known jetton of `network` or its
 * master is that jetton's own. A token whose master is unknown is not judged (null).
 */
export function jettonLookAlike(
  identity: TokenIdentity,
  network: 'mainnet' | 'testnet',
  presets: readonly JettonPreset[] = JETTON_PRESETS[network],
): LookAlike | null {
  const master = identity.master ? normalizeAddress(identity.master) : null;
  if (!master) return null;
  const preset = claimed(identity, presets);
  if (!preset || normalizeAddress(preset.master) === master) return null;
  return {
    claims: preset.label,
    realMaster: preset.master,
    message: `Look-alike: it calls itself ${preset.label}, but its jetton master is not ${preset.label}'s (${preset.master}).`,
  };
}

/**
 * The look-alike finding for the token an account is, by the indexer's metadata: a jetton master judged
 * by its own address, a jetton wallet by its master's. Null for anything else.
 */
export function tokenLookAlike(
  token: Pick<TokenSummary, 'type' | 'symbol' | 'name' | 'jettonMaster'> | null,
  raw: string,
  network: 'mainnet' | 'testnet',
): LookAlike | null {
  if (!token) return null;
  const master =
    token.type === 'jetton_masters' ? raw : token.type === 'jetton_wallets' ? token.jettonMaster : null;
  return jettonLookAlike({ symbol: token.symbol, name: token.name, master }, network);
}
