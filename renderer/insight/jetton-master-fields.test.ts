import { describe, expect, it } from 'vitest';
import { normalizeAddress } from '../../shared/address/address-codec';
import { JETTON_PRESETS } from '../../shared/contracts/jetton-presets';
import { masterIdentity, type MasterMetadata } from '../../shared/contracts/details/master-identity';
import {
  jettonMasterControlFields,
  jettonMasterFacts,
  jettonMasterIdentityFields,
} from './jetton-master-fields';
import type { FieldValue, NamedField } from './named-fields';

const USDT = normalizeAddress(JETTON_PRESETS.mainnet[0]!.master)!;
const OTHER = '0:09F2E59DEC406AB26A5259A45D7FF23EF11F3E5C7C21DE0B0D2A1CBE52B76B3D';
const ADMIN = '0:2CDD554FD4B9AD6C3FEDBF6B32A47BD45B38DA952392F68E268F1C7DF90ED037';
const master = (more: Record<string, unknown> = {}) => ({
  total_supply: '1000000000123',
  total_supply_scaled: '1000000.000123',
  decimals: 6,
  decimals_source: 'master_content',
  mintable: true,
  admin: ADMIN,
  content: { layout: 'onchain', fields: { name: 'Tether USD', symbol: 'USD₮' } },
  wallet_code_hash: 'ab',
  ...more,
});
const metadata = (name: string, symbol: string): MasterMetadata => ({ type: 'jetton_masters', name, symbol });
/** A master's details as its inspection gives them: judged at `raw` on `network` (shared/contracts/details/master-identity.ts). */
function judged(
  who: { raw: string; token: MasterMetadata | null; network: 'mainnet' | 'testnet' },
  more: Record<string, unknown> = {},
) {
  const d = master(more);
  return { ...d, identity: masterIdentity(who.raw, who.token ?? undefined, d.content as never, who.network) };
}
const text = (field: NamedField | undefined): string => {
  const value = field?.value as FieldValue & { kind: 'text' };
  return [value.text, value.aside, value.flag].filter(Boolean).join(' ');
};
const byId = (fields: readonly NamedField[], id: string) => fields.find((f) => f.testId === id);

describe('a jetton master: is it the real one', () => {
  it('is the well-known jetton only by its address, whatever its name', () => {
    const fields = jettonMasterIdentityFields(judged({ raw: USDT, token: null, network: 'mainnet' }));
    expect(text(byId(fields, 'jetton-well-known'))).toBe(
      'yes — USD₮: this is the master address its issuer publishes',
    );
    // The same name at another address is a look-alike, the real master named.
    const fake = jettonMasterIdentityFields(judged({ raw: OTHER, token: null, network: 'mainnet' }));
    expect(text(byId(fake, 'jetton-well-known'))).toBe(
      `no — it takes USD₮'s name, but USD₮'s master is ${JETTON_PRESETS.mainnet[0]!.master}`,
    );
  });

  it("names itself by the indexer's metadata, else by its on-chain content, and says a name proves nothing", () => {
    const token = metadata('Hamster Kombat', 'HMSTR');
    const fields = jettonMasterIdentityFields(
      judged({ raw: OTHER, token, network: 'mainnet' }, { content: { layout: 'offchain', url: 'x' } }),
    );
    expect(text(byId(fields, 'jetton-token'))).toBe(
      "Hamster Kombat (HMSTR) (as the indexer's metadata names it: a deployer may give a jetton any name)",
    );
    expect(text(byId(fields, 'jetton-well-known'))).toMatch(
      /^not one this app knows by address \(USD₮, NOT, DOGS\) \(a name proves nothing/,
    );
    const onchain = jettonMasterIdentityFields(judged({ raw: USDT, token: null, network: 'mainnet' }));
    expect(text(byId(onchain, 'jetton-token'))).toBe(
      'Tether USD (USD₮) (as its on-chain content names it: a deployer may give a jetton any name)',
    );
    const testnet = jettonMasterIdentityFields(judged({ raw: USDT, token: null, network: 'testnet' }));
    expect(text(byId(testnet, 'jetton-well-known'))).toMatch(
      /^this app knows no jetton by address on this network/,
    );
  });

  it('writes a direction override or an invisible character in the name as its marker, and cuts a long name', () => {
    const token = metadata('Official \u202Etoken\u200B of Tether', 'USD\u20AE');
    const fields = jettonMasterIdentityFields(judged({ raw: OTHER, token, network: 'mainnet' }));
    expect(text(byId(fields, 'jetton-token'))).toMatch(
      /^Official \[RLO\]token\[U\+200B\] of Tether \(USD₮\) /,
    );
    const long = jettonMasterIdentityFields(
      judged({ raw: OTHER, token: metadata('x'.repeat(5000), 'LONG'), network: 'mainnet' }),
    );
    expect(text(byId(long, 'jetton-token'))).toMatch(/^x{120}… \(LONG\) /);
  });

  it('says who controls it and whether its supply can grow', () => {
    const none = jettonMasterControlFields(master({ admin: null, mintable: false }));
    expect(text(byId(none, 'admin'))).toMatch(/^none — no address controls the jetton/);
    expect(text(byId(none, 'mintable'))).toBe('no (the master says its supply cannot grow)');
    expect(byId(none, 'next-admin')).toBeUndefined();
    const held = jettonMasterControlFields(master({ next_admin: null }));
    expect(byId(held, 'admin')?.value).toMatchObject({ kind: 'address', raw: ADMIN });
    expect(byId(held, 'next-admin')?.value).toMatchObject({ kind: 'address', raw: null });
  });

  it('writes the supply exact beside its scaled figure, and nothing for a contract that is not a master', () => {
    const facts = jettonMasterFacts(
      judged({ raw: USDT, token: null, network: 'mainnet' }),
      '1000000.000123 USD₮',
    );
    expect(facts?.title).toBe('Jetton master');
    expect(text(byId(facts!.fields, 'total-supply'))).toBe('1000000.000123 USD₮ (1000000000123 base units)');
    expect(jettonMasterFacts({ balance: '1' }, '1')).toBeNull();
    // A master inspected without a network is not judged: no identity fields, the rest as before.
    expect(byId(jettonMasterFacts(master(), '1 USD₮')!.fields, 'jetton-well-known')).toBeUndefined();
  });
});
