/**
 * Relative paths are read from the folder the user ran the command in: under `npm run cli` (which
 * starts the process in the package root) the folder npm names in INIT_CWD, for every path the CLI
 * reads — `--file`, `--library`, compare's FILE — and a relative path it cannot read names the folder it
 * looked in. The CLI in this process (test-support/cli-run.ts) with the environment `npm run cli` gives
 * it; cli/cli-process.sys.test.ts runs `npm run cli` from a subfolder for real.
 */
import { Cell } from '@ton/core';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../local-index-server';
import { codeInfo } from '../local-index-server/contract-codes';
import { runCliInProcess } from '../test-support/cli-run';

let server: RunningIndexServer;
/** The user's folder: where they ran `npm run cli`, not the process's own. */
let folder: string;
beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
  folder = join(await mkdtemp(join(tmpdir(), 'cli-user-paths-')), 'case 34');
  await mkdir(folder);
  await writeFile(join(folder, 'list.txt'), `${sampleAccount('wallet-v4r2').friendly}\n`);
  await writeFile(join(folder, 'v3r1.boc'), Cell.fromBase64(codeInfo('wallet_v3r1').boc).toBoc());
});
afterAll(async () => {
  await server.close();
  await rm(join(folder, '..'), { recursive: true, force: true });
});

/** What `npm run cli` gives the process: the script's name and the folder it was run from. */
const npmRunEnv = (): Record<string, string> => ({
  TON_INDEX_URL: server.url,
  npm_lifecycle_event: 'cli',
  INIT_CWD: folder,
});

describe('relative paths under npm run cli', () => {
  it('--file, --library and compare FILE are read from INIT_CWD, the folder npm was run in', async () => {
    expect(process.cwd()).not.toBe(folder);
    const env = npmRunEnv();
    const listed = await runCliInProcess(['accounts', '--no-boc', '--json', '--file', 'list.txt'], { env });
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    await writeFile(join(folder, 'watched.json'), listed.stdout);

    const compared = await runCliInProcess(['compare', 'watched.json'], { env });
    expect(compared.stderr).toBe('');
    expect(compared.code).toBe(0);
    expect(compared.stdout).toMatch(/1 compared with the accounts --json answer: 0 changed/);

    const inspected = await runCliInProcess(
      ['inspect', sampleAccount('library-wallet').friendly, '--library', 'v3r1.boc', '--json'],
      { env },
    );
    expect(inspected.stderr).toBe('');
    expect(JSON.parse(inspected.stdout).accounts[0]).toMatchObject({
      kind: 'wallet_v3r1',
      details: { library: { origin: 'user' } },
    });

    const owners = await runCliInProcess(
      ['tokens', '--file', 'list.txt', '--jetton', sampleAccount('usdt-master').friendly, '--json'],
      { env },
    );
    expect(owners.stderr).toBe('');
    expect(JSON.parse(owners.stdout).rows).toHaveLength(1);
  });

  it('a relative path that is not there says which folder it was looked for in', async () => {
    const env = npmRunEnv();
    const file = await runCliInProcess(['accounts', '--file', 'missing.txt'], { env });
    expect(file.code).toBe(2);
    expect(file.stderr).toBe(
      `Cannot read --file "missing.txt" (looked for as ${join(folder, 'missing.txt')}): no such file.\n`,
    );
    const compared = await runCliInProcess(['compare', 'earlier.json'], { env });
    expect(compared.code).toBe(2);
    expect(compared.stderr).toContain(`"earlier.json" (looked for as ${join(folder, 'earlier.json')})`);
    const library = await runCliInProcess(
      ['inspect', sampleAccount('library-wallet').friendly, '--library', 'nope.boc'],
      { env },
    );
    expect(library.code).toBe(2);
    expect(library.stderr).toContain(`--library "nope.boc" (looked for as ${join(folder, 'nope.boc')})`);
  });

  it('INIT_CWD another npm script left in the environment is not taken: the process folder is', async () => {
    // A process started by a test run under `npm test` inherits that run's INIT_CWD.
    const run = await runCliInProcess(['accounts', '--file', 'list.txt'], {
      env: { ...npmRunEnv(), npm_lifecycle_event: 'test' },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`(looked for as ${join(process.cwd(), 'list.txt')})`);
  });
});
