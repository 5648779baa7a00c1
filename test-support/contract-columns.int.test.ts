/**
 * The results table's contract columns (renderer/insight/contract-columns.tsx) over the REAL in-page
 * web bridge, real HTTP to the local index server and the real engine: rows looked up WITHOUT their
 * BoCs (as a big lookup is) get their kind, seqno, key, jetton owner and scaled balance — asked for in
 * ONE inspect job (which fetches the BoCs itself) however many cells want them, and a column's `text()`
 * is undefined until decoded, never a guess. Here, not beside the renderer: renderer files may
 * not import test helpers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sampleAccount,
  startIndexServer,
  type RunningIndexServer,
  type SampleLabel,
} from '../local-index-server';
import type { BridgeMethod, TonIndexBridge } from '../shared/bridge/api/bridge-api';
import { contractColumns } from '../renderer/insight/contract-columns';
import { insightStoreFor } from '../renderer/model/insight-store';
import { placedRows } from '../renderer/model/result-rows';
import { rowsOf } from './lookup-rows';
import { createIndexClient } from '../shared/client/index-client';
import { openTestBridge, type TestBridge } from './test-bridge';

let server: RunningIndexServer;
beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
});
afterAll(() => server.close());

/** A test bridge that counts the calls of each method. */
async function countingBridge(): Promise<TestBridge & { calls: Map<BridgeMethod, number> }> {
  const opened = await openTestBridge(server.url);
  const calls = new Map<BridgeMethod, number>();
  const bridge = Object.fromEntries(
    Object.entries(opened.bridge).map(([method, fn]) => [
      method,
      (...args: unknown[]) => (
        calls.set(method as BridgeMethod, (calls.get(method as BridgeMethod) ?? 0) + 1),
        (fn as (...a: unknown[]) => unknown)(...args)
      ),
    ]),
  ) as unknown as TonIndexBridge;
  return { ...opened, bridge, calls };
}

const column = (id: string) => contractColumns.find((c) => c.id === id)!;

describe('contract columns', () => {
  it('are one "Contract" group with only the kind shown by default', () => {
    expect(contractColumns.map((c) => [c.id, c.group, c.defaultVisible])).toEqual([
      ['contract-kind', 'Contract', false],
      ['contract-seqno', 'Contract', false],
      ['contract-public-key', 'Contract', false],
      ['contract-wallet-id', 'Contract', false],
      ['contract-jetton-owner', 'Contract', false],
      ['contract-jetton-balance', 'Contract', false],
      ['contract-jetton-master', 'Contract', false],
      ['contract-total-supply', 'Contract', false],
    ]);
  });

  it('decode rows looked up without BoCs in one batch, and give exact text once decoded', async () => {
    const { bridge, calls, close } = await countingBridge();
    const labels: SampleLabel[] = [
      'wallet-v4r2',
      'usdt-wallet-locked',
      'usdt-master',
      'wallet-v5-beta',
      'frozen',
    ];
    const raws = labels.map((l) => sampleAccount(l).raw.toUpperCase());
    // The rows of a lookup without BoCs, as the table holds them.
    const lookup = {
      value: await createIndexClient({ baseUrl: server.url }).accountStatesRequest(raws, {
        includeBoc: false,
      }),
    };
    const accounts = raws.map((raw, i) => ({ raw, input: raw, line: i + 1, column: 1, repeats: 0 }));
    const rows = placedRows(rowsOf(accounts, lookup.value), accounts);
    calls.clear();

    const store = insightStoreFor(bridge);
    // Before anything is decoded, a column knows nothing: no guess.
    expect(column('contract-kind').text!(rows[0]!)).toBeUndefined();
    // Every visible cell asks for its row (several columns per row, as the table would).
    for (const row of rows)
      for (let i = 0; i < 3; i++)
        if (row.account?.status === 'active')
          store.want([{ raw: row.raw, stateHash: row.account.account_state_hash }], 1_721_068_768);
    await new Promise<void>((resolve) => {
      const done = () =>
        rows.every((r) => r.account?.status !== 'active' || store.get(r.raw)?.state === 'done');
      if (done()) return resolve();
      const stop = store.subscribe(() => {
        if (done()) {
          stop();
          resolve();
        }
      });
    });
    expect(calls.get('inspect')).toBe(1);
    expect(server.requests.filter((r) => /accountStates$/.test(r.path)).at(-1)?.query.include_boc).toEqual([
      'true',
    ]);

    const [v4, locked, master, beta, frozen] = rows;
    expect(column('contract-kind').text!(v4!)).toBe('wallet v4r2');
    expect(column('contract-seqno').text!(beta!)).toBe('12');
    expect(column('contract-public-key').text!(v4!)).toMatch(/^[0-9a-f]{64}$/);
    expect(column('contract-jetton-balance').text!(locked!)).toBe('1.5 USD₮');
    expect(column('contract-jetton-owner').text!(locked!)).toBe(
      sampleAccount('wallet-v4r2').raw.toUpperCase(),
    );
    expect(column('contract-jetton-balance').text!(v4!)).toBeUndefined();
    expect(column('contract-total-supply').text!(master!)).toMatch(/^1000000000(\s|$)/);
    expect(column('contract-kind').text!(frozen!)).toBeUndefined();
    await close();
  });
});
