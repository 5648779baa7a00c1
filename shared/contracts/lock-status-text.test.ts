import { describe, expect, it } from 'vitest';
import { lockStatusOf } from './details/jetton-details';
import { lockStatusText } from './lock-status-text';

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
