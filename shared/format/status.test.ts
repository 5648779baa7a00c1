import { describe, expect, it } from 'vitest';
import { KNOWN_ACCOUNT_STATUSES } from '../api/account-states';
import { bounceNote, statusDescription, undeployedKind } from './status';
import { friendlyFormOfRaw } from '../address/address-codec';

describe('statusDescription', () => {
  it('explains every status the indexer defines', () => {
    for (const status of KNOWN_ACCOUNT_STATUSES) {
      const d = statusDescription(status);
      expect(d).toMatchObject({ label: status, known: true });
      expect(d.description.length).toBeGreaterThan(20);
    }
  });

  it('says a nonexist account has no real 0 balance', () => {
    const d = statusDescription('nonexist');
    expect(d.description).toContain(
      'no account at this address on chain — the balance is not a real 0 balance',
    );
    expect(d.hasRealBalance).toBe(false);
    expect(statusDescription('active').hasRealBalance).toBe(true);
  });

  it('covers addresses the indexer does not know', () => {
    expect(statusDescription('not found')).toMatchObject({ label: 'not found', hasRealBalance: false });
  });

  it('shows an unknown status as written', () => {
    expect(statusDescription('uninitialized')).toMatchObject({ label: 'uninitialized', known: false });
    expect(statusDescription(null)).toMatchObject({ label: 'unknown', known: false });
  });

  it('writes an unknown status inert: control and bidi characters as markers, the decoder’s cut note kept', () => {
    const d = statusDescription('active\u001b]52;c;ZWNobw==\u0007\u202egnp.exe' + 'x'.repeat(60));
    expect(d.known).toBe(false);
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(d.label + d.description).not.toMatch(/[\u0000-\u001f\u007f\u202e]/);
    expect(d.label).toMatch(/^active\[U\+001B\]\]52;c;ZWNobw==\[U\+0007\]\[RLO\]gnp\.exex{60}$/);
  });
});

describe('undeployedKind', () => {
  it('says what an uninit or nonexist account is, never "unknown contract"', () => {
    expect(undeployedKind('uninit')?.label).toBe('not deployed');
    expect(undeployedKind('uninit')?.description).toMatch(/non-bounceable form .* wait here/);
    expect(undeployedKind('nonexist')?.description).toMatch(/no account here/);
    expect(undeployedKind('active')).toBeNull();
  });
});

describe('bounceNote: where a transfer to the form the customer gave went', () => {
  const RAW = '0:ED06C4C78579607D2598D0194E10CFD0D1FF8CFD7C63B3CA3EB5FCF588F5CE96';
  const bounceable = friendlyFormOfRaw(RAW, true, false);
  const testnetBounceable = friendlyFormOfRaw(RAW, true, true);

  it('says a bouncing transfer to an account with no contract went back to its sender', () => {
    for (const status of ['uninit', 'nonexist'])
      for (const input of [
        bounceable,
        testnetBounceable,
        ` ${bounceable} `,
        `(${bounceable}).`,
        `«${testnetBounceable}»`,
      ])
        expect(bounceNote(status, input)).toMatch(
          /^Given in its bounceable form \((EQ|kQ)…\): .*went back to it\.$/,
        );
  });

  it('names the form by its own first characters: kQ… for a testnet form, Ef… for the masterchain', () => {
    expect(bounceNote('uninit', testnetBounceable)).toMatch(/^Given in its bounceable form \(kQ…\)/);
    expect(bounceNote('uninit', bounceable)).toMatch(/^Given in its bounceable form \(EQ…\)/);
    const master = friendlyFormOfRaw(RAW.replace(/^0:/, '-1:'), true, false);
    expect(bounceNote('nonexist', master)).toMatch(/^Given in its bounceable form \(Ef…\)/);
  });

  it('says nothing of a non-bounceable or raw form, a deployed account, or an input that is no address', () => {
    expect(bounceNote('uninit', friendlyFormOfRaw(RAW, false, false))).toBeNull();
    expect(bounceNote('uninit', RAW)).toBeNull();
    expect(bounceNote('active', bounceable)).toBeNull();
    expect(bounceNote('frozen', bounceable)).toBeNull();
    expect(bounceNote('uninit', '')).toBeNull();
  });
});
