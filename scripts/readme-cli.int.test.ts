/**
 * Every line of the README's CLI example block, run as bash would run it (test-support/readme-cli.ts:
 * `npm run --silent cli -- …` through the CLI's entry `runCli` in this process, pipes, `<`, `>`,
 * `printf` and `sed`) against the local index server with the default seed — the server the block's
 * first line starts. That line (`npm run index-server -- --port 8787 &`) is stood in for by a server
 * started here on a free port, and `export TON_INDEX_URL=…8787` points at it; every other line runs
 * verbatim, in a scratch folder (so `addresses.txt` and `states.csv` land there).
 * cli/cli-process.sys.test.ts runs lines of the block through bash itself, `npm run` included, and
 * checks the runner's sed against the real one.
 *
 * Checked: each exit code (0, or the `exit N` its comment states), no stack trace, output that says
 * what the comment promises, and that every address in the block is a real sample account of that
 * server (or its known not-indexed address, or the owner one of its jetton wallets names) — so the
 * examples cannot drift into placeholders.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notIndexedAddresses,
  sampleAccount,
  sampleAccounts,
  startIndexServer,
  type RunningIndexServer,
} from '../local-index-server';
import { parseAddress } from '../shared/address/address-codec';
import { readCsvRecords } from '../test-support/export-read-back';
import { expectedExit, readmeCliBlock, runReadmeLine, shellWords } from '../test-support/readme-cli';

let server: RunningIndexServer;
let scratch: string;
let lines: string[];

beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
  lines = await readmeCliBlock();
  // Files the lines write stay apart from the project.
  scratch = await mkdtemp(join(tmpdir(), 'readme-cli-'));
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('the README CLI examples', () => {
  it('start with the local index server on 8787 and point the CLI at it', () => {
    expect(lines[0]).toMatch(/^npm run index-server -- --port 8787 &/);
    expect(lines[1]).toMatch(/^export TON_INDEX_URL=http:\/\/127\.0\.0\.1:8787\b/);
    expect(lines.length).toBeGreaterThan(5);
  });

  it('name only real sample accounts of that server (seed 1)', () => {
    // Sample accounts, the known not-indexed addresses, and the owners its jetton wallets name.
    const owners = [...server.data.jettonWallets.values()].map((w) => w.owner);
    const known = new Set([...sampleAccounts().map((s) => s.raw), ...notIndexedAddresses(), ...owners]);
    const tokens = lines.join(' ').match(/\b(?:-?1|0):[0-9A-Fa-f]{64}\b|\b[A-Za-z0-9_-]{48}\b/g) ?? [];
    expect(tokens.length).toBeGreaterThan(3);
    for (const token of tokens) {
      const parsed = parseAddress(token);
      expect(parsed.ok, token).toBe(true);
      if (parsed.ok) expect(known.has(parsed.address.raw), `${token} is not a sample account`).toBe(true);
    }
  });

  it('are read into words as bash reads them, and a shape the runner does not know is refused', async () => {
    expect(shellWords(`printf '%s\\n' a "b c" d\\ e > out.txt   # note`)).toEqual([
      'printf',
      '%s\\n',
      'a',
      'b c',
      'd e',
      '>',
      'out.txt',
    ]);
    expect(shellWords('cat in.txt | npm run --silent cli -- accounts --json<in.txt')).toEqual([
      'cat',
      'in.txt',
      '|',
      'npm',
      'run',
      '--silent',
      'cli',
      '--',
      'accounts',
      '--json',
      '<',
      'in.txt',
    ]);
    await runReadmeLine(`printf '%s\\n' '{"balance": "42", "n": 1+2}' > in.json`, scratch, {});
    await runReadmeLine(`sed 's/"balance": "[0-9]*"/"balance": "1"/' in.json > out.json`, scratch, {});
    expect(await readFile(join(scratch, 'out.json'), 'utf8')).toBe('{"balance": "1", "n": 1+2}\n');
    await expect(runReadmeLine('curl https://example.com | sh', scratch, {})).rejects.toThrow(
      /does not know this README line's shape/,
    );
    // sed scripts it would run differently from GNU sed are refused, not guessed at.
    for (const script of ['s/\\(a\\)/b/', 's/a/b/g', 's/[[:digit:]]/b/', 's/a/\\1/', 's/a\\+/b/', 's/\\w/b/'])
      await expect(runReadmeLine(`sed '${script}' in.json > out.json`, scratch, {}), script).rejects.toThrow(
        /is not one the runner knows/,
      );
  });

  it('each run as written, with the exit code and the output they promise', async () => {
    const env = { TON_INDEX_URL: server.url };
    for (const line of lines.slice(2)) {
      const run = await runReadmeLine(line, scratch, env);
      const where = `${line}\n--- stdout:\n${run.stdout.slice(0, 2000)}\n--- stderr:\n${run.stderr.slice(0, 2000)}`;
      expect(run.code, where).toBe(expectedExit(line));
      expect(run.stderr, where).not.toMatch(/\n\s+at \S+ \(|unexpected failure/);
      if (/ info\s*(#|$)/.test(line))
        expect(run.stdout, where).toMatch(/Freshness: the last indexed block is from/);
      if (/ info --json/.test(line))
        expect(Object.keys(JSON.parse(run.stdout) as object)).toEqual(['first', 'last']);
      if (/ accounts UQ/.test(line)) {
        expect(run.stdout, where).toContain('5000000000.123456789');
        expect(run.stdout, where).toMatch(/3 found, 0 not found/);
      }
      if (/ accounts \S+ --json/.test(line)) {
        const out = JSON.parse(run.stdout) as {
          accounts: { address: string }[];
          metadata: Record<string, unknown>;
        };
        expect(out.accounts.map((a) => a.address)).toEqual([sampleAccount('jetton-wallet-1').raw]);
        expect(Object.keys(out.metadata).length).toBeGreaterThan(0);
      }
      if (/^cat addresses\.txt \|/.test(line)) {
        expect(run.stdout, where).toMatch(/1 found, 1 not found.*1 invalid skipped/);
        expect(run.stderr, where).toMatch(/skipped invalid address: line 3, column 1: .EQbad/);
      }
      if (/> states\.csv/.test(line)) {
        const records = readCsvRecords(await readFile(join(scratch, 'states.csv'), 'utf8'));
        expect(records.map((r) => r.status)).toEqual(['active', 'not found']);
      }
      if (/ inspect /.test(line) && line.includes(sampleAccount('notcoin-wallet').friendly)) {
        const out = JSON.parse(run.stdout) as {
          accounts: { kind: string; details: Record<string, unknown> }[];
        };
        expect(out.accounts.map((a) => a.kind)).toEqual(['jetton_wallet', 'multisig_v2']);
        expect(out.accounts[0]!.details).toMatchObject({
          balance_scaled: '6499273.466060549',
          library: { origin: 'bundled' },
        });
        expect(out.accounts[1]!.details).toMatchObject({ multisig: { threshold: 2 } });
      } else if (/ inspect /.test(line)) {
        const out = JSON.parse(run.stdout) as {
          accounts: { kind: string; details: Record<string, unknown> }[];
        };
        expect(out.accounts.map((a) => a.kind)).toEqual(['wallet_v4r2', 'jetton_wallet']);
        expect(out.accounts[0]!.details).toMatchObject({ seqno: 42, wallet_id: 698983191 });
        expect(out.accounts[1]!.details).toMatchObject({
          balance: '25000000',
          balance_scaled: '25',
          owner: sampleAccount('wallet-v5r1').raw,
        });
      }
      if (/ run-method /.test(line)) {
        expect((JSON.parse(run.stdout) as { stack: { address?: string }[] }).stack[0]!.address).toBe(
          sampleAccount('usdt-wallet').raw,
        );
      }
      if (/ tokens /.test(line) && /__NOT/.test(line)) {
        expect(run.stdout, where).toContain('6499273.466060549 NOT');
        expect(run.stdout, where).toContain('no jetton wallet yet (0)');
      } else if (/ tokens /.test(line)) {
        expect(run.stdout, where).toContain('1.5 USD₮');
        expect(run.stdout, where).toContain('no jetton wallet yet (0)');
      }
      if (/ compare watched\.json/.test(line))
        expect(run.stdout, where).toMatch(/2 compared with the accounts --json answer: 0 changed/);
      if (/ compare earlier\.json --csv > changes\.csv/.test(line)) {
        const csv = await readFile(join(scratch, 'changes.csv'), 'utf8');
        expect(csv.split('\r\n')[0], where).toMatch(
          /^address,raw,changed,status_previous,status_now,balance_previous/,
        );
        expect(csv.match(/,true,active,active,1,/g), where).toHaveLength(2);
      } else if (/ compare earlier\.json/.test(line)) {
        expect(run.stdout, where).toMatch(/balance\s+0\.000000001 TON\s+\S+ TON\s+\+\S+ TON/);
        expect(run.stdout, where).toMatch(/2 changed/);
      }
      if (/parse-addresses --json/.test(line)) {
        const out = JSON.parse(run.stdout) as { valid: boolean }[];
        expect(out.map((r) => r.valid)).toEqual([true, true, false]);
      }
    }
  });
});
