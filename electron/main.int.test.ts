/**
 * The wiring of main.ts, with 'electron' replaced by recording fakes (the real module throws without
 * its binary). What this proves: the window's security flags and preload, the app:// scheme, the
 * guards on every webContents, the permission handlers, IPC registered with the sender check, the menu,
 * single-instance focus and remembered bounds. What it cannot prove: that Electron enforces them.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../local-index-server';
import { ClassicLevel } from 'classic-level';
import { BRIDGE_METHODS, ipcChannel } from '../shared/bridge/api/bridge-api';
import { jobEvents } from '../test-support/job-events';

/** vi.waitFor gives up after 1 s by default, which a busy machine can miss: wait for the state (the tier's timeout is the hang guard). */
const UNTIL_DONE = { timeout: 120_000, interval: 20 };

type Listener = (...args: unknown[]) => unknown;

const h = vi.hoisted(() => {
  class Emitter {
    listeners = new Map<string, Listener[]>();
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    once(event: string, listener: Listener) {
      return this.on(event, listener);
    }
    emit(event: string, ...args: unknown[]) {
      return (this.listeners.get(event) ?? []).map((l) => l(...args));
    }
  }
  let nextId = 1;
  class FakeWebContents extends Emitter {
    id = nextId++;
    mainFrame = { url: 'app://bundle/index.html', parent: null, frameTreeNodeId: 1 };
    windowOpenHandler: ((details: { url: string }) => unknown) | undefined;
    /** What main pushed to this window (`webContents.send`). */
    sent: { channel: string; payload: unknown }[] = [];
    setWindowOpenHandler(handler: (details: { url: string }) => unknown) {
      this.windowOpenHandler = handler;
    }
    send(channel: string, payload: unknown) {
      this.sent.push({ channel, payload });
    }
    isDestroyed() {
      return false;
    }
  }
  class FakeBrowserWindow extends Emitter {
    static instances: FakeBrowserWindow[] = [];
    webContents = new FakeWebContents();
    loaded: string[] = [];
    focused = 0;
    minimized = true;
    restored = 0;
    constructor(public options: Record<string, unknown> & { webPreferences: Record<string, unknown> }) {
      super();
      FakeBrowserWindow.instances.push(this);
    }
    async loadURL(url: string) {
      this.loaded.push(url);
    }
    maximize() {}
    show() {}
    isMinimized() {
      return this.minimized;
    }
    restore() {
      this.restored++;
      this.minimized = false;
    }
    focus() {
      this.focused++;
    }
    isMaximized() {
      return false;
    }
    getNormalBounds() {
      return { x: 10, y: 20, width: 1100, height: 700 };
    }
  }
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  const app = Object.assign(new Emitter(), {
    isPackaged: true,
    userData: '',
    lock: true,
    quits: 0,
    requestSingleInstanceLock: () => app.lock,
    whenReady: () => ready,
    isReady: () => true,
    getPath: (name: string) =>
      name === 'userData' ? app.userData : name === 'downloads' ? '/home/analyst/Downloads' : '/nonexistent',
    setPath: (_name: string, value: string) => {
      app.userData = value;
    },
    quit: () => {
      app.quits++;
    },
  });
  const handlers = new Map<string, Listener>();
  const protocol = {
    privileged: [] as unknown[],
    handlers: new Map<string, (request: Request) => Promise<Response>>(),
    registerSchemesAsPrivileged(schemes: unknown[]) {
      protocol.privileged.push(...schemes);
    },
    handle(scheme: string, handler: (request: Request) => Promise<Response>) {
      protocol.handlers.set(scheme, handler);
    },
  };
  const session = {
    defaultSession: {
      requestHandler: undefined as Listener | undefined,
      checkHandler: undefined as Listener | undefined,
      setPermissionRequestHandler(handler: Listener) {
        session.defaultSession.requestHandler = handler;
      },
      setPermissionCheckHandler(handler: Listener) {
        session.defaultSession.checkHandler = handler;
      },
    },
  };
  const opened: string[] = [];
  const menu = { template: undefined as unknown };
  const dialog = {
    answer: '' as string,
    shown: [] as { window: unknown; options: { defaultPath?: string } }[],
    async showSaveDialog(window: unknown, options: { defaultPath?: string }) {
      dialog.shown.push({ window, options });
      return dialog.answer ? { canceled: false, filePath: dialog.answer } : { canceled: true, filePath: '' };
    },
  };
  /** Electron's Notification: records what main showed. */
  class FakeNotification {
    static shown: { title: string; body: string }[] = [];
    static isSupported = () => true;
    constructor(readonly options: { title: string; body: string }) {}
    show() {
      FakeNotification.shown.push({ title: this.options.title, body: this.options.body });
    }
  }
  return {
    dialog,
    app,
    resolveReady,
    FakeNotification,
    FakeBrowserWindow,
    FakeWebContents,
    handlers,
    protocol,
    session,
    opened,
    menu,
    ipcMain: {
      handle: (channel: string, listener: Listener) => void handlers.set(channel, listener),
      on: () => undefined,
    },
    shell: { openExternal: async (url: string) => void opened.push(url) },
    Menu: {
      buildFromTemplate: (template: unknown) => ({ template }),
      setApplicationMenu: (built: { template: unknown }) => {
        menu.template = built.template;
      },
    },
    safeStorage: {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => 'gnome_libsecret',
      encryptString: (text: string) => Buffer.from(`x${text}`),
      decryptString: (bytes: Buffer) => bytes.toString().slice(1),
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
  };
});

vi.mock('electron', () => ({
  app: h.app,
  BrowserWindow: h.FakeBrowserWindow,
  dialog: h.dialog,
  ipcMain: h.ipcMain,
  Menu: h.Menu,
  Notification: h.FakeNotification,
  protocol: h.protocol,
  safeStorage: h.safeStorage,
  screen: h.screen,
  session: h.session,
  shell: h.shell,
  default: {},
}));

let server: RunningIndexServer;
let userData: string;
let window: InstanceType<typeof h.FakeBrowserWindow>;

beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
  userData = await mkdtemp(join(tmpdir(), 'ton-main-'));
  vi.stubEnv('TON_INDEX_USER_DATA_DIR', userData);
  vi.stubEnv('TON_INDEX_URL', server.url);
  vi.stubEnv('ELECTRON_RENDERER_URL', 'http://localhost:5173');
  await import('./main');
  expect(h.FakeBrowserWindow.instances).toHaveLength(0); // nothing before ready
  h.resolveReady();
  await vi.waitFor(() => expect(h.FakeBrowserWindow.instances[0]?.loaded).toHaveLength(1), UNTIL_DONE);
  window = h.FakeBrowserWindow.instances[0]!;
  // Electron fires web-contents-created for the window's own webContents.
  h.app.emit('web-contents-created', {}, window.webContents);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
  await rm(userData, { recursive: true, force: true });
});

/** Calls a registered IPC handler the way Electron would, from the given webContents. */
async function invoke(channel: string, arg: unknown, contents = window.webContents) {
  const handler = h.handlers.get(channel);
  if (!handler) throw new Error(`no handler on ${channel}`);
  return (await handler({ sender: contents, senderFrame: contents.mainFrame }, arg)) as {
    ok: boolean;
    value?: unknown;
    error?: { kind: string };
  };
}

describe('main process wiring', () => {
  it('creates one window with the four security flags and the bundled preload', () => {
    expect(h.FakeBrowserWindow.instances).toHaveLength(1);
    const prefs = window.options.webPreferences;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      webviewTag: false,
    });
    expect(isAbsolute(String(prefs.preload))).toBe(true);
    expect(String(prefs.preload)).toMatch(/[\\/]preload[\\/]preload\.cjs$/);
  });

  it('loads the app from app://bundle in a packaged build, ignoring a dev server URL', () => {
    expect(window.loaded).toEqual(['app://bundle/index.html']);
  });

  it('registers app:// as a standard, secure scheme before ready, and serves it', async () => {
    expect(h.protocol.privileged).toEqual([
      { scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) },
    ]);
    const handler = h.protocol.handlers.get('app');
    expect(handler).toBeDefined();
    expect((await handler!(new Request('app://bundle/%2e%2e%2fpackage.json'))).status).toBe(404);
  });

  it('denies every permission request and check', () => {
    const answers: boolean[] = [];
    h.session.defaultSession.requestHandler?.({}, 'media', (granted: boolean) => answers.push(granted), {});
    expect(answers).toEqual([false]);
    expect(h.session.defaultSession.checkHandler?.({}, 'notifications', 'app://bundle', {})).toBe(false);
  });

  it('guards every webContents: navigation cancelled, window.open denied, allow-listed links opened outside', () => {
    const contents = new h.FakeWebContents();
    h.app.emit('web-contents-created', {}, contents);
    const nav = {
      url: 'https://evil.example/',
      prevented: false,
      preventDefault: () => void (nav.prevented = true),
    };
    contents.emit('will-navigate', nav);
    expect(nav.prevented).toBe(true);
    const redirect = {
      url: 'https://evil.example/',
      prevented: false,
      preventDefault: () => void (redirect.prevented = true),
    };
    contents.emit('will-redirect', redirect);
    expect(redirect.prevented).toBe(true);
    const webview = { prevented: false, preventDefault: () => void (webview.prevented = true) };
    contents.emit('will-attach-webview', webview);
    expect(webview.prevented).toBe(true);
    expect(contents.windowOpenHandler?.({ url: 'https://tonviewer.com/EQabc' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(h.opened).toEqual(['https://tonviewer.com/EQabc']);
  });

  it('registers one IPC handler per contract method', () => {
    expect([...h.handlers.keys()].sort()).toEqual(BRIDGE_METHODS.map(ipcChannel).sort());
  });

  it('answers the app window over IPC, with TON_INDEX_URL as the first-start profile', async () => {
    const settings = await invoke(ipcChannel('getSettings'), undefined);
    expect(settings).toMatchObject({
      ok: true,
      value: { activeProfileId: 'local-indexer', keyStorage: 'encrypted' },
    });
    const info = await invoke(ipcChannel('getMasterchainInfo'), undefined);
    expect(info.ok).toBe(true);
    expect(server.requests.some((r) => r.path === '/api/v3/masterchainInfo')).toBe(true);
  });

  it('runs a lookup as a job in main, pushes its events to the window, and logs it in <userData>/lookup-log (LevelDB)', async () => {
    const raws = (['wallet-v4r2', 'wallet-v3r2', 'uninit'] as const).map((l) =>
      sampleAccount(l).raw.toUpperCase(),
    );
    const jobId = `job-${crypto.randomUUID()}`;
    await invoke(ipcChannel('startLookup'), {
      jobId,
      addressLines: raws.join('\n'),
      inputLines: raws.join('\n'),
      includeBoc: false,
    });
    const contents = window.webContents as unknown as { sent: { channel: string; payload: unknown }[] };
    const heard = {
      events: () =>
        contents.sent.map((m) => ({
          type: m.channel.replace('ton-index:event:', '') as 'job-done',
          payload: m.payload,
        })),
    };
    const { done } = await jobEvents(heard, jobId);
    expect(done).toMatchObject({ kind: 'lookup', logged: { entry: { counts: { requested: 3 } } } });
    const listed = await invoke(ipcChannel('listLookupLog'), undefined);
    expect(listed).toMatchObject({ ok: true, value: [{ counts: { requested: 3, found: 3 } }] });
    expect(await readdir(join(userData, 'lookup-log'))).toContain('CURRENT');
  });

  it('saves a file through the native save dialog on the app window, from Downloads', async () => {
    const target = join(userData, 'export.csv');
    h.dialog.answer = target;
    const reply = await invoke(ipcChannel('saveFile'), {
      suggestedName: 'accounts.csv',
      content: 'a,b\n',
      format: 'csv',
    });
    expect(reply).toEqual({ ok: true, value: { saved: true, location: target } });
    expect(await readFile(target, 'utf8')).toBe('a,b\n');
    expect(h.dialog.shown.at(-1)?.window).toBe(window);
    expect(h.dialog.shown.at(-1)?.options.defaultPath).toBe(join('/home/analyst/Downloads', 'accounts.csv'));
  });

  it('refuses IPC from any other webContents', async () => {
    const other = new h.FakeWebContents();
    const reply = await invoke(ipcChannel('getSettings'), undefined, other);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });

  it('sets the standard menu without developer tools in a packaged build', () => {
    const template = h.menu.template as MenuItemConstructorOptions[];
    expect(template.map((m) => m.label)).toEqual(expect.arrayContaining(['Edit', 'View', 'Window', 'Help']));
    expect(JSON.stringify(template)).not.toContain('toggleDevTools');
  });

  it('focuses (and restores) the window when a second instance starts', () => {
    h.app.emit('second-instance');
    expect(window.restored).toBe(1);
    expect(window.focused).toBe(1);
  });

  it('remembers the window bounds when it closes', async () => {
    window.emit('close');
    await vi.waitFor(async () => {
      const saved = JSON.parse(await readFile(join(userData, 'window-state.json'), 'utf8')) as unknown;
      expect(saved).toEqual({ x: 10, y: 20, width: 1100, height: 700, isMaximized: false });
    }, UNTIL_DONE);
  });

  it('runs the watch list in main: a change seen by "Check now" is shown as a desktop notification, in plain text', async () => {
    const v4 = sampleAccount('wallet-v4r2');
    const row = server.data.get(v4.raw)!;
    expect((await invoke(ipcChannel('watchStatus'), undefined)).value).toMatchObject({ running: true });
    expect((await invoke(ipcChannel('watchAddress'), { address: v4.friendly })).ok).toBe(true);
    expect((await invoke(ipcChannel('setWatchSettings'), { intervalSeconds: 600, notify: true })).ok).toBe(
      true,
    );
    expect((await invoke(ipcChannel('checkWatchNow'), undefined)).value).toMatchObject({
      lastCheck: { checked: 1, changes: 0 },
    });
    row.status = 'frozen';
    expect((await invoke(ipcChannel('checkWatchNow'), undefined)).value).toMatchObject({
      lastCheck: { changes: 1 },
    });
    expect(h.FakeNotification.shown).toEqual([
      { title: expect.stringMatching(/^EQ.{4}….{6} changed$/), body: 'Status active → frozen' },
    ]);
  });

  it('closes the lookup log when the app quits (its LevelDB lock is released)', async () => {
    h.app.emit('will-quit');
    await vi.waitFor(async () => {
      const again = new ClassicLevel(join(userData, 'lookup-log'));
      try {
        await again.open();
      } finally {
        await again.close();
      }
    }, UNTIL_DONE);
  });

  it('quits when the last window closes (except on macOS)', () => {
    const before = h.app.quits;
    h.app.emit('window-all-closed');
    expect(h.app.quits).toBe(before + (process.platform === 'darwin' ? 0 : 1));
  });
});

describe('single instance', () => {
  it('quits at once, without a window, when another instance holds the lock', async () => {
    vi.resetModules();
    h.app.lock = false;
    const windowsBefore = h.FakeBrowserWindow.instances.length;
    const quitsBefore = h.app.quits;
    await import('./main');
    expect(h.app.quits).toBe(quitsBefore + 1);
    expect(h.FakeBrowserWindow.instances.length).toBe(windowsBefore);
  });
});
