/**
 * The emulator's fuzz tests (integration tier: a server and threads), beside the indexer's
 * (shared/api/fast-validator.property.test.ts, shared/client/decode.property.test.ts): batches of random and adversarial accounts — random bits as
 * code, random programs assembled from TVM instructions (loops, tuples, cells, continuations), library
 * cells nobody carries, random data trees, and the local index server's hostile contracts — mixed at
 * random positions with real accounts, served by the local index server, looked up over HTTP and
 * inspected through the CLI's own path (node-host's worker threads, the pool's time limit). Each batch
 * must decode the real accounts exactly as alone, and end every bad one within its limits with a
 * sentence that names it. A second property throws random argument stacks at a real contract beside
 * good calls. Seeded: a failure reproduces.
 */
import { Address, beginCell, type Cell } from '@ton/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sampleAccount,
  startIndexServer,
  type RunningIndexServer,
  type SampleLabel,
} from '../local-index-server';
import { codeInfoOf } from '../local-index-server/contract-codes';
import { dataInfo } from '../local-index-server/contract-data';
import { assemble } from '../test-support/tvm-states';
import { lookupDocument } from '../shared/api/account-states';
import { createIndexClient } from '../shared/client/index-client';
import { inspectAccounts, type InspectedAccount } from '../shared/contracts/inspect';
import type { TvmRunner } from '../shared/tvm/runner';
import type { StackArgument } from '../shared/tvm/stack-schema';
import { createThreadTvmRunner } from './tvm-threads';

const SEED = 20261126;
/** Small limits keep a batch quick; the point is that every run ends within them. */
const LIMITS = { gas: 200_000, time_ms: 3_000, memory_mb: 128 };
const UNIX_TIME = 1_721_068_768;

let server: RunningIndexServer;
let runner: TvmRunner;
beforeAll(async () => {
  server = await startIndexServer({ port: 0, hostileContracts: true });
  runner = createThreadTvmRunner({ threads: 2 });
  await runner.prepare();
});
afterAll(async () => {
  runner.dispose?.();
  await server.close();
});

/** Real accounts and what they must decode to, in any batch. */
const GOOD: ReadonlyArray<{ label: SampleLabel; details: Record<string, unknown> }> = [
  { label: 'wallet-v4r2', details: { seqno: 42 } },
  { label: 'wallet-v5r1', details: { seqno: 5 } },
  { label: 'jetton-wallet-1', details: { balance: '4100100', master_confirms: true } },
  { label: 'usdt-wallet', details: { balance: '25000000', balance_scaled: '25' } },
  { label: 'nft-item', details: { index: 7, collection_confirms: true } },
];

/** Instructions a random program is made of (stack, tuples, cells, control flow, the contract's own state). */
const INSTRUCTIONS = [
  'DUP',
  'DROP',
  'SWAP',
  'OVER',
  'PUSHNULL',
  'PUSHINT_4 1',
  'PUSHINT_4 7',
  'PUSHINT_LONG 300',
  'PUSHINT_LONG 4000',
  'ADD',
  'MUL',
  'TUPLE 1',
  'TUPLE 2',
  'UNTUPLE 1',
  'NEWC',
  'ENDC',
  'CTOS',
  'PUSHCTR c4',
  'PUSHCTR c7',
  'DEPTH',
  'NOP',
] as const;

/** A random program: instructions and loops over instructions, nested. */
const program: fc.Arbitrary<string> = fc
  .letrec<{ block: string[] }>((tie) => ({
    block: fc
      .array(
        fc.oneof(
          { weight: 5, arbitrary: fc.constantFrom(...INSTRUCTIONS).map((i) => [i]) },
          {
            weight: 1,
            arbitrary: fc
              .tuple(fc.integer({ min: 1, max: 2000 }), tie('block'))
              .map(([count, body]) => [`PUSHINT_LONG ${count}`, 'PUSHREFCONT {', ...body, '}', 'REPEAT']),
          },
          { weight: 1, arbitrary: tie('block').map((body) => ['PUSHCONT {', ...body, '}']) },
        ),
        { maxLength: 12 },
      )
      .map((parts) => parts.flat()),
  }))
  .block.map((lines) => `DROP\n${lines.join('\n')}`);

/** A random cell tree (data, or bits run as code). */
const randomCell: fc.Arbitrary<Cell> = fc.letrec<{ cell: Cell }>((tie) => ({
  cell: fc
    .tuple(
      fc.uint8Array({ maxLength: 127 }),
      fc.array(tie('cell'), { maxLength: 2, depthIdentifier: 'cell' }),
    )
    .map(([bytes, refs]) => {
      const builder = beginCell().storeBuffer(Buffer.from(bytes));
      for (const ref of refs) builder.storeRef(ref);
      return builder.endCell();
    }),
})).cell;

/** The program's code, or null when the assembler refuses it (then the account is served without code). */
const assembled = (source: string): Cell | null => {
  try {
    return assemble(source);
  } catch {
    return null;
  }
};

/** A bad account's code and data: random bits, a random program, an unknown library, a hostile contract. */
const badAccount = fc.oneof(
  fc.tuple(randomCell, randomCell).map(([code, data]) => ({ code, data })),
  fc.tuple(program, randomCell).map(([source, data]) => ({ code: assembled(source), data })),
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map((hash) => ({
    code: beginCell().storeUint(2, 8).storeBuffer(Buffer.from(hash)).endCell({ exotic: true }),
    data: beginCell().endCell(),
  })),
  fc.nat({ max: 12 }).map((i) => ({ hostile: i })),
);

let counter = 0;
/** Serves a bad account at a fresh address; its raw address. */
function serve(account: { code?: Cell | null; data?: Cell; hostile?: number }): string {
  if (account.hostile !== undefined) return server.hostile[account.hostile % server.hostile.length]!.raw;
  const raw = `0:${(0xf00000 + counter++).toString(16).padStart(64, '0').toUpperCase()}`;
  const code = account.code ?? beginCell().endCell();
  server.data.put({
    raw,
    status: 'active',
    balance: '1000',
    extraCurrencies: {},
    accountStateHash: Buffer.alloc(32, counter % 256).toString('base64'),
    lastTransactionHash: null,
    lastTransactionLt: null,
    code: codeInfoOf('fuzz', code),
    data: dataInfo(account.data ?? beginCell().endCell()),
  });
  return raw;
}

/** Looks the accounts up over HTTP (with BoCs) and inspects them as the CLI does. */
async function inspect(raws: string[]): Promise<InspectedAccount[]> {
  const client = createIndexClient({ baseUrl: server.url });
  const lookup = lookupDocument(await client.accountStatesRequest(raws, { includeBoc: true }));
  return inspectAccounts({
    lookup: { ...lookup, accounts: raws.map((r) => lookup.accounts.find((a) => a.address === r)!) },
    unixTime: UNIX_TIME,
    runner,
    limits: LIMITS,
    lookupMore: async (more) => lookupDocument(await client.accountStatesRequest(more, { includeBoc: true })),
  });
}

/** What a bad account may end with: an answer within the gas limit, or a sentence naming it. */
function expectWithinLimits(account: InspectedAccount): void {
  for (const method of account.methods) {
    if (method.error === null) {
      expect(method.gas_used, `${account.address} ${method.method}`).toBeLessThanOrEqual(LIMITS.gas + 1_000);
      continue;
    }
    const words = method.error.replace(account.address, '');
    expect(words, method.error).not.toMatch(/Aborted\(|null function|signature mismatch|out of bounds|^\d+$/);
    if (!/library|BoC|deep/.test(method.error)) expect(method.error).toContain(account.address);
  }
}

describe('emulator fuzz', () => {
  it('random and adversarial accounts among real ones: the real ones decode as alone, each bad one ends within its limits, in words', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(badAccount, { minLength: 4, maxLength: 10 }),
        fc.shuffledSubarray([...GOOD.keys()], { minLength: 2 }),
        fc.array(fc.nat(), { minLength: GOOD.length, maxLength: GOOD.length }),
        async (bad, goodIndexes, positions) => {
          const raws = bad.map(serve);
          // The real accounts go in at random places among the bad ones.
          goodIndexes.forEach((g, i) =>
            raws.splice(positions[i]! % (raws.length + 1), 0, sampleAccount(GOOD[g]!.label).raw),
          );
          const unique = [...new Set(raws)];
          const inspected = await inspect(unique);
          expect(inspected.map((a) => a.address)).toEqual(unique);
          for (const account of inspected) {
            const good = GOOD.find((g) => sampleAccount(g.label).raw === account.address);
            if (good) expect(account.details, good.label).toMatchObject(good.details);
            else expectWithinLimits(account);
          }
        },
      ),
      { numRuns: 12, seed: SEED, endOnFailure: true },
    );
  }, 900_000);

  it('random argument stacks at a real jetton master, beside good calls: results or a clear refusal, the good calls exact', async () => {
    const master = server.data.get(sampleAccount('jetton-master').raw)!;
    const owner = sampleAccount('wallet-v4r2').raw;
    const walletOfOwner = sampleAccount('jetton-wallet-1').raw;
    const argument: fc.Arbitrary<StackArgument> = fc.letrec<{ arg: StackArgument }>((tie) => ({
      arg: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc
          .bigInt({ min: -(1n << 256n), max: (1n << 256n) - 1n })
          .map((v) => ({ type: 'int' as const, value: v.toString() })),
        fc.constant({ type: 'null' as const }),
        randomCell.map((c) => ({ type: 'cell' as const, boc: c.toBoc().toString('base64') })),
        randomCell.map((c) => ({ type: 'slice' as const, boc: c.toBoc().toString('base64') })),
        fc.array(tie('arg'), { maxLength: 4 }).map((items) => ({ type: 'tuple' as const, items })),
      ),
    })).arg;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(argument, { maxLength: 3 }), { minLength: 1, maxLength: 8 }),
        async (stacks) => {
          const good = {
            type: 'slice' as const,
            boc: beginCell().storeAddress(Address.parseRaw(owner)).endCell().toBoc().toString('base64'),
            address: owner,
          };
          const calls = [[good], ...stacks, [good]].map((args) => ({
            address: master.raw,
            data_boc: master.data!.boc,
            balance: master.balance,
            method: 'get_wallet_address',
            args,
          }));
          const results = await runner.runGetMethods({
            code_boc: master.code!.boc,
            unix_time: UNIX_TIME,
            calls,
            limits: LIMITS,
          });
          for (const end of [results[0]!, results.at(-1)!])
            expect(end).toMatchObject({
              ran: true,
              exit_code: 0,
              stack: [{ type: 'slice', address: walletOfOwner }],
            });
          for (const result of results.slice(1, -1)) {
            if (result.ran) expect(result.gas_used).toBeLessThanOrEqual(LIMITS.gas + 1_000);
            else expect(result.message).not.toMatch(/Aborted\(|null function|signature mismatch|^\d+$/);
          }
        },
      ),
      { numRuns: 25, seed: SEED },
    );
  }, 600_000);
});
