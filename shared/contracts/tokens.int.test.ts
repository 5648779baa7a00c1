/**
 * "Tokens of these wallets" over real HTTP against the local index server: each master's own
 * get_wallet_address derives the jetton wallet (equal to its StateInit address computed with @ton/core),
 * the wallets are looked up through the bulk scheduler within the limits, missing wallets read
 * "no jetton wallet yet (0)", and failures become rows that say so.
 */
import { Address, contractAddress } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeInfo } from '../../local-index-server/contract-codes';
import { jettonWalletData, stablecoinWalletData } from '../../local-index-server/contract-data';
import {
  sampleAccount,
  startIndexServer,
  type RunningIndexServer,
  askedAccounts,
} from '../../local-index-server';
import { USDT_MASTER_RAW } from '../../local-index-server/sample-data';
import { createIndexClient } from '../client/index-client';
import { createTvmEngine } from '../tvm/engine';
import type { TvmRunner } from '../tvm/runner';
import { rawOf } from '../tvm/stack';
import { tokensOfWallets, type TokensOptions, type TokensProgress } from './tokens';
import { DEFAULT_BULK_LIMITS } from '../bulk/bulk-lookup';
import type { RateLimit } from '../bulk/token-bucket';
import { jobIndexer, type JobClient } from '../jobs/job-indexer';
import { tokensLookups } from '../jobs/tokens-job';
import { nodeEmulatorWasm } from '../../node-host/emulator-wasm';
import { nextTurn } from '../next-turn';

let server: RunningIndexServer;
let runner: TvmRunner;
beforeAll(async () => {
  server = await startIndexServer({ port: 0, dataset: { generated: 1500 } });
  runner = createTvmEngine({ wasm: nodeEmulatorWasm });
});
afterAll(() => server.close());

/** What a test sets beyond the run's own options: the indexer's rate, and a record of when requests left. */
type TestOptions = Partial<Omit<TokensOptions, 'rate'>> & { rate?: RateLimit; sent?: number[] };

/** A run's options as a job gives them (shared/jobs/tokens-job.ts): one indexer, one budget. */
function options(owners: string[], masters: string[], extra: TestOptions = {}): TokensOptions {
  const { rate, sent, ...rest } = extra;
  const client = createIndexClient({ baseUrl: server.url });
  const recording: JobClient = {
    masterchainInfo: (o) => client.masterchainInfo(o),
    accountStatesRequest: (raws, o) => {
      // When each request left: the budget gave it its turn.
      sent?.push(performance.now());
      return client.accountStatesRequest(raws, o);
    },
  };
  const indexer = jobIndexer({ profileId: 'test', name: 'test', baseUrl: server.url }, recording, {
    limits: { ...DEFAULT_BULK_LIMITS, ...rest.limits },
    rate: rate ?? { requestsPerSecond: null },
    concurrency: 4,
    retry: { maxAttempts: 1 },
  });
  return {
    owners,
    masters,
    runner,
    unixTime: 1_721_068_768,
    ...tokensLookups(indexer, rest.signal),
    ...rest,
  };
}

const raw = (label: Parameters<typeof sampleAccount>[0]) => sampleAccount(label).raw;

describe('tokens of wallets', () => {
  it("derives each jetton wallet with the master's own code — the StateInit address — and reads its balance", async () => {
    const owners = [raw('wallet-v4r2'), raw('wallet-v5r1'), raw('wallet-v3r2'), raw('masterchain-wallet')];
    const outcome = await tokensOfWallets(options(owners, [raw('jetton-master'), USDT_MASTER_RAW]));
    expect(outcome.rows).toHaveLength(8);
    const usdtCode = codeInfo('jetton_wallet (mainnet USDT').cell;
    const tokenCode = codeInfo('jetton_wallet (tonweb').cell;
    for (const row of outcome.rows) {
      const owner = Address.parseRaw(row.owner);
      const master = Address.parseRaw(row.jetton);
      const expected =
        row.jetton === USDT_MASTER_RAW
          ? contractAddress(0, { code: usdtCode, data: stablecoinWalletData(0, 0n, owner, master) })
          : contractAddress(0, { code: tokenCode, data: jettonWalletData(0n, owner, master, tokenCode) });
      expect(row.jetton_wallet, `${row.owner} × ${row.jetton}`).toBe(rawOf(expected));
    }
    const byPair = (owner: string, master: string) =>
      outcome.rows.find((r) => r.owner === owner && r.jetton === master)!;
    expect(byPair(raw('wallet-v4r2'), raw('jetton-master'))).toMatchObject({
      status: 'active',
      balance: '4100100',
      decimals: 6,
      symbol: 'USD₮',
    });
    // The stablecoin wallets' own get_status: wallet-v4r2's is locked for outgoing transfers.
    expect(byPair(raw('wallet-v4r2'), USDT_MASTER_RAW)).toMatchObject({
      status: 'active',
      balance: '1500000',
      decimals: 6,
      jetton_wallet: raw('usdt-wallet-locked'),
      lock_status: { code: 1, outgoing_locked: true, incoming_locked: false },
    });
    expect(byPair(raw('wallet-v5r1'), USDT_MASTER_RAW)).toMatchObject({
      status: 'active',
      balance: '25000000',
      jetton_wallet: raw('usdt-wallet'),
      lock_status: { code: 0, outgoing_locked: false, incoming_locked: false },
    });
    // An ordinary jetton wallet has no lock to read.
    expect(byPair(raw('wallet-v4r2'), raw('jetton-master'))).not.toHaveProperty('lock_status');
    expect(byPair(raw('wallet-v3r2'), USDT_MASTER_RAW)).not.toHaveProperty('lock_status');
    expect(byPair(raw('wallet-v3r2'), USDT_MASTER_RAW)).toMatchObject({ status: 'no_wallet', balance: '0' });
    expect(byPair(raw('masterchain-wallet'), raw('jetton-master'))).toMatchObject({
      status: 'no_wallet',
      balance: '0',
    });
    // Owners in input order, each with its jettons in the order given.
    expect(outcome.rows.map((r) => r.owner)).toEqual(owners.flatMap((o) => [o, o]));
  });

  it('a master that is not in the index, or not a jetton master, makes its rows say so', async () => {
    const missing = `0:${'EE'.repeat(32)}`;
    const outcome = await tokensOfWallets(options([raw('wallet-v4r2')], [missing, raw('wallet-v5r1')]));
    expect(outcome.rows[0]).toMatchObject({
      status: 'jetton_unavailable',
      balance: null,
      error: expect.stringMatching(/not in the index/),
    });
    expect(outcome.rows[1]).toMatchObject({
      status: 'jetton_unavailable',
      error: expect.stringMatching(/not a jetton master/),
    });
  });

  it('a jetton wallet as the owner: the master derives the wallet it owns, where tokens sent to its address land', async () => {
    const outcome = await tokensOfWallets(options([raw('usdt-wallet-locked')], [USDT_MASTER_RAW]));
    expect(outcome.rows).toHaveLength(1);
    expect(outcome.rows[0]).toMatchObject({
      owner: raw('usdt-wallet-locked'),
      status: 'active',
      balance: '50000000',
      jetton_wallet: raw('usdt-wallet-of-jetton-wallet'),
      lock_status: { code: 0, outgoing_locked: false, incoming_locked: false },
    });
  });

  it("a lookup that fails for good marks its owners' rows failed with the reason, and the others stand", async () => {
    const owners = [raw('wallet-v4r2'), raw('wallet-v5r1')];
    // The batch with wallet-v5r1's USD₮ wallet fails; one owner per request so the other batch is separate.
    server.setFaults({ mode: 'http500', endpoints: ['accountStates'], addresses: [raw('usdt-wallet')] });
    try {
      const outcome = await tokensOfWallets(
        options(owners, [USDT_MASTER_RAW], { limits: { maxAddressesPerRequest: 1 } }),
      );
      expect(outcome.rows[0]).toMatchObject({
        owner: raw('wallet-v4r2'),
        status: 'active',
        balance: '1500000',
      });
      expect(outcome.rows[1]).toMatchObject({
        owner: raw('wallet-v5r1'),
        status: 'lookup_failed',
        balance: null,
        error: expect.stringMatching(/500/),
      });
    } finally {
      server.setFaults({ mode: 'none' });
    }
  });

  it('1,500 owners × 2 jettons within a rate limit and a URL limit: every row once, no request over the limits, progress to the end', async () => {
    const owners = server.data.list
      .filter((a) => !a.label)
      .slice(0, 1500)
      .map((a) => a.raw);
    server.clearRequests();
    const events: TokensProgress[] = [];
    const outcome = await tokensOfWallets(
      options(owners, [raw('jetton-master'), USDT_MASTER_RAW], {
        rate: { requestsPerSecond: 20 },
        limits: { maxUrlLength: 8192 },
        onProgress: (p) => events.push(p),
      }),
    );
    expect(outcome.rows).toHaveLength(3000);
    expect(outcome.rows.every((r) => r.status === 'no_wallet' && r.balance === '0')).toBe(true);
    expect(new Set(outcome.rows.map((r) => r.jetton_wallet)).size).toBe(3000);
    const asked = server.requests.filter((r) => r.status === 200).flatMap(askedAccounts);
    expect(new Set(asked).size).toBe(asked.length);
    for (const request of server.requests)
      expect(request.path.length + request.rawQuery.length + 1).toBeLessThanOrEqual(8192);
    expect(server.requests.every((r) => r.status === 200)).toBe(true);
    expect(events.at(-1)).toMatchObject({ owners: 1500, derived: 1500, lookup: { doneAccounts: 1500 } });
  });

  it('paces the masters’ request and the owners’ as one stream: no two requests closer than the rate allows', async () => {
    const owners = server.data.list
      .filter((a) => !a.label)
      .slice(0, 240)
      .map((a) => a.raw);
    const sent: number[] = [];
    const outcome = await tokensOfWallets(
      options(owners, [raw('jetton-master')], {
        sent,
        rate: { requestsPerSecond: 4 },
        limits: { maxAddressesPerRequest: 40 },
      }),
    );
    expect(outcome.rows.every((r) => r.status === 'no_wallet')).toBe(true);
    // The masters' request, then six of 40 owners; before, the first owners' request left at once after
    // the masters' (two buckets), which a server counting a one-second window answers with 429.
    expect(sent).toHaveLength(7);
    const gaps = sent.slice(1).map((at, i) => at - sent[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(249);
  });

  it('cancelling keeps what arrived and marks the rest pending', async () => {
    const owners = server.data.list
      .filter((a) => !a.label)
      .slice(0, 400)
      .map((a) => a.raw);
    const controller = new AbortController();
    const outcome = await tokensOfWallets(
      options(owners, [raw('jetton-master')], {
        rate: { requestsPerSecond: 5 },
        limits: { maxAddressesPerRequest: 50 },
        signal: controller.signal,
        onProgress: (p) => {
          if ((p.lookup?.requestsDone ?? 0) >= 2) controller.abort();
        },
      }),
    );
    expect(outcome.cancelled).toBe(true);
    expect(outcome.rows.filter((r) => r.status === 'no_wallet').length).toBeGreaterThanOrEqual(100);
    expect(outcome.rows.some((r) => r.status === 'pending')).toBe(true);
    expect(outcome.rows).toHaveLength(400);
  });

  it('reads no balance before every wallet is derived: the derivations the requests wait for go first', async () => {
    // Sample wallets with a USD₮ wallet of their own, first: their balances are read after the first answer.
    const holders = [raw('wallet-v4r2'), raw('wallet-v5r1')];
    const owners = [
      ...holders,
      ...server.data.list
        .filter((a) => !a.label)
        .slice(0, 400)
        .map((a) => a.raw),
    ];
    let answered: () => void = () => undefined;
    const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
    // What the emulator was asked to run, in order. The derivations after the first request's are held
    // until its answer is in, as when the emulator is slower than the indexer.
    const order: string[] = [];
    let derivations = 0;
    const recording: TvmRunner = {
      ...runner,
      runGetMethods: async (request, runOptions) => {
        const what = request.calls[0]?.method === 'get_wallet_address' ? 'derivation' : 'balance';
        if (what === 'derivation' && ++derivations > 1) {
          await firstAnswer;
          await nextTurn();
        }
        order.push(`begin ${what}`);
        const results = await runner.runGetMethods(request, runOptions);
        order.push(`end ${what}`);
        return results;
      },
    };
    const run = options(owners, [USDT_MASTER_RAW], {
      runner: recording,
      limits: { maxAddressesPerRequest: 40 },
    });
    const outcome = await tokensOfWallets({
      ...run,
      transport: async (raws, signal) => {
        const answer = await run.transport(raws, signal);
        answered();
        return answer;
      },
    });
    expect(outcome.rows.filter((r) => r.status === 'active').map((r) => r.owner)).toEqual(holders);
    expect(order.indexOf('begin balance')).toBeGreaterThan(order.lastIndexOf('end derivation'));
  });
});
