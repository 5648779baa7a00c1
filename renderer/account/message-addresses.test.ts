import { describe, expect, it } from 'vitest';
import type { InspectedAccount } from '../../shared/contracts/inspected-account';
import type { RequestedAccount } from '../model/lookup-outcome';
import {
  accountNames,
  MAX_MESSAGE_ADDRESSES,
  messageAddressSentences,
  otherMessageAccounts,
} from './message-addresses';

const HERE = '0:C1710B967C90966D2083357E97C787DD2AC9A537245E2D48CEB4FAEDC99B3691';
const SIGNER = '0:EB0B83BD6CEAEAFE6D3AEBEEF02AC09144BC54CBB323A58765B6F51AE2B01741';
const STRANGER = '0:93E6CD7C56D7B3FF0EC232AD74520ED71F49BADBFD007C2232566FDFAB65CD41';

const show = (raw: string) => `<${raw.slice(2, 6)}>`;

const PAGE = { here: HERE, testnet: false };

const asked = (raw: string, line: number, column: number): RequestedAccount => ({
  raw,
  input: raw,
  line,
  column,
  repeats: 0,
});

const inspected = (kind: string, details: Record<string, unknown>) =>
  ({ address: HERE, kind, kind_source: 'code_hash', details, methods: [] }) as unknown as InspectedAccount;

const multisig = inspected('multisig_v2', {
  multisig: { threshold: 2, signers: [SIGNER], proposers: [], next_order_seqno: '0' },
});

describe("the customer's message's other addresses on an account's page", () => {
  it('says which of them this multisig names as a signer, and that the other is not among its signers or proposers', () => {
    const names = accountNames(multisig, undefined, []);
    const others = otherMessageAccounts(
      [asked(HERE, 1, 26), asked(SIGNER, 2, 1), asked(STRANGER, 1, 96)],
      true,
      HERE,
    );
    expect(messageAddressSentences(others, names, 'read', show, PAGE)).toEqual([
      '<EB0B> (line 2, column 1): named by this account — Signers',
      '<93E6> (line 1, column 96): not named by this account (looked in: Signers, Proposers)',
    ]);
  });

  it("says what it means that a nominator pool does not name the customer's wallet: paid out, or never credited", () => {
    const pool = inspected('nominator_pool', {
      nominator_pool: {
        state: 2,
        validator: SIGNER,
        nominators: [],
        min_nominator_stake: '10000000000000',
        max_nominators_count: 40,
      },
    });
    const [sentence] = messageAddressSentences(
      [asked(STRANGER, 1, 96)],
      accountNames(pool, undefined, []),
      'read',
      show,
      PAGE,
    );
    expect(sentence).toBe(
      '<93E6> (line 1, column 96): not named by this account (looked in: Validator, Nominators) — not a nominator of this pool now: a nominator whose withdrawal was paid in full leaves the list, and a deposit the pool refused (under 10,000 TON + 1 TON, from a masterchain wallet, or beyond 40 nominators) bounced back',
    );
  });

  it("names a jetton wallet's owner and master, and a wallet of the same key", () => {
    const jettonWallet = inspected('jetton_wallet', { owner: STRANGER, jetton: SIGNER, balance: '1' });
    const owner = accountNames(jettonWallet, undefined, []);
    expect(owner.named).toEqual([
      { role: 'Owner', raw: STRANGER },
      { role: 'Jetton master', raw: SIGNER },
    ]);
    const sameKey = accountNames(null, undefined, [{ version: 'wallet_v5r1', walletId: 0, raw: STRANGER }]);
    expect(messageAddressSentences([asked(STRANGER, 3, 4)], sameKey, 'none', show, PAGE)).toEqual([
      '<93E6> (line 3, column 4): named by this account — Same key (wallet v5r1)',
    ]);
  });

  it("names a jetton master's admin, and says where it looked for an address it does not name", () => {
    const master = inspected('jetton_master', {
      total_supply: '1',
      mintable: true,
      admin: SIGNER,
      content: {},
    });
    const names = accountNames(master, undefined, []);
    expect(
      messageAddressSentences([asked(SIGNER, 1, 2), asked(STRANGER, 2, 1)], names, 'read', show, PAGE),
    ).toEqual([
      '<EB0B> (line 1, column 2): named by this account — Admin',
      '<93E6> (line 2, column 1): not named by this account (looked in: Admin)',
    ]);
  });

  it('never says "not named" while the contract is still being read', () => {
    expect(
      messageAddressSentences(
        [asked(STRANGER, 1, 1)],
        accountNames(null, undefined, []),
        'reading',
        show,
        PAGE,
      ),
    ).toEqual(["<93E6> (line 1, column 1): not known yet — this account's page is still being read"]);
  });

  it("names what the page's own sections show, and waits for a section still reading", () => {
    const tokens = {
      title: 'Jetton wallets',
      named: [{ role: 'Jetton wallet (USD₮)', raw: SIGNER }],
      reading: false,
    };
    const names = accountNames(null, undefined, [], [tokens]);
    expect(
      messageAddressSentences([asked(SIGNER, 1, 5), asked(STRANGER, 2, 1)], names, 'none', show, PAGE),
    ).toEqual([
      '<EB0B> (line 1, column 5): named by this account — Jetton wallet (USD₮)',
      '<93E6> (line 2, column 1): not named by this account (looked in: Jetton wallets)',
    ]);
    const reading = accountNames(null, undefined, [], [{ ...tokens, named: [], reading: true }]);
    expect(messageAddressSentences([asked(STRANGER, 2, 1)], reading, 'read', show, PAGE)).toEqual([
      "<93E6> (line 2, column 1): not known yet — this account's page is still being read",
    ]);
  });

  it('warns of an address that begins and ends like another of the message, or like this account', () => {
    const names = accountNames(null, undefined, []);
    // Ground out by test-support/look-alike-address.ts `poisoned` (its ends alike, all else drawn).
    const fakeFriend = '0:9326C58810496A0F161D6734D52499986CFDDE6AA7FB5AB16BBB77CCF215A441';
    const fakeHere = '0:C12888673E117CABF2AF69ED8484CEF4BA2F379D78FBFC5C6D15B1895E100B91';
    expect(
      messageAddressSentences(
        [asked(STRANGER, 1, 10), asked(fakeFriend, 2, 3), asked(fakeHere, 3, 1)],
        names,
        'read',
        show,
        PAGE,
      ),
    ).toEqual([
      '<93E6> (line 1, column 10): not named by this account. ⚠ It begins and ends like <' +
        fakeFriend.slice(2, 6) +
        '> (line 2, column 3), but is another account: a look-alike address — compare every character',
      '<' +
        fakeFriend.slice(2, 6) +
        '> (line 2, column 3): not named by this account. ⚠ It begins and ends like <93E6> (line 1, column 10), but is another account: a look-alike address — compare every character',
      '<' +
        fakeHere.slice(2, 6) +
        '> (line 3, column 1): not named by this account. ⚠ It begins and ends like <C171> (this account), but is another account: a look-alike address — compare every character',
    ]);
  });

  it('lists none for a lookup that did not come from the paste box, or a list longer than a message', () => {
    const many = Array.from({ length: MAX_MESSAGE_ADDRESSES + 1 }, (_, i) =>
      asked(`0:${String(i).padStart(64, '0')}`, i + 1, 1),
    );
    expect(otherMessageAccounts(many, true, HERE)).toEqual([]);
    expect(otherMessageAccounts(many.slice(0, MAX_MESSAGE_ADDRESSES), true, HERE)).toHaveLength(
      MAX_MESSAGE_ADDRESSES,
    );
    expect(otherMessageAccounts([asked(HERE, 1, 1), asked(SIGNER, 2, 1)], false, HERE)).toEqual([]);
  });

  it("names the customer's wallet as the seller of an NFT item's sale contract", () => {
    const item = inspected('nft_item', {
      index: 8,
      collection: null,
      owner: SIGNER,
      initialized: true,
      owner_is: {
        status: 'active',
        kind: 'nft_sale',
        contract: 'nft_sale',
        sells_this_item: true,
        sale: { shape: 'original', seller: STRANGER, full_price: '1000000000', marketplace: null, nft: HERE },
      },
    });
    expect(
      messageAddressSentences(
        [asked(STRANGER, 1, 96)],
        accountNames(item, undefined, []),
        'read',
        show,
        PAGE,
      ),
    ).toEqual(['<93E6> (line 1, column 96): named by this account — Seller (in its sale contract)']);
  });
});
