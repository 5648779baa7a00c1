import { describe, expect, it } from 'vitest';
import { lockFacts } from './lock-fields';
import type { NamedField } from './named-fields';

/** A vesting wallet's details as the decoder gives them (shared/contracts/details/vesting-details.ts). */
const VESTING = {
  total_amount: '1818182000000000',
  locked_now: '1060606166666667',
  start_time: 1_742_374_800,
  total_duration: 124_416_000,
  unlock_period: 2_592_000,
  cliff_duration: 31_104_000,
  end_time: 1_866_790_800,
  next_unlock_time: 1_765_270_800,
  amount_per_period: '37878791666666',
  owner: '0:5252747A3BB25D334FD9B3E93B8DEFAA2E0FCAF50F35DF767EB1E4A37C626590',
  sender: null,
  whitelist: ['-1:8CD1367A3A31FD2BF6D96C68E98D845A80A9D6C8EE95D4B4EE74319442498EA2'],
  free_now: '757575833333333',
};
const NOW = 1_764_409_121; // 9 d 23 h before the next unlock

const byName = (fields: readonly NamedField[]) => Object.fromEntries(fields.map((f) => [f.name, f.value]));

describe('lock fields: a vesting or lockup wallet in the words the page and the answer share', () => {
  it('writes a vesting wallet exact to the nanoton, grouped as the balance, the next unlock from the indexed time', () => {
    const facts = lockFacts({ vesting: VESTING }, NOW);
    expect(facts?.title).toBe('Vesting');
    const f = byName(facts!.fields);
    expect(f['Total']).toEqual({ kind: 'text', text: '1,818,182 TON', title: '1818182000000000 nanotons' });
    expect(f['Locked now']).toMatchObject({ text: '1,060,606.166666667 TON' });
    expect(f['Free to send now']).toMatchObject({
      text: '757,575.833333333 TON',
      title: '757575833333333 nanotons',
      aside: expect.stringMatching(/off the whitelist.*larger transfer is not sent/),
    });
    expect(f['Next unlock']).toMatchObject({
      text: expect.stringMatching(/^Dec 9, 2025/),
      aside: '(in 9 d 23 h at the indexed time)',
    });
    expect(f['Unlock schedule']).toMatchObject({
      text: expect.stringMatching(/cliff of 360 d, then 37,878\.791666666 TON every 30 d until/),
    });
    expect(f['Owner']).toEqual({ kind: 'address', raw: VESTING.owner, label: 'owner', wallet: true });
    expect(f['Funded by']).toEqual({ kind: 'address', raw: null, label: 'funder', wallet: true });
    expect(f['Whitelist (locked funds may go here)']).toMatchObject({ raws: VESTING.whitelist });
  });

  it('says when everything is unlocked, and when the contract did not say what is locked', () => {
    const f = byName(
      lockFacts({ vesting: { ...VESTING, locked_now: null, next_unlock_time: null } }, NOW)!.fields,
    );
    expect(f['Locked now']).toMatchObject({ text: 'the contract did not say', muted: true });
    expect(f['Next unlock']).toMatchObject({ text: 'everything is unlocked' });
    // No figure is made up when the contract did not say what is locked.
    const unknown = lockFacts({ vesting: { ...VESTING, locked_now: null, free_now: null } }, NOW)!;
    expect(byName(unknown.fields)).not.toHaveProperty('Free to send now');
  });

  it('says "no cliff" for a cliff of 0 s rather than "nothing before the cliff of 0 s"', () => {
    const f = byName(lockFacts({ vesting: { ...VESTING, cliff_duration: 0 } }, NOW)!.fields);
    expect(f['Unlock schedule']).toMatchObject({
      text: expect.stringMatching(/, no cliff, then 37,878\.791666666 TON every 30 d until/),
    });
  });

  it('writes a universal lockup wallet, and nothing for any other contract', () => {
    const lockup = lockFacts(
      { lockup: { balance: '5', restricted: '1', locked: '2000000000', available: '2' } },
      NOW,
    );
    expect(lockup?.title).toBe('Lockup');
    expect(byName(lockup!.fields)['Locked']).toMatchObject({ text: '2 TON', aside: '(may not be sent yet)' });
    expect(lockFacts({ seqno: 3, public_key: 'ab' }, NOW)).toBeNull();
  });
});
