/**
 * The Electron main process, kept thin: lifecycle, the one window, the menu, the `app://` scheme and
 * the wiring of the electron-free modules (settings store, lookup log, save dialog, ipc registry over
 * the shared bridge handlers, guards). Every decision worth testing lives in those modules; this file only
 * connects them to Electron.
 *
 * The window's webPreferences are written inline where the window is made, on purpose: static checkers
 * (electronegativity) do not follow helper functions and would report the secure flags as missing.
 *
 * Environment (read once at start): `TON_INDEX_URL` adds and selects a "Local indexer" profile when
 * there is no settings file yet; `TON_INDEX_USER_DATA_DIR` moves the user-data folder (tests, portable use).
 */
import { join } from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron';
import { createIndexClient } from '../shared/client/index-client';
import { buildMenuTemplate } from './app-menu';
import { createDesktopNotifier } from './desktop-notifier';
import { APP_INDEX_URL, APP_ORIGIN, APP_SCHEME, createAppProtocolHandler } from './app-protocol';
import { registerBridgeHandlers, type BridgeRegistration } from './ipc-registry';
import { createConsoleLogger } from './logger';
import { openLookupLogStore } from './lookup-log-store';
import {
  createWindowOpenHandler,
  denyPermissionCheck,
  denyPermissionRequest,
  denyWebviewAttach,
  guardNavigation,
  guardRedirect,
  type NavigationPolicy,
} from './navigation-guard';
import { createSaveFile } from './save-file';
import { createSafeStorageCipher } from './secret-cipher';
import { createSenderCheck } from './sender-check';
import { createBundledTvmRunner } from '../node-host/tvm-threads';
import { openSettingsStore } from './settings-store';
import { loadWindowState, saveWindowState, stateOf } from './window-state';

/** Shown in the title bar and the macOS app menu. */
export const PRODUCT_NAME = 'TON Index Explorer';
/** Opened by Help › TON Index API documentation (allow-listed host). */
const HELP_URL = 'https://toncenter.com/api/v3/';

const logger = createConsoleLogger();

/** The dev server of `electron-vite dev`, honoured only in an unpackaged build. */
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
/** Origins our page may come from (IPC sender check, navigation guard). */
const allowedOrigins: readonly string[] = devServerUrl ? [APP_ORIGIN, devServerUrl] : [APP_ORIGIN];

const navigationPolicy: NavigationPolicy = {
  allowedOrigins,
  openExternal: (url) => shell.openExternal(url),
  logger,
};

let mainWindow: BrowserWindow | undefined;
let bridge: BridgeRegistration | undefined;

if (process.env.TON_INDEX_USER_DATA_DIR) app.setPath('userData', process.env.TON_INDEX_USER_DATA_DIR);

// Must happen before `ready`: a standard, secure scheme gets a real origin, relative URLs and a secure context.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

// Every webContents ever created (our window, devtools, anything unexpected) gets the same guards.
app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event) => guardNavigation(event, event.url, navigationPolicy));
  contents.on('will-redirect', (event) => guardRedirect(event, event.url, navigationPolicy));
  contents.on('will-attach-webview', (event) => denyWebviewAttach(event, logger));
  contents.setWindowOpenHandler(createWindowOpenHandler(navigationPolicy));
});

/** Creates the one window, with remembered bounds and the secure webPreferences. */
export async function createMainWindow(): Promise<BrowserWindow> {
  const userData = app.getPath('userData');
  const state = await loadWindowState(
    userData,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const window = new BrowserWindow({
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: 800,
    minHeight: 560,
    title: PRODUCT_NAME,
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      webviewTag: false,
      preload: join(__dirname, '../preload/preload.cjs'),
    },
  });
  mainWindow = window;
  if (state.isMaximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  window.on('close', () => {
    saveWindowState(userData, stateOf(window)).catch((error: unknown) =>
      logger.warn('Could not remember the window size', { error: String(error) }),
    );
  });
  window.on('closed', () => {
    bridge?.cancelAll();
    if (mainWindow === window) mainWindow = undefined;
  });
  await window.loadURL(devServerUrl ?? APP_INDEX_URL);
  return window;
}

/** Everything that needs the app to be ready: scheme handler, session guards, settings, IPC, menu, window. */
export async function startApp(): Promise<void> {
  protocol.handle(APP_SCHEME, createAppProtocolHandler({ rootDir: join(__dirname, '../renderer') }));
  session.defaultSession.setPermissionRequestHandler(denyPermissionRequest);
  session.defaultSession.setPermissionCheckHandler(denyPermissionCheck);

  const store = await openSettingsStore({
    dir: app.getPath('userData'),
    cipher: createSafeStorageCipher(safeStorage, process.platform),
    ...(process.env.TON_INDEX_URL ? { initialIndexerUrl: process.env.TON_INDEX_URL } : {}),
  });
  const notice = store.settings.notice();
  if (notice) logger.warn(notice);

  // Opened lazily by its first use: a damaged or locked log shows up on the Log screen, not as a failed start.
  const lookupLog = openLookupLogStore(app.getPath('userData'));
  app.on('will-quit', () => {
    // The watch list's timer stops before its store closes.
    const stopped = bridge?.watcher.stop() ?? Promise.resolve();
    stopped
      .then(() => lookupLog.close())
      .catch((error: unknown) => logger.warn('Could not close the lookup log', { error: String(error) }));
  });

  bridge = registerBridgeHandlers(ipcMain, {
    settings: store.settings,
    secrets: store.secrets,
    createClient: createIndexClient,
    openLink: (url) => shell.openExternal(url),
    checkSender: createSenderCheck({ appWebContentsId: () => mainWindow?.webContents.id, allowedOrigins }),
    logger,
    lookupLog: lookupLog.log,
    tvmRunner: () => createBundledTvmRunner(__dirname),
    labels: lookupLog.labels,
    watch: lookupLog.watch,
    libraries: lookupLog.libraries,
    // The paces indexers taught with 429s, so the next start begins at them.
    paces: lookupLog.paces,
    // What the start-up check found damaged in these stores, for the Log, Favourites and Watch screens.
    storage: lookupLog.core,
    // The watch list re-checks from main while the app runs and tells of changes through the OS.
    notifier: createDesktopNotifier(),
    saveFile: createSaveFile({
      showSaveDialog: (window, options) => dialog.showSaveDialog(window, options),
      getWindow: () => mainWindow,
      downloadsDir: () => app.getPath('downloads'),
    }),
  });

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        appName: PRODUCT_NAME,
        platform: process.platform,
        isPackaged: app.isPackaged,
        openHelp: () => void shell.openExternal(HELP_URL),
      }),
    ),
  );

  await createMainWindow();
  bridge.watcher.start();
}

if (!app.requestSingleInstanceLock()) {
  // Another instance owns the settings files; it gets focused (below) and this one leaves.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (!mainWindow && app.isReady())
      createMainWindow().catch((error: unknown) =>
        logger.error('Could not open the window', { error: String(error) }),
      );
  });
  app
    .whenReady()
    .then(startApp)
    .catch((error: unknown) => {
      logger.error('The app could not start', { error: String(error) });
      app.quit();
    });
}
