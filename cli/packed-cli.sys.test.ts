/**
 * The CLI as a user installs it: `npm pack` (whose `prepack` builds out/cli/ with cli.vite.config.ts),
 * the tarball installed into an empty temp project without devDependencies, then run as `npx ton-index`
 * and through npm's `node_modules/.bin/ton-index` link:
 *
 * - the tarball holds the bundle and package.json, and `npx ton-index --version` prints the version;
 * - every line of the README's CLI block, with `ton-index` in place of `npm run --silent cli --`, gives
 *   what it promises (test-support/readme-cli-checks.ts) — inspect, run-method and tokens among them,
 *   so the emulator's threads and its WebAssembly load from the bundle;
 * - the bundle copied alone to a folder with no node_modules above it still runs a lookup and get-methods:
 *   it needs no package at run time.
 * cli/cli-process.sys.test.ts runs the process tests (exit codes, signals) on a bundle too.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../local-index-server';
import type { CliRun } from '../test-support/cli-run';
import { runProcess } from '../test-support/process-run';
import { readmeCliBlock, runReadmeLine, type CliRunner } from '../test-support/readme-cli';
import { expectReadmeLine } from '../test-support/readme-cli-checks';

const ROOT = join(import.meta.dirname, '..');

/** Runs `command args` in `cwd` to its end, with `env` over PATH and HOME alone (nothing else of the test's). */
async function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string>; stdin?: string | Buffer },
): Promise<CliRun> {
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env };
  const done = await runProcess(command, args, { ...options, env });
  return { ...done, code: done.code ?? -1 };
}

/** Runs npm with the test's own environment (its cache, its registry); fails the test on an error. */
async function npm(args: readonly string[], cwd: string): Promise<void> {
  const done = await runProcess('npm', args, { cwd, env: process.env });
  if (done.code !== 0) throw new Error(`npm ${args.join(' ')} exited ${done.code}:\n${done.stderr}`);
}

let server: RunningIndexServer;
let scratch: string;
let project: string;
let tarball: string;

beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
  scratch = await mkdtemp(join(tmpdir(), 'packed-cli-'));
  await npm(['pack', '--pack-destination', scratch], ROOT);
  tarball = join(
    scratch,
    (await readdir(scratch)).find((file) => file.endsWith('.tgz'))!,
  );
  project = join(scratch, 'project');
  await mkdir(project);
  await writeFile(join(project, 'package.json'), '{ "private": true }\n');
  await npm(['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', tarball], project);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

/** `npm run --silent cli -- ARGS` of a README line, run as the installed `ton-index` in `cwd`. */
const installed: CliRunner = (args, options) =>
  run(join(project, 'node_modules', '.bin', 'ton-index'), args, {
    cwd: options.cwd ?? project,
    ...(options.env ? { env: options.env } : {}),
    ...(options.stdin !== undefined ? { stdin: options.stdin } : {}),
  });

describe('the packed CLI, installed from its tarball', () => {
  it('holds the bundle and package.json, and npx ton-index --version prints the version', async () => {
    const listing = await run('tar', ['tzf', tarball], { cwd: scratch });
    const files = listing.stdout.split('\n').filter(Boolean);
    for (const file of [
      'package.json',
      'out/cli/ton-index.mjs',
      'out/cli/tvm-thread.mjs',
      'out/cli/emulator.wasm',
    ])
      expect(files).toContain(`package/${file}`);
    expect(
      files.filter((file) => !/^package\/(out\/cli\/[^/]+|package\.json|README\.md)$/.test(file)),
    ).toEqual([]);
    const { version } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(await run('npx', ['ton-index', '--version'], { cwd: project })).toMatchObject({
      code: 0,
      stdout: `${version}\n`,
    });
  });

  it("runs every line of the README's CLI block, as ton-index, with what each promises", async () => {
    const lines = (await readmeCliBlock()).slice(2);
    const folder = await mkdtemp(join(scratch, 'readme-'));
    const env = { TON_INDEX_URL: server.url };
    for (const line of lines)
      await expectReadmeLine(line, await runReadmeLine(line, folder, env, installed), folder);
  });

  it('runs from a copy of its bundle alone, with no node_modules above it: it needs no package', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'bare-cli-'));
    try {
      for (let folder = bare; folder !== dirname(folder); folder = dirname(folder))
        expect(existsSync(join(folder, 'node_modules')), folder).toBe(false);
      await cp(join(project, 'node_modules', 'ton-index-explorer', 'out', 'cli'), bare, { recursive: true });
      const entry = join(bare, 'ton-index.mjs');
      const env = { TON_INDEX_URL: server.url };
      const v4 = sampleAccount('wallet-v4r2');
      const lookup = await run(entry, ['accounts', v4.raw, '--no-boc', '--json'], { cwd: bare, env });
      expect(lookup.code, lookup.stderr).toBe(0);
      expect((JSON.parse(lookup.stdout) as { accounts: { address: string }[] }).accounts[0]!.address).toBe(
        v4.raw,
      );
      const inspect = await run(entry, ['inspect', v4.raw, '--json'], { cwd: bare, env });
      expect(inspect.code, inspect.stderr).toBe(0);
      expect(JSON.parse(inspect.stdout)).toMatchObject({
        accounts: [{ kind: 'wallet_v4r2', details: { seqno: 42, wallet_id: 698983191 } }],
      });
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });
});
