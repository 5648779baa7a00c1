/**
 * The walks' done-criteria fail when what went up the bridge carries a BoC or the indexer's metadata,
 * or when a get-method takes more than two messages — as the bridge was before issue 33: a get-method
 * run sent the account's state (code and data) up, and a detail sent main's own metadata back.
 */
import { describe, expect, it } from 'vitest';
import { shapeOf, type Crossing } from './crossings';
import { carriedBy, getMethodCriteria, lookupCriteria } from './walk-criteria';

/** A real BoC's Base64 (an empty cell), as an account's code or data comes. */
const BOC = 'te6cckEBAQEAAgAAAEysuc0=';

const up = (name: string, payload: unknown): Crossing => ({
  boundary: 'ipc',
  direction: 'up',
  name,
  bytes: 100,
  shape: shapeOf(name, payload),
  payload,
});
const down = (name: string): Crossing => ({
  boundary: 'ipc',
  direction: 'down',
  name,
  bytes: 100,
  shape: name,
});

const startLookup = { jobId: 'job-1', addressLines: '0:AB\n0:CD', inputLines: 'a\nb', includeBoc: true };
const metOf = (criteria: ReturnType<typeof lookupCriteria>) => criteria.map((c) => c.met);

describe("the walks' done-criteria", () => {
  it('pass a lookup that sends only addresses up, and a get-method that is a call and its answer', () => {
    expect(metOf(lookupCriteria([up('startLookup', startLookup), down('job-rows')]))).toEqual([true, true]);
    const run = { address: '0:AB', method: 'seqno', args: [] };
    expect(metOf(getMethodCriteria([up('runGetMethod', run), down('runGetMethod')]))).toEqual([true, true]);
  });

  it("fail a lookup whose message up carries a BoC, under its key or as text, or the indexer's metadata", () => {
    const withCode = { ...startLookup, states: [{ address: '0:AB', code_boc: BOC, data_boc: null }] };
    const [boc, metadata] = lookupCriteria([up('startLookup', withCode)]);
    expect(boc).toMatchObject({ met: false, measured: `${BOC.length} BoC characters in 1 messages up` });
    expect(metadata!.met).toBe(true);
    const asText = lookupCriteria([up('startLookup', { ...startLookup, extra: [[BOC]] })]);
    expect(asText[0]!.met).toBe(false);
    const withMeta = { ...startLookup, metadata: { '0:AB': { is_indexed: true, token_info: [] } } };
    expect(metOf(lookupCriteria([up('startLookup', withMeta)]))).toEqual([true, false]);
  });

  it("fails a get-method that sends the state up (the old job's argument), or crosses in more than two messages", () => {
    const oldRun = {
      method: 'seqno',
      account: { address: '0:AB', code_boc: BOC, data_boc: BOC, balance: '1' },
    };
    const [boc, messages] = getMethodCriteria([up('startGetMethod', oldRun), down('startGetMethod')]);
    expect(boc).toMatchObject({ met: false, measured: `${2 * BOC.length} BoC characters up` });
    expect(messages!.met).toBe(true);
    const chatty = getMethodCriteria([up('startGetMethod', {}), down('startGetMethod'), down('job-rows')]);
    expect(chatty[1]).toMatchObject({ met: false, measured: '3 messages (1 up, 2 down)' });
  });

  it('searches a value whole, a shared or circular part once', () => {
    const shared = { code_boc: BOC };
    const circular: Record<string, unknown> = { a: shared, b: shared, list: new Map([['data_boc', BOC]]) };
    circular.self = circular;
    expect(carriedBy(circular)).toEqual({ bocChars: 2 * BOC.length, metadataKeys: 0 });
  });
});
