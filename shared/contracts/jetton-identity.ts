/**
 * The master identity check: a token whose symbol or name claims a well-known jetton (USD₮ and the
 * network's other presets) but whose jetton master is not that jetton's master is a look-alike — the
 * likeliest answer to "I sent USDT and it is not there" after a wrong transfer. Symbols and names are
 * compared by their Latin skeleton (shared/format/latin-skeleton.ts: case, spacing and punctuation,
 * compatibility forms, combining marks, letters of any script that look Latin, 0/O, 1/l/I, 5/S), so
 * `U$DТ` with a Cyrillic Т, Lisu `ꓴꓢꓓꓔ` and `N0T` claim what they imitate; a name also by a near miss
 * of the real one (`Thether`, see {@link holdsNearName}).
 * Only the master's address decides: metadata can say anything, the master's address cannot be faked.
 */
import { normalizeAddress } from '../address/address-codec';
import { latinSkeleton } from '../format/latin-skeleton';
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

/** Shortest folded name word that a near miss (one letter added, dropped inside, or swapped) still claims. */
export const NEAR_NAME_MIN = 5;

/**
 * Whether `folded` (a name's skeleton) holds `word` (a preset's name, folded) or a near miss of it: one
 * letter added (`thether`), one letter inside dropped (`tethr`) or two neighbours swapped (`tehter`) —
 * misspellings that keep the real name's letters, so a reader's eye takes them for it. For names of at
 * least {@link NEAR_NAME_MIN} letters only (a short word is one letter from many others). A changed
 * letter and a dropped first or last letter are not counted: they make other real names (Hotcoin,
 * Whether, Ether), and a changed letter that looks alike is the skeleton's job.
 */
export function holdsNearName(folded: string, word: string): boolean {
  if (folded.includes(word)) return true;
  if (word.length < NEAR_NAME_MIN) return false;
  for (let i = 1; i < word.length - 1; i++)
    if (folded.includes(word.slice(0, i) + word.slice(i + 1))) return true;
  for (let i = 0; i + 1 < word.length; i++)
    if (folded.includes(word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2))) return true;
  // One letter added: a run of word.length + 1 letters that is the word without one of them.
  for (let start = 0; start + word.length + 1 <= folded.length; start++) {
    const run = folded.slice(start, start + word.length + 1);
    for (let i = 1; i < run.length - 1; i++) if (run.slice(0, i) + run.slice(i + 1) === word) return true;
  }
  return false;
}

/** A preset's claims as skeletons, and its master's raw form, made once per preset (a CLI stream judges a million rows). */
const foldedClaims = new WeakMap<JettonPreset, FoldedClaims>();
interface FoldedClaims {
  symbols: string[];
  names: string[];
  master: string | null;
}
function claimsOf(preset: JettonPreset): FoldedClaims {
  let folded = foldedClaims.get(preset);
  if (!folded) {
    folded = {
      symbols: preset.claims.symbols.map(latinSkeleton),
      names: preset.claims.names.map(latinSkeleton),
      master: normalizeAddress(preset.master),
    };
    foldedClaims.set(preset, folded);
  }
  return folded;
}

/** The preset `identity` claims to be by its symbol or name, if any (judged once per symbol and name: {@link judged}). */
function claimed(identity: TokenIdentity, presets: readonly JettonPreset[]): JettonPreset | undefined {
  const symbol = identity.symbol || '';
  const name = identity.name || '';
  let kept = judged.get(presets);
  if (!kept || kept.count >= CLAIMS_KEPT) judged.set(presets, (kept = { bySymbol: new Map(), count: 0 }));
  let byName = kept.bySymbol.get(symbol);
  if (!byName) kept.bySymbol.set(symbol, (byName = new Map()));
  let preset = byName.get(name);
  if (preset === undefined) {
    byName.set(name, (preset = judgedClaim(symbol, name, presets) ?? null));
    kept.count += 1;
  }
  return preset ?? undefined;
}

/**
 * Per list of presets, what each symbol and name claims (null: nothing), by symbol then name (a lookup
 * makes no key text). A list's 100,000 jetton wallets name a few tokens: each row judged again folded
 * its texts anew (~200 B an account of strings dropped at once; the page's quick filters count every
 * row). Kept to {@link CLAIMS_KEPT} pairs, then started again (a hostile indexer can name a token per
 * account).
 */
const judged = new WeakMap<
  readonly JettonPreset[],
  { bySymbol: Map<string, Map<string, JettonPreset | null>>; count: number }
>();
const CLAIMS_KEPT = 4096;

/** The preset a token of `symbol` and `name` (either '' for none) claims to be, folded and compared. */
function judgedClaim(
  symbol: string,
  name: string,
  presets: readonly JettonPreset[],
): JettonPreset | undefined {
  const symbolSkeleton = symbol ? latinSkeleton(symbol) : '';
  const nameSkeleton = name ? latinSkeleton(name) : '';
  return presets.find((preset) => {
    const claims = claimsOf(preset);
    return (
      (symbolSkeleton !== '' && claims.symbols.includes(symbolSkeleton)) ||
      (nameSkeleton !== '' &&
        (claims.symbols.includes(nameSkeleton) || claims.names.some((n) => holdsNearName(nameSkeleton, n))))
    );
  });
}

/**
 * The look-alike finding for a token, or null when it claims no well-known jetton of `network` or its
 * master is that jetton's own. A token whose master is unknown is not judged (null). Its master is read
 * only once it claims a preset (nearly no token does: reading an address costs strings).
 */
export function jettonLookAlike(
  identity: TokenIdentity,
  network: 'mainnet' | 'testnet',
  presets: readonly JettonPreset[] = JETTON_PRESETS[network],
): LookAlike | null {
  if (!identity.master) return null;
  const preset = claimed(identity, presets);
  if (!preset) return null;
  const master = normalizeAddress(identity.master);
  if (!master || claimsOf(preset).master === master) return null;
  return findingFor(preset);
}

/** Each preset's finding, made once: it reads the same for every token that claims the preset. */
const findings = new WeakMap<JettonPreset, LookAlike>();

/**
 * The finding of a token claiming `preset`: one frozen object per preset, so that 15,000 look-alike
 * rows of a list share one sentence (each had its own, ~150 B with its concatenated text).
 */
function findingFor(preset: JettonPreset): LookAlike {
  let finding = findings.get(preset);
  if (!finding) {
    finding = Object.freeze({
      claims: preset.label,
      realMaster: preset.master,
      message: `Look-alike: it calls itself ${preset.label}, but its jetton master is not ${preset.label}'s (${preset.master}).`,
    });
    findings.set(preset, finding);
  }
  return finding;
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

/**
 * The well-known jetton of `network` whose master is `raw` (any form), or null: the one fact that says
 * which token a master is, since its name and symbol are whatever its deployer wrote.
 */
export function wellKnownJetton(
  raw: string,
  network: 'mainnet' | 'testnet',
  presets: readonly JettonPreset[] = JETTON_PRESETS[network],
): JettonPreset | null {
  const master = normalizeAddress(raw);
  return (master && presets.find((preset) => claimsOf(preset).master === master)) || null;
}
