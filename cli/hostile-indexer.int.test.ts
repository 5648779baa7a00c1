/**
 * The CLI as a user runs it (its entry `runCli` with piped stdin and Ctrl-C, in this process:
 * test-support/cli-run.ts) against a hostile or quirky indexer: the local index server's hostile modes
 * over real HTTP. Each case failed on the code before these checks existed
 * (see docs/hostile-indexer.md).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../local-index-server';
import { CUT_NOTE_PREFIX } from '../shared/api/free-form';
import { runCliInProcess, type CliRun, type CliRunOptions } from '../test-support/cli-run';

/** Runs the CLI in this process; `onStderr` sees stderr as it arrives (with a Ctrl-C to press). */
const cli = (args: string[], options: CliRunOptions = {}): Promise<CliRun> => runCliInProcess(args, options);

const ESC = '\u001b';
/** Any control character a terminal could act on (line feeds aside). */
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
const v4 = sampleAccount('wallet-v4r2');
const master = sampleAccount('jetton-master');

let server: RunningIndexServer;
let dir: string;
/** 1,000 generated accounts, one per line, in a file. */
let thousand: string;
let thousandRaws: string[];

beforeAll(async () => {
  server = await startIndexServer({ port: 0, dataset: { generated: 1000 } });
  dir = await mkdtemp(join(tmpdir(), 'cli-hostile-'));
  thousandRaws = server.data.list
    .filter((r) => !r.label)
    .slice(0, 1000)
    .map((r) => r.raw);
  thousand = join(dir, 'thousand.txt');
  await writeFile(thousand, thousandRaws.join('\n'));
});
beforeEach(() => {
  server.setFaults({ mode: 'none' });
  server.clearRequests();
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** The --json output of `accounts`. */
interface AccountsJson {
  accounts: { address: string; balance: string | null; status: string | null }[];
  address_book: Record<string, { user_friendly: string }>;
  metadata: Record<string, unknown>;
  not_found: string[];
  failed: { addresses: string[]; error: { message: string } }[];
}

const accountsJson = (run: CliRun) => JSON.parse(run.stdout) as AccountsJson;

describe('an older indexer (before v1.2.2: a hidden limit of 100 rows)', () => {
  it('finds all of 1,000 accounts: the limit is sent, and no account is falsely "not found"', async () => {
    server.setFaults({ mode: 'legacy-limit', endpoints: ['accountStates'] });
    const run = await cli(['accounts', '--base-url', server.url, '--file', thousand, '--no-boc', '--json']);
    expect(run.code).toBe(0);
    const out = accountsJson(run);
    expect(out.not_found).toEqual([]);
    expect(out.accounts).toHaveLength(1000);
    const sent = server.requests.filter((r) => r.path.endsWith('/accountStates'));
    for (const request of sent) expect(request.query.limit).toEqual([String(request.query.address!.length)]);
  });

  it('asks again for the rest of an answer cut at a row cap (1,024 accounts in one request against the 1,000-row cap)', async () => {
    const file = join(dir, 'all.txt');
    // One request's most: 1,024 of the generated and sample accounts.
    const raws = server.data.list.map((r) => r.raw).slice(0, 1024);
    const beyondCap = raws.length - 1000;
    expect(beyondCap).toBeGreaterThan(0);
    expect(raws.length).toBeLessThanOrEqual(1024);
    await writeFile(file, raws.join('\n'));
    const run = await cli([
      'accounts',
      '--base-url',
      server.url,
      '--file',
      file,
      '--no-boc',
      '--json',
      '--batch-size',
      '1024',
      '--max-url-length',
      '200000',
    ]);
    expect(run.code).toBe(0);
    expect(accountsJson(run).accounts).toHaveLength(raws.length);
    expect(accountsJson(run).not_found).toEqual([]);
    expect(run.stderr).toContain(
      `retry: asking again for ${beyondCap} addresses: The answer held 1000 of the ${raws.length} accounts`,
    );
  });
});

describe('database errors answered as 422 (accountStates)', () => {
  it('retries them like a 5xx: 1,000 accounts with a timeout on every third request all arrive', async () => {
    server.setFaults({ mode: 'db-error-422', endpoints: ['accountStates'], every: 3 });
    const run = await cli(['accounts', '--base-url', server.url, '--file', thousand, '--no-boc', '--json']);
    expect(run.code).toBe(0);
    const out = accountsJson(run);
    expect(out.failed).toEqual([]);
    expect(out.accounts).toHaveLength(1000);
    expect(server.requests.filter((r) => r.status === 422).length).toBeGreaterThan(0);
    expect(run.stderr).toMatch(
      /retry: waiting \d+ s: the indexer said 422 Unprocessable Entity — attempt 2 of 5 next, for \d+ addresses\. .*database reported an error \(HTTP 422: timeout: context deadline exceeded\)/,
    );
  });

  it('still fails at once on a request the server could not decode or parse (one request, no retry)', async () => {
    for (const message of [
      'failed to decode: schema: error converting value for index 0 of "address"',
      'failed to parse address',
    ]) {
      server.clearRequests();
      server.setFaults({ mode: 'db-error-422', endpoints: ['accountStates'], message });
      const run = await cli(['accounts', '--base-url', server.url, v4.raw]);
      expect(run.code).toBe(1);
      expect(server.requests).toHaveLength(1);
      expect(run.stderr).toContain(`HTTP 422 Unprocessable Entity: ${message}`);
      expect(run.stderr).not.toMatch(/database|retry:/);
    }
  });
});

describe('10 MB strings where a short one belongs (status, interfaces)', () => {
  it('are cut with a note where they are decoded: the table is a few lines (31 MB before), --json a few KB (63 MB)', async () => {
    server.setFaults({ mode: 'long-strings', sizeMb: 10 });
    const jetton = sampleAccount('jetton-wallet-1');
    const table = await cli(['accounts', '--base-url', server.url, v4.raw, jetton.raw]);
    expect(table.code).toBe(0);
    expect(table.stdout.length).toBeLessThan(2_000);
    expect(table.stdout).toMatch(/activex+\[cut by the explorer: 10,485,\d{3} more characters\]/);
    const json = await cli(['accounts', '--base-url', server.url, v4.raw, jetton.raw, '--json']);
    expect(json.stdout.length).toBeLessThan(20_000);
    const out = accountsJson(json) as unknown as { accounts: { status: string; interfaces: string[] }[] };
    for (const account of out.accounts) {
      expect(account.status).toContain(CUT_NOTE_PREFIX);
      expect(account.interfaces[0]).toContain(CUT_NOTE_PREFIX);
    }
  });
});

describe('a redirect to another origin', () => {
  it('is not followed with the API key, and the error says so', async () => {
    const elsewhere = await startIndexServer({ port: 0 });
    try {
      server.setFaults({ mode: 'redirect', redirectTo: elsewhere.url });
      for (const args of [['info'], ['accounts', v4.raw]]) {
        const run = await cli([...args, '--base-url', server.url, '--api-key', 'secret-key-9']);
        expect(run.code).toBe(1);
        expect(run.stderr).toContain(
          `redirected the request to ${elsewhere.url}, another origin. The redirect was not followed, so the API key was not sent there.`,
        );
      }
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('answers that contradict themselves', () => {
  it('an address-book form naming another account is refused, not shown as the account', async () => {
    server.setFaults({ mode: 'address-book-mismatch' });
    const run = await cli(['accounts', '--base-url', server.url, '--json', v4.raw, master.raw]);
    expect(run.code).toBe(1);
    const out = accountsJson(run);
    expect(out.address_book).toEqual({});
    expect(out.failed[0]!.error.message).toMatch(
      /contradicted itself: its address book gives "EQ.{46}" as the address of .*, but that names the account/,
    );
    expect(run.stdout).not.toContain(master.friendly.slice(0, 20));
  });

  it('the same account twice in one answer is refused, and neither copy shown', async () => {
    server.setFaults({ mode: 'duplicate-account' });
    const run = await cli(['accounts', '--base-url', server.url, v4.raw]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /returned the account 0:[0-9A-F]{64} twice, with different balances; the answer was discarded/,
    );
    expect(run.stdout).not.toMatch(/0\.000000001/);
  });
});

describe('free-form metadata nested 4,100 levels deep', () => {
  it('--json prints it, cut with a note where it was cut', async () => {
    server.setFaults({ mode: 'deep-metadata' });
    const run = await cli(['accounts', '--base-url', server.url, '--json', master.raw]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const out = accountsJson(run);
    expect(JSON.stringify(out.metadata)).toContain(`${CUT_NOTE_PREFIX}nested more than 16 levels deep]`);
  });
});

describe('terminal escapes from the server or the input', () => {
  it('a status, an address-book form and a server error text are printed inert', async () => {
    server.setFaults({ mode: 'terminal-escapes', escapesIn: ['status', 'domain'] });
    const table = await cli(['accounts', '--base-url', server.url, v4.raw]);
    expect(table.code).toBe(0);
    expect(table.stdout).not.toContain(ESC);
    expect(table.stdout).toContain('active\\x1b]52;c;');

    server.setFaults({ mode: 'terminal-escapes', escapesIn: ['user_friendly'] });
    const refused = await cli(['accounts', '--base-url', server.url, v4.raw]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('\\x1b]52;c;');
    expect(refused.stderr).not.toContain(ESC);

    server.setFaults({ mode: 'http500', message: `database on fire\u001b]0;pwned\u0007\u001b[2J\u009b31m` });
    const failed = await cli(['info', '--base-url', server.url]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('database on fire\\x1b]0;pwned\\x07\\x1b[2J\\x9b31m');
    expect(failed.stderr).not.toMatch(RAW_CONTROL);
  });

  it('1 MB of binary input: at most 20 inert lines of invalid entries, then a count', async () => {
    const run = await cli(['accounts', '--base-url', server.url], { stdin: randomBytes(1024 * 1024) });
    expect(run.code).toBe(2);
    expect(run.stderr).not.toMatch(RAW_CONTROL);
    const lines = run.stderr.trim().split('\n');
    expect(lines.length).toBeLessThanOrEqual(22);
    expect(lines.at(-2)).toMatch(/^… and [\d,]+ more \(--json lists them all\)\.$/);
    expect(server.requests).toEqual([]);
  });
});

describe('answers too large to hold', () => {
  it('a 100 MB body is refused at the bound (64 MB by default), with what happened', async () => {
    server.setFaults({ mode: 'huge-body', sizeMb: 100 });
    const run = await cli(['accounts', '--base-url', server.url, '--max-attempts', '1', v4.raw]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /account states answer from 127\.0\.0\.1:\d+ was larger than 64 MB; reading stopped there/,
    );
  });

  it('a gzip bomb stops inflating at the bound set with --max-answer-mb', async () => {
    server.setFaults({ mode: 'gzip-bomb', sizeMb: 100 });
    const run = await cli(['info', '--base-url', server.url, '--max-answer-mb', '8']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /chain status answer from 127\.0\.0\.1:\d+ was larger than 8 MB; reading stopped there/,
    );
  });
});

describe('a long Retry-After', () => {
  it('is said with its cause and cap as the wait starts, and Ctrl-C stops it at once', async () => {
    server.setFaults({ mode: 'rate-limit', retryAfter: 999_999 });
    let interruptedAt = 0;
    const run = await cli(['accounts', '--base-url', server.url, '--json', v4.raw], {
      onStderr: (text, interrupt) => {
        if (!interruptedAt && text.includes('retry:')) {
          interruptedAt = performance.now();
          interrupt();
        }
      },
    });
    const stoppedAfter = performance.now() - interruptedAt;
    expect(run.stderr).toMatch(
      /retry: waiting 60 s: the indexer said 429 Too Many Requests \(Retry-After 999999, capped at 60 s\) — attempt 2 of 5 next, for 1 address\. The indexer at 127\.0\.0\.1:\d+ is rate limiting requests; it asks to wait 999999 s\. Every request waits\. Ctrl-C stops the lookup\./,
    );
    expect(run.code).toBe(130);
    // Stopped at once: measured against the 60 s wait it ends (not against a budget a busy machine
    // may miss), and the request was never sent again.
    expect(stoppedAfter).toBeLessThan(60_000);
    expect(server.requests).toHaveLength(1);
    expect((JSON.parse(run.stdout) as { pending: string[] }).pending).toEqual([v4.raw]);
  });
});

describe('metadata states (pending, unreadable, scam, NSFW)', () => {
  it('accounts --csv carries each as a column, from the same export writer as the app', async () => {
    server.setFaults({ mode: 'metadata-states' });
    const raws = (['wallet-v4r2', 'wallet-v5r1', 'nft-item', 'contract-no-interface'] as const)
      .map((l) => sampleAccount(l).raw)
      .sort();
    const run = await cli(['accounts', '--base-url', server.url, '--csv', '--no-boc', ...raws]);
    expect(run.code).toBe(0);
    const rows = Papa.parse<Record<string, string>>(run.stdout, { header: true, skipEmptyLines: true }).data;
    const column = (name: string) => rows.map((row) => row[name]);
    expect(column('metadata_pending')).toEqual(['true', 'false', 'false', 'false']);
    expect(column('metadata_invalid')).toEqual(['false', 'true', 'false', 'false']);
    expect(column('is_scam')).toEqual(['false', 'false', 'true', 'false']);
    expect(column('is_nsfw')).toEqual(['false', 'false', 'false', 'true']);
  });
});

describe('an API key over plain http', () => {
  it('to another machine: warned on stderr before anything is sent; to loopback or without a key: no warning', async () => {
    const remote = await cli([
      'info',
      '--base-url',
      'http://no-such-host.invalid:8081',
      '--api-key',
      'k-123',
      '--timeout',
      '2000',
    ]);
    expect(remote.stderr).toContain(
      'warning: The API key is sent over plain http to no-such-host.invalid:8081: anyone on the network path can read and reuse it. Use an https address for this indexer, or no key.',
    );
    expect(remote.stderr.indexOf('warning:')).toBe(0);
    const local = await cli(['info', '--base-url', server.url, '--api-key', 'k-123']);
    expect(local.code).toBe(0);
    expect(local.stderr).not.toContain('plain http');
    const keyless = await cli([
      'info',
      '--base-url',
      'http://no-such-host.invalid:8081',
      '--timeout',
      '2000',
    ]);
    expect(keyless.stderr).not.toContain('plain http');
  });
});

describe('a testnet form on a mainnet lookup', () => {
  it('is named on stderr (what it is taken for), not merged silently as a duplicate of the mainnet form', async () => {
    const testnetForm = v4.friendlyTestnet; // 0Q… (a wallet: non-bounceable)
    const run = await cli([
      'accounts',
      '--base-url',
      server.url,
      '--json',
      '--no-boc',
      v4.friendly,
      testnetForm,
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`note: line 2, column 1: “${testnetForm.slice(0, 4)}`);
    expect(run.stderr).toMatch(
      /— a testnet form \(0Q…\) on a mainnet profile: it is looked up on mainnet, as UQ/,
    );
  });
});
