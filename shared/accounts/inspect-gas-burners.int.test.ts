/**
 * Ten gas-burning accounts in one inspect (issue 36, "not yet tried"): an inspect by address over real HTTP
 * to the local index server's hostile contracts (`gas-burner` and its nine copies: code without a
 * method dictionary that loops until its gas runs out, whatever the method), good accounts mixed in,
 * the emulator in its worker threads as the desktop app and the CLI run it. Each burner says why it
 * was not named; the good accounts are decoded; and the burners' cost is bounded — one short probe
 * each, counted here rather than timed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { createThreadTvmRunner } from '../../node-host/tvm-threads';
import { createIndexClient } from '../client/index-client';
import { PROBE_GAS_LIMIT } from '../contracts/probe-methods';
import { jobIndexer } from '../jobs/job-indexer';
import type { GetMethodBatchRequest, GetMethodResult, TvmRunner } from '../tvm/runner';
import { inspectByAddress, type Inspected } from './account-insight';
import { createAccountStore } from './account-store';

let server: RunningIndexServer;
beforeAll(async () => {
  server = await startIndexServer({ port: 0, hostileContracts: true });
});
afterAll(() => server.close());

/** The emulator's threads, with every call each account was asked and what it answered. */
function countingRunner(): { runner: TvmRunner; asked: Map<string, GetMethodResult[]> } {
  const threads = createThreadTvmRunner();
  const asked = new Map<string, GetMethodResult[]>();
  const runGetMethods = async (
    request: GetMethodBatchRequest,
    options?: Parameters<TvmRunner['runGetMethods']>[1],
  ) => {
    const results = await threads.runGetMethods(request, options);
    request.calls.forEach((call, i) =>
      asked.set(call.address, [...(asked.get(call.address) ?? []), results[i]!]),
    );
    return results;
  };
  return { runner: { ...threads, runGetMethods }, asked };
}

describe('ten gas-burning accounts in one inspect', () => {
  it('each burner costs one short probe and says it ran out of gas; the good accounts between them are decoded', async () => {
    const burners = server.hostile.filter((c) => /^gas-burner(-\d+)?$/.test(c.label)).map((c) => c.raw);
    expect(burners).toHaveLength(10);
    const [v4, v5, jetton] = (['wallet-v4r2', 'wallet-v5r1', 'jetton-wallet-1'] as const).map(
      (label) => sampleAccount(label).raw,
    );
    const addresses = [v4!, ...burners.slice(0, 5), v5!, ...burners.slice(5), jetton!];
    const { runner, asked } = countingRunner();
    const store = createAccountStore(
      jobIndexer(
        { profileId: 'local', name: 'local index server', baseUrl: server.url },
        createIndexClient({ baseUrl: server.url, fetch }),
        {
          limits: { maxAddressesPerRequest: 1000, maxUrlLength: 8192 },
          rate: { requestsPerSecond: 10 },
          concurrency: 1,
        },
      ),
    );
    let rows: Inspected;
    try {
      rows = await inspectByAddress(
        { store, runner: async () => runner, libraries: async () => [] },
        addresses,
        undefined,
        new AbortController().signal,
      );
    } finally {
      runner.dispose?.();
    }

    const byAddress = new Map(rows.accounts.map((a) => [a.address, a]));
    expect(rows.accounts).toHaveLength(13);

    // The good accounts, decoded as if the burners were not there.
    expect(byAddress.get(v4!)).toMatchObject({ kind: 'wallet_v4r2', details: { seqno: 42 } });
    expect(byAddress.get(v5!)).toMatchObject({ kind: 'wallet_v5r1', details: { seqno: 5 } });
    expect(byAddress.get(jetton!)).toMatchObject({ kind: 'jetton_wallet', details: { balance: '4100100' } });
    for (const raw of [v4!, v5!, jetton!]) expect(byAddress.get(raw)!.details.problems).toBeUndefined();

    for (const raw of burners) {
      // One probe, stopped at the probe's budget (a tenth of a get-method's), not seven full runs.
      const runs = asked.get(raw)!;
      expect(runs, raw).toHaveLength(1);
      expect(runs[0], raw).toMatchObject({ ran: true, exit_code: -14 });
      expect((runs[0] as { gas_used: number }).gas_used, raw).toBeLessThanOrEqual(PROBE_GAS_LIMIT + 100);
      // Its own failure, in words, on its own row.
      const account = byAddress.get(raw)!;
      expect(account.kind, raw).toBe('unknown');
      expect(account.details.problems, raw).toEqual([
        expect.stringMatching(
          /^get_jetton_data exited with code -14 \(out of gas: it used up the 100,000 gas a probe for a standard get-method is given/,
        ),
      ]);
    }
  });
});
