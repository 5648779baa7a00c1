import { describe, expect, it } from 'vitest';
import { lockStatusOf } from './details/jetton-details';
import { lockStatusHint, lockStatusText } from './lock-status-text';

describe('a lock status in words', () => {
  it('names each locked direction with the status code, as a warning', () => {
    expect(lockStatusText(lockStatusOf(1n))).toEqual({
      text: 'outgoing transfers locked (status 1)',
      warning: true,
    });
    expect(lockStatusText(lockStatusOf(3n)).text).toBe(
      'outgoing transfers locked, incoming transfers locked (status 3)',
    );
  });
  it('says unlocked without a warning, and an answer that is no status as unreadable', () => {
    expect(lockStatusText(lockStatusOf(0n))).toEqual({ text: 'unlocked (status 0)', warning: false });
    expect(lockStatusText(lockStatusOf(7n)).text).toMatch(/^unreadable: get_status returned 7/);
  });
});

describe('what a lock means, for a person', () => {
  it('says who sets it, what each status means, that incoming transfers still arrive, and what to do', () => {
    const hint = lockStatusHint(lockStatusOf(1n));
    expect(hint).toContain("set by the jetton's admin");
    expect(hint).toContain(
      'Statuses: 0 unlocked, 1 outgoing transfers locked, 2 incoming transfers locked, 3 both',
    );
    expect(hint).toContain('incoming transfers still arrive');
    expect(hint).toContain('the customer should contact the issuer');
  });
  it('never says incoming transfers arrive when they are refused', () => {
    for (const status of [2n, 3n]) {
      const hint = lockStatusHint(lockStatusOf(status));
      expect(hint).not.toContain('still arrive');
      expect(hint).toContain("go back to the sender's wallet");
    }
  });
  it('has nothing to do for an unlocked wallet, and says an answer that is no status cannot tell', () => {
    expect(lockStatusHint(lockStatusOf(0n))).not.toContain('contact the issuer');
    expect(lockStatusHint(lockStatusOf(9n))).toMatch(/cannot be told/);
  });
});
