/**
 * The built app, not the sources: `electron-vite build` into a temp folder, then
 * - the preload bundle runs where only `require('electron')` exists (as in a sandboxed preload) and
 *   exposes the bridge API's methods;
 * - the main bundle, loaded by plain Node with a fake 'electron', opens a window whose preload file
 *   exists and serves the built renderer over app:// with its CSP and MIME types.
 * This is what catches a preload that requires zod at run time, or a wrong relative path in main.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import Module, { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_METHODS, IPC_CANCEL_CHANNEL, ipcChannel } from '../shared/bridge/api/bridge-api';

/** expect.poll gives up after 1 s by default, which a busy machine can miss: wait for the state (the tier's timeout is the hang guard). */
const UNTIL_DONE = { timeout: 120_000, interval: 20 };

const projectRoot = resolve(import.meta.dirname, '..');
let out: string;
let userData: string;

beforeAll(async () => {
  // Inside node_modules so that the main bundle's external requires (zod, @ton/core) resolve.
  const cache = join(projectRoot, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  // Its real path: the built main resolves its own files so (node_modules may be a link, in a git worktree).
  out = await realpath(await mkdtemp(join(cache, 'electron-build-test-')));
  userData = await mkdtemp(join(cache, 'electron-build-userdata-'));
  await promisify(execFile)(
    process.execPath,
    [join(projectRoot, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
    {
      cwd: projectRoot,
      env: { ...process.env, TON_INDEX_OUT_DIR: out },
    },
  );
});
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
  await rm(userData, { recursive: true, force: true });
});

describe('built preload (out/preload/preload.cjs)', () => {
  it('is one CommonJS file that requires nothing but electron', async () => {
    const code = await readFile(join(out, 'preload', 'preload.cjs'), 'utf8');
    const requires = [...code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
    expect(requires).toEqual(['electron']);
    expect(code).not.toMatch(/^\s*import\s/m);
  });

  it('runs with a require that only knows electron, and exposes the bridge API as window.tonIndex', async () => {
    const code = await readFile(join(out, 'preload', 'preload.cjs'), 'utf8');
    const exposed = new Map<string, Record<string, (arg?: unknown) => Promise<unknown>>>();
    const invoked: [string, unknown][] = [];
    const fakeElectron = {
      contextBridge: {
        exposeInMainWorld: (key: string, api: Record<string, (arg?: unknown) => Promise<unknown>>) =>
          void exposed.set(key, api),
      },
      ipcRenderer: {
        invoke: async (channel: string, arg: unknown) => {
          invoked.push([channel, arg]);
          return { ok: true, value: { cancelled: true } };
        },
        on: () => undefined,
        removeListener: () => undefined,
      },
    };
    const sandboxRequire = (id: string) => {
      if (id === 'electron') return fakeElectron;
      throw new Error(`module not found: ${id} (a sandboxed preload can only require electron)`);
    };
    const module = { exports: {} };
    // A fresh context without Node globals, like the sandboxed preload's world.
    const wrapper = vm.runInNewContext(`(function (exports, require, module) {\n${code}\n})`, {}) as (
      e: unknown,
      r: unknown,
      m: unknown,
    ) => void;
    wrapper(module.exports, sandboxRequire, module);
    expect([...exposed.keys()]).toEqual(['tonIndex']);
    const api = exposed.get('tonIndex')!;
    expect(Object.keys(api).sort()).toEqual([...BRIDGE_METHODS, 'addEventListener'].sort());
    expect(await api.cancelJob!({ jobId: 'job-1-abcdef' })).toEqual({ ok: true, value: { cancelled: true } });
    expect(invoked).toEqual([[ipcChannel('cancelJob'), { jobId: 'job-1-abcdef' }]]);
    // It checks nothing itself: main checks every argument, once, where it arrives.
    await api.cancelJob!({ jobId: 'not valid' });
    expect(invoked).toEqual([
      [ipcChannel('cancelJob'), { jobId: 'job-1-abcdef' }],
      [ipcChannel('cancelJob'), { jobId: 'not valid' }],
    ]);
  });
});

describe('built main (out/main/main.cjs)', () => {
  it('opens a sandboxed window whose preload exists and serves the built renderer over app://', async () => {
    const windows: { options: { webPreferences: Record<string, unknown> }; loaded: string[] }[] = [];
    const schemes = new Map<string, (request: Request) => Promise<Response>>();
    const channels: string[] = [];
    const listened: string[] = [];
    const handlers = new Map<string, (event: unknown, arg: unknown) => Promise<unknown>>();
    const noop = () => undefined;
    const webContents = {
      id: 1,
      on: noop,
      setWindowOpenHandler: noop,
      mainFrame: { url: 'app://bundle/index.html', parent: null, frameTreeNodeId: 1 },
    };
    class BrowserWindow {
      webContents = webContents;
      loaded: string[] = [];
      constructor(public options: { webPreferences: Record<string, unknown> }) {
        windows.push(this);
      }
      async loadURL(url: string) {
        this.loaded.push(url);
      }
      on() {}
      once() {}
      maximize() {}
    }
    const fakeElectron = {
      app: {
        isPackaged: true,
        on: noop,
        requestSingleInstanceLock: () => true,
        whenReady: async () => undefined,
        isReady: () => true,
        getPath: () => userData,
        setPath: noop,
        quit: noop,
      },
      BrowserWindow,
      ipcMain: {
        handle: (channel: string, handler: (event: unknown, arg: unknown) => Promise<unknown>) => {
          channels.push(channel);
          handlers.set(channel, handler);
        },
        // The window's cancels of its calls (ipcRenderer.send): heard, never answered.
        on: (channel: string) => void listened.push(channel),
      },
      dialog: { showSaveDialog: async () => ({ canceled: true, filePath: '' }) },
      Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: noop },
      protocol: {
        registerSchemesAsPrivileged: noop,
        handle: (scheme: string, handler: (r: Request) => Promise<Response>) =>
          void schemes.set(scheme, handler),
      },
      safeStorage: { isEncryptionAvailable: () => false, encryptString: noop, decryptString: noop },
      screen: { getAllDisplays: () => [] },
      session: { defaultSession: { setPermissionRequestHandler: noop, setPermissionCheckHandler: noop } },
      shell: { openExternal: async () => undefined },
    };
    const loader = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
    const originalLoad = loader._load;
    loader._load = function (request: string, ...rest: unknown[]) {
      return request === 'electron' ? fakeElectron : originalLoad.call(this, request, ...rest);
    };
    try {
      const mainPath = join(out, 'main', 'main.cjs');
      createRequire(mainPath)(mainPath);
      await expect.poll(() => windows.length, UNTIL_DONE).toBe(1);
    } finally {
      loader._load = originalLoad;
    }
    const prefs = windows[0]!.options.webPreferences;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
    });
    expect(prefs.preload).toBe(join(out, 'preload', 'preload.cjs'));
    expect(existsSync(String(prefs.preload))).toBe(true);
    expect(channels.sort()).toEqual(BRIDGE_METHODS.map(ipcChannel).sort());
    // One channel main only hears: a call's cancel, from the window that made the call.
    expect(listened).toEqual([IPC_CANCEL_CHANNEL]);
    await expect.poll(() => windows[0]!.loaded, UNTIL_DONE).toEqual(['app://bundle/index.html']);

    const serve = schemes.get('app')!;
    const index = await serve(new Request('app://bundle/index.html'));
    expect(index.status).toBe(200);
    expect(index.headers.get('content-security-policy')).toContain("connect-src 'none'");
    const html = await index.text();
    expect(html).toContain("connect-src 'none'");
    const script = /<script[^>]+src="\.\/([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const js = await serve(new Request(`app://bundle/${script}`));
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await serve(new Request('app://bundle/../main/main.cjs'))).status).toBe(404);

    // The lookup log runs in the built main: classic-level's native binary loads from node_modules.
    const fromApp = { sender: webContents, senderFrame: webContents.mainFrame };
    expect(await handlers.get(ipcChannel('listLookupLog'))!(fromApp, undefined)).toEqual({
      ok: true,
      value: [],
    });
    expect(existsSync(join(userData, 'lookup-log', 'CURRENT'))).toBe(true);
  });

  it('keeps classic-level (native, N-API) external: required at run time, not bundled', async () => {
    const code = await readFile(join(out, 'main', 'main.cjs'), 'utf8');
    const requires = [...code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
    expect(requires).toContain('classic-level');
    // Its loader and binding would only be in the bundle if it had been inlined.
    expect(code).not.toMatch(/node-gyp-build|classic-level\.node|binding\.gyp/);
  });
});

describe('built TVM thread (out/main/tvm-thread.cjs)', () => {
  it('is what main runs get-methods in: the bundled thread answers a real wallet v4r2 seqno', async () => {
    const { createBundledTvmRunner } = await import('../node-host/tvm-threads');
    const { buildIndexData, sampleAccount } = await import('../local-index-server');
    const record = buildIndexData().get(sampleAccount('wallet-v4r2').raw.toUpperCase())!;
    const runner = createBundledTvmRunner(join(out, 'main'));
    try {
      const result = await runner.runGetMethod({
        account: {
          address: record.raw,
          code_boc: record.code!.boc,
          data_boc: record.data!.boc,
          balance: record.balance,
        },
        method: 'seqno',
        unix_time: 1_721_068_768,
      });
      expect(result).toMatchObject({ ran: true, exit_code: 0, stack: [{ type: 'int' }] });
    } finally {
      runner.dispose?.();
    }
  });
});
