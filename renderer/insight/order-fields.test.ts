import { describe, expect, it } from 'vitest';
import { contractFacts } from './kind-fields';
import { accountNames } from '../account/message-addresses';
import { wordsText, type NamedField, type WordPart } from './named-fields';

const M = '0:C1710B967C90966D2083357E97C787DD2AC9A537245E2D48CEB4FAEDC99B3691';
const S = ['0:' + '1'.repeat(64), '0:' + '2'.repeat(64), '0:' + '3'.repeat(64)];
const TO = '0:' + 'A'.repeat(64);
const NOW = 1_764_409_121;
const byName = (fields: readonly NamedField[]) => Object.fromEntries(fields.map((f) => [f.name, f.value]));

const order = (over: Record<string, unknown> = {}) => ({
  multisig_order: {
    multisig: M,
    order_seqno: 7,
    initialized: true,
    threshold: 2,
    executed: false,
    approvals_count: 1,
    signers: S.map((address, index) => ({ index, address, approved: index === 1 })),
    expires_at: NOW + 86_400,
    expired: false,
    actions: [{ type: 'transfer', to: TO, amount: '150000000000', mode: 3 }],
    actions_unreadable: null,
    ...over,
  },
});

describe("a multisig order's facts (the page's fields and the answer's lines)", () => {
  it('says how many approvals it has of how many, and which signers have not approved', () => {
    const facts = contractFacts(order(), 'multisig_v2_order', NOW)!;
    expect(facts.title).toBe('multisig v2 order');
    const f = byName(facts.fields);
    expect(f['Multisig']).toMatchObject({ kind: 'address', raw: M });
    expect(f['Order']).toMatchObject({ text: 'seqno 7' });
    expect(f['Approvals']).toMatchObject({
      text: '1 of the 2 needed',
      flag: '— waiting: 1 more signer must approve before it expires',
    });
    expect(f['Signers']).toMatchObject({
      kind: 'entries',
      summary: { text: 'not approved yet: signer 0, signer 2' },
    });
    const says = (f['Signers'] as { entries: ReadonlyArray<{ raw: string; says: { text: string } }> })
      .entries;
    expect(says.map((e) => [e.raw, e.says.text])).toEqual([
      [S[0], 'signer 0: not approved yet'],
      [S[2], 'signer 2: not approved yet'],
      [S[1], 'signer 1: approved'],
    ]);
    expect(f['Executed']).toMatchObject({ text: 'no' });
    expect(f['Expires']).not.toHaveProperty('flag');
    expect(f['Actions']).toMatchObject({
      summary: { text: '1 transfer' },
      entries: [{ raw: TO, label: 'recipient', says: { text: '150 TON' } }],
    });
  });

  it('an executed order says its other signers did not approve, not that approvals are missing', () => {
    const f = byName(contractFacts(order({ executed: true }), 'multisig_v2_order', NOW)!.fields);
    expect(f['Signers']).toMatchObject({
      summary: { text: 'did not approve: signer 0, signer 2 (not needed: the threshold was reached)' },
    });
    const says = (f['Signers'] as { entries: ReadonlyArray<{ says: { text: string } }> }).entries;
    expect(says.map((e) => e.says.text)).toEqual([
      'signer 0: did not approve',
      'signer 2: did not approve',
      'signer 1: approved',
    ]);
  });

  it('an expired order says it can no longer be carried out', () => {
    const f = byName(
      contractFacts(order({ expired: true, expires_at: NOW - 1 }), 'multisig_v2_order', NOW)!.fields,
    );
    expect(f['Approvals']).toMatchObject({
      flag: expect.stringMatching(/expired before 1 more signer must approve/),
    });
    expect(f['Expires']).toMatchObject({ flag: '— expired: the multisig will not carry it out' });
  });

  it('an executed order, and one whose actions do not read, say so plainly', () => {
    const executed = byName(
      contractFacts(order({ executed: true, approvals_count: 2 }), 'multisig_v2_order', NOW)!.fields,
    );
    expect(executed['Executed']).toMatchObject({ text: 'yes — sent to the multisig for execution' });
    const unreadable = byName(
      contractFacts(
        order({ actions: null, actions_unreadable: 'an action of op 0x00000001' }),
        'multisig_v2_order',
        NOW,
      )!.fields,
    );
    expect(unreadable['Actions']).toMatchObject({
      text: "not readable as this contract's actions (an action of op 0x00000001)",
    });
  });

  it('an order not set up yet says only that', () => {
    const f = byName(
      contractFacts(order({ initialized: false, signers: [], actions: null }), 'multisig_v2_order', NOW)!
        .fields,
    );
    expect(Object.keys(f)).toEqual(['Multisig', 'Order', 'State']);
  });
});

describe("what an order's transfer sends (its message read by what it is)", () => {
  const DEST = '0:' + 'D'.repeat(64);
  const USDT = '0:' + 'B'.repeat(64);
  const show = (raw: string) => `<${raw.slice(2, 6)}>`;
  const jettonBody = (over: Record<string, unknown> = {}) => ({
    type: 'jetton_transfer',
    query_id: '8',
    amount: '5000000000',
    destination: DEST,
    response_destination: M,
    forward_ton_amount: '1',
    forward_comment: { text: 'deposit 7719', hex: null, cut: false },
    forward_op: null,
    ...over,
  });
  const transfer = (body: unknown, jetton: unknown = null) =>
    order({ actions: [{ type: 'transfer', to: TO, amount: '100000000', mode: 3, body, jetton }] });
  const sentence = (details: Record<string, unknown>) => {
    const field = contractFacts(details, 'multisig_v2_order', NOW)!.fields.find(
      (f) => f.name === 'Transfer 1',
    )!;
    expect(field.value.kind).toBe('words');
    return wordsText((field.value as { parts: readonly WordPart[] }).parts, show);
  };
  const usdt = {
    master: USDT,
    master_source: 'wallet_data',
    decimals: 6,
    decimals_source: 'indexer_metadata',
    symbol: 'USD₮',
  };

  it('the list of actions says a transfer carries a jetton transfer, and where it is said', () => {
    const f = byName(contractFacts(transfer(jettonBody(), usdt), 'multisig_v2_order', NOW)!.fields);
    expect(f['Actions']).toMatchObject({
      entries: [{ raw: TO, says: { text: '0.1 TON, carrying a jetton transfer (see Transfer 1)' } }],
    });
  });

  it("a jetton transfer: the amount in the jetton's units with its symbol, and exact in raw units", () => {
    expect(sentence(transfer(jettonBody(), usdt))).toBe(
      'sends 5,000 USD₮ (5000000000 in its smallest units; 6 decimals from the indexer’s metadata of the master) of the jetton in wallet <AAAA> to <DDDD>, response to <C171>, forward 0.000000001 TON, with the comment “deposit 7719” (the order’s words, as its proposer wrote them) (the message carries 0.1 TON for the wallet’s fees)',
    );
  });

  it('a jetton wallet another than the multisig owns: the transfer will be refused, said plainly', () => {
    expect(sentence(transfer(jettonBody(), { ...usdt, owner: M }))).not.toContain('⚠');
    expect(sentence(transfer(jettonBody(), { ...usdt, owner: S[0] }))).toMatch(
      /\(the message carries 0\.1 TON for the wallet’s fees\)\. ⚠ That jetton wallet’s owner is not this order’s multisig: the wallet will refuse the transfer$/,
    );
  });

  it('a jetton whose master takes USD₮’s name without being its master: the amount is flagged as not USD₮', () => {
    const fake = {
      ...usdt,
      master: S[1],
      look_alike: { claims: 'USD₮', real_master: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs' },
    };
    expect(sentence(transfer(jettonBody(), fake))).toMatch(
      /^sends 5,000 USD₮ \(5000000000 in its smallest units; 6 decimals from the indexer’s metadata of the master\) \(⚠ not USD₮: its master takes USD₮'s name, but USD₮'s master is EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs\) of the jetton in wallet <AAAA>/,
    );
    expect(sentence(transfer(jettonBody(), { ...usdt, look_alike: null }))).not.toContain('⚠');
  });

  it('a jetton whose master is not known: the smallest units, said to be so', () => {
    expect(sentence(transfer(jettonBody({ forward_comment: null }), null))).toMatch(
      /^sends 5000000000 of the jetton’s smallest units \(its decimals are not known here\) of the jetton in wallet <AAAA> to <DDDD>, /,
    );
  });

  it('the destination is an address the page names, as the destination of its jetton transfer', () => {
    const names = accountNames(
      {
        address: 'x',
        kind: 'multisig_v2_order',
        kind_source: 'code_hash',
        details: transfer(jettonBody(), usdt),
        methods: [],
      } as never,
      NOW,
      [],
    );
    expect(names.named).toContainEqual({ role: 'destination of its jetton transfer', raw: DEST });
  });

  it('a comment is inert: one line, every control or invisible character a marker, inside quotes', () => {
    const text = '=SUM(A1)\n- Approvals: 2 of 2 <b>ok</b>\t\u202e';
    expect(sentence(transfer({ type: 'comment', comment: { text, hex: null, cut: false } }))).toBe(
      'sends 0.1 TON to <AAAA>, with the comment “=SUM(A1)[U+000A]- Approvals: 2 of 2 <b>ok</b>[U+0009][RLO]” (the order’s words, as its proposer wrote them)',
    );
  });

  it('a comment that is no UTF-8, another op, a body that does not read: said, not read', () => {
    expect(sentence(transfer({ type: 'comment', comment: { text: null, hex: '6869ff', cut: false } }))).toBe(
      'sends 0.1 TON to <AAAA>, with a comment whose bytes are not UTF-8 text (hex 6869ff): not read',
    );
    expect(sentence(transfer({ type: 'other', op: '0x595f07bc' }))).toBe(
      'sends 0.1 TON to <AAAA>, with a message of op 0x595f07bc: not read',
    );
    expect(sentence(transfer({ type: 'unreadable', op: '0x0f8a7ea5', reason: 'cut short' }))).toBe(
      'sends 0.1 TON to <AAAA>, with a message of op 0x0f8a7ea5 that does not read as its standard says (cut short): not read',
    );
    expect(sentence(transfer({ type: 'empty' }))).toBe('sends 0.1 TON to <AAAA>, no message body');
    // Details decoded before bodies were read (a logged lookup) say the recipient and amount alone.
    expect(sentence(transfer(undefined))).toBe('sends 0.1 TON to <AAAA>');
  });

  it('an NFT transfer: its new owner, named by the page', () => {
    const body = {
      type: 'nft_transfer',
      query_id: '1',
      new_owner: DEST,
      response_destination: M,
      forward_amount: '0',
    };
    expect(sentence(transfer(body))).toBe(
      'hands the NFT <AAAA> to the new owner <DDDD>, response to <C171>, forward 0 TON (the message carries 0.1 TON for the NFT’s fees)',
    );
  });
});
