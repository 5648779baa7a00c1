/**
 * A jetton master's fields that answer "is this token the real one, and who controls it": the name it
 * gives itself, whether its address is a well-known jetton's master (the only thing that says which
 * token it is), its admin and whether its supply can grow — as named fields (named-fields.ts), so the
 * Contract section and "Copy the answer" write the same words. Its total supply is shown by the
 * section's amount (with its decimals' source) and written by the answer from the supply column's text.
 */
import { JETTON_PRESETS } from '../../shared/contracts/jetton-presets';
import { jettonLookAlike, wellKnownJetton } from '../../shared/contracts/jetton-identity';
import type { TokenSummary } from '../../shared/format/token-summary';
import { markedText } from '../../shared/format/text-safety';
import { addressField, said, type Details, type NamedFacts, type NamedField } from './named-fields';

/** Who is asking about the master: its address, the indexer's metadata for it, the network. */
export interface MasterIdentity {
  readonly raw: string;
  readonly token: TokenSummary | null;
  readonly network: 'mainnet' | 'testnet';
}

/** The name and symbol the master gives itself: the indexer's metadata, else its on-chain content. */
function selfName(d: Details, token: TokenSummary | null): { name?: string; symbol?: string; from: string } {
  if (token && token.type === 'jetton_masters' && (token.name || token.symbol))
    return { name: token.name, symbol: token.symbol, from: "the indexer's metadata" };
  const content = d.content as { fields?: Record<string, string> } | undefined;
  return { name: content?.fields?.name, symbol: content?.fields?.symbol, from: 'its on-chain content' };
}

/** The longest name and symbol shown (the record's Metadata section shows them whole). */
const NAME_SHOWN = 120;
const SYMBOL_SHOWN = 32;

function tokenField(d: Details, token: TokenSummary | null): NamedField {
  const self = selfName(d, token);
  // Server text: a direction override or an invisible character is written as its marker, never obeyed.
  const name = self.name && markedText(self.name, NAME_SHOWN);
  const symbol = self.symbol && markedText(self.symbol, SYMBOL_SHOWN);
  const from = self.from;
  const text = name && symbol ? `${name} (${symbol})` : name || symbol;
  if (!text) return said('Token', 'jetton-token', { text: 'no name or symbol', muted: true });
  return said('Token', 'jetton-token', {
    text,
    aside: `(as ${from} names it: a deployer may give a jetton any name)`,
  });
}

/** The labels of the network's well-known jettons, for the sentence that says this is none of them. */
const knownLabels = (network: 'mainnet' | 'testnet') =>
  JETTON_PRESETS[network].map((p) => p.label).join(', ');

function wellKnownField(d: Details, who: MasterIdentity): NamedField {
  const known = wellKnownJetton(who.raw, who.network);
  if (known)
    return said('Well-known jetton', 'jetton-well-known', {
      text: `yes — ${known.label}: this is the master address its issuer publishes`,
    });
  const { name, symbol } = selfName(d, who.token);
  const lookAlike = jettonLookAlike({ name, symbol, master: who.raw }, who.network);
  if (lookAlike)
    return said('Well-known jetton', 'jetton-well-known', {
      text: 'no',
      flag: `— it takes ${lookAlike.claims}'s name, but ${lookAlike.claims}'s master is ${lookAlike.realMaster}`,
    });
  const labels = knownLabels(who.network);
  return said('Well-known jetton', 'jetton-well-known', {
    text: labels
      ? `not one this app knows by address (${labels})`
      : 'this app knows no jetton by address on this network',
    aside:
      "(a name proves nothing: only the master's address says which jetton this is — compare it with the address the jetton's issuer publishes)",
  });
}

/** Who controls the master and whether its supply can grow (TEP-74 `get_jetton_data`). */
export function jettonMasterControlFields(d: Details): NamedField[] {
  const admin =
    typeof d.admin === 'string'
      ? addressField('Admin', 'admin', d.admin, 'admin', {
          about: [
            '— the address that controls the jetton (TEP-74); in the standard minter only it mints more and changes the admin or the content',
          ],
        })
      : said('Admin', 'admin', {
          text: 'none',
          aside:
            '— no address controls the jetton: in the standard minter no one can mint more or change its content',
        });
  return [
    admin,
    ...(d.next_admin !== undefined
      ? [addressField('Next admin', 'next-admin', d.next_admin, 'next admin')]
      : []),
    said('Mintable', 'mintable', {
      text: d.mintable ? 'yes' : 'no',
      aside: d.mintable
        ? '(the master says its supply can still grow)'
        : '(the master says its supply cannot grow)',
    }),
  ];
}

/** The name it gives itself and whether it is a well-known jetton's master. */
export function jettonMasterIdentityFields(d: Details, who: MasterIdentity): NamedField[] {
  return [tokenField(d, who.token), wellKnownField(d, who)];
}

/**
 * The master's facts as the answer writes them: identity, total supply (`supply`: the supply column's
 * text, with its exact base units beside a scaled figure), control; null for any other contract.
 */
export function jettonMasterFacts(
  d: Details,
  who: MasterIdentity,
  supply: string | undefined,
): NamedFacts | null {
  if (!('total_supply' in d) || supply === undefined) return null;
  const exact = typeof d.total_supply_scaled === 'string' ? ` (${String(d.total_supply)} base units)` : '';
  return {
    title: 'Jetton master',
    fields: [
      ...jettonMasterIdentityFields(d, who),
      said('Total supply', 'total-supply', { text: `${supply}${exact}` }),
      ...jettonMasterControlFields(d),
    ],
  };
}
