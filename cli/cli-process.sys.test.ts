/**
 * The CLI as real processes, for what only a process has — every other CLI test runs its entry `runCli`
 * in the test's own process (test-support/cli-run.ts): the exit codes a shell sees (0, 1, 2, 130 after
 * Ctrl-C, i.e. SIGINT, and 143 after SIGTERM, each with what arrived printed; 141, quietly, when the
 * reader of its output goes away), the environment and stdin piped in (and `--file` answering with
 * stdin an open pipe that never ends, which it does not read) — each for the CLI from its
 * sources (`npm run cli`: tsx) and for the packed command (cli.vite.config.ts's bundle, built here into
 * a temp folder and run by its `#!` line, as npm's `ton-index` link runs it) — then two lines of the
 * README's CLI block through bash and `npm run` exactly as written, and the in-process runner's `sed`
 * (test-support/readme-cli.ts) against the real one. cli/packed-cli.sys.test.ts installs the packed
 * tarball itself.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../local-index-server';
import { buildCliBundle, type CliBundle } from '../test-support/cli-bundle';
import { runProcess, type ProcessRun, type ProcessRunOptions } from '../test-support/process-run';
import { readmeCliBlock, runReadmeLine } from '../test-support/readme-cli';

const ROOT = join(import.meta.dirname, '..');

/** Runs `command args` to its end, in the project by default, with the test's environment but no indexer. */
function run(
  command: string,
  args: string[],
  options: Partial<Pick<ProcessRunOptions, 'cwd' | 'stdin' | 'stdinOpen' | 'onSpawn'>> & {
    env?: Record<string, string>;
  } = {},
): Promise<ProcessRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, TON_INDEX_URL: '', ...options.env };
  delete env.TON_INDEX_API_KEY;
  return runProcess(command, args, { ...options, cwd: options.cwd ?? ROOT, env });
}

let server: RunningIndexServer;
let bundleDir: string;
let bundle: CliBundle;
beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
  bundleDir = await mkdtemp(join(tmpdir(), 'cli-bundle-'));
  bundle = await buildCliBundle(bundleDir);
});
afterAll(async () => {
  await server.close();
  await rm(bundleDir, { recursive: true, force: true });
});

/** How each form of the CLI is started: its command line before the CLI's own arguments. */
const launchers = [
  {
    name: 'from its sources (npm run cli: tsx)',
    command: () => [process.execPath, '--import', 'tsx', 'cli/main.ts'],
  },
  { name: 'packed (ton-index, the bundle)', command: () => [bundle.entry] },
];

describe.each(launchers)('the CLI as a process, $name', (launcher) => {
  const v4 = sampleAccount('wallet-v4r2');
  /** The CLI run with `args`. */
  const cli = (args: string[], options: Parameters<typeof run>[2] = {}) => {
    const [command, ...before] = launcher.command();
    return run(command!, [...before, ...args], options);
  };
  /** The CLI's command line as bash reads it. */
  const shellCommand = () =>
    launcher
      .command()
      .map((word) => `"${word}"`)
      .join(' ');

  it("prints package.json's version with --version, and nothing else, exit 0", async () => {
    const { version } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const done = await cli(['--version']);
    expect(done).toMatchObject({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('exits 0 with JSON on stdout, the indexer taken from TON_INDEX_URL in its environment', async () => {
    const done = await cli(['info', '--json'], { env: { TON_INDEX_URL: server.url } });
    expect(done.code).toBe(0);
    expect(Object.keys(JSON.parse(done.stdout) as object)).toEqual(['first', 'last']);
  });

  it('exits 2 on an invalid address piped to stdin, naming its line, and sends nothing', async () => {
    server.clearRequests();
    const done = await cli(['accounts', '--base-url', server.url], { stdin: `${v4.raw}\nEQbad\n` });
    expect(done.code).toBe(2);
    expect(done.stderr).toMatch(/line 2, column 1: .EQbad/);
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['accounts', ['accounts', '--no-boc'], /1 found, 0 not found/],
    ['inspect', ['inspect'], /wallet v4 ?r2/],
  ] as const)(
    '%s --file does not wait for stdin, an open pipe that never ends: it answers and exits 0',
    async (_name, args, answer) => {
      const folder = await mkdtemp(join(tmpdir(), 'cli-open-stdin-'));
      try {
        await writeFile(join(folder, 'list.txt'), `${v4.friendly}\n`);
        const done = await cli([...args, '--base-url', server.url, '--file', join(folder, 'list.txt')], {
          stdinOpen: true,
          // A CLI that waits anyway is ended with the test, not left waiting for a pipe that never ends.
          onSpawn: (child) => onTestFinished(() => void child.kill('SIGKILL')),
        });
        expect(done.stderr).toBe('');
        expect(done.code).toBe(0);
        expect(done.stdout).toMatch(answer);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    // A hang guard only (the run takes seconds): without it, a CLI that waits for stdin's end would
    // hold the test for the tier's ten minutes.
    120_000,
  );

  it('exits 1 with one line on stderr when the indexer is down', async () => {
    const down = await startIndexServer({ port: 0 });
    const url = down.url;
    await down.close();
    const done = await cli(['info', '--base-url', url]);
    expect(done.code).toBe(1);
    expect(done.stderr.trim().split('\n')).toHaveLength(1);
    expect(done.stderr).toMatch(/refused/);
  });

  it.each([
    ['Ctrl-C (SIGINT)', 130, 'SIGINT'],
    ['SIGTERM (a supervisor, kill)', 143, 'SIGTERM'],
  ] as const)(
    '%s stops a lookup: what arrived is printed, the rest listed as pending, exit %i',
    async (_name, code, signal) => {
      const slow = await startIndexServer({ port: 0, dataset: { generated: 2_000 } });
      try {
        const raws = slow.data.list.slice(0, 2_000).map((a) => a.raw);
        // Every batch past the first three hangs: the lookup cannot end by itself, however slow the machine.
        slow.setFaults({ mode: 'hang', addresses: raws.slice(300) });
        const done = await cli(
          ['accounts', '--base-url', slow.url, '--json', '--no-boc', '--batch-size', '100'],
          {
            stdin: raws.join('\n'),
            // The signal once 7 requests reached the server: with 4 in flight at most, 3 answers were taken in.
            onSpawn: (child) => {
              const poll = setInterval(() => {
                if (slow.requests.length < 7) return;
                clearInterval(poll);
                child.kill(signal);
              }, 20);
              child.on('exit', () => clearInterval(poll));
            },
          },
        );
        expect(done.code).toBe(code);
        expect(done.stderr).toMatch(/interrupted: 1700 of 2000 accounts were not looked up/);
        const out = JSON.parse(done.stdout) as { accounts: { address: string }[]; pending: string[] };
        expect(out.accounts.map((a) => a.address)).toEqual(raws.slice(0, 300));
        expect(out.pending).toHaveLength(1_700);
      } finally {
        await slow.close();
      }
    },
  );

  it('ends quietly with 141 when the reader of --ndjson goes away (`| head -n 1`), without a stack trace', async () => {
    const many = await startIndexServer({ port: 0, dataset: { generated: 2_000 } });
    try {
      const list = join(await mkdtemp(join(tmpdir(), 'cli-pipe-')), 'addresses.txt');
      await writeFile(
        list,
        many.data.list
          .slice(0, 2_000)
          .map((a) => a.raw)
          .join('\n'),
      );
      // 2,000 rows are far more than a pipe holds (64 KB): the CLI writes on after head has quit.
      const done = await run('bash', [
        '-c',
        `${shellCommand()} accounts --ndjson --no-boc --base-url "${many.url}" --file "${list}" | head -n 1; echo "cli exit \${PIPESTATUS[0]}" >&2`,
      ]);
      expect(JSON.parse(done.stdout) as { status: string }).toMatchObject({ status: 'found' });
      expect(done.stderr).toMatch(/^cli exit 141$/m);
      expect(done.stderr).not.toMatch(/EPIPE|Error|\bat /);
      await rm(dirname(list), { recursive: true, force: true });
    } finally {
      await many.close();
    }
  });
});

describe("the packed CLI's Node (cli.vite.config.ts)", () => {
  it('runs in a Node started without flags (a V8 flag makes Node compile its own modules from source)', async () => {
    const slow = await startIndexServer({ port: 0 });
    try {
      const v4 = sampleAccount('wallet-v4r2');
      // Its one request hangs: the command is still running when its command line is read.
      slow.setFaults({ mode: 'hang', addresses: [v4.raw] });
      let words: string[] = [];
      const done = await run(bundle.entry, ['accounts', '--base-url', slow.url, '--no-boc', v4.raw], {
        onSpawn: (child) => {
          const poll = setInterval(() => {
            if (slow.requests.length < 1) return;
            clearInterval(poll);
            void readFile(`/proc/${child.pid}/cmdline`, 'utf8').then((cmdline) => {
              words = cmdline.split('\0').filter(Boolean);
              child.kill('SIGTERM');
            });
          }, 20);
          child.on('exit', () => clearInterval(poll));
        },
      });
      expect(done.code).toBe(143);
      // `node ENTRY ARGS…`: nothing between Node and the entry.
      expect(words.indexOf(bundle.entry)).toBe(1);
    } finally {
      await slow.close();
    }
  });
});

/** The bundle's files `file` loads through static imports (itself included). */
async function bundleImports(dir: string, file: string, seen = new Set<string>()): Promise<Set<string>> {
  seen.add(file);
  const text = await readFile(join(dir, file), 'utf8');
  for (const [, next] of text.matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+)["'`]/g))
    if (!seen.has(next!)) await bundleImports(dir, next!, seen);
  return seen;
}

describe("the packed CLI's chunks (cli.vite.config.ts)", () => {
  it("the emulator's thread never imports the entry, which would run the CLI in each thread", async () => {
    expect(await bundleImports(bundleDir, 'tvm-thread.mjs')).not.toContain('ton-index.mjs');
  });

  it('a lookup loads its start with the entry, no chunk of its own for accounts or info', async () => {
    const entry = await bundleImports(bundleDir, 'ton-index.mjs');
    const chunks = await readdir(bundleDir);
    expect(chunks.filter((file) => /^(accounts|info)-/.test(file))).toEqual([]);
    // The entry, the thread's shared modules and the bundler's runtime.
    expect(entry.size).toBeLessThanOrEqual(3);
  });
});

describe('the README CLI block through bash', () => {
  let scratch: string;
  beforeAll(async () => {
    // A folder where `npm run` finds the project and files written stay apart: every top-level entry is
    // linked, except cli/, which is copied — its entry point runs only when started by its own path.
    scratch = await mkdtemp(join(tmpdir(), 'readme-cli-bash-'));
    for (const entry of await readdir(ROOT)) {
      if (['.git', 'addresses.txt', 'states.csv', 'watched.json', 'earlier.json'].includes(entry)) continue;
      if (entry === 'cli') await cp(join(ROOT, entry), join(scratch, entry), { recursive: true });
      else await symlink(join(ROOT, entry), join(scratch, entry));
    }
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('writes the address list with printf and pipes it into npm run cli, as written', async () => {
    const lines = await readmeCliBlock();
    const write = lines.find((line) => /^printf .*> addresses\.txt/.test(line));
    const pipe = lines.find((line) => /^cat addresses\.txt \| npm run --silent cli -- /.test(line));
    expect(write).toBeDefined();
    expect(pipe).toBeDefined();
    const env = { TON_INDEX_URL: server.url };
    expect((await run('bash', ['-c', write!], { cwd: scratch, env })).code).toBe(0);
    const done = await run('bash', ['-c', pipe!], { cwd: scratch, env });
    expect(done.code).toBe(0);
    expect(done.stdout).toMatch(/1 found, 1 not found.*1 invalid skipped/);
    expect(done.stderr).toMatch(/skipped invalid address: line 3, column 1: .EQbad/);
  });

  it("run from a subfolder, npm run cli reads relative paths there (compare's file, --file), not in the package root", async () => {
    const lines = await readmeCliBlock();
    const keep = lines.find((line) => / accounts --json .*> watched\.json$/.test(line));
    const compare = lines.find((line) => / compare watched\.json$/.test(line));
    expect(keep).toBeDefined();
    expect(compare).toBeDefined();
    const sub = join(scratch, 'case-files');
    await mkdir(sub, { recursive: true });
    const env = { TON_INDEX_URL: server.url };
    // The block's own lines, as a user runs them in a folder of their own below the project.
    expect((await run('bash', ['-c', keep!], { cwd: sub, env })).code).toBe(0);
    const compared = await run('bash', ['-c', compare!], { cwd: sub, env });
    expect(compared.stderr).toBe('');
    expect(compared.code).toBe(0);
    expect(compared.stdout).toMatch(/2 compared with the accounts --json answer: 0 changed/);
    await writeFile(join(sub, 'list.txt'), `${sampleAccount('wallet-v4r2').friendly}\n`);
    const found = await run('bash', ['-c', 'npm run --silent cli -- accounts --no-boc --file list.txt'], {
      cwd: sub,
      env,
    });
    expect(found.stderr).toBe('');
    expect(found.stdout).toMatch(/1 found, 0 not found/);
  });

  it("runs the block's sed line, and the scripts the in-process runner knows, as the real sed does", async () => {
    const line = (await readmeCliBlock()).find((l) => /^sed '.*' watched\.json > earlier\.json$/.test(l));
    expect(line).toBeDefined();
    const text = [
      '{',
      '  "balance": "5000000000", "other": {"balance": "7"},',
      '  "code": "te6+cc/.*x==", "balance": "",',
      'a+b?(c){2}|d ]y-z *star $1 & \\',
      '*',
      '}',
      '',
    ].join('\n');
    const scripts = [
      's/a+b?(c){2}|d/[&]/',
      's/\\/\\.\\*/\\\\&\\//',
      's/[]x-z]*$/<&>/',
      's/^*/star/',
      's/[^"]*$/($)/',
      's/"[0-9][0-9]*"/"0"/',
      's/^ *"/\\&/',
    ];
    const lines = [line!, ...scripts.map((script) => `sed '${script}' watched.json > earlier.json`)];
    const mine = await mkdtemp(join(tmpdir(), 'readme-sed-'));
    try {
      await writeFile(join(scratch, 'watched.json'), text);
      await writeFile(join(mine, 'watched.json'), text);
      for (const each of lines) {
        const real = await run('bash', ['-c', each], { cwd: scratch });
        expect(real.stderr, each).toBe('');
        await runReadmeLine(each, mine, {});
        const expected = await readFile(join(scratch, 'earlier.json'), 'utf8');
        expect(await readFile(join(mine, 'earlier.json'), 'utf8'), each).toBe(expected);
      }
    } finally {
      await rm(mine, { recursive: true, force: true });
    }
  });
});
