/**
 * The desktop app in real Electron (Playwright's `_electron`), against the local index server. Runs
 * wherever an Electron binary is installed; where it is not (the team's machines install the package with
 * ELECTRON_SKIP_BINARY_DOWNLOAD=1), every test is reported as skipped with the reason. Everything short
 * of Electron itself is covered without the binary by the unit tests in electron/ and the shell harness.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { BRIDGE_METHODS } from '../shared/bridge/api/bridge-api';
import { startIndexServer, type RunningIndexServer } from '../local-index-server';

const projectRoot = resolve(import.meta.dirname, '..');

/** The Electron executable the electron package would start, or why there is none. */
function findElectronBinary(): { path: string } | { reason: string } {
  let packageDir: string;
  try {
    packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return { reason: 'No Electron binary on this machine: the electron package is not installed.' };
  }
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) {
    return {
      reason: `No Electron binary on this machine: installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1 (${pathFile} is missing, so node_modules/electron has only its types).`,
    };
  }
  const executable = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  if (!existsSync(executable))
    return { reason: `No Electron binary on this machine: ${executable} is missing.` };
  return { path: executable };
}

const binary = findElectronBinary();

test.describe('desktop app in Electron', () => {
  // Skipped, with the reason printed, where no Electron binary exists: the electron package installs as a
  // types-only stub under ELECTRON_SKIP_BINARY_DOWNLOAD=1 (machines that cannot download it). Runs elsewhere.
  test.skip('reason' in binary, 'reason' in binary ? binary.reason : 'an Electron binary exists');
  test.describe.configure({ mode: 'serial' });

  let server: RunningIndexServer;
  let userData: string;
  let app: ElectronApplication;
  let appWindow: Page;

  test.beforeAll(async () => {
    if (!('path' in binary)) return;
    // The app runs from out/: build it from the current sources first (≈ 2 s).
    execFileSync(
      process.execPath,
      [join(projectRoot, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
      { cwd: projectRoot, stdio: 'ignore' },
    );
    server = await startIndexServer({ port: 0 });
    userData = await mkdtemp(join(tmpdir(), 'ton-electron-e2e-'));
    app = await electron.launch({
      executablePath: binary.path,
      args: ['.'],
      cwd: projectRoot,
      env: { ...process.env, TON_INDEX_URL: server.url, TON_INDEX_USER_DATA_DIR: userData },
    });
    appWindow = await app.firstWindow();
  });
  test.afterAll(async () => {
    await app?.close();
    await server?.close();
    if (userData) await rm(userData, { recursive: true, force: true });
  });

  test('opens one window with the app from app://', async () => {
    await expect(appWindow).toHaveTitle(/TON Index Explorer/);
    expect(appWindow.url()).toBe('app://bundle/index.html');
    expect(app.windows()).toHaveLength(1);
  });

  test('shows the chain status from the local index server (TON_INDEX_URL on first start)', async () => {
    await expect(appWindow.getByTestId('block-last')).toBeVisible();
    expect(server.requests.some((r) => r.path === '/api/v3/masterchainInfo')).toBe(true);
  });

  test('the page has exactly the bridge methods and no Node', async () => {
    const shape = await appWindow.evaluate(() => ({
      keys: Object.keys((window as unknown as { tonIndex: object }).tonIndex).sort(),
      require: typeof (window as unknown as { require?: unknown }).require,
      process: typeof (window as unknown as { process?: unknown }).process,
    }));
    expect(shape).toEqual({ keys: [...BRIDGE_METHODS].sort(), require: 'undefined', process: 'undefined' });
  });

  test('navigation away from the app is cancelled', async () => {
    await appWindow.evaluate(() => {
      window.location.href = 'https://evil.example/';
    });
    await expect(appWindow.getByTestId('chain-status')).toBeVisible();
    expect(appWindow.url()).toBe('app://bundle/index.html');
  });

  test('window.open is denied', async () => {
    await appWindow.evaluate(() => window.open('https://evil.example/'));
    expect(app.windows()).toHaveLength(1);
  });
});
