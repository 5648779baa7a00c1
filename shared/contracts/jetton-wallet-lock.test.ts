import { describe, expect, it } from 'vitest';
import { codeInfo } from '../../local-index-server/contract-codes';
import type { GetMethodResult } from '../tvm/runner';
import { lockStatusFromRun, statusMethodOf } from './jetton-wallet-lock';

/** A `get_status` run that exited with `exit_code` and left `status` on the stack. */
const ran = (status: string | null, exit_code = 0): GetMethodResult => ({
  ran: true,
  method_id: 1,
  exit_code,
  exit_meaning: exit_code === 0 ? 'success' : 'method not found',
  gas_used: 1,
  stack: status === null ? [] : [{ type: 'int', value: status }],
});

describe('a jetton wallet lock for the tokens rows', () => {
  it("asks get_status of the code that declares it — the USD₮ wallet's library, looked through — and of code that cannot say", () => {
    expect(statusMethodOf(codeInfo('jetton_wallet (mainnet USDT').boc)).toBe('declared');
    // An ordinary jetton wallet's dictionary has no get_status: no second run for it.
    expect(statusMethodOf(codeInfo('jetton_wallet (tonweb').boc)).toBe('absent');
    // Hand-written code without a method dictionary cannot say, so it is asked, as inspect asks it.
    expect(statusMethodOf(codeInfo('wallet_v3r2').boc)).toBe('unknown');
    expect(statusMethodOf('not a BoC')).toBe('absent');
  });

  it('reads the status, and says why a declared one could not be read', () => {
    expect(lockStatusFromRun(ran('1'), 'declared')).toEqual({
      code: 1,
      outgoing_locked: true,
      incoming_locked: false,
    });
    expect(lockStatusFromRun(ran('3'), 'unknown')).toEqual({
      code: 3,
      outgoing_locked: true,
      incoming_locked: true,
    });
    expect(lockStatusFromRun(ran('7'), 'declared')).toEqual({
      unreadable: expect.stringMatching(/^get_status returned 7, which is not a lock status/),
    });
    expect(lockStatusFromRun(ran(null, 11), 'declared')).toEqual({
      unreadable: 'get_status exited with code 11 (method not found)',
    });
    expect(lockStatusFromRun(ran(null), 'declared')).toEqual({
      unreadable: expect.stringMatching(/^get_status: /),
    });
    // Code that merely might have had it: no answer is no lock, not a problem.
    expect(lockStatusFromRun(ran(null, 11), 'unknown')).toBeUndefined();
  });
});
