/**
 * What the insight store sends up the bridge: addresses only — a screen of rows in one `inspect` call,
 * no state, code, data or metadata (they are the account store's behind the bridge) — and what it
 * makes of the answer.
 */
import { describe, expect, it, vi } from 'vitest';
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { createInsightStore } from './insight-store';

const raw = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;

/** A bridge whose `inspect` records what it was sent and answers `reply`. */
function inspectBridge(reply: (addresses: string[]) => unknown) {
  const sent: unknown[] = [];
  const bridge = {
    addEventListener: () => () => undefined,
    inspect: (arg: { addresses: string[] }) => {
      sent.push(arg);
      return Promise.resolve(reply(arg.addresses));
    },
  } as unknown as TonIndexBridge;
  return { bridge, sent };
}

describe('the insight store', () => {
  it('asks a screen of rows in one call, by address alone', async () => {
    const { bridge, sent } = inspectBridge(() => ({ ok: true, value: { accounts: [], notFound: [] } }));
    const store = createInsightStore(bridge);
    store.want(
      Array.from({ length: 30 }, (_, i) => ({ raw: raw(i), stateHash: `hash-${i}` })),
      1_721_068_768,
    );
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      addresses: Array.from({ length: 30 }, (_, i) => raw(i)),
      unixTime: 1_721_068_768,
    });
  });

  it('ends each account done, not known to the indexer, or with the call’s error', async () => {
    const inspected = {
      address: raw(1),
      kind: 'wallet_v4r2',
      kind_source: 'code_hash',
      details: {},
      methods: [],
    };
    const { bridge } = inspectBridge(() => ({
      ok: true,
      value: { accounts: [inspected], notFound: [raw(2)] },
    }));
    const store = createInsightStore(bridge);
    store.want(
      [1, 2].map((i) => ({ raw: raw(i), stateHash: null })),
      undefined,
    );
    await vi.waitFor(() => expect(store.get(raw(1))?.state).toBe('done'));
    expect(store.get(raw(2))).toMatchObject({ state: 'error', error: { message: /no longer knows/ } });

    const failing = createInsightStore(
      inspectBridge(() => ({ ok: false, error: { kind: 'timeout', message: 'no answer in 15 s' } })).bridge,
    );
    failing.want([{ raw: raw(3), stateHash: null }], undefined);
    await vi.waitFor(() =>
      expect(failing.get(raw(3))).toMatchObject({ state: 'error', error: { kind: 'timeout' } }),
    );
  });

  it('asks again only when the state shown changed, or when told to refresh', async () => {
    const { bridge, sent } = inspectBridge(() => ({ ok: true, value: { accounts: [], notFound: [] } }));
    const store = createInsightStore(bridge);
    store.want([{ raw: raw(1), stateHash: 'a' }], undefined);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    store.want([{ raw: raw(1), stateHash: 'a' }], undefined);
    store.want([{ raw: raw(1), stateHash: null }], undefined);
    store.want([{ raw: raw(1), stateHash: 'b' }], undefined);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    store.refresh([raw(1)]);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
  });
});
