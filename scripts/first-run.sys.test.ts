/**
 * First run on a machine that cannot download Electron, as real processes:
 * - the download check (electron-binary.mjs) answers from a mirror that answers, one that refuses, a
 *   port nobody listens on and a host name that does not resolve — naming the reason each time;
 * - ensure-deps.mjs, run in a copy of the project with a stand-in `npm` on PATH, says at once that the
 *   binary cannot be downloaded and runs `npm ci` ONCE with ELECTRON_SKIP_BINARY_DOWNLOAD=1 (no failed
 *   download first); where the mirror answers it installs normally;
 * - `npm start` (scripts/start.mjs) without an Electron binary says so as its first line, starts the
 *   local index server and the browser build, opens the browser (a stand-in BROWSER command records the
 *   address) — and that address, opened in Chromium, shows the local index's blocks on the first screen.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../e2e/support/chromium';
import { sampleAccount } from '../local-index-server';
// @ts-expect-error -- a plain .mjs script without types
import { electronDownloadCheck } from './electron-binary.mjs';

const ROOT = join(import.meta.dirname, '..');

interface Check {
  ok: boolean;
  reason: string;
}
const check = electronDownloadCheck as (options?: { timeoutMs?: number }) => Promise<Check>;

let dir: string;
let mirror: Server;
let mirrorUrl: string;
/** Status the stand-in mirror answers with. */
let mirrorStatus = 302;
const mirrorRequests: string[] = [];

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const saved = { ...process.env };
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'first-run-'));
  mirror = createServer((req, res) => {
    mirrorRequests.push(`${req.method} ${req.url}`);
    res
      .writeHead(
        mirrorStatus,
        mirrorStatus === 302 ? { Location: 'https://objects.example/electron.zip' } : {},
      )
      .end();
  });
  await new Promise<void>((resolve) => mirror.listen(0, '127.0.0.1', resolve));
  mirrorUrl = `http://127.0.0.1:${(mirror.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => mirror.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  process.env = { ...saved };
  mirrorStatus = 302;
});

/** Environment of a machine with an empty Electron cache, no proxy, and `mirror` as the download server. */
function offlineEnv(mirrorBase: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...saved,
    ELECTRON_MIRROR: mirrorBase,
    electron_config_cache: join(dir, 'empty-cache'),
  };
  for (const name of [
    'HTTPS_PROXY',
    'https_proxy',
    'ELECTRON_GET_USE_PROXY',
    'ELECTRON_SKIP_BINARY_DOWNLOAD',
    'npm_config_electron_mirror',
  ])
    delete env[name];
  return env;
}

describe('the Electron download check', () => {
  it('asks the download server for the exact file the installer would fetch, without following the redirect', async () => {
    process.env = offlineEnv(mirrorUrl);
    const version = JSON.parse(await readFile(join(ROOT, 'package-lock.json'), 'utf8')).packages[
      'node_modules/electron'
    ].version as string;
    mirrorRequests.length = 0;
    expect(await check()).toEqual({ ok: true, reason: `${new URL(mirrorUrl).host} answers` });
    expect(mirrorRequests).toEqual([
      `HEAD /v${version}/electron-v${version}-${process.platform}-${process.arch}.zip`,
    ]);
  });

  it('says why the download cannot work: a refusal, a closed port, a name that does not resolve', async () => {
    process.env = offlineEnv(mirrorUrl);
    mirrorStatus = 404;
    expect(await check()).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/answered 404 for electron-v.*\.zip$/),
    });
    const port = await closedPort();
    process.env = offlineEnv(`http://127.0.0.1:${port}/`);
    expect(await check()).toEqual({
      ok: false,
      reason: `127.0.0.1:${port} cannot be reached (ECONNREFUSED)`,
    });
    process.env = offlineEnv('http://electron-mirror.invalid/');
    expect(await check()).toEqual({
      ok: false,
      reason: 'electron-mirror.invalid cannot be resolved (no internet access?)',
    });
  });

  it('counts a zip already in the download cache as available', async () => {
    const version = JSON.parse(await readFile(join(ROOT, 'package-lock.json'), 'utf8')).packages[
      'node_modules/electron'
    ].version as string;
    const file = `electron-v${version}-${process.platform}-${process.arch}.zip`;
    await mkdir(join(dir, 'cache', 'abc123'), { recursive: true });
    await writeFile(join(dir, 'cache', 'abc123', file), '');
    process.env = {
      ...offlineEnv('http://electron-mirror.invalid/'),
      electron_config_cache: join(dir, 'cache'),
    };
    expect(await check()).toEqual({ ok: true, reason: `${file} is in the download cache` });
  });
});

/**
 * A copy of the project's install script with a stand-in `npm` that records how it was called, runs
 * `install` (shell lines: what it does before it is done) and then marks node_modules fresh.
 */
async function installSandbox(
  name: string,
  install = '',
): Promise<{ root: string; env: NodeJS.ProcessEnv; calls: () => Promise<string[]> }> {
  const root = join(dir, name);
  await mkdir(join(root, 'scripts'), { recursive: true });
  await mkdir(join(root, 'bin'));
  for (const file of ['ensure-deps.mjs', 'electron-binary.mjs'])
    await copyFile(join(ROOT, 'scripts', file), join(root, 'scripts', file));
  await copyFile(join(ROOT, 'package-lock.json'), join(root, 'package-lock.json'));
  const log = join(root, 'npm-calls.txt');
  await writeFile(
    join(root, 'bin', 'npm'),
    `#!/bin/sh\necho "$* ELECTRON_SKIP_BINARY_DOWNLOAD=\${ELECTRON_SKIP_BINARY_DOWNLOAD:-unset}" >> "${log}"\n${install}\nmkdir -p node_modules && touch node_modules/.package-lock.json\n`,
  );
  await chmod(join(root, 'bin', 'npm'), 0o755);
  const calls = async () => (await readFile(log, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  return { root, env: { PATH: `${join(root, 'bin')}:${process.env.PATH}` }, calls };
}

describe.skipIf(process.platform === 'win32')('ensure-deps.mjs on a fresh checkout', () => {
  it('offline: says so at once and installs once, without the binary', async () => {
    const sandbox = await installSandbox('offline');
    const port = await closedPort();
    const run = spawnSync(process.execPath, ['scripts/ensure-deps.mjs'], {
      cwd: sandbox.root,
      env: { ...offlineEnv(`http://127.0.0.1:${port}/`), ...sandbox.env },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(
      `Electron's binary cannot be downloaded here: 127.0.0.1:${port} cannot be reached (ECONNREFUSED).`,
    );
    expect(lines[1]).toMatch(
      /^Installing without it \(ELECTRON_SKIP_BINARY_DOWNLOAD=1\)\. The browser build, the CLI and every test still work/,
    );
    expect(await sandbox.calls()).toEqual([
      'ci --no-audit --no-fund --loglevel=error ELECTRON_SKIP_BINARY_DOWNLOAD=1',
    ]);
    expect(run.stderr).not.toMatch(/ENOTFOUND|\n\s+at /);
    // Fresh now: a second run installs nothing.
    spawnSync(process.execPath, ['scripts/ensure-deps.mjs'], {
      cwd: sandbox.root,
      env: { ...offlineEnv(`http://127.0.0.1:${port}/`), ...sandbox.env },
    });
    expect(await sandbox.calls()).toHaveLength(1);
  });

  it('online: installs normally, with the binary', async () => {
    const sandbox = await installSandbox('online');
    // Not spawnSync: the stand-in mirror in this process must be free to answer.
    const run = spawn(process.execPath, ['scripts/ensure-deps.mjs'], {
      cwd: sandbox.root,
      env: { ...offlineEnv(mirrorUrl), ...sandbox.env },
    });
    let stdout = '';
    run.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    expect(await new Promise((resolve) => run.on('exit', resolve))).toBe(0);
    expect(stdout.split('\n')[0]).toBe('Installing dependencies (npm ci)…');
    expect(await sandbox.calls()).toEqual([
      'ci --no-audit --no-fund --loglevel=error ELECTRON_SKIP_BINARY_DOWNLOAD=unset',
    ]);
  });
});

describe.skipIf(process.platform === 'win32')('ensure-deps.mjs while npm ci is silent', () => {
  it('says what is being waited for, then how far the install has come, until it is done', async () => {
    // npm unpacks one package, then waits (as a slow first install does) until the test lets it go on.
    const release = join(dir, 'release-npm');
    const sandbox = await installSandbox(
      'progress',
      `mkdir -p node_modules/papaparse && echo '{}' > node_modules/papaparse/package.json\nwhile [ ! -e "${release}" ]; do sleep 0.05; done`,
    );
    const lock = JSON.parse(await readFile(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { optional?: boolean; link?: boolean }>;
    };
    const total = Object.entries(lock.packages).filter(
      ([path, entry]) => path.includes('node_modules/') && !entry.optional && !entry.link,
    ).length;
    const run = spawn(process.execPath, ['scripts/ensure-deps.mjs'], {
      cwd: sandbox.root,
      env: {
        ...offlineEnv(mirrorUrl),
        ...sandbox.env,
        ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
        // Said every 15 s in real life; often here, so the test need not wait.
        ENSURE_DEPS_PROGRESS_MS: '100',
      },
    });
    const exited = new Promise((resolve) => run.on('exit', resolve));
    // The stand-in npm ends whatever happens to the test.
    onTestFinished(() => writeFile(release, ''));
    const shown = await waitForOutput(
      run,
      new RegExp(`Still installing \\(\\d+ s\\): 1 of ${total} packages unpacked\\.`),
      60_000,
    );
    const lines = shown.split('\n');
    expect(lines[0]).toBe('Installing dependencies (npm ci)…');
    expect(lines[1]).toBe(
      `${total} packages from package-lock.json, downloaded and unpacked into node_modules: a few minutes on a first run. npm prints nothing until it is done; how far it has come is said here every 0.1 s.`,
    );
    await writeFile(release, '');
    expect(await exited).toBe(0);
    expect(await sandbox.calls()).toHaveLength(1);
  });
});

/** Collects a child's stdout and resolves when `pattern` appears. */
function waitForOutput(child: ChildProcess, pattern: RegExp, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} within ${ms} ms; output so far:\n${text}`)),
      ms,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (pattern.test(text)) {
        clearTimeout(timer);
        resolve(text);
      }
    });
  });
}

describe.skipIf(process.platform === 'win32')('npm start without an Electron binary', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  });

  it('says so first, then serves the browser build on the local sample index and opens it; the first screen shows data', async () => {
    const [indexPort, webPort] = [await closedPort(), await closedPort()];
    const opened = join(dir, 'opened-url.txt');
    const browser = join(dir, 'browser.sh');
    await writeFile(browser, `#!/bin/sh\necho "$1" > "${opened}"\n`);
    await chmod(browser, 0o755);
    child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      detached: true, // its own process group, so the test can stop the demo's children too
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...saved,
        // A developer's shell often has it: the app served must still be the production build.
        NODE_ENV: 'development',
        TON_INDEX_NO_ELECTRON: '1',
        DEMO_INDEX_PORT: String(indexPort),
        DEMO_WEB_PORT: String(webPort),
        BROWSER: browser,
      },
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const output = await waitForOutput(
      child,
      /Opened http:\/\/127\.0\.0\.1:\d+\/\?indexer=\S+ in your browser\./,
      // A hang guard inside the system tier's 10 min: the build alone takes minutes on a busy machine.
      400_000,
    );
    // Nothing on the way that a newcomer would read as an error (the build's warnings included, which
    // the bundler prints as a bracketed code: "[INEFFECTIVE_DYNAMIC_IMPORT] …").
    expect(`${output}\n${stderr}`).not.toMatch(/error|warn|externalized|failed/i);
    expect(`${output}\n${stderr}`).not.toMatch(/\[[A-Z]+(?:_[A-Z]+)+\]/);
    expect(output.split('\n')[0]).toBe(
      'No Electron binary is installed on this machine (it could not be downloaded), so the desktop app',
    );
    const url = (await readFile(opened, 'utf8')).trim();
    expect(url).toBe(`http://127.0.0.1:${webPort}/?indexer=http://127.0.0.1:${indexPort}`);
    expect((await stat(opened)).size).toBeGreaterThan(0);

    // The local index server has the sample accounts.
    const states = await fetch(
      `http://127.0.0.1:${indexPort}/api/v3/accountStates?address=${encodeURIComponent(sampleAccount('huge-balance').raw)}`,
    );
    expect(((await states.json()) as { accounts: { balance: string }[] }).accounts[0]!.balance).toBe(
      '5000000000123456789',
    );

    // What the browser shows first: the chain status of the local index, not an error.
    const browserProcess = await chromium.launch({
      executablePath: chromiumExecutablePath(),
      args: [...CHROMIUM_ARGS],
    });
    try {
      const page = await browserProcess.newPage();
      // Nothing in the console either: a development build prints library warnings there.
      const consoleErrors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') consoleErrors.push(m.text());
      });
      await page.goto(url);
      const last = page.getByTestId('block-last');
      await last.waitFor({ timeout: 120_000 }); // a hang guard: a busy machine loads slowly
      expect(await page.getByTestId('active-profile').textContent()).toContain(
        `http://127.0.0.1:${indexPort}`,
      );
      expect(await page.getByTestId('error-banner').count()).toBe(0);
      expect(await last.textContent()).toMatch(/\d/);
      expect(consoleErrors).toEqual([]);
    } finally {
      await browserProcess.close();
    }
  });
});
