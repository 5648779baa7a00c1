/**
 * Bench: get-methods through the project's path against a bare `Executor.runGetMethod` loop over the
 * same calls, in the same process and run.
 *
 * - `tvm-get-methods-per-second`: 120 calls on the real codes of the sample accounts (wallet v3r2/v4r2/
 *   v5r1/v5 beta getters, jetton wallet and USD₮ wallet data, the minters' get_jetton_data and
 *   get_wallet_address, NFT data) one at a time through `createTvmEngine({ wasm: nodeEmulatorWasm }).runGetMethod` — a request
 *   of BoCs and JSON checked by its schema, the answer turned into typed stack values — against the
 *   same calls with pre-parsed cells straight into the Executor (same config, libraries, gas). Ratio of
 *   the times (= inverse ratio of calls per second). Target ≤ 1.2.
 * - `tvm-get-methods-batched`: the same calls through `runGetMethods`, grouped by code (what inspect and
 *   tokens do), against the same bare loop: what the batch program buys. Target ≤ 1.0.
 */
import { Address, Cell, type TupleItem } from '@ton/core';
import { Executor } from '@ton/sandbox/dist/executor/Executor.js';
import { pathToFileURL } from 'node:url';
import { startIndexServer } from '../../local-index-server';
import { createIndexClient } from '../../shared/client/index-client';
import { tvmAccountOf } from '../../shared/contracts/inspect';
import { BUNDLED_TVM_CONFIG } from '../../shared/tvm/config';
import { DEFAULT_GAS_LIMIT } from '../../shared/tvm/limits';
import { createTvmEngine } from '../../shared/tvm/engine';
import { libraryHashesIn, librariesDictionary } from '../../shared/tvm/libraries';
import { methodIdOf } from '../../shared/tvm/method-id';
import type { TvmAccount } from '../../shared/tvm/runner';
import { addressArgument, toTupleItem } from '../../shared/tvm/stack';
import type { StackArgument } from '../../shared/tvm/stack-schema';
import { median, result, type BenchResult } from './harness';
import { nodeEmulatorWasm } from '../../node-host/emulator-wasm';

const UNIX_TIME = 1_721_068_768;
const ROUNDS = 7;

interface Call {
  account: TvmAccount;
  method: string;
  args: StackArgument[];
}

/** The calls: every sample contract with code, each asked what its kind answers. */
async function buildCalls(): Promise<Call[]> {
  const server = await startIndexServer({ port: 0 });
  try {
    const client = createIndexClient({ baseUrl: server.url });
    const lookup = await client.accountStatesRequest(server.data.samples.map((s) => s.raw));
    const byLabel = (label: string) =>
      tvmAccountOf(lookup.accounts.find((a) => a.address === server.data.sample(label).raw)!)!;
    const owner = addressArgument(server.data.sample('wallet-v4r2').raw);
    const base: Call[] = [
      { account: byLabel('wallet-v3r2'), method: 'seqno', args: [] },
      { account: byLabel('wallet-v4r2'), method: 'get_public_key', args: [] },
      { account: byLabel('wallet-v4r2'), method: 'get_plugin_list', args: [] },
      { account: byLabel('wallet-v5r1'), method: 'get_subwallet_id', args: [] },
      { account: byLabel('wallet-v5-beta'), method: 'seqno', args: [] },
      { account: byLabel('jetton-wallet-1'), method: 'get_wallet_data', args: [] },
      { account: byLabel('usdt-wallet'), method: 'get_wallet_data', args: [] },
      { account: byLabel('jetton-master'), method: 'get_jetton_data', args: [] },
      { account: byLabel('usdt-master'), method: 'get_wallet_address', args: [owner] },
      { account: byLabel('jetton-master'), method: 'get_wallet_address', args: [owner] },
      { account: byLabel('nft-item'), method: 'get_nft_data', args: [] },
      { account: byLabel('nft-collection'), method: 'get_collection_data', args: [] },
    ];
    return Array.from({ length: 10 }, () => base).flat();
  } finally {
    await server.close();
  }
}

/** Runs the bench and returns its result lines. */
export async function run(): Promise<BenchResult[]> {
  const calls = await buildCalls();
  const engine = createTvmEngine({ wasm: nodeEmulatorWasm });
  const executor = await Executor.create();
  const zeroSeed = Buffer.alloc(32);

  // The bare loop's inputs, prepared outside the timing: cells, method ids, stacks, libraries.
  const bare = calls.map((call) => {
    const code = Cell.fromBase64(call.account.code_boc);
    const data = Cell.fromBase64(call.account.data_boc!);
    const libs = librariesDictionary(libraryHashesIn([code, data]));
    return {
      code,
      data,
      methodId: methodIdOf(call.method),
      stack: call.args.map((a) => toTupleItem(a)) as TupleItem[],
      address: Address.parseRaw(call.account.address),
      balance: BigInt(call.account.balance),
      ...(libs ? { libs } : {}),
    };
  });
  const bareLoop = async () => {
    for (const c of bare) {
      const answer = await executor.runGetMethod({
        ...c,
        config: BUNDLED_TVM_CONFIG.boc,
        verbosity: 'short',
        unixTime: UNIX_TIME,
        randomSeed: zeroSeed,
        gasLimit: BigInt(DEFAULT_GAS_LIMIT),
        debugEnabled: false,
      });
      if (!answer.output.success || answer.output.vm_exit_code !== 0) throw new Error('bare call failed');
    }
  };
  const ours = async () => {
    for (const call of calls) {
      const answer = await engine.runGetMethod({ ...call, unix_time: UNIX_TIME });
      if (!answer.ran || answer.exit_code !== 0) throw new Error(`${call.method} failed`);
    }
  };
  const groups = new Map<string, Call[]>();
  for (const call of calls)
    groups.set(call.account.code_boc, [...(groups.get(call.account.code_boc) ?? []), call]);
  const batched = async () => {
    for (const [code, group] of groups) {
      const answers = await engine.runGetMethods({
        code_boc: code,
        unix_time: UNIX_TIME,
        calls: group.map((c) => ({
          address: c.account.address,
          data_boc: c.account.data_boc!,
          balance: c.account.balance,
          method: c.method,
          args: c.args,
        })),
      });
      if (answers.some((a) => !a.ran || a.exit_code !== 0)) throw new Error('batched call failed');
    }
  };

  // Warm up (the emulator's start and JIT), then alternate.
  await ours();
  await bareLoop();
  await batched();
  const times = { ours: [] as number[], bare: [] as number[], batched: [] as number[] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const [name, fn] of [
      ['ours', ours],
      ['bare', bareLoop],
      ['batched', batched],
    ] as const) {
      const t = performance.now();
      await fn();
      times[name].push(performance.now() - t);
    }
  }
  const perSecond = (ms: number) => Math.round((calls.length / ms) * 1000);
  const common = { calls: calls.length, rounds: ROUNDS, config: BUNDLED_TVM_CONFIG.description };
  const oursMs = median(times.ours);
  const bareMs = median(times.bare);
  const batchedMs = median(times.batched);
  return [
    result('tvm-get-methods-per-second', { ours: oursMs, baseline: bareMs }, 1.2, {
      ...common,
      ours_calls_per_second: perSecond(oursMs),
      bare_calls_per_second: perSecond(bareMs),
      baseline_is: 'the same calls, cells pre-parsed, straight into Executor.runGetMethod one by one',
    }),
    result('tvm-get-methods-batched', { ours: batchedMs, baseline: bareMs }, 1.0, {
      ...common,
      ours_calls_per_second: perSecond(batchedMs),
      note: 'runGetMethods grouped by code (one emulator session per group) against the same bare loop: never slower',
    }),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
