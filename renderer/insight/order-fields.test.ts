import { describe, expect, it } from 'vitest';
import { contractFacts } from './kind-fields';
import type { NamedField } from './named-fields';

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
