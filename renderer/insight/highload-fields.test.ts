import { describe, expect, it } from 'vitest';
import { highloadFields } from './highload-fields';
import type { NamedField } from './named-fields';

const NOW = 1_764_409_121;
const HOUR = 3600;
const byName = (fields: readonly NamedField[]) => Object.fromEntries(fields.map((f) => [f.name, f.value]));
const wallet = (cleaned: number) =>
  byName(highloadFields({ wallet_id: 4269, timeout: HOUR, last_clean_time: cleaned }, NOW));

describe('a highload wallet v3: when it last accepted a request, and what one must carry', () => {
  it('says none was accepted after its noted time plus the timeout, when that is past at the indexed time', () => {
    // Noted 3 h before the indexed time, timeout 1 h: nothing accepted in the last 2 h.
    expect(wallet(NOW - 3 * HOUR)['Requests accepted']).toMatchObject({
      text: 'none after Nov 29, 2025, 7:38:41 AM UTC',
      aside: '(2 h ago at the indexed time)',
      flag: '— it has accepted no request since then (the last one it noted came at Nov 29, 2025, 6:38:41 AM UTC)',
    });
  });

  it('says one came within the timeout when the noted time is that recent, and none ever when it is 0', () => {
    const recent = wallet(NOW - 600)['Requests accepted'];
    expect(recent).toMatchObject({
      text: expect.stringMatching(/^one at Nov 29, 2025, 9:28:41 AM UTC or later/),
    });
    expect(recent).not.toHaveProperty('flag');
    expect(wallet(0)['Requests accepted']).toMatchObject({
      text: expect.stringMatching(/^none since it was deployed/),
    });
  });

  it("names the wallet id, the timeout and the query ids' span a request must match", () => {
    expect(wallet(NOW)['A request is accepted when']).toMatchObject({
      text: "signed by its key, for wallet id 4269 and a timeout of 1 h, created within the 1 h before it arrives and not after the chain's time, with a query id it has not seen in the last 1 h to 2 h",
    });
  });

  it('has no fields for a wallet without a timeout (not a highload v3)', () => {
    expect(highloadFields({ seqno: 3, wallet_id: 698983191 }, NOW)).toEqual([]);
  });
});
