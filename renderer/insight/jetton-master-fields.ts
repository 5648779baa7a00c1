/**
 * A jetton master's fields that answer "is this token the real one, and who controls it": the name it
 * gives itself, whether its address is a well-known jetton's master (the only thing that says which
 * token it is), its admin and whether its supply can grow — as named fields (named-fields.ts), so the
 * Contract section and "Copy the answer" write the same words. Which jetton it is was judged where it
 * was inspected, on the indexer's network (details' `identity`, shared/contracts/details/
 * master-identity.ts, which `cli inspect` prints too): this file only words it. Its total supply is shown by the
 * section's amount (with its decimals' source) and written by the answer from the supply column's text.
 */
import type { MasterIdentity } from '../../shared/contracts/details/master-identity';
import { markedText } from '../../shared/format/text-safety';
import { addressField, part, said, type Details, type NamedFacts, type NamedField } from './named-fields';

/** The longest name and symbol shown (the record's Metadata section shows them whole). */
const NAME_SHOWN = 120;
const SYMBOL_SHOWN = 32;

/** The master's identity as its inspection judged it (details' `identity`), or null when it was not judged. */
const identityOf = (d: Details) => part(d, 'identity') as MasterIdentity | null;

function tokenField(id: MasterIdentity): NamedField {
  // Server text: a direction override or an invisible character is written as its marker, never obeyed.
  const name = id.name && markedText(id.name, NAME_SHOWN);
  const symbol = id.symbol && markedText(id.symbol, SYMBOL_SHOWN);
  const from = id.named_by === 'indexer_metadata' ? "the indexer's metadata" : 'its on-chain content';
  const text = name && symbol ? `${name} (${symbol})` : name || symbol;
  if (!text) return said('Token', 'jetton-token', { text: 'no name or symbol', muted: true });
  return said('Token', 'jetton-token', {
    text,
    aside: `(as ${from} names it: a deployer may give a jetton any name)`,
  });
}

function wellKnownField(id: MasterIdentity): NamedField {
  if (id.well_known)
    return said('Well-known jetton', 'jetton-well-known', {
      text: `yes — ${id.well_known}: this is the master address its issuer publishes`,
    });
  const lookAlike = id.look_alike;
  if (lookAlike)
    return said('Well-known jetton', 'jetton-well-known', {
      text: 'no',
      flag: `— it takes ${lookAlike.claims}'s name, but ${lookAlike.claims}'s master is ${lookAlike.real_master}`,
    });
  return said('Well-known jetton', 'jetton-well-known', {
    text:
      id.known.length > 0
        ? `not one this app knows by address (${id.known.join(', ')})`
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

/** The name it gives itself and whether it is a well-known jetton's master; none when it was not judged. */
export function jettonMasterIdentityFields(d: Details): NamedField[] {
  const id = identityOf(d);
  return id ? [tokenField(id), wellKnownField(id)] : [];
}

/**
 * The master's facts as the answer writes them: identity, total supply (`supply`: the supply column's
 * text, with its exact base units beside a scaled figure), control; null for any other contract.
 */
export function jettonMasterFacts(d: Details, supply: string | undefined): NamedFacts | null {
  if (!('total_supply' in d) || supply === undefined) return null;
  const exact = typeof d.total_supply_scaled === 'string' ? ` (${String(d.total_supply)} base units)` : '';
  return {
    title: 'Jetton master',
    fields: [
      ...jettonMasterIdentityFields(d),
      said('Total supply', 'total-supply', { text: `${supply}${exact}` }),
      ...jettonMasterControlFields(d),
    ],
  };
}
