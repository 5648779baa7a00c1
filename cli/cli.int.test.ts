/**
 * The CLI as a user runs it — its entry `runCli` with piped stdin, an environment and Ctrl-C, in this
 * process (test-support/cli-run.ts; cli/cli-process.sys.test.ts runs real processes) — against the
 * local index server over real HTTP. Exit codes: 0 success, 1 network/HTTP/timeout/schema, 2 invalid
 * input, 130 interrupted.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notIndexedAddresses,
  sampleAccount,
  startIndexServer,
  type RunningIndexServer,
  askedAccounts,
} from '../local-index-server';
import { restoreCell } from '../shared/format/spreadsheet-safety';
import { resolveBulkSettings, type BulkFlags } from './config';
import { runCliInProcess, type CliRun, type CliRunOptions } from '../test-support/cli-run';

let server: RunningIndexServer;
beforeAll(async () => {
  server = await startIndexServer({ port: 0, masterchain: 'testnet-fixture' });
});
afterAll(() => server.close());

/** Runs the CLI as `npm run --silent cli -- …` does, in this process (test-support/cli-run.ts). */
const cli = (args: string[], options: CliRunOptions = {}): Promise<CliRun> => runCliInProcess(args, options);

describe('cli info', () => {
  it('--json prints first and last with the API field names and values as received', async () => {
    const run = await cli(['info', '--base-url', server.url, '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { first: Record<string, unknown>; last: Record<string, unknown> };
    expect(Object.keys(out)).toEqual(['first', 'last']);
    expect(out.last.seqno).toBe(21082664);
    expect(out.last.gen_utime).toBe('1721068768');
    expect(out.first.shard).toBe('8000000000000000');
    expect(out.first.validator_list_hash_short).toBe(1253667756);
  });

  it('reads the base URL from TON_INDEX_URL, with /api/v3 included', async () => {
    const run = await cli(['info'], { env: { TON_INDEX_URL: `${server.url}/api/v3` } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('21082664');
    expect(run.stdout).toMatch(/Indexed range: 21082662 masterchain blocks/);
  });

  it('exits 1 with one human line when the indexer is down', async () => {
    const down = await startIndexServer({ port: 0 });
    const url = down.url;
    await down.close();
    const run = await cli(['info', '--base-url', url]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/refused/);
  });

  it('sends the API key from TON_INDEX_API_KEY as a header; a wrong one gives the HTTP status and message', async () => {
    const guarded = await startIndexServer({ port: 0, apiKey: 'k-123' });
    try {
      expect(
        (await cli(['info', '--base-url', guarded.url], { env: { TON_INDEX_API_KEY: 'k-123' } })).code,
      ).toBe(0);
      const bad = await cli(['info', '--base-url', guarded.url, '--api-key', 'nope']);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(/HTTP 401.*API key does not exist/);
      expect(guarded.requests.every((r) => !r.rawQuery.includes('k-123'))).toBe(true);
    } finally {
      await guarded.close();
    }
  });
});

describe('cli accounts', () => {
  const v4 = sampleAccount('wallet-v4r2');
  const nonexist = sampleAccount('nonexist');

  it('--json: accounts, address book, metadata, not-found and invalid, addresses from args and stdin', async () => {
    const [unknown] = notIndexedAddresses();
    const run = await cli(['accounts', '--base-url', server.url, '--json', v4.friendly], {
      stdin: `${nonexist.raw.toLowerCase()}\n${unknown}\n`,
    });
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as {
      accounts: { address: string; balance: string }[];
      address_book: Record<string, unknown>;
      metadata: Record<string, unknown>;
      not_found: string[];
      invalid: unknown[];
    };
    expect(Object.keys(out)).toEqual([
      'accounts',
      'address_book',
      'metadata',
      'not_found',
      'invalid',
      'failed',
    ]);
    expect(out.accounts.map((a) => a.address)).toEqual([v4.raw, nonexist.raw]);
    expect(out.not_found).toEqual([Address.parse(unknown!).toRawString().toUpperCase()]);
    expect(out.address_book[v4.raw]).toMatchObject({ user_friendly: v4.friendly });
    expect(out.invalid).toEqual([]);
  });

  it('--no-boc leaves code and data out', async () => {
    const run = await cli(['accounts', '--base-url', server.url, '--json', '--no-boc', v4.raw]);
    const out = JSON.parse(run.stdout) as { accounts: Record<string, unknown>[] };
    expect(out.accounts[0]).not.toHaveProperty('code_boc');
    expect(out.accounts[0]).toHaveProperty('code_hash');
  });

  it('exits 2 on an invalid address and sends nothing', async () => {
    server.clearRequests();
    const run = await cli(['accounts', '--base-url', server.url, v4.raw, 'EQbad']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/EQbad/);
    expect(server.requests).toHaveLength(0);
  });

  it('reports positions of piped input by its own lines', async () => {
    const run = await cli(['accounts', '--base-url', server.url], { stdin: `${v4.raw}\nEQbad\n` });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/line 2, column 1: .EQbad/);
  });

  it('--skip-invalid looks up the valid ones and reports the invalid ones', async () => {
    const run = await cli([
      'accounts',
      '--base-url',
      server.url,
      '--json',
      '--skip-invalid',
      v4.raw,
      'EQbad',
    ]);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as {
      accounts: unknown[];
      invalid: { input: string; error: string }[];
    };
    expect(out.accounts).toHaveLength(1);
    expect(out.invalid).toEqual([{ input: 'EQbad', error: expect.stringMatching(/line 2.*EQbad/) }]);
  });

  it('prints a table with exact TON balances, "no account" for nonexist and not-found rows', async () => {
    const [unknown] = notIndexedAddresses();
    const run = await cli([
      'accounts',
      '--base-url',
      server.url,
      sampleAccount('huge-balance').raw,
      nonexist.raw,
      unknown!,
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('5000000000.123456789');
    expect(run.stdout).toMatch(/nonexist\s+no account/);
    expect(run.stdout).toMatch(/not found/);
    expect(run.stdout).toMatch(/2 found, 1 not found/);
  });

  it('exits 1 naming the field path on a schema error', async () => {
    server.setFaults({ mode: 'wrong-field-type', endpoints: ['accountStates'], times: 1 });
    const run = await cli(['accounts', '--base-url', server.url, v4.raw]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/accounts\[0\]\.balance/);
  });

  it('retries a passing HTTP 500 and succeeds', async () => {
    server.clearRequests();
    server.setFaults({ mode: 'http500', times: 1 });
    const run = await cli(['accounts', '--base-url', server.url, '--json', v4.raw]);
    expect(run.code).toBe(0);
    expect(server.requests.map((r) => r.status)).toEqual([500, 200]);
  });

  it('exits 1 with the status and server message when HTTP 500 persists past --max-attempts', async () => {
    server.clearRequests();
    server.setFaults({ mode: 'http500' });
    try {
      const run = await cli(['accounts', '--base-url', server.url, '--max-attempts', '2', v4.raw]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /failed: 1 address \(first 0:[0-9A-F]{64}\): .*HTTP 500.*internal server error/,
      );
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.stdout).toMatch(/0 found, 0 not found, 1 address failed/);
      expect(server.requests).toHaveLength(2);
    } finally {
      server.setFaults({ mode: 'none' });
    }
  });
});

describe('cli accounts in bulk', () => {
  let bulk: RunningIndexServer;
  let dir: string;
  beforeAll(async () => {
    bulk = await startIndexServer({
      port: 0,
      dataset: { generated: 10_000 },
      rateLimit: { perSecond: 50 },
      maxUrlLength: 8192,
    });
    dir = await mkdtemp(join(tmpdir(), 'cli-bulk-'));
  });
  afterAll(async () => {
    await bulk.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Writes `lines` to a file in the test folder and returns its path. */
  async function addressFile(name: string, lines: readonly string[]): Promise<string> {
    const path = join(dir, name);
    await writeFile(path, `${lines.join('\n')}\n`);
    return path;
  }

  it('10,000 addresses from --file: every one answered exactly once, within the rate and URL limits', async () => {
    bulk.clearRequests();
    const raws = bulk.data.list.slice(0, 10_000).map((a) => a.raw);
    const file = await addressFile('ten-thousand.txt', raws);
    const run = await cli([
      'accounts',
      '--base-url',
      bulk.url,
      '--file',
      file,
      '--json',
      '--no-boc',
      '--rate',
      '50',
    ]);
    expect(run.stderr).toBe(''); // not a terminal: no progress line
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as {
      accounts: { address: string }[];
      not_found: string[];
      failed: unknown[];
    };
    expect(out.accounts.map((a) => a.address)).toEqual(raws);
    expect(out.failed).toEqual([]);
    const asked = bulk.requests.filter((r) => r.status === 200).flatMap(askedAccounts);
    expect(asked).toHaveLength(10_000);
    expect(new Set(asked).size).toBe(10_000);
    expect(bulk.requests.every((r) => r.status === 200)).toBe(true);
    for (const r of bulk.requests)
      expect(`${bulk.url}${r.path}?${r.rawQuery}`.length).toBeLessThanOrEqual(8192);
  });

  it('--csv writes every requested account as CSV a CSV parser reads back', async () => {
    const raws = bulk.data.list.slice(100, 1_600).map((a) => a.raw);
    const unknown = notIndexedAddresses(bulk.seed)[0]!;
    const file = await addressFile('some.txt', [...raws, unknown]);
    const run = await cli([
      'accounts',
      '--base-url',
      bulk.url,
      '--file',
      file,
      '--csv',
      '--no-boc',
      '--batch-size',
      '400',
    ]);
    expect(run.code).toBe(0);
    const parsed = Papa.parse<Record<string, string>>(run.stdout.trim(), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(1_501);
    // Masterchain raw forms start with "-": written as text for spreadsheets (="-1:…"), restored here.
    expect(parsed.data.slice(0, 1_500).map((r) => restoreCell(r.raw!))).toEqual(raws);
    const first = bulk.data.get(raws[0]!)!;
    expect(parsed.data[0]).toMatchObject({ status: first.status, balance_nanoton: first.balance });
    expect(restoreCell(parsed.data[0]!.input!)).toBe(raws[0]);
    expect(parsed.data[1_500]).toMatchObject({ input: unknown, status: 'not found' });
  });

  it('a batch that keeps failing: its addresses and reason on stderr, listed under "failed", the rest printed, exit 1', async () => {
    const raws = bulk.data.list.slice(2_000, 2_300).map((a) => a.raw);
    bulk.setFaults({ mode: 'http502-html', addresses: [raws[150]!] });
    try {
      const run = await cli(
        [
          'accounts',
          '--base-url',
          bulk.url,
          '--json',
          '--no-boc',
          '--batch-size',
          '100',
          '--max-attempts',
          '2',
        ],
        {
          stdin: raws.join('\n'),
        },
      );
      expect(run.code).toBe(1);
      // The failed batch is named by its first address — a masterchain one in some generated lists.
      expect(run.stderr).toContain(`failed: 100 addresses (first ${raws[100]}): `);
      expect(run.stderr).toMatch(/failed: 100 addresses .*HTTP 502 Bad Gateway/);
      const out = JSON.parse(run.stdout) as {
        accounts: unknown[];
        failed: { addresses: string[]; error: { status: number } }[];
      };
      expect(out.accounts).toHaveLength(200);
      expect(out.failed).toHaveLength(1);
      expect(out.failed[0]!.addresses).toEqual(raws.slice(100, 200));
      expect(out.failed[0]!.error.status).toBe(502);
    } finally {
      bulk.setFaults({ mode: 'none' });
    }
  });

  it('--max-url-length keeps requests under a gateway limit; past one, 414s are split and nothing is lost', async () => {
    const tight = await startIndexServer({ port: 0, dataset: { generated: 2_000 }, maxUrlLength: 3_000 });
    try {
      const raws = tight.data.list.slice(0, 2_000).map((a) => a.raw);
      const stdin = raws.join('\n');
      const within = await cli(
        ['accounts', '--base-url', tight.url, '--json', '--no-boc', '--max-url-length', '3000'],
        { stdin },
      );
      expect(within.code).toBe(0);
      expect(tight.requests.every((r) => r.status === 200)).toBe(true);
      tight.clearRequests();
      const past = await cli(['accounts', '--base-url', tight.url, '--json', '--no-boc'], { stdin });
      expect(past.code).toBe(0);
      expect((JSON.parse(past.stdout) as { accounts: unknown[] }).accounts).toHaveLength(2_000);
      expect(tight.requests.some((r) => r.status === 414)).toBe(true);
      expect(tight.requests.filter((r) => r.status === 200).flatMap((r) => r.query.address!)).toHaveLength(
        2_000,
      );
    } finally {
      await tight.close();
    }
  });

  it('refuses bad bulk flags with exit 2 before sending anything', async () => {
    bulk.clearRequests();
    const raw = bulk.data.list[0]!.raw;
    for (const [flags, message] of [
      [['--batch-size', '1025'], /--batch-size takes a whole number from 1 to 1024/],
      [['--rate', '0'], /--rate takes requests per second/],
      [['--json', '--csv'], /Choose one of --json, --ndjson and --csv/],
      [['--file', join(dir, 'missing.txt')], /Cannot read --file .*no such file/],
    ] as const) {
      const run = await cli(['accounts', '--base-url', bulk.url, ...flags, raw]);
      expect(run.code, flags.join(' ')).toBe(2);
      expect(run.stderr).toMatch(message);
    }
    expect(bulk.requests).toHaveLength(0);
  });

  it('Ctrl-C stops the lookup: what arrived is printed, the rest listed as pending, exit 130', async () => {
    const slow = await startIndexServer({ port: 0, dataset: { generated: 2_000 }, latencyMs: 100 });
    try {
      const raws = slow.data.list.slice(0, 2_000).map((a) => a.raw);
      // Every batch past the first three hangs: the lookup cannot end by itself, however slow the machine.
      slow.setFaults({ mode: 'hang', addresses: raws.slice(300) });
      const run = await cli(
        ['accounts', '--base-url', slow.url, '--json', '--no-boc', '--batch-size', '100', '--rate', '5'],
        {
          stdin: raws.join('\n'),
          // Ctrl-C once 7 requests reached the server: with 4 in flight at most, the first 3 answers have
          // been taken in by then (the server's log says so, on any machine).
          onStart: (interrupt) => {
            const poll = setInterval(() => {
              if (slow.requests.length < 7) return;
              clearInterval(poll);
              interrupt();
            }, 20);
          },
        },
      );
      expect(run.code).toBe(130);
      expect(run.stderr).toMatch(/interrupted: \d+ of 2000 accounts were not looked up/);
      const out = JSON.parse(run.stdout) as {
        accounts: { address: string }[];
        not_found: string[];
        pending: string[];
      };
      expect(out.accounts.length).toBeGreaterThanOrEqual(300);
      expect(out.pending.length).toBeGreaterThan(0);
      const all = [...out.accounts.map((a) => a.address), ...out.not_found, ...out.pending];
      expect(all).toHaveLength(2_000);
      expect(new Set(all)).toEqual(new Set(raws));
      expect(slow.requests.length).toBeLessThan(20);
    } finally {
      await slow.close();
    }
  });

  it('shows one updating progress line on stderr when it is a terminal, and erases it', async () => {
    const raws = bulk.data.list.slice(3_000, 3_500).map((a) => a.raw);
    const { code, stderr, stdout } = await cli(
      ['accounts', '--base-url', bulk.url, '--no-boc', '--batch-size', '50', '--rate', '40', ...raws],
      { stderrIsTTY: true },
    );
    expect(code).toBe(0);
    const erase = '\r\u001b[K';
    expect(stderr.startsWith(erase)).toBe(true);
    expect(stderr.split(erase).at(-2)).toMatch(
      /^500 of 500 accounts · 10 of 10 requests · [\d.]+ requests\/s/,
    );
    expect(stderr.endsWith(erase)).toBe(true);
    expect(stderr).not.toContain('\n');
    expect(stdout).toMatch(/500 found, 0 not found/);
  });
});

describe('cli accounts pacing defaults', () => {
  const settings = (baseUrl: string, apiKey?: string, flags: BulkFlags = {}) =>
    resolveBulkSettings(flags, { baseUrl, timeoutMs: 1000, ...(apiKey ? { apiKey } : {}) });

  it('1 request/s one at a time for toncenter without a key, 10/s with one, unlimited elsewhere; flags win', () => {
    expect(settings('https://toncenter.com')).toMatchObject({
      requestsPerSecond: 1,
      concurrency: 1,
      maxAddressesPerRequest: 1000,
      maxUrlLength: 8192,
    });
    expect(settings('https://testnet.toncenter.com/api/v3', 'key')).toMatchObject({
      requestsPerSecond: 10,
      concurrency: 4,
    });
    expect(settings('http://127.0.0.1:8787')).toMatchObject({ requestsPerSecond: null, concurrency: 4 });
    expect(
      settings('https://toncenter.com', undefined, { rate: '25', 'batch-size': '300', concurrency: '2' }),
    ).toMatchObject({
      requestsPerSecond: 25,
      maxAddressesPerRequest: 300,
      concurrency: 2,
    });
    expect(settings('https://toncenter.com', undefined, { rate: 'unlimited' }).requestsPerSecond).toBeNull();
  });
});

describe('cli parse-addresses', () => {
  it('--json: one entry per token in order with every form, and the reason for invalid ones', async () => {
    const run = await cli(['parse-addresses', '--json'], {
      stdin:
        'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB, 0QAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4-QO\nEQCTDVUzmAq6EfzYGEWpVOv16yo-H5Vw3B0rktcidz_ULOUB',
    });
    expect(run.code).toBe(2);
    const out = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(out).toHaveLength(3);
    expect(out[0]).toEqual({
      input: 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB',
      valid: true,
      raw: '0:2CF55953E92EFBEADAB7BA725C3F93A0B23F842CBBA72D7B8E6F510A70E422E3',
      bounceable: 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB',
      non_bounceable: 'UQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi41-E',
      testnet_bounceable: 'kQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi47nL',
      testnet_non_bounceable: '0QAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4-QO',
      test_only: false,
      error: null,
    });
    expect(out[1]).toMatchObject({ valid: true, test_only: true });
    expect(out[2]).toMatchObject({ valid: false, raw: null, error: expect.stringMatching(/checksum/) });
  });

  it('exits 0 when every token is valid', async () => {
    const run = await cli([
      'parse-addresses',
      '-1:e56754f83426f69b09267bd876ac97c44821345b7e266bd956a7bfbfb98df35c',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Ef_lZ1T4NCb2mwkme9h2rJfESCE0W34ma9lWp7-_uY3zXDvq');
  });
});
