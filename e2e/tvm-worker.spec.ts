/**
 * The TVM emulator in the browser build, in Chromium: it runs only in its Worker, whose script is
 * served with its own policy (shared/csp.ts `cspForTvmWorker`, the page's rule plus
 * `'wasm-unsafe-eval'`), while the page itself — under its meta-tag policy — cannot compile
 * WebAssembly at all. The runner module and the Worker load only when first used.
 */
import { expect, test } from '@playwright/test';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../local-index-server';
import { cspForTvmWorker } from '../shared/csp';
import type { TvmAccount } from '../shared/tvm/runner';
import type * as RunnerModuleNamespace from '../renderer/tvm-worker/worker-runner';
import { openWebApp } from './support/web-app';
import { allowEmulatorStart } from './support/insight';

allowEmulatorStart();

/** The built runner module's exports (`/assets/tvm-runner.js`). */
type RunnerModule = typeof RunnerModuleNamespace;

let server: RunningIndexServer;
test.beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
});
test.afterAll(() => server.close());

/** The sample account's indexed state, as the runner takes it. */
function tvmAccount(label: Parameters<typeof sampleAccount>[0]): TvmAccount {
  const record = server.data.get(sampleAccount(label).raw)!;
  return {
    address: record.raw,
    code_boc: record.code!.boc,
    data_boc: record.data!.boc,
    balance: record.balance,
  };
}

/** The smallest valid WebAssembly module: magic and version. */
const EMPTY_WASM = [0, 97, 115, 109, 1, 0, 0, 0];

test('the emulator runs in its Worker under the worker-only policy; the page cannot compile WebAssembly', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  // Nothing of the emulator is loaded by the first screen.
  expect((await scripts()).filter((name) => /tvm-(runner|worker)/.test(name))).toEqual([]);

  const pagePolicy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(pagePolicy).not.toContain('wasm-unsafe-eval');

  const accounts = {
    v4: tvmAccount('wallet-v4r2'),
    beta: tvmAccount('wallet-v5-beta'),
    usdt: tvmAccount('usdt-wallet'),
  };
  const results = await page.evaluate(async ({ v4, beta, usdt }) => {
    const url = '/assets/tvm-runner.js';
    const { createWorkerTvmRunner } = (await import(url)) as RunnerModule;
    const runner = createWorkerTvmRunner();
    const seqno = await runner.runGetMethod({
      account: v4,
      method: 'seqno',
      args: [],
      unix_time: 1_721_068_768,
    });
    // Library-cell code (the bundled libraries travel with the worker) and a batch.
    const betaSeqno = await runner.runGetMethod({
      account: beta,
      method: 'seqno',
      args: [],
      unix_time: 1_721_068_768,
    });
    const batch = await runner.runGetMethods({
      code_boc: usdt.code_boc,
      unix_time: 1_721_068_768,
      calls: [
        {
          address: usdt.address,
          data_boc: usdt.data_boc,
          balance: usdt.balance,
          method: 'get_wallet_data',
          args: [],
        },
      ],
    });
    // The disassembler loads as a chunk of its own, inside the worker, under the worker's policy.
    const listing = await runner.disassemble(v4.code_boc);
    runner.dispose?.();
    return { seqno, betaSeqno, batch, methods: listing.methods.map((m) => m.name) };
  }, accounts);
  expect(results.seqno).toMatchObject({ ran: true, exit_code: 0, stack: [{ type: 'int', value: '42' }] });
  expect(results.betaSeqno).toMatchObject({ ran: true, exit_code: 0, stack: [{ type: 'int', value: '12' }] });
  expect(results.batch[0]).toMatchObject({
    ran: true,
    exit_code: 0,
    stack: [{ type: 'int', value: '25000000' }, {}, {}, {}],
  });
  expect(results.methods).toEqual(expect.arrayContaining(['seqno', 'get_public_key', 'get_plugin_list']));

  // The worker script came with exactly the worker's policy; the page's own answer has none of it.
  const workerUrl = (await scripts()).find((name) => /\/assets\/tvm-worker-[\w-]+\.js$/.test(name));
  expect(workerUrl).toBeDefined();
  const workerResponse = await page.request.get(workerUrl!);
  expect(workerResponse.headers()['content-security-policy']).toBe(cspForTvmWorker());
  const pageResponse = await page.request.get('/');
  expect(pageResponse.headers()['content-security-policy']).toBeUndefined();

  // The page itself, under its own policy, cannot compile even an empty WebAssembly module.
  const pageWasm = await page.evaluate(async (bytes) => {
    try {
      await WebAssembly.compile(new Uint8Array(bytes));
      return 'compiled';
    } catch (error) {
      return String(error);
    }
  }, EMPTY_WASM);
  expect(pageWasm).toMatch(/Content Security Policy|unsafe-eval/i);
});

test('a Worker that cannot start answers every call with a clear sentence, and nothing hangs', async ({
  page,
}) => {
  await openWebApp(page, server.url);
  const outcome = await page.evaluate(async () => {
    const url = '/assets/tvm-runner.js';
    const { createWorkerTvmRunner } = (await import(url)) as RunnerModule;
    const runner = createWorkerTvmRunner(() => new Worker('/assets/no-such-worker.js', { type: 'module' }));
    const result = await runner.runGetMethod({
      account: { address: `0:${'0'.repeat(64)}`, code_boc: 'x', balance: '0' },
      method: 'seqno',
      args: [],
      unix_time: 0,
    });
    const listing = await runner.disassemble('x').then(
      () => 'resolved',
      (error: unknown) => String(error),
    );
    return { result, listing };
  });
  // A get-method answers for its own account (a batch's other accounts are not failed with it).
  expect(outcome.result).toMatchObject({
    ran: false,
    reason: 'emulator_error',
    message: `The emulator could not start to run seqno on 0:${'0'.repeat(64)} (its Worker could not start in this browser).`,
  });
  expect(outcome.listing).toMatch(
    /The emulator could not start to make the disassembly \(its Worker could not start in this browser\)/,
  );
});
