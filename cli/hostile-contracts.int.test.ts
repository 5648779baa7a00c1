/**
 * What the CLI makes of hostile and broken contracts (local-index-server/hostile-contracts.ts: real
 * code served over real HTTP), each measured case of issue 15 §1–§3 and issue 17 §3: one account
 * that cannot be run never costs the others their answer (exit 4, each failure named on stderr); every
 * limit is named when a run passes it; derived answers are checked against the contract they name; and
 * Ctrl-C ends a run at once with exit 130. The commands run in this process through `runCli` (the
 * emulator in its worker threads, as always); Ctrl-C is the abort signal cli/main.ts wires to SIGINT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sampleAccount,
  startIndexServer,
  type HostileContractLabel,
  type RunningIndexServer,
  type SampleLabel,
  askedAccounts,
} from '../local-index-server';
import { runCliInProcess } from '../test-support/cli-run';

let server: RunningIndexServer;
beforeAll(async () => {
  server = await startIndexServer({ port: 0, hostileContracts: true });
});
afterAll(() => server.close());

const h = (label: HostileContractLabel) => server.hostile.find((c) => c.label === label)!.raw;
const s = (label: SampleLabel) => sampleAccount(label).raw;

/**
 * The time limit at its most: where a test is about gas or memory, a busy machine must not reach the
 * 10 s wall-clock limit first.
 */
const NO_TIME_LIMIT = ['--time-limit', '300'];

/**
 * `run-method` of the gas burner's 100,000,000-gas loop, stopped by time alone: it gets all the memory a
 * run may have, since the emulator's memory grows with the instructions it runs, and at the default
 * 256 MB a fast machine stopped the loop for memory (exit 4) before the time limit or an interrupt.
 */
const burnFor = (seconds: number) => [
  'run-method',
  h('gas-burner'),
  'seqno',
  '--gas-limit',
  '100000000',
  '--time-limit',
  String(seconds),
  '--memory-limit',
  '2048',
];

/** Runs the CLI in this process against the server. */
const cli = (args: string[]) => runCliInProcess(args, { env: { TON_INDEX_URL: server.url } });

interface Inspected {
  address: string;
  kind: string;
  details: Record<string, unknown> & { problems?: string[] };
}
const accountsOf = (stdout: string) =>
  new Map((JSON.parse(stdout) as { accounts: Inspected[] }).accounts.map((a) => [a.address, a]));

/** No emulator internals or bare numbers stand in for a sentence. */
function expectInWords(text: string): void {
  expect(text).not.toMatch(
    /Aborted\(|null function|signature mismatch|memory access out of bounds|unexpected failure/,
  );
  expect(text).not.toMatch(/The emulator failed: \d+/);
}

describe('one account that cannot be run never fails the others', () => {
  it('a 1,000-value stack and tuples nested 310 and 400 deep between two real wallets: the wallets keep their seqno; exit 4', async () => {
    const run = await cli([
      'inspect',
      s('wallet-v4r2'),
      h('stack-1000-values'),
      h('tuple-310-deep'),
      h('tuple-400-deep'),
      s('wallet-v5r1'),
      '--json',
    ]);
    expect(run.code).toBe(4);
    const accounts = accountsOf(run.stdout);
    expect(accounts.get(s('wallet-v4r2'))!.details).toMatchObject({ seqno: 42 });
    expect(accounts.get(s('wallet-v5r1'))!.details).toMatchObject({ seqno: 5 });
    expect(run.stderr).toContain(`not decoded: ${h('stack-1000-values')}: `);
    expect(run.stderr).toContain(`not decoded: ${h('tuple-400-deep')}: `);
    expect(run.stderr).not.toContain(s('wallet-v4r2'));
    expectInWords(run.stdout + run.stderr);
  });

  it('a continuation, a 1.25 MB cell returned 255 times and code deeper than TVM loads: each said, the wallet decoded, the output bounded', async () => {
    const run = await cli([
      'inspect',
      h('continuation-result'),
      h('big-data-255'),
      h('deep-code'),
      s('wallet-v4r2'),
      '--json',
    ]);
    expect(run.code).toBe(4);
    expect(accountsOf(run.stdout).get(s('wallet-v4r2'))!.details).toMatchObject({ seqno: 42 });
    // 255 copies of the cell would be 440 MB of JSON; what is printed stays within the result bounds.
    expect(run.stdout.length).toBeLessThan(64 * 1024 * 1024);
    expect(run.stderr).toContain(`${h('deep-code')}: `);
    expect(run.stderr).toMatch(/nests cells 1,099 levels deep; TVM loads at most 1,024/);
    expectInWords(run.stdout + run.stderr);
  });

  it('run-method prints a continuation as its type', async () => {
    const run = await cli(['run-method', h('continuation-result'), 'seqno', '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).stack).toEqual([
      { type: 'int', value: '5' },
      { type: 'continuation' },
      { type: 'int', value: '7' },
    ]);
  });
});

describe('limits, named when passed', () => {
  it('gas: a loop stops at 1,000,000 gas (exit 4), or at what --gas-limit allows', async () => {
    const run = await cli(['run-method', h('gas-burner'), 'seqno', '--json', ...NO_TIME_LIMIT]);
    expect(run.code).toBe(4);
    expect(JSON.parse(run.stdout)).toMatchObject({ exit_code: -14 });
    expect(run.stderr).toContain('out of gas: it used up the limit of 1,000,000 gas a get-method is given');
  });

  it('time: --time-limit 1 stops a 100,000,000-gas loop after a second, in words', async () => {
    const run = await cli(burnFor(1));
    expect(run.code).toBe(4);
    expect(run.stderr).toContain(
      `error: seqno could not be run: The run of seqno on ${h('gas-burner')} was stopped after 1 s, the time limit of one get-method.`,
    );
  });

  it('memory: --memory-limit 64 stops a run that needs more', async () => {
    const run = await cli([
      'run-method',
      h('memory-hog'),
      'seqno',
      '--gas-limit',
      '100000000',
      '--memory-limit',
      '64',
      ...NO_TIME_LIMIT,
    ]);
    expect(run.code).toBe(4);
    expect(run.stderr).toContain(
      `The run of seqno on ${h('memory-hog')} was stopped: it needed more than 64 MB of emulator memory, the memory limit of one get-method.`,
    );
  });

  it('a limit out of range is a usage error', async () => {
    const run = await cli(['run-method', h('gas-burner'), 'seqno', '--gas-limit', '1000000000000']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/A get-method limit is out of range/);
  });
});

describe('derived answers are verified', () => {
  it("tokens: a master that names another owner's wallet gives no balance — the row says what the wallet named", async () => {
    const run = await cli([
      'tokens',
      s('wallet-v4r2'),
      s('wallet-v5r1'),
      '--jetton',
      h('jetton-master-foreign-wallet'),
      '--json',
    ]);
    expect(run.code).toBe(1);
    const rows = JSON.parse(run.stdout).rows as Array<Record<string, unknown>>;
    expect(rows).toEqual([
      expect.objectContaining({
        owner: s('wallet-v4r2'),
        jetton_wallet: s('jetton-wallet-1'),
        status: 'wrong_wallet',
        balance: null,
        error: `the master points to a wallet of another jetton: its own get_wallet_data names the master ${s('jetton-master')}`,
      }),
      expect.objectContaining({
        owner: s('wallet-v5r1'),
        jetton_wallet: s('jetton-wallet-1'),
        status: 'wrong_wallet',
        balance: null,
        error: `the master points to a wallet of another owner: its own get_wallet_data names ${s('wallet-v4r2')}`,
      }),
    ]);
  });

  it('tokens: a master whose get_wallet_address burns its gas is run once, not once per owner', async () => {
    const owners = [s('wallet-v4r2'), s('wallet-v5r1'), s('wallet-v3r2')];
    const run = await cli([
      'tokens',
      ...owners,
      '--jetton',
      h('jetton-master-gas-burner'),
      '--json',
      ...NO_TIME_LIMIT,
    ]);
    expect(run.code).toBe(1);
    const rows = JSON.parse(run.stdout).rows as Array<{ status: string; error: string }>;
    expect(rows.map((r) => r.status)).toEqual([
      'jetton_unavailable',
      'jetton_unavailable',
      'jetton_unavailable',
    ]);
    expect(rows[0]!.error).toBe(
      'its get_wallet_address ran past a limit for the first owner (out of gas: it used up the limit of 1,000,000 gas a get-method is given); it was not run for the others',
    );
  });

  it('inspect: a USD₮ wallet its master does not derive, an NFT item its collection does not hold, a lock status out of range', async () => {
    const run = await cli([
      'inspect',
      h('usdt-wallet-fake'),
      h('nft-item-foreign-collection'),
      h('usdt-wallet-junk-status'),
      '--json',
    ]);
    const accounts = accountsOf(run.stdout);
    const fake = accounts.get(h('usdt-wallet-fake'))!;
    expect(fake.details).toMatchObject({
      balance: '1000000000000',
      balance_scaled: null,
      decimals: null,
      symbol: null,
      master_confirms: false,
    });
    expect(fake.details.problems!.join(' ')).toMatch(
      /The jetton master 0:B113A994.* does not confirm this wallet/,
    );
    const item = accounts.get(h('nft-item-foreign-collection'))!;
    expect(item.details).toMatchObject({ collection: s('nft-collection'), collection_confirms: false });
    expect(item.details.problems!.join(' ')).toMatch(/does not confirm this item: at index 3 it names/);
    expect(accounts.get(h('usdt-wallet-junk-status'))!.details).toMatchObject({
      master_confirms: true,
      lock_status: {
        unreadable: 'get_status returned 9, which is not a lock status (the contract defines 0–3)',
      },
    });
  });
});

describe('Ctrl-C', () => {
  it('stops a long run at once: exit 130, said on stderr', async () => {
    server.clearRequests();
    let poll: ReturnType<typeof setInterval> | undefined;
    // Ctrl-C (the abort signal cli/main.ts wires to SIGINT; cli/cli-process.sys.test.ts sends the real
    // signal) once the state has been looked up — the run starts right after; the 2 s only make it
    // likely the emulator is mid-run, nothing is asserted about time.
    const run = await runCliInProcess(burnFor(300), {
      env: { TON_INDEX_URL: server.url },
      onStart: (interrupt) => {
        poll = setInterval(() => {
          const served = server.requests.some(
            (r) =>
              r.path.endsWith('/accountStates') &&
              askedAccounts(r).includes(h('gas-burner')) &&
              r.status === 200,
          );
          if (!served) return;
          clearInterval(poll);
          setTimeout(interrupt, 2_000);
        }, 50);
      },
    });
    clearInterval(poll);
    expect(run.code).toBe(130);
    expect(run.stderr).toContain('interrupted: seqno was stopped.');
  });
});
