/**
 * The CLI as a user runs it: a real process (`tsx cli/main.ts`), real stdin, against the local index
 * server over real HTTP. Exit codes: 0 success, 1 network/HTTP/timeout/schema, 2 invalid input.
 */
import { spawn } from 'node:child_process';
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notIndexedAddresses, sampleAccount, startIndexServer, type RunningIndexServer } from '../e2e/index-server';

let server: RunningIndexServer;
beforeAll(async () => {
  server = await startIndexServer({ port: 0, masterchain: 'testnet-fixture' });
});
afterAll(() => server.close());

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in a child process, as `npm run --silent cli -- …` does. */
function cli(args: string[], options: { stdin?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'cli/main.ts', ...args], {
      cwd: process.cwd(),
      env: { ...process.env, TON_INDEX_URL: '', TON_INDEX_API_KEY: '', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

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
      expect((await cli(['info', '--base-url', guarded.url], { env: { TON_INDEX_API_KEY: 'k-123' } })).code).toBe(0);
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
    expect(Object.keys(out)).toEqual(['accounts', 'address_book', 'metadata', 'not_found', 'invalid']);
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
    const run = await cli(['accounts', '--base-url', server.url, '--json', '--skip-invalid', v4.raw, 'EQbad']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { accounts: unknown[]; invalid: { input: string; error: string }[] };
    expect(out.accounts).toHaveLength(1);
    expect(out.invalid).toEqual([{ input: 'EQbad', error: expect.stringMatching(/line 2.*EQbad/) }]);
  });

  it('prints a table with exact TON balances, "no account" for nonexist and not-found rows', async () => {
    const [unknown] = notIndexedAddresses();
    const run = await cli(['accounts', '--base-url', server.url, sampleAccount('huge-balance').raw, nonexist.raw, unknown!]);
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

  it('exits 1 with the status and server message on HTTP 500', async () => {
    server.setFaults({ mode: 'http500', times: 1 });
    const run = await cli(['accounts', '--base-url', server.url, v4.raw]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/HTTP 500.*internal server error/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('cli parse-addresses', () => {
  it('--json: one entry per token in order with every form, and the reason for invalid ones', async () => {
    const run = await cli(['parse-addresses', '--json'], {
      stdin: 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB, 0QAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4-QO\nEQCTDVUzmAq6EfzYGEWpVOv16yo-H5Vw3B0rktcidz_ULOUB',
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
    const run = await cli(['parse-addresses', '-1:e56754f83426f69b09267bd876ac97c44821345b7e266bd956a7bfbfb98df35c']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Ef_lZ1T4NCb2mwkme9h2rJfESCE0W34ma9lWp7-_uY3zXDvq');
  });
});
