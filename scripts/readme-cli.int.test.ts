/**
 * Every line of the README's CLI example block, run as bash would run it (test-support/readme-cli.ts:
 * `npm run --silent cli -- …` through the CLI's entry `runCli` in this process, pipes, `<`, `>`,
 * `printf` and `sed`) against the local index server with the default seed — the server the block's
 * first line starts. That line (`npm run index-server -- --port 8787 &`) is stood in for by a server
 * started here on a free port, and `export TON_INDEX_URL=…8787` points at it; every other line runs
 * verbatim, in a scratch folder (so `addresses.txt` and `states.csv` land there).
 * cli/cli-process.sys.test.ts runs lines of the block through bash itself, `npm run` included, and
 * checks the runner's sed against the real one; cli/packed-cli.sys.test.ts runs the block with the
 * packed command.
 *
 * Checked: each exit code (0, or the `exit N` its comment states), no stack trace, output that says
 * what the comment promises (test-support/readme-cli-checks.ts), and that every address in the block is a real sample account of that
 * server (or its known not-indexed address, or the owner one of its jetton wallets names) — so the
 * examples cannot drift into placeholders.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notIndexedAddresses,
  sampleAccounts,
  startIndexServer,
  type RunningIndexServer,
} from '../local-index-server';
import { parseAddress } from '../shared/address/address-codec';
import { readmeCliBlock, runReadmeLine, shellWords } from '../test-support/readme-cli';
import { expectReadmeLine } from '../test-support/readme-cli-checks';

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
    for (const line of lines.slice(2))
      await expectReadmeLine(line, await runReadmeLine(line, scratch, env), scratch);
  });
});
